import { data, Link } from "react-router";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { formatInZone } from "~/owner/time";
import { isMonth, ledgerTotals, monthLedger, monthOf, shiftMonth } from "~/payments/accounting.server";
import { formatEuros } from "~/payments/money";
import { receiptNumber } from "~/payments/receipt-pdf.server";
import { paymentsEnabled } from "~/payments/stripe.server";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Payments", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const timeZone = await getBusinessTimeZone(db);
  const asked = new URL(args.request.url).searchParams.get("month");
  if (asked !== null && !isMonth(asked)) throw data(null, { status: 404 });
  const month = asked ?? monthOf(new Date(), timeZone);
  const entries = await monthLedger(db, month, timeZone);
  const totals = ledgerTotals(entries);
  return {
    month,
    monthName: new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${month}-15T00:00:00Z`),
    ),
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
    enabled: paymentsEnabled(),
    totals: {
      received: formatEuros(totals.received),
      refunded: formatEuros(totals.refunded),
      net: formatEuros(totals.net),
    },
    entries: entries.map((e) => ({
      key: `${e.kind}-${e.receipt ?? e.reference}-${e.at.getTime()}`,
      when: formatInZone(e.at, timeZone),
      kind: e.kind === "payment" ? "Payment" : "Refund",
      receipt: e.receipt === null ? "" : receiptNumber(e.receipt),
      name: e.name,
      description: e.description,
      amount: formatEuros(e.amountCents),
    })),
  };
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { month, monthName, previous, next, entries, totals, enabled } = loaderData;
  return (
    <div className="container-page max-w-5xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">Payments</h1>
      {!enabled && (
        <p className="alert-danger mt-4">
          Online payment is not connected, so nothing is paid online.{" "}
          <Link to="/admin/settings#billing-heading">How to connect Stripe</Link>
        </p>
      )}
      <nav aria-label="Months" className="mt-6 flex flex-wrap items-center gap-4">
        <Link to={`?month=${previous}`}>← Previous month</Link>
        <h2 className="text-xl font-bold text-brand-900">{monthName}</h2>
        <Link to={`?month=${next}`}>Next month →</Link>
        <a className="btn-secondary ml-auto" href={`/admin/payments/export?month=${month}`} download>
          Download {monthName} as CSV
        </a>
      </nav>
      <dl className="card mt-6 grid grid-cols-3 gap-4">
        <div>
          <dt className="text-sm text-slate-700">Received</dt>
          <dd className="text-2xl font-bold">{totals.received}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Refunded</dt>
          <dd className="text-2xl font-bold">{totals.refunded}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Net</dt>
          <dd className="text-2xl font-bold">{totals.net}</dd>
        </div>
      </dl>
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-700">No payments or refunds in {monthName}.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">Payments and refunds in {monthName}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col">Receipt</th>
                <th scope="col">Client</th>
                <th scope="col">For</th>
                <th scope="col" className="text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.key} className="border-t border-slate-200">
                  <td>{e.when}</td>
                  <td>{e.kind}</td>
                  <td>{e.receipt}</td>
                  <td>{e.name}</td>
                  <td>{e.description}</td>
                  <td className="text-right">{e.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
