/**
 * A booking's payments and refunds as pages show them (strings only), to the owner and to the client, in
 * the language being spoken (the page's for a booker, the account's on the owner's pages).
 */

import { keptName } from "~/lib/anonymised";
import type { RefundReason, RefundStatus } from "~/lib/db/schema";
import { m } from "~/paraglide/messages";
import { descriptionIn, formatEuros, formatPaymentDate } from "./money.ts";
import { type PurchaseNames, purchaseName } from "./package-language.ts";
import { receiptNumber } from "./receipt-pdf.server.tsx";
import { receiptLink, type receiptsOfBooking } from "./receipts.server.ts";
import { type bookingMoney, refundFailureText } from "./refunds.server.ts";

/** Why a refund was made and where it stands, in the language being spoken (read when presented). */
const REASONS: Record<RefundReason, () => string> = {
  client_cancelled: m.payments_reason_client_cancelled,
  owner_cancelled: m.payments_reason_owner_cancelled,
  manual: m.payments_reason_manual,
  hold_released: m.payments_reason_hold_released,
  stripe: m.payments_reason_stripe,
};

const STATUSES: Record<RefundStatus, () => string> = {
  pending: m.payments_refund_pending,
  succeeded: m.payments_refund_succeeded,
  failed: m.payments_refund_failed,
};

export type BookingMoneyView = ReturnType<typeof presentMoney>;

export function presentMoney(money: Awaited<ReturnType<typeof bookingMoney>>, timeZone: string) {
  return {
    paidCents: money.paidCents,
    refundableCents: money.refundableCents,
    paid: formatEuros(money.paidCents),
    refundable: formatEuros(money.refundableCents),
    payments: money.payments.map((p) => ({
      id: p.id,
      name: keptName(p),
      description: descriptionIn(p),
      amount: formatEuros(p.amountCents),
      when: p.paidAt ? formatPaymentDate(p.paidAt, timeZone, "datetime") : "",
    })),
    refunds: money.refunds.map((r) => ({
      id: r.id,
      amount: formatEuros(r.amountCents),
      status: r.status,
      statusText: STATUSES[r.status](),
      reason: REASONS[r.reason](),
      when: formatPaymentDate(r.succeededAt ?? r.createdAt, timeZone, "datetime"),
      lastError: r.status === "succeeded" || !r.lastError ? null : refundFailureText(r.lastError),
    })),
  };
}

export type ReceiptLinkView = ReturnType<typeof presentReceipts>[number];

/**
 * A booking's receipts as download links. `signed`: the link carries the receipt's key, for pages a
 * guest reaches without an account (the booking's own page); the owner's pages link the plain address.
 */
export function presentReceipts(rows: Awaited<ReturnType<typeof receiptsOfBooking>>, options: { signed: boolean }) {
  return rows.map((r) => ({
    id: r.id,
    number: receiptNumber(r.number),
    label:
      r.kind === "refund"
        ? m.payments_refund_receipt_label({ number: receiptNumber(r.number), amount: formatEuros(r.amountCents) })
        : m.payments_receipt_label({ number: receiptNumber(r.number), amount: formatEuros(r.amountCents) }),
    href: options.signed ? receiptLink(r.id) : `/receipts/${r.id}/pdf`,
  }));
}

export interface PaidWithLine {
  text: string;
  receipt: { number: string; href: string } | null;
}

/**
 * How a booking was paid, for the owner's booking page, from its rows: a package credit (and whether it
 * went back), each deposit paid with its receipt, each refund with its state and receipt.
 */
export function presentPaidWith(
  rows: {
    credit: { purchase: PurchaseNames; returned: boolean } | null;
    money: Awaited<ReturnType<typeof bookingMoney>>;
    receipts: Awaited<ReturnType<typeof receiptsOfBooking>>;
  },
  timeZone: string,
): PaidWithLine[] {
  const day = (at: Date) => formatPaymentDate(at, timeZone, "date");
  const receiptOf = (match: (r: (typeof rows.receipts)[number]) => boolean) => {
    const found = rows.receipts.find(match);
    return found ? { number: receiptNumber(found.number), href: `/receipts/${found.id}/pdf` } : null;
  };
  const lines: PaidWithLine[] = [];
  if (rows.credit) {
    const credit = { package: purchaseName(rows.credit.purchase) };
    lines.push({
      text: rows.credit.returned ? m.payments_paid_with_credit_back(credit) : m.payments_paid_with_credit(credit),
      receipt: null,
    });
  }
  for (const p of rows.money.payments) {
    lines.push({
      text: p.paidAt
        ? m.payments_deposit_paid_on({ amount: formatEuros(p.amountCents), day: day(p.paidAt) })
        : m.payments_deposit_paid({ amount: formatEuros(p.amountCents) }),
      receipt: receiptOf((r) => r.kind === "payment" && r.paymentId === p.id),
    });
  }
  for (const r of rows.money.refunds) {
    const amount = formatEuros(r.amountCents);
    lines.push({
      text:
        r.status === "succeeded"
          ? m.payments_refunded_on({ amount, day: day(r.succeededAt ?? r.updatedAt) })
          : r.status === "pending"
            ? m.payments_refund_being_sent({ amount })
            : m.payments_refund_not_sent({ amount }),
      receipt: receiptOf((receipt) => receipt.kind === "refund" && receipt.refundId === r.id),
    });
  }
  if (lines.length === 0) lines.push({ text: m.payments_nothing_paid(), receipt: null });
  return lines;
}
