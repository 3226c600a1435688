/**
 * Which times are free: a pure computation over the owner's hours (wall-clock minutes in the
 * business time zone), date overrides, blocked time and existing bookings. Wall-clock times are
 * turned into instants with @date-fns/tz, then every step walks real minutes, so a day on which
 * the clocks change still offers only times that exist, each once.
 */
import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";
import { fr } from "date-fns/locale/fr";
import { dateFormat } from "../lib/intl.ts";
import { m } from "../paraglide/messages.js";
import { getLocale } from "../paraglide/runtime.js";

export interface TimeRange {
  startMinute: number;
  endMinute: number;
}

export interface WeeklyRule extends TimeRange {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

export interface DateOverride {
  date: string;
  startMinute: number | null;
  endMinute: number | null;
}

export interface Interval {
  start: Date;
  end: Date;
}

export interface SlotType {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  dailyCap: number | null;
  /** A session "on location" holds its travel time before and after, like a buffer. */
  locationKind?: string;
  travelMinutes?: number;
}

/** Minutes held before and after a session: its buffers, plus travel for a session on location. */
export function heldMargins(type: SlotType) {
  const travel = type.locationKind === "on_location" ? (type.travelMinutes ?? 0) : 0;
  return { before: type.bufferBeforeMinutes + travel, after: type.bufferAfterMinutes + travel };
}

/** A busy range from one of the owner's other calendars (issue 28). */
export interface CalendarBusy extends Interval {
  calendar: string;
}

export interface AvailabilityInput {
  timeZone: string;
  rules: WeeklyRule[];
  overrides: DateOverride[];
  blocked: Interval[];
  /** Time held by other bookings (their buffers included). */
  busy: Interval[];
  /** Busy ranges of the owner's other calendars. */
  calendarBusy?: CalendarBusy[];
  /** Bookings of this type per business date (for the daily cap). */
  bookedPerDate: Map<string, number>;
  now: Date;
}

/** Candidate start times are this far apart. */
export const SLOT_STEP_MINUTES = 30;

export type DayReason = "closed" | "notice" | "horizon" | "cap" | "blocked" | "calendar" | "booked";

export interface DayCandidate {
  start: Date;
  end: Date;
  /** Undefined when the time is free. */
  reason?: Exclude<DayReason, "closed">;
}

const MINUTE = 60_000;

// Resolving a wall-clock time in a zone is the costly step; the same few (date, minute, zone)
// triples come back on every request, so their instants are remembered (bounded).
const instantCache = new Map<string, number>();

/** A date (YYYY-MM-DD) and wall-clock minute in `timeZone` as an instant. */
export function zonedInstant(date: string, minute: number, timeZone: string): Date {
  const key = `${date}|${minute}|${timeZone}`;
  const known = instantCache.get(key);
  if (known !== undefined) return new Date(known);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const instant =
    minute === 1440
      ? new TZDate(y, m - 1, d + 1, 0, 0, timeZone).getTime()
      : new TZDate(y, m - 1, d, Math.floor(minute / 60), minute % 60, timeZone).getTime();
  if (instantCache.size >= 20_000) instantCache.clear();
  instantCache.set(key, instant);
  return new Date(instant);
}

/**
 * The calendar date (YYYY-MM-DD) of an instant in `timeZone`. Through a kept Intl formatter: date-fns'
 * `format` in a zone builds a TZDate and works out the zone's offset on every call, which was a tenth of
 * the owner's calendar page (300 bookings) in a profile.
 */
export function dateIn(instant: Date, timeZone: string): string {
  const parts = zoneFormats(timeZone).date.formatToParts(instant);
  let year = "";
  let month = "";
  let day = "";
  for (const part of parts) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  return `${year}-${month}-${day}`;
}

/**
 * `dateIn`'s and `formatTime`'s formatters, by zone: looked up by the zone's name alone (`dateFormat`'s key is the
 * options as JSON, which the owner's calendar paid ~900 times a page, 300 bookings with their dates and times).
 */
const formatsByZone = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function zoneFormats(timeZone: string) {
  let kept = formatsByZone.get(timeZone);
  if (!kept) {
    kept = {
      date: dateFormat("en-GB", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }),
      time: dateFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }),
    };
    formatsByZone.set(timeZone, kept);
  }
  return kept;
}

