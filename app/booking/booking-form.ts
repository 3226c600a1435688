/**
 * The client's booking details form (name, e-mail, phone, their address, a message) under the chosen time: one
 * schema, run in the browser for instant feedback and by `bookSession` as the authority. Plain module, safe in
 * the browser bundle: its messages are read when a field fails, in the language of the page or of the request.
 * Whether the time is still free, the cap per address and the rate limits only the server knows.
 */
import { z } from "zod";
import { emailField, nameField, phoneField, say } from "~/lib/contact-fields";
import type { LocationKind } from "~/lib/db/location-kinds";
import { isTimeZone } from "~/lib/intl";
import { m } from "~/paraglide/messages";
import { ClientAddressSchema } from "./places.ts";

/** The fields every session type asks; `bookingFormSchema` adds what its place asks. */
export const BookingFormSchema = z.object({
  start: z.iso.datetime({ error: () => m.payments_form_choose_time(), offset: true }).transform((v) => new Date(v)),
  timeZone: z.string().max(64).refine(isTimeZone, say(m.payments_form_unknown_zone)),
  name: nameField(),
  email: emailField(),
  phone: phoneField()
    .optional()
    .transform((v) => v || null),
  message: z
    .string()
    .trim()
    .max(
      2000,
      say(() => m.payments_form_message_max({ max: 2000 })),
    )
    .optional()
    .transform((v) => v ?? ""),
  phase: z
    .string()
    .regex(/^[1-4]$/, say(m.payments_form_phase))
    .optional()
    .transform((v) => (v ? Number(v) : null)),
  /** Asked for a session at the client's place (checked with the type in `placeFields`). */
  clientAddress: z.string().max(2000).optional(),
  /** Honeypot: invisible to people, filled in by bots. */
  website: z.string().max(500).optional(),
});

export type BookingForm = z.output<typeof BookingFormSchema>;

/**
 * What the type's place asks of the booker: their address for a session at their place, their phone number
 * for a phone call. Field errors, or the address to store (null for other places).
 */
export function placeFields(
  type: { locationKind: LocationKind },
  form: Pick<BookingForm, "clientAddress" | "phone">,
): { fields: Record<string, string> } | { clientAddress: string | null } {
  if (type.locationKind === "phone" && !form.phone) {
    return { fields: { phone: m.payments_form_phone_required() } };
  }
  if (type.locationKind !== "on_location") return { clientAddress: null };
  const address = ClientAddressSchema.safeParse(form.clientAddress ?? "");
  if (!address.success) return { fields: { clientAddress: address.error.issues[0]!.message } };
  return { clientAddress: address.data };
}

/**
 * The details form of a session type: the common fields and what its place asks, checked together (a missing
 * address shows with a missing name, not after it).
 */
export function bookingFormSchema(type: { locationKind: LocationKind }) {
  return BookingFormSchema.superRefine((form, ctx) => {
    const place = placeFields(type, form);
    if (!("fields" in place)) return;
    for (const [name, message] of Object.entries(place.fields)) {
      ctx.addIssue({ code: "custom", path: [name], message });
    }
  });
}
