/** The loader half of `UpcomingSessions`: the signed-in person's own upcoming sessions. */
import type { Db } from "~/lib/db.server";
import { upcomingSessionsFor } from "./booking.server.ts";
import { bookingPaths, presentBooking } from "./present.server.ts";

export async function loadUpcomingSessions(db: Db, user: { id: string; email: string }, now = new Date()) {
  const rows = await upcomingSessionsFor(db, user, now);
  return rows.map(({ booking, type }) => {
    const paths = bookingPaths(booking);
    return {
      id: booking.id,
      ...presentBooking(booking, type),
      reschedule: paths.reschedule,
      cancel: paths.cancel,
      view: paths.view,
      phase: booking.phase,
    };
  });
}

export type UpcomingSession = Awaited<ReturnType<typeof loadUpcomingSessions>>[number];
