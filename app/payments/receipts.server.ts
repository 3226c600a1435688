/**
 * Numbered receipts (issue 29). The number comes from the one-row `receipt_sequence` in the
 * caller's transaction: the row lock orders concurrent payments and a rollback gives the number
 * back, so numbers are sequential with no gaps.
 */
import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import { refundDelayWords } from "../booking/policy.ts";
import { bookings, payments, type ReceiptDetails, receiptSequence, receipts, users } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { type EmailInput, enqueueEmail } from "../lib/email/outbox.server.ts";
import { getEnv } from "../lib/env.server.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { defineJob, enqueueJob } from "../lib/jobs/runner.server.ts";
import { getSetting } from "../lib/settings.server.ts";
import { keyMatches, signedKey } from "../lib/signed-key.server.ts";
import { m } from "../paraglide/messages.js";
import { descriptionIn, formatEuros } from "./money.ts";
import { receiptFileName, receiptNumber, renderReceiptPdf } from "./receipt-pdf.server.tsx";

export const VAT_NOTES = {
  included: "Prices include VAT.",
  not_applicable: "TVA non applicable, art. 293 B du CGI",
} as const;

/**
 * The language of a payment's receipts: the buyer's account's, or their booking's for a guest who has no
 * account, else English. For a query over `payments` left-joined to `users` and `bookings`.
 */
const buyerLocale = sql<Locale>`coalesce(${users.locale}, ${bookings.locale}, 'en')`;

export async function paymentLocale(db: Db, paymentId: number): Promise<Locale> {
  const [row] = await db
    .select({ locale: buyerLocale })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId));
  return row?.locale ?? "en";
}

export interface ReceiptInput {
  kind: "payment" | "refund";
  paymentId: number;
  refundId?: number;
  amountCents: number;
}

export async function issueReceipt(tx: Db, input: ReceiptInput) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId));
  if (!payment) throw new Error(`No payment ${input.paymentId}`);
  const billing = await getSetting(tx, "billing");
  // The receipt is in its buyer's language, its line too (the description is kept in each language).
  const locale = await paymentLocale(tx, payment.id);
  const description = descriptionIn(payment, locale);
  const details: ReceiptDetails = {
    seller: {
      name: billing.legalName || getEnv().SITE_NAME,
      address: billing.address,
      siret: billing.siret,
      vatNote: VAT_NOTES[billing.vat],
    },
    buyer: { name: payment.name, email: payment.email },
    lines: [
      {
        label: input.kind === "payment" ? description : m.payments_refund_line({ description }, { locale }),
        amountCents: input.kind === "payment" ? input.amountCents : -input.amountCents,
      },
    ],
  };
  // A savepoint (or a transaction of its own when called outside one): a failed insert gives the
  // number back even when the caller goes on.
  return tx.transaction(async (inner) => {
    const [next] = await inner
      .update(receiptSequence)
      .set({ last: sql`${receiptSequence.last} + 1` })
      .where(eq(receiptSequence.id, 1))
      .returning({ number: receiptSequence.last });
    const [receipt] = await inner
      .insert(receipts)
      .values({
        number: next!.number,
        kind: input.kind,
        paymentId: input.paymentId,
        refundId: input.refundId ?? null,
        amountCents: input.amountCents,
        details,
      })
      .returning();
    await mailReceiptsSoon(inner as unknown as Db);
    return receipt!;
  });
}

// ── Reading, downloading and mailing receipts ──────────────────────────────────

export type Receipt = typeof receipts.$inferSelect;

/** A receipt with what its PDF and its authorisation need from the payment. */
export async function findReceipt(db: Db, id: number) {
  const [row] = await db
    .select({ receipt: receipts, userId: payments.userId, reference: payments.paymentIntentId, locale: buyerLocale })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(receipts.id, id));
  return row;
}

/**
 * A receipt's own key: an HMAC of its id, so the link in its e-mail and on the booking's page opens the
 * PDF without an account (a guest who paid a deposit has none). It names one receipt and cannot be
 * guessed from its number.
 */
export function receiptKey(receiptId: number) {
  return signedKey("receipt", receiptId);
}

/** The download link that works without signing in (the receipt's key in its query). */
export function receiptLink(receiptId: number) {
  return `/receipts/${receiptId}/pdf?key=${receiptKey(receiptId)}`;
}

/**
 * The one rule for who may read a receipt: the owner (admin) every receipt, a client the receipts of
 * their own payments, and anyone holding the receipt's key (its e-mail or its booking's page: how a
 * guest gets theirs). Every path that shows or sends one asks it.
 */
export function mayReadReceipt(
  viewer: { id: string; role: string } | null,
  found: { receipt: { id: number }; userId: string | null },
  key?: string | null,
) {
  if (keyMatches("receipt", found.receipt.id, key)) return true;
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  return found.userId !== null && found.userId === viewer.id;
}

