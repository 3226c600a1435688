import { data, Form, Link, redirect } from "react-router";
import { formatDateTimeLong } from "~/booking/availability";
import { changePolicy, clientMayChange, rescheduleBooking } from "~/booking/booking.server";
import { calendarView, readCalendarQuery, timeZoneChoices } from "~/booking/calendar-view.server";
import { BookingCalendar, calendarHref } from "~/booking/components/booking-calendar";
import { BookingSummary } from "~/booking/components/booking-summary";
import { LateChangeNotice } from "~/booking/components/late-change-notice";
import { bookingContact, bookingPaths, getPlaceSettings, presentBooking } from "~/booking/present.server";
import { bookingForToken } from "~/booking/token-pages.server";
import { SMALL_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { assertSameOrigin, HttpError, readBoundedText } from "~/lib/http.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { isTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/reschedule";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.payments_move_title(), noindex: true });

/** Choosing a new time is a series of GETs; only the final POST moves the booking. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await getDb();
  const { booking, type, stale } = await bookingForToken(db, "reschedule", params.token);
  const now = new Date();
  const allowed = !stale && clientMayChange(booking, type, now);
  const url = new URL(request.url);
  const query = readCalendarQuery(url);
  if (!query.tz) query.tz = booking.timeZone;
  const view = allowed ? await calendarView(db, type, query, now, { exceptBookingId: booking.id }) : null;
  const start = new Date(url.searchParams.get("start") ?? "");
  const chosen =
    view && !Number.isNaN(start.getTime())
      ? { start: start.toISOString(), label: formatDateTimeLong(start, view.timeZone) }
      : null;
  return {
    booking: presentBooking(booking, type, await getPlaceSettings(db)),
    stale,
    allowed,
    view,
    chosen,
    zones: view ? timeZoneChoices(view.timeZone, view.businessTimeZone) : [],
    policy: changePolicy(type),
    contact: bookingContact(),
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  let form: URLSearchParams;
  try {
    assertSameOrigin(request);
    form = new URLSearchParams(await readBoundedText(request, SMALL_FORM_BYTES.reschedule));
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.detail }, { status: error.status });
    throw error;
  }
  const db = await getDb();
  const { booking, tokenVersion } = await bookingForToken(db, "reschedule", params.token);
  const start = new Date(form.get("start") ?? "");
  if (Number.isNaN(start.getTime())) return data({ error: m.payments_move_no_time() }, { status: 400 });
  const outcome = await rescheduleBooking(db, booking.id, start, "client", new Date(), tokenVersion);
  if (outcome.status === "done") throw redirect(bookingPaths(outcome.booking).view);
  const tz = form.get("tz");
  const zone = tz && isTimeZone(tz) ? tz : booking.timeZone;
  const alternatives = outcome.status === "taken" ? outcome.alternatives.map((a) => formatDateTimeLong(a, zone)) : [];
  return data(
    {
      error: [
        outcome.detail,
        ...(alternatives.length ? [m.payments_move_nearest(), alternatives.join("; ")] : []),
      ].join(" "),
    },
    { status: 409 },
  );
}

export default function RescheduleBooking({ loaderData, actionData, params }: Route.ComponentProps) {
  const { booking, stale, allowed, view, chosen, zones, policy, contact } = loaderData;
  const basePath = useLocalizedHref()(`/book/reschedule/${params.token}`);
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.payments_move_title()}</h1>
      <div className="max-w-3xl">
        <BookingSummary booking={booking} />
      </div>
      {actionData && (
        <p role="alert" className="alert-danger mt-6 max-w-3xl">
          {actionData.error}
        </p>
      )}
      {booking.status !== "confirmed" ? (
        <p className="mt-6">{m.payments_move_not_upcoming()}</p>
      ) : stale ? (
        <p role="alert" className="alert-danger mt-6 max-w-3xl">
          {m.payments_link_stale()}
        </p>
      ) : !allowed || !view ? (
        <div className="max-w-3xl">
          <LateChangeNotice policy={policy} contact={contact} />
        </div>
      ) : chosen ? (
        <Form method="post" className="card mt-6 max-w-3xl">
          <input type="hidden" name="start" value={chosen.start} />
          <input type="hidden" name="tz" value={view.timeZone} />
          <p className="text-lg">
            {m.payments_move_to()} <strong>{chosen.label}</strong>
            {m.payments_move_question()}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className="btn-primary">
              {m.payments_move_button()}
            </button>
            <Link className="btn-secondary" to={calendarHref(basePath, { tz: view.timeZone, month: view.month })}>
              {m.payments_move_other()}
            </Link>
          </div>
        </Form>
      ) : (
        <div className="mt-8">
          <h2 className="mb-4 text-2xl font-bold text-brand-900">{m.payments_move_choose()}</h2>
          <BookingCalendar
            view={view}
            basePath={basePath}
            zones={zones}
            zoneChosen={true}
            timeHref={(start) =>
              calendarHref(basePath, { tz: view.timeZone, month: view.month, date: view.selectedDate, start })
            }
          />
        </div>
      )}
    </div>
  );
}
