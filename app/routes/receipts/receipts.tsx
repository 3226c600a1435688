import { Link } from "react-router";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { descriptionIn, formatEuros, formatPaymentDate } from "~/payments/money";
import { receiptNumber } from "~/payments/receipt-pdf.server";
import { receiptsOf } from "~/payments/receipts.server";
import type { Route } from "./+types/receipts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.account_receipts_title(), noindex: true });

/** A client's own receipts (payments and refunds), each downloadable as a PDF. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const db = await getDb();
  const timeZone = await getBusinessTimeZone(db);
  const rows = await receiptsOf(db, user.id);
  return {
    owner: user.role === "admin",
    receipts: rows.map((r) => ({
      id: r.id,
      number: receiptNumber(r.number),
      title: r.kind === "refund" ? m.account_receipt_refund({ description: descriptionIn(r) }) : descriptionIn(r),
      amount: formatEuros(r.kind === "refund" ? -r.amountCents : r.amountCents),
      // In the account's language: "26 Nov 2026", "26 novembre 2026"; amounts "€250", "250,00 €".
      when: formatPaymentDate(r.issuedAt, timeZone, "date"),
    })),
  };
}

export default function Receipts({ loaderData }: Route.ComponentProps) {
  const { receipts, owner } = loaderData;
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.account_receipts_title()}</h1>
      {owner && (
        <p className="mt-4">
          {m.account_receipts_owner_before()} <Link to="/admin/payments">{m.account_receipts_payments()}</Link>.
        </p>
      )}
      {receipts.length === 0 ? (
        <p className="mt-6 text-slate-700">{m.account_receipts_none()}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {receipts.map((r) => (
            <li key={r.id} className="card flex flex-wrap items-center gap-3">
              <span className="grow">
                <span className="font-semibold">{m.account_receipt_number({ number: r.number })}</span> · {r.when} ·{" "}
                {r.title} · {r.amount}
              </span>
              <a href={`/receipts/${r.id}/pdf`} download>
                {m.account_download_pdf()}
                <span className="sr-only"> {m.account_download_pdf_of({ number: r.number })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
