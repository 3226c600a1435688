import { calendarFailureText, failingBusyCalendars } from "~/booking/busy-calendars.server";
import { sessionsForToday } from "~/booking/read-models.server";
import { typeName } from "~/booking/type-language";
import { keptName } from "~/lib/anonymised";
import type { Db } from "~/lib/db.server";
import { emailSendJob } from "~/lib/email/outbox.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { failedJobs } from "~/lib/jobs/runner.server";
import { galleriesAwaitingFinals, galleriesAwaitingSelection } from "~/media/galleries.server";
import { formatInZone } from "~/owner/time";
import { ITEMS_PER_SECTION, type TodaySource, todaySources } from "~/owner/today.server";
import { m } from "~/paraglide/messages";
import { descriptionIn, formatEuros } from "~/payments/money";
import { failedRefunds, refundFailureText, retryRefund } from "~/payments/refunds.server";

/** A date for Today's sentences: the business time zone, the request's language. */
const when = (date: Date, timeZone: string) => formatInZone(date, timeZone, "datetime", serverLocale());

export const sessionsSource: TodaySource = {
  id: "sessions",
  get heading() {
    return m.owner_today_sessions_heading();
  },
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
        title: `${keptName(booking)} · ${typeName(type)}`,
        detail: `${isToday ? m.owner_today_sessions_today() : ""}${when(booking.startsAt, timeZone)}`,
        href: `/admin/booking/${booking.id}`,
        action: m.owner_today_open_booking(),
      })),
    };
  },
};

export const galleriesAwaitingFinalsSource: TodaySource = {
  id: "galleries-finals",
  get heading() {
    return m.owner_today_finals_heading();
  },
  rank: 60,
  countsInNav: true,
  async load({ db, timeZone }) {
    const rows = await galleriesAwaitingFinals(db);
    return {
      total: rows.length,
      moreHref: "/admin/galleries",
      items: rows.slice(0, ITEMS_PER_SECTION).map((gallery) => ({
        key: `gallery-finals-${gallery.id}`,
        title: `${gallery.clientName || m.owner_today_gallery_client()} · ${gallery.title}`,
        detail: gallery.selectionSubmittedAt
          ? m.owner_today_finals_submitted_on({ when: when(gallery.selectionSubmittedAt, timeZone) })
          : m.owner_today_finals_submitted(),
        href: `/admin/galleries/${gallery.id}`,
        action: m.owner_today_finals_action(),
      })),
    };
  },
};

export const galleriesAwaitingSelectionSource: TodaySource = {
  id: "galleries-selection",
  get heading() {
    return m.owner_today_selection_heading();
  },
  rank: 70,
  countsInNav: false,
  async load({ db, timeZone }) {
    const rows = await galleriesAwaitingSelection(db);
    return {
      total: rows.length,
      moreHref: "/admin/galleries",
      items: rows.slice(0, ITEMS_PER_SECTION).map((gallery) => ({
        key: `gallery-selection-${gallery.id}`,
        title: `${gallery.clientName || m.owner_today_gallery_client()} · ${gallery.title}`,
        detail: gallery.publishedAt
          ? m.owner_today_selection_published_on({ when: when(gallery.publishedAt, timeZone) })
          : m.owner_today_selection_published(),
        href: `/admin/galleries/${gallery.id}`,
        action: m.owner_today_selection_action(),
      })),
    };
  },
};

/** A busy calendar that has failed for an hour: bookings may be offered over the owner's new events. */
export const failingCalendarsSource: TodaySource = {
  id: "busy-calendars",
  get heading() {
    return m.owner_today_calendars_heading();
  },
  rank: 65,
  countsInNav: false,
  async load({ db, now, timeZone }) {
    const rows = await failingBusyCalendars(db, now);
    return {
      total: rows.length,
      moreHref: "/admin/booking/setup#busy-calendars-heading",
      items: rows.slice(0, ITEMS_PER_SECTION).map((calendar) => ({
        key: `busy-calendar-${calendar.id}`,
        title: m.owner_today_calendar_title({ name: calendar.name, when: when(calendar.failingSince!, timeZone) }),
        detail: `${calendar.lastError ? calendarFailureText(calendar.lastError) : m.owner_today_calendar_unread()} ${m.owner_today_calendar_still_blocks()}`,
        href: "/admin/booking/setup#busy-calendars-heading",
        action: m.owner_today_calendar_action(),
      })),
    };
  },
};

