/**
 * The public-page cache: anonymous renderings of content pages, kept pre-compressed (brotli, gzip
 * and identity) in memory and served by the HTTP entry's pipeline (server/pipeline/page-caches.ts) before Express runs.
 *
 * What goes in is decided by the app, not guessed: only a 200 HTML document that the renderer
 * marked `Cache-Control: public` (a content page without scripts, rendered for a request without
 * any cookie) and that sets no cookie. Keys carry the build id, so a deploy starts empty.
 *
 * The HTTP entry and the server bundle each load their own copy of this module; the cache itself
 * lives on `globalThis` so `invalidatePublicPages()` called from a feature reaches the same one.
 *
 * Several instances on PostgreSQL: `invalidatePublicPages()` also tells the others through the
 * cache bus (cache-bus.server.ts, LISTEN/NOTIFY); while an instance is not listening it serves no
 * cached page, since it would not hear of a change.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { LRUCache } from "lru-cache";
import { frenchOffer } from "./i18n/locale.ts";

export type Encoding = "br" | "gzip" | "identity";

export interface CachedPage {
  /** Every header the rendered page had, except per-response and per-encoding ones. */
  headers: Record<string, string | string[]>;
  bodies: Record<Encoding, Buffer>;
  /** Content hash of the identity bytes; the ETag adds the encoding. */
  hash: string;
  /**
   * Per encoding, the complete header list of a 200 answer as flat name/value pairs (what
   * `writeHead` takes fastest), less the request id that each answer adds.
   */
  rawHeaders: Record<Encoding, string[]>;
}

/** Headers that belong to one response or one encoding; the cache sets its own. */
export const PER_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "x-request-id",
]);

export const PUBLIC_PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Holder {
  cache: LRUCache<string, CachedPage>;
  /** Bumped by every invalidation: a rendering that began before it is not stored. */
  generation: number;
  /** Set while the cache cannot hear other instances' changes: nothing is served or stored. */
  paused: boolean;
  /** Tells other instances of an invalidation (set by the cache bus on PostgreSQL). */
  broadcast?: () => void;
}

const HOLDER_KEY = Symbol.for("holistic-omega.public-page-cache");

function holder(): Holder {
  const global = globalThis as typeof globalThis & { [HOLDER_KEY]?: Holder };
  global[HOLDER_KEY] ??= {
    cache: new LRUCache<string, CachedPage>({
      maxSize: PUBLIC_PAGE_CACHE_MAX_BYTES,
      sizeCalculation: (page) => page.bodies.br.length + page.bodies.gzip.length + page.bodies.identity.length + 512,
    }),
    generation: 0,
    paused: false,
  };
  return global[HOLDER_KEY];
}

/**
 * Forgets every cached public page, in this process and (on PostgreSQL) in every other instance. Call
 * it after anything that changes what a public page shows: an owner's content edit, a portfolio
 * publish, a session type.
 */
export function invalidatePublicPages() {
  forgetPublicPages();
  holder().broadcast?.();
}

/** Forgets this process's cached public pages only (another instance's change, heard on the bus). */
export function forgetPublicPages() {
  const state = holder();
  state.generation += 1;
  state.cache.clear();
}

/**
 * Connects the cache to the other instances: `broadcast` tells them of an invalidation. Until
 * `resumePublicPages()`, the cache is paused (the bus is not yet listening).
 */
export function connectPublicPages(broadcast: () => void) {
  holder().broadcast = broadcast;
  pausePublicPages();
}

/** Stops serving and storing (the bus lost its connection: changes elsewhere would go unheard). */
export function pausePublicPages() {
  holder().paused = true;
  forgetPublicPages();
}

/** Serves again, from empty (whatever changed while paused is not in it). */
export function resumePublicPages() {
  forgetPublicPages();
  holder().paused = false;
}

export function disconnectPublicPages() {
  const state = holder();
  state.broadcast = undefined;
  state.paused = false;
}

