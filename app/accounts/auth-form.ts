/**
 * The /auth page's forms (sign in, sign up, a new password, e-mailed links and codes, the second factor) and the
 * first rules of every account form: one schema per form, read in the browser as the person types and by the
 * action as the authority (ADR 024, app/lib/submission.ts). Plain module, safe in the browser bundle: the refusals
 * are functions, read when a field fails, in the page's or the request's language (/fr/auth in French).
 * better-auth's own answers (a wrong password) are the action's, beside the fields or for the whole form.
 */
import { z } from "zod";
import { say } from "~/lib/contact-fields";
import { PASSWORD_LENGTH } from "~/lib/password-length";
import { m } from "~/paraglide/messages";

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: () => m.payments_auth_valid_email() }).max(254));

export const PasswordSchema = z
  .string()
  .min(PASSWORD_LENGTH.min, { error: () => m.payments_auth_password_min(PASSWORD_LENGTH) })
  .max(PASSWORD_LENGTH.max, { error: () => m.payments_auth_password_max(PASSWORD_LENGTH) });

/** An e-mail address that must be there: "Enter your e-mail address." when empty, then its format. */
const requiredEmail = z
  .string(say(m.payments_auth_enter_email))
  .trim()
  .min(1, say(m.payments_auth_enter_email))
  .pipe(EmailSchema);

/** A password that must be there: "Enter your password." when empty, then `then`'s rules. */
const requiredPassword = (then: z.ZodType<string, string>) =>
  z.string(say(m.payments_auth_enter_password)).min(1, say(m.payments_auth_enter_password)).pipe(then);

/**
 * Signing in and up need both an e-mail address and a password: the whole form says so (the product's sentence),
 * as each field says what it misses. Checked even when a field has failed.
 */
const bothCredentials = <T extends z.ZodObject>(schema: T) =>
  schema.refine((form: { email?: unknown; password?: unknown }) => Boolean(form.email && form.password), {
    error: () => m.payments_auth_missing(),
    when: () => true,
  });

export const SignInFormSchema = bothCredentials(
  z.object({
    email: requiredEmail,
    password: requiredPassword(
      z.string().max(PASSWORD_LENGTH.max, { error: () => m.payments_auth_password_max(PASSWORD_LENGTH) }),
    ),
  }),
);

export const SignUpFormSchema = bothCredentials(
  z.object({
    name: z
      .string()
      .trim()
      .max(100, { error: () => m.payments_auth_name_max() })
      .default(""),
    email: requiredEmail,
    password: requiredPassword(PasswordSchema),
  }),
);

/** A forgotten password, a magic link, a one-time code: only the address. */
export const EmailFormSchema = z.object({ email: z.string(say(m.payments_auth_valid_email)).pipe(EmailSchema) });

export const OtpCodeFormSchema = z.object({
  email: z.string(say(m.payments_auth_valid_email)).pipe(EmailSchema),
  code: z
    .string(say(m.payments_auth_six_digits))
    .trim()
    .regex(/^\d{6}$/, say(m.payments_auth_six_digits)),
});

/** A new password from the e-mailed link; the link's token is a hidden field, so its refusal is the form's. */
export const UpdatePasswordFormSchema = z
  .object({
    token: z.string().max(512).default(""),
    password: z.string(say(() => m.payments_auth_password_min(PASSWORD_LENGTH))).pipe(PasswordSchema),
  })
  .refine((form: { token?: string }) => Boolean(form.token), {
    error: () => m.payments_auth_link_invalid(),
    when: () => true,
  });

export const TwoFactorFormSchema = z.object({
  method: z.enum(["totp", "backup"], say(m.account_auth_code_from_choose)),
  code: z
    .string(say(m.payments_auth_enter_code))
    .trim()
    .min(6, say(m.payments_auth_enter_code))
    .max(32, say(m.payments_auth_enter_code)),
  trustDevice: z.literal("on").optional(),
});
