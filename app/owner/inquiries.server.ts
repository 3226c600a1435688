/**
 * The owner's inbox: one state per inquiry (New → Read → Replied → Closed), replies sent through
 * the outbox and kept as the inquiry's thread, reply templates, and "Invite as client".
 */
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { AdminActionError, inviteClient } from "~/accounts/admin-users.server";
import { listSessionTypes, type SessionType } from "~/booking/booking.server";
import { sessionDuration, sessionPrice } from "~/booking/price";
import { typeIn } from "~/booking/type-language";
import { selectRows } from "~/lib/db/rows";
import { contactMessages, inquiryReplies, users } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { LOCALES, type Locale } from "~/lib/i18n/locale";
import { inLocale } from "~/lib/i18n/request-locale.server";
import type { ReplyTemplate } from "~/lib/reply-templates";
import type { SessionUser } from "~/lib/session.server";
import { getSetting, getSettings, SETTINGS, type SettingKey, setSetting } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { inquiryReplyEmail } from "./emails.server.ts";
import type { Reply } from "./reply-form.ts";

export const INQUIRY_STATES = ["new", "read", "replied", "closed"] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
/** Each state's word, in the language of the request at the time it is read. */
export const INQUIRY_STATE_LABELS: Readonly<Record<InquiryState, string>> = {
  get new() {
    return m.owner_inquiry_state_new();
  },
  get read() {
    return m.owner_inquiry_state_read();
  },
  get replied() {
    return m.owner_inquiry_state_replied();
  },
  get closed() {
    return m.owner_inquiry_state_closed();
  },
};

/** The one place that turns an inquiry's dates into its state. */
export function inquiryState(row: { readAt: Date | null; handledAt: Date | null; lastReplyAt: Date | null }) {
  if (row.handledAt) return "closed" as const;
  if (row.lastReplyAt) return "replied" as const;
  if (row.readAt) return "read" as const;
  return "new" as const;
}

// Qualified by hand: drizzle leaves columns of a single-table select unqualified.
const lastReplyAt = sql<
  string | Date | null
>`(select max(r.created_at) from inquiry_replies r where r.inquiry_id = "contact_messages"."id")`;
const toDate = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** Unanswered first (new, then read), then replied, then closed; newest first inside each. */
export async function listInbox(db: Db, options: { openOnly: boolean }) {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      readAt: contactMessages.readAt,
      handledAt: contactMessages.handledAt,
      lastReplyAt,
    })
    .from(contactMessages)
    .where(options.openOnly ? sql`${contactMessages.handledAt} is null` : undefined)
    .orderBy(
      sql`case when ${contactMessages.handledAt} is not null then 3 when ${lastReplyAt} is not null then 2
        when ${contactMessages.readAt} is not null then 1 else 0 end`,
      sql`${contactMessages.createdAt} desc`,
      sql`${contactMessages.id} desc`,
    )
    .limit(500);
  return rows.map((row) => {
    const normalised = { ...row, lastReplyAt: toDate(row.lastReplyAt) };
    return { ...normalised, state: inquiryState(normalised) };
  });
}

/** Opening an inquiry marks it read; answers it with its thread and whether the sender has an account. */
export async function openInquiryThread(db: Db, id: number) {
  const [inquiry] = await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!inquiry) return undefined;
  const [replies, account] = await Promise.all([
    db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, id)).orderBy(asc(inquiryReplies.createdAt)),
    selectRows<{ id: string; role: string }>(
      db,
      sql`select id, role from users where lower(email) = lower(${inquiry.email}) limit 1`,
    ),
  ]);
  const lastReply = replies.at(-1)?.createdAt ?? null;
  return {
    inquiry,
    replies,
    account: account[0] ?? null,
    state: inquiryState({ readAt: inquiry.readAt, handledAt: inquiry.handledAt, lastReplyAt: lastReply }),
  };
}

// The reply's form: a plain module the page also runs (docs/decisions/024-forms-with-conform.md).
export { ReplySchema } from "./reply-form.ts";

export class InquiryActionError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

/**
 * Who a reply comes from: the name it is signed with and the address the prospect's answer goes to
 * (the owner's own mailbox, never the site's no-reply sender). Settings first, then the owner's account.
 */
export async function replySender(db: Db, actor: { name?: string | null; email: string }) {
  const configured = await getSetting(db, "inquiryReplySender");
  return {
    name: configured.name || actor.name?.trim() || "",
    email: configured.email || actor.email,
  };
}

