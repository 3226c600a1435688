/**
 * The first-run set-up form (/setup): the owner's first account, with the same rules as `NewUserSchema`, worded in
 * the page's language. Read in the browser and by the action (ADR 024); plain module, safe in the browser bundle.
 * Its messages complete the field's label ("Email address: must be a valid e-mail address").
 */
import { z } from "zod";
import { say } from "~/lib/contact-fields";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { m } from "~/paraglide/messages";

export const SetupSchema = z.object({
  email: z
    .string(say(m.owner_setup_email_invalid))
    .trim()
    .toLowerCase()
    .pipe(z.email(say(m.owner_setup_email_invalid))),
  password: z
    .string(say(() => m.owner_setup_password_min(PASSWORD_LENGTH)))
    .min(
      PASSWORD_LENGTH.min,
      say(() => m.owner_setup_password_min(PASSWORD_LENGTH)),
    )
    .max(
      PASSWORD_LENGTH.max,
      say(() => m.owner_setup_password_max(PASSWORD_LENGTH)),
    ),
  name: z.string().trim().max(100, say(m.owner_setup_name_max)).default(""),
});
