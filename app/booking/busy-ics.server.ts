/**
 * The busy ranges of an iCalendar feed between two instants (issue 28), parsed with ical.js
 * (docs/decisions/020-ical-js-for-busy-calendars.md). Pure: no database, no network.
 *
 * How times are read:
 * - `…Z` is UTC; a `TZID` defined by a `VTIMEZONE` in the feed uses that definition (RFC 5545);
 *   a `TZID` the feed does not define but that names an IANA zone uses the platform's rules.
 * - A floating time (no zone), or an unknown `TZID`, is wall-clock time in the calendar's
 *   `X-WR-TIMEZONE` when it names a zone, else in the business time zone.
 * - An all-day event (`VALUE=DATE`) blocks its whole days in the business time zone.
 * - `RRULE`/`RDATE` less `EXDATE`, with instances moved or changed by `RECURRENCE-ID`, expanded up to
 *   the window's end only; `STATUS:CANCELLED` and `TRANSP:TRANSPARENT` do not block.
 */
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { isTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { zonedInstant } from "./availability.ts";

export interface BusyRange {
  start: Date;
  end: Date;
}

/** An answer that is no iCalendar feed (worded in the language the server works in now). */
export class CalendarParseError extends Error {
  constructor() {
    super(m.calendar_fetch_not_ics());
  }
}

/** A feed with more occurrences than this in the window is cut here (a runaway rule must not stall a sync). */
export const MAX_BUSY_RANGES = 20_000;
/** Occurrences walked per recurring event, from its first one, before giving up on it. */
const MAX_STEPS_PER_EVENT = 50_000;

type Zoned = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

export function busyRangesFromIcs(
  text: string,
  window: { from: Date; to: Date },
  businessTimeZone: string,
): BusyRange[] {
  let root: IcalComponent;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new CalendarParseError();
  }
  const calendar = root.name === "vcalendar" ? root : root.getFirstSubcomponent("vcalendar");
  if (!calendar) throw new CalendarParseError();

  const calendarZone = String(calendar.getFirstPropertyValue("x-wr-timezone") ?? "");
  const floatingZone = calendarZone && isTimeZone(calendarZone) ? calendarZone : businessTimeZone;
  const reader = new TimeReader(floatingZone, businessTimeZone);

  // Masters and their moved or changed instances, by UID.
  const masters = new Map<string, IcalComponent>();
  const exceptions = new Map<string, IcalComponent[]>();
  const loose: IcalComponent[] = [];
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
    if (vevent.hasProperty("recurrence-id") && uid) {
      const list = exceptions.get(uid) ?? [];
      list.push(vevent);
      exceptions.set(uid, list);
    } else if (uid && !masters.has(uid)) masters.set(uid, vevent);
    else loose.push(vevent);
  }

  const ranges: BusyRange[] = [];
  const from = window.from.getTime();
  const to = window.to.getTime();
  const add = (item: IcalEvent, start: Zoned, end: Zoned, zoneHint: string | null) => {
    if (!blocks(item.component)) return;
    const range = reader.range(start, end, zoneHint);
    if (range && range.start.getTime() < to && range.end.getTime() > from) ranges.push(range);
  };

  for (const [uid, component] of masters) {
    const event = new ICAL.Event(component, {
      strictExceptions: true,
      exceptions: (exceptions.get(uid) ?? []).map((c) => new ICAL.Event(c)),
    });
    exceptions.delete(uid);
    const zoneHint = tzidOf(component);
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(event, event.startDate, event.endDate, zoneHint);
      continue;
    }
    const iterator = event.iterator();
    let reachedEnd = false;
    for (let step = 0; step < MAX_STEPS_PER_EVENT; step++) {
      const next = iterator.next();
      if (!next) {
        reachedEnd = true;
        break;
      }
      if (reader.instant(next, zoneHint).getTime() >= to) {
        reachedEnd = true;
        break;
      }
      const details = event.getOccurrenceDetails(next);
      add(details.item, details.startDate, details.endDate, tzidOf(details.item.component) ?? zoneHint);
      if (ranges.length > MAX_BUSY_RANGES) break;
    }
    // An instance whose original time lies past the window can be moved into it.
    if (reachedEnd) {
      for (const moved of Object.values(event.exceptions)) {
        if (reader.instant(moved.recurrenceId, zoneHint).getTime() >= to) {
          add(moved, moved.startDate, moved.endDate, tzidOf(moved.component) ?? zoneHint);
        }
      }
    }
  }
  // Instances without their master (a shared single occurrence) and events without a UID stand alone.
  for (const component of [...loose, ...[...exceptions.values()].flat()]) {
    const event = new ICAL.Event(component);
    if (event.startDate) add(event, event.startDate, event.endDate, tzidOf(component));
  }
  if (ranges.length > MAX_BUSY_RANGES) ranges.length = MAX_BUSY_RANGES;
  return ranges.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
}

function blocks(component: IcalComponent) {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT";
}

function tzidOf(component: IcalComponent): string | null {
  const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

/** Turns ical.js times into instants following the rules in this module's comment. */
class TimeReader {
  private floatingZone: string;
  private businessTimeZone: string;

  constructor(floatingZone: string, businessTimeZone: string) {
    this.floatingZone = floatingZone;
    this.businessTimeZone = businessTimeZone;
  }

  instant(time: Zoned, zoneHint: string | null): Date {
    if (time.isDate) return zonedInstant(dateOf(time), 0, this.businessTimeZone);
    const zone = time.zone;
    if (zone && zone.tzid !== "floating" && zone !== ICAL.Timezone.localTimezone) {
      // UTC, or a zone the feed defines with a VTIMEZONE.
      return new Date(time.toUnixTime() * 1000);
    }
    const wallZone = zoneHint && isTimeZone(zoneHint) ? zoneHint : this.floatingZone;
    return new Date(
      new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, wallZone).getTime(),
    );
  }

  range(start: Zoned, end: Zoned | null, zoneHint: string | null): BusyRange | null {
    const startAt = this.instant(start, zoneHint);
    // An all-day event without an end lasts its day; a timed one without an end takes no time.
    const endAt = end
      ? this.instant(end, zoneHint)
      : start.isDate
        ? zonedInstant(dateOf(start), 1440, this.businessTimeZone)
        : startAt;
    if (endAt.getTime() <= startAt.getTime()) return null;
    return { start: startAt, end: endAt };
  }
}

function dateOf(time: Zoned) {
  return `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}
