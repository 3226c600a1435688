/**
 * The build's hashed files (build/client/assets: scripts, styles, fonts), answered from memory before
 * Express, compressed once. Through `express.static` and the compression middleware a 215 KB script took
 * 6–12 turns of the event loop (its file reads and its compression both run on libuv's threads, each
 * coming back a turn later): under load, with turns of tens of milliseconds, a first visit waited a second
 * or more for each of its scripts (docs/performance.md, "Scripts and styles from memory").
 *
 * A file's first request is answered by Express while the file is read and compressed (brotli and gzip at
 * their best, on libuv's threads) for the requests after it. A file's name carries its content's hash, so
 * what is kept never goes stale; a range request, a name that is not a file of the build, and development
 * (Vite serves the files) pass to Express.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import {
  compressedOnce,
  type Encoding,
  etagMatches,
  negotiateEncoding,
} from "../../app/lib/public-page-cache.server.ts";
import type { ResponseHeaders } from "./headers.ts";
import type { RequestContext } from "./request.ts";
import type { Stage } from "./stages.ts";

const PREFIX = "/assets/";
/** The kinds of file the build writes there; another kind passes to Express. */
const KINDS: Record<string, { type: string; compress: boolean }> = {
  ".js": { type: "text/javascript; charset=utf-8", compress: true },
  ".css": { type: "text/css; charset=utf-8", compress: true },
  ".woff2": { type: "font/woff2", compress: false },
};
/** As `express.static` says it for these files (server/build-source.ts): a hashed name never changes. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/** One encoding of a kept file: its bytes and its headers, as `writeHead` takes them. */
interface Variant {
  body: Buffer;
  etag: string;
  head: string[];
}
type Asset = Partial<Record<Encoding, Variant>>;

async function loadAsset(file: string): Promise<Asset> {
  const kind = KINDS[path.extname(file)]!;
  const identity = await readFile(file);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
  const asset: Asset = {};
  const bodies = kind.compress ? { ...(await compressedOnce(identity)), identity } : { identity };
  for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
    const etag = encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`;
    const head = ["content-type", kind.type, "cache-control", CACHE_CONTROL, "etag", etag];
    if (kind.compress) head.push("vary", "Accept-Encoding");
    if (encoding !== "identity") head.push("content-encoding", encoding);
    head.push("content-length", String(body.length));
    asset[encoding] = { body, etag, head };
  }
  return asset;
}

export function staticAssetStage(headers: ResponseHeaders, assetsDir: string | undefined, log: Logger): Stage {
  const names: ReadonlySet<string> = new Set(
    assetsDir ? readdirSync(assetsDir).filter((name) => path.extname(name) in KINDS) : [],
  );
  const kept = new Map<string, Asset>();
  /** Files being read and compressed, or that could not be (Express keeps answering those). */
  const tried = new Set<string>();

  function keep(name: string) {
    if (tried.has(name)) return;
    tried.add(name);
    loadAsset(path.join(assetsDir!, name)).then(
      (asset) => kept.set(name, asset),
      (error: unknown) => log.warn({ err: error, asset: name }, "could not keep a build file in memory"),
    );
  }

  function serve(context: RequestContext, asset: Asset) {
    const { req } = context;
    const variant = asset[negotiateEncoding(req.headers["accept-encoding"])] ?? asset.identity!;
    context.cache = "asset";
    if (etagMatches(req.headers["if-none-match"], variant.etag)) {
      // 304: the same headers less the length of a body that is not sent.
      headers.send(context, 304, variant.head.slice(0, -2));
    } else {
      headers.send(context, 200, variant.head, context.method === "HEAD" ? undefined : variant.body);
    }
  }

  return {
    name: "static-assets",
    run(context) {
      if (names.size === 0 || !context.url.startsWith(PREFIX)) return false;
      if ((context.method !== "GET" && context.method !== "HEAD") || context.req.headers.range) return false;
      const name = context.url.slice(PREFIX.length).split("?", 1)[0]!;
      if (!names.has(name)) return false;
      const asset = kept.get(name);
      if (!asset) {
        keep(name);
        return false;
      }
      serve(context, asset);
      return true;
    },
  };
}
