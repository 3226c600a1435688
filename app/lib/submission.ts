/**
 * How a form's input is read, the same in the browser (instant feedback) and in the action (the authority):
 * Conform parses the posted fields against the form's Zod schema. Safe in the browser bundle.
 * `ui/schema-form.tsx` is the component side.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FieldErrors } from "./form-errors.ts";

/**
 * The posted fields against `schema`. Conform's automatic coercion is off: our schemas read the strings
 * as posted (an empty field is "", not missing), so they say the same thing with or without Conform.
 */
export function parseSubmission<Schema extends z.ZodType>(payload: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(payload, { schema, disableAutoCoercion: true });
}

/** Field name → its first message, in the house's FieldErrors shape; form-level messages under "form". */
export function submissionErrors(result: SubmissionResult<string[]> | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) {
    if (messages?.[0]) errors[name === "" ? "form" : name] = messages[0];
  }
  return errors;
}

/** Fields read by `lib/forms.server.ts`'s `readForm` (a repeated name is a list) as the posted payload again. */
export function payloadOf(fields: Record<string, string | string[]>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields).flatMap(([name, value]) => [value].flat().map((v) => [name, v])));
}

/**
 * An action's answer to a refused form (status 400 unless told): Conform's result for the page, and its messages by
 * field, and joined, for the callers that read them.
 */
export function refusal(result: SubmissionResult<string[]>, status = 400) {
  const fields = submissionErrors(result);
  return data({ ok: false, message: Object.values(fields).join(" "), fields, result }, { status });
}

/** A refusal of the whole form (a body too large, say), shown in the form's error summary. */
export function formRefusal(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

/**
 * A save the page then shows from what is stored: unlike `submission.reply()`, the answer does not carry what was
 * sent, so a page rendered from it (without JavaScript) starts from the reloaded values, and `useSchemaForm` puts
 * them in the fields the owner did not change during the save ("481.00" saved reads "481").
 */
export function savedReply(submission: { reply(): SubmissionResult<string[]> }): SubmissionResult<string[]> {
  const { initialValue: _sent, ...result } = submission.reply();
  return result;
}

/**
 * `savedReply`'s answer for a page whose action answers a save without a form result (an answer shape its callers
 * read as it is): `lastResult: actionData?.result ?? (actionData?.ok ? SAVED : undefined)`.
 */
export const SAVED: SubmissionResult<string[]> = { status: "success" };
