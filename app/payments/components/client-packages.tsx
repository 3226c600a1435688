import { Form, Link, useNavigation } from "react-router";
import { sessionPrice } from "~/booking/price";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

export interface ClientPackagesData {
  balances: {
    purchaseId: number;
    name: string;
    sessionCount: number;
    remaining: number;
    status: "paid" | "expired" | "confirming" | "refunded";
    validUntil: string | null;
  }[];
  forSale: {
    id: number;
    name: string;
    description: string;
    priceCents: number;
    sessionCount: number;
    validityDays: number;
    covers: string[];
  }[];
  message: { ok: boolean; text: string } | null;
}

const euros = (cents: number) => sessionPrice({ priceCents: cents, priceFrom: false, priceLabel: "" });

function sessions(count: number) {
  return m.payments_sessions({ count });
}

function validity(days: number) {
  if (days % 365 === 0) return days === 365 ? m.payments_one_year() : m.payments_years({ count: days / 365 });
  return m.payments_days({ count: days });
}

/** The client's packages on their dashboard: what they have left and until when, and what they can buy. */
export function ClientPackages(props: { packages: ClientPackagesData; outcome?: { ok: boolean; message: string } }) {
  const { balances, forSale, message } = props.packages;
  const { outcome } = props;
  const busy = useNavigation().state === "submitting";
  const localized = useLocalizedHref();
  if (balances.length === 0 && forSale.length === 0 && !message && !outcome) return null;
  return (
    <section aria-labelledby="packages-heading" className="mt-10">
      <h2 id="packages-heading" className="font-serif text-2xl font-bold text-brand-900">
        {m.payments_packages_heading()}
      </h2>
      <div aria-live="polite">
        {message && (
          <p role="status" className={`mt-4 ${message.ok ? "alert-success" : "alert-danger"}`}>
            {message.text}
          </p>
        )}
        {outcome && !outcome.ok && (
          <p role="alert" className="alert-danger mt-4">
            {outcome.message}
          </p>
        )}
      </div>
      {balances.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="package-balances">
          {balances.map((b) => (
            <li key={b.purchaseId} className="card">
              <h3 className="font-bold text-brand-900">{b.name}</h3>
              {b.status === "confirming" ? (
                <p className="mt-1 text-slate-700">{m.payments_package_confirming()}</p>
              ) : b.status === "refunded" ? (
                <p className="mt-1 text-slate-700">{m.payments_package_refunded()}</p>
              ) : b.status === "expired" ? (
                <p className="mt-1 text-slate-700">
                  {m.payments_package_expired({ day: b.validUntil ?? "", unused: sessions(b.remaining) })}
                </p>
              ) : (
                <>
                  <p className="mt-1 text-lg text-slate-800">
                    <strong>{b.remaining}</strong> {m.payments_package_left({ total: sessions(b.sessionCount) })}
                  </p>
                  <p className="text-sm text-slate-700">
                    {m.payments_package_valid_until({ day: b.validUntil ?? "" })}
                  </p>
                  {b.remaining > 0 && (
                    <Link to={localized("/book")} className="btn-secondary mt-3">
                      {m.payments_package_book()}
                    </Link>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">{m.payments_packages_none()}</p>
      )}
      {forSale.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold text-brand-900">{m.payments_packages_for_sale()}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {forSale.map((p) => (
              <li key={p.id} className="card flex flex-col">
                <h4 className="font-bold text-brand-900">{p.name}</h4>
                {p.description && <p className="mt-1 text-slate-700">{p.description}</p>}
                <p className="mt-2 flex-1 text-sm text-slate-700">
                  {m.payments_package_offer({
                    sessions: sessions(p.sessionCount),
                    covers: p.covers.join(", "),
                    validity: validity(p.validityDays),
                  })}
                </p>
                <p className="mt-2 text-lg font-semibold text-slate-900">{euros(p.priceCents)}</p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="buy-package" />
                  <input type="hidden" name="packageId" value={p.id} />
                  <button type="submit" className="btn-primary" disabled={busy}>
                    {m.payments_package_buy()}
                    <span className="sr-only"> {p.name}</span> {m.payments_package_for({ price: euros(p.priceCents) })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
