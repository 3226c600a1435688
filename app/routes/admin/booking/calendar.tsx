import { addDays, format, parseISO } from "date-fns";
import { fr } from "date-fns/locale/fr";
import { Link } from "react-router";
import { dateIn, formatTime, zonedInstant } from "~/booking/availability";
import { explainBusinessDay, listSessionTypes } from "~/booking/booking.server";
import { busyRangesBetween } from "~/booking/busy-calendars.server";
import { type CalendarBooking, calendarBookingsBetween } from "~/booking/owner-calendar.server";
import { blockedBetween } from "~/booking/read-models.server";
import { sessionTitle, typeName } from "~/booking/type-language";
import { keptName } from "~/lib/anonymised";
import { getDb } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.calendar_title(), noindex: true });

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const REASONS: Record<string, () => string> = {
  closed: m.calendar_reason_closed,
  notice: m.calendar_reason_notice,
  horizon: m.calendar_reason_horizon,
  cap: m.calendar_reason_cap,
  blocked: m.calendar_reason_blocked,
  calendar: m.calendar_reason_calendar,
  booked: m.calendar_reason_booked,
};

/** A booking's state in the week view (a confirmed one says nothing). */
const DAY_STATUS: Record<string, () => string> = {
  pending: m.calendar_day_status_pending,
  pending_payment: m.calendar_day_status_pending_payment,
  cancelled: m.calendar_day_status_cancelled,
  completed: m.calendar_day_status_completed,
  no_show: m.calendar_day_status_no_show,
};

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const url = new URL(args.request.url);
  const timeZone = await getBusinessTimeZone(db);
  const dateLocale = serverLocale() === "fr" ? { locale: fr } : {};
  const now = new Date();
  const today = dateIn(now, timeZone);
  const weekParam = url.searchParams.get("week");
  const anchor = weekParam && DATE.test(weekParam) ? weekParam : today;
  // Weeks start on Monday, in the business time zone.
  const weekStart = format(addDays(parseISO(anchor), -((Number(format(parseISO(anchor), "i")) + 6) % 7)), "yyyy-MM-dd");
  const weekDates = Array.from({ length: 7 }, (_, i) => format(addDays(parseISO(weekStart), i), "yyyy-MM-dd"));
  const from = zonedInstant(weekStart, 0, timeZone);
  const to = zonedInstant(weekDates[6]!, 1440, timeZone);
  const [weekBookings, weekBlocked, weekBusy, agenda, types] = await Promise.all([
    calendarBookingsBetween(db, from, to),
    blockedBetween(db, from, to),
    busyRangesBetween(db, from, to),
    calendarBookingsBetween(db, now, new Date(now.getTime() + 60 * 86_400_000)),
    listSessionTypes(db, { includeHidden: true }),
  ]);

  const explainDate = url.searchParams.get("date");
  const explainType = types.find((t) => t.slug === url.searchParams.get("type")) ?? types[0];
  const explanation =
    explainDate && DATE.test(explainDate) && explainType
      ? await explainBusinessDay(db, explainType, explainDate, now)
      : null;

  const typeOf = new Map(types.map((t) => [t.id, t]));
  // A booking as the page shows it: only what it renders, since each field is written twice (in the markup and
  // in the hydration data) and the agenda holds 60 days of them.
  const titleName = (booking: CalendarBooking) => {
    const type = typeOf.get(booking.sessionTypeId)!;
    return m.calendar_title_name({ title: sessionTitle(type, booking.phase), name: keptName(booking) });
  };
  const timeOf = (booking: CalendarBooking) =>
    `${formatTime(booking.startsAt, timeZone)}–${formatTime(booking.endsAt, timeZone)}`;
  const weekItem = (booking: CalendarBooking) => {
    const type = typeOf.get(booking.sessionTypeId)!;
    return {
      id: booking.id,
      date: dateIn(booking.startsAt, timeZone),
      text: `${timeOf(booking)} ${titleName(booking)}`,
      // Travel to and from a session on location, held around it like a buffer.
      travel:
        type.locationKind === "on_location" && type.travelMinutes > 0
          ? m.calendar_travel({
              minutes: type.travelMinutes,
              from: formatTime(booking.heldFrom, timeZone),
              until: formatTime(booking.heldUntil, timeZone),
            })
          : null,
      statusText: DAY_STATUS[booking.status]?.() ?? null,
    };
  };
  const weekItems = weekBookings.map(weekItem);
  // The agenda's day headings: one per date, however many bookings share it.
  const dateLabels = new Map<string, string>();
  const agendaDateLabel = (date: string) => {
    let label = dateLabels.get(date);
    if (label === undefined) {
      label = format(parseISO(date), "EEEE d MMMM", dateLocale);
      dateLabels.set(date, label);
    }
    return label;
  };
  // The part of a range that falls on `date`, as "HH:mm–HH:mm" in the business zone.
  const onDate = (range: { startsAt: Date; endsAt: Date }, date: string) =>
    `${dateIn(range.startsAt, timeZone) === date ? formatTime(range.startsAt, timeZone) : "00:00"}–${
      dateIn(range.endsAt, timeZone) === date ? formatTime(range.endsAt, timeZone) : "24:00"
    }`;
  const coversDate = (range: { startsAt: Date; endsAt: Date }, date: string) =>
    dateIn(range.startsAt, timeZone) <= date && dateIn(new Date(range.endsAt.getTime() - 1), timeZone) >= date;
  return {
    timeZone,
    today,
    weekLabel: format(parseISO(weekStart), "d MMMM yyyy", dateLocale),
    previousWeek: format(addDays(parseISO(weekStart), -7), "yyyy-MM-dd"),
    nextWeek: format(addDays(parseISO(weekStart), 7), "yyyy-MM-dd"),
    days: weekDates.map((date) => ({
      date,
      label: format(parseISO(date), "EEE d MMM", dateLocale),
      bookings: weekItems.filter((b) => b.date === date).map(({ date: _, ...b }) => b),
      blocked: weekBlocked
        .filter((b) => coversDate(b, date))
        .map((b) => ({ id: b.id, note: b.note, time: onDate(b, date) })),
      busy: weekBusy
        .map((b) => ({ startsAt: b.start, endsAt: b.end, calendar: b.calendar }))
        .filter((b) => coversDate(b, date))
        .map((b, i) => ({
          key: `${b.calendar}-${b.startsAt.getTime()}-${i}`,
          calendar: b.calendar,
          time: onDate(b, date),
        })),
    })),
    agenda: agenda
      .filter((b) => b.status === "confirmed")
      .map((b) => {
        const date = dateIn(b.startsAt, timeZone);
        const day = date === today ? m.calendar_today() : agendaDateLabel(date);
        return { id: b.id, when: `${day}, ${timeOf(b)}`, text: titleName(b) };
      }),
    types: types.map((t) => ({ slug: t.slug, name: typeName(t) })),
    explain: {
      date: explainDate ?? today,
      type: explainType?.slug ?? "",
      result: explanation
        ? {
            free: explanation.free,
            reasons: Object.entries(explanation.reasons).map(([reason, count]) => ({
              reason,
              text: REASONS[reason]?.() ?? reason,
              count: reason === "closed" ? null : count,
            })),
            busyCalendars: explanation.busyCalendars,
          }
        : null,
    },
  };
}

