/**
 * The /account page's actions: profile, password, two-factor authentication and sessions. Each form is read with
 * its schema (accounts/account-forms.ts, ADR 024); a refusal answers Conform's result, without the secrets typed.
 */
import type { SubmissionResult } from "@conform-to/react";
import { and, count, eq, gt } from "drizzle-orm";
import { sessions, users } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import type { FieldErrors } from "../lib/form-errors.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { sessionsChanged } from "../lib/session.server.ts";
import { parseSubmission, submissionErrors } from "../lib/submission.ts";
import { m } from "../paraglide/messages.js";
import {
  LanguageFormSchema,
  PasswordChangeFormSchema,
  PasswordConfirmFormSchema,
  ProfileFormSchema,
  SECRET_FIELDS,
  TwoFactorCodeFormSchema,
} from "./account-forms.ts";
import { callAuthEndpoint, describeAuthError } from "./auth-forms.server.ts";

export {
  LanguageFormSchema,
  PasswordChangeFormSchema,
  PasswordConfirmFormSchema,
  ProfileFormSchema,
  TwoFactorCodeFormSchema,
} from "./account-forms.ts";

/** What /account shows about its own account: the name, whether two-factor is on, sessions still open. */
export async function accountOverview(db: Db, userId: string) {
  const [[profile], [active]] = await Promise.all([
    db
      .select({ name: users.name, twoFactorEnabled: users.twoFactorEnabled, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date()))),
  ]);
  return {
    name: profile?.name ?? "",
    twoFactorEnabled: Boolean(profile?.twoFactorEnabled),
    locale: profile?.locale ?? "en",
    activeSessions: active?.n ?? 1,
  };
}

/** better-auth's forms on the page, each with its schema; `revoke-others` is a button. */
export const ACCOUNT_INTENTS = [
  "profile",
  "password",
  "2fa-enable",
  "2fa-verify",
  "2fa-disable",
  "backup-codes",
  "revoke-others",
] as const;

/** The page's intents: better-auth's above, the language (`saveLanguage`) and deleting the account (app/privacy/self-service.server.ts). */
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number] | "language" | "delete-account";

/** The posted fields as Conform reads them. */
export function accountPayload(form: Record<string, FormDataEntryValue>) {
  const payload = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) if (typeof value === "string") payload.append(name, value);
  return payload;
}

/**
 * A refused form: Conform's result for the page (without the passwords and codes typed), its messages by field,
 * and one sentence (the form's own message, else the first field's) for the callers that read `message`.
 */
export function accountRefusal(intent: AccountResult["intent"], result: SubmissionResult<string[]>): AccountResult {
  const { form, ...fields } = submissionErrors(result);
  const message = form ?? Object.values(fields).find(Boolean) ?? m.account_check_form();
  return { intent, ok: false, message, fields, result };
}

/**
 * Saves the account's language. The session cookie cache carries the old one: `sessionsChanged` makes
 * the next request ask the database, so the next page is in the new language.
 */
export async function saveLanguage(
  db: Db,
  userId: string,
  form: Record<string, FormDataEntryValue>,
): Promise<{ ok: true; locale: Locale } | { ok: false; result: AccountResult }> {
  const submission = parseSubmission(accountPayload(form), LanguageFormSchema);
  if (submission.status !== "success") return { ok: false, result: accountRefusal("language", submission.reply()) };
  await db.update(users).set({ locale: submission.value.locale }).where(eq(users.id, userId));
  await sessionsChanged(userId);
  return { ok: true, locale: submission.value.locale };
}

export type AccountResult = {
  intent: AccountIntent | "unknown";
  ok: boolean;
  message: string;
  /** On a refusal: the message per field (currentPassword, newPassword, password, code, name). */
  fields?: FieldErrors;
  /** On a refusal: Conform's result, which the page's form shows beside its fields (ADR 024). */
  result?: SubmissionResult<string[]>;
  /** Shown once, right after enabling two-factor or regenerating codes. */
  qrCode?: string;
  secretUri?: string;
  backupCodes?: string[];
};

