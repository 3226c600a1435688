/**
 * "Today", the owner's dashboard: what needs attention, most urgent first, each item a link to
 * where to act. Every section comes from one item source (one query each, whatever the number
 * of clients), so a capability adds its section with a few lines in `todaySources` below.
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { labelFor, phaseSlug } from "~/questionnaires/engine";
import { type VisitsReport, visitsReport } from "~/visits/report.server";
import {
  type ActivityChart,
  activityChart,
  type BookingsPerWeek,
  noBookingsYet,
  weekStarts,
} from "./activity.server.ts";
import { asDate, personName, phaseNamed, selectRows } from "./db-rows.server.ts";
import { IDLE_ALERT_DAYS } from "./nudges.server.ts";
import { daysBetween, formatInZone, zoneLabel } from "./time.ts";

export interface TodayItem {
  key: string;
  title: string;
  detail: string;
  href: string;
  /** The link's text: what the owner does there ("Reply", "Review and approve"). */
  action: string;
  /** A button that acts right here (a POST to Today's action). */
  quickAction?: { intent: string; id: string; label: string };
}

export interface TodaySection {
  id: string;
  heading: string;
  items: TodayItem[];
  /** All matching items (the list shows the most urgent ones). */
  total: number;
  /** Where the whole list lives, when there is such a page. */
  moreHref?: string;
}

export interface TodayContext {
  db: Db;
  now: Date;
  timeZone: string;
}

/** One section of Today. `rank`: lower is more urgent (10, 20, … leave room between). */
export interface TodaySource {
  id: string;
  heading: string;
  rank: number;
  /** Counted in the navigation badge. */
  countsInNav: boolean;
  load(context: TodayContext): Promise<Omit<TodaySection, "id" | "heading">>;
}

export const ITEMS_PER_SECTION = 8;

type Counted = { total: number | string };
const totalOf = (rows: Counted[]) => Number(rows[0]?.total ?? 0);

export const inquiriesSource: TodaySource = {
  id: "inquiries",
  heading: "Inquiries waiting for an answer",
  rank: 20,
  countsInNav: true,
  async load({ db, timeZone }) {
    const rows = await selectRows<
      Counted & { id: number; name: string; email: string; created_at: string | Date; read_at: unknown }
    >(
      db,
      sql`with m as (
          select c.id, c.name, c.email, c.created_at, c.read_at from contact_messages c
          where c.handled_at is null and not exists (select 1 from inquiry_replies r where r.inquiry_id = c.id))
        select m.*, (select count(*) from m) as total from m
        order by (m.read_at is null) desc, m.created_at asc, m.id asc
        limit ${ITEMS_PER_SECTION}`,
    );
    return {
      total: totalOf(rows),
      moreHref: "/admin/inquiries?open=1",
      items: rows.map((row) => ({
        key: `inquiry-${row.id}`,
        title: `${row.read_at ? "Read, not answered" : "New"}: ${row.name}`,
        detail: `${row.email} · received ${formatInZone(asDate(row.created_at), timeZone)}`,
        href: `/admin/inquiries/${row.id}`,
        action: "Reply",
      })),
    };
  },
};

export const draftReportsSource: TodaySource = {
  id: "draft-reports",
  heading: "Reports to review and send",
  rank: 30,
  countsInNav: true,
  async load({ db, timeZone }) {
    const rows = await selectRows<
      Counted & { id: number; name: string; email: string; questionnaire: string; completed_at: string | Date }
    >(
      db,
      sql`with m as (
          select p.id, r.profile_id, r.questionnaire_id, r.completed_at from phase_reports p
          join questionnaire_results r on r.id = p.result_id
          where p.status = 'draft')
        select m.id, u.name, u.email, q.name as questionnaire, m.completed_at, (select count(*) from m) as total
        from m join users u on u.id = m.profile_id join questionnaires q on q.id = m.questionnaire_id
        order by m.completed_at asc nulls last, m.id asc
        limit ${ITEMS_PER_SECTION}`,
    );
    return {
      total: totalOf(rows),
      items: rows.map((row) => {
        const phase = phaseNamed(row.questionnaire);
        return {
          key: `draft-${row.id}`,
          title: `${personName(row)} completed ${phase ? phase.buttonLabel : row.questionnaire}`,
          detail: `Draft report · completed ${formatInZone(asDate(row.completed_at), timeZone)}`,
          href: `/admin/reports/${row.id}`,
          action: "Review and approve",
        };
      }),
    };
  },
};

