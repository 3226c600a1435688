/**
 * What each /auth view does on submit. Every flow validates its fields with Zod, then calls
 * better-auth through its HTTP handler (rate limits and origin checks included).
 */
import { redirect } from "react-router";
import { z } from "zod";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "../lib/auth-messages.ts";
import { type FieldErrors, fieldErrorsFromIssues } from "../lib/form-errors.ts";
import { localizedHref } from "../lib/i18n/locale.ts";
import { serverLocale } from "../lib/i18n/request-locale.server.ts";
import { safeRedirectTarget } from "../lib/session.server.ts";
import { m } from "../paraglide/messages.js";
import { callAuthEndpoint, describeAuthError, EmailSchema, PasswordSchema, withCookies } from "./auth-forms.server.ts";

export const AUTH_VIEWS = [
  "sign_in",
  "sign_up",
  "forgotten_password",
  "magic_link",
  "update_password",
  "verify_otp",
  "two_factor",
] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

export function readView(value: unknown): AuthView {
  return AUTH_VIEWS.includes(value as AuthView) ? (value as AuthView) : "sign_in";
}

export type AuthActionResult =
  | { ok: false; view: AuthView; error: string; fields?: FieldErrors; email?: string }
  | { ok: true; view: AuthView; message: string; step?: "code"; email?: string };

/** The success lines, in the request's language (getters: read when the flow answers). */
export const MESSAGES = {
  get signUp() {
    return m.account_auth_sign_up_done();
  },
  get magicLink() {
    return m.account_auth_magic_done();
  },
  get reset() {
    return m.account_auth_reset_done();
  },
  get updated() {
    return m.account_auth_updated();
  },
  get otpSent() {
    return m.account_auth_otp_sent();
  },
};

const fail = (view: AuthView, error: string, status: number, extra: Partial<AuthActionResult> = {}) => ({
  result: { ok: false, view, error, ...extra } as AuthActionResult,
  status,
});
const done = (view: AuthView, message: string, extra: Partial<AuthActionResult> = {}) => ({
  result: { ok: true, view, message, ...extra } as AuthActionResult,
  status: 200,
});

type Outcome = { result: AuthActionResult; status: number };

function fieldErrors(error: z.ZodError) {
  const fields = fieldErrorsFromIssues(error.issues);
  const first = Object.values(fields).find(Boolean);
  return { fields, first: first ?? m.payments_auth_check_form() };
}

// Read when a flow answers, in the request's language.
const enterEmail = () => m.payments_auth_enter_email();
const enterPassword = () => m.payments_auth_enter_password();
const validEmail = () => m.payments_auth_valid_email();

/** Which of e-mail and password are missing, for the fields of a "missing credentials" answer. */
function missingCredentials(form: Record<string, FormDataEntryValue>): FieldErrors {
  return {
    email: form.email ? undefined : enterEmail(),
    password: form.password ? undefined : enterPassword(),
  };
}

const SignIn = z.object({ email: EmailSchema, password: z.string().min(1).max(128) });
const SignUp = z.object({
  name: z
    .string()
    .trim()
    .max(100, { error: () => m.payments_auth_name_max() })
    .default(""),
  email: EmailSchema,
  password: PasswordSchema,
});
const EmailOnly = z.object({ email: EmailSchema });
const ResetPassword = z.object({ token: z.string().min(1).max(512), password: PasswordSchema });
const OtpCode = z.object({
  email: EmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: () => m.payments_auth_six_digits() }),
});
const TwoFactorCode = z.object({
  method: z.enum(["totp", "backup"]),
  code: z
    .string()
    .trim()
    .min(6, { error: () => m.payments_auth_enter_code() })
    .max(32),
  trustDevice: z.literal("on").optional(),
});

