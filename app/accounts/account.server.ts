/** The /account page's actions: profile, password, two-factor authentication and sessions. */
import { and, count, eq, gt } from "drizzle-orm";
import { z } from "zod";
import { say } from "../lib/contact-fields.ts";
import { sessions, users } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { type FieldErrors, fieldErrorsFromIssues } from "../lib/form-errors.ts";
import { LOCALES, type Locale } from "../lib/i18n/locale.ts";
import { sessionsChanged } from "../lib/session.server.ts";
import { m } from "../paraglide/messages.js";
import { callAuthEndpoint, describeAuthError, PasswordSchema } from "./auth-forms.server.ts";

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

export const AccountIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("profile"),
    name: z
      .string()
      .trim()
      .max(
        100,
        say(() => m.account_name_max({ max: 100 })),
      ),
  }),
  z.object({
    intent: z.literal("password"),
    currentPassword: z.string().min(1, say(m.account_current_password_required)).max(128),
    newPassword: PasswordSchema,
  }),
  z.object({ intent: z.literal("2fa-enable"), password: z.string().min(1, say(m.account_password_required)).max(128) }),
  z.object({
    intent: z.literal("2fa-verify"),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, say(m.account_code_format)),
  }),
  z.object({
    intent: z.literal("2fa-disable"),
    password: z.string().min(1, say(m.account_password_required)).max(128),
  }),
  z.object({
    intent: z.literal("backup-codes"),
    password: z.string().min(1, say(m.account_password_required)).max(128),
  }),
  z.object({ intent: z.literal("revoke-others") }),
]);

/** The page's intents: better-auth's above, the language (`saveLanguage`) and deleting the account (app/privacy/self-service.server.ts). */
export type AccountIntent = z.infer<typeof AccountIntentSchema>["intent"] | "language" | "delete-account";

export const LanguageSchema = z.object({
  intent: z.literal("language"),
  locale: z.enum(LOCALES, say(m.account_language_choose)),
});

/**
 * Saves the account's language. The session cookie cache carries the old one: `sessionsChanged` makes
 * the next request ask the database, so the next page is in the new language.
 */
export async function saveLanguage(
  db: Db,
  userId: string,
  form: Record<string, FormDataEntryValue>,
): Promise<{ ok: true; locale: Locale } | { ok: false; result: AccountResult }> {
  const parsed = LanguageSchema.safeParse(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.account_language_choose();
    return { ok: false, result: { intent: "language", ok: false, message, fields: { locale: message } } };
  }
  await db.update(users).set({ locale: parsed.data.locale }).where(eq(users.id, userId));
  await sessionsChanged(userId);
  return { ok: true, locale: parsed.data.locale };
}

export type AccountResult = {
  intent: AccountIntent | "unknown";
  ok: boolean;
  message: string;
  /** On a refusal: the message per field (currentPassword, newPassword, password, code, name). */
  fields?: FieldErrors;
  /** Shown once, right after enabling two-factor or regenerating codes. */
  qrCode?: string;
  secretUri?: string;
  backupCodes?: string[];
};

export async function runAccountAction(
  request: Request,
  form: Record<string, FormDataEntryValue>,
): Promise<{ result: AccountResult; status: number; setCookies: string[] }> {
  const parsed = AccountIntentSchema.safeParse(form);
  if (!parsed.success) {
    const intent = AccountIntentSchema.options.some((o) => o.shape.intent.value === form.intent)
      ? (form.intent as AccountIntent)
      : "unknown";
    const message = parsed.error.issues[0]?.message ?? m.account_check_form();
    const fields = fieldErrorsFromIssues(parsed.error.issues.filter((issue) => issue.path[0] !== "intent"));
    return { result: { intent, ok: false, message, fields }, status: 400, setCookies: [] };
  }
  const input = parsed.data;
  const reply = (ok: boolean, message: string, status: number, setCookies: string[] = [], extra = {}) => ({
    result: { intent: input.intent, ok, message, ...extra },
    status,
    setCookies,
  });
  const wrongPassword = () => {
    const message = m.account_password_wrong();
    return reply(false, message, 400, [], { fields: { password: message } });
  };

  switch (input.intent) {
    case "profile": {
      const r = await callAuthEndpoint(request, "/update-user", { name: input.name });
      return r.ok
        ? reply(true, m.account_name_saved(), 200, r.setCookies)
        : reply(false, describeAuthError(r), r.status);
    }
    case "password": {
      const r = await callAuthEndpoint(request, "/change-password", {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      });
      if (!r.ok) {
        if (r.code === "INVALID_PASSWORD") {
          const message = m.account_current_password_wrong();
          return reply(false, message, 400, [], { fields: { currentPassword: message } });
        }
        return reply(false, describeAuthError(r), r.status === 429 ? 429 : 400);
      }
      return reply(true, m.account_password_updated(), 200, r.setCookies);
    }
    case "2fa-enable": {
      const r = await callAuthEndpoint(request, "/two-factor/enable", { password: input.password });
      if (!r.ok) {
        if (r.code === "INVALID_PASSWORD") return wrongPassword();
        return reply(false, describeAuthError(r), r.status === 429 ? 429 : 400);
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
      const r = await callAuthEndpoint(request, "/two-factor/verify-totp", { code: input.code });
      if (!r.ok) {
        const message =
          r.code === "TOTP_REPLAYED" ? m.account_two_factor_code_used() : m.account_two_factor_code_invalid();
        return reply(false, message, r.status === 429 ? 429 : 400, [], { fields: { code: message } });
      }
      return reply(true, m.account_two_factor_on(), 200, r.setCookies);
    }
    case "2fa-disable": {
      const r = await callAuthEndpoint(request, "/two-factor/disable", { password: input.password });
      if (!r.ok) return r.code === "INVALID_PASSWORD" ? wrongPassword() : reply(false, describeAuthError(r), 400);
      return reply(true, m.account_two_factor_off(), 200, r.setCookies);
    }
    case "backup-codes": {
      const r = await callAuthEndpoint(request, "/two-factor/generate-backup-codes", { password: input.password });
      if (!r.ok) return r.code === "INVALID_PASSWORD" ? wrongPassword() : reply(false, describeAuthError(r), 400);
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
