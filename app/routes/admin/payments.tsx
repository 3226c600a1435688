import { data, Link } from "react-router";
import { Table } from "~/components/ui/table";
import { getDb } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { dateFormat, intlLocale } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { formatInZone } from "~/owner/time";
import { m } from "~/paraglide/messages";
import { isMonth, ledgerTotals, monthLedger, monthOf, shiftMonth } from "~/payments/accounting.server";
import { formatEuros } from "~/payments/money";
import { receiptNumber } from "~/payments/receipt-pdf.server";
import { paymentsEnabled } from "~/payments/stripe.server";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.calendar_payments_title(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const timeZone = await getBusinessTimeZone(db);
  const asked = new URL(args.request.url).searchParams.get("month");
  if (asked !== null && !isMonth(asked)) throw data(null, { status: 404 });
  const month = asked ?? monthOf(new Date(), timeZone);
  const entries = await monthLedger(db, month, timeZone);
  const totals = ledgerTotals(entries);
  const locale = serverLocale();
  const euros = (cents: number) => formatEuros(cents, locale);
  return {
    month,
    monthName: dateFormat(intlLocale[locale], { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${month}-15T00:00:00Z`),
    ),
    previous: shiftMonth(month, -1),
    next: shiftMonth(month, 1),
    enabled: paymentsEnabled(),
    totals: {
      received: euros(totals.received),
      refunded: euros(totals.refunded),
      net: euros(totals.net),
    },
    entries: entries.map((e) => ({
      key: `${e.kind}-${e.receipt ?? e.reference}-${e.at.getTime()}`,
      when: formatInZone(e.at, timeZone, "datetime", locale),
      kind: e.kind === "payment" ? m.calendar_kind_payment() : m.calendar_kind_refund(),
      receipt: e.receipt === null ? "" : receiptNumber(e.receipt),
      name: e.name,
      description: e.description,
      amount: euros(e.amountCents),
    })),
  };
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { month, monthName, previous, next, entries, totals, enabled } = loaderData;
  return (
    <div className="container-page max-w-5xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.calendar_payments_title()}</h1>
      {!enabled && (
        <p className="alert-danger mt-4">
          {m.calendar_payments_off()} <Link to="/admin/settings#billing-heading">{m.calendar_connect_stripe()}</Link>
        </p>
      )}
      <nav aria-label={m.calendar_months()} className="mt-6 flex flex-wrap items-center gap-4">
        <Link to={`?month=${previous}`}>{m.calendar_previous_month()}</Link>
        <h2 className="text-xl font-bold text-brand-900">{monthName}</h2>
        <Link to={`?month=${next}`}>{m.calendar_next_month()}</Link>
        <a className="btn-secondary ml-auto" href={`/admin/payments/export?month=${month}`} download>
          {m.calendar_download_csv({ month: monthName })}
        </a>
      </nav>
      {/* One column on a phone: three euro amounts side by side do not fit 390 px. */}
      <dl className="card mt-6 grid gap-4 sm:grid-cols-3">
        {[
          [m.calendar_received(), totals.received],
          [m.calendar_refunded(), totals.refunded],
          [m.calendar_net(), totals.net],
        ].map(([label, amount]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold">{amount}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        <Table
          caption={m.calendar_entries_caption({ month: monthName })}
          captionHidden
          rows={entries}
          rowKey={(e) => e.key}
          empty={{ title: m.calendar_no_entries({ month: monthName }) }}
          columns={[
            { header: m.calendar_col_client(), primary: true, cell: (e) => e.name },
            { header: m.calendar_date(), cell: (e) => e.when },
            { header: m.calendar_col_type(), cell: (e) => e.kind },
            { header: m.calendar_col_receipt(), cell: (e) => e.receipt || "—" },
            { header: m.calendar_col_for(), cell: (e) => e.description },
            { header: m.calendar_col_amount(), align: "end", cell: (e) => e.amount },
          ]}
        />
      </div>
    </div>
  );
}