/** Runs the submitted view's flow. Throws a redirect (with session cookies) when the user is signed in. */
export async function runAuthFlow(request: Request, form: Record<string, FormDataEntryValue>): Promise<Outcome> {
  const view = readView(form.view);
  const target = safeRedirectTarget(form.redirectTo);

  switch (view) {
    case "sign_in": {
      if (!form.email || !form.password) {
        return fail(view, m.payments_auth_missing(), 400, { fields: missingCredentials(form) });
      }
      const parsed = SignIn.safeParse(form);
      if (!parsed.success) return fail(view, m.payments_auth_invalid(), 400);
      const result = await callAuthEndpoint(request, "/sign-in/email", { ...parsed.data, callbackURL: target });
      if (!result.ok) return fail(view, describeAuthError(result), result.status);
      if ((result.body as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
        const params = new URLSearchParams({ view: "two_factor", redirectTo: target });
        throw redirect(localizedHref(`/auth?${params}`, serverLocale()), withCookies({}, result.setCookies));
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
    case "sign_up": {
      if (!form.email || !form.password) {
        return fail(view, m.payments_auth_missing(), 400, { fields: missingCredentials(form) });
      }
      const parsed = SignUp.safeParse(form);
      if (!parsed.success) {
        const { fields, first } = fieldErrors(parsed.error);
        return fail(view, first, 400, { fields });
      }
      // The account's language is the page's: /fr/auth makes a French account (ADR 023).
      const result = await callAuthEndpoint(request, "/sign-up/email", {
        ...parsed.data,
        locale: serverLocale(),
        callbackURL: target,
      });
      if (!result.ok) return fail(view, describeAuthError(result), result.status);
      return done(view, MESSAGES.signUp);
    }
    case "forgotten_password": {
      const parsed = EmailOnly.safeParse(form);
      if (!parsed.success) return fail(view, validEmail(), 400, { fields: { email: validEmail() } });
      const result = await callAuthEndpoint(request, "/request-password-reset", {
        email: parsed.data.email,
        redirectTo: localizedHref("/auth?view=update_password", serverLocale()),
      });
      if (result.status === 429) return fail(view, describeAuthError(result), 429);
      return done(view, MESSAGES.reset);
    }
    case "magic_link": {
      const parsed = EmailOnly.safeParse(form);
      if (!parsed.success) return fail(view, validEmail(), 400, { fields: { email: validEmail() } });
      const result = await callAuthEndpoint(request, "/sign-in/magic-link", {
        email: parsed.data.email,
        callbackURL: target,
        errorCallbackURL: localizedHref("/auth?view=magic_link", serverLocale()),
      });
      if (result.status === 429) return fail(view, describeAuthError(result), 429);
      return done(view, MESSAGES.magicLink);
    }
    case "verify_otp": {
      if (!form.code) {
        const parsed = EmailOnly.safeParse(form);
        if (!parsed.success) return fail(view, validEmail(), 400, { fields: { email: validEmail() } });
        const result = await callAuthEndpoint(request, "/email-otp/send-verification-otp", {
          email: parsed.data.email,
          type: "sign-in",
        });
        if (result.status === 429) return fail(view, describeAuthError(result), 429);
        return done(view, MESSAGES.otpSent, { step: "code", email: parsed.data.email });
      }
      const parsed = OtpCode.safeParse(form);
      const email = typeof form.email === "string" ? form.email : undefined;
      if (!parsed.success) {
        const { fields, first } = fieldErrors(parsed.error);
        return fail(view, first, 400, { email, fields });
      }
      const result = await callAuthEndpoint(request, "/sign-in/email-otp", {
        email: parsed.data.email,
        otp: parsed.data.code,
      });
      if (!result.ok) {
        if (result.code === "TWO_FACTOR_REQUIRED") return fail(view, TWO_FACTOR_REQUIRED_MESSAGE, 403, { email });
        const message = result.status === 429 ? describeAuthError(result) : m.payments_auth_code_invalid();
        return fail(view, message, result.status === 429 ? 429 : 400, { email });
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
    case "update_password": {
      const parsed = ResetPassword.safeParse(form);
      if (!parsed.success) {
        const { fields, first } = fieldErrors(parsed.error);
        return fail(view, form.token ? first : m.payments_auth_link_invalid(), 400, { fields });
      }
      const result = await callAuthEndpoint(request, "/reset-password", {
        newPassword: parsed.data.password,
        token: parsed.data.token,
      });
      if (!result.ok) {
        const message = result.code === "INVALID_TOKEN" ? m.payments_auth_link_invalid() : describeAuthError(result);
        return fail(view, message, result.status);
      }
      return done(view, MESSAGES.updated);
    }
    case "two_factor": {
      const parsed = TwoFactorCode.safeParse(form);
      if (!parsed.success) {
        const { fields, first } = fieldErrors(parsed.error);
        return fail(view, first, 400, { fields });
      }
      const endpoint = parsed.data.method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
      const result = await callAuthEndpoint(request, endpoint, {
        code: parsed.data.code.replace(/\s+/g, ""),
        trustDevice: parsed.data.trustDevice === "on",
      });
      if (!result.ok) {
        const message =
          result.code === "TOTP_REPLAYED"
            ? m.payments_auth_code_used()
            : result.code === "INVALID_TWO_FACTOR_COOKIE"
              ? m.payments_auth_sign_in_expired()
              : result.status === 429
                ? describeAuthError(result)
                : m.payments_auth_code_wrong();
        return fail(view, message, result.status === 429 ? 429 : 401);
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
  }
}
