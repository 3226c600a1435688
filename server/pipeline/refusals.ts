/**
 * What is refused before anything reads a body or runs an action, for every request:
 * - a method other than GET, HEAD and POST (OPTIONS: 204; TRACE, PUT, DELETE, PATCH, ...: 405 with Allow);
 * - a declared body larger than its route's limit (app/lib/body-limits.ts, the one table of body
 *   limits), unread; the app bounds every body again while reading it, chunked ones included, from the
 *   same table (app/lib/body-guard.server.ts and the upload readers);
 * - a cross-site write (React Router's own check only covers document actions and answers them with a 500).
 * The words are the app's, in the page's language (`earlyRefusal` in app/entry.server.tsx).
 */
import type { IncomingMessage } from "node:http";
import { declaredBodyLimit } from "../../app/lib/body-limits.ts";
import { pagePath } from "../../app/lib/request-path.ts";
import type { AppEntry } from "../build-source.ts";
import type { ResponseHeaders } from "./headers.ts";
import type { RequestContext } from "./request.ts";
import type { Stage } from "./stages.ts";

export const ALLOWED_METHODS = "GET, HEAD, POST";

/** The page a target names, for the limit's row and the refusal's language ("/" for a target that is no path). */
function pathOf(url: string) {
  try {
    return pagePath({ url: `http://localhost${url}` });
  } catch {
    return "/";
  }
}

/** The largest body this request may declare. */
export function declaredLimitOf(req: IncomingMessage, url: string) {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  return declaredBodyLimit(pathOf(url), type);
}

/** Whether a write comes from another site (Fetch-Metadata, or an Origin that is neither ours nor the request's). */
export function isCrossSite(req: IncomingMessage, requestOrigin: string, allowedOrigins: ReadonlySet<string>) {
  const origin = req.headers.origin;
  if (req.headers["sec-fetch-site"] === "cross-site" || origin === "null") return true;
  return origin !== undefined && origin !== requestOrigin && !allowedOrigins.has(origin);
}

export function refusalStages(headers: ResponseHeaders, baseUrl: string): Stage[] {
  const allowedOrigins = new Set([new URL(baseUrl).origin]);
  const refuse = (context: RequestContext, status: number, what: Parameters<AppEntry["earlyRefusal"]>[0]) => {
    const accept = context.req.headers["accept-language"];
    const detail = context.entry.earlyRefusal(
      what,
      pathOf(context.url),
      typeof accept === "string" ? accept : undefined,
    );
    headers.sendJson(context, status, { detail }, status === 405 ? ["Allow", ALLOWED_METHODS] : []);
    return true;
  };
  return [
    {
      name: "method",
      run(context) {
        const { method } = context;
        if (method === "GET" || method === "HEAD" || method === "POST") return false;
        if (method === "OPTIONS") {
          headers.send(context, 204, ["Allow", ALLOWED_METHODS]);
          return true;
        }
        return refuse(context, 405, { kind: "method", method });
      },
    },
    {
      name: "declared-body-limit",
      run(context) {
        const declared = Number(context.req.headers["content-length"] ?? 0);
        if (!(declared > 0)) return false;
        const limit = declaredLimitOf(context.req, context.url);
        return declared > limit && refuse(context, 413, { kind: "too-large", limitBytes: limit });
      },
    },
    {
      name: "cross-site",
      run(context) {
        if (context.method !== "POST") return false;
        return isCrossSite(context.req, context.origin, allowedOrigins) && refuse(context, 403, { kind: "cross-site" });
      },
    },
  ];
}
