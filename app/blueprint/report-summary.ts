/**
 * The shape of a client's personal report, independent of how it is drawn: the web page
 * (app/routes/blueprint/report.tsx) and the PDF both start from `reportSummary`. It takes a
 * client's grouped answers (`clientResults`) and returns the summary that opens the report (top
 * values, strengths, other highlights, the well-being scores only when there are some, the
 * owner's note), then the answered questions grouped by module, and the counts ("32 of 41
 * answered", skipped ones included in the total, not in the answered).
 */

import type { AnswerValue } from "~/blueprint/questionnaires/answers";
import { isSkippedAnswer } from "~/blueprint/questionnaires/guidance";
import type { PhaseNumber } from "~/blueprint/questionnaires/types";
import { m } from "~/paraglide/messages";

/** What `clientResults` returns, reduced to what a report needs (so tests and the PDF can build one). */
export interface ReportInput {
  profile: { id: string; name: string; email: string } | null;
  phase: { number: PhaseNumber; name: string; title: string; slug: string };
  hasResult: boolean;
  startedAt: string | null;
  completedAt: string | null;
  groups: {
    section: string;
    items: {
      key: string;
      label: string;
      prompt: string;
      kind: string;
      value: AnswerValue | null;
      /** How chosen options read (labels keyed by stored value), when they are not shown as stored. */
      optionLabels?: Readonly<Record<string, string>>;
    }[];
  }[];
  note: { text: string; updatedAt: string } | null;
}

export type ReportItem = ReportInput["groups"][number]["items"][number] & { value: AnswerValue };

export interface WellbeingScore {
  key: string;
  /** e.g. "Physical Well-being". */
  label: string;
  score: number | null;
}

export interface ReportHighlight {
  key: string;
  label: string;
  value: AnswerValue;
  optionLabels?: Readonly<Record<string, string>>;
}

export interface ReportSummary {
  phase: ReportInput["phase"];
  /** Who the report is for: their name, else their e-mail. */
  preparedFor: string;
  startedAt: string | null;
  completedAt: string | null;
  hasResult: boolean;
  note: string | null;
  /** The answers that sum up the phase (Phase 1: core values and top strengths), in this order. */
  highlights: ReportHighlight[];
  /** Phase 1's six well-being scores, or null when none was given (no empty chart). */
  wellbeing: WellbeingScore[] | null;
  /** Modules with at least one answered question, each with only its answered questions. */
  groups: { section: string; items: ReportItem[] }[];
  counts: { answered: number; skipped: number; total: number };
}

/** Phase 1's six well-being sliders, in the order the chart and table show them. */
export const WELLBEING_KEYS = [
  "wellness-q1",
  "wellness-q2",
  "wellness-q3",
  "wellness-q4",
  "wellness-q5",
  "wellness-q6",
];

/** The answers that open each phase's report. */
export const HIGHLIGHT_KEYS: Record<PhaseNumber, string[]> = {
  1: ["values-q7", "strengths-q8"],
  2: ["archetype-q4", "brand-story-q5"],
  3: ["verbal-q1", "verbal-q3", "verbal-q5"],
  4: ["ai-tooling-q3", "bi-needs-q1"],
};

export function isAnswered(value: AnswerValue | null | undefined): value is AnswerValue {
  if (value === null || value === undefined || isSkippedAnswer(value)) return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function reportSummary(input: ReportInput): ReportSummary {
  const items = input.groups.flatMap((group) => group.items);
  const byKey = new Map(items.map((item) => [item.key, item]));
  const answered = items.filter((item) => isAnswered(item.value));
  const skipped = items.filter((item) => item.value !== null && isSkippedAnswer(item.value));

  let wellbeing: WellbeingScore[] | null = null;
  if (input.phase.number === 1) {
    const scores = WELLBEING_KEYS.map((key) => {
      const item = byKey.get(key);
      return { key, label: item?.label ?? key, score: typeof item?.value === "number" ? item.value : null };
    });
    if (scores.some((s) => s.score !== null)) wellbeing = scores;
  }

  const highlights = HIGHLIGHT_KEYS[input.phase.number].flatMap((key) => {
    const item = byKey.get(key);
    if (!item || !isAnswered(item.value)) return [];
    const { label, value, optionLabels } = item;
    return [{ key, label, value, ...(optionLabels ? { optionLabels } : {}) }];
  });

  return {
    phase: input.phase,
    preparedFor: input.profile?.name || input.profile?.email || "Unknown User",
    startedAt: input.startedAt,
    completedAt: input.completedAt,
    hasResult: input.hasResult,
    note: input.note?.text ?? null,
    highlights,
    wellbeing,
    groups: input.groups
      .map((group) => ({ section: group.section, items: group.items.filter((item) => isAnswered(item.value)) }))
      .filter((group) => group.items.length > 0) as ReportSummary["groups"],
    counts: { answered: answered.length, skipped: skipped.length, total: items.length },
  };
}

/** "32 of 41 answered" (and ", 3 skipped" when some were skipped). */
export function answeredCountText(counts: ReportSummary["counts"]) {
  const base = m.blueprint_answered_count({ answered: counts.answered, total: counts.total });
  return counts.skipped ? m.blueprint_answered_skipped({ base, skipped: counts.skipped }) : base;
}
