import { Link } from "react-router";
import type { Place } from "~/booking/places";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

interface Session {
  id: number;
  title: string;
  when: string;
  place: Place;
  /** Null once it is too late to change it online: `policy` then says how. */
  reschedule: string | null;
  cancel: string | null;
  policy: string;
}

/** A signed-in person's upcoming sessions with links to move or cancel each one. */
export function UpcomingSessions({ sessions }: { sessions: Session[] }) {
  const localized = useLocalizedHref();
  return (
    <section aria-labelledby="upcoming-sessions-heading" className="card mt-8">
      <h2 id="upcoming-sessions-heading" className="text-xl font-bold text-brand-900">
        {m.booking_upcoming_heading()}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {m.booking_upcoming_none()} <Link to={localized("/book")}>{m.booking_upcoming_book()}</Link>
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">{session.title}</p>
                <p className="text-slate-700">{session.when}</p>
                <p className="text-sm text-slate-600">{session.place.line}</p>
                {!session.reschedule && (
                  <p className="text-sm text-slate-700">
                    {session.policy}{" "}
                    <Link to={localized("/book#send-a-message")}>{m.booking_upcoming_send_message()}</Link>
                  </p>
                )}
              </div>
              {session.reschedule && session.cancel && (
                <div className="flex gap-2">
                  <Link
                    className="btn-secondary"
                    to={session.reschedule}
                    aria-label={m.booking_upcoming_move_label({ title: session.title, when: session.when })}
                  >
                    {m.booking_upcoming_move()}
                  </Link>
                  <Link
                    className="btn-secondary"
                    to={session.cancel}
                    aria-label={m.booking_upcoming_cancel_label({ title: session.title, when: session.when })}
                  >
                    {m.booking_upcoming_cancel()}
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
