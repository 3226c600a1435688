/**
 * "Today", the owner's dashboard: what needs attention, most urgent first, each item a link to
 * where to act. Every section comes from one item source (one query each, whatever the number
 * of clients), so a capability adds its section with a few lines in `todaySources` below.
 */
import { sql } from "drizzle-orm";
import { labelFor, phaseSlug } from "~/blueprint/questionnaires/engine";
import { phaseFor, phasesFor } from "~/blueprint/questionnaires/localized";
import { selectRows } from "~/lib/db/rows";
import type { Db } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { type VisitsReport, visitsReport } from "~/visits/report.server";
import {
  type ActivityChart,
  activityChart,
  type BookingsPerWeek,
  noBookingsYet,
  weekStarts,
} from "./activity.server.ts";
import { asDate, personName, phaseNamed } from "./db-rows.server.ts";
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

/** A date for Today's sentences: the business time zone, the request's language. */
const when = (date: Date, timeZone: string, style?: "datetime" | "date") =>
  formatInZone(date, timeZone, style, serverLocale());

type Counted = { total: number | string };
const totalOf = (rows: Counted[]) => Number(rows[0]?.total ?? 0);

export const inquiriesSource: TodaySource = {
  id: "inquiries",
  get heading() {
    return m.owner_today_inquiries_heading();
  },
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
        title: m.owner_today_inquiry_title({
          state: row.read_at ? m.owner_today_inquiry_read() : m.owner_inquiry_state_new(),
          name: row.name,
        }),
        detail: `${row.email} · ${m.owner_today_inquiry_received({ when: when(asDate(row.created_at), timeZone) })}`,
        href: `/admin/inquiries/${row.id}`,
        action: m.owner_today_inquiry_reply(),
      })),
    };
  },
};

export const draftReportsSource: TodaySource = {
  id: "draft-reports",
  get heading() {
    return m.owner_today_drafts_heading();
  },
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
          title: m.owner_today_draft_title({
            name: personName(row),
            phase: phase ? phasesFor(serverLocale())[phase.number - 1]!.buttonLabel : row.questionnaire,
          }),
          detail: m.owner_today_draft_detail({ when: when(asDate(row.completed_at), timeZone) }),
          href: `/admin/reports/${row.id}`,
          action: m.owner_today_draft_action(),
        };
      }),
    };
  },
};

export const outdatedReportsSource: TodaySource = {
  id: "outdated-reports",
  get heading() {
    return m.owner_today_outdated_heading();
  },
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
        // The questions as the owner reads them, in their language.
        const read = phase && phaseFor(serverLocale(), phase.number);
        const labels = read ? keys.map((key) => labelFor(read, key)) : keys;
        const shown = labels.slice(0, 3).join(", ");
        return {
          key: `outdated-${row.id}`,
          title: m.owner_today_outdated_title({ name: personName(row), questionnaire: row.questionnaire }),
          detail: `${m.owner_today_outdated_detail({ count: labels.length, shown })}${labels.length > 3 ? "…" : ""}`,
          href: `/admin/reports/${row.id}`,
          action: m.owner_today_outdated_action(),
        };
      }),
    };
  },
};

export const idleClientsSource: TodaySource = {
  id: "idle-clients",
  get heading() {
    return m.owner_today_idle_heading({ days: IDLE_ALERT_DAYS });
  },
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
      // The last nudge and the opt-out are looked up for the shown rows only: in the select list beside the
      // ORDER BY, PostgreSQL ran both for every idle client (~2× the statement's time with 1,000 clients).
      sql`with m as (
          select r.id, r.profile_id, r.questionnaire_id, r.updated_at, u.name, u.email from questionnaire_results r
          join users u on u.id = r.profile_id
          where r.completed_at is null and r.updated_at < ${since.toISOString()}
            and u.role = 'client' and coalesce(u.banned, false) = false),
        shown as (select * from m order by m.updated_at asc, m.id asc limit ${ITEMS_PER_SECTION})
        select shown.id as result_id, shown.profile_id, shown.name, shown.email, q.name as questionnaire,
          shown.updated_at,
          (select max(n.created_at) from nudges n where n.result_id = shown.id) as last_nudge,
          exists (select 1 from nudge_opt_outs o where o.profile_id = shown.profile_id) as opted_out,
          (select count(*) from m) as total
        from shown join questionnaires q on q.id = shown.questionnaire_id
        order by shown.updated_at asc, shown.id asc`,
    );
    return {
      total: totalOf(rows),
      items: rows.map((row) => {
        const phase = phaseNamed(row.questionnaire);
        const idleDays = daysBetween(asDate(row.updated_at), now);
        const nudged = row.last_nudge
          ? m.owner_today_idle_nudged({ when: when(asDate(row.last_nudge), timeZone, "date") })
          : m.owner_today_idle_not_nudged();
        return {
          key: `idle-${row.result_id}`,
          title: m.owner_today_idle_title({ name: personName(row), questionnaire: row.questionnaire, days: idleDays }),
          detail: row.opted_out
            ? m.owner_today_idle_opted_out()
            : `${phase ? m.owner_today_idle_stopped({ phase: phaseSlug(phase) }) : m.owner_today_idle_in_progress()} · ${nudged}`,
          href: `/admin/clients/${encodeURIComponent(row.profile_id)}`,
          action: m.owner_today_idle_action(),
          quickAction: row.opted_out
            ? undefined
            : {
                intent: "nudge",
                id: String(row.result_id),
                label: m.owner_today_idle_nudge({ name: personName(row) }),
              },
        };
      }),
    };
  },
};

export const failedEmailsSource: TodaySource = {
  id: "failed-emails",
  get heading() {
    return m.owner_today_emails_heading();
  },
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
        title: m.owner_today_email_title({ subject: row.subject, to: row.to }),
        detail: `${m.owner_today_email_queued({ when: when(asDate(row.created_at), timeZone) })}${row.last_error ? ` · ${row.last_error.slice(0, 160)}` : ""}`,
        href: `mailto:${row.to}`,
        action: m.owner_today_email_action(),
        quickAction: { intent: "retry-email", id: String(row.id), label: m.owner_today_email_retry() },
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

/** What a new owner does first; shown until the first client exists (words in the request's language). */
export function gettingStartedSteps(): GettingStartedStep[] {
  return [
    {
      id: "availability",
      title: m.owner_today_step_availability_title(),
      description: m.owner_today_step_availability_description(),
      href: "/admin/booking/setup",
      action: m.owner_today_step_availability_action(),
    },
    {
      id: "portfolio",
      title: m.owner_today_step_portfolio_title(),
      description: m.owner_today_step_portfolio_description(),
      href: "/admin/portfolio",
      action: m.owner_today_step_portfolio_action(),
    },
    {
      id: "invite",
      title: m.owner_today_step_invite_title(),
      description: m.owner_today_step_invite_description(),
      href: "/admin/users",
      action: m.owner_today_step_invite_action(),
    },
  ];
}

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
    gettingStarted: Number(clients[0]?.n ?? 0) === 0 ? gettingStartedSteps() : [],
    timeZone,
    zone: zoneLabel(timeZone, now, serverLocale()),
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
