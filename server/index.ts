/**
 * The thin HTTP entry: the public-page cache's fast path, then Express (security headers,
 * compression, request logs, static assets, React Router).
 * Production serves build/; development (NODE_ENV=development) mounts Vite in middleware mode.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import pino from "pino";
import proxyaddr from "proxy-addr";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import { declaredBodyLimit } from "../app/lib/body-limits.ts";
import { dataVersion } from "../app/lib/data-version.server.ts";
import { ConfigError, parseEnv } from "../app/lib/env.server.ts";
import {
  PRIVATE_PAGE_MARKER,
  type PrivatePage,
  privatePage,
  privatePageCandidate,
  privatePageKey,
  renderWithNonce,
  storePrivatePage,
} from "../app/lib/private-page-cache.server.ts";
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
import { pagePath } from "../app/lib/request-path.ts";
import { throttledWarnings } from "../app/lib/throttled-log.ts";

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
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Per-answer brotli for signed-in pages: quality 5 compresses a dashboard in well under a millisecond. */
const brotli = (body: Buffer) => brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
const development = env.NODE_ENV === "development";

interface EntryModule {
  startServices(): Promise<{ driver: string }>;
  stopServices(): Promise<void>;
  sessionFromHeaders(
    headers: IncomingMessage["headers"],
  ): Promise<{ user: { id: string; role: string } | null; setCookies: string[] }>;
  MAX_FORM_BYTES: number;
  earlyRefusal(
    refusal: { kind: "cross-site" } | { kind: "method"; method: string } | { kind: "too-large"; limitBytes: number },
    pathname: string,
    acceptLanguage: string | undefined,
  ): string;
  countCachedPageView(url: string, headers: IncomingMessage["headers"]): void;
  saveAnswerDirectly(
    url: string,
    headers: Headers,
    body: Buffer,
  ): Promise<{ status: number; headers: Headers; body: string | null } | undefined>;
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);

/**
 * Every request: an id (the app shows it on error pages and logs it with errors; the caller sends it
 * as X-Request-Id), the one client address the app trusts (from the socket, or from TRUST_PROXY
 * hops), and a log line when it ends (nothing is prepared for it when info lines are off).
 */
function startRequest(req: IncomingMessage, res: ServerResponse, clientIp: string): string {
  const requestId = randomUUID();
  req.headers["x-request-id"] = requestId;
  req.headers["x-client-ip"] = clientIp;
  if (log.isLevelEnabled("info")) {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      log.info(
        {
          requestId,
          method: req.method,
          // Never the query string, and no token that travels in the path: both may carry secrets.
          path: (req.url ?? "")
            .split("?", 1)[0]!
            .replace(/\/reset-password\/[^/]+/, "/reset-password/[redacted]")
            .replace(/\/shared\/[^/]+/, "/shared/[redacted]"),
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        },
        "request",
      );
    });
  }
  return requestId;
}

app.use((req, res, next) => {
  res.setHeader("X-Request-Id", startRequest(req, res, req.ip ?? ""));
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

/**
 * Helmet's headers. With its CSP off (documents bring their own nonce-based policy, below) none of them
 * depends on the request, so they are worked out once and set together with the rest: helmet's own chain
 * of ten middlewares was ~4 % of an answer save's CPU.
 */
const securityHeaders = new Map<string, string>();
helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: env.BASE_URL.startsWith("https://"),
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // CSP frame-ancestors 'none' (below and in every document policy) is the one framing rule.
  xFrameOptions: false,
})(
  {} as IncomingMessage,
  {
    setHeader: (name: string, value: unknown) => securityHeaders.set(name, String(value)),
    removeHeader: () => {}, // X-Powered-By: never set (app.disable above)
  } as unknown as ServerResponse,
  () => {},
);
securityHeaders.set("Permissions-Policy", permissionsPolicy);
/** The same headers as one flat list of names and values, for answers written with one writeHead. */
const securityHeaderList = [...securityHeaders].flat();
// A share-link page carries its secret token in the path (/shared/<token>): no Referer at all from any
// of its answers (the page, its data requests, a 404), so the token never reaches another request's headers.
const sharedLinkHeaderList = [
  ...[...securityHeaders].filter(([name]) => name.toLowerCase() !== "referrer-policy"),
  ["Referrer-Policy", "no-referrer"],
].flat();

/** The security headers of this request's answer, as a flat list of names and values. */
const securityHeadersOf = (req: IncomingMessage) =>
  req.url?.startsWith("/shared/") ? sharedLinkHeaderList : securityHeaderList;

