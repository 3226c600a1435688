import { Link } from "react-router";
import { formatDay } from "../business-days.ts";
import type { ClientGallerySummary } from "../galleries.server.ts";

/** The client's photo galleries on their dashboard, with the expected proof and final dates. */
export function ClientGalleries({ galleries }: { galleries: ClientGallerySummary[] }) {
  if (galleries.length === 0) return null;
  return (
    <section aria-labelledby="client-galleries" className="mt-10">
      <h2 id="client-galleries" className="font-serif text-2xl font-bold text-brand-900">
        Your photo galleries
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {galleries.map((g) => (
          <li key={g.id} className="card">
            <h3 className="text-lg font-bold text-brand-900">{g.title}</h3>
            <p className="mt-2 text-slate-700">
              {!g.published
                ? g.expectedProofs
                  ? `Your proofs are expected between ${formatDay(g.expectedProofs.from)} and ${formatDay(g.expectedProofs.to)}.`
                  : "Your proofs are being prepared (usually 3–5 business days after your session)."
                : g.finalsDelivered
                  ? "Your final photos are ready to download."
                  : g.selectionSubmitted
                    ? g.expectedFinals
                      ? `Selection received. Your final photos are expected between ${formatDay(g.expectedFinals.from)} and ${formatDay(g.expectedFinals.to)}.`
                      : "Selection received."
                    : `Choose up to ${g.selectionLimit} favourites before ${formatDay(g.expiresOn)}.`}
            </p>
            {g.published ? (
              <Link to={`/galleries/${g.id}`} className="btn-primary mt-4 inline-block">
                Open {g.title}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