/** Sends the reply through the outbox and keeps it on the inquiry, in one transaction. */
export async function replyToInquiry(db: Db, actor: SessionUser, id: number, reply: Reply, siteName: string) {
  const sender = await replySender(db, actor);
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .update(contactMessages)
      .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!inquiry) throw new InquiryActionError(m.owner_inquiry_gone(), 404);
    await tx.insert(inquiryReplies).values({
      inquiryId: id,
      authorId: actor.id,
      authorEmail: actor.email,
      subject: reply.subject,
      body: reply.body,
    });
    await enqueueEmail(tx, inquiryReplyEmail(siteName, inquiry.email, reply, sender));
    return inquiry;
  });
}

export async function setInquiryClosed(db: Db, id: number, closed: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: closed ? new Date() : null, readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!row) throw new InquiryActionError(m.owner_inquiry_gone(), 404);
}

/** One click: a client account for the inquirer (their name and e-mail) and the invitation e-mail. */
export async function inviteInquirer(db: Db, actor: SessionUser, id: number) {
  const [inquiry] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!inquiry) throw new InquiryActionError(m.owner_inquiry_gone(), 404);
  try {
    // In the language the inquiry was written in.
    return await inviteClient(db, actor, inquiry.email.toLowerCase(), inquiry.name, inquiry.locale);
  } catch (error) {
    if (error instanceof AdminActionError) throw new InquiryActionError(error.message, error.status);
    throw error;
  }
}

/** Where each language's reply templates are kept; Settings edits both lists. */
const REPLY_TEMPLATE_SETTINGS = {
  en: "inquiryReplyTemplates",
  fr: "inquiryReplyTemplatesFr",
} as const satisfies Record<Locale, SettingKey>;

/**
 * The templates offered for a reply in `locale` (the inquiry's language): the owner's list in that language,
 * whatever they did to the other one.
 */
export function replyTemplates(db: Db, locale: Locale): Promise<ReplyTemplate[]> {
  return getSetting(db, REPLY_TEMPLATE_SETTINGS[locale]);
}

/** Both languages' lists, as Settings shows them. */
export async function replyTemplateLists(db: Db): Promise<Record<Locale, ReplyTemplate[]>> {
  const stored = await getSettings(db, Object.values(REPLY_TEMPLATE_SETTINGS));
  return { en: stored[REPLY_TEMPLATE_SETTINGS.en], fr: stored[REPLY_TEMPLATE_SETTINGS.fr] };
}

/** Both languages' lists as Settings sends them, each checked by its own setting's schema. */
export const ReplyTemplateListsSchema = z.object({
  en: SETTINGS[REPLY_TEMPLATE_SETTINGS.en],
  fr: SETTINGS[REPLY_TEMPLATE_SETTINGS.fr],
} satisfies Record<Locale, z.ZodType>);

/** Both languages' lists, as Settings saves them: both stored, or neither. */
export async function saveReplyTemplates(db: Db, lists: Record<Locale, ReplyTemplate[]>) {
  await db.transaction(async (tx) => {
    for (const locale of LOCALES) await setSetting(tx, REPLY_TEMPLATE_SETTINGS[locale], lists[locale]);
  });
}

/** One line per bookable session type, as `{sessions}` shows them: "• Express: 30 minutes, From €90". */
export function sessionLines(types: SessionType[], locale: Locale) {
  return inLocale(locale, () =>
    types
      .map((type) => {
        const shown = typeIn(type, locale);
        const price = sessionPrice(shown);
        const duration = sessionDuration(type.durationMinutes, locale);
        return m.calendar_session_line({ name: shown.name, details: price ? `${duration}, ${price}` : duration });
      })
      .join("\n"),
  );
}

/**
 * A template's text for one inquirer, at the time of use and in their language: {name} becomes their
 * name, {sessions} the session types a prospect can book now (Blueprint reviews are for clients), with
 * durations and prices.
 */
export async function fillTemplate(db: Db, body: string, inquiry: { name: string; locale: Locale }) {
  let text = body.replaceAll("{name}", inquiry.name);
  if (text.includes("{sessions}")) {
    const types = (await listSessionTypes(db)).filter((type) => !type.phaseReview);
    const lines = sessionLines(types, inquiry.locale) || m.calendar_no_open_sessions({}, { locale: inquiry.locale });
    text = text.replaceAll("{sessions}", lines);
  }
  return text;
}

export async function accountIdFor(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row?.id ?? null;
}