export const outdatedReportsSource: TodaySource = {
  id: "outdated-reports",
  heading: "Sent reports whose answers changed",
  rank: 40,
  countsInNav: true,
  async load({ db }) {
    const rows = await selectRows<
      Counted & { id: number; name: string; email: string; questionnaire: string; changed_keys: string[] | string }
    >(
      db,
      sql`with m as (
          select p.id, p.result_id, p.answer_version, p.approved_at from phase_reports p
          where p.status = 'approved'
            and exists (select 1 from answer_history h where h.result_id = p.result_id and h.id > p.answer_version))
        select m.id, u.name, u.email, q.name as questionnaire, (select count(*) from m) as total,
          (select coalesce(array_agg(distinct qq.question_key), '{}')
             from answer_history h join questions qq on qq.id = h.question_id
             where h.result_id = m.result_id and h.id > m.answer_version) as changed_keys
        from m
        join questionnaire_results r on r.id = m.result_id
        join users u on u.id = r.profile_id
        join questionnaires q on q.id = r.questionnaire_id
        order by m.approved_at asc, m.id asc
        limit ${ITEMS_PER_SECTION}`,
    );
    return {
      total: totalOf(rows),
      items: rows.map((row) => {
        const phase = phaseNamed(row.questionnaire);
        const keys = parseTextArray(row.changed_keys);
        const labels = phase ? keys.map((key) => labelFor(phase, key)) : keys;
        const shown = labels.slice(0, 3).join(", ");
        return {
          key: `outdated-${row.id}`,
          title: `${personName(row)}'s ${row.questionnaire} report is outdated`,
          detail: `${labels.length === 1 ? "1 answer" : `${labels.length} answers`} changed since approval: ${shown}${labels.length > 3 ? "…" : ""}`,
          href: `/admin/reports/${row.id}`,
          action: "See the changes",
        };
      }),
    };
  },
};

export const idleClientsSource: TodaySource = {
  id: "idle-clients",
  heading: `Clients idle for more than ${IDLE_ALERT_DAYS} days inside a phase`,
  rank: 50,
  countsInNav: false,
  async load({ db, now, timeZone }) {
    const since = new Date(now.getTime() - IDLE_ALERT_DAYS * 24 * 60 * 60 * 1000);
    const rows = await selectRows<
      Counted & {
        result_id: number;
        profile_id: string;
        name: string;
        email: string;
        questionnaire: string;
        updated_at: string | Date;
        last_nudge: string | Date | null;
        opted_out: boolean;
      }
    >(
      db,
      sql`with m as (
          select r.id, r.profile_id, r.questionnaire_id, r.updated_at from questionnaire_results r
          join users u on u.id = r.profile_id
          where r.completed_at is null and r.updated_at < ${since.toISOString()}
            and u.role = 'client' and coalesce(u.banned, false) = false)
        select m.id as result_id, m.profile_id, u.name, u.email, q.name as questionnaire, m.updated_at,
          (select max(n.created_at) from nudges n where n.result_id = m.id) as last_nudge,
          exists (select 1 from nudge_opt_outs o where o.profile_id = m.profile_id) as opted_out,
          (select count(*) from m) as total
        from m join users u on u.id = m.profile_id join questionnaires q on q.id = m.questionnaire_id
        order by m.updated_at asc, m.id asc
        limit ${ITEMS_PER_SECTION}`,
    );
    return {
      total: totalOf(rows),
      items: rows.map((row) => {
        const phase = phaseNamed(row.questionnaire);
        const idleDays = daysBetween(asDate(row.updated_at), now);
        const nudged = row.last_nudge
          ? `last nudged ${formatInZone(asDate(row.last_nudge), timeZone, "date")}`
          : "not nudged yet";
        return {
          key: `idle-${row.result_id}`,
          title: `${personName(row)}: ${row.questionnaire}, idle ${idleDays} days`,
          detail: row.opted_out
            ? "Opted out of reminders"
            : `${phase ? `Stopped in ${phaseSlug(phase)}` : "In progress"} · ${nudged}`,
          href: `/admin/clients/${encodeURIComponent(row.profile_id)}`,
          action: "Open client",
          quickAction: row.opted_out
            ? undefined
            : { intent: "nudge", id: String(row.result_id), label: `Nudge ${personName(row)} now` },
        };
      }),
    };
  },
};

export const failedEmailsSource: TodaySource = {
  id: "failed-emails",
  heading: "E-mails that could not be delivered",
  rank: 70,
  countsInNav: true,
  async load({ db, timeZone }) {
    const rows = await selectRows<
      Counted & { id: number; to: string; subject: string; last_error: string | null; created_at: string | Date }
    >(
      db,
      sql`select id, "to", subject, last_error, created_at,
          (select count(*) from email_outbox where status = 'failed') as total
        from email_outbox where status = 'failed'
        order by id desc
        limit ${ITEMS_PER_SECTION}`,
    );
    return {
      total: totalOf(rows),
      items: rows.map((row) => ({
        key: `email-${row.id}`,
        title: `"${row.subject}" to ${row.to}`,
        detail: `Queued ${formatInZone(asDate(row.created_at), timeZone)}${row.last_error ? ` · ${row.last_error.slice(0, 160)}` : ""}`,
        href: `mailto:${row.to}`,
        action: "Write to them yourself",
        quickAction: { intent: "retry-email", id: String(row.id), label: "Try sending again" },
      })),
    };
  },
};