export async function runAccountAction(
  request: Request,
  form: Record<string, FormDataEntryValue>,
): Promise<{ result: AccountResult; status: number; setCookies: string[] }> {
  const intent = ACCOUNT_INTENTS.find((one) => one === form.intent);
  if (!intent) {
    return {
      result: { intent: "unknown", ok: false, message: m.account_check_form(), fields: {} },
      status: 400,
      setCookies: [],
    };
  }
  const payload = accountPayload(form);
  const reply = (ok: boolean, message: string, status: number, setCookies: string[] = [], extra = {}) => ({
    result: { intent, ok, message, ...extra },
    status,
    setCookies,
  });
  /** What a form answers when it is refused: by the schema, or for the field better-auth refused, or as a whole. */
  const refuse = (
    submission: ReturnType<typeof parseSubmission>,
    status = 400,
    errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ) => ({
    result: accountRefusal(intent, submission.reply({ ...errors, hideFields: SECRET_FIELDS })),
    status,
    setCookies: [],
  });
  const wrongPassword = (submission: ReturnType<typeof parseSubmission>) =>
    refuse(submission, 400, { fieldErrors: { password: [m.account_password_wrong()] } });
  const failed = (submission: ReturnType<typeof parseSubmission>, message: string, status: number) =>
    refuse(submission, status, { formErrors: [message] });

  switch (intent) {
    case "profile": {
      const submission = parseSubmission(payload, ProfileFormSchema);
      if (submission.status !== "success") return refuse(submission);
      const r = await callAuthEndpoint(request, "/update-user", { name: submission.value.name });
      return r.ok
        ? reply(true, m.account_name_saved(), 200, r.setCookies)
        : failed(submission, describeAuthError(r), r.status);
    }
    case "password": {
      const submission = parseSubmission(payload, PasswordChangeFormSchema);
      if (submission.status !== "success") return refuse(submission);
      const r = await callAuthEndpoint(request, "/change-password", {
        currentPassword: submission.value.currentPassword,
        newPassword: submission.value.newPassword,
        revokeOtherSessions: true,
      });
      if (!r.ok) {
        if (r.code === "INVALID_PASSWORD") {
          return refuse(submission, 400, { fieldErrors: { currentPassword: [m.account_current_password_wrong()] } });
        }
        return failed(submission, describeAuthError(r), r.status === 429 ? 429 : 400);
      }
      return reply(true, m.account_password_updated(), 200, r.setCookies);
    }
    case "2fa-enable": {
      const submission = parseSubmission(payload, PasswordConfirmFormSchema);
      if (submission.status !== "success") return refuse(submission);
      const r = await callAuthEndpoint(request, "/two-factor/enable", { password: submission.value.password });
      if (!r.ok) {
        if (r.code === "INVALID_PASSWORD") return wrongPassword(submission);
        return failed(submission, describeAuthError(r), r.status === 429 ? 429 : 400);
      }
      const body = r.body as { totpURI: string; backupCodes: string[] };
      // Loaded on first use: ~14 MB of memory that every server process would otherwise carry.
      const { default: QRCode } = await import("qrcode");
      const qrCode = await QRCode.toDataURL(body.totpURI, { margin: 1, width: 220 });
      return reply(true, m.account_two_factor_scan(), 200, r.setCookies, {
        qrCode,
        secretUri: body.totpURI,
        backupCodes: body.backupCodes,
      });
    }
    case "2fa-verify": {
      const submission = parseSubmission(payload, TwoFactorCodeFormSchema);
      if (submission.status !== "success") return refuse(submission);
      const r = await callAuthEndpoint(request, "/two-factor/verify-totp", { code: submission.value.code });
      if (!r.ok) {
        const message =
          r.code === "TOTP_REPLAYED" ? m.account_two_factor_code_used() : m.account_two_factor_code_invalid();
        return refuse(submission, r.status === 429 ? 429 : 400, { fieldErrors: { code: [message] } });
      }
      return reply(true, m.account_two_factor_on(), 200, r.setCookies);
    }
    case "2fa-disable": {
      const submission = parseSubmission(payload, PasswordConfirmFormSchema);
      if (submission.status !== "success") return refuse(submission);
      const r = await callAuthEndpoint(request, "/two-factor/disable", { password: submission.value.password });
      if (!r.ok) {
        return r.code === "INVALID_PASSWORD"
          ? wrongPassword(submission)
          : failed(submission, describeAuthError(r), 400);
      }
      return reply(true, m.account_two_factor_off(), 200, r.setCookies);
    }
    case "backup-codes": {
      const submission = parseSubmission(payload, PasswordConfirmFormSchema);
      if (submission.status !== "success") return refuse(submission);
      const r = await callAuthEndpoint(request, "/two-factor/generate-backup-codes", {
        password: submission.value.password,
      });
      if (!r.ok) {
        return r.code === "INVALID_PASSWORD"
          ? wrongPassword(submission)
          : failed(submission, describeAuthError(r), 400);
      }
      const body = r.body as { backupCodes: string[] };
      return reply(true, m.account_backup_codes_new(), 200, r.setCookies, {
        backupCodes: body.backupCodes,
      });
    }
    case "revoke-others": {
      const r = await callAuthEndpoint(request, "/revoke-other-sessions", {});
      return r.ok
        ? reply(true, m.account_signed_out_elsewhere(), 200, r.setCookies)
        : reply(false, describeAuthError(r), r.status);
    }
  }
}
