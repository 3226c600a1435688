/**
 * Results for the owner and for each client: filtered lists, the CSV export (streamed through a
 * database cursor: memory stays flat and there is no query per client), the overview counts, and
 * one client's answers grouped by module.
 */
import { PassThrough, type Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { AnswerValue } from "~/blueprint/questionnaires/answers";
import {
  answerKeys,
  labelFor,
  PHASES,
  phaseSlug,
  questionRows,
  questionSteps,
} from "~/blueprint/questionnaires/engine";
import { optionLabelMap } from "~/blueprint/questionnaires/option-labels";
import type { PhaseDefinition, QuestionStep } from "~/blueprint/questionnaires/types";
import { rowsOf } from "~/lib/db/rows";
import { m } from "~/paraglide/messages";
import { say } from "../lib/contact-fields.ts";
import { csvLines } from "../lib/csv.ts";
import { reportNotes, users } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { answerText } from "./answers-format.ts";
import { loadPhaseState, questionRegistry } from "./blueprint.server.ts";
import { RESULT_STATUSES, RESULTS_PAGE_SIZE } from "./results.ts";

const IsoDate = z.iso.date(say(m.owner_results_date_format));

export const ResultsFilterSchema = z.object({
  questionnaire: z.string().default("Phase 1"),
  user: z
    .string(say(m.owner_results_user_invalid))
    .trim()
    .max(64, say(m.owner_results_user_invalid))
    .optional()
    .transform((v) => v || undefined),
  from: z
    .union([z.literal(""), IsoDate])
    .optional()
    .transform((v) => v || undefined),
  to: z
    .union([z.literal(""), IsoDate])
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(RESULT_STATUSES).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type ResultsFilter = z.infer<typeof ResultsFilterSchema> & { phase: PhaseDefinition };

export type FilterOutcome = { ok: true; filter: ResultsFilter } | { ok: false; error: string };

export function parseResultsFilter(params: URLSearchParams, defaultPhase = "Phase 1"): FilterOutcome {
  const raw = Object.fromEntries(params);
  const parsed = ResultsFilterSchema.safeParse({ questionnaire: defaultPhase, ...raw });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? m.owner_results_invalid() };
  const phase = PHASES.find((p) => p.name === parsed.data.questionnaire);
  if (!phase) return { ok: false, error: m.owner_results_no_phase() };
  if (parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
    return { ok: false, error: m.owner_results_from_after_to() };
  }
  return { ok: true, filter: { ...parsed.data, phase } };
}

export interface ResultRow {
  resultId: number;
  profileId: string;
  name: string;
  email: string;
  completedAt: Date | null;
  updatedAt: Date;
  answers: Record<string, AnswerValue>;
}

/** One row per client result, with all answers aggregated in SQL (no query per client). */
async function resultsSql(db: Db, filter: ResultsFilter) {
  const registry = (await questionRegistry(db)).get(filter.phase.number)!;
  const conditions = [sql`r.questionnaire_id = ${registry.questionnaireId}`];
  if (filter.user) conditions.push(sql`r.profile_id = ${filter.user}`);
  if (filter.status === "completed") conditions.push(sql`r.completed_at is not null`);
  if (filter.status === "in-progress") conditions.push(sql`r.completed_at is null`);
  // Dates are inclusive whole days (UTC), applied to completion, or last activity while in progress.
  if (filter.from) conditions.push(sql`coalesce(r.completed_at, r.updated_at) >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`coalesce(r.completed_at, r.updated_at) < (${filter.to}::date + 1)`);
  return sql`
    select r.id as result_id, r.profile_id, u.name, u.email, r.completed_at, r.updated_at,
      coalesce((
        select jsonb_object_agg(q.question_key, a.answer)
        from questionnaire_answers a join questions q on q.id = a.question_id
        where a.result_id = r.id
      ), '{}'::jsonb) as answers
    from questionnaire_results r join users u on u.id = r.profile_id
    where ${sql.join(conditions, sql` and `)}
    order by r.completed_at desc nulls last, r.updated_at desc, r.id desc`;
}

type RawRow = {
  result_id: number;
  profile_id: string;
  name: string;
  email: string;
  completed_at: string | Date | null;
  updated_at: string | Date;
  answers: Record<string, AnswerValue> | string;
};

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toRow(raw: RawRow): ResultRow {
  return {
    resultId: raw.result_id,
    profileId: raw.profile_id,
    name: raw.name,
    email: raw.email,
    completedAt: raw.completed_at ? toDate(raw.completed_at) : null,
    updatedAt: toDate(raw.updated_at),
    answers: typeof raw.answers === "string" ? JSON.parse(raw.answers) : raw.answers,
  };
}

export const EXPORT_BATCH_SIZE = 1000;

export async function listResults(db: Db, filter: ResultsFilter) {
  const query = await resultsSql(db, filter);
  const offset = (filter.page - 1) * RESULTS_PAGE_SIZE;
  const [page, total] = await Promise.all([
    db.execute(sql`${query} limit ${RESULTS_PAGE_SIZE} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from (${query}) as all_rows`),
  ]);
  return { rows: rowsOf<RawRow>(page).map(toRow), total: rowsOf<{ n: number }>(total)[0]?.n ?? 0 };
}

/**
 * Hands every matching row to `onRow`, fetched through a server-side cursor `batchSize` rows at a
 * time: one query plan for all clients, and memory bounded by the batch, not the data set.
 */
export async function forEachResult(
  db: Db,
  filter: ResultsFilter,
  onRow: (row: ResultRow) => Promise<void> | void,
  batchSize = EXPORT_BATCH_SIZE,
) {
  await forEachResultBatch(
    db,
    filter,
    async (rows) => {
      for (const row of rows) await onRow(row);
    },
    batchSize,
  );
}

/** As `forEachResult`, a batch (one cursor fetch) at a time. */
export async function forEachResultBatch(
  db: Db,
  filter: ResultsFilter,
  onBatch: (rows: ResultRow[]) => Promise<void> | void,
  batchSize = EXPORT_BATCH_SIZE,
) {
  const query = await resultsSql(db, filter);
  const size = Math.trunc(batchSize);
  await db.transaction(async (tx) => {
    await tx.execute(sql`declare results_export no scroll cursor for ${query}`);
    const fetchBatch = () => tx.execute(sql.raw(`fetch ${size} from results_export`)).then(rowsOf<RawRow>);
    let next: Promise<RawRow[]> | undefined = fetchBatch();
    while (next) {
      const batch: RawRow[] = await next;
      // The database reads the next batch while this one is handled (on PostgreSQL, on the other
      // core); a short batch was the last.
      next = batch.length === size ? fetchBatch() : undefined;
      next?.catch(() => {}); // if handling this batch fails, the transaction's error is the one reported
      if (batch.length > 0) await onBatch(batch.map(toRow));
    }
  });
}

export function csvColumns(phase: PhaseDefinition) {
  return ["user_id", "user_full_name", "user_email", "completed_at", ...questionRows(phase).map((r) => r.questionKey)];
}

/** A result's CSV record; `questionKeys` are the phase's, in column order (worked out once per export). */
export function csvRecord(row: ResultRow, questionKeys: readonly string[]) {
  return [
    row.profileId,
    row.name,
    row.email,
    row.completedAt?.toISOString() ?? "",
    ...questionKeys.map((key) => answerText(row.answers[key])),
  ];
}

export function csvFileName(phase: PhaseDefinition) {
  return `phase${phase.number}_results.csv`;
}

/**
 * The CSV (UTF-8 with BOM, RFC 4180 quoting) as a stream, one chunk per cursor batch (1,000 rows):
 * a chunk per row cost more in stream and compression calls than reading the rows did. On
 * PostgreSQL a slow download pauses the cursor (backpressure); the embedded database has a single
 * connection, so there rows are buffered instead of holding every other request behind the export.
 */
export function resultsCsvStream(db: Db, filter: ResultsFilter, options: { backpressure: boolean }): Readable {
  const output = new PassThrough();
  output.write(`\ufeff${csvLines([csvColumns(filter.phase)])}`);
  const questionKeys = questionRows(filter.phase).map((q) => q.questionKey);
  forEachResultBatch(db, filter, async (rows) => {
    const chunk = csvLines(rows.map((row) => csvRecord(row, questionKeys)));
    if (!output.write(chunk) && options.backpressure && !output.destroyed) {
      await new Promise((resolve) => {
        output.once("drain", resolve);
        output.once("close", resolve);
      });
    }
  })
    .then(() => output.end())
    .catch((error) => output.destroy(error as Error));
  return output;
}

/** Everyone who can appear in results: clients, and anyone who has started a phase. */
export async function listResultPeople(db: Db) {
  const rows = await db.execute(sql`
    select u.id, u.name, u.email from users u
    where u.role = 'client' or exists (select 1 from questionnaire_results r where r.profile_id = u.id)
    order by lower(coalesce(nullif(u.name, ''), u.email))`);
  return rowsOf<{ id: string; name: string; email: string }>(rows);
}

export const IDLE_DAYS = 14;

/** Per phase: how many clients have not started, are in progress, have completed; who is idle. */
export async function resultsOverview(db: Db) {
  const registry = await questionRegistry(db);
  const counts = await db.execute(sql`
    select q.name,
      count(*) filter (where r.id is null)::int as not_started,
      count(*) filter (where r.id is not null and r.completed_at is null)::int as in_progress,
      count(*) filter (where r.completed_at is not null)::int as completed
    from questionnaires q
    cross join users u
    left join questionnaire_results r on r.questionnaire_id = q.id and r.profile_id = u.id
    where u.role = 'client'
    group by q.name`);
  const idle = await db.execute(sql`
    select u.id, u.name, u.email, q.name as phase, r.updated_at
    from questionnaire_results r
    join users u on u.id = r.profile_id
    join questionnaires q on q.id = r.questionnaire_id
    where r.completed_at is null and r.updated_at < now() - make_interval(days => ${IDLE_DAYS})
    order by r.updated_at asc
    limit 100`);
  const byName = new Map(
    rowsOf<{ name: string; not_started: number; in_progress: number; completed: number }>(counts).map((r) => [
      r.name,
      r,
    ]),
  );
  return {
    phases: PHASES.filter((p) => registry.has(p.number)).map((phase) => {
      const row = byName.get(phase.name);
      return {
        number: phase.number,
        name: phase.name,
        title: phase.title,
        notStarted: row?.not_started ?? 0,
        inProgress: row?.in_progress ?? 0,
        completed: row?.completed ?? 0,
      };
    }),
    idle: (
      idle as unknown as {
        rows: { id: string; name: string; email: string; phase: string; updated_at: string | Date }[];
      }
    ).rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phase: r.phase,
      lastActivity: toDate(r.updated_at).toISOString(),
    })),
  };
}

export interface AnswerItem {
  key: string;
  label: string;
  prompt: string;
  kind: QuestionStep["kind"] | "detail" | "values-top";
  value: AnswerValue | null;
  /** How the chosen options read (a translated phase's labels, keyed by stored value); absent when shown as stored. */
  optionLabels?: Readonly<Record<string, string>>;
}

export interface AnswerGroup {
  section: string;
  items: AnswerItem[];
}

/** A client's answers for one phase, grouped by module in step order, with friendly labels. */
export async function clientResults(db: Db, profileId: string, phase: PhaseDefinition) {
  const state = await loadPhaseState(db, profileId, phase);
  const groups: AnswerGroup[] = [];
  for (const step of questionSteps(phase)) {
    let group = groups.find((g) => g.section === step.section);
    if (!group) {
      group = { section: step.section, items: [] };
      groups.push(group);
    }
    for (const key of answerKeys(step)) {
      const kind: AnswerItem["kind"] =
        step.kind === "slider" && key !== step.id
          ? "detail"
          : step.kind === "values" && key !== step.id
            ? "values-top"
            : step.kind;
      const prompt =
        step.kind === "slider" && key !== step.id
          ? step.detailPrompt
          : step.kind === "values"
            ? key === step.id
              ? step.finalPrompt
              : step.firstPrompt
            : step.prompt;
      const optionLabels = optionLabelMap(step);
      groups.at(-1)!.items.push({
        key,
        label: labelFor(phase, key),
        prompt,
        kind,
        value: state.answers.get(key) ?? null,
        ...(optionLabels ? { optionLabels } : {}),
      });
    }
  }
  const [profile] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, profileId));
  const registry = (await questionRegistry(db)).get(phase.number)!;
  const [note] = await db
    .select({ note: reportNotes.note, updatedAt: reportNotes.updatedAt })
    .from(reportNotes)
    .where(and(eq(reportNotes.profileId, profileId), eq(reportNotes.questionnaireId, registry.questionnaireId)));
  return {
    profile: profile ?? null,
    phase: { number: phase.number, name: phase.name, title: phase.title, slug: phaseSlug(phase) },
    hasResult: state.resultId !== null,
    startedAt: state.startedAt?.toISOString() ?? null,
    updatedAt: state.updatedAt?.toISOString() ?? null,
    completedAt: state.completedAt?.toISOString() ?? null,
    groups,
    note: note ? { text: note.note, updatedAt: note.updatedAt.toISOString() } : null,
  };
}

export const ReportNoteSchema = z.object({
  note: z.string().trim().max(10_000, say(m.owner_report_note_max)),
});

/** Saves (or, when empty, removes) the owner's note on a client's report. */
export async function saveReportNote(db: Db, profileId: string, phase: PhaseDefinition, note: string) {
  const registry = (await questionRegistry(db)).get(phase.number)!;
  if (!note) {
    await db
      .delete(reportNotes)
      .where(and(eq(reportNotes.profileId, profileId), eq(reportNotes.questionnaireId, registry.questionnaireId)));
    return;
  }
  await db
    .insert(reportNotes)
    .values({ profileId, questionnaireId: registry.questionnaireId, note })
    .onConflictDoUpdate({
      target: [reportNotes.profileId, reportNotes.questionnaireId],
      set: { note, updatedAt: sql`now()` },
    });
}

export async function findProfile(db: Db, id: string) {
  if (!id || id.length > 64) return undefined;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export const questionnaireNames = () => PHASES.map((p) => p.name);