export default function BookingCalendarAdmin({ loaderData }: Route.ComponentProps) {
  const { timeZone, days, agenda, weekLabel, previousWeek, nextWeek, types, explain, today } = loaderData;
  return (
    <div className="container-page py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-4xl font-bold text-brand-900">{m.calendar_title()}</h1>
        <Link className="btn-secondary" to="/admin/booking/setup">
          {m.calendar_setup_title()}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{m.calendar_times_in({ zone: timeZone.replaceAll("_", " ") })}</p>

      <section aria-labelledby="agenda-heading" className="mt-8">
        <h2 id="agenda-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_agenda()}
        </h2>
        {agenda.length === 0 ? (
          <p className="mt-2 text-slate-700">{m.calendar_agenda_empty()}</p>
        ) : (
          <ul className="agenda-list mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {agenda.map((b) => (
              <li key={b.id}>
                <span>{b.when}</span>
                <Link to={`/admin/booking/${b.id}`}>{b.text}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="week-heading" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="week-heading" className="text-2xl font-bold text-brand-900">
            {m.calendar_week_of({ date: weekLabel })}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link className="btn-secondary" to={`?week=${previousWeek}`}>
              {m.calendar_previous_week()}
            </Link>
            <Link className="btn-secondary" to="?">
              {m.calendar_this_week()}
            </Link>
            <Link className="btn-secondary" to={`?week=${nextWeek}`}>
              {m.calendar_next_week()}
            </Link>
          </div>
        </div>
        <ol className="mt-4 grid gap-2 md:grid-cols-7">
          {days.map((day) => (
            <li key={day.date} className="min-h-32 rounded-lg border border-slate-200 bg-white p-2">
              <h3 className={`text-sm font-bold ${day.date === today ? "text-brand-700" : "text-slate-800"}`}>
                {day.label}
                {day.date === today ? m.calendar_today_suffix() : ""}
              </h3>
              <ul className="mt-2 space-y-1 text-sm">
                {day.bookings.map((b) => (
                  <li key={b.id} className="rounded bg-brand-50 p-1">
                    <Link to={`/admin/booking/${b.id}`}>{b.text}</Link>
                    {b.travel && <span className="block text-slate-600">{b.travel}</span>}
                    {b.statusText && <span className="block text-slate-600">{b.statusText}</span>}
                  </li>
                ))}
                {day.blocked.map((b) => (
                  <li key={b.id} className="rounded bg-slate-100 p-1 text-slate-700">
                    {b.note
                      ? m.calendar_day_blocked_note({ time: b.time, note: b.note })
                      : m.calendar_day_blocked({ time: b.time })}
                  </li>
                ))}
                {day.busy.map((b) => (
                  <li
                    key={b.key}
                    className="rounded border border-dashed border-slate-300 bg-slate-50 p-1 text-slate-600"
                  >
                    {m.calendar_day_busy({ time: b.time, calendar: b.calendar })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="why-heading" className="card mt-10 max-w-3xl">
        <h2 id="why-heading" className="text-2xl font-bold text-brand-900">
          {m.calendar_why_heading()}
        </h2>
        <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label className="field-label" htmlFor="why-date">
              {m.calendar_day()}
            </label>
            <input className="field-input" type="date" id="why-date" name="date" defaultValue={explain.date} required />
          </div>
          <div>
            <label className="field-label" htmlFor="why-type">
              {m.calendar_session_type()}
            </label>
            <select className="field-input" id="why-type" name="type" defaultValue={explain.type}>
              {types.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            {m.calendar_explain()}
          </button>
        </form>
        {explain.result && (
          <div className="mt-4" aria-live="polite">
            <p className="font-semibold">
              {explain.result.free > 0
                ? m.calendar_free_times({ count: explain.result.free })
                : m.calendar_no_free_time()}
            </p>
            <ul className="mt-2 list-disc pl-6">
              {explain.result.reasons.map((r) =>
                r.reason === "calendar" ? (
                  explain.result!.busyCalendars.map((c) => (
                    <li key={`calendar-${c.name}`}>{m.calendar_busy_in_count({ name: c.name, count: c.count })}</li>
                  ))
                ) : (
                  <li key={r.reason}>
                    {r.count !== null ? m.calendar_reason_count({ reason: r.text, count: r.count }) : r.text}
                  </li>
                ),
              )}
            </ul>
          </div>
        )}
      </section>
    </div>
  );
}
