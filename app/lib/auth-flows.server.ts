/**
 * What each /auth view does on submit. Every flow validates its fields with Zod, then calls
 * better-auth through its HTTP handler (rate limits and origin checks included).
 */
import { redirect } from "react-router";
import { z } from "zod";
import { m } from "../paraglide/messages.js";
import {
  callAuthEndpoint,
  describeAuthError,
  EmailSchema,
  MISSING_CREDENTIALS,
  PasswordSchema,
  withCookies,
} from "./auth-forms.server.ts";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "./auth-messages.ts";
import { type FieldErrors, fieldErrorsFromIssues } from "./form-errors.ts";
import { serverLocale } from "./i18n/request-locale.server.ts";
import { safeRedirectTarget } from "./session.server.ts";

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
  return { fields, first: first ?? "Please check the form." };
}

const ENTER_EMAIL = "Enter your e-mail address.";
const ENTER_PASSWORD = "Enter your password.";
const VALID_EMAIL = "Enter a valid e-mail address.";

/** Which of e-mail and password are missing, for the fields of a "missing credentials" answer. */
function missingCredentials(form: Record<string, FormDataEntryValue>): FieldErrors {
  return {
    email: form.email ? undefined : ENTER_EMAIL,
    password: form.password ? undefined : ENTER_PASSWORD,
  };
}

const SignIn = z.object({ email: EmailSchema, password: z.string().min(1).max(128) });
const SignUp = z.object({
  name: z.string().trim().max(100, "Use at most 100 characters.").default(""),
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
    .regex(/^\d{6}$/, "Enter the 6-digit code."),
});
const TwoFactorCode = z.object({
  method: z.enum(["totp", "backup"]),
  code: z.string().trim().min(6, "Enter the code.").max(32),
  trustDevice: z.literal("on").optional(),
});

/** Runs the submitted view's flow. Throws a redirect (with session cookies) when the user is signed in. */
export async function runAuthFlow(request: Request, form: Record<string, FormDataEntryValue>): Promise<Outcome> {
  const view = readView(form.view);
  const target = safeRedirectTarget(form.redirectTo);

  switch (view) {
    case "sign_in": {
      if (!form.email || !form.password) {
        return fail(view, MISSING_CREDENTIALS, 400, { fields: missingCredentials(form) });
      }
      const parsed = SignIn.safeParse(form);
      if (!parsed.success) return fail(view, "Invalid email or password", 400);
      const result = await callAuthEndpoint(request, "/sign-in/email", { ...parsed.data, callbackURL: target });
      if (!result.ok) return fail(view, describeAuthError(result), result.status);
      if ((result.body as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
        const params = new URLSearchParams({ view: "two_factor", redirectTo: target });
        throw redirect(`/auth?${params}`, withCookies({}, result.setCookies));
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
    case "sign_up": {
      if (!form.email || !form.password) {
        return fail(view, MISSING_CREDENTIALS, 400, { fields: missingCredentials(form) });
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
      if (!parsed.success) return fail(view, VALID_EMAIL, 400, { fields: { email: VALID_EMAIL } });
      const result = await callAuthEndpoint(request, "/request-password-reset", {
        email: parsed.data.email,
        redirectTo: "/auth?view=update_password",
      });
      if (result.status === 429) return fail(view, describeAuthError(result), 429);
      return done(view, MESSAGES.reset);
    }
    case "magic_link": {
      const parsed = EmailOnly.safeParse(form);
      if (!parsed.success) return fail(view, VALID_EMAIL, 400, { fields: { email: VALID_EMAIL } });
      const result = await callAuthEndpoint(request, "/sign-in/magic-link", {
        email: parsed.data.email,
        callbackURL: target,
        errorCallbackURL: "/auth?view=magic_link",
      });
      if (result.status === 429) return fail(view, describeAuthError(result), 429);
      return done(view, MESSAGES.magicLink);
    }
    case "verify_otp": {
      if (!form.code) {
        const parsed = EmailOnly.safeParse(form);
        if (!parsed.success) return fail(view, VALID_EMAIL, 400, { fields: { email: VALID_EMAIL } });
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
        const message = result.status === 429 ? describeAuthError(result) : "The code is invalid or has expired.";
        return fail(view, message, result.status === 429 ? 429 : 400, { email });
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
    case "update_password": {
      const parsed = ResetPassword.safeParse(form);
      if (!parsed.success) {
        const { fields, first } = fieldErrors(parsed.error);
        return fail(view, form.token ? first : "This link is invalid or has expired.", 400, { fields });
      }
      const result = await callAuthEndpoint(request, "/reset-password", {
        newPassword: parsed.data.password,
        token: parsed.data.token,
      });
      if (!result.ok) {
        const message =
          result.code === "INVALID_TOKEN" ? "This link is invalid or has expired." : describeAuthError(result);
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
            ? "This code has already been used. Wait for the next one."
            : result.code === "INVALID_TWO_FACTOR_COOKIE"
              ? "Your sign-in has expired. Please sign in again."
              : result.status === 429
                ? describeAuthError(result)
                : "Invalid code. Please try again.";
        return fail(view, message, result.status === 429 ? 429 : 401);
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
  }
}
