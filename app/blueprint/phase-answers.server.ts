/**
 * The Blueprint's answers as other capabilities read them: which phases a person has completed (who may
 * book a phase review) and a phase's key answers (what the owner prepares that session with, on the
 * owner's booking page).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { questionnaireResults, questionnaires } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { answerText } from "./answers-format.ts";
import { loadPhaseState } from "./blueprint.server.ts";
import { answerKeys, labelFor, PHASES, questionSteps } from "./questionnaires/engine.ts";
import { phaseFor } from "./questionnaires/localized.ts";
import { optionLabelMap } from "./questionnaires/option-labels.ts";
import type { PhaseNumber } from "./questionnaires/types.ts";

/** The phases `userId` has completed. */
export async function completedPhases(db: Db, userId: string): Promise<Set<PhaseNumber>> {
  const rows = await db
    .select({ name: questionnaires.name })
    .from(questionnaireResults)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireResults.questionnaireId))
    .where(and(eq(questionnaireResults.profileId, userId), isNotNull(questionnaireResults.completedAt)));
  const names = new Set(rows.map((r) => r.name));
  return new Set(PHASES.filter((p) => names.has(p.name)).map((p) => p.number));
}

/** The phase's answers next to a phase review booking (what the owner prepares the session with). */
export async function phaseKeyAnswers(db: Db, userId: string, phaseNumber: number) {
  const phase = PHASES.find((p) => p.number === phaseNumber);
  if (!phase) return [];
  const state = await loadPhaseState(db, userId, phase);
  // Worded in the owner's language: the questions' labels, and each chosen option's label.
  const shown = phaseFor(serverLocale(), phase.number);
  return questionSteps(shown)
    .flatMap((step) => answerKeys(step).map((key) => ({ key, options: optionLabelMap(step) })))
    .map(({ key, options }) => ({ label: labelFor(shown, key), answer: answerText(state.answers.get(key), options) }))
    .filter((a) => a.answer !== "")
    .slice(0, 12);
}