/** Calendar arithmetic on plain dates (no time of day, no zone). */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

export function addDaysToDate(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The opening ranges of one business date: its overrides if it has any, else its weekday's hours. */
export function rangesFor(date: string, rules: WeeklyRule[], overrides: DateOverride[]): TimeRange[] {
  const own = overrides.filter((o) => o.date === date);
  if (own.length > 0) {
    return own
      .filter((o): o is DateOverride & TimeRange => o.startMinute !== null && o.endMinute !== null)
      .map(({ startMinute, endMinute }) => ({ startMinute, endMinute }))
      .sort((a, b) => a.startMinute - b.startMinute);
  }
  const weekday = isoWeekday(date);
  return rules
    .filter((r) => r.weekday === weekday)
    .map(({ startMinute, endMinute }) => ({ startMinute, endMinute }))
    .sort((a, b) => a.startMinute - b.startMinute);
}

function overlaps(a: Interval, list: Interval[]) {
  return list.some((b) => a.start < b.end && b.start < a.end);
}

/**
 * Thousands of calendar ranges are checked against every candidate time: sorted by start with the
 * running maximum of their ends, one binary search answers whether any range overlaps.
 */
interface RangeIndex {
  starts: Float64Array;
  maxEnds: Float64Array;
}

const rangeIndexes = new WeakMap<Interval[], RangeIndex>();

function rangeIndex(list: Interval[]): RangeIndex {
  const known = rangeIndexes.get(list);
  if (known) return known;
  const sorted = list.map((r) => [r.start.getTime(), r.end.getTime()] as const).sort((a, b) => a[0] - b[0]);
  const starts = new Float64Array(sorted.length);
  const maxEnds = new Float64Array(sorted.length);
  let running = Number.NEGATIVE_INFINITY;
  sorted.forEach(([start, end], i) => {
    starts[i] = start;
    running = Math.max(running, end);
    maxEnds[i] = running;
  });
  const index = { starts, maxEnds };
  rangeIndexes.set(list, index);
  return index;
}

function overlapsIndexed(start: number, end: number, index: RangeIndex) {
  // The last range starting before `end`; any range up to it that ends after `start` overlaps.
  let low = 0;
  let high = index.starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (index.starts[middle]! < end) low = middle + 1;
    else high = middle;
  }
  return low > 0 && index.maxEnds[low - 1]! > start;
}

