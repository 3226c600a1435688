import type { Place } from "~/booking/places";
import { m } from "~/paraglide/messages";
import { PlaceDetails } from "./place-details";

/** Duration, place, price and change policy of a session type, as a short description list. */
export function SessionFacts({
  type,
}: {
  type: {
    description: string;
    durationMinutes: number;
    place: Place;
    priceLabel: string;
    /** The change policy's rule (policy.ts). */
    changes: string;
  };
}) {
  return (
    <div className="mt-4 max-w-3xl">
      {type.description && <p className="text-lg text-slate-700">{type.description}</p>}
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.booking_facts_duration()}</dt>
        <dd>{m.booking_facts_minutes({ count: type.durationMinutes })}</dd>
        <dt className="font-semibold">{m.booking_facts_where()}</dt>
        <dd>
          <PlaceDetails place={type.place} />
        </dd>
        {type.priceLabel && (
          <>
            <dt className="font-semibold">{m.booking_facts_price()}</dt>
            <dd>{type.priceLabel}</dd>
          </>
        )}
        <dt className="font-semibold">{m.booking_facts_changes()}</dt>
        <dd>{type.changes}</dd>
      </dl>
    </div>
  );
}
