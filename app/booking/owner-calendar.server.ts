/**
 * The owner's calendar (week view and the next 60 days): only the booking columns it shows. The session
 * types come from the page's own list of them, so 300 bookings do not each bring their type's texts in two
 * languages (what a join with `session_types` read, a seventh of the page's time in a profile).
 */
import { and, asc, gt, lt, ne } from "drizzle-orm";
import { bookings } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";

export type CalendarBooking = Awaited<ReturnType<typeof calendarBookingsBetween>>[number];

/** Bookings that overlap [from, to), cancelled ones left out, in time order. */
export function calendarBookingsBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      id: bookings.id,
      sessionTypeId: bookings.sessionTypeId,
      name: bookings.name,
      email: bookings.email,
      phase: bookings.phase,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      heldFrom: bookings.heldFrom,
      heldUntil: bookings.heldUntil,
    })
    .from(bookings)
    .where(and(lt(bookings.startsAt, to), gt(bookings.endsAt, from), ne(bookings.status, "cancelled")))
    .orderBy(asc(bookings.startsAt));
}
