/**
 * The thin HTTP entry: the public-page cache's fast path, then Express (security headers,
 * compression, request logs, static assets, React Router).
 * Production serves build/; development (NODE_ENV=development) mounts Vite in middleware mode.
 */
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { ConfigError, parseEnv } from "../app/lib/env.server.ts";
import {
  type CachedPage,
  cachedPage,
  cacheGeneration,
  etagFor,
  etagMatches,
  isShareable,
  negotiateEncoding,
  publicPageKey,
  storePage,
} from "../app/lib/public-page-cache.server.ts";

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = pino({ level: env.LOG_LEVEL, base: undefined });
const development = env.NODE_ENV === "development";

interface EntryModule {
  startServices(): Promise<{ driver: string }>;
  stopServices(): Promise<void>;
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);

app.use((req, res, next) => {
  const requestId = randomUUID();
  const started = process.hrtime.bigint();
  res.setHeader("X-Request-Id", requestId);
  req.headers["x-request-id"] = requestId; // the app shows it on error pages and logs it with errors
  // The only client address the app trusts: from the socket, or from TRUST_PROXY hops.
  req.headers["x-client-ip"] = req.ip ?? "";
  res.on("finish", () => {
    log.info(
      {
        requestId,
        method: req.method,
        // Never the query string, and no token that travels in the path: both may carry secrets.
        path: req.path
          .replace(/\/reset-password\/[^/]+/, "/reset-password/[redacted]")
          .replace(/\/shared\/[^/]+/, "/shared/[redacted]"),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      },
      "request",
    );
  });
  next();
});

app.use(
  helmet({
    contentSecurityPolicy: false, // see below: documents bring their own nonce-based policy
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: env.BASE_URL.startsWith("https://"),
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // CSP frame-ancestors 'none' (below and in every document policy) is the one framing rule.
    xFrameOptions: false,
  }),
);

// A share-link page carries its secret token in the path (/shared/<token>): no Referer at all from any of
// its answers (the page, its data requests, a 404), so the token never reaches another request's headers.
app.use((req, res, next) => {
  if (req.path.startsWith("/shared/")) res.setHeader("Referrer-Policy", "no-referrer");
  next();
});

// Browser features the site never uses are switched off for it and anything it could embed.
const permissionsPolicy = [
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
app.use((_req, res, next) => {
  res.setHeader("Permissions-Policy", permissionsPolicy);
  next();
});

// A body refused without being read (or read only up to its limit) is not drained: the socket is
// left unread for a moment, so the client can read the answer (closing at once would reset the
// connection and lose it), then closed. Nothing more of that body is read.
// Completeness is checked again when the time is up: a body read to its last boundary may end a
// moment after the answer (multipart uploads do), and its keep-alive socket may by then carry the
// client's next request, which must not be cut.
const LINGER_MS = 2000;
app.use((req, res, next) => {
  res.on("finish", () => {
    if (req.complete) return;
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, LINGER_MS).unref();
  });
  next();
});

// Only GET, HEAD and POST reach the app; anything else (TRACE, PUT, DELETE, PATCH, ...) is answered
// here, before a body is read. A declared body larger than the largest upload is refused unread.
// (The app bounds every body again while reading it, chunked ones included: app/lib/body-guard.server.ts.)
const MAX_DECLARED_BODY_BYTES = 11 * 1024 * 1024;
const ALLOWED_METHODS = "GET, HEAD, POST";
app.use((req, res, next) => {
  if (req.method === "OPTIONS") {
    res.setHeader("Allow", ALLOWED_METHODS);
    res.status(204).end();
    return;
  }
  if (!["GET", "HEAD", "POST"].includes(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS);
    res.status(405).json({ detail: `${req.method} is not supported here. Use GET or POST.` });
    return;
  }
  if (Number(req.get("content-length") ?? 0) > MAX_DECLARED_BODY_BYTES) {
    res.status(413).json({ detail: `Request body is too large (limit ${MAX_DECLARED_BODY_BYTES} bytes).` });
    return;
  }
  next();
});

// Every response gets a strict Content-Security-Policy unless it set its own (HTML documents set
// one with a per-request script nonce in app/entry.server.tsx).
const defaultCsp = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!res.hasHeader("content-security-policy")) res.setHeader("Content-Security-Policy", defaultCsp);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
});
app.use(compression());

