import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { MAX_FORM_BYTES } from "~/lib/body-limits";
import { HttpError, readBoundedText } from "~/lib/http.server";
import { submissionErrors } from "~/lib/submission";
import { m } from "~/paraglide/messages";

/** The small forms of the media pages (url-encoded, bounded while read); files go to the upload endpoint. */
export async function readSmallForm(request: Request): Promise<Record<string, string>> {
  return (await readSmallFormWithLists(request)).fields;
}

/** The same, keeping every value of a repeated name too (checkboxes: `lists.ids`). */
export async function readSmallFormWithLists(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("text/plain")) {
    throw new HttpError(415, m.media_form_plain_post());
  }
  // No prototype: a field named "__proto__" (or "constructor") is a field like any other.
  const fields: Record<string, string> = Object.create(null);
  const lists: Record<string, string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(await readBoundedText(request, MAX_FORM_BYTES))) {
    if (value.includes("\u0000")) throw new HttpError(400, m.request_nul());
    fields[name] ??= value;
    lists[name] ??= [];
    lists[name].push(value);
  }
  return { fields, lists };
}

/** A form's intent and its answer to a failed action: status and message, nothing changed. */
export function failure(error: unknown) {
  if (error instanceof HttpError) return { status: error.status, message: error.detail };
  throw error;
}

/**
 * A refused studio form (issue 25's one way of building a form): Conform's result for the page's fields and
 * summary, and each field's first message (`fieldErrors`) beside the page's line, for the callers reading those.
 */
export function studioRefusal(
  result: SubmissionResult<string[]>,
  status = 400,
  message: string = m.studio_check_fields(),
) {
  const fieldErrors = Object.fromEntries(
    Object.entries(submissionErrors(result)).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return data({ ok: false as const, message, fieldErrors, result }, { status });
}
