/**
 * What each /auth view does on submit. Every flow reads its fields with the view's schema (accounts/auth-form.ts,
 * the one the page runs in the browser: ADR 024), then calls better-auth through its HTTP handler (rate limits and
 * origin checks included). A refusal carries Conform's result, without what was typed (the page keeps the e-mail
 * address and name itself, never a password or a code).
 */
import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "react-router";
import type { FieldErrors } from "../lib/form-errors.ts";
import { localizedHref } from "../lib/i18n/locale.ts";
import { serverLocale } from "../lib/i18n/request-locale.server.ts";
import { safeRedirectTarget } from "../lib/session.server.ts";
import { parseSubmission, submissionErrors } from "../lib/submission.ts";
import { m } from "../paraglide/messages.js";
import {
  EmailFormSchema,
  OtpCodeFormSchema,
  SignInFormSchema,
  SignUpFormSchema,
  TwoFactorFormSchema,
  UpdatePasswordFormSchema,
} from "./auth-form.ts";
import { callAuthEndpoint, describeAuthError, withCookies } from "./auth-forms.server.ts";

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
  | {
      ok: false;
      view: AuthView;
      /** The form's own refusal, else its first field's. */
      error: string;
      fields?: FieldErrors;
      email?: string;
      /** Conform's result for the page's form: the refusals by field ("" for the whole form), nothing typed. */
      result: SubmissionResult<string[]>;
    }
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

const done = (view: AuthView, message: string, extra: Partial<AuthActionResult> = {}) => ({
  result: { ok: true, view, message, ...extra } as AuthActionResult,
  status: 200,
});

type Outcome = { result: AuthActionResult; status: number };

type Submission = ReturnType<typeof parseSubmission>;

/**
 * A refused view: by its schema, or by better-auth for one field (`field`) or the whole form. What was typed is
 * left out of the result: the page shows the e-mail address and name again from the action's `values`, and a
 * password or code never goes back.
 */
function refuse(
  view: AuthView,
  submission: Submission,
  status: number,
  refusal: { message: string; field?: string } | null = null,
  extra: { email?: string } = {},
): Outcome {
  const errors = refusal
    ? refusal.field
      ? { fieldErrors: { [refusal.field]: [refusal.message] } }
      : { formErrors: [refusal.message] }
    : {};
  const { initialValue: _typed, ...result } = submission.reply(errors);
  const { form, ...fields } = submissionErrors(result);
  const error = form ?? Object.values(fields).find(Boolean) ?? m.payments_auth_check_form();
  const withFields = Object.keys(fields).length ? { fields } : {};
  return { result: { ok: false, view, error, ...withFields, ...extra, result }, status };
}

