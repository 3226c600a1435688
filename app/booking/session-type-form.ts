/**
 * The owner's session type form: one schema, read in the browser for instant feedback and by the action as
 * the authority (app/lib/submission.ts). Plain module, safe in the browser bundle: its messages are read
 * when a field fails, in the language of the page or of the request.
 */
import { z } from "zod";
import { LOCATION_KINDS } from "~/lib/db/location-kinds";
import { boundedWholeNumber as int } from "~/lib/form-fields";
import { m } from "~/paraglide/messages";
import { isMeetingLink } from "./places.ts";
import { eurosField } from "./price.ts";

/** Stripe refuses a euro charge under 50 cents. */
export const MIN_DEPOSIT_CENTS = 50;

export const SessionTypeSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => m.calendar_name_required() })
      .max(100, { error: () => m.calendar_name_long() }),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: () => m.calendar_slug_format() })
      .max(60, { error: () => m.calendar_slug_long() }),
    description: z
      .string()
      .trim()
      .max(1000, { error: () => m.calendar_description_long() }),
    durationMinutes: int(m.calendar_label_duration, 5, 480),
    locationKind: z.enum(LOCATION_KINDS, { error: () => m.calendar_location_kind() }),
    location: z
      .string()
      .trim()
      .max(300, { error: () => m.calendar_location_long() }),
    priceLabel: z
      .string()
      .trim()
      .max(100, { error: () => m.calendar_price_label_long() }),
    /** The French texts (issue 30); absent from a form that does not show them = unchanged. */
    nameFr: z
      .string()
      .trim()
      .max(100, { error: () => m.calendar_name_long() })
      .optional(),
    descriptionFr: z
      .string()
      .trim()
      .max(1000, { error: () => m.calendar_description_long() })
      .optional(),
    priceLabelFr: z
      .string()
      .trim()
      .max(100, { error: () => m.calendar_price_label_long() })
      .optional(),
    price: eurosField(m.calendar_price_format),
    priceFrom: z.enum(["on"]).optional(),
    /** Paid online at booking (issue 29); empty or 0 = nothing online. */
    deposit: eurosField(m.calendar_deposit_format).transform((cents) => cents ?? 0),
    bufferBeforeMinutes: int(m.calendar_label_buffer_before, 0, 240),
    bufferAfterMinutes: int(m.calendar_label_buffer_after, 0, 240),
    travelMinutes: int(m.calendar_label_travel, 0, 480).optional(),
    minNoticeHours: int(m.calendar_label_notice, 0, 24 * 30),
    horizonDays: int(m.calendar_label_horizon, 1, 365),
    dailyCap: z
      .string()
      .trim()
      .transform((v, ctx) => {
        if (v === "") return null;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1 || n > 50) {
          ctx.addIssue({ code: "custom", message: m.calendar_daily_cap_format() });
          return z.NEVER;
        }
        return n;
      }),
    clientChangeNoticeHours: int(m.calendar_label_change_notice, 0, 24 * 30),
    active: z.enum(["on"]).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.deposit > 0) {
      const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["deposit"], message });
      if (form.price === null) issue(m.calendar_deposit_needs_price());
      else if (form.deposit > form.price) issue(m.calendar_deposit_over_price());
      // Stripe's smallest charge in euros.
      else if (form.deposit < MIN_DEPOSIT_CENTS) issue(m.calendar_deposit_minimum());
    }
    // The field means the type's own address (studio) or meeting link (video); other places take nothing.
    if (form.locationKind === "video" && form.location && !isMeetingLink(form.location)) {
      ctx.addIssue({
        code: "custom",
        path: ["location"],
        message: m.calendar_meeting_link_https(),
      });
    }
    if ((form.locationKind === "on_location" || form.locationKind === "phone") && form.location) {
      ctx.addIssue({
        code: "custom",
        path: ["location"],
        message: m.calendar_location_leave_empty(),
      });
    }
  });

export type SessionTypeForm = z.output<typeof SessionTypeSchema>;
