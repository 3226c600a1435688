/**
 * The one questionnaire engine: navigation, storage keys, resume point and progress, derived from
 * the four phase definitions. Pure functions, shared by the server and the browser.
 */
import { phase1 } from "./phase1";
import { phase2 } from "./phase2";
import { phase3 } from "./phase3";
import { phase4 } from "./phase4";
import type { PhaseDefinition, PhaseNumber, QuestionStep, Step } from "./types";

export const PHASES: readonly PhaseDefinition[] = [phase1, phase2, phase3, phase4];
export const PHASE_SLUGS = ["phase1", "phase2", "phase3", "phase4"] as const;
export type PhaseSlug = (typeof PHASE_SLUGS)[number];

export const phaseSlug = (phase: PhaseDefinition) => `phase${phase.number}` as PhaseSlug;

export function phaseBySlug(slug: string | undefined): PhaseDefinition | undefined {
  return PHASES.find((phase) => phaseSlug(phase) === slug);
}

export function phaseByNumber(number: PhaseNumber): PhaseDefinition {
  return PHASES[number - 1]!;
}

export function isQuestion(step: Step): step is QuestionStep {
  return step.kind !== "info" && step.kind !== "completion";
}

/** Every step but the completion card: these are what "Step n of total" counts. */
export function countedSteps(phase: PhaseDefinition): Step[] {
  return phase.steps.filter((step) => step.kind !== "completion");
}

export function questionSteps(phase: PhaseDefinition): QuestionStep[] {
  return phase.steps.filter(isQuestion);
}

export function findStep(phase: PhaseDefinition, id: string | undefined): Step | undefined {
  return phase.steps.find((step) => step.id === id);
}

export function firstStep(phase: PhaseDefinition): Step {
  return phase.steps[0]!;
}

export function completionStep(phase: PhaseDefinition): Step {
  return phase.steps.find((step) => step.kind === "completion")!;
}

export function stepPosition(phase: PhaseDefinition, id: string) {
  const counted = countedSteps(phase);
  const index = counted.findIndex((step) => step.id === id);
  return { number: index + 1, total: counted.length };
}

export function previousStep(phase: PhaseDefinition, id: string): Step | undefined {
  const index = phase.steps.findIndex((step) => step.id === id);
  return index > 0 ? phase.steps[index - 1] : undefined;
}

export function nextStep(phase: PhaseDefinition, id: string): Step | undefined {
  const index = phase.steps.findIndex((step) => step.id === id);
  return index >= 0 ? phase.steps[index + 1] : undefined;
}

/** The last question of the phase: its button reads "Submit" and saving it completes the phase. */
export function lastQuestion(phase: PhaseDefinition): QuestionStep {
  return questionSteps(phase).at(-1)!;
}

/** The answer keys a step stores (a slider keeps a detail text; the values picker keeps two lists). */
export function answerKeys(step: QuestionStep): string[] {
  switch (step.kind) {
    case "slider":
      return [step.id, `${step.id}-detail`];
    case "values":
      return [step.firstKey, step.id];
    default:
      return [step.id];
  }
}

export interface QuestionRow {
  questionKey: string;
  questionText: string;
  type: string;
  position: number;
}

/** The `questions` rows of a phase, in step order (registered at start-up). */
export function questionRows(phase: PhaseDefinition): QuestionRow[] {
  const rows: QuestionRow[] = [];
  for (const step of questionSteps(phase)) {
    if (step.kind === "slider") {
      rows.push({ questionKey: step.id, questionText: step.prompt, type: "slider", position: rows.length + 1 });
      rows.push({
        questionKey: `${step.id}-detail`,
        questionText: step.detailPrompt,
        type: "textarea",
        position: rows.length + 1,
      });
    } else if (step.kind === "values") {
      rows.push({
        questionKey: step.firstKey,
        questionText: step.firstPrompt,
        type: "values-top",
        position: rows.length + 1,
      });
      rows.push({ questionKey: step.id, questionText: step.finalPrompt, type: "values", position: rows.length + 1 });
    } else {
      rows.push({ questionKey: step.id, questionText: step.prompt, type: step.kind, position: rows.length + 1 });
    }
  }
  return rows;
}

/** Friendly label of an answer key for results pages and exports (falls back to the key). */
export function labelFor(phase: PhaseDefinition, key: string): string {
  for (const step of questionSteps(phase)) {
    if (step.id === key) return step.label;
    if (step.kind === "slider" && key === `${step.id}-detail`) return step.detailLabel ?? `${step.label} (details)`;
    if (step.kind === "values" && key === step.firstKey) return step.firstLabel ?? "Top 10 Values";
  }
  return key;
}

/** A question step counts as answered once its main key is stored (a skipped one as an empty answer). */
export function isStepAnswered(step: QuestionStep, answered: ReadonlySet<string>) {
  return answered.has(step.id);
}

/**
 * Where a returning client continues: the step after the last answered question, or the welcome
 * step when nothing is saved yet. A half-done values picker resumes on the picker itself.
 */
export function resumeStepId(phase: PhaseDefinition, answered: ReadonlySet<string>): string {
  let resume = firstStep(phase).id;
  phase.steps.forEach((step, index) => {
    if (!isQuestion(step)) return;
    if (isStepAnswered(step, answered)) resume = phase.steps[index + 1]?.id ?? step.id;
    else if (step.kind === "values" && answered.has(step.firstKey)) resume = step.id;
  });
  return resume;
}

/**
 * The one progress measure: counted steps behind the client, i.e. everything before the step they
 * would resume on (all of them once the last question is answered). On step n of a phase walked
 * in order this is n - 1, so the bar always agrees with "Step n of total".
 */
export function stepsDone(phase: PhaseDefinition, answered: ReadonlySet<string>) {
  const counted = countedSteps(phase);
  const index = counted.findIndex((step) => step.id === resumeStepId(phase, answered));
  return index === -1 ? counted.length : index;
}

export function progressPercent(phase: PhaseDefinition, answered: ReadonlySet<string>) {
  return Math.round((stepsDone(phase, answered) / countedSteps(phase).length) * 100);
}
