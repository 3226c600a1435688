/**
 * The owner's booking set-up: weekly hours, date overrides, blocked time, session types, the time
 * zone and the private calendar feed. Callers check the admin role; inputs are parsed here.
 */

import { randomBytes } from "node:crypto";
import { asc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { availabilityOverrides, availabilityRules, blockedTimes, sessionTypes } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { invalidatePublicPages } from "~/lib/public-page-cache.server";
import { getBusinessTimeZone, getSetting, isTimeZone, setSetting } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { dateIn, zonedInstant } from "./availability.ts";
import { AddressSchema, MeetingLinkSchema } from "./places.ts";
import type { SessionTypeForm } from "./session-type-form.ts";

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$|^24:00$/;

function minuteOf(time: string) {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

export function formatMinute(minute: number) {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** "09:00-12:00, 13:00-17:00" → ranges; an empty text is a closed day. Throws a readable 400. */
export function parseRanges(text: string): { startMinute: number; endMinute: number }[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  if (trimmed.length > 200) throw new HttpError(400, m.calendar_too_many_ranges());
  const ranges = trimmed.split(/[,;]/).map((part) => {
    const [from, to, ...rest] = part.split(/[-–]/).map((p) => p.trim());
    if (!from || !to || rest.length > 0 || !TIME.test(from) || !TIME.test(to)) {
      throw new HttpError(400, m.calendar_not_a_range({ part: part.trim() }));
    }
    const range = { startMinute: minuteOf(from), endMinute: minuteOf(to) };
    if (range.startMinute >= range.endMinute)
      throw new HttpError(400, m.calendar_range_backwards({ part: part.trim() }));
    return range;
  });
  ranges.sort((a, b) => a.startMinute - b.startMinute);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]!.startMinute < ranges[i - 1]!.endMinute) throw new HttpError(400, m.calendar_ranges_overlap());
  }
  return ranges;
}

export function formatRanges(ranges: { startMinute: number; endMinute: number }[]) {
  return ranges.map((r) => `${formatMinute(r.startMinute)}-${formatMinute(r.endMinute)}`).join(", ");
}

export async function loadSetup(db: Db, now: Date) {
  const timeZone = await getBusinessTimeZone(db);
  const [rules, overrides, blocked, types, feedToken] = await Promise.all([
    db.select().from(availabilityRules).orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute)),
    db
      .select()
      .from(availabilityOverrides)
      .where(gte(availabilityOverrides.date, dateIn(now, timeZone)))
      .orderBy(asc(availabilityOverrides.date), asc(availabilityOverrides.startMinute)),
    db.select().from(blockedTimes).where(gte(blockedTimes.endsAt, now)).orderBy(asc(blockedTimes.startsAt)),
    db.select().from(sessionTypes).orderBy(asc(sessionTypes.position), asc(sessionTypes.id)),
    getSetting(db, "bookingFeedToken"),
  ]);
  return { timeZone, rules, overrides, blocked, types, feedToken };
}

/** A weekday's ranges as the form sends them: times as typed ("HH:MM"), in the order of the rows. */
export type WeeklyHoursValues = { start: string; end: string }[][];

export const MAX_RANGES_PER_DAY = 8;
const TIME_INPUT = /^([01]\d|2[0-3]):([0-5]\d)(:00(\.0+)?)?$/;

/**
 * Reads the weekly hours form: per weekday d, `day{d}-start` and `day{d}-end` repeated, one pair a row (a
 * row with both times empty is ignored). Errors are per row, keyed
 * "day{d}-{i}": both times needed, a real time, the end after the start (an end of 00:00 is midnight), no
 * overlap with another row of that day.
 */
export function parseWeeklyHours(form: URLSearchParams) {
  // Without the marker, the request is not this form (an old page, a hand-made request): saving it would
  // close every day.
  if (form.get("hoursForm") !== "rows") throw new HttpError(400, m.calendar_form_out_of_date());
  const values: WeeklyHoursValues = [];
  const errors: Record<string, string> = {};
  const rules: { weekday: number; startMinute: number; endMinute: number }[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    const starts = form.getAll(`day${weekday}-start`);
    const ends = form.getAll(`day${weekday}-end`);
    const rows = Array.from({ length: Math.max(starts.length, ends.length) }, (_, i) => ({
      start: (starts[i] ?? "").trim(),
      end: (ends[i] ?? "").trim(),
    })).filter((row) => row.start !== "" || row.end !== "");
    values.push(rows);
    const ranges: { index: number; startMinute: number; endMinute: number }[] = [];
    rows.forEach((row, index) => {
      const key = `day${weekday}-${index}`;
      if (index >= MAX_RANGES_PER_DAY) {
        errors[key] = m.calendar_ranges_per_day({ max: MAX_RANGES_PER_DAY });
        return;
      }
      if (!row.start || !row.end) {
        errors[key] = m.calendar_range_both();
        return;
      }
      if (!TIME_INPUT.test(row.start) || !TIME_INPUT.test(row.end)) {
        errors[key] = m.calendar_range_format();
        return;
      }
      const startMinute = minuteOf(row.start.slice(0, 5));
      const endMinute = row.end.startsWith("00:00") ? 1440 : minuteOf(row.end.slice(0, 5));
      if (endMinute <= startMinute) {
        errors[key] = m.calendar_range_end_after({ end: row.end.slice(0, 5), start: row.start.slice(0, 5) });
        return;
      }
      const clash = ranges.find((r) => startMinute < r.endMinute && r.startMinute < endMinute);
      if (clash) {
        errors[key] = m.calendar_range_overlaps({
          range: `${formatMinute(clash.startMinute)}–${formatMinute(clash.endMinute)}`,
        });
        return;
      }
      ranges.push({ index, startMinute, endMinute });
    });
    for (const r of ranges) rules.push({ weekday, startMinute: r.startMinute, endMinute: r.endMinute });
  }
  return { values, errors, rules };
}