app.use((req, res, next) => {
  const headers = securityHeadersOf(req);
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
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
// here, before a body is read. A declared body larger than its route's limit (app/lib/body-limits.ts,
// the one table of body limits) is refused unread. The app bounds every body again while reading it,
// chunked ones included (app/lib/body-guard.server.ts and the upload readers), from the same table.
function declaredLimitOf(req: IncomingMessage) {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  try {
    return declaredBodyLimit(pagePath({ url: `http://localhost${req.url ?? "/"}` }), type);
  } catch {
    return declaredBodyLimit("/", type); // a target that is no path: the smallest form's limit
  }
}
const ALLOWED_METHODS = "GET, HEAD, POST";
/** The words of a refusal answered here, in the page's language (the app's, app/entry.server.tsx). */
function refusal(req: IncomingMessage, what: Parameters<EntryModule["earlyRefusal"]>[0]) {
  let pathname = "/";
  try {
    pathname = pagePath({ url: `http://localhost${req.url ?? "/"}` });
  } catch {
    // a target that is no path: worded for the home page
  }
  const accept = req.headers["accept-language"];
  return entry.earlyRefusal(what, pathname, typeof accept === "string" ? accept : undefined);
}
app.use((req, res, next) => {
  if (req.method === "OPTIONS") {
    res.setHeader("Allow", ALLOWED_METHODS);
    res.status(204).end();
    return;
  }
  if (!["GET", "HEAD", "POST"].includes(req.method)) {
    res.setHeader("Allow", ALLOWED_METHODS);
    res.status(405).json({ detail: refusal(req, { kind: "method", method: req.method }) });
    return;
  }
  const declared = Number(req.get("content-length") ?? 0);
  if (declared > 0) {
    const limit = declaredLimitOf(req);
    if (declared > limit) {
      res.status(413).json({ detail: refusal(req, { kind: "too-large", limitBytes: limit }) });
      return;
    }
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
// Cross-site writes are refused here, before any action or endpoint runs (React Router's own
// check only covers document actions and answers them with a 500).
const allowedOrigins = new Set([new URL(env.BASE_URL).origin]);
function isCrossSite(req: IncomingMessage, protocol: string) {
  const origin = req.headers.origin;
  const sameHost = origin !== undefined && origin === `${protocol}://${req.headers.host}`;
  return (
    req.headers["sec-fetch-site"] === "cross-site" ||
    (origin !== undefined && origin !== "null" && !allowedOrigins.has(origin) && !sameHost) ||
    origin === "null"
  );
}
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  if (isCrossSite(req, req.protocol)) {
    res.status(403).json({ detail: refusal(req, { kind: "cross-site" }) });
    return;
  }
  next();
});

app.use(compression());

// A cache miss that may fill a cache (public or signed-in): keep the page's bytes as the app writes them
// (before compression, which wraps the writes above us); the fill decides at the first write whether the
// response may be kept at all, and stores it once it has finished.
interface Fill {
  /** At the first write, headers set and not yet sent: whether to keep the bytes. */
  accept(res: ServerResponse): boolean;
  store(res: ServerResponse, body: Buffer): Promise<void> | void;
  /** Called once the response is over, stored or not. */
  settle(): void;
}
const pendingFills = new WeakMap<IncomingMessage, Fill>();
/** Public keys being rendered for the cache right now: concurrent misses of the same page render without keeping bytes. */
const fillsInFlight = new Set<string>();
/** Public pages rendered and being compressed for the cache: a request for one waits the few ms and gets it. */
const storesInFlight = new Map<string, Promise<void>>();
app.use((req, res, next) => {
  const fill = pendingFills.get(req);
  if (!fill) return next();
  let chunks: Buffer[] | undefined;
  let decided = false;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (!decided) {
      decided = true;
      if (!res.headersSent && fill.accept(res)) chunks = [];
    }
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return;
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
    if (!res.writableFinished || !chunks) return fill.settle();
    Promise.resolve(fill.store(res, Buffer.concat(chunks)))
      .catch((error: unknown) => log.warn({ err: error }, "could not cache a page"))
      .finally(() => fill.settle());
  });
  next();
});

/** A public page: kept when the finished response is shareable (see isShareable). */
function publicFill(key: string, generation: number): Fill {
  return {
    accept: (res) => isShareable(res.statusCode, res.getHeaders()),
    store(res, body) {
      if (!isShareable(res.statusCode, res.getHeaders())) return;
      const storing = storePage(key, generation, res.getHeaders(), body);
      storesInFlight.set(key, storing);
      return storing;
    },
    settle() {
      fillsInFlight.delete(key);
      storesInFlight.delete(key);
    },
  };
}

/** A signed-in page: kept when the renderer marked it (the marker never leaves the server). */
function privateFill(key: string, version: number): Fill {
  let nonce: string | undefined;
  return {
    accept(res) {
      const marker = res.getHeader(PRIVATE_PAGE_MARKER);
      res.removeHeader(PRIVATE_PAGE_MARKER);
      nonce = typeof marker === "string" ? marker : undefined;
      return nonce !== undefined && res.statusCode === 200 && res.getHeader("set-cookie") === undefined;
    },
    store: (res, body) => {
      if (nonce && res.statusCode === 200) storePrivatePage(key, version, nonce, res.getHeaders(), body);
    },
    settle: () => {},
  };
}

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

/**
 * Errors Express raises itself, before the app (a path whose percent-encoding cannot be decoded, ...):
 * its own handler printed a stack trace per request on stderr. A client's error is answered with its
 * 4xx and one warning line at most per minute; anything else is logged once and answered 500.
 */
const clientErrorWarning = throttledWarnings(log);
app.use((error: { status?: number; name?: string }, req: express.Request, res: express.Response, _next: unknown) => {
  const status = Number(error?.status);
  const requestId = req.headers["x-request-id"];
  if (status >= 400 && status < 500) {
    clientErrorWarning(
      `http-${status}-${error.name ?? "Error"}`,
      { requestId, status },
      "request refused before the app",
    );
  } else {
    log.error({ err: error, requestId }, "request failed before the app");
  }
  if (res.headersSent) return res.destroy();
  const code = status >= 400 && status < 500 ? status : 500;
  res
    .status(code)
    .type("text/plain")
    .send(code === 400 ? "Bad request." : code < 500 ? "Refused." : "Server error.");
});

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
  if (req.method === "GET") entry.countCachedPageView(req.url ?? "/", req.headers);
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

/**
 * Answers a signed-in request from its user's kept page: a fresh nonce in the body and the CSP, the
 * session lookup's cookies, compressed for the client (the body differs per answer, so per answer).
 */
async function servePrivatePage(req: IncomingMessage, res: ServerResponse, page: PrivatePage, setCookies: string[]) {
  const started = process.hrtime.bigint();
  const requestId = randomUUID();
  const { body, csp } = renderWithNonce(page, randomBytes(16).toString("base64"));
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const sent =
    encoding === "br" ? await brotli(body) : encoding === "gzip" ? await gzipAsync(body, { level: 6 }) : body;
  const headers: [string, string | string[]][] = [...page.headers, ["content-security-policy", csp]];
  if (setCookies.length > 0) headers.push(["set-cookie", setCookies]);
  headers.push(["vary", "Accept-Encoding"], ["x-request-id", requestId], ["content-length", String(sent.length)]);
  if (encoding !== "identity") headers.push(["content-encoding", encoding]);
  res.writeHead(
    200,
    headers.flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]])).flat(),
  );
  res.end(sent);
  if (log.isLevelEnabled("info")) {
    const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    log.info(
      { requestId, method: req.method, path: req.url?.split("?", 1)[0], status: 200, cache: "private-hit", ms },
      "request",
    );
  }
}

