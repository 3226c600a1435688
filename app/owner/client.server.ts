/** Everything the owner's page about one client shows, in a bounded number of queries. */
import { desc, eq, sql } from "drizzle-orm";
import { answerText } from "~/blueprint/answers-format";
import { phaseStatuses } from "~/blueprint/blueprint.server";
import { PHASES, phaseSlug } from "~/blueprint/questionnaires/engine";
import { phaseFor, phasesFor } from "~/blueprint/questionnaires/localized";
import { clientResults } from "~/blueprint/results.server";
import { describeAuditEntry } from "~/lib/audit-log";
import { selectRows } from "~/lib/db/rows";
import { auditLog, nudges, users } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { INQUIRY_STATE_LABELS, inquiryState } from "./inquiries.server.ts";
import { clientReports } from "./reports.server.ts";
import { roleLabel } from "./roles.ts";
import { formatInZone, zoneLabel } from "./time.ts";

export async function loadClientPage(db: Db, profileId: string) {
  if (!profileId || profileId.length > 64) return undefined;
  const [profile] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      banned: users.banned,
      invitedAt: users.invitedAt,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, profileId));
  if (!profile) return undefined;
  const timeZone = await getBusinessTimeZone(db);
  const locale = serverLocale();
  const at = (date: Date) => formatInZone(date, timeZone, "datetime", locale);
  const [statuses, results, reports, nudgeRows, optOut, inquiries, audit, answers] = await Promise.all([
    phaseStatuses(db, profileId),
    selectRows<{ id: number; questionnaire: string; updated_at: string | Date; completed_at: unknown }>(
      db,
      sql`select r.id, q.name as questionnaire, r.updated_at, r.completed_at
        from questionnaire_results r join questionnaires q on q.id = r.questionnaire_id
        where r.profile_id = ${profileId}`,
    ),
    clientReports(db, profileId),
    db.select().from(nudges).where(eq(nudges.profileId, profileId)).orderBy(desc(nudges.createdAt)).limit(50),
    selectRows<{ created_at: string | Date }>(
      db,
      sql`select created_at from nudge_opt_outs where profile_id = ${profileId}`,
    ),
    selectRows<{
      id: number;
      message: string;
      phone: string | null;
      created_at: string | Date;
      read_at: string | Date | null;
      handled_at: string | Date | null;
      last_reply: string | Date | null;
    }>(
      db,
      sql`select c.id, c.message, c.phone, c.created_at, c.read_at, c.handled_at,
          (select max(r.created_at) from inquiry_replies r where r.inquiry_id = c.id) as last_reply
        from contact_messages c where lower(c.email) = lower(${profile.email})
        order by c.created_at desc limit 20`,
    ),
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, profileId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(50),
    // The owner reads the answers in their language: headings, questions and chosen options.
    Promise.all(phasesFor(locale).map((shown) => clientResults(db, profileId, shown))),
  ]);
  const date = (value: string | Date | null) => (value ? new Date(value) : null);
  const phone = inquiries.find((i) => i.phone)?.phone ?? null;
  return {
    zone: zoneLabel(timeZone, undefined, locale),
    profile: {
      id: profile.id,
      name: profile.name,
      email: profile.email,
      role: profile.role,
      roleLabel: roleLabel(profile.role),
      phone,
      status: profile.banned
        ? m.owner_client_status_deactivated()
        : profile.invitedAt
          ? m.owner_client_status_invited()
          : profile.emailVerified
            ? m.owner_client_status_active()
            : m.owner_client_status_unconfirmed(),
      since: at(profile.createdAt),
    },
    optedOutOfNudges: optOut[0] ? at(new Date(optOut[0].created_at)) : null,
    phases: PHASES.map((phase, index) => {
      const status = statuses[index]!;
      const result = results.find((r) => r.questionnaire === phase.name);
      const answered = answers[index]!;
      return {
        number: phase.number,
        label: phaseFor(locale, phase.number).buttonLabel,
        status: status.status,
        percent: status.percent,
        completed: status.completedAt ? at(new Date(status.completedAt)) : null,
        lastActivity: result ? at(new Date(result.updated_at)) : null,
        resultId: result && !result.completed_at ? result.id : null,
        resumeHref: `/hob/${phaseSlug(phase)}`,
        reportHref: `/hob/${phaseSlug(phase)}/report?client=${encodeURIComponent(profileId)}`,
        groups: answered.hasResult
          ? answered.groups.map((group) => ({
              section: group.section,
              items: group.items.map((item) => ({
                key: item.key,
                label: item.label,
                answer: item.value === null ? "" : answerText(item.value, item.optionLabels),
              })),
            }))
          : [],
      };
    }),
    reports: reports.map((report) => ({
      id: report.id,
      phase: report.phase.name,
      state:
        report.status === "draft"
          ? m.owner_client_report_draft()
          : report.outdated
            ? m.owner_client_report_outdated()
            : m.owner_client_report_sent(),
      approved: report.approvedAt ? at(report.approvedAt) : null,
    })),
    nudges: nudgeRows.map((nudge) => ({
      id: nudge.id,
      at: at(nudge.createdAt),
      phase: results.find((r) => r.id === nudge.resultId)?.questionnaire ?? "",
      how:
        nudge.kind === "auto"
          ? m.owner_client_nudge_auto({ sequence: nudge.sequence })
          : m.owner_client_nudge_by_hand({ who: nudge.actorEmail ?? m.owner_client_nudge_owner() }),
    })),
    inquiries: inquiries.map((row) => ({
      id: row.id,
      received: at(new Date(row.created_at)),
      preview: row.message.length > 120 ? `${row.message.slice(0, 120)}…` : row.message,
      state:
        INQUIRY_STATE_LABELS[
          inquiryState({
            readAt: date(row.read_at),
            handledAt: date(row.handled_at),
            lastReplyAt: date(row.last_reply),
          })
        ],
    })),
    audit: audit.map((entry) => ({
      id: entry.id,
      at: at(entry.createdAt),
      sentence: describeAuditEntry(entry, { whom: profile.name?.trim() || profile.email }),
    })),
  };
}
