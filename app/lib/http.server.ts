/** Small helpers for JSON endpoints: bounded bodies, same-origin writes, `{ detail }` errors. */

import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { CLIENT_IP_HEADER } from "./auth.server.ts";
import { getEnv } from "./env.server.ts";
import type { Locale } from "./i18n/locale.ts";
import { formatFileSize } from "./intl.ts";
import { logger } from "./logger.server.ts";

export class HttpError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly headers: Record<string, string>;
  constructor(status: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

/** The copy shown for a failure that is ours, not the person's: it names the request, never the cause. */
export function unexpectedFailureMessage(requestId: string | null) {
  return requestId ? m.request_failed_reference({ requestId }) : m.request_failed();
}

/**
 * The answer to a body over its route's limit, in the request's language (the one the server works in
 * now, unless the caller knows better: the body guard runs before the language is set).
 */
export function requestTooLargeMessage(limitBytes: number, locale: Locale = getLocale()) {
  return m.request_too_large({ size: formatFileSize(limitBytes, locale) }, { locale });
}

/**
 * What a form action may tell the person about an error it caught: its own refusals (an HttpError, a
 * Zod issue) word for word; anything else (a database error, whose text holds SQL and parameters, a bug)
 * is logged here with the request id and answered with a generic 500 that names the request.
 */
export function actionFailure(
  error: unknown,
  request: Pick<Request, "url" | "headers">,
  context: Record<string, unknown> = {},
): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.status, message: error.detail };
  const issues = (error as { issues?: unknown } | null)?.issues;
  if (error instanceof Error && error.name === "ZodError" && Array.isArray(issues)) {
    return { status: 400, message: (issues[0] as { message?: string } | undefined)?.message ?? "Invalid input." };
  }
  const requestId = request.headers.get("x-request-id");
  logger.error({ err: error, path: new URL(request.url).pathname, requestId, ...context }, "action failed");
  return { status: 500, message: unexpectedFailureMessage(requestId) };
}

export function jsonError(error: HttpError) {
  return Response.json({ detail: error.detail }, { status: error.status, headers: error.headers });
}

/** Cross-site writes are refused (Origin or Fetch-Metadata), whatever the HTTP entry did before. */
export function assertSameOrigin(request: Request) {
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  const allowed = new Set([new URL(getEnv().BASE_URL).origin, new URL(request.url).origin]);
  if (site === "cross-site" || (origin !== null && !allowed.has(origin))) {
    throw new HttpError(403, m.request_cross_site());
  }
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, m.request_json_type());
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, requestTooLargeMessage(maxBytes));
  const text = await readBoundedText(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, m.request_json_invalid());
  }
}

/**
 * What the session, the body guard and a form action read of a request. React Router's Request is
 * one; the direct answer save's plain object (`requestWithBody`) is another.
 */
export type RequestLike = Pick<Request, "url" | "method" | "headers" | "body">;

/** Bodies already read and bounded before their request was made (the direct answer save): never read twice. */
const bodyTexts = new WeakMap<RequestLike, { text: string; bytes: number }>();

/**
 * A POST request whose body, already in memory, is read by `readBoundedText` only. It is a plain
 * object, not a Request: it carries no body stream (making one, and reading it back, was ~8 % of a
 * direct answer save's CPU), and undici's Request itself (its URL, headers copy and abort signal) was
 * another ~8 % of the save's allocations.
 */
export function requestWithBody(url: string, headers: Headers, body: Buffer): RequestLike {
  const request: RequestLike = { url, method: "POST", headers, body: null };
  bodyTexts.set(request, { text: body.toString("utf8"), bytes: body.length });
  return request;
}

/** Whether a request has a body to read: a stream, or one read already (`requestWithBody`). */
export function hasBody(request: RequestLike): boolean {
  return request.body !== null || bodyTexts.has(request);
}

/** A cheap copy of a request to read its body from; the original keeps its body for the action. */
export function bodyReader(request: RequestLike): RequestLike {
  if (bodyTexts.has(request)) return request;
  // Any other request with a body is React Router's Request (requestWithBody keeps every plain one's body).
  return (request as Request).clone();
}

export async function readBoundedText(request: RequestLike, maxBytes: number): Promise<string> {
  const known = bodyTexts.get(request);
  if (known) {
    if (known.bytes > maxBytes) throw new HttpError(413, requestTooLargeMessage(maxBytes));
    return known.text;
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: cancelling one branch of a cloned (teed) body can wait for the other branch.
      reader.cancel().catch(() => {});
      throw new HttpError(413, requestTooLargeMessage(maxBytes));
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function clientIp(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
