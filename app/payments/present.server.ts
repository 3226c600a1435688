/** A booking's payments and refunds as pages show them (strings only), to the owner and to the client. */
import type { RefundReason, RefundStatus } from "~/lib/db/schema";
import { formatInZone } from "~/owner/time";
import { formatEuros } from "./money.ts";
import { receiptNumber } from "./receipt-pdf.server.tsx";
import { receiptLink, type receiptsOfBooking } from "./receipts.server.ts";
import type { bookingMoney } from "./refunds.server.ts";

const REASONS: Record<RefundReason, string> = {
  client_cancelled: "cancelled by the client",
  owner_cancelled: "cancelled by us",
  manual: "refunded by hand",
  hold_released: "paid after the held time was released",
};

const STATUSES: Record<RefundStatus, string> = {
  pending: "Being sent",
  succeeded: "Refunded",
  failed: "Could not be sent",
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
      name: p.name,
      description: p.description,
      amount: formatEuros(p.amountCents),
      when: p.paidAt ? formatInZone(p.paidAt, timeZone) : "",
    })),
    refunds: money.refunds.map((r) => ({
      id: r.id,
      amount: formatEuros(r.amountCents),
      status: r.status,
      statusText: STATUSES[r.status],
      reason: REASONS[r.reason],
      when: formatInZone(r.succeededAt ?? r.createdAt, timeZone),
      lastError: r.status === "succeeded" ? null : r.lastError,
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
    label: `${r.kind === "refund" ? "refund receipt" : "receipt"} ${receiptNumber(r.number)} for ${formatEuros(r.amountCents)}`,
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
    credit: { packageName: string; returned: boolean } | null;
    money: Awaited<ReturnType<typeof bookingMoney>>;
    receipts: Awaited<ReturnType<typeof receiptsOfBooking>>;
  },
  timeZone: string,
): PaidWithLine[] {
  const day = (at: Date) => formatInZone(at, timeZone, "date");
  const receiptOf = (match: (r: (typeof rows.receipts)[number]) => boolean) => {
    const found = rows.receipts.find(match);
    return found ? { number: receiptNumber(found.number), href: `/receipts/${found.id}/pdf` } : null;
  };
  const lines: PaidWithLine[] = [];
  if (rows.credit) {
    lines.push({
      text: `Paid with a package credit (${rows.credit.packageName})${rows.credit.returned ? ": the credit went back to the package" : ""}`,
      receipt: null,
    });
  }
  for (const p of rows.money.payments) {
    lines.push({
      text: `Deposit paid: ${formatEuros(p.amountCents)}${p.paidAt ? ` on ${day(p.paidAt)}` : ""}`,
      receipt: receiptOf((r) => r.kind === "payment" && r.paymentId === p.id),
    });
  }
  for (const r of rows.money.refunds) {
    const amount = formatEuros(r.amountCents);
    lines.push({
      text:
        r.status === "succeeded"
          ? `Refunded: ${amount} on ${day(r.succeededAt ?? r.updatedAt)}`
          : r.status === "pending"
            ? `Refund of ${amount} being sent`
            : `Refund of ${amount} could not be sent`,
      receipt: receiptOf((receipt) => receipt.kind === "refund" && receipt.refundId === r.id),
    });
  }
  if (lines.length === 0) lines.push({ text: "Nothing paid online", receipt: null });
  return lines;
}