/** A receipt's PDF, in its buyer's language (`locale`, from `findReceipt`; English when not given). */
export function receiptPdf(found: { receipt: Receipt; reference: string | null; locale?: Locale }) {
  const { receipt, reference } = found;
  const locale = found.locale ?? "en";
  const { seller } = receipt.details;
  // The VAT note is stored as issued; the English "included" note is said in the buyer's language.
  const vatNote = seller.vatNote === VAT_NOTES.included ? m.payments_pdf_vat_included({}, { locale }) : seller.vatNote;
  return renderReceiptPdf({
    number: receipt.number,
    kind: receipt.kind,
    issuedAt: receipt.issuedAt,
    details: { ...receipt.details, seller: { ...seller, vatNote } },
    reference,
    locale,
  });
}

/** Receipts with their payment's description, as the lists show them. */
function receiptList(db: Db) {
  return db
    .select({
      id: receipts.id,
      number: receipts.number,
      kind: receipts.kind,
      paymentId: receipts.paymentId,
      refundId: receipts.refundId,
      amountCents: receipts.amountCents,
      issuedAt: receipts.issuedAt,
      description: payments.description,
      descriptions: payments.descriptions,
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId));
}

/** A client's own receipts, newest first (their dashboard lists them). */
export async function receiptsOf(db: Db, userId: string) {
  return receiptList(db).where(eq(payments.userId, userId)).orderBy(desc(receipts.number));
}

/** The receipts of a booking's payments and refunds, oldest first (its pages link them). */
export async function receiptsOfBooking(db: Db, bookingId: number) {
  return receiptList(db).where(eq(payments.bookingId, bookingId)).orderBy(asc(receipts.number));
}

/** The receipt's e-mail, in its buyer's language like its PDF (`found.locale`; English when not given). */
function receiptEmail(found: { receipt: Receipt; locale?: Locale }, pdf: Buffer, siteName: string): EmailInput {
  const { receipt } = found;
  const locale = found.locale ?? "en";
  const { buyer, lines, seller } = receipt.details;
  const label = lines[0]?.label ?? "";
  const amount = formatEuros(receipt.amountCents, locale);
  const number = receiptNumber(receipt.number);
  const refund = receipt.kind === "refund";
  // A refund's line reads "Refund: <what was paid>" in the buyer's language; the e-mail names what was paid.
  const refundPrefix = m.payments_refund_line({ description: "" }, { locale });
  const what = refund && label.startsWith(refundPrefix) ? label.slice(refundPrefix.length) : label;
  const vatNote = seller.vatNote === VAT_NOTES.included ? m.payments_pdf_vat_included({}, { locale }) : seller.vatNote;
  return {
    to: buyer.email,
    subject: refund
      ? m.payments_receipt_mail_subject_refund({ amount, number }, { locale })
      : m.payments_receipt_mail_subject_paid({ amount, number }, { locale }),
    text: [
      m.payments_receipt_mail_hello({ name: buyer.name }, { locale }),
      refund
        ? `${m.payments_receipt_mail_refund({ amount, what }, { locale })} ${refundDelayWords(locale)}`
        : m.payments_receipt_mail_paid({ amount, what }, { locale }),
      `${m.payments_receipt_mail_attached({ number }, { locale })}${vatNote ? ` ${vatNote}` : ""}`,
      m.payments_receipt_mail_again({ url: `${getEnv().BASE_URL}${receiptLink(receipt.id)}` }, { locale }),
      `— ${siteName}`,
    ].join("\n\n"),
    attachments: [
      {
        filename: receiptFileName(receipt, locale),
        contentType: "application/pdf",
        contentBase64: pdf.toString("base64"),
      },
    ],
    dedupeKey: `receipt:${receipt.id}`,
  };
}

/**
 * Queues the e-mail (PDF attached) of receipts not yet sent. The rows are locked with SKIP LOCKED
 * and the e-mail carries a dedupe key: two instances never send one receipt twice.
 */
export async function mailDueReceipts(db: Db, limit = 5): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ receipt: receipts, reference: payments.paymentIntentId, locale: buyerLocale })
      .from(receipts)
      .innerJoin(payments, eq(payments.id, receipts.paymentId))
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(isNull(receipts.emailedAt))
      .orderBy(asc(receipts.id))
      .limit(limit)
      .for("update", { of: receipts, skipLocked: true });
    const siteName = getEnv().SITE_NAME;
    for (const found of due) {
      await enqueueEmail(tx, receiptEmail(found, await receiptPdf(found), siteName));
      await tx.update(receipts).set({ emailedAt: new Date() }).where(eq(receipts.id, found.receipt.id));
    }
    return due.length;
  });
}

/**
 * Mails the receipts not yet sent. Scheduled every 30 seconds (a receipt whose run failed, or that a
 * stopped process left); issuing a receipt also queues a run in its transaction (`mailReceiptsSoon`).
 */
export const receiptMailJob = defineJob({
  kind: "payments.receipts",
  label: "Receipts sent by e-mail",
  everySeconds: 30,
  retries: 0,
  async handler(_payload, { db }) {
    while ((await mailDueReceipts(db)) > 0) {}
  },
});

export async function mailReceiptsSoon(db: Db) {
  await enqueueJob(db, receiptMailJob);
}

/** Whether someone has any receipt (one indexed lookup, for the dashboard's link). */
export async function hasReceiptsFor(db: Db, userId: string) {
  const [row] = await db
    .select({ id: receipts.id })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .where(eq(payments.userId, userId))
    .limit(1);
  return row !== undefined;
}
