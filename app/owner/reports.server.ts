/**
 * Reports the owner approves. Completing a phase creates a draft (database trigger, same
 * transaction as the completion); the owner edits the note and the recommendations and approves;
 * only then the client receives "Your Phase N report is ready" with the PDF. A report records the
 * answer version (highest `answer_history.id`) it was built on: a later change makes it outdated.
 */
import { eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { answerText } from "~/blueprint/answers-format";
import type { AnswerValue } from "~/blueprint/questionnaires/answers";
import { answerKeys, labelFor, phaseSlug, questionSteps } from "~/blueprint/questionnaires/engine";
import { phaseFor } from "~/blueprint/questionnaires/localized";
import { optionLabelMap } from "~/blueprint/questionnaires/option-labels";
import type { PhaseDefinition } from "~/blueprint/questionnaires/types";
import { reportSummary } from "~/blueprint/report-summary";
import { clientResults, findProfile } from "~/blueprint/results.server";
import { selectRows } from "~/lib/db/rows";
import { auditLog, phaseReports } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { isLocale, type Locale } from "~/lib/i18n/locale";
import { inLocale, serverLocale } from "~/lib/i18n/request-locale.server";
import type { SessionUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import { asDate, personName, phaseNamed } from "./db-rows.server.ts";
import { reportReadyEmail } from "./emails.server.ts";
import type { ReportFields } from "./report-form.ts";
import { type ReportPdfInput, renderReportPdf } from "./report-pdf.server.tsx";

// The report's form: a plain module the page also runs (docs/decisions/024-forms-with-conform.md).
export { ReportFieldsSchema } from "./report-form.ts";

export class ReportActionError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

export interface OwnerReport {
  id: number;
  resultId: number;
  status: "draft" | "approved";
  note: string;
  recommendations: string;
  answerVersion: number;
  currentVersion: number;
  approvedAt: Date | null;
  approvedByEmail: string | null;
  sentCount: number;
  completedAt: Date | null;
  /** The client; `locale` is their account's language, the one their report is written in. */
  profile: { id: string; name: string; email: string; locale: Locale };
  phase: PhaseDefinition;
  outdated: boolean;
}

type ReportRow = {
  id: number;
  result_id: number;
  status: "draft" | "approved";
  note: string;
  recommendations: string;
  answer_version: number | string;
  current_version: number | string;
  approved_at: string | Date | null;
  approved_by_email: string | null;
  sent_count: number;
  completed_at: string | Date | null;
  profile_id: string;
  name: string;
  email: string;
  locale: string;
  questionnaire: string;
};

const reportQuery = (where: ReturnType<typeof sql>) => sql`
  select p.id, p.result_id, p.status, p.note, p.recommendations, p.answer_version, p.approved_at, p.sent_count,
    a.email as approved_by_email, r.completed_at, r.profile_id, u.name, u.email, u.locale, q.name as questionnaire,
    (select coalesce(max(h.id), 0) from answer_history h where h.result_id = p.result_id) as current_version
  from phase_reports p
  join questionnaire_results r on r.id = p.result_id
  join users u on u.id = r.profile_id
  join questionnaires q on q.id = r.questionnaire_id
  left join users a on a.id = p.approved_by
  where ${where}
  order by p.id`;

function toReport(row: ReportRow): OwnerReport | undefined {
  const phase = phaseNamed(row.questionnaire);
  if (!phase) return undefined;
  const answerVersion = Number(row.answer_version);
  const currentVersion = Number(row.current_version);
  return {
    id: row.id,
    resultId: row.result_id,
    status: row.status,
    note: row.note,
    recommendations: row.recommendations,
    answerVersion,
    currentVersion,
    approvedAt: row.approved_at ? asDate(row.approved_at) : null,
    approvedByEmail: row.approved_by_email,
    sentCount: row.sent_count,
    completedAt: row.completed_at ? asDate(row.completed_at) : null,
    profile: { id: row.profile_id, name: row.name, email: row.email, locale: isLocale(row.locale) ? row.locale : "en" },
    phase,
    outdated: row.status === "approved" && currentVersion > answerVersion,
  };
}

export async function findReport(db: Db, id: number) {
  const [row] = await selectRows<ReportRow>(db, reportQuery(sql`p.id = ${id}`));
  return row ? toReport(row) : undefined;
}

/** One client's reports (for the client's page). */
export async function clientReports(db: Db, profileId: string) {
  const rows = await selectRows<ReportRow>(db, reportQuery(sql`r.profile_id = ${profileId}`));
  return rows.map(toReport).filter((r): r is OwnerReport => Boolean(r));
}

/** The labels of the options the answer `key` chooses from, in `phase`'s language (none for English or free text). */
function optionLabelsFor(phase: PhaseDefinition, key: string) {
  const step = questionSteps(phase).find((candidate) => answerKeys(candidate).includes(key));
  return step ? optionLabelMap(step) : undefined;
}

export interface AnswerChange {
  key: string;
  label: string;
  before: string;
  after: string;
  changedAt: Date;
}

/**
 * What changed since the owner approved the report: per question, the approved value and today's. A draft
 * was never approved, so nothing has changed "since" (its answer version is 0 until the first approval).
 */
export async function reportChanges(db: Db, report: OwnerReport): Promise<AnswerChange[]> {
  if (report.status !== "approved" || report.currentVersion <= report.answerVersion) return [];
  const rows = await selectRows<{
    key: string;
    before: AnswerValue | null;
    after: AnswerValue | null;
    changed_at: string | Date;
  }>(
    db,
    sql`select distinct on (q.question_key) q.question_key as key,
        (select h1.previous_answer from answer_history h1
           where h1.result_id = h.result_id and h1.question_id = h.question_id and h1.id > ${report.answerVersion}
           order by h1.id asc limit 1) as before,
        h.new_answer as after, h.changed_at
      from answer_history h join questions q on q.id = h.question_id
      where h.result_id = ${report.resultId} and h.id > ${report.answerVersion}
      order by q.question_key, h.id desc`,
  );
  // In the reader's language: the question and each chosen option as they read them (stored values are English).
  const shown = phaseFor(serverLocale(), report.phase.number);
  return rows
    .map((row) => {
      const labels = optionLabelsFor(shown, row.key);
      return {
        key: row.key,
        label: labelFor(shown, row.key),
        before: answerText(row.before ?? undefined, labels) || m.owner_report_no_answer(),
        after: answerText(row.after ?? undefined, labels) || m.owner_report_no_answer(),
        changedAt: asDate(row.changed_at),
      };
    })
    .filter((change) => change.before !== change.after);
}

export async function saveReportDraft(db: Db, id: number, fields: ReportFields) {
  const [row] = await db
    .update(phaseReports)
    .set({ note: fields.note, recommendations: fields.recommendations, updatedAt: new Date() })
    .where(eq(phaseReports.id, id))
    .returning({ id: phaseReports.id });
  if (!row) throw new ReportActionError(m.owner_report_gone(), 404);
}

/**
 * The PDF's content: the same summary as the web report (`reportSummary`: highlights, well-being scores,
 * answered questions by module), the client's answers as they are now, the owner's note and recommendations.
 */
export async function reportPdfInput(
  db: Db,
  report: OwnerReport,
  fields: { note: string; recommendations: string },
  siteName: string,
  approvedAt: Date,
): Promise<ReportPdfInput> {
  // In the language the work runs in (the client's request, or `inLocale` around it): labels, headings, dates.
  const locale = serverLocale();
  const shown = phaseFor(locale, report.phase.number);
  const summary = reportSummary(await clientResults(db, report.profile.id, shown));
  return {
    locale,
    siteName,
    clientName: personName(report.profile),
    phase: { name: report.phase.name, title: shown.title },
    completedAt: report.completedAt?.toISOString() ?? null,
    approvedAt: approvedAt.toISOString(),
    note: fields.note,
    recommendations: fields.recommendations,
    highlights: summary.highlights.map(({ label, value, optionLabels }) => ({
      label,
      value,
      ...(optionLabels ? { optionLabels } : {}),
    })),
    wellbeing: summary.wellbeing?.map(({ label, score }) => ({ label, score })) ?? null,
    groups: summary.groups.map((group) => ({
      section: group.section,
      items: group.items.map(({ key, label, value, optionLabels }) => ({
        key,
        label,
        value,
        ...(optionLabels ? { optionLabels } : {}),
      })),
    })),
    counts: summary.counts,
  };
}

export function reportFileName(report: OwnerReport) {
  const who = personName(report.profile)
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .toLowerCase();
  return `${report.phase.name.replace(/\s+/g, "-").toLowerCase()}-report${who ? `-${who}` : ""}.pdf`;
}

/**
 * Approves (or, for an outdated report, re-approves) and sends: the PDF is built from the answers
 * of the version read first, so a change made meanwhile shows up as "outdated" rather than lost.
 */
export async function approveReport(
  db: Db,
  actor: SessionUser,
  id: number,
  fields: ReportFields,
  config: { siteName: string; baseUrl: string },
  now = new Date(),
) {
  const report = await findReport(db, id);
  if (!report) throw new ReportActionError(m.owner_report_gone(), 404);
  if (report.status === "approved" && !report.outdated) {
    throw new ReportActionError(m.owner_report_already_sent(), 409);
  }
  const version = report.currentVersion;
  // In the client's language, whichever language the owner's page is in.
  const pdf = await inLocale(report.profile.locale, async () =>
    renderReportPdf(await reportPdfInput(db, report, fields, config.siteName, now)),
  );
  const sent = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(phaseReports)
      .set({
        status: "approved",
        note: fields.note,
        recommendations: fields.recommendations,
        answerVersion: version,
        approvedAt: now,
        approvedBy: actor.id,
        updatedAt: now,
        sentCount: sql`${phaseReports.sentCount} + 1`,
      })
      // Two clicks (or two owners) approve one version once.
      .where(
        sql`${phaseReports.id} = ${id} and (${phaseReports.status} = 'draft' or ${phaseReports.answerVersion} < ${version})`,
      )
      .returning({ sentCount: phaseReports.sentCount });
    if (!updated) return undefined;
    // The approved note is the one the client's online report shows.
    if (fields.note) {
      await tx.execute(sql`insert into report_notes (profile_id, questionnaire_id, note)
        select r.profile_id, r.questionnaire_id, ${fields.note} from questionnaire_results r where r.id = ${report.resultId}
        on conflict (profile_id, questionnaire_id) do update set note = excluded.note, updated_at = now()`);
    } else {
      await tx.execute(sql`delete from report_notes n using questionnaire_results r
        where r.id = ${report.resultId} and n.profile_id = r.profile_id and n.questionnaire_id = r.questionnaire_id`);
    }
    await enqueueEmail(tx, {
      ...reportReadyEmail(
        config.siteName,
        report.profile.email,
        {
          name: report.profile.name,
          phaseName: phaseFor(report.profile.locale, report.phase.number).name,
          phaseTitle: phaseFor(report.profile.locale, report.phase.number).title,
          reportUrl: `${config.baseUrl}/hob/${phaseSlug(report.phase)}/report`,
          pdf: {
            filename: reportFileName(report),
            contentType: "application/pdf",
            contentBase64: pdf.toString("base64"),
          },
        },
        report.profile.locale,
      ),
      dedupeKey: `report:${id}:${updated.sentCount}`,
    });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: report.status === "draft" ? "report-approved" : "report-resent",
      targetUserId: report.profile.id,
      targetEmail: report.profile.email,
      details: { report: id, phase: report.phase.name, answerVersion: version },
    });
    return updated.sentCount;
  });
  if (sent === undefined) throw new ReportActionError(m.owner_report_just_approved(), 409);
  return { message: m.owner_report_sent_to({ phase: report.phase.name, client: personName(report.profile) }) };
}

