/**
 * The owner's booking set-up: weekly hours, date overrides, blocked time, session types, the time
 * zone and the private calendar feed. Callers check the admin role and read each form with its schema
 * (weekly-hours-form.ts, date-override-form.ts, blocked-time-form.ts, places-form.ts, time-zone-form.ts); what
 * only the server can check (instants in the business time zone, a zone this runtime knows) is checked here.
 */

import { randomBytes } from "node:crypto";
import { asc, eq, gte } from "drizzle-orm";
import { availabilityOverrides, availabilityRules, blockedTimes, sessionTypes } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { invalidatePublicPages } from "~/lib/public-page-cache.server";
import { getBusinessTimeZone, getSetting, isTimeZone, setSetting } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { dateIn, zonedInstant } from "./availability.ts";
import { type DateOverrideForm, DateSchema } from "./date-override-form.ts";
import type { PlacesForm } from "./places-form.ts";
import type { SessionTypeForm } from "./session-type-form.ts";
import { formatMinute, minuteOf, TIME } from "./wall-clock.ts";
import type { WeeklyRule } from "./weekly-hours-form.ts";

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

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

/** The stored weekly hours as the form's rows. */
export function weeklyHoursValues(rules: { weekday: number; startMinute: number; endMinute: number }[]) {
  return Array.from({ length: 7 }, (_, i) =>
    rules
      .filter((r) => r.weekday === i + 1)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((r) => ({ start: formatMinute(r.startMinute), end: formatMinute(r.endMinute % 1440) })),
  );
}

/** Replaces the weekly hours (rows checked by weekly-hours-form.ts). */
export async function saveWeeklyHours(db: Db, rows: WeeklyRule[]) {
  await db.transaction(async (tx) => {
    await tx.delete(availabilityRules);
    if (rows.length > 0) await tx.insert(availabilityRules).values(rows);
  });
}

/** Sets a date's own hours (no ranges = closed that day), replacing any it had (checked by date-override-form.ts). */
export async function saveOverride(db: Db, { date, hours, note }: Pick<DateOverrideForm, "date" | "hours" | "note">) {
  await db.transaction(async (tx) => {
    await tx.delete(availabilityOverrides).where(eq(availabilityOverrides.date, date));
    await tx
      .insert(availabilityOverrides)
      .values(
        hours.length > 0
          ? hours.map((r) => ({ date, ...r, note }))
          : [{ date, startMinute: null, endMinute: null, note }],
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

/** Saves the studio's address and the meeting link (checked by places-form.ts). */
export async function savePlaces(
  db: Db,
  { studioAddress, meetingLink }: Pick<PlacesForm, "studioAddress" | "meetingLink">,
) {
  await setSetting(db, "bookingPlaces", { studioAddress, meetingLink });
  // /book/:slug shows the studio's address and is served from the public-page cache.
  invalidatePublicPages();
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
