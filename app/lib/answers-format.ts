import type { AnswerValue } from "~/questionnaires/answers";

/** An answer as one line of text: lists joined with "; ", a mood board as "url; file name". */
export function answerText(value: AnswerValue | undefined): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.join("; ");
  return [value.url, value.fileName].filter(Boolean).join("; ");
}
