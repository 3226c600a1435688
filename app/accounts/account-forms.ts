/**
 * The /account page's forms (ADR 024): one schema each, read in the browser as the person types and by the action
 * as the authority (app/lib/submission.ts). Plain module, safe in the browser bundle: the messages are read when a
 * field fails, in the page's or the request's language. What only better-auth knows (a wrong password) is answered
 * by the action on the field it concerns.
 */
import { z } from "zod";
import { say } from "~/lib/contact-fields";
import { LOCALES } from "~/lib/i18n/locale";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { m } from "~/paraglide/messages";

/** A password typed to confirm an action: only its presence is checked here. */
const typedPassword = (missing: () => string) =>
  z.string(say(missing)).min(1, say(missing)).max(PASSWORD_LENGTH.max, say(missing));

export const ProfileFormSchema = z.object({
  name: z
    .string()
    .trim()
    .max(
      100,
      say(() => m.account_name_max({ max: 100 })),
    )
    .default(""),
});

export const PasswordChangeFormSchema = z.object({
  currentPassword: typedPassword(m.account_current_password_required),
  newPassword: z
    .string(say(() => m.account_new_password_min(PASSWORD_LENGTH)))
    .min(
      PASSWORD_LENGTH.min,
      say(() => m.account_new_password_min(PASSWORD_LENGTH)),
    )
    .max(
      PASSWORD_LENGTH.max,
      say(() => m.account_new_password_max(PASSWORD_LENGTH)),
    ),
});

/** Setting up two-factor, new backup codes and turning it off each ask for the password. */
export const PasswordConfirmFormSchema = z.object({ password: typedPassword(m.account_password_required) });

export const TwoFactorCodeFormSchema = z.object({
  code: z
    .string(say(m.account_code_format))
    .trim()
    .regex(/^\d{6}$/, say(m.account_code_format)),
});

export const LanguageFormSchema = z.object({ locale: z.enum(LOCALES, say(m.account_language_choose)) });

/** The fields a refused form never sends back to the page. */
export const SECRET_FIELDS = ["currentPassword", "newPassword", "password", "code"];
