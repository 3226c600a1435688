import type { AnswerValue } from "~/blueprint/questionnaires/answers";
import { shownValue } from "~/blueprint/questionnaires/option-labels";

/**
 * An answer as one line of text: lists joined with "; " (each chosen option as its label when
 * `labels` has one), a mood board as "url; file name".
 */
export function answerText(value: AnswerValue | undefined, labels?: Readonly<Record<string, string>>): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((item) => shownValue(item, labels)).join("; ");
  return [value.url, value.fileName].filter(Boolean).join("; ");
}
