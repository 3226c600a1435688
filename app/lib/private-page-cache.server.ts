/**
 * The signed-in page cache: one person's last rendering of a page that opted in (the dashboard),
 * served again by the HTTP entry's pipeline (server/pipeline/page-caches.ts) while nothing in the database has changed since
 * it was rendered, and for at most `PRIVATE_PAGE_TTL_MS` (what depends on the clock alone, such as
 * "today", moves on by itself).
 *
 * - Keys carry the build id, the user's id and role, and the full URL: a page is only ever served to
 *   the session that would have rendered it, after the same session lookup the app does (cookie cache,
 *   revocation and bans included).
 * - Any write to the database makes every kept page stale (data-version.server.ts); a rendering
 *   that a write overtook is never used.
 * - Each answer gets a fresh script nonce: the rendering's nonce is replaced in the body and in the
 *   Content-Security-Policy. Cookies are never kept; the lookup's own (a renewed session cookie cache)
 *   are sent with the answer.
 * - On PostgreSQL, other instances' writes bump this process's counter through the cache bus
 *   (cache-bus.server.ts), which switches the cache off whenever it is not listening.
 */
import { LRUCache } from "lru-cache";
import { dataVersion } from "./data-version.server.ts";
import { PER_RESPONSE_HEADERS } from "./public-page-cache.server.ts";

/** Paths whose documents may be kept (their routes also mark each rendering, see `PRIVATE_PAGE_MARKER`). */
export const PRIVATE_CACHE_PATHS: ReadonlySet<string> = new Set(["/dashboard"]);

/** Set by the renderer on a document that may be kept, with the nonce it used; removed before sending. */
export const PRIVATE_PAGE_MARKER = "x-private-page-nonce";

export const PRIVATE_PAGE_TTL_MS = 10_000;
export const PRIVATE_PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export interface PrivatePage {
  /** The body's bytes split at every occurrence of the rendering's nonce. */
  parts: Buffer[];
  /** Header name/value pairs, less per-response ones; the CSP split at its nonce like the body. */
  headers: [string, string | string[]][];
  cspParts: string[];
  version: number;
  expires: number;
  /** Set while one request renders an aged page again: until when the others may still get it. */
  renewing?: number;
}

/** As the public cache's, and also the CSP (its nonce changes per answer), cookies and the marker. */
const NOT_KEPT = new Set([...PER_RESPONSE_HEADERS, "content-security-policy", "set-cookie", PRIVATE_PAGE_MARKER]);

interface Holder {
  enabled: boolean;
  cache: LRUCache<string, PrivatePage>;
}

const HOLDER_KEY = Symbol.for("holistic-omega.private-page-cache");

function holder(): Holder {
  const global = globalThis as typeof globalThis & { [HOLDER_KEY]?: Holder };
  global[HOLDER_KEY] ??= {
    enabled: false,
    cache: new LRUCache<string, PrivatePage>({
      maxSize: PRIVATE_PAGE_CACHE_MAX_BYTES,
      sizeCalculation: (page) => page.parts.reduce((sum, part) => sum + part.length, 512),
    }),
  };
  return global[HOLDER_KEY];
}

/** Switched on by the server for the embedded database, and by the cache bus on PostgreSQL while it listens. */
export function enablePrivatePageCache(enabled: boolean) {
  const state = holder();
  state.enabled = enabled;
  if (!enabled) state.cache.clear();
}

/** Whether a request may be answered from (or fill) the cache, before any session lookup. */
export function privatePageCandidate(request: { method?: string; url?: string; headers: { cookie?: string } }) {
  return (
    holder().enabled &&
    request.method === "GET" &&
    request.headers.cookie !== undefined &&
    PRIVATE_CACHE_PATHS.has((request.url ?? "").split("?", 1)[0] ?? "")
  );
}

export function privatePageKey(buildId: string, user: { id: string; role: string }, url: string) {
  return `${buildId}\0${user.id}\0${user.role}\0${url}`;
}

/**
 * The kept page, if nothing was written since it was rendered and it is still young. When it has only
 * aged (no write), the first request after its lifetime renders it again and, until that rendering is
 * kept, the user's other requests still get it: a burst of loads costs one rendering, not one each.
 */
export function privatePage(key: string, now = Date.now()): PrivatePage | undefined {
  const state = holder();
  const page = state.cache.get(key);
  if (!page) return undefined;
  if (page.version !== dataVersion()) {
    state.cache.delete(key);
    return undefined;
  }
  if (page.expires > now) return page;
  if (page.renewing && page.renewing > now) return page;
  page.renewing = now + RENEWAL_MS;
  return undefined;
}

/** How long other requests keep getting an aged page while one request renders it again. */
const RENEWAL_MS = 2_000;

/**
 * A finished rendering as a page that can be answered again with another nonce: a 200 HTML document that
 * carried the marker, its CSP naming the nonce. `undefined` when it cannot be.
 */
export function reusablePage(
  version: number,
  nonce: string,
  headers: Record<string, unknown>,
  body: Buffer,
  now = Date.now(),
): PrivatePage | undefined {
  if (nonce.length < 16) return undefined;
  const csp = String(headers["content-security-policy"] ?? "");
  if (!csp.includes(`'nonce-${nonce}'`)) return undefined;
  const kept: [string, string | string[]][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (NOT_KEPT.has(name) || value === undefined) continue;
    kept.push([name, Array.isArray(value) ? value.map(String) : String(value)]);
  }
  return {
    parts: splitAt(body, Buffer.from(nonce)),
    headers: kept,
    cspParts: csp.split(nonce),
    version,
    expires: now + PRIVATE_PAGE_TTL_MS,
  };
}

/**
 * Keeps a finished rendering when it may be kept (see `reusablePage`) and no write happened since
 * `version` (read before the request's session lookup and loaders ran).
 */
export function keepPrivatePage(key: string, page: PrivatePage) {
  const state = holder();
  if (state.enabled && page.version === dataVersion()) state.cache.set(key, page);
}

/** `reusablePage`, then `keepPrivatePage`. */
export function storePrivatePage(
  key: string,
  version: number,
  nonce: string,
  headers: Record<string, unknown>,
  body: Buffer,
  now = Date.now(),
) {
  const page = reusablePage(version, nonce, headers, body, now);
  if (page) keepPrivatePage(key, page);
}

function splitAt(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/** The kept page's body and Content-Security-Policy with a new nonce. */
export function renderWithNonce(page: PrivatePage, nonce: string) {
  const separator = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(part);
  });
  return { body: Buffer.concat(pieces), csp: page.cspParts.join(nonce) };
}

export function clearPrivatePages() {
  holder().cache.clear();
}
