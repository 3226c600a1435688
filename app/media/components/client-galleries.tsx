import { Link } from "react-router";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { formatDay } from "../business-days.ts";
import type { ClientGallerySummary } from "../galleries.server.ts";

/** The client's photo galleries on their dashboard, with the expected proof and final dates. */
export function ClientGalleries({ galleries }: { galleries: ClientGallerySummary[] }) {
  const locale = useLocale();
  if (galleries.length === 0) return null;
  return (
    <section aria-labelledby="client-galleries" className="mt-10">
      <h2 id="client-galleries" className="font-serif text-2xl font-bold text-brand-900">
        {m.media_client_galleries_heading()}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {galleries.map((g) => (
          <li key={g.id} className="card">
            <h3 className="text-lg font-bold text-brand-900">{g.title}</h3>
            <p className="mt-2 text-slate-700">
              {!g.published
                ? g.expectedProofs
                  ? m.media_client_proofs_expected({
                      from: formatDay(g.expectedProofs.from, locale),
                      to: formatDay(g.expectedProofs.to, locale),
                    })
                  : m.media_client_proofs_preparing()
                : g.finalsDelivered
                  ? m.media_client_finals_ready()
                  : g.selectionSubmitted
                    ? g.expectedFinals
                      ? m.media_client_selection_received_expected({
                          from: formatDay(g.expectedFinals.from, locale),
                          to: formatDay(g.expectedFinals.to, locale),
                        })
                      : m.media_client_selection_received()
                    : m.media_client_choose_before({ limit: g.selectionLimit, date: formatDay(g.expiresOn, locale) })}
            </p>
            {g.published ? (
              <Link to={`/galleries/${g.id}`} className="btn-primary mt-4 inline-block">
                {m.media_client_open({ title: g.title })}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
