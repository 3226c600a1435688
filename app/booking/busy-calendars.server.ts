/**
 * The owner's other calendars (issue 28): adding one by its ICS address, syncing it every
 * 10 minutes, and the busy ranges that free times and bookings must avoid.
 *
 * A sync runs once per period across instances: an instance first moves `next_sync_at` forward
 * in one conditional update (the lease), and only the instance whose update matched fetches.
 * A failing calendar keeps its last good busy times. The periodic loop here is small on purpose:
 * it moves onto the shared job runner (issue 25) as one job kind.
 */
import { and, asc, count, eq, gt, lt, lte, max, sql } from "drizzle-orm";
import { z } from "zod";
import { busyCalendars, busyTimes, sessionTypes } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { defineJob } from "~/lib/jobs/runner.server";
import { logger } from "~/lib/logger.server";
import {
  type FetchFailure,
  FetchRefused,
  fetchFailureText,
  type SafeFetchOptions,
  safeFetchText,
} from "~/lib/safe-fetch.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { formatTime } from "./availability.ts";
import { type BusyRange, busyRangesFromIcs, CalendarParseError } from "./busy-ics.server.ts";

export type BusyCalendar = typeof busyCalendars.$inferSelect;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const SYNC_INTERVAL_MINUTES = 10;
/** A feed answering "not modified" is still read in full this often, so the stored horizon moves on. */
const FULL_READ_HOURS = 6;
/** Today warns once a calendar has failed for this long. */
export const FAILING_ALERT_MINUTES = 60;
/** The count shown to the owner covers this many days. */
export const SUMMARY_DAYS = 60;
export const MAX_BUSY_CALENDARS = 10;

export const BusyCalendarFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.calendar_calendar_name_required() })
    .max(100, { error: () => m.calendar_calendar_name_long() }),
  url: z
    .string()
    .trim()
    .min(1, { error: () => m.calendar_calendar_url_required() })
    .max(2000, { error: () => m.calendar_calendar_url_long() }),
});

/** Options for every fetch of a calendar; tests pass their own resolver. */
export function calendarFetchOptions(): SafeFetchOptions {
  return { allowPrivateHosts: getEnv().CALENDAR_ALLOW_PRIVATE_HOSTS };
}

/** From a day ago (events in progress) to the farthest booking horizon of any session type. */
async function storedWindow(db: Db, now: Date) {
  const [row] = await db.select({ days: max(sessionTypes.horizonDays) }).from(sessionTypes);
  const days = Math.max(row?.days ?? 0, SUMMARY_DAYS);
  return { from: new Date(now.getTime() - DAY), to: new Date(now.getTime() + (days + 1) * DAY) };
}

type Read =
  | { status: "not-modified" }
  | { status: "ok"; ranges: BusyRange[]; etag: string | null; lastModified: string | null };

async function readCalendar(
  db: Db,
  url: string,
  now: Date,
  conditional: { etag: string | null; lastModified: string | null } | null,
  fetchOptions: SafeFetchOptions,
): Promise<Read> {
  const fetched = await safeFetchText(url, { ...fetchOptions, ...conditional });
  if (fetched.status === "not-modified") return fetched;
  if (!/^\s*BEGIN:VCALENDAR/i.test(fetched.body.slice(0, 1024))) {
    throw new CalendarParseError();
  }
  const [window, timeZone] = await Promise.all([storedWindow(db, now), getBusinessTimeZone(db)]);
  return { ...fetched, ranges: uniqueRanges(busyRangesFromIcs(fetched.body, window, timeZone)) };
}

