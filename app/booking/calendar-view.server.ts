/**
 * The booking calendar as the visitor sees it: a month of days in their own time zone, each
 * with its free times. Chosen month, day and zone travel in the query string, so every step is a
 * plain link or GET form and works without JavaScript.
 */

import { TZDate } from "@date-fns/tz";
import { addMonths, format, parseISO } from "date-fns";
import { fr } from "date-fns/locale/fr";
import type { Db } from "~/lib/db.server";
import { getBusinessTimeZone, isTimeZone } from "~/lib/settings.server";
import { getLocale } from "~/paraglide/runtime";
import { dateIn, formatDateLong, formatTime, groupByDate } from "./availability.ts";
import { freeTimes, type SessionType } from "./booking.server.ts";

export interface CalendarDay {
  date: string;
  inMonth: boolean;
  free: number;
}

export interface CalendarView {
  timeZone: string;
  businessTimeZone: string;
  month: string;
  monthLabel: string;
  previousMonth: string | null;
  nextMonth: string | null;
  /** Whole weeks, Monday first. */
  weeks: CalendarDay[][];
  selectedDate: string | null;
  selectedDateLabel: string | null;
  times: { start: string; label: string }[];
  firstFreeDate: string | null;
  /**
   * When no day of the month shown has a free time (late in a month, or a month past the last free day):
   * the free day nearest to it, the first after it or else the last before it.
   */
  nearestFree: { date: string; month: string; label: string } | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface CalendarQuery {
  month?: string | null;
  date?: string | null;
  tz?: string | null;
}

export function readCalendarQuery(url: URL): CalendarQuery {
  return { month: url.searchParams.get("month"), date: url.searchParams.get("date"), tz: url.searchParams.get("tz") };
}

export async function calendarView(
  db: Db,
  type: SessionType,
  query: CalendarQuery,
  now: Date,
  options: { exceptBookingId?: number } = {},
): Promise<CalendarView> {
  const businessTimeZone = await getBusinessTimeZone(db);
  const timeZone = query.tz && query.tz.length <= 64 && isTimeZone(query.tz) ? query.tz : businessTimeZone;
  const slots = await freeTimes(db, type, now, options);
  const byDate = groupByDate(slots, timeZone);
  const firstFreeDate = slots[0] ? dateIn(slots[0], timeZone) : null;

  const thisMonth = dateIn(now, timeZone).slice(0, 7);
  const lastMonth = dateIn(new Date(now.getTime() + type.horizonDays * 86_400_000), timeZone).slice(0, 7);
  let selectedDate = query.date && DATE.test(query.date) ? query.date : null;
  let month =
    query.month && MONTH.test(query.month)
      ? query.month
      : (selectedDate?.slice(0, 7) ?? firstFreeDate?.slice(0, 7) ?? thisMonth);
  if (month < thisMonth) month = thisMonth;
  if (month > lastMonth) month = lastMonth;
  if (selectedDate && selectedDate.slice(0, 7) !== month) selectedDate = null;
  // Opening a month shows its first day with free times straight away.
  if (!selectedDate) selectedDate = [...byDate.keys()].sort().find((date) => date.startsWith(month)) ?? null;

  const first = parseISO(`${month}-01`);
  const weeks: CalendarDay[][] = [];
  // Start on the Monday on or before the 1st.
  const offset = (Number(format(first, "i")) + 6) % 7;
  let cursor = new Date(first.getFullYear(), first.getMonth(), 1 - offset);
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      const date = format(cursor, "yyyy-MM-dd");
      week.push({ date, inMonth: date.startsWith(month), free: byDate.get(date)?.length ?? 0 });
      cursor = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1);
    }
    weeks.push(week);
  } while (format(cursor, "yyyy-MM") === month);

  const times = selectedDate
    ? (byDate.get(selectedDate) ?? []).map((slot) => ({ start: slot.toISOString(), label: formatTime(slot, timeZone) }))
    : [];
  const noon = (date: string) => new TZDate(`${date}T12:00:00`, timeZone);
  const freeDates = [...byDate.keys()].sort();
  const nearest = freeDates.some((date) => date.startsWith(month))
    ? undefined
    : (freeDates.find((date) => date > month) ?? freeDates.findLast((date) => date < month));
  return {
    timeZone,
    businessTimeZone,
    month,
    monthLabel: format(first, "MMMM yyyy", getLocale() === "fr" ? { locale: fr } : {}),
    previousMonth: month > thisMonth ? format(addMonths(first, -1), "yyyy-MM") : null,
    nextMonth: month < lastMonth ? format(addMonths(first, 1), "yyyy-MM") : null,
    weeks,
    selectedDate,
    selectedDateLabel: selectedDate ? formatDateLong(noon(selectedDate), timeZone) : null,
    times,
    firstFreeDate,
    nearestFree: nearest
      ? { date: nearest, month: nearest.slice(0, 7), label: formatDateLong(noon(nearest), timeZone) }
      : null,
  };
}

/** Current names that the platform's (ICU) list still spells the old way (Asia/Calcutta, Europe/Kiev…). */
const CURRENT_NAMES = [
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Asia/Ho_Chi_Minh",
  "Asia/Yangon",
  "Europe/Kyiv",
  "America/Nuuk",
  "Atlantic/Faroe",
  "Pacific/Kanton",
  "Africa/Asmara",
];

/** Time zones for the selector: the platform's list plus current names, the business and visitor zones first. */
export function timeZoneChoices(...first: string[]) {
  const all = [...Intl.supportedValuesOf("timeZone"), ...CURRENT_NAMES].sort();
  return [...new Set([...first, ...all])];
}