/** Every candidate start of one business date with the reason it is not free, if any. */
export function dayCandidates(date: string, type: SlotType, input: AvailabilityInput): DayCandidate[] {
  const candidates: DayCandidate[] = [];
  const earliest = input.now.getTime() + type.minNoticeMinutes * MINUTE;
  const latest = input.now.getTime() + type.horizonDays * 24 * 60 * MINUTE;
  const capReached = type.dailyCap !== null && (input.bookedPerDate.get(date) ?? 0) >= type.dailyCap;
  const seen = new Set<number>();
  const margins = heldMargins(type);
  const calendars = input.calendarBusy?.length ? rangeIndex(input.calendarBusy) : null;
  // Hundreds of bookings over a 60-day horizon: indexed like the calendars' ranges.
  const booked = input.busy.length ? rangeIndex(input.busy) : null;
  for (const range of rangesFor(date, input.rules, input.overrides)) {
    const rangeStart = zonedInstant(date, range.startMinute, input.timeZone).getTime();
    const rangeEnd = zonedInstant(date, range.endMinute, input.timeZone).getTime();
    for (let t = rangeStart; t + type.durationMinutes * MINUTE <= rangeEnd; t += SLOT_STEP_MINUTES * MINUTE) {
      if (seen.has(t)) continue;
      seen.add(t);
      const start = new Date(t);
      const end = new Date(t + type.durationMinutes * MINUTE);
      const held = {
        start: new Date(t - margins.before * MINUTE),
        end: new Date(end.getTime() + margins.after * MINUTE),
      };
      let reason: DayCandidate["reason"];
      if (t < earliest) reason = "notice";
      else if (t > latest) reason = "horizon";
      else if (capReached) reason = "cap";
      else if (overlaps(held, input.blocked)) reason = "blocked";
      else if (calendars && overlapsIndexed(held.start.getTime(), held.end.getTime(), calendars)) reason = "calendar";
      else if (booked && overlapsIndexed(held.start.getTime(), held.end.getTime(), booked)) reason = "booked";
      candidates.push({ start, end, reason });
    }
  }
  return candidates.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Free start times between two business dates (inclusive). */
export function freeSlots(fromDate: string, toDate: string, type: SlotType, input: AvailabilityInput): Date[] {
  const slots: Date[] = [];
  for (let date = fromDate; date <= toDate; date = addDaysToDate(date, 1)) {
    for (const candidate of dayCandidates(date, type, input)) if (!candidate.reason) slots.push(candidate.start);
  }
  return slots;
}

export interface DayExplanation {
  date: string;
  free: number;
  /** How many otherwise possible times each reason removed; `closed` when the day has no hours. */
  reasons: Partial<Record<DayReason, number>>;
  /** For `calendar`: the names of the calendars that are busy, each with the times it removed. */
  busyCalendars: { name: string; count: number }[];
}

export function explainDay(date: string, type: SlotType, input: AvailabilityInput): DayExplanation {
  const candidates = dayCandidates(date, type, input);
  const reasons: DayExplanation["reasons"] = {};
  if (candidates.length === 0) reasons.closed = 1;
  let free = 0;
  const busyCalendars = new Map<string, number>();
  const margins = heldMargins(type);
  for (const c of candidates) {
    if (c.reason) reasons[c.reason] = (reasons[c.reason] ?? 0) + 1;
    else free++;
    if (c.reason !== "calendar") continue;
    const held = {
      start: new Date(c.start.getTime() - margins.before * MINUTE),
      end: new Date(c.end.getTime() + margins.after * MINUTE),
    };
    const names = new Set((input.calendarBusy ?? []).filter((b) => overlaps(held, [b])).map((b) => b.calendar));
    for (const name of names) busyCalendars.set(name, (busyCalendars.get(name) ?? 0) + 1);
  }
  return {
    date,
    free,
    reasons,
    busyCalendars: [...busyCalendars].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count),
  };
}

/** Groups instants by their calendar date in the viewer's time zone. */
export function groupByDate(slots: Date[], timeZone: string): Map<string, Date[]> {
  const byDate = new Map<string, Date[]>();
  for (const slot of slots) {
    const key = dateIn(slot, timeZone);
    const list = byDate.get(key);
    if (list) list.push(slot);
    else byDate.set(key, [slot]);
  }
  return byDate;
}

/** "09:05": the wall-clock time of an instant in `timeZone`, on the 24-hour clock (a kept Intl formatter, as `dateIn`). */
export function formatTime(instant: Date, timeZone: string) {
  return zoneFormats(timeZone).time.format(instant);
}

/** "Thursday 26 November 2026", "jeudi 26 novembre 2026": in the language being spoken unless told. */
export function formatDateLong(instant: Date, timeZone: string, locale = getLocale()) {
  return format(instant, "EEEE d MMMM yyyy", { in: tz(timeZone), ...(locale === "fr" ? { locale: fr } : {}) });
}

export function formatDateTimeLong(instant: Date, timeZone: string, locale = getLocale()) {
  return m.booking_date_time_long(
    {
      date: formatDateLong(instant, timeZone, locale),
      time: formatTime(instant, timeZone),
      zone: timeZone.replaceAll("_", " "),
    },
    { locale },
  );
}
