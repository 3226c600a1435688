/**
 * Blueprint data: the questions registered from the phase definitions, each client's result per
 * phase and their answers. Every read and write is scoped to one profile id, which callers take
 * from the session (or, for the owner, from an explicit choice).
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnswerEntry, AnswerValue } from "~/blueprint/questionnaires/answers";
import {
  countedSteps,
  PHASES,
  progressPercent,
  questionRows,
  resumeStepId,
  stepPosition,
  stepsDone,
} from "~/blueprint/questionnaires/engine";
import type { PhaseDefinition, PhaseNumber } from "~/blueprint/questionnaires/types";
import {
  ANSWER_SAVE_STATEMENT,
  type AnswerSave,
  answerSaveParams,
  answerSaveWriter,
} from "../lib/db/answer-save-statement.ts";
import { type DriverStatement, driverStatement } from "../lib/db/client.server.ts";
import { questionnaireAnswers, questionnaireResults, questionnaires, questions } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";

interface PhaseRegistry {
  questionnaireId: number;
  questionIds: Map<string, number>;
  keysById: Map<number, string>;
}

const registries = new WeakMap<Db, Promise<Map<PhaseNumber, PhaseRegistry>>>();

/** Registers questionnaires and questions from the definitions, once per database (idempotent). */
export function questionRegistry(db: Db) {
  let registry = registries.get(db);
  if (!registry) {
    registry = registerQuestions(db);
    registries.set(db, registry);
    registry.catch(() => registries.delete(db));
  }
  return registry;
}

/**
 * Reads what is stored and writes only when the definitions changed (a new deploy): an unchanged
 * start-up costs one read per phase and no write.
 */
async function registerQuestions(db: Db) {
  const result = new Map<PhaseNumber, PhaseRegistry>();
  for (const phase of PHASES) {
    let [questionnaire] = await db.select().from(questionnaires).where(eq(questionnaires.name, phase.name));
    if (!questionnaire) {
      await db.insert(questionnaires).values({ name: phase.name }).onConflictDoNothing();
      [questionnaire] = await db.select().from(questionnaires).where(eq(questionnaires.name, phase.name));
    }
    const rows = questionRows(phase).map((row) => ({ ...row, questionnaireId: questionnaire!.id }));
    const read = () =>
      db
        .select({
          id: questions.id,
          key: questions.questionKey,
          text: questions.questionText,
          type: questions.type,
          position: questions.position,
        })
        .from(questions)
        .where(eq(questions.questionnaireId, questionnaire!.id));
    let stored = await read();
    const byKey = new Map(stored.map((q) => [q.key, q]));
    const unchanged = rows.every((row) => {
      const q = byKey.get(row.questionKey);
      return q && q.text === row.questionText && q.type === row.type && q.position === row.position;
    });
    if (!unchanged) {
      await db
        .insert(questions)
        .values(rows)
        .onConflictDoUpdate({
          target: [questions.questionnaireId, questions.questionKey],
          set: {
            questionText: sql`excluded.question_text`,
            type: sql`excluded.type`,
            position: sql`excluded.position`,
          },
        });
      stored = await read();
    }
    result.set(phase.number, {
      questionnaireId: questionnaire!.id,
      questionIds: new Map(stored.map((q) => [q.key, q.id])),
      keysById: new Map(stored.map((q) => [q.id, q.key])),
    });
  }
  return result;
}

async function registryFor(db: Db, phase: PhaseDefinition) {
  return (await questionRegistry(db)).get(phase.number)!;
}

export interface PhaseState {
  resultId: number | null;
  startedAt: Date | null;
  updatedAt: Date | null;
  completedAt: Date | null;
  answers: Map<string, AnswerValue>;
  /** When each answer was last written (to tell a client their answer was saved on another device). */
  answeredAt: Map<string, Date>;
}

/** A client's result and answers for one phase, in one round trip. */
export async function loadPhaseState(db: Db, profileId: string, phase: PhaseDefinition): Promise<PhaseState> {
  const registry = await registryFor(db, phase);
  const rows = await db
    .select({
      id: questionnaireResults.id,
      startedAt: questionnaireResults.startedAt,
      updatedAt: questionnaireResults.updatedAt,
      completedAt: questionnaireResults.completedAt,
      questionId: questionnaireAnswers.questionId,
      answer: questionnaireAnswers.answer,
      answeredAt: questionnaireAnswers.updatedAt,
    })
    .from(questionnaireResults)
    .leftJoin(questionnaireAnswers, eq(questionnaireAnswers.resultId, questionnaireResults.id))
    .where(
      and(
        eq(questionnaireResults.questionnaireId, registry.questionnaireId),
        eq(questionnaireResults.profileId, profileId),
      ),
    );
  const [result] = rows;
  if (!result)
    return {
      resultId: null,
      startedAt: null,
      updatedAt: null,
      completedAt: null,
      answers: new Map(),
      answeredAt: new Map(),
    };
  const answers = new Map<string, AnswerValue>();
  const answeredAt = new Map<string, Date>();
  for (const row of rows) {
    const key = row.questionId === null ? undefined : registry.keysById.get(row.questionId);
    if (key) {
      answers.set(key, row.answer as AnswerValue);
      if (row.answeredAt) answeredAt.set(key, row.answeredAt);
    }
  }
  return {
    resultId: result.id,
    startedAt: result.startedAt,
    updatedAt: result.updatedAt,
    completedAt: result.completedAt,
    answers,
    answeredAt,
  };
}

