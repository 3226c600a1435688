import { Link } from "react-router";
import type { Place } from "~/booking/places";

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
  return (
    <section aria-labelledby="upcoming-sessions-heading" className="card mt-8">
      <h2 id="upcoming-sessions-heading" className="text-xl font-bold text-brand-900">
        Your upcoming sessions
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-2 text-slate-700">
          No session booked. <Link to="/book">Book a session</Link>
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
                    {session.policy} <Link to="/book#send-a-message">Send us a message</Link>
                  </p>
                )}
              </div>
              {session.reschedule && session.cancel && (
                <div className="flex gap-2">
                  <Link
                    className="btn-secondary"
                    to={session.reschedule}
                    aria-label={`Move ${session.title}, ${session.when}`}
                  >
                    Move
                  </Link>
                  <Link
                    className="btn-secondary"
                    to={session.cancel}
                    aria-label={`Cancel ${session.title}, ${session.when}`}
                  >
                    Cancel
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