/** The stored weekly hours as the form's rows. */
export function weeklyHoursValues(rules: { weekday: number; startMinute: number; endMinute: number }[]) {
  return Array.from({ length: 7 }, (_, i) =>
    rules
      .filter((r) => r.weekday === i + 1)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((r) => ({ start: formatMinute(r.startMinute), end: formatMinute(r.endMinute % 1440) })),
  );
}

/** Replaces the weekly hours (rows checked by `parseWeeklyHours`). */
export async function saveWeeklyHours(db: Db, rows: { weekday: number; startMinute: number; endMinute: number }[]) {
  await db.transaction(async (tx) => {
    await tx.delete(availabilityRules);
    if (rows.length > 0) await tx.insert(availabilityRules).values(rows);
  });
}

const DateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: () => m.calendar_choose_date() });

/** Sets a date's own hours (empty = closed that day), replacing any it had. */
export async function saveOverride(db: Db, date: string, rangesText: string, note: string) {
  const day = DateSchema.parse(date);
  const ranges = parseRanges(rangesText);
  await db.transaction(async (tx) => {
    await tx.delete(availabilityOverrides).where(eq(availabilityOverrides.date, day));
    await tx
      .insert(availabilityOverrides)
      .values(
        ranges.length > 0
          ? ranges.map((r) => ({ date: day, ...r, note: note.slice(0, 200) }))
          : [{ date: day, startMinute: null, endMinute: null, note: note.slice(0, 200) }],
      );
  });
}

export async function removeOverride(db: Db, date: string) {
  await db.delete(availabilityOverrides).where(eq(availabilityOverrides.date, DateSchema.parse(date)));
}

const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A `datetime-local` value read as wall-clock time in the business zone. */
export function businessInstant(value: string, timeZone: string): Date {
  if (!LOCAL_DATETIME.test(value)) throw new HttpError(400, m.calendar_choose_date_time());
  const [date, time] = value.split("T") as [string, string];
  DateSchema.parse(date);
  if (!TIME.test(time)) throw new HttpError(400, m.calendar_choose_date_time());
  return zonedInstant(date, minuteOf(time), timeZone);
}

export async function addBlockedTime(db: Db, from: string, until: string, note: string) {
  const timeZone = await getBusinessTimeZone(db);
  const startsAt = businessInstant(from, timeZone);
  const endsAt = businessInstant(until, timeZone);
  if (endsAt <= startsAt) throw new HttpError(400, m.calendar_end_after_start());
  await db.insert(blockedTimes).values({ startsAt, endsAt, note: note.slice(0, 200) });
}

export async function removeBlockedTime(db: Db, id: number) {
  await db.delete(blockedTimes).where(eq(blockedTimes.id, id));
}

export async function saveTimeZone(db: Db, zone: string) {
  if (zone.length > 64 || !isTimeZone(zone)) throw new HttpError(400, m.calendar_choose_time_zone());
  await setSetting(db, "businessTimeZone", zone);
}

export const PlacesFormSchema = z.object({ studioAddress: AddressSchema, meetingLink: MeetingLinkSchema });

/** Saves the studio's address and the meeting link; field errors when either is refused (nothing saved then). */
export async function savePlaces(
  db: Db,
  input: { studioAddress: string; meetingLink: string },
): Promise<{ ok: true } | { ok: false; fields: Record<string, string> }> {
  const parsed = PlacesFormSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return { ok: false, fields };
  }
  await setSetting(db, "bookingPlaces", parsed.data);
  // /book/:slug shows the studio's address and is served from the public-page cache.
  invalidatePublicPages();
  return { ok: true };
}

export async function createFeedToken(db: Db) {
  await setSetting(db, "bookingFeedToken", randomBytes(24).toString("base64url"));
}

export async function revokeFeedToken(db: Db) {
  await setSetting(db, "bookingFeedToken", null);
}

// The session type form's schema is shared with the browser (session-type-form.ts); re-exported for the tests.
export { MIN_DEPOSIT_CENTS, SessionTypeSchema } from "./session-type-form.ts";

/** The session type with this id, or undefined. */
export async function getSessionType(db: Db, id: number) {
  const [type] = await db.select().from(sessionTypes).where(eq(sessionTypes.id, id));
  return type;
}

export async function updateSessionType(db: Db, id: number, form: SessionTypeForm) {
  const { minNoticeHours, active, price, priceFrom, deposit, ...rest } = form;
  const [row] = await db
    .update(sessionTypes)
    .set({
      ...rest,
      minNoticeMinutes: minNoticeHours * 60,
      active: active === "on",
      priceCents: price,
      priceFrom: price !== null && priceFrom === "on",
      depositCents: deposit,
    })
    .where(eq(sessionTypes.id, id))
    .returning({ id: sessionTypes.id });
  // /book lists the session types, and is served from the public-page cache.
  if (row) invalidatePublicPages();
  return Boolean(row);
}
