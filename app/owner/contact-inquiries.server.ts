/**
 * Contact inquiries: validated, stored, then announced through the e-mail outbox, all in one
 * transaction, so an acknowledged inquiry is never lost (even while SMTP is down).
 */
import { count, isNull } from "drizzle-orm";
import { contactMessages } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { getDb } from "../lib/db.server.ts";
import { enqueueOnceADay } from "../lib/email/once-a-day.server.ts";
import { enqueueEmail } from "../lib/email/outbox.server.ts";
import { ownerAddress, ownerLocale } from "../lib/email/owner.server.ts";
import { getEnv } from "../lib/env.server.ts";
import { clientIp } from "../lib/http.server.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { serverLocale } from "../lib/i18n/request-locale.server.ts";
import { consumeRateLimit } from "../lib/rate-limit.server.ts";
import { m } from "../paraglide/messages.js";
import { InquirySchema } from "./contact-form.ts";
import { inquiryAcknowledgementEmail, inquiryNotificationEmail } from "./emails.server.ts";

// The contact form's schema is shared with the /book page's action (contact-form.ts); re-exported for the API.
export { InquirySchema } from "./contact-form.ts";

export const inquiryRateLimit = { windowSeconds: 600, max: 5 };

export type InquiryOutcome =
  | { status: "stored"; id: number }
  | { status: "ignored" }
  | { status: "invalid"; detail: string; fields: Record<string, string | undefined> }
  | { status: "rate-limited"; detail: string; retryAfterSeconds: number };

export interface InquiryContext {
  db: Db;
  clientIp: string;
  ownerEmail: string;
  siteName: string;
  baseUrl: string;
  /** The language of the page the form is on (its acknowledgement's), unless the input names one. */
  locale: Locale;
}

export async function submitInquiry(input: unknown, context: InquiryContext): Promise<InquiryOutcome> {
  const parsed = InquirySchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string | undefined> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fields[key] ??= issue.message;
    }
    const detail = Object.values(fields).filter(Boolean).join(" ");
    return { status: "invalid", detail: detail || m.payments_form_invalid(), fields };
  }
  const inquiry = parsed.data;
  if (inquiry.website) return { status: "ignored" };

  const limit = await consumeRateLimit(context.db, `contact:${context.clientIp}`, inquiryRateLimit);
  if (!limit.allowed) {
    return {
      status: "rate-limited",
      detail: m.payments_contact_rate_limited({ minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  const locale = inquiry.locale ?? context.locale;
  const id = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone ?? null,
        message: inquiry.message,
        locale,
      })
      .returning({ id: contactMessages.id });
    const notice = inquiryNotificationEmail(
      context.siteName,
      context.ownerEmail,
      { ...inquiry, id: row!.id },
      context.baseUrl,
      await ownerLocale(tx, context.ownerEmail),
    );
    await enqueueEmail(tx, notice);
    // At most one acknowledgement per address and day: the form cannot be used to flood an inbox.
    await enqueueOnceADay(tx, "contact-ack", inquiryAcknowledgementEmail(context.siteName, inquiry.email, locale));
    return row!.id;
  });
  return { status: "stored", id };
}

/** The inquiry context for the current request (owner falls back to the public contact address; the page's language). */
export async function inquiryContextFor(request: Request): Promise<InquiryContext> {
  const env = getEnv();
  return {
    db: await getDb(),
    clientIp: clientIp(request),
    ownerEmail: ownerAddress(),
    siteName: env.SITE_NAME,
    baseUrl: env.BASE_URL,
    locale: serverLocale(),
  };
}

// ── The owner's inbox (states, replies, invitations) lives in app/owner/inquiries.server.ts ──

export async function countUnreadInquiries(db: Db) {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}
