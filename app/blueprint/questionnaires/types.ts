/**
 * A phase of the Blueprint is plain data: an ordered list of steps fed to one engine.
 * The engine derives navigation, validation, storage keys and result labels from these definitions.
 */

export type PhaseNumber = 1 | 2 | 3 | 4;

interface StepBase {
  /** URL segment and (for question steps) the stored answer key, e.g. "values-q1". */
  id: string;
  /** Heading shown on the step, e.g. "Module 1: Core Values". */
  title: string;
  /** Module or section the step belongs to (used to group answers in reports), e.g. "Core Values". */
  section: string;
}

/** Guidance screen: saves nothing. */
export interface InfoStep extends StepBase {
  kind: "info";
  /** Paragraphs of plain text. */
  body: string[];
  /** Optional bullet list shown after the paragraphs. */
  bullets?: string[];
}

interface QuestionBase extends StepBase {
  /** The question as asked (stored in the questions table). */
  prompt: string;
  /** Optional one-line hint under the prompt. */
  help?: string;
  /** Short friendly name used on results pages and in exports, e.g. "Origin Story". */
  label: string;
}

export interface TextStep extends QuestionBase {
  kind: "text" | "textarea";
  placeholder?: string;
  /**
   * Free-text answers are optional (decisions.md §4): an empty one is kept only once the client
   * confirms "Skip this question?". A required one cannot be left empty at all.
   */
  required?: boolean;
}

/**
 * 1–10 slider plus a free-text detail stored under `${id}-detail`. It starts unset ("Not answered
 * yet"): there is no default score (decisions.md §10).
 */
export interface SliderStep extends QuestionBase {
  kind: "slider";
  min: number;
  max: number;
  minLabel: string;
  maxLabel: string;
  detailPrompt: string;
  /** Results label of the detail text; "<label> (details)" when absent. */
  detailLabel?: string;
}

export interface ChipOption {
  /** The stored answer (kept in English in every language: saved answers hold it). */
  value: string;
  /** Shown instead of `value` (a translation); the stored value never changes. */
  label?: string;
  /** e.g. the three descriptor words of an archetype: "Wisdom, truth, insight". */
  description?: string;
}

export interface ChipsStep extends QuestionBase {
  kind: "chips";
  options: ChipOption[];
  min: number;
  max: number;
  /** What the chips are, in the plural, for the guidance: "Select 5-7 strengths." */
  noun: string;
}

/**
 * Two-stage values picker: first exactly `firstCount` values (stored under `firstKey`),
 * then `finalMin`–`finalMax` of those (stored under the step id).
 */
export interface ValuesStep extends QuestionBase {
  kind: "values";
  /** The stored values (kept in English in every language: saved answers hold them). */
  options: string[];
  /** Shown instead of a stored value (a translation), keyed by the value; a value without one shows as itself. */
  optionLabels?: Record<string, string>;
  /** What the values are called in the guidance ("Select 10 values."); "values" when absent. */
  noun?: string;
  /** Results label of the top-10 list stored under `firstKey`; "Top 10 Values" when absent. */
  firstLabel?: string;
  firstKey: string;
  firstCount: number;
  firstPrompt: string;
  finalMin: number;
  finalMax: number;
  finalPrompt: string;
}

/** Mood board: a URL and/or one uploaded image or PDF. */
export interface MoodBoardStep extends QuestionBase {
  kind: "moodboard";
  urlLabel: string;
  fileLabel: string;
}

export interface CompletionStep extends StepBase {
  kind: "completion";
  body: string[];
}

export type QuestionStep = TextStep | SliderStep | ChipsStep | ValuesStep | MoodBoardStep;
export type Step = InfoStep | QuestionStep | CompletionStep;

export interface PhaseDefinition {
  number: PhaseNumber;
  /** Name of the questionnaire row: "Phase 1" … "Phase 4". */
  name: string;
  /**
   * The phase's one full name, e.g. "The Aligned Foundation" (decisions.md §10 "Phase names"):
   * pages, questionnaires, e-mails and reports all use it.
   */
  title: string;
  /** The short name: Blueprint dashboard buttons, e.g. "Phase 1: Clarity". */
  buttonLabel: string;
  /** One or two sentences for the Blueprint dashboard card. */
  summary: string;
  /** Ordered steps; the last one is the completion step. */
  steps: Step[];
}