export function cachedPage(key: string): CachedPage | undefined {
  const state = holder();
  return state.paused ? undefined : state.cache.get(key);
}

export function cacheGeneration() {
  return holder().generation;
}

export function cachedPageStats() {
  const { cache } = holder();
  return { pages: cache.size, bytes: cache.calculatedSize };
}

/** The cache key of a request, or undefined when the request must go through the app. */
export function publicPageKey(
  buildId: string,
  request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  // Any cookie at all (a session, a half-finished sign-in, a cached session) means the answer may be personal.
  if (request.headers.cookie || request.headers.authorization) return undefined;
  const url = request.url ?? "";
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("?") || url.startsWith("/assets/")) return undefined;
  // The English pages carry a link to their French twin for browsers that prefer French: two renderings.
  const acceptLanguage = request.headers["accept-language"];
  const offer = frenchOffer(url, Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage);
  return offer ? `${buildId} ${url} fr-offer` : `${buildId} ${url}`;
}

/** Whether a finished response may be stored (see the module comment). */
export function isShareable(statusCode: number, headers: Record<string, unknown>) {
  const cacheControl = String(headers["cache-control"] ?? "");
  const contentType = String(headers["content-type"] ?? "");
  return (
    statusCode === 200 &&
    headers["set-cookie"] === undefined &&
    contentType.startsWith("text/html") &&
    /(^|,)\s*public\s*(,|$)/.test(cacheControl) &&
    !/no-store|private/.test(cacheControl)
  );
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli and gzip at their best, on libuv's threads: for bytes compressed once and sent many times (pages
 * here, the build's files in server/pipeline/static-assets.ts).
 */
export async function compressedOnce(identity: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        // A window that covers the bytes (64 KB at least): the default 4 MB window costs tens of MB per
        // compression.
        [zlib.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(identity.length + 1)))),
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Compresses once (off the event loop) and stores, unless the cache was invalidated meanwhile. */
export async function storePage(
  key: string,
  generation: number,
  headers: Record<string, unknown>,
  identity: Buffer,
): Promise<void> {
  const { br, gzip: gz } = await compressedOnce(identity);
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  const state = holder();
  if (state.generation !== generation || state.paused) return;
  const page: CachedPage = {
    headers: kept,
    bodies: { br, gzip: gz, identity },
    hash: contentHash(identity),
    rawHeaders: { br: [], gzip: [], identity: [] },
  };
  for (const encoding of ["br", "gzip", "identity"] as const) {
    const raw = page.rawHeaders[encoding];
    for (const [name, value] of Object.entries(kept)) {
      for (const one of Array.isArray(value) ? value : [value]) raw.push(name, one);
    }
    raw.push("vary", "Accept-Encoding, Accept-Language", "etag", etagFor(page.hash, encoding));
    if (encoding !== "identity") raw.push("content-encoding", encoding);
    raw.push("content-length", String(page.bodies[encoding].length));
  }
  state.cache.set(key, page);
}

/** The best encoding the client accepts: brotli, then gzip, then the plain bytes. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  let br = -1;
  let gz = -1;
  let any = -1;
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName?.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split("=");
      if (k?.trim().toLowerCase() === "q") q = Number.parseFloat(v ?? "") || 0;
    }
    if (name === "br") br = q;
    else if (name === "gzip" || name === "x-gzip") gz = q;
    else if (name === "*") any = q;
  }
  if (br < 0) br = any;
  if (gz < 0) gz = any;
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/** The ETag of one encoding of some bytes, from the hash of their plain form (`contentHash`). */
export function etagFor(hash: string, encoding: Encoding) {
  return encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/** A short hash of a body's plain bytes, which its ETags carry. */
export function contentHash(identity: Buffer) {
  return createHash("sha256").update(identity).digest("base64url").slice(0, 22);
}

/** If-None-Match against one ETag (weak comparison, as RFC 9110 asks for GET and HEAD). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
