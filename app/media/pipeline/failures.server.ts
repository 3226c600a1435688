/**
 * Why a photo could not be processed (the `media.process` job), kept as data: the job's row
 * (`jobs.last_error`) holds a PhotoFailure as JSON, and the owner reads it in their language when it is
 * shown (the System page and Today, through `jobFailureText` in app/background-jobs.server.ts), never
 * English frozen in the database. A file that cannot be read fails at once; storage that did not answer
 * is tried again.
 */
import type { Locale } from "../../lib/i18n/locale.ts";
import { JobError, PermanentJobError } from "../../lib/jobs/runner.server.ts";
import { m } from "../../paraglide/messages.js";
import { MAX_IMAGE_PIXELS } from "./limits.ts";
import { DamagedJpegError } from "./served-original.server.ts";

export type PhotoFailure =
  | { code: "missing-original" }
  | { code: "damaged" }
  | { code: "unsupported" }
  | { code: "too-many-pixels" }
  /** Anything else the rendering threw, with libvips's own words for support. */
  | { code: "not-processed"; detail: string }
  /** Storage did not read or write a file: the only failure tried again. */
  | { code: "storage"; detail: string };

/** What libvips (through sharp) says of a file it cannot decode; the upload's check read its header only. */
const DECODER_SAYS: [RegExp, "damaged" | "unsupported" | "too-many-pixels"][] = [
  [/exceeds pixel limit/i, "too-many-pixels"],
  [/unsupported image format/i, "unsupported"],
  [
    /corrupt|premature end|truncated|read error|unable to parse|bad seek|invalid (input|jpeg)|unsupported marker/i,
    "damaged",
  ],
];

/** Another library's words, short enough to keep and show: their first line. */
const detailOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]!.trim().slice(0, 200);

/** Why rendering an original (its derivatives, a final's served original) failed. */
export function renderingFailure(error: unknown): PhotoFailure {
  if (error instanceof DamagedJpegError) return { code: "damaged" };
  const said = error instanceof Error ? error.message : String(error);
  const known = DECODER_SAYS.find(([pattern]) => pattern.test(said));
  return known ? { code: known[1] } : { code: "not-processed", detail: detailOf(error) };
}

/** Storage's failure to read or write one of the photo's files. */
export const storageFailure = (error: unknown): PhotoFailure => ({ code: "storage", detail: detailOf(error) });

/** The job's error for `failure`: stored as its code, logged in English with its cause. */
export function photoJobError(failure: PhotoFailure, cause?: unknown): JobError {
  const options = { stored: JSON.stringify(failure), cause };
  const message = photoFailureWords(failure, "en") ?? failure.code;
  return failure.code === "storage" ? new JobError(message, options) : new PermanentJobError(message, options);
}

/** A failure's words, or undefined for a code this version does not know (a stored row is read as it is). */
function photoFailureWords(failure: { code?: unknown; detail?: unknown }, locale?: Locale): string | undefined {
  const language = locale ? { locale } : undefined;
  switch (failure.code) {
    case "missing-original":
      return m.studio_photo_failure_missing({}, language);
    case "damaged":
      return m.studio_photo_failure_damaged({}, language);
    case "unsupported":
      return m.studio_photo_failure_unsupported({}, language);
    case "too-many-pixels":
      return m.studio_photo_failure_pixels({ limit: MAX_IMAGE_PIXELS / 1e6 }, language);
    case "not-processed":
      return m.studio_photo_failure_other({ detail: String(failure.detail) }, language);
    case "storage":
      return m.studio_photo_failure_storage({ detail: String(failure.detail) }, language);
    default:
      return undefined;
  }
}

/**
 * A photo job's stored failure in the reader's language. A sentence stored before failures were kept as
 * data (or a code this version does not know) is shown as it was written.
 */
export function photoFailureText(stored: string): string {
  if (!stored.startsWith("{")) return stored;
  try {
    return photoFailureWords(JSON.parse(stored) as PhotoFailure) ?? stored;
  } catch {
    return stored;
  }
}