// A cache miss on a shareable request: keep the page's bytes as the app writes them (before
// compression, which wraps the writes above us) and store them if the finished response says so.
const pendingFills = new WeakMap<IncomingMessage, { key: string; generation: number }>();
/** Keys being rendered for the cache right now: concurrent misses of the same page render without keeping bytes. */
const fillsInFlight = new Set<string>();
app.use((req, res, next) => {
  const fill = pendingFills.get(req);
  if (!fill) return next();
  let chunks: Buffer[] | undefined = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (res.headersSent && !isShareable(res.statusCode, res.getHeaders())) {
      chunks = undefined; // not a cacheable page: stop holding its bytes
      return;
    }
    chunks.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array),
    );
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: typeof res, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: typeof res, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => typeof res).call(this, chunk, ...rest);
  } as typeof res.end;
  res.once("close", () => {
    const headers = res.getHeaders();
    if (!res.writableFinished || !chunks || !isShareable(res.statusCode, headers)) {
      fillsInFlight.delete(fill.key);
      return;
    }
    storePage(fill.key, fill.generation, headers, Buffer.concat(chunks))
      .catch((error: unknown) => log.warn({ err: error }, "could not cache a public page"))
      .finally(() => fillsInFlight.delete(fill.key));
  });
  next();
});

// Cross-site writes are refused here, before any action or endpoint runs (React Router's own
// check only covers document actions and answers them with a 500).
const allowedOrigins = new Set([new URL(env.BASE_URL).origin]);
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const origin = req.get("origin");
  const sameHost = origin !== undefined && origin === `${req.protocol}://${req.get("host")}`;
  const crossSite = req.get("sec-fetch-site") === "cross-site";
  if (
    crossSite ||
    (origin !== undefined && origin !== "null" && !allowedOrigins.has(origin) && !sameHost) ||
    origin === "null"
  ) {
    res.status(403).json({ detail: "Cross-site request refused." });
    return;
  }
  next();
});

let build: ServerBuild | (() => Promise<ServerBuild>);
let entry: EntryModule;
/** Part of every cache key: a new deploy never serves the previous build's pages. */
let buildId: string | undefined;

if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  const load = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  build = load;
  entry = (await load()).entry.module as unknown as EntryModule;
} else {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const serverBuild = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  build = serverBuild;
  buildId = serverBuild.assets.version;
  entry = serverBuild.entry.module as unknown as EntryModule;
  app.use("/assets", express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y" }));
  // Only paths that name a file or folder of build/client reach the file system (a stat per page request
  // was ~5 % of the CPU of a signed-in page).
  const clientDir = path.join(buildDir, "client");
  const clientEntries = new Set(readdirSync(clientDir));
  const clientFiles = express.static(clientDir, { maxAge: "1h" });
  app.use((req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    if (clientEntries.has(first)) return clientFiles(req, res, next);
    next();
  });
}

app.all("/{*splat}", createRequestHandler({ build }));

const { driver } = await entry.startServices();

/** Answers a request from the public-page cache: same headers as the rendered page, per-request id. */
function servePage(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  const started = process.hrtime.bigint();
  const requestId = randomUUID();
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const notModified = etagMatches(req.headers["if-none-match"], etagFor(page, encoding));
  if (notModified) {
    // 304: the same headers less the length of a body that is not sent.
    const headers = page.rawHeaders[encoding].slice(0, -2);
    headers.push("x-request-id", requestId);
    res.writeHead(304, headers).end();
  } else {
    res.writeHead(200, [...page.rawHeaders[encoding], "x-request-id", requestId]);
    res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
  }
  if (log.isLevelEnabled("info")) {
    log.info(
      {
        requestId,
        method: req.method,
        path: req.url,
        status: notModified ? 304 : 200,
        cache: "hit",
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      },
      "request",
    );
  }
}

/** The fast path: cached public pages never reach Express; a shareable miss is rendered and kept. */
function handle(req: IncomingMessage, res: ServerResponse) {
  const key = buildId === undefined ? undefined : publicPageKey(buildId, req);
  if (key !== undefined) {
    const page = cachedPage(key);
    if (page) return servePage(req, res, page);
    if (req.method === "GET" && !fillsInFlight.has(key)) {
      fillsInFlight.add(key);
      pendingFills.set(req, { key, generation: cacheGeneration() });
    }
  }
  app(req, res);
}

const server: Server = createServer(handle).listen(env.PORT, env.HOST ?? "0.0.0.0", () => {
  log.info({ url: env.BASE_URL, port: env.PORT, database: driver, mode: env.NODE_ENV }, "server ready");
});
server.keepAliveTimeout = 65_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: finishing in-flight requests");
  const force = setTimeout(() => {
    log.error("shutdown timed out; exiting");
    process.exit(1);
  }, 15_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await entry.stopServices();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