/** Runs the submitted view's flow. Throws a redirect (with session cookies) when the user is signed in. */
export async function runAuthFlow(request: Request, payload: URLSearchParams): Promise<Outcome> {
  const view = readView(payload.get("view"));
  const target = safeRedirectTarget(payload.get("redirectTo"));

  switch (view) {
    case "sign_in": {
      const submission = parseSubmission(payload, SignInFormSchema);
      if (submission.status !== "success") return refuse(view, submission, 400);
      const result = await callAuthEndpoint(request, "/sign-in/email", { ...submission.value, callbackURL: target });
      // Wrong e-mail or password: the whole form, never saying which.
      if (!result.ok) return refuse(view, submission, result.status, { message: describeAuthError(result) });
      if ((result.body as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
        const params = new URLSearchParams({ view: "two_factor", redirectTo: target });
        throw redirect(localizedHref(`/auth?${params}`, serverLocale()), withCookies({}, result.setCookies));
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
    case "sign_up": {
      const submission = parseSubmission(payload, SignUpFormSchema);
      if (submission.status !== "success") return refuse(view, submission, 400);
      // The account's language is the page's: /fr/auth makes a French account (ADR 023).
      const result = await callAuthEndpoint(request, "/sign-up/email", {
        ...submission.value,
        locale: serverLocale(),
        callbackURL: target,
      });
      if (!result.ok) return refuse(view, submission, result.status, { message: describeAuthError(result) });
      return done(view, MESSAGES.signUp);
    }
    case "forgotten_password": {
      const submission = parseSubmission(payload, EmailFormSchema);
      if (submission.status !== "success") return refuse(view, submission, 400);
      const result = await callAuthEndpoint(request, "/request-password-reset", {
        email: submission.value.email,
        redirectTo: localizedHref("/auth?view=update_password", serverLocale()),
      });
      if (result.status === 429) return refuse(view, submission, 429, { message: describeAuthError(result) });
      return done(view, MESSAGES.reset);
    }
    case "magic_link": {
      const submission = parseSubmission(payload, EmailFormSchema);
      if (submission.status !== "success") return refuse(view, submission, 400);
      const result = await callAuthEndpoint(request, "/sign-in/magic-link", {
        email: submission.value.email,
        callbackURL: target,
        errorCallbackURL: localizedHref("/auth?view=magic_link", serverLocale()),
      });
      if (result.status === 429) return refuse(view, submission, 429, { message: describeAuthError(result) });
      return done(view, MESSAGES.magicLink);
    }
    case "verify_otp": {
      // The first step posts the address alone; the second, the code (and the address, hidden).
      if (!payload.has("code")) {
        const submission = parseSubmission(payload, EmailFormSchema);
        if (submission.status !== "success") return refuse(view, submission, 400);
        const result = await callAuthEndpoint(request, "/email-otp/send-verification-otp", {
          email: submission.value.email,
          type: "sign-in",
        });
        if (result.status === 429) return refuse(view, submission, 429, { message: describeAuthError(result) });
        return done(view, MESSAGES.otpSent, { step: "code", email: submission.value.email });
      }
      const submission = parseSubmission(payload, OtpCodeFormSchema);
      const email = { email: payload.get("email") ?? undefined };
      if (submission.status !== "success") return refuse(view, submission, 400, null, email);
      const result = await callAuthEndpoint(request, "/sign-in/email-otp", {
        email: submission.value.email,
        otp: submission.value.code,
      });
      if (!result.ok) {
        if (result.code === "TWO_FACTOR_REQUIRED") {
          return refuse(view, submission, 403, { message: m.account_auth_two_factor_required() }, email);
        }
        if (result.status === 429) return refuse(view, submission, 429, { message: describeAuthError(result) }, email);
        return refuse(view, submission, 400, { message: m.payments_auth_code_invalid(), field: "code" }, email);
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
    case "update_password": {
      const submission = parseSubmission(payload, UpdatePasswordFormSchema);
      if (submission.status !== "success") return refuse(view, submission, 400);
      const result = await callAuthEndpoint(request, "/reset-password", {
        newPassword: submission.value.password,
        token: submission.value.token,
      });
      if (!result.ok) {
        const message = result.code === "INVALID_TOKEN" ? m.payments_auth_link_invalid() : describeAuthError(result);
        return refuse(view, submission, result.status, { message });
      }
      return done(view, MESSAGES.updated);
    }
    case "two_factor": {
      const submission = parseSubmission(payload, TwoFactorFormSchema);
      if (submission.status !== "success") return refuse(view, submission, 400);
      const endpoint =
        submission.value.method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
      const result = await callAuthEndpoint(request, endpoint, {
        code: submission.value.code.replace(/\s+/g, ""),
        trustDevice: submission.value.trustDevice === "on",
      });
      if (!result.ok) {
        if (result.code === "INVALID_TWO_FACTOR_COOKIE") {
          return refuse(view, submission, 401, { message: m.payments_auth_sign_in_expired() });
        }
        if (result.status === 429) return refuse(view, submission, 429, { message: describeAuthError(result) });
        const message = result.code === "TOTP_REPLAYED" ? m.payments_auth_code_used() : m.payments_auth_code_wrong();
        return refuse(view, submission, 401, { message, field: "code" });
      }
      throw redirect(target, withCookies({}, result.setCookies));
    }
  }
}
