/** A booking's payments and refunds as pages show them (strings only), to the owner and to the client. */
import type { RefundReason, RefundStatus } from "~/lib/db/schema";
import { formatInZone } from "~/owner/time";
import { formatEuros } from "./money.ts";
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
