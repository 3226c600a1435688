/**
 * How a form's input is read, the same in the browser (instant feedback) and in the action (the authority):
 * Conform parses the posted fields against the form's Zod schema. Safe in the browser bundle.
 * `ui/schema-form.tsx` is the component side.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
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

/** A refusal of the whole form (a body too large, say), shown in the form's error summary. */
export function formRefusal(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}
