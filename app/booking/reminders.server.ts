/**
 * Reminders are decided when they are due, from the booking as it is then: a cancelled or moved
 * booking never gets a reminder for its old time, and the outbox's dedupe key (booking + version)
 * makes a second instance, or a second round, a no-op.
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { bookings, sessionTypes } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { logger } from "~/lib/logger.server";
import { expireOverdueCheckouts } from "~/payments/holds.server";
import { mailContext, releaseExpiredHolds } from "./booking.server.ts";
import { reminderEmail } from "./emails.server.ts";

export const REMINDER_LEAD_HOURS = 24;

/** Queues the reminders due at `now`; answers how many were newly queued. */
export async function queueDueReminders(db: Db, now: Date): Promise<number> {
  const lead = sql`make_interval(hours => ${REMINDER_LEAD_HOURS})`;
  const due = await db
    .select({ booking: bookings, type: sessionTypes })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, now),
        lte(sql`${bookings.startsAt} - ${lead}`, now),
        // Booked (or moved) less than a day ahead: the confirmation itself is the reminder.
        lte(bookings.scheduledAt, sql`${bookings.startsAt} - ${lead}`),
      ),
    );
  if (due.length === 0) return 0;
  const context = await mailContext(db, now);
  let queued = 0;
  for (const { booking, type } of due) {
    if (await enqueueEmail(db, reminderEmail(booking, type, context))) queued++;
  }
  return queued;
}

export interface ReminderWorker {
  stop(): Promise<void>;
}

/** A small periodic job in the server process, beside the outbox worker. */
export function startReminderWorker(db: Db, options: { intervalMilliseconds?: number } = {}): ReminderWorker {
  let running: Promise<unknown> | undefined;
  const round = () => {
    if (running) return;
    const now = new Date();
    // Unconfirmed or unpaid bookings whose hold ran out leave the owner's calendar within the minute; an
    // unpaid one's Stripe checkout is closed first, so it cannot be paid once its time is free.
    running = Promise.all([
      queueDueReminders(db, now),
      expireOverdueCheckouts(db, now).then(() => releaseExpiredHolds(db, now)),
    ])
      .catch((error) => logger.error({ err: error }, "booking reminders or expired holds failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(round, options.intervalMilliseconds ?? 60_000);
  timer.unref();
  round();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
