/**
 * What a submitted step may contain, per step kind. Used by the server as the authority (and it
 * could equally run in the browser). A refused submission writes nothing.
 */
import { z } from "zod";
import type { QuestionStep } from "./types";

export const TEXT_MAX = 1000;
export const TEXTAREA_MAX = 10_000;
export const DETAIL_MAX = 5000;
export const URL_MAX = 2000;

export interface MoodBoardAnswer {
  url: string;
  fileId?: string;
  fileName?: string;
}

export type AnswerValue = string | number | string[] | MoodBoardAnswer;

export interface AnswerEntry {
  key: string;
  value: AnswerValue;
}

/** Form fields as submitted: repeated fields (checkboxes) arrive as arrays. */
export type SubmittedFields = Record<string, string | string[] | undefined>;

export type ParsedSubmission =
  | { ok: true; entries: AnswerEntry[]; removeKeys?: string[]; stayOnStep?: boolean }
  | { ok: false; error: string };

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

const text = (max: number) =>
  z
    .string()
    .max(max, `Your answer is too long (at most ${max.toLocaleString("en")} characters).`)
    .transform((s) => s.trim());

function choices(options: readonly string[], min: number, max: number, what = "values") {
  return z
    .array(z.string())
    .refine((values) => new Set(values).size === values.length, "Each choice can only be selected once.")
    .refine((values) => values.every((v) => options.includes(v)), "Choose from the options shown.")
    .refine(
      (values) => values.length >= min && values.length <= max,
      min === max ? `Select exactly ${min} ${what}.` : `Select ${min}-${max} ${what}.`,
    );
}

function first<T>(result: z.ZodSafeParseResult<T>): { ok: false; error: string } | { ok: true; data: T } {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? "Invalid answer." };
}

export interface SubmissionContext {
  /** The saved top-10 values (for the second stage of the values picker). */
  savedTopValues?: string[];
  /** The saved final values (dropped when a new top 10 no longer contains them). */
  savedFinalValues?: string[];
  /** The saved mood board (kept when no new file is sent). */
  savedMoodBoard?: MoodBoardAnswer;
  /** A newly stored upload for the mood board. */
  upload?: { fileId: string; fileName: string };
}

export function parseSubmission(
  step: QuestionStep,
  fields: SubmittedFields,
  context: SubmissionContext = {},
): ParsedSubmission {
  switch (step.kind) {
    case "text":
    case "textarea": {
      const r = first(text(step.kind === "text" ? TEXT_MAX : TEXTAREA_MAX).safeParse(single(fields.answer)));
      return r.ok ? { ok: true, entries: [{ key: step.id, value: r.data }] } : r;
    }
    case "slider": {
      const score = first(
        z.coerce
          .number("Choose a score from 1 to 10.")
          .int("Choose a whole number.")
          .min(step.min, `Choose a score from ${step.min} to ${step.max}.`)
          .max(step.max, `Choose a score from ${step.min} to ${step.max}.`)
          .safeParse(single(fields.answer) === "" ? undefined : single(fields.answer)),
      );
      if (!score.ok) return score;
      const detail = first(text(DETAIL_MAX).safeParse(single(fields.detail)));
      if (!detail.ok) return detail;
      return {
        ok: true,
        entries: [
          { key: step.id, value: score.data },
          { key: `${step.id}-detail`, value: detail.data },
        ],
      };
    }
    case "chips": {
      const what = step.id.startsWith("strengths")
        ? "strengths"
        : step.id.startsWith("archetype")
          ? "archetypes"
          : "options";
      const r = first(
        choices(
          step.options.map((o) => o.value),
          step.min,
          step.max,
          what,
        ).safeParse(list(fields.answer)),
      );
      return r.ok ? { ok: true, entries: [{ key: step.id, value: r.data }] } : r;
    }
    case "values": {
      const stage = single(fields.stage);
      if (stage === "first") {
        const r = first(choices(step.options, step.firstCount, step.firstCount).safeParse(list(fields.answer)));
        if (!r.ok) return r;
        // A new top 10 that no longer contains the final choice makes the client choose again.
        const stale = context.savedFinalValues?.some((value) => !r.data.includes(value));
        return {
          ok: true,
          entries: [{ key: step.firstKey, value: r.data }],
          removeKeys: stale ? [step.id] : [],
          stayOnStep: true,
        };
      }
      if (stage === "final") {
        const top = context.savedTopValues;
        if (!top || top.length !== step.firstCount)
          return { ok: false, error: `First choose your top ${step.firstCount} values.` };
        const r = first(choices(top, step.finalMin, step.finalMax).safeParse(list(fields.answer)));
        return r.ok ? { ok: true, entries: [{ key: step.id, value: r.data }] } : r;
      }
      return { ok: false, error: "Unknown stage of the values picker." };
    }
    case "moodboard": {
      const url = first(
        z
          .string()
          .trim()
          .max(URL_MAX, "The link is too long.")
          .refine(
            (value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value),
            "Enter a web address starting with http:// or https://.",
          )
          .safeParse(single(fields.url)),
      );
      if (!url.ok) return url;
      const keep = single(fields.keepFile) === "1" ? context.savedMoodBoard : undefined;
      const file =
        context.upload ?? (keep?.fileId ? { fileId: keep.fileId, fileName: keep.fileName ?? "" } : undefined);
      return { ok: true, entries: [{ key: step.id, value: { url: url.data, ...file } }] };
    }
  }
}
