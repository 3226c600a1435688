/**
 * Where the owner's "Today" meets the other capabilities: booking's sessions and media's galleries
 * become Today sections here, so `app/owner` never imports a sibling feature.
 */
import { sql } from "drizzle-orm";
import { jobLabel } from "~/background-jobs.server";
import { sessionsForToday } from "~/booking/booking.server";
import { failingBusyCalendars } from "~/booking/busy-calendars.server";
import type { Db } from "~/lib/db.server";
import { emailSendJob } from "~/lib/email/outbox.server";
import { failedJobs } from "~/lib/jobs/runner.server";
import { galleriesAwaitingFinals, galleriesAwaitingSelection } from "~/media/galleries.server";
import type { BookingsPerWeek } from "~/owner/activity.server";
import { selectRows } from "~/owner/db-rows.server";
import { formatInZone } from "~/owner/time";
import { ITEMS_PER_SECTION, type TodaySource, todaySources } from "~/owner/today.server";
import { formatEuros } from "~/payments/money";
import { failedRefunds, retryRefund } from "~/payments/refunds.server";

export const sessionsSource: TodaySource = {
  id: "sessions",
  heading: "Sessions today and in the next 7 days",
  rank: 10,
  countsInNav: false,
  async load({ db, now, timeZone }) {
    const { today, nextSevenDays } = await sessionsForToday(db, now);
    const all = [
      ...today.map((row) => ({ ...row, today: true })),
      ...nextSevenDays.map((row) => ({ ...row, today: false })),
    ];
    return {
      total: all.length,
      moreHref: "/admin/booking",
      items: all.slice(0, ITEMS_PER_SECTION).map(({ booking, type, today: isToday }) => ({
        key: `booking-${booking.id}`,
        title: `${booking.name} · ${type.name}`,
        detail: `${isToday ? "Today, " : ""}${formatInZone(booking.startsAt, timeZone)}`,
        href: `/admin/booking/${booking.id}`,
        action: "Open the booking",
      })),
    };
  },
};

export const galleriesAwaitingFinalsSource: TodaySource = {
  id: "galleries-finals",
  heading: "Galleries waiting for finals",
  rank: 60,
  countsInNav: true,
  async load({ db, timeZone }) {
    const rows = await galleriesAwaitingFinals(db);
    return {
      total: rows.length,
      moreHref: "/admin/galleries",
      items: rows.slice(0, ITEMS_PER_SECTION).map((gallery) => ({
        key: `gallery-finals-${gallery.id}`,
        title: `${gallery.clientName || "Client"} · ${gallery.title}`,
        detail: gallery.selectionSubmittedAt
          ? `Selection submitted ${formatInZone(gallery.selectionSubmittedAt, timeZone)}`
          : "Selection submitted",
        href: `/admin/galleries/${gallery.id}`,
        action: "Upload the finals",
      })),
    };
  },
};

export const galleriesAwaitingSelectionSource: TodaySource = {
  id: "galleries-selection",
  heading: "Galleries waiting for the client's selection",
  rank: 70,
  countsInNav: false,
  async load({ db, timeZone }) {
    const rows = await galleriesAwaitingSelection(db);
    return {
      total: rows.length,
      moreHref: "/admin/galleries",
      items: rows.slice(0, ITEMS_PER_SECTION).map((gallery) => ({
        key: `gallery-selection-${gallery.id}`,
        title: `${gallery.clientName || "Client"} · ${gallery.title}`,
        detail: gallery.publishedAt ? `Published ${formatInZone(gallery.publishedAt, timeZone)}` : "Published",
        href: `/admin/galleries/${gallery.id}`,
        action: "Open the gallery",
      })),
    };
  },
};

/** Bookings made in each week (by when they were made, in the business zone), one query. */
export const bookingsMadePerWeek: BookingsPerWeek = async (db: Db, { starts, timeZone }) => {
  const first = starts[0];
  if (!first) return [];
  const rows = await selectRows<{ week: string; n: number | string }>(
    db,
    sql`select to_char(date_trunc('week', created_at at time zone ${timeZone}), 'YYYY-MM-DD') as week, count(*) as n
      from bookings
      where created_at >= ${first}::date - 1 and (created_at at time zone ${timeZone})::date >= ${first}::date
      group by 1`,
  );
  const byWeek = new Map(rows.map((row) => [row.week, Number(row.n)]));
  return starts.map((start) => byWeek.get(start) ?? 0);
};

