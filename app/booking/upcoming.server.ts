/** The loader half of `UpcomingSessions`: the signed-in person's own upcoming sessions. */
import type { Db } from "~/lib/db.server";
import { bookingPaths, getPlaceSettings, presentBooking, presentPolicy } from "./present.server.ts";
import { upcomingSessionsFor } from "./read-models.server.ts";

export async function loadUpcomingSessions(db: Db, user: { id: string; email: string }, now = new Date()) {
  const [rows, places] = await Promise.all([upcomingSessionsFor(db, user, now), getPlaceSettings(db)]);
  return rows.map(({ booking, type }) => {
    const paths = bookingPaths(booking);
    const policy = presentPolicy(booking, type, now);
    return {
      id: booking.id,
      ...presentBooking(booking, type, places),
      reschedule: policy.changeable ? paths.reschedule : null,
      cancel: policy.changeable ? paths.cancel : null,
      policy: policy.afterBooking,
      view: paths.view,
      phase: booking.phase,
    };
  });
}

export type UpcomingSession = Awaited<ReturnType<typeof loadUpcomingSessions>>[number];