/**
 * Today's sections. Booking adds "Sessions today and in the next 7 days" (rank 10) and media
 * "Galleries waiting for a selection or finals" (rank 60) here, each a `TodaySource`.
 */
export const todaySources: TodaySource[] = [
  inquiriesSource,
  draftReportsSource,
  outdatedReportsSource,
  idleClientsSource,
  failedEmailsSource,
];

/** Bookings per week for the activity chart; booking replaces `noBookingsYet` with its own count. */
export const bookingsPerWeek: BookingsPerWeek = noBookingsYet;

export interface GettingStartedStep {
  id: string;
  title: string;
  description: string;
  href: string;
  action: string;
}

/** What a new owner does first; shown until the first client exists. */
export const gettingStartedSteps: GettingStartedStep[] = [
  {
    id: "availability",
    title: "Set your availability",
    description: "Clients book their sessions and phase reviews in the times you offer.",
    href: "/admin/booking/setup",
    action: "Set your hours",
  },
  {
    id: "portfolio",
    title: "Upload a portfolio",
    description: "Your best photographs on the services pages show visitors what a session gives them.",
    href: "/admin/portfolio",
    action: "Open the portfolio",
  },
  {
    id: "invite",
    title: "Invite your first client",
    description: "They receive an e-mail to choose a password, then start Phase 1 of the Blueprint.",
    href: "/admin/users",
    action: "Invite a client",
  },
];

/** The weeks Today's charts cover. */
const CHART_WEEKS = 12;

export interface Today {
  sections: TodaySection[];
  attention: number;
  chart: ActivityChart;
  /** Visits counted without cookies (app/visits), over the chart's weeks. */
  visits: VisitsReport;
  gettingStarted: GettingStartedStep[];
  timeZone: string;
  zone: string;
}

/** Everything Today shows, in a fixed number of queries (one per source, the chart, the settings). */
export async function loadToday(
  db: Db,
  options: { now?: Date; sources?: TodaySource[]; bookings?: BookingsPerWeek } = {},
): Promise<Today> {
  const now = options.now ?? new Date();
  const sources = [...(options.sources ?? todaySources)].sort((a, b) => a.rank - b.rank);
  const timeZone = await getBusinessTimeZone(db);
  const context = { db, now, timeZone };
  const [loaded, chart, clients, visits] = await Promise.all([
    Promise.all(sources.map((source) => source.load(context))),
    activityChart(db, { now, timeZone, weeks: CHART_WEEKS, bookings: options.bookings ?? bookingsPerWeek }),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from users where role = 'client'`),
    visitsReport(db, weekStarts(now, timeZone, CHART_WEEKS)),
  ]);
  const sections = sources.map((source, index) => ({ id: source.id, heading: source.heading, ...loaded[index]! }));
  return {
    sections,
    attention: sources.reduce((sum, source, index) => sum + (source.countsInNav ? loaded[index]!.total : 0), 0),
    chart,
    visits,
    gettingStarted: Number(clients[0]?.n ?? 0) === 0 ? gettingStartedSteps : [],
    timeZone,
    zone: zoneLabel(timeZone, now),
  };
}

/** The owner navigation's counts, in one query: what needs the owner (Today) and the unread inquiries. */
export async function ownerBadges(db: Db): Promise<{ attention: number; unreadInquiries: number }> {
  const [row] = await selectRows<{ attention: number | string; unread: number | string }>(
    db,
    sql`select
      (select count(*) from contact_messages c
         where c.handled_at is null and not exists (select 1 from inquiry_replies r where r.inquiry_id = c.id))
      + (select count(*) from phase_reports where status = 'draft')
      + (select count(*) from phase_reports p where p.status = 'approved'
           and exists (select 1 from answer_history h where h.result_id = p.result_id and h.id > p.answer_version))
      + (select count(*) from email_outbox where status = 'failed')
      + (select count(*) from refunds where status = 'failed') as attention,
      (select count(*) from contact_messages where read_at is null) as unread`,
  );
  return { attention: Number(row?.attention ?? 0), unreadInquiries: Number(row?.unread ?? 0) };
}

/** PGlite answers text[] as an array; some paths give the literal `{a,b}`. */
function parseTextArray(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean)
    .map((part) => part.replace(/^"|"$/g, ""));
}