/** A signed-in GET of a page that may be kept: the session lookup, then the kept page or the app. */
async function signedIn(req: IncomingMessage, res: ServerResponse, currentBuild: string) {
  // Read before the lookup and the loaders: a write from here on leaves this rendering unused.
  const version = dataVersion();
  const session = await entry.sessionFromHeaders(req.headers);
  if (session.user) {
    const key = privatePageKey(currentBuild, session.user, req.url ?? "");
    const page = privatePage(key);
    if (page) return servePrivatePage(req, res, page, session.setCookies);
    pendingFills.set(req, privateFill(key, version));
  }
  app(req, res);
}

/**
 * A Blueprint answer save (a step's URL-encoded POST, the commonest write: the step page's JSON
 * submission, or its form without JavaScript) is answered before Express, as cached pages are: the
 * same request id, log line, security headers and cross-site refusal as every request, then the body
 * (declared, bounded like every form's), the app's root middleware and the step's action run on it
 * directly (app/blueprint/direct-save.server.ts); React Router answers the same request only for
 * the outcomes the direct path leaves to it. Express's router and middleware chain were ~10 % of a
 * save's CPU.
 */
const ANSWER_SAVE = /^\/hob\/[^/?]+\/[^/?]+(?:\?|$)/;
const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
let answerRouter: ReturnType<typeof createReactRouterHandler> | undefined;

function isAnswerSave(req: IncomingMessage) {
  const declared = Number(req.headers["content-length"]);
  return (
    req.method === "POST" &&
    ANSWER_SAVE.test(req.url ?? "") &&
    req.headers["content-type"]?.startsWith("application/x-www-form-urlencoded") === true &&
    req.headers["transfer-encoding"] === undefined &&
    declared >= 0 &&
    declared <= entry.MAX_FORM_BYTES
  );
}

