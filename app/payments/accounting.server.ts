/**
 * The owner's payments by month (issue 29): every payment received and every refund sent in a
 * calendar month of the business's time zone, with its receipt number, for the payments page and
 * the accountant's CSV. A refund counts in the month it was sent, not in the month of its payment.
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { zonedInstant } from "~/booking/availability";
import { keptName } from "~/lib/anonymised";
import { csvLines } from "~/lib/csv";
import { payments, receipts, refunds } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { descriptionIn, plainEuros } from "./money.ts";
import { receiptNumber } from "./receipt-pdf.server.tsx";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-03" → whether it names a month (the page's and the export's `month` parameter). */
export function isMonth(value: string | null): value is string {
  return value !== null && MONTH.test(value);
}

export function monthOf(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(date);
  return `${parts.find((p) => p.type === "year")!.value}-${parts.find((p) => p.type === "month")!.value}`;
}

export function shiftMonth(month: string, by: number) {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The instants a month of the business's zone starts and ends at. */
export function monthRange(month: string, timeZone: string) {
  return {
    from: zonedInstant(`${month}-01`, 0, timeZone),
    to: zonedInstant(`${shiftMonth(month, 1)}-01`, 0, timeZone),
  };
}

export interface LedgerEntry {
  at: Date;
  kind: "payment" | "refund";
  receipt: number | null;
  name: string;
  email: string;
  description: string;
  /** Negative for a refund. */
  amountCents: number;
  reference: string | null;
}

export async function monthLedger(db: Db, month: string, timeZone: string): Promise<LedgerEntry[]> {
  const { from, to } = monthRange(month, timeZone);
  const paid = await db
    .select({ payment: payments, receipt: receipts.number })
    .from(payments)
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), eq(receipts.kind, "payment")))
    .where(and(eq(payments.status, "paid"), gte(payments.paidAt, from), lt(payments.paidAt, to)))
    .orderBy(asc(payments.paidAt));
  const refunded = await db
    .select({ refund: refunds, payment: payments, receipt: receipts.number })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(receipts, eq(receipts.refundId, refunds.id))
    .where(and(eq(refunds.status, "succeeded"), gte(refunds.succeededAt, from), lt(refunds.succeededAt, to)))
    .orderBy(asc(refunds.succeededAt));
  const entries: LedgerEntry[] = [
    ...paid.map(({ payment, receipt }) => ({
      at: payment.paidAt!,
      kind: "payment" as const,
      receipt,
      name: keptName(payment),
      email: payment.email,
      description: descriptionIn(payment),
      amountCents: payment.amountCents,
      reference: payment.paymentIntentId,
    })),
    ...refunded.map(({ refund, payment, receipt }) => ({
      at: refund.succeededAt!,
      kind: "refund" as const,
      receipt,
      name: keptName(payment),
      email: payment.email,
      description: descriptionIn(payment),
      amountCents: -refund.amountCents,
      reference: refund.stripeRefundId,
    })),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.receipt ?? 0) - (b.receipt ?? 0));
}

export function ledgerTotals(entries: LedgerEntry[]) {
  const received = entries.filter((e) => e.kind === "payment").reduce((sum, e) => sum + e.amountCents, 0);
  const refunded = -entries.filter((e) => e.kind === "refund").reduce((sum, e) => sum + e.amountCents, 0);
  return { received, refunded, net: received - refunded };
}

/**
 * The month as CSV for the accountant, in the language being spoken, as `monthLedger` chose the descriptions:
 * one line per payment or refund, dates as 2026-02-27, amounts in euros without a symbol. In English
 * "10.00" between commas; in French "10,00" between semicolons, as a spreadsheet set to French reads it.
 * It starts with a byte order mark, without which Excel reads "Hélène" as "HÃ©lÃ¨ne". Money in and money
 * out have their own columns: a negative amount would start with "-", which the CSV writer neutralises as
 * a possible formula.
 */
export function ledgerCsv(entries: LedgerEntry[], timeZone: string) {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const french = getLocale() === "fr";
  const euros = (cents: number) => (french ? plainEuros(cents).replace(".", ",") : plainEuros(cents));
  const csv = csvLines(
    [
      [
        m.calendar_date(),
        m.calendar_col_type(),
        m.calendar_col_receipt(),
        m.calendar_col_client(),
        m.payments_csv_email(),
        m.payments_csv_description(),
        m.payments_csv_received(),
        m.payments_csv_refunded(),
        m.payments_csv_reference(),
      ],
      ...entries.map((e) => [
        day.format(e.at),
        e.kind === "payment" ? m.calendar_kind_payment() : m.calendar_kind_refund(),
        e.receipt === null ? "" : receiptNumber(e.receipt),
        e.name,
        e.email,
        e.description,
        e.kind === "payment" ? euros(e.amountCents) : "",
        e.kind === "refund" ? euros(-e.amountCents) : "",
        e.reference ?? "",
      ]),
    ],
    french ? ";" : ",",
  );
  return `\ufeff${csv}`;
}
