/**
 * The Blueprint questionnaire in the request's language. The phases are the same steps in every
 * language (same ids, kinds, keys and numbers: the engine and the stored answers do not depend on
 * the language); only what the client reads differs. Option values stay English everywhere and a
 * French phase labels them (option-labels.ts). The `questions` table is registered from the English
 * phases (engine.ts PHASES) whatever the language.
 */
import { PHASES } from "./engine";
import * as frenchGuidance from "./fr/guidance";
import { phase1 as phase1Fr } from "./fr/phase1";
import { phase2 as phase2Fr } from "./fr/phase2";
import { phase3 as phase3Fr } from "./fr/phase3";
import { phase4 as phase4Fr } from "./fr/phase4";
import type { QuestionnaireWording } from "./guidance";
import * as englishGuidance from "./guidance";
import type { PhaseDefinition, PhaseNumber } from "./types";

export type QuestionnaireLocale = "en" | "fr";

const FRENCH_PHASES: readonly PhaseDefinition[] = [phase1Fr, phase2Fr, phase3Fr, phase4Fr];

/** The four phases as a client reading `locale` sees them (English: engine.ts PHASES itself). */
export function phasesFor(locale: QuestionnaireLocale): readonly PhaseDefinition[] {
  return locale === "fr" ? FRENCH_PHASES : PHASES;
}

/** One phase in `locale`, by number. */
export function phaseFor(locale: QuestionnaireLocale, number: PhaseNumber): PhaseDefinition {
  return phasesFor(locale)[number - 1]!;
}

/** The questionnaire's shared wording (skip question, required answer, choice rule) in `locale`. */
export function guidanceFor(locale: QuestionnaireLocale): QuestionnaireWording {
  const { SKIP_QUESTION, REQUIRED_ANSWER, choiceGuidance } = locale === "fr" ? frenchGuidance : englishGuidance;
  return { SKIP_QUESTION, REQUIRED_ANSWER, choiceGuidance };
}
