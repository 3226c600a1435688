/**
 * Root middleware that decides, before any loader or action runs, whether a request body may be read
 * at all, and reads the small ones with a byte cap while they stream (chunked bodies included):
 *
 * - only GET, HEAD and POST reach the app (405 with `Allow` otherwise);
 * - a form action takes `application/x-www-form-urlencoded` up to its route's limit;
 * - JSON only where JSON is the contract (`/api/contact`, `/api/auth/*`), at most MAX_JSON_BYTES, and
 *   Stripe's webhook (`/api/payments/stripe`), at most MAX_WEBHOOK_BYTES;
 * - `multipart/form-data` only on the routes whose row has `upload` limits, only with a boundary, and
 *   only for a signed-in user whose role may upload there (checked from the session before a byte is
 *   read); the route's reader then streams it within the same row's limits.
 * Every figure comes from one table, body-limits.ts, which the HTTP entry's early gate reads too.
 *
 * A refused body is never read: the answer goes out at once, and the HTTP entry (server/pipeline/request.ts)
 * closes the connection shortly after instead of draining the rest.
 */

import { m } from "~/paraglide/messages";
import { bodyLimitsFor, declaredBodyLimit, isJsonRoute, MAX_FORM_BYTES, MAX_JSON_BYTES } from "./body-limits.ts";
import type { Role } from "./db/schema.ts";
import {
  bodyReader,
  HttpError,
  hasBody,
  type RequestLike,
  readBoundedText,
  requestTooLargeMessage,
} from "./http.server.ts";
import { type Locale, requestLocale } from "./i18n/locale.ts";
import { pagePath } from "./request-path.ts";

export { MAX_FORM_BYTES, MAX_JSON_BYTES };
export const ALLOWED_METHODS = "GET, HEAD, POST";

function refuse(status: number, detail: string, headers: Record<string, string> = {}) {
  return Response.json({ detail }, { status, headers });
}

function mediaType(request: RequestLike) {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Who is asking, as far as the guard cares: the signed-in user's role and language. (Not the session's
 * own type: the session module calls this guard, so the guard does not import it.)
 */
export interface BodyGuardUser {
  role: Role;
  locale: Locale;
}

/** The rule for this request's body, or a refusal. `user` is the signed-in user, if any. */
export async function guardRequestBody(
  request: RequestLike,
  user: BodyGuardUser | null,
): Promise<Response | undefined> {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return undefined;
  const path = pagePath(request);
  // The language middleware has not run yet: the refusals are worded as the page would be.
  const locale = requestLocale(path, user?.locale);
  if (method !== "POST") {
    return refuse(405, m.request_method({ method }, { locale }), { Allow: ALLOWED_METHODS });
  }
  const type = mediaType(request);
  const declared = Number(request.headers.get("content-length") ?? 0);

  if (type === "multipart/form-data") {
    const upload = bodyLimitsFor(path).upload;
    if (!upload) return refuse(415, m.request_no_uploads({}, { locale }));
    if (!user) return refuse(401, m.request_upload_sign_in({}, { locale }));
    if (!upload.roles.includes(user.role)) return refuse(403, m.request_upload_forbidden({}, { locale }));
    if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(request.headers.get("content-type") ?? "")) {
      return refuse(400, m.request_no_boundary({}, { locale }));
    }
    if (declared > upload.requestBytes) return refuse(413, requestTooLargeMessage(upload.requestBytes, locale));
    return undefined; // streamed by the route's reader, which stops at the same limits
  }

  const json = isJsonRoute(path);
  const limit = declaredBodyLimit(path, type);
  if (!json && type !== "application/x-www-form-urlencoded") {
    return refuse(415, m.request_form_type({}, { locale }));
  }
  if (declared > limit) return refuse(413, requestTooLargeMessage(limit, locale));
  if (!hasBody(request)) return undefined;

  let text: string;
  try {
    // A clone (unless the body is already in memory): the action reads the original, which now holds
    // at most `limit` bytes.
    text = await readBoundedText(bodyReader(request), limit);
  } catch (error) {
    if (error instanceof HttpError) {
      return refuse(error.status, error.status === 413 ? requestTooLargeMessage(limit, locale) : error.detail);
    }
    throw error;
  }
  if (/%00|\\u0000|\u0000/i.test(text)) {
    return refuse(400, m.request_nul({}, { locale }));
  }
  return undefined;
}
