/**
 * What was paid online for a booking and what was refunded, with each refund's state. The owner's
 * booking page adds the manual refund form and Retry on a refund that could not be sent.
 */
import { Form } from "react-router";
import type { BookingMoneyView } from "../present.server.ts";

export function PaymentsPanel({
  money,
  refundKey,
  owner = false,
  keptWords,
}: {
  money: BookingMoneyView;
  refundKey?: string;
  owner?: boolean;
  /** For a cancelled booking with nothing refunded: why the payment was kept. */
  keptWords?: string;
}) {
  return (
    <section aria-labelledby="payments-heading" className="card mt-8">
      <h2 id="payments-heading" className="text-xl font-bold text-brand-900">
        Payment
      </h2>
      <ul className="mt-3 space-y-1">
        {money.payments.map((p) => (
          <li key={p.id}>
            {p.amount} paid{p.when ? ` on ${p.when}` : ""} · {p.description}
          </li>
        ))}
      </ul>
      {money.refunds.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="Refunds">
          {money.refunds.map((r) => (
            <li key={r.id}>
              <span className="font-semibold">
                {r.statusText}: {r.amount}
              </span>{" "}
              ({r.reason}, {r.when})
              {r.status === "pending" && !owner && " · it usually reaches the card within 5 to 10 working days."}
              {owner && r.lastError && <span className="block text-sm text-slate-700">Last error: {r.lastError}</span>}
              {owner && r.status === "failed" && (
                <Form method="post" className="mt-1">
                  <input type="hidden" name="refundId" value={r.id} />
                  <button className="btn-secondary" type="submit" name="intent" value="retry-refund">
                    Retry the refund
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        keptWords && <p className="mt-3">{keptWords}</p>
      )}
      {owner && refundKey && money.refundableCents > 0 && money.payments.length > 0 && (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="refund" />
          <input type="hidden" name="key" value={refundKey} />
          <input type="hidden" name="paymentId" value={money.payments[money.payments.length - 1]!.id} />
          <div>
            <label className="field-label" htmlFor="refund-amount">
              Refund (EUR), up to {money.refundable}
            </label>
            <input
              className="field-input"
              id="refund-amount"
              name="amount"
              inputMode="decimal"
              required
              defaultValue={(money.refundableCents / 100).toFixed(2)}
            />
          </div>
          <button className="btn-secondary" type="submit">
            Refund
          </button>
        </Form>
      )}
    </section>
  );
}
