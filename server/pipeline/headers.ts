/**
 * The headers every answer carries, whoever writes it: helmet's security headers, Permissions-Policy,
 * the request id, and a strict Content-Security-Policy unless the answer brings its own (HTML documents
 * bring one with their script nonce, app/entry.server.tsx). Answers written at once (refusals, cached
 * pages, answer saves) get them in their one `writeHead`; answers that Express, Vite or React Router
 * write get the same list set on the response before they start.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { RequestContext } from "./request.ts";

/** The policy of every answer that has none of its own. */
export const DEFAULT_CSP =
  "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

// Browser features the site never uses are switched off for it and anything it could embed.
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "bluetooth",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Helmet's headers. With its CSP off (documents bring their own nonce-based policy) none of them depends
 * on the request, so they are worked out once: helmet's own chain of ten middlewares was ~4 % of an
 * answer save's CPU.
 */
function securityHeaders(https: boolean): [string, string][] {
  const headers = new Map<string, string>();
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // CSP frame-ancestors 'none' (in DEFAULT_CSP and every document policy) is the one framing rule.
    xFrameOptions: false,
  })(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
      removeHeader: () => {}, // X-Powered-By: never set
    } as unknown as ServerResponse,
    () => {},
  );
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  return [...headers];
}

export interface ResponseHeaders {
  /** The complete header list of an answer written at once, `own` (flat name/value pairs) last. */
  head(context: RequestContext, own: readonly string[]): string[];
  /** Writes an answer at once: status, `head`, body. */
  send(context: RequestContext, status: number, own: readonly string[], body?: string | Buffer): void;
  /** A JSON answer (a refusal, a save's outcome), with its length. */
  sendJson(context: RequestContext, status: number, value: unknown, own?: readonly string[]): void;
  /** The same headers on a response that Express, Vite or React Router writes: theirs are set over these. */
  prepare(context: RequestContext): void;
}

export function responseHeaders({ https }: { https: boolean }): ResponseHeaders {
  const usual = securityHeaders(https);
  // A share-link page carries its secret token in the path (/shared/<token>): no Referer at all from any
  // of its answers (the page, its data requests, a 404), so the token never reaches another request's headers.
  const sharedLink = usual.map(([name, value]): [string, string] =>
    name.toLowerCase() === "referrer-policy" ? [name, "no-referrer"] : [name, value],
  );
  const lowerNames = usual.map(([name]) => name.toLowerCase());
  const names = new Set(lowerNames);
  // Flat name/value lists, as writeHead takes them.
  const usualList = usual.flat();
  const sharedLinkList = sharedLink.flat();
  const of = (context: RequestContext) => (context.url.startsWith("/shared/") ? sharedLinkList : usualList);

  function head(context: RequestContext, own: readonly string[]) {
    let ownCsp = false;
    let overridden: Set<string> | undefined;
    for (let i = 0; i < own.length; i += 2) {
      const name = own[i]!.toLowerCase();
      if (name === "content-security-policy") ownCsp = true;
      else if (names.has(name)) {
        overridden ??= new Set();
        overridden.add(name);
      }
    }
    const security = of(context);
    const list: string[] = [];
    for (let i = 0; i < security.length; i += 2) {
      if (!overridden?.has(lowerNames[i / 2]!)) list.push(security[i]!, security[i + 1]!);
    }
    list.push("X-Request-Id", context.id);
    if (!ownCsp) list.push("Content-Security-Policy", DEFAULT_CSP);
    for (const item of own) list.push(item);
    return list;
  }

  function send(context: RequestContext, status: number, own: readonly string[], body?: string | Buffer) {
    context.res.writeHead(status, head(context, own));
    context.res.end(body);
  }

  return {
    head,
    send,
    sendJson(context, status, value, own = []) {
      const body = JSON.stringify(value);
      send(
        context,
        status,
        [...own, "Content-Type", "application/json; charset=utf-8", "Content-Length", String(Buffer.byteLength(body))],
        context.method === "HEAD" ? undefined : body,
      );
    },
    prepare(context) {
      const { res } = context;
      const security = of(context);
      for (let i = 0; i < security.length; i += 2) res.setHeader(security[i]!, security[i + 1]!);
      res.setHeader("X-Request-Id", context.id);
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
        if (!res.hasHeader("content-security-policy")) res.setHeader("Content-Security-Policy", DEFAULT_CSP);
        return writeHead.apply(this, args);
      } as typeof writeHead;
    },
  };
}

/** A Web Headers object as flat name/value pairs (each Set-Cookie its own pair). */
export function flatHeaders(headers: Headers): string[] {
  const list: string[] = [];
  for (const [name, value] of headers) list.push(name, value);
  return list;
}
