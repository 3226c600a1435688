/**
 * Booking's read models: what other pages show of bookings (the owner's calendar and feed, Today, the
 * client page and the results overview, a signed-in person's upcoming sessions, the gallery form's
 * choice of booking, the owner's activity chart). Read only: the booking rules ("which times are free?",
 * "book this", changes) are booking.server.ts.
 */
import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import { blockedTimes, bookings, sessionTypes, users } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { addDaysToDate, dateIn, formatDateLong, formatTime } from "./availability.ts";
import { sessionTitle } from "./type-language.ts";

const DAY = 24 * 60 * 60_000;

// ── The owner's calendar and feed ─────────────────────────────────────────────

export async function bookingsBetween(db: Db, from: Date, to: Date, options: { includeCancelled?: boolean } = {}) {
  return db
    .select({ booking: bookings, type: sessionTypes })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(
      and(
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        options.includeCancelled ? undefined : ne(bookings.status, "cancelled"),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

export async function blockedBetween(db: Db, from: Date, to: Date) {
  return db
    .select()
    .from(blockedTimes)
    .where(and(lt(blockedTimes.startsAt, to), gt(blockedTimes.endsAt, from)))
    .orderBy(asc(blockedTimes.startsAt));
}

// ── For other pages (dashboard, /blueprint, the owner's Today and results overview) ──

/** A signed-in person's upcoming sessions (their own only). */
export async function upcomingSessionsFor(db: Db, user: { id: string; email: string }, now: Date) {
  return db
    .select({ booking: bookings, type: sessionTypes })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(
      and(
        sql`(${bookings.userId} = ${user.id} or lower(${bookings.email}) = ${user.email.toLowerCase()})`,
        eq(bookings.status, "confirmed"),
        gt(bookings.endsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(10);
}

/**
 * For the owner's Today: confirmed sessions from now until the end of the 7th day, with what Today shows
 * of them. Every column of a week's 42 bookings and their types took 4.5 ms on the embedded database,
 * these 1.1 ms (docs/performance.md, "Narrower reads").
 */
export async function sessionsForToday(db: Db, now: Date) {
  const timeZone = await getBusinessTimeZone(db);
  const today = dateIn(now, timeZone);
  const rows = await db
    .select({
      booking: { id: bookings.id, name: bookings.name, email: bookings.email, startsAt: bookings.startsAt },
      type: { name: sessionTypes.name, nameFr: sessionTypes.nameFr },
    })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(
      and(
        lt(bookings.startsAt, new Date(now.getTime() + 8 * DAY)),
        gt(bookings.endsAt, now),
        eq(bookings.status, "confirmed"),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const untilDate = addDaysToDate(today, 7);
  const upcoming = rows.filter((r) => dateIn(r.booking.startsAt, timeZone) <= untilDate);
  return {
    timeZone,
    today: upcoming.filter((r) => dateIn(r.booking.startsAt, timeZone) === today),
    nextSevenDays: upcoming.filter((r) => dateIn(r.booking.startsAt, timeZone) !== today),
  };
}

/** For the results overview: each client's last and next session. */
export async function sessionSummaryByClient(db: Db, userIds: string[], now: Date) {
  const summary = new Map<string, { last: Date | null; next: Date | null }>();
  if (userIds.length === 0) return summary;
  const rows = await db
    .select({
      userId: bookings.userId,
      last: sql<Date | null>`max(${bookings.startsAt}) filter (where ${bookings.startsAt} <= ${now})`,
      next: sql<Date | null>`min(${bookings.startsAt}) filter (where ${bookings.startsAt} > ${now} and ${bookings.status} = 'confirmed')`,
    })
    .from(bookings)
    .where(and(inArray(bookings.userId, userIds), ne(bookings.status, "cancelled")))
    .groupBy(bookings.userId);
  for (const row of rows) {
    summary.set(row.userId!, {
      last: row.last ? new Date(row.last) : null,
      next: row.next ? new Date(row.next) : null,
    });
  }
  return summary;
}

// ── A client's bookings, for the owner's gallery form ─────────────────────────

/** Bookings a gallery can follow: those that happened or will (not cancelled, not an unconfirmed hold). */
const GALLERY_BOOKING_STATUSES = ["confirmed", "completed", "no_show"] as const;

/**
 * The bookings of each of `clientIds` (made with their account or their account's e-mail), newest first,
 * each in words in the reader's language: "Tuesday 3 March 2026 at 10:00: Signature Portrait".
 */
export async function bookingChoicesFor(db: Db, clientIds: string[]) {
  if (clientIds.length === 0) return [];
  const timeZone = await getBusinessTimeZone(db);
  const rows = await db
    .select({
      id: bookings.id,
      clientId: users.id,
      startsAt: bookings.startsAt,
      name: sessionTypes.name,
      nameFr: sessionTypes.nameFr,
      phase: bookings.phase,
    })
    .from(bookings)
    .innerJoin(users, sql`(${bookings.userId} = ${users.id} or lower(${bookings.email}) = lower(${users.email}))`)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(and(inArray(users.id, clientIds), inArray(bookings.status, [...GALLERY_BOOKING_STATUSES])))
    .orderBy(desc(bookings.startsAt))
    .limit(200);
  return rows.map((r) => ({
    id: String(r.id),
    clientId: r.clientId,
    label: m.booking_choice_label({
      date: formatDateLong(r.startsAt, timeZone),
      time: formatTime(r.startsAt, timeZone),
      title: sessionTitle(r, r.phase),
    }),
  }));
}

/** Whether booking `bookingId` (as the form sends it) is one of the client's bookings a gallery can follow. */
export async function isBookingOfClient(db: Db, bookingId: string, clientId: string) {
  if (!/^\d{1,9}$/.test(bookingId)) return false;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(users, sql`(${bookings.userId} = ${users.id} or lower(${bookings.email}) = lower(${users.email}))`)
    .where(
      and(
        eq(bookings.id, Number(bookingId)),
        eq(users.id, clientId),
        inArray(bookings.status, [...GALLERY_BOOKING_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ── The owner's activity chart ────────────────────────────────────────────────

/** Bookings made in each week starting on `starts` (by when they were made, in the business zone), one query. */
export async function bookingsMadePerWeek(db: Db, { starts, timeZone }: { starts: string[]; timeZone: string }) {
  const first = starts[0];
  if (!first) return [];
  const week = sql<string>`to_char(date_trunc('week', ${bookings.createdAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, n: sql<number | string>`count(*)` })
    .from(bookings)
    .where(
      sql`${bookings.createdAt} >= ${first}::date - 1 and (${bookings.createdAt} at time zone ${timeZone})::date >= ${first}::date`,
    )
    .groupBy(sql`1`);
  const byWeek = new Map(rows.map((row) => [row.week, Number(row.n)]));
  return starts.map((start) => byWeek.get(start) ?? 0);
}
