/**
 * The build's hashed files (build/client/assets: scripts, styles, fonts), answered from memory before
 * Express. Through `express.static` and the compression middleware a 215 KB script took 6–12 turns of the
 * event loop (its file reads and its compression both run on libuv's threads, each coming back a turn
 * later): under load, with turns of tens of milliseconds, a first visit waited a second or more for each of
 * its scripts (docs/performance.md, "Scripts and styles from memory").
 *
 * The build writes each script and style beside itself compressed (`precompressAssets`, a Vite plugin:
 * brotli and gzip at their best), and the stage reads every file and its compressed forms when the server
 * starts, so no compression runs while serving and a first visit after a start is answered from memory
 * too. A file whose compressed forms are missing (a build without the plugin) is answered by Express the
 * first time while it is read and compressed for the requests after it. A file's name carries its
 * content's hash, so what is kept never goes stale; a range request, a name that is not a file of the build,
 * and development (Vite serves the files) pass to Express.
 */
import { existsSync, readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { Plugin } from "vite";
import {
  compressedOnce,
  contentHash,
  type Encoding,
  etagFor,
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

/** The compressed forms the build wrote beside a file, or null when it wrote none. */
async function precompressed(file: string): Promise<{ br: Buffer; gzip: Buffer } | null> {
  try {
    const [br, gzip] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
    return { br, gzip };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Reads a file with its compressed forms; `compressNow: false` gives null for a file the build did not compress. */
async function loadAsset(file: string, compressNow: boolean): Promise<Asset | null> {
  const kind = KINDS[path.extname(file)]!;
  const identity = await readFile(file);
  let compressed: { br: Buffer; gzip: Buffer } | null = null;
  if (kind.compress) {
    compressed = await precompressed(file);
    if (!compressed && !compressNow) return null;
    compressed ??= await compressedOnce(identity);
  }
  const hash = contentHash(identity);
  const asset: Asset = {};
  const bodies = compressed ? { ...compressed, identity } : { identity };
  for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
    const etag = etagFor(hash, encoding);
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

  /** Reads a file into memory; with `compressNow`, compresses it when the build did not. */
  async function keep(name: string, compressNow: boolean) {
    if (tried.has(name)) return;
    tried.add(name);
    try {
      const asset = await loadAsset(path.join(assetsDir!, name), compressNow);
      if (asset) kept.set(name, asset);
      else tried.delete(name);
    } catch (error) {
      log.warn({ err: error, asset: name }, "could not keep a build file in memory");
    }
  }
  // On start-up, every file the build compressed (and every font): reads only, no compression.
  const ready = Promise.all([...names].map((name) => keep(name, false))).then(() => undefined);

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
    ready,
    run(context) {
      if (names.size === 0 || !context.url.startsWith(PREFIX)) return false;
      if ((context.method !== "GET" && context.method !== "HEAD") || context.req.headers.range) return false;
      const name = context.url.slice(PREFIX.length).split("?", 1)[0]!;
      if (!names.has(name)) return false;
      const asset = kept.get(name);
      if (!asset) {
        void keep(name, true);
        return false;
      }
      serve(context, asset);
      return true;
    },
  };
}

/**
 * A Vite plugin that writes each of the client's scripts and styles beside itself as `.br` and `.gz`
 * (`compressedOnce`: brotli and gzip at their best), for `staticAssetStage` to read when it starts. It runs
 * after each environment's build, since React Router writes the client's route manifest during the server's.
 * Written here rather than taken from vite-plugin-compression2, which compressed the server build too, left
 * that manifest out and takes over the build's standard output.
 */
export function precompressAssets(): Plugin {
  let assetsDir = "";
  return {
    name: "holistic:precompress-assets",
    apply: "build",
    configResolved(config) {
      const client = config.environments.client?.build.outDir ?? config.build.outDir;
      assetsDir = path.resolve(config.root, client, PREFIX.slice(1));
    },
    async closeBundle() {
      if (!existsSync(assetsDir)) return;
      const names = readdirSync(assetsDir).filter(
        (name) =>
          KINDS[path.extname(name)]?.compress &&
          !(existsSync(path.join(assetsDir, `${name}.br`)) && existsSync(path.join(assetsDir, `${name}.gz`))),
      );
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assetsDir, name);
          const { br, gzip } = await compressedOnce(await readFile(file));
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzip)]);
        }),
      );
    },
  };
}
