/**
 * What a submitted step may contain, per step kind. Used by the server as the authority (and it
 * could equally run in the browser). A refused submission writes nothing.
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import {
  choiceGuidance,
  isSkippable,
  isSkippedAnswer,
  type QuestionnaireWording,
  REQUIRED_ANSWER,
  SKIP_QUESTION,
} from "./guidance";
import type { QuestionStep } from "./types";

export { choiceGuidance, isSkippable, isSkippedAnswer, REQUIRED_ANSWER, SKIP_QUESTION };

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

/**
 * Why a submission is not saved. `guidance`: a rule of the question is not met yet (shown next to
 * the control, never as a failed save). `skip`: the answer is empty and the client has not said
 * they want to skip the question.
 */
export type RefusalKind = "guidance" | "skip";

export type ParsedSubmission =
  | { ok: true; entries: AnswerEntry[]; removeKeys?: string[]; stayOnStep?: boolean; skipped?: boolean }
  | { ok: false; error: string; kind: RefusalKind };

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** A zod schema costs more to build than to run (profiled: ~3 % of a save's CPU): each is built once per key. */
function builtOnce<Limits extends number[], Schema>(make: (...limits: Limits) => Schema) {
  const built = new Map<string, Schema>();
  return (...limits: Limits) => {
    const key = limits.join(" ");
    let schema = built.get(key);
    if (!schema) {
      schema = make(...limits);
      built.set(key, schema);
    }
    return schema;
  };
}

const text = builtOnce((max: number) =>
  z
    .string()
    // Messages as functions: the schema is built once and answers in each request's language.
    .max(max, { error: () => m.blueprint_answer_too_long({ max: max.toLocaleString(getLocale()) }) })
    .transform((s) => s.trim()),
);

const scoreSchema = builtOnce((min: number, max: number) => {
  const range = { error: () => m.blueprint_score_range({ min, max }) };
  return z.coerce.number(range).int(range).min(min, range).max(max, range);
});

const ENGLISH: QuestionnaireWording = { SKIP_QUESTION, REQUIRED_ANSWER, choiceGuidance };

function choices(
  options: readonly string[],
  min: number,
  max: number,
  noun: string,
  guidance: QuestionnaireWording["choiceGuidance"],
) {
  return z
    .array(z.string())
    .refine((values) => new Set(values).size === values.length, { error: () => m.blueprint_choice_once() })
    .refine((values) => values.every((v) => options.includes(v)), { error: () => m.blueprint_choice_shown() })
    .superRefine((values, ctx) => {
      if (values.length < min || values.length > max)
        ctx.addIssue({ code: "custom", message: guidance(min, max, noun, values.length) });
    });
}

function first<T>(
  result: z.ZodSafeParseResult<T>,
): { ok: false; error: string; kind: RefusalKind } | { ok: true; data: T } {
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? m.blueprint_invalid_answer(), kind: "guidance" };
}

const refuse = (kind: RefusalKind, error: string) => ({ ok: false as const, kind, error });

export interface SubmissionContext {
  /** The saved top-10 values (for the second stage of the values picker). */
  savedTopValues?: string[];
  /** The saved final values (dropped when a new top 10 no longer contains them). */
  savedFinalValues?: string[];
  /** The saved mood board (kept when no new file is sent). */
  savedMoodBoard?: MoodBoardAnswer;
  /** A newly stored upload for the mood board. */
  upload?: { fileId: string; fileName: string };
  /** A file came with the submission and is stored after validation (so the answer is not empty). */
  uploadPending?: boolean;
  /** The skip question, required-answer and choice-rule sentences in the page's language (English by default). */
  wording?: QuestionnaireWording;
}

/**
 * Validates one submitted step. `fields.intent === "skip"` is the client's explicit choice to leave
 * a skippable question empty; without it an empty answer is refused with "Skip this question?".
 */
export function parseSubmission(
  step: QuestionStep,
  fields: SubmittedFields,
  context: SubmissionContext = {},
): ParsedSubmission {
  const skipping = single(fields.intent) === "skip";
  const { SKIP_QUESTION, REQUIRED_ANSWER, choiceGuidance } = context.wording ?? ENGLISH;
  if (skipping && !isSkippable(step)) return refuse("guidance", m.blueprint_cannot_skip());
  switch (step.kind) {
    case "text":
    case "textarea": {
      if (skipping) return { ok: true, entries: [{ key: step.id, value: "" }], skipped: true };
      const r = first(text(step.kind === "text" ? TEXT_MAX : TEXTAREA_MAX).safeParse(single(fields.answer)));
      if (!r.ok) return r;
      if (r.data === "") return step.required ? refuse("guidance", REQUIRED_ANSWER) : refuse("skip", SKIP_QUESTION);
      return { ok: true, entries: [{ key: step.id, value: r.data }] };
    }
    case "slider": {
      const detail = first(text(DETAIL_MAX).safeParse(single(fields.detail)));
      if (!detail.ok) return detail;
      const raw = single(fields.answer).trim();
      if (skipping || raw === "") {
        if (!skipping) return refuse("skip", SKIP_QUESTION);
        return {
          ok: true,
          entries: [
            { key: step.id, value: "" },
            { key: `${step.id}-detail`, value: detail.data },
          ],
          skipped: true,
        };
      }
      const score = first(scoreSchema(step.min, step.max).safeParse(raw));
      if (!score.ok) return score;
      return {
        ok: true,
        entries: [
          { key: step.id, value: score.data },
          { key: `${step.id}-detail`, value: detail.data },
        ],
      };
    }
    case "chips": {
      const r = first(
        choices(
          step.options.map((o) => o.value),
          step.min,
          step.max,
          step.noun,
          choiceGuidance,
        ).safeParse(list(fields.answer)),
      );
      return r.ok ? { ok: true, entries: [{ key: step.id, value: r.data }] } : r;
    }
    case "values": {
      const stage = single(fields.stage);
      if (stage === "first") {
        const r = first(
          choices(step.options, step.firstCount, step.firstCount, step.noun ?? "values", choiceGuidance).safeParse(
            list(fields.answer),
          ),
        );
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
          return refuse("guidance", m.blueprint_first_choose_top({ count: step.firstCount }));
        const r = first(
          choices(top, step.finalMin, step.finalMax, step.noun ?? "values", choiceGuidance).safeParse(
            list(fields.answer),
          ),
        );
        return r.ok ? { ok: true, entries: [{ key: step.id, value: r.data }] } : r;
      }
      return refuse("guidance", m.blueprint_unknown_stage());
    }
    case "moodboard": {
      const url = first(
        z
          .string()
          .trim()
          .max(URL_MAX, { error: () => m.blueprint_link_too_long() })
          .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), {
            error: () => m.blueprint_link_format(),
          })
          .safeParse(single(fields.url)),
      );
      if (skipping) return { ok: true, entries: [{ key: step.id, value: { url: "" } }], skipped: true };
      if (!url.ok) return url;
      const keep = single(fields.keepFile) === "1" ? context.savedMoodBoard : undefined;
      const file =
        context.upload ?? (keep?.fileId ? { fileId: keep.fileId, fileName: keep.fileName ?? "" } : undefined);
      if (!url.data && !file && !context.uploadPending) return refuse("skip", SKIP_QUESTION);
      return { ok: true, entries: [{ key: step.id, value: { url: url.data, ...file } }] };
    }
  }
}