/**
 * How Today words a background task: its kind's name and why it failed, in the reader's language. The
 * list of kinds is the server's (app/background-jobs.server.ts), above every capability, so the route
 * hands these in.
 */
export interface JobWords {
  label(kind: string): string;
  failureText(kind: string, stored: string): string;
}

/**
 * Background tasks that failed every attempt (the one job runner): shown until the owner retries them.
 * E-mails are left out: Today lists them in words under their own heading, with its own Retry.
 */
const failedJobsSource = (words: JobWords): TodaySource => ({
  id: "failed-jobs",
  get heading() {
    return m.owner_today_jobs_heading();
  },
  rank: 66,
  countsInNav: false,
  async load({ db, timeZone }) {
    const rows = await failedJobs(db, ITEMS_PER_SECTION, { exceptKinds: [emailSendJob.kind] });
    return {
      total: rows[0]?.total ?? 0,
      moreHref: "/admin/system",
      items: rows.map((job) => ({
        key: `job-${job.id}`,
        title: m
          .owner_today_job_title({
            task: words.label(job.kind),
            when: job.finishedAt ? when(job.finishedAt, timeZone) : "",
          })
          .trim(),
        detail: job.lastError ? words.failureText(job.kind, job.lastError) : m.owner_today_job_no_message(),
        href: "/admin/system",
        action: m.owner_today_job_action(),
      })),
    };
  },
});

/** Refunds the sender gave up on (issue 29): money a client is owed until the owner acts. */
export const failedRefundsSource: TodaySource = {
  id: "failed-refunds",
  get heading() {
    return m.owner_today_refunds_heading();
  },
  rank: 15,
  countsInNav: true,
  async load({ db, timeZone }) {
    const rows = await failedRefunds(db);
    return {
      total: rows.length,
      moreHref: "/admin/payments",
      items: rows.slice(0, ITEMS_PER_SECTION).map((refund) => ({
        key: `refund-${refund.id}`,
        title: `${m.owner_today_refund_title({ amount: formatEuros(refund.amountCents), name: keptName(refund) })} · ${descriptionIn(refund)}`,
        detail: [
          m.owner_today_refund_tried({ when: when(refund.updatedAt, timeZone) }),
          refund.lastError && refundFailureText(refund.lastError),
          // What a dashboard refund does here (app/payments/refunds.server.ts, recordRefundsMadeOnStripe).
          m.owner_today_refund_or_stripe(),
        ]
          .filter(Boolean)
          .join(" · "),
        href: refund.bookingId ? `/admin/booking/${refund.bookingId}` : "/admin/payments",
        action: refund.bookingId ? m.owner_today_open_booking() : m.owner_today_refund_open_payments(),
        quickAction: { intent: "retry-refund", id: String(refund.id), label: m.owner_today_refund_retry() },
      })),
    };
  },
};

/** Today's "Retry the refund" button (the dashboard's action hands it here). */
export async function retryRefundFromToday(db: Db, fields: Record<string, unknown>) {
  const id = Number(fields.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    return { ok: false, message: m.owner_unknown_request(), status: 400 };
  }
  return (await retryRefund(db, id, new Date()))
    ? { ok: true, message: m.owner_today_refund_retried(), status: 200 }
    : { ok: false, message: m.owner_today_refund_not_waiting(), status: 404 };
}

/** Every section of Today: the owner's own and those of booking, payments, media and the job runner. */
export function allTodaySources(jobWords: JobWords): TodaySource[] {
  return [
    ...todaySources,
    sessionsSource,
    failedRefundsSource,
    failingCalendarsSource,
    failedJobsSource(jobWords),
    galleriesAwaitingFinalsSource,
    galleriesAwaitingSelectionSource,
  ];
}
