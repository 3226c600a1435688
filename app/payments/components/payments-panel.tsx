/**
 * What was paid online for a booking and what was refunded, with each refund's state. The owner's
 * booking page adds its refund by hand form and Retry on a refund that could not be sent.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { m } from "~/paraglide/messages";
import type { BookingMoneyView } from "../present.server.ts";

export function PaymentsPanel({
  money,
  refundForm,
  owner = false,
  keptWords,
}: {
  money: BookingMoneyView;
  /** The owner's refund by hand (components/refund-form.tsx), under the payments. */
  refundForm?: ReactNode;
  owner?: boolean;
  /** For a cancelled booking with nothing refunded: why the payment was kept. */
  keptWords?: string;
}) {
  return (
    <section aria-labelledby="payments-heading" className="card mt-8">
      <h2 id="payments-heading" className="text-xl font-bold text-brand-900">
        {m.payments_panel_heading()}
      </h2>
      <ul className="mt-3 space-y-1">
        {money.payments.map((p) => (
          <li key={p.id}>
            {p.when
              ? m.payments_panel_paid_on({ amount: p.amount, when: p.when })
              : m.payments_panel_paid({ amount: p.amount })}{" "}
            · {p.description}
          </li>
        ))}
      </ul>
      {money.refunds.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={m.payments_panel_refunds()}>
          {money.refunds.map((r) => (
            <li key={r.id}>
              <span className="font-semibold">
                {r.statusText}: {r.amount}
              </span>{" "}
              ({r.reason}, {r.when}){r.status === "pending" && !owner && ` · ${m.payments_panel_refund_delay()}`}
              {owner && r.lastError && (
                <span className="block text-sm text-slate-700">
                  {m.payments_panel_last_error({ error: r.lastError })}
                </span>
              )}
              {owner && r.status === "failed" && (
                <Form method="post" className="mt-1">
                  <input type="hidden" name="refundId" value={r.id} />
                  <button className="btn-secondary" type="submit" name="intent" value="retry-refund">
                    {m.payments_panel_retry()}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        keptWords && <p className="mt-3">{keptWords}</p>
      )}
      {refundForm}
    </section>
  );
}