export interface ApprovedReport {
  id: number;
  recommendations: string;
  approvedAt: Date;
}

/** A client's approved report for one phase (what the client may read), or undefined while there is none. */
export async function findApprovedReport(db: Db, profileId: string, phaseName: string) {
  const [row] = await selectRows<{ id: number; recommendations: string; approved_at: string | Date }>(
    db,
    sql`select p.id, p.recommendations, p.approved_at from phase_reports p
      join questionnaire_results r on r.id = p.result_id
      join questionnaires q on q.id = r.questionnaire_id
      where r.profile_id = ${profileId} and q.name = ${phaseName} and p.status = 'approved'`,
  );
  if (!row) return undefined;
  return { id: row.id, recommendations: row.recommendations, approvedAt: asDate(row.approved_at) } as ApprovedReport;
}

export type ReportAccess =
  /** The whole report: the owner (a draft is their preview) or its client once approved. */
  | { ready: true; approved: ApprovedReport | undefined }
  /** Its client before the owner approves: their answers only, and "Your report is being prepared". */
  | { ready: false };

/**
 * The one rule for reading a client's phase report, online (/hob/phaseN/report) and as a PDF
 * (/hob/phaseN/report/pdf). Whose: your own, or with `?client=<id>` (the owner only) anyone's; for
 * everyone but the owner another id does not exist (404). How much: the owner reads all of any report;
 * a client reads theirs once the owner has approved it, and before that only their answers.
 */
export async function requireReportAccess(
  db: Db,
  viewer: Pick<SessionUser, "id" | "role">,
  request: Request,
  phase: Pick<PhaseDefinition, "name">,
): Promise<{ profileId: string; access: ReportAccess }> {
  const clientId = new URL(request.url).searchParams.get("client");
  let profileId = viewer.id;
  if (clientId && clientId !== viewer.id) {
    if (viewer.role !== "admin") throw data(null, { status: 404 });
    const profile = await findProfile(db, clientId);
    if (!profile) throw data(null, { status: 404 });
    profileId = profile.id;
  }
  const approved = await findApprovedReport(db, profileId, phase.name);
  if (viewer.role === "admin") return { profileId, access: { ready: true, approved } };
  return { profileId, access: approved ? { ready: true, approved } : { ready: false } };
}