/** Express's req.protocol, for a request answered before Express. */
function protocolOf(req: IncomingMessage) {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  if (!trustProxy(req.socket.remoteAddress ?? "", 0)) return own;
  const forwarded = req.headers["x-forwarded-proto"];
  return (typeof forwarded === "string" ? forwarded.split(",", 1)[0]!.trim() : "") || own;
}

async function saveAnswer(req: IncomingMessage, res: ServerResponse) {
  startRequest(req, res, proxyaddr(req, trustProxy));
  const protocol = protocolOf(req);
  if (isCrossSite(req, protocol)) return answerJson(req, res, 403, { detail: refusal(req, { kind: "cross-site" }) });

  const body = await readDeclaredBody(req);
  const url = `${protocol}://${req.headers.host ?? "localhost"}${req.url}`;
  // The request as the client sent it, less the two headers only this entry may set (above).
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (name !== "x-request-id" && name !== "x-client-ip") headers.append(name, req.rawHeaders[i + 1]!);
  }
  headers.set("x-request-id", String(req.headers["x-request-id"]));
  headers.set("x-client-ip", String(req.headers["x-client-ip"]));

  const direct = await entry.saveAnswerDirectly(url, headers, body);
  if (direct) return answer(req, res, direct.status, direct.headers, direct.body);
  answerRouter ??= createReactRouterHandler(build, env.NODE_ENV);
  const response = await answerRouter(
    new Request(url, { method: "POST", headers, body: new Uint8Array(body.buffer, body.byteOffset, body.length) }),
  );
  answer(req, res, response.status, response.headers, response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/**
 * The body of a request whose declared length isAnswerSave has bounded. Node ends a body at its
 * declared length; nothing beyond it is kept all the same. Fails if the client goes away mid-body.
 */
function readDeclaredBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(req.headers["content-length"]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= declared) chunks.push(chunk);
    });
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
    // Every request closes once answered: the error (its stack trace is ~20 µs) only for one cut short.
    req.once("close", () => {
      if (!req.complete) reject(new Error("The client closed the request before its body ended."));
    });
  });
}

const answerJson = (req: IncomingMessage, res: ServerResponse, status: number, value: unknown) =>
  answer(req, res, status, new Headers({ "Content-Type": "application/json" }), JSON.stringify(value));

/**
 * Writes an answer of the save path in one writeHead: the security headers, the request id, the strict
 * default CSP unless it is a page with its own, the answer's own headers and the body's length.
 */
function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Headers,
  body: string | Buffer | null,
) {
  const raw = [...securityHeadersOf(req), "X-Request-Id", String(req.headers["x-request-id"])];
  if (!headers.has("content-security-policy")) raw.push("Content-Security-Policy", defaultCsp);
  for (const [name, value] of headers) raw.push(name, value);
  if (!headers.has("content-length")) raw.push("Content-Length", String(body ? Buffer.byteLength(body) : 0));
  res.writeHead(status, raw);
  res.end(body ?? undefined);
}

/** The fast path: cached public pages never reach Express; a shareable miss is rendered and kept. */
function handle(req: IncomingMessage, res: ServerResponse) {
  if (buildId === undefined) return app(req, res);
  if (isAnswerSave(req)) {
    saveAnswer(req, res).catch((error: unknown) => {
      if (!req.complete) return req.destroy(); // the client went away mid-body
      log.error({ err: error, requestId: req.headers["x-request-id"] }, "answer save failed");
      if (res.headersSent) return res.destroy();
      answerJson(req, res, 500, { detail: "Something went wrong on our side. Please try again." });
    });
    return;
  }
  if (privatePageCandidate(req)) {
    signedIn(req, res, buildId).catch((error: unknown) => {
      log.error({ err: error }, "signed-in page cache failed; rendering instead");
      if (!res.headersSent) app(req, res);
    });
    return;
  }
  const key = publicPageKey(buildId, req);
  if (key !== undefined) {
    const page = cachedPage(key);
    if (page) return servePage(req, res, page);
    const storing = storesInFlight.get(key);
    if (storing) {
      const serve = () => {
        const stored = cachedPage(key);
        if (stored) servePage(req, res, stored);
        else app(req, res);
      };
      storing.then(serve, serve);
      return;
    }
    if (req.method === "GET" && !fillsInFlight.has(key)) {
      fillsInFlight.add(key);
      pendingFills.set(req, publicFill(key, cacheGeneration()));
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