/** Every section of Today, the owner's own and those of booking and media. */
/** A busy calendar that has failed for an hour: bookings may be offered over the owner's new events. */
export const failingCalendarsSource: TodaySource = {
  id: "busy-calendars",
  heading: "Busy calendars that cannot be read",
  rank: 65,
  countsInNav: false,
  async load({ db, now, timeZone }) {
    const rows = await failingBusyCalendars(db, now);
    return {
      total: rows.length,
      moreHref: "/admin/booking/setup#busy-calendars-heading",
      items: rows.slice(0, ITEMS_PER_SECTION).map((calendar) => ({
        key: `busy-calendar-${calendar.id}`,
        title: `${calendar.name}: failing since ${formatInZone(calendar.failingSince!, timeZone)}`,
        detail: `${calendar.lastError ?? "The calendar could not be read."} Its last good busy times still block bookings.`,
        href: "/admin/booking/setup#busy-calendars-heading",
        action: "Check the calendar",
      })),
    };
  },
};

/**
 * Background tasks that failed every attempt (the one job runner): shown until the owner retries them.
 * E-mails are left out: Today lists them in words under their own heading, with its own Retry.
 */
export const failedJobsSource: TodaySource = {
  id: "failed-jobs",
  heading: "Background tasks that failed",
  rank: 66,
  countsInNav: false,
  async load({ db, timeZone }) {
    const rows = await failedJobs(db, ITEMS_PER_SECTION, { exceptKinds: [emailSendJob.kind] });
    return {
      total: rows[0]?.total ?? 0,
      moreHref: "/admin/system",
      items: rows.map((job) => ({
        key: `job-${job.id}`,
        title: `${jobLabel(job.kind)}: failed ${job.finishedAt ? formatInZone(job.finishedAt, timeZone) : ""}`.trim(),
        detail: job.lastError ?? "No message was recorded.",
        href: "/admin/system",
        action: "See it and retry",
      })),
    };
  },
};

/** Refunds the sender gave up on (issue 29): money a client is owed until the owner acts. */
export const failedRefundsSource: TodaySource = {
  id: "failed-refunds",
  heading: "Refunds that could not be sent",
  rank: 15,
  countsInNav: true,
  async load({ db, timeZone }) {
    const rows = await failedRefunds(db);
    return {
      total: rows.length,
      moreHref: "/admin/payments",
      items: rows.slice(0, ITEMS_PER_SECTION).map((refund) => ({
        key: `refund-${refund.id}`,
        title: `${formatEuros(refund.amountCents)} to ${refund.name} · ${refund.description}`,
        detail: `Last tried ${formatInZone(refund.updatedAt, timeZone)}${refund.lastError ? ` · ${refund.lastError.slice(0, 160)}` : ""}`,
        href: refund.bookingId ? `/admin/booking/${refund.bookingId}` : "/admin/payments",
        action: refund.bookingId ? "Open the booking" : "Open the payments",
        quickAction: { intent: "retry-refund", id: String(refund.id), label: "Retry the refund" },
      })),
    };
  },
};

/** Today's "Retry the refund" button (the dashboard's action hands it here). */
export async function retryRefundFromToday(db: Db, fields: Record<string, unknown>) {
  const id = Number(fields.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    return { ok: false, message: "Unknown request.", status: 400 };
  }
  return (await retryRefund(db, id, new Date()))
    ? { ok: true, message: "The refund will be sent again in a moment.", status: 200 }
    : { ok: false, message: "This refund is no longer waiting for a retry.", status: 404 };
}

export const allTodaySources: TodaySource[] = [
  ...todaySources,
  sessionsSource,
  failedRefundsSource,
  failingCalendarsSource,
  failedJobsSource,
  galleriesAwaitingFinalsSource,
  galleriesAwaitingSelectionSource,
];