function uniqueRanges(ranges: BusyRange[]) {
  const seen = new Set<string>();
  return ranges.filter((r) => {
    const key = `${r.start.getTime()}-${r.end.getTime()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function replaceBusyTimes(db: Db, calendarId: number, ranges: BusyRange[]) {
  await db.delete(busyTimes).where(eq(busyTimes.calendarId, calendarId));
  for (let i = 0; i < ranges.length; i += 2000) {
    await db
      .insert(busyTimes)
      .values(ranges.slice(i, i + 2000).map((r) => ({ calendarId, startsAt: r.start, endsAt: r.end })));
  }
}

/** Why a calendar could not be read, as a failing calendar keeps it (worded when shown). */
type CalendarFailure = FetchFailure | { code: "not-ics" } | { code: "unreadable" };

function failureOf(error: unknown): CalendarFailure {
  if (error instanceof FetchRefused) return error.failure;
  if (error instanceof CalendarParseError) return { code: "not-ics" };
  logger.warn({ err: error }, "reading a busy calendar failed");
  return { code: "unreadable" };
}

function failureText(failure: CalendarFailure): string {
  if (failure.code === "not-ics") return m.calendar_fetch_not_ics();
  if (failure.code === "unreadable") return m.calendar_fetch_unreadable();
  return fetchFailureText(failure);
}

/**
 * A failing calendar's stored reason (`busy_calendars.last_error`, a CalendarFailure as JSON), in the
 * reader's language. A sentence stored before reasons were kept as data is shown as it was written.
 */
export function calendarFailureText(stored: string): string {
  if (!stored.startsWith("{")) return stored;
  try {
    return failureText(JSON.parse(stored) as CalendarFailure);
  } catch {
    return m.calendar_fetch_unreadable();
  }
}

export type AddOutcome = { ok: true; calendar: BusyCalendar; summary: string } | { ok: false; message: string };

/** Adds a calendar only once it has been read: a refused or unreadable address stores nothing. */
export async function addBusyCalendar(
  db: Db,
  input: { name: string; url: string },
  now: Date,
  fetchOptions: SafeFetchOptions = calendarFetchOptions(),
): Promise<AddOutcome> {
  const parsed = BusyCalendarFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? m.owner_invalid_request() };
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(busyCalendars);
  if (total >= MAX_BUSY_CALENDARS) {
    return { ok: false, message: m.calendar_calendar_too_many({ max: MAX_BUSY_CALENDARS }) };
  }
  let read: Read;
  try {
    read = await readCalendar(db, parsed.data.url, now, null, fetchOptions);
  } catch (error) {
    return { ok: false, message: failureText(failureOf(error)) };
  }
  if (read.status !== "ok") return { ok: false, message: m.calendar_calendar_no_calendar() };
  const calendar = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(busyCalendars)
      .values({
        name: parsed.data.name,
        // As parsed (scheme in lower case), which the table's check expects.
        url: new URL(parsed.data.url).href,
        etag: read.etag,
        lastModified: read.lastModified,
        syncedAt: now,
        expandedAt: now,
        busyCount: read.ranges.length,
        nextSyncAt: new Date(now.getTime() + SYNC_INTERVAL_MINUTES * MINUTE),
      })
      .returning();
    await replaceBusyTimes(tx as unknown as Db, row!.id, read.ranges);
    return row!;
  });
  return { ok: true, calendar, summary: await calendarSummary(db, calendar, now) };
}

export type SyncOutcome = "synced" | "not-modified" | "failed" | "skipped";

/**
 * Syncs one calendar if this instance wins its lease: when it is due, or (`force`, "Sync now")
 * unless another sync of it started in the last minute.
 */
export async function syncBusyCalendar(
  db: Db,
  id: number,
  now: Date,
  options: { force?: boolean; fetchOptions?: SafeFetchOptions } = {},
): Promise<SyncOutcome> {
  const [calendar] = await db
    .update(busyCalendars)
    .set({ syncStartedAt: now, nextSyncAt: new Date(now.getTime() + SYNC_INTERVAL_MINUTES * MINUTE) })
    .where(
      and(
        eq(busyCalendars.id, id),
        options.force
          ? sql`(${busyCalendars.syncStartedAt} is null or ${busyCalendars.syncStartedAt} < ${new Date(now.getTime() - MINUTE)})`
          : lte(busyCalendars.nextSyncAt, now),
      ),
    )
    .returning();
  if (!calendar) return "skipped";
  const fullRead =
    !calendar.expandedAt || now.getTime() - calendar.expandedAt.getTime() > FULL_READ_HOURS * 60 * MINUTE;
  try {
    const read = await readCalendar(
      db,
      calendar.url,
      now,
      fullRead ? null : { etag: calendar.etag, lastModified: calendar.lastModified },
      options.fetchOptions ?? calendarFetchOptions(),
    );
    await db.transaction(async (tx) => {
      const healthy = { syncedAt: now, lastError: null, failingSince: null };
      if (read.status === "not-modified") {
        await tx.update(busyCalendars).set(healthy).where(eq(busyCalendars.id, id));
        return;
      }
      await tx
        .update(busyCalendars)
        .set({
          ...healthy,
          etag: read.etag,
          lastModified: read.lastModified,
          expandedAt: now,
          busyCount: read.ranges.length,
        })
        .where(eq(busyCalendars.id, id));
      await replaceBusyTimes(tx as unknown as Db, id, read.ranges);
    });
    return read.status === "ok" ? "synced" : "not-modified";
  } catch (error) {
    await db
      .update(busyCalendars)
      .set({
        lastError: JSON.stringify(failureOf(error)),
        failingSince: sql`coalesce(${busyCalendars.failingSince}, ${now})`,
      })
      .where(eq(busyCalendars.id, id));
    return "failed";
  }
}

/** One round of the periodic sync: every calendar that is due, each claimed by one instance only. */
export async function syncDueBusyCalendars(db: Db, now: Date) {
  const due = await db
    .select({ id: busyCalendars.id })
    .from(busyCalendars)
    .where(lte(busyCalendars.nextSyncAt, now))
    .orderBy(asc(busyCalendars.nextSyncAt));
  const outcomes: SyncOutcome[] = [];
  for (const { id } of due) outcomes.push(await syncBusyCalendar(db, id, now));
  return outcomes;
}

export async function removeBusyCalendar(db: Db, id: number) {
  const [row] = await db.delete(busyCalendars).where(eq(busyCalendars.id, id)).returning({ id: busyCalendars.id });
  return Boolean(row);
}

/** "12 busy times in the next 60 days, synced 14:02", or why the last sync failed. */
export async function calendarSummary(db: Db, calendar: BusyCalendar, now: Date) {
  const [[{ total } = { total: 0 }], timeZone] = await Promise.all([
    db
      .select({ total: count() })
      .from(busyTimes)
      .where(
        and(
          eq(busyTimes.calendarId, calendar.id),
          gt(busyTimes.endsAt, now),
          lt(busyTimes.startsAt, new Date(now.getTime() + SUMMARY_DAYS * DAY)),
        ),
      ),
    getBusinessTimeZone(db),
  ]);
  const busy = m.calendar_busy_count({ count: total, days: SUMMARY_DAYS });
  const synced = calendar.syncedAt
    ? m.calendar_synced_at({ time: formatTime(calendar.syncedAt, timeZone) })
    : m.calendar_never_synced();
  if (calendar.lastError)
    return m.calendar_sync_failed({ error: calendarFailureText(calendar.lastError), busy, synced });
  return `${busy}, ${synced}`;
}

export async function listBusyCalendars(db: Db, now: Date) {
  const rows = await db.select().from(busyCalendars).orderBy(asc(busyCalendars.name), asc(busyCalendars.id));
  return Promise.all(
    rows.map(async (calendar) => ({
      id: calendar.id,
      name: calendar.name,
      failing: calendar.lastError !== null,
      summary: await calendarSummary(db, calendar, now),
    })),
  );
}

export interface CalendarBusyRange {
  start: Date;
  end: Date;
  calendar: string;
}

/** Busy ranges overlapping [from, to), with their calendar's name (never an event's title: none is stored). */
export async function busyRangesBetween(db: Db, from: Date, to: Date): Promise<CalendarBusyRange[]> {
  return db
    .select({ start: busyTimes.startsAt, end: busyTimes.endsAt, calendar: busyCalendars.name })
    .from(busyTimes)
    .innerJoin(busyCalendars, eq(busyCalendars.id, busyTimes.calendarId))
    .where(and(lt(busyTimes.startsAt, to), gt(busyTimes.endsAt, from)))
    .orderBy(asc(busyTimes.startsAt));
}

/** Calendars failing for an hour or more (for the owner's Today). */
export async function failingBusyCalendars(db: Db, now: Date) {
  return db
    .select()
    .from(busyCalendars)
    .where(lte(busyCalendars.failingSince, new Date(now.getTime() - FAILING_ALERT_MINUTES * MINUTE)))
    .orderBy(asc(busyCalendars.failingSince));
}

/** Every minute, on one instance: the calendars due for a read (each read every 10 minutes, by lease). */
export const busyCalendarJob = defineJob({
  kind: "booking.busy-calendars",
  label: "Reading busy calendars",
  everySeconds: 60,
  retries: 0,
  leaseSeconds: 300,
  async handler(_payload, { db }) {
    await syncDueBusyCalendars(db, new Date());
  },
});
