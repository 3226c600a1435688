/**
 * The public contact form (/book's "Send a message") and the inquiry API share one schema: the action of
 * /book reads the posted fields with it (app/lib/submission.ts), `submitInquiry` checks any input with it.
 * Plain module (no server code), so its rules and messages live in one place; /book itself loads no React and
 * no Zod in the browser: its errors come from the server, beside each field. Messages are read when a field
 * fails, in the request's language, and name their field.
 */
import { z } from "zod";
import { emailField, nameField, phoneField, say } from "../lib/contact-fields.ts";
import { LOCALES } from "../lib/i18n/locale.ts";
import { m } from "../paraglide/messages.js";

export const MAX_INQUIRY_MESSAGE = 5000;

export const InquirySchema = z.object(
  {
    name: nameField(),
    email: emailField(),
    phone: phoneField()
      .optional()
      .transform((v) => v || undefined),
    message: z
      .string(say(m.payments_form_message_required))
      .trim()
      .min(1, say(m.payments_form_message_required))
      .max(
        MAX_INQUIRY_MESSAGE,
        say(() => m.payments_form_message_max({ max: MAX_INQUIRY_MESSAGE })),
      ),
    /** Honeypot: invisible to people, filled in by bots. */
    website: z.string().max(500).optional(),
    /** The language of the acknowledgement, for a caller of the JSON API (the forms use their page's). */
    locale: z.enum(LOCALES, "Locale must be en or fr.").optional(),
  },
  "Send a JSON object with name, email, phone (optional) and message.",
);
