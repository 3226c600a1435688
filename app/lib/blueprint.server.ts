/**
 * Blueprint data: the questions registered from the phase definitions, each client's result per
 * phase and their answers. Every read and write is scoped to one profile id, which callers take
 * from the session (or, for the owner, from an explicit choice).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnswerEntry, AnswerValue } from "~/questionnaires/answers";
import {
  countedSteps,
  PHASES,
  progressPercent,
  questionRows,
  resumeStepId,
  stepPosition,
  stepsDone,
} from "~/questionnaires/engine";
import type { PhaseDefinition, PhaseNumber } from "~/questionnaires/types";
import { questionnaireAnswers, questionnaireResults, questionnaires, questions } from "./db/schema.ts";
import type { Db } from "./db.server.ts";

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

async function registerQuestions(db: Db) {
  const result = new Map<PhaseNumber, PhaseRegistry>();
  for (const phase of PHASES) {
    await db.insert(questionnaires).values({ name: phase.name }).onConflictDoNothing();
    const [questionnaire] = await db.select().from(questionnaires).where(eq(questionnaires.name, phase.name));
    const rows = questionRows(phase).map((row) => ({ ...row, questionnaireId: questionnaire!.id }));
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
    const stored = await db
      .select({ id: questions.id, key: questions.questionKey })
      .from(questions)
      .where(eq(questions.questionnaireId, questionnaire!.id));
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

export async function loadPhaseState(db: Db, profileId: string, phase: PhaseDefinition): Promise<PhaseState> {
  const registry = await registryFor(db, phase);
  const [result] = await db
    .select()
    .from(questionnaireResults)
    .where(
      and(
        eq(questionnaireResults.questionnaireId, registry.questionnaireId),
        eq(questionnaireResults.profileId, profileId),
      ),
    );
  if (!result)
    return {
      resultId: null,
      startedAt: null,
      updatedAt: null,
      completedAt: null,
      answers: new Map(),
      answeredAt: new Map(),
    };
  const rows = await db
    .select({
      questionId: questionnaireAnswers.questionId,
      answer: questionnaireAnswers.answer,
      updatedAt: questionnaireAnswers.updatedAt,
    })
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.resultId, result.id));
  const answers = new Map<string, AnswerValue>();
  const answeredAt = new Map<string, Date>();
  for (const row of rows) {
    const key = registry.keysById.get(row.questionId);
    if (key) {
      answers.set(key, row.answer as AnswerValue);
      answeredAt.set(key, row.updatedAt);
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

export interface SaveOptions {
  removeKeys?: string[];
  /** Marks the phase completed (once: a later save keeps the first completion date). */
  complete?: boolean;
  /** Runs inside the same transaction when this save completes the phase for the first time. */
  onFirstCompletion?: (tx: Db, resultId: number) => Promise<void>;
}

/**
 * Saves a step's answers in one transaction: one result per client and phase, one answer per
 * question (upserts, so a repeated or concurrent save leaves a single row). Returns whether this
 * save completed the phase for the first time.
 */
export async function saveAnswers(
  db: Db,
  profileId: string,
  phase: PhaseDefinition,
  entries: AnswerEntry[],
  options: SaveOptions = {},
): Promise<{ resultId: number; firstCompletion: boolean }> {
  const registry = await registryFor(db, phase);
  for (const entry of [...entries.map((e) => e.key), ...(options.removeKeys ?? [])]) {
    if (!registry.questionIds.has(entry)) throw new Error(`Unknown answer key ${entry} for ${phase.name}`);
  }
  return db.transaction(async (tx) => {
    const [result] = await tx
      .insert(questionnaireResults)
      .values({ questionnaireId: registry.questionnaireId, profileId })
      .onConflictDoUpdate({
        target: [questionnaireResults.questionnaireId, questionnaireResults.profileId],
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: questionnaireResults.id, completedAt: questionnaireResults.completedAt });
    const resultId = result!.id;
    if (entries.length > 0) {
      await tx
        .insert(questionnaireAnswers)
        .values(entries.map((e) => ({ resultId, questionId: registry.questionIds.get(e.key)!, answer: e.value })))
        .onConflictDoUpdate({
          target: [questionnaireAnswers.resultId, questionnaireAnswers.questionId],
          set: { answer: sql`excluded.answer`, updatedAt: sql`now()` },
        });
    }
    if (options.removeKeys?.length) {
      const ids = options.removeKeys.map((key) => registry.questionIds.get(key)!);
      await tx
        .delete(questionnaireAnswers)
        .where(and(eq(questionnaireAnswers.resultId, resultId), inArray(questionnaireAnswers.questionId, ids)));
    }
    let firstCompletion = false;
    if (options.complete && !result!.completedAt) {
      const completed = await tx
        .update(questionnaireResults)
        .set({ completedAt: sql`now()` })
        .where(and(eq(questionnaireResults.id, resultId), sql`${questionnaireResults.completedAt} is null`))
        .returning({ id: questionnaireResults.id });
      firstCompletion = completed.length > 0;
      if (firstCompletion) await options.onFirstCompletion?.(tx as unknown as Db, resultId);
    }
    return { resultId, firstCompletion };
  });
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
