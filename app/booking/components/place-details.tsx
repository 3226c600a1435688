import type { Place } from "~/booking/places";
import { m } from "~/paraglide/messages";

/** A session's place: its kind, then the address (line by line), link or number, or a note before booking. */
export function PlaceDetails({ place }: { place: Place }) {
  return (
    <>
      <span className="block">{place.label}</span>
      {place.detail &&
        (place.kind === "video" && place.link ? (
          <a className="block break-all" href={place.link.href} rel="noreferrer" target="_blank">
            {place.link.text}
            <span className="sr-only">{m.booking_new_tab()}</span>: {place.detail}
          </a>
        ) : (
          <span className="block whitespace-pre-line">{place.detail}</span>
        ))}
      {place.link && place.kind !== "video" && (
        <a className="block" href={place.link.href} rel="noreferrer" target="_blank">
          {place.link.text}
          <span className="sr-only">{m.booking_new_tab()}</span>
        </a>
      )}
      {place.note && <span className="block text-slate-600">{place.note}</span>}
    </>
  );
}
