import type { QuestionStep } from "./types";

/**
 * Wording shared by the questionnaire page and the server (which stays the authority): the same
 * sentence is shown next to the control and returned when a submission is refused.
 */

/** The question asked when Continue is pressed on an empty optional answer. */
export const SKIP_QUESTION = "Skip this question?";
export const REQUIRED_ANSWER = "This question needs an answer.";

/**
 * The rule of a choice question and where the client stands: "Select 5-7 strengths. Currently
 * selected: 3", or "Select 10 values. Currently selected: 7" when the count is exact.
 */
export function choiceGuidance(min: number, max: number, noun: string, count: number) {
  const rule = min === max ? `Select ${min} ${noun}.` : `Select ${min}-${max} ${noun}.`;
  return `${rule} Currently selected: ${count}`;
}

/** The sentences above in one language (see localized.ts `guidanceFor`). */
export interface QuestionnaireWording {
  SKIP_QUESTION: string;
  REQUIRED_ANSWER: string;
  choiceGuidance: (min: number, max: number, noun: string, count: number) => string;
}

/** The middle of a slider's range; the keyboard starts from it (ArrowLeft → below, ArrowRight → above). */
export function sliderMiddle(min: number, max: number) {
  return (min + max) / 2;
}

/** Whether a question can be skipped (left empty on purpose): text unless required, sliders, mood boards. */
export function isSkippable(step: QuestionStep) {
  if (step.kind === "text" || step.kind === "textarea") return !step.required;
  return step.kind === "slider" || step.kind === "moodboard";
}

/**
 * A skipped question is stored as an empty answer (an empty text, an empty slider score, a mood
 * board with neither link nor file): the report counts it as skipped, not as missing.
 */
export function isSkippedAnswer(value: unknown) {
  if (value === "") return true;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const board = value as { url?: string; fileId?: string };
  return !board.url && !board.fileId;
}
