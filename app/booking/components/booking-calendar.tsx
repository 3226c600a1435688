import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useNavigation } from "react-router";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

export interface CalendarViewData {
  timeZone: string;
  businessTimeZone: string;
  month: string;
  monthLabel: string;
  previousMonth: string | null;
  nextMonth: string | null;
  weeks: { date: string; inMonth: boolean; free: number }[][];
  selectedDate: string | null;
  selectedDateLabel: string | null;
  times: { start: string; label: string }[];
  firstFreeDate: string | null;
  nearestFree: { date: string; month: string; label: string } | null;
}

// 5 to 11 January 2026: a Monday to a Sunday, to name the weekdays in the page's language.
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 0, 5 + i)));
const weekdayNames = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return WEEK.map((day) => format.format(day));
};
const WEEKDAYS = { en: weekdayNames("en-GB"), fr: weekdayNames("fr-FR") };
const dayLabels = {
  en: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  fr: new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
};

/** A query string with the calendar's state plus `extra` (phase, start, …). */
export function calendarHref(basePath: string, params: Record<string, string | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/**
 * Month → day → time, as links. Without JavaScript the zone is the business zone (or the one
 * chosen in the selector and sent with its button); with it, the browser's own zone is applied once
 * when none was chosen, and choosing another zone shows the times in it at once. Either way the
 * selector shows the zone the times are in: it follows the page's zone, not what it was first drawn with.
 */
export function BookingCalendar({
  view,
  basePath,
  extra = {},
  timeHref,
  zones,
  zoneChosen,
}: {
  view: CalendarViewData;
  basePath: string;
  extra?: Record<string, string | null | undefined>;
  timeHref: (start: string) => string;
  zones: string[];
  zoneChosen: boolean;
}) {
  const navigate = useNavigate();
  const detectedOnce = useRef(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // While the times of a newly chosen zone load, the selector already shows that zone.
  const pending = useNavigation().location;
  const pendingZone = pending?.pathname === basePath ? new URLSearchParams(pending.search).get("tz") : null;
  const phase = extra.phase;
  useEffect(() => {
    if (zoneChosen || detectedOnce.current) return;
    detectedOnce.current = true;
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // The server checks the zone again; an unknown one falls back to the business zone.
    if (detected && detected !== view.timeZone) {
      navigate(calendarHref(basePath, { phase, month: view.month, date: view.selectedDate, tz: detected }), {
        replace: true,
        preventScrollReset: true,
      });
    }
  }, [zoneChosen, view.timeZone, view.month, view.selectedDate, basePath, phase, navigate]);

  const locale = useLocale();
  const dayLabel = dayLabels[locale];
  const state = { ...extra, tz: view.timeZone };
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby="month-heading" className="card">
        <div className="flex items-center justify-between gap-2">
          {view.previousMonth ? (
            <Link
              className="btn-secondary"
              to={calendarHref(basePath, { ...state, month: view.previousMonth })}
              aria-label={m.booking_cal_previous()}
              preventScrollReset
            >
              ←
            </Link>
          ) : (
            <span className="w-10" />
          )}
          <h2 id="month-heading" className="text-xl font-bold text-brand-900" aria-live="polite">
            {view.monthLabel}
          </h2>
          {view.nextMonth ? (
            <Link
              className="btn-secondary"
              to={calendarHref(basePath, { ...state, month: view.nextMonth })}
              aria-label={m.booking_cal_next()}
              preventScrollReset
            >
              →
            </Link>
          ) : (
            <span className="w-10" />
          )}
        </div>
        <table className="mt-4 w-full table-fixed border-collapse text-center">
          <caption className="sr-only">{m.booking_cal_caption({ month: view.monthLabel })}</caption>
          <thead>
            <tr>
              {WEEKDAYS[locale].map((day) => (
                <th key={day} scope="col" className="pb-2 text-xs font-semibold text-slate-600">
                  <abbr title={day} className="no-underline">
                    {day.slice(0, 3)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.weeks.map((week) => (
              <tr key={week[0]!.date}>
                {week.map((day) => {
                  const label = dayLabel.format(new Date(`${day.date}T00:00:00Z`));
                  const number = Number(day.date.slice(8));
                  if (!day.inMonth) return <td key={day.date} />;
                  const selected = day.date === view.selectedDate;
                  return (
                    <td key={day.date} className="p-0.5">
                      {day.free > 0 ? (
                        <Link
                          to={calendarHref(basePath, { ...state, month: view.month, date: day.date })}
                          aria-label={
                            day.free === 1
                              ? m.booking_cal_free_one({ day: label })
                              : m.booking_cal_free_many({ day: label, count: day.free })
                          }
                          aria-current={selected ? "date" : undefined}
                          preventScrollReset
                          className={`block rounded-md py-2 font-semibold no-underline ${
                            selected ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-900 hover:bg-brand-100"
                          }`}
                        >
                          {number}
                        </Link>
                      ) : (
                        <span className="block py-2 text-slate-500">
                          {number}
                          <span className="sr-only">{m.booking_cal_no_free({ day: label })}</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <form method="get" action={basePath} className="mt-6 flex flex-wrap items-end gap-2">
          {Object.entries({ ...extra, month: view.month, date: view.selectedDate }).map(([key, value]) =>
            value ? <input key={key} type="hidden" name={key} value={value} /> : null,
          )}
          <div className="grow">
            <label className="field-label" htmlFor="tz">
              {m.booking_cal_times_in_label()}
            </label>
            <select
              id="tz"
              name="tz"
              className="field-input"
              value={pendingZone ?? view.timeZone}
              onChange={(event) =>
                navigate(
                  calendarHref(basePath, {
                    ...extra,
                    month: view.month,
                    date: view.selectedDate,
                    tz: event.currentTarget.value,
                  }),
                  { replace: true, preventScrollReset: true },
                )
              }
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          </div>
          {!enhanced && (
            <button type="submit" className="btn-secondary">
              {m.booking_cal_change_zone()}
            </button>
          )}
        </form>
      </section>

      <section aria-labelledby="times-heading" className="card">
        <h2 id="times-heading" className="text-xl font-bold text-brand-900">
          {view.selectedDateLabel ?? m.booking_cal_choose_day()}
        </h2>
        {view.selectedDate ? (
          view.times.length > 0 ? (
            <>
              <p className="mt-1 text-sm text-slate-600">
                {m.booking_cal_times_in({ zone: view.timeZone.replaceAll("_", " ") })}
              </p>
              <ul className="mt-4 grid grid-cols-3 gap-2" aria-label={m.booking_cal_free_times()}>
                {view.times.map((time) => (
                  <li key={time.start}>
                    <Link to={timeHref(time.start)} className="btn-secondary w-full">
                      {time.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-4 text-slate-700">{m.booking_cal_day_full()}</p>
          )
        ) : view.nearestFree ? (
          <>
            <p className="mt-4 text-slate-700">{m.booking_cal_month_full({ month: view.monthLabel })}</p>
            <p className="mt-2">
              <Link
                to={calendarHref(basePath, { ...state, month: view.nearestFree.month, date: view.nearestFree.date })}
                preventScrollReset
              >
                {m.booking_cal_nearest({ day: view.nearestFree.label })}
              </Link>
            </p>
          </>
        ) : (
          <p className="mt-4 text-slate-700">{m.booking_cal_none()}</p>
        )}
      </section>
    </div>
  );
}