/** A statement with $1… placeholders as drizzle SQL, for a transaction (which has no driverStatement). */
function withPositionalParams(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/); // text, number, text, number, …, text
  return sql.join(parts.map((part, index) => (index % 2 === 1 ? sql`${params[Number(part) - 1]}` : sql.raw(part))));
}

export interface SaveOptions {
  removeKeys?: string[];
  /** Marks the phase completed (once: a later save keeps the first completion date). */
  complete?: boolean;
  /** Runs inside the same transaction when this save completes the phase for the first time. */
  onFirstCompletion?: (tx: Db, resultId: number) => Promise<void>;
}

/**
 * Saves a step's answers: one result per client and phase, one answer per question (upserts, so a
 * repeated or concurrent save leaves a single row). An ordinary save is a single statement (its
 * own transaction: the result upsert, the answer upserts and the removals commit together or not
 * at all), shared with other clients' saves that arrive meanwhile (`groupedSaves`); a save that
 * completes the phase adds, in the same transaction, the completion update and whatever
 * `onFirstCompletion` writes. Returns whether this save completed the phase first.
 */
export async function saveAnswers(
  db: Db,
  profileId: string,
  phase: PhaseDefinition,
  entries: AnswerEntry[],
  options: SaveOptions = {},
): Promise<{ resultId: number; firstCompletion: boolean }> {
  const registry = await registryFor(db, phase);
  const questionId = (key: string) => {
    const id = registry.questionIds.get(key);
    if (id === undefined) throw new Error(`Unknown answer key ${key} for ${phase.name}`);
    return id;
  };
  const answers = JSON.stringify(entries.map((e) => ({ question_id: questionId(e.key), answer: e.value })));
  const saved = new Set(entries.map((e) => e.key));
  const removed = (options.removeKeys ?? []).filter((key) => !saved.has(key)).map(questionId);
  const ordinary: AnswerSave = { questionnaireId: registry.questionnaireId, profileId, answers, removed };
  const save = async (executor: Db) => {
    const rows = (
      (await executor.execute(withPositionalParams(ANSWER_SAVE_STATEMENT, answerSaveParams(ordinary)))) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;
    const row = rows[0]!;
    return { resultId: Number(row.id), completed: row.completed === true };
  };
  if (!options.complete) {
    const run = driverStatement(db);
    const resultId = run ? await groupedSaves(db, run)(ordinary) : (await save(db)).resultId;
    return { resultId, firstCompletion: false };
  }
  return db.transaction(async (tx) => {
    const { resultId, completed } = await save(tx as unknown as Db);
    let firstCompletion = false;
    if (!completed) {
      const done = await tx
        .update(questionnaireResults)
        .set({ completedAt: sql`now()` })
        .where(and(eq(questionnaireResults.id, resultId), sql`${questionnaireResults.completedAt} is null`))
        .returning({ id: questionnaireResults.id });
      firstCompletion = done.length > 0;
      if (firstCompletion) await options.onFirstCompletion?.(tx as unknown as Db, resultId);
    }
    return { resultId, firstCompletion };
  });
}

const answerSaveWriters = new WeakMap<Db, (save: AnswerSave) => Promise<number>>();

/** Ordinary saves of `db`, grouped when they arrive together (`answerSaveWriter`). */
function groupedSaves(db: Db, run: DriverStatement) {
  let write = answerSaveWriters.get(db);
  if (!write) {
    write = answerSaveWriter(run);
    answerSaveWriters.set(db, write);
  }
  return write;
}

export interface PhaseStatus {
  number: PhaseNumber;
  status: "not-started" | "in-progress" | "completed";
  percent: number;
  /** Counted steps behind the client, of `totalSteps` (the measure the questionnaire shows). */
  stepsDone: number;
  totalSteps: number;
  /** Where "Continue" leads: the step id and its number in "Step n of total". */
  resumeStep: { id: string; number: number };
  completedAt: string | null;
}

/** Each phase's status for one client, in two queries whatever the number of answers. */
export async function phaseStatuses(db: Db, profileId: string): Promise<PhaseStatus[]> {
  const registry = await questionRegistry(db);
  const results = await db
    .select({
      id: questionnaireResults.id,
      questionnaireId: questionnaireResults.questionnaireId,
      completedAt: questionnaireResults.completedAt,
    })
    .from(questionnaireResults)
    .where(eq(questionnaireResults.profileId, profileId));
  const answered = results.length
    ? await db
        .select({ resultId: questionnaireAnswers.resultId, questionId: questionnaireAnswers.questionId })
        .from(questionnaireAnswers)
        .where(
          inArray(
            questionnaireAnswers.resultId,
            results.map((r) => r.id),
          ),
        )
    : [];
  return PHASES.map((phase) => {
    const phaseRegistry = registry.get(phase.number)!;
    const result = results.find((r) => r.questionnaireId === phaseRegistry.questionnaireId);
    const keys = new Set(
      answered.filter((a) => a.resultId === result?.id).map((a) => phaseRegistry.keysById.get(a.questionId) ?? ""),
    );
    const percent = progressPercent(phase, keys);
    const totalSteps = countedSteps(phase).length;
    const resume = resumeStepId(phase, keys);
    return {
      number: phase.number,
      status: result?.completedAt ? "completed" : result ? "in-progress" : "not-started",
      percent: result?.completedAt ? 100 : percent,
      stepsDone: result?.completedAt ? totalSteps : stepsDone(phase, keys),
      totalSteps,
      resumeStep: { id: resume, number: Math.min(stepPosition(phase, resume).number || totalSteps, totalSteps) },
      completedAt: result?.completedAt?.toISOString() ?? null,
    };
  });
}
