import { data, Link } from "react-router";
import { PHASES } from "~/blueprint/questionnaires/engine";
import { bookingRefusal, getSessionTypeBySlug, mayBookPhaseReviews } from "~/booking/booking.server";
import { calendarView, readCalendarQuery, timeZoneChoices } from "~/booking/calendar-view.server";
import { BookingCalendar, calendarHref } from "~/booking/components/booking-calendar";
import { SessionFacts } from "~/booking/components/session-facts";
import { sessionPlace } from "~/booking/places";
import { policyRule } from "~/booking/policy";
import { getPlaceSettings } from "~/booking/present.server";
import { sessionPrice } from "~/booking/price";
import { typeIn } from "~/booking/type-language";
import { getDb } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { getUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import { priceVatNote, withVatNote } from "~/payments/vat.server";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? m.booking_calendar_meta_title({ name: loaderData.type.name }) : m.booking_book_title(),
    description: loaderData?.type.description,
    path: loaderData ? `/book/${loaderData.type.slug}` : undefined,
  });

export async function loader(args: Route.LoaderArgs) {
  const db = await getDb();
  const stored = await getSessionTypeBySlug(db, args.params.slug);
  if (!stored?.active) throw data(null, { status: 404 });
  const type = typeIn(stored, serverLocale());
  const url = new URL(args.request.url);
  const user = await getUser(args);
  const phaseParam = url.searchParams.get("phase");
  const phase = type.phaseReview && phaseParam && /^[1-4]$/.test(phaseParam) ? Number(phaseParam) : null;
  const refusal = await bookingRefusal(db, type, user, phase);
  const query = readCalendarQuery(url);
  const view = refusal ? null : await calendarView(db, type, query, new Date());
  const vatNote = await priceVatNote(db);
  return {
    type: {
      slug: type.slug,
      name: type.name,
      description: type.description,
      durationMinutes: type.durationMinutes,
      place: sessionPlace(type, await getPlaceSettings(db)),
      priceLabel: withVatNote(sessionPrice(type), type, vatNote),
      phaseReview: type.phaseReview,
      changes: policyRule(type),
    },
    phase,
    refusal,
    /** Which phase's review: asked of those who may book one (anyone else reads the refusal). */
    choosePhase: type.phaseReview && !phase && mayBookPhaseReviews(user),
    signedIn: Boolean(user),
    view,
    zoneChosen: Boolean(query.tz),
    zones: view ? timeZoneChoices(view.timeZone, view.businessTimeZone) : [],
  };
}

export default function BookCalendar({ loaderData }: Route.ComponentProps) {
  const { type, phase, refusal, choosePhase, view, zones, zoneChosen, signedIn } = loaderData;
  const localized = useLocalizedHref();
  const basePath = localized(`/book/${type.slug}`);
  const extra = { phase: phase ? String(phase) : null };
  return (
    <div className="container-page py-12">
      <p>
        <Link to={localized("/book")}>{m.booking_calendar_all()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold text-brand-900">
        {type.name}
        {phase ? m.booking_calendar_phase_suffix({ phase }) : ""}
      </h1>
      <SessionFacts type={type} />
      {choosePhase ? (
        <nav aria-label={m.booking_calendar_choose_phase()} className="mt-8">
          <h2 className="text-xl font-bold text-brand-900">{m.booking_calendar_which_phase()}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {PHASES.map((p) => (
              <li key={p.number}>
                <Link className="btn-secondary" to={`${basePath}?phase=${p.number}`}>
                  {m.booking_calendar_phase({ phase: p.number })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : refusal ? (
        <div className="mt-8 max-w-2xl">
          <p role="alert" className="alert-danger">
            {refusal}
          </p>
          {!signedIn && type.phaseReview && (
            <p className="mt-4">
              <Link
                className="btn-primary"
                to={localized(`/auth?redirectTo=${encodeURIComponent(calendarHref(basePath, extra))}`)}
              >
                {m.booking_calendar_sign_in()}
              </Link>
            </p>
          )}
        </div>
      ) : view ? (
        <div className="mt-8">
          <BookingCalendar
            view={view}
            basePath={basePath}
            extra={extra}
            zones={zones}
            zoneChosen={zoneChosen}
            timeHref={(start) => calendarHref(`${basePath}/details`, { ...extra, start, tz: view.timeZone })}
          />
        </div>
      ) : null}
      <p className="mt-10 text-slate-700">
        {m.booking_calendar_not_ready()}{" "}
        <Link to={localized("/book#send-a-message")}>{m.booking_calendar_send_message()}</Link>.
      </p>
    </div>
  );
}
