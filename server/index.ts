/**
 * The thin HTTP entry: security headers, compression, request logs, static assets, then React Router.
 * Production serves build/; development (NODE_ENV=development) mounts Vite in middleware mode.
 */
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { ConfigError, parseEnv } from "../app/lib/env.server.ts";

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
        path: req.path.replace(/\/reset-password\/[^/]+/, "/reset-password/[redacted]"),
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
const LINGER_MS = 2000;
app.use((req, res, next) => {
  res.on("finish", () => {
    if (!req.complete) setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
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
  entry = serverBuild.entry.module as unknown as EntryModule;
  app.use("/assets", express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
}

app.all("/{*splat}", createRequestHandler({ build }));

const { driver } = await entry.startServices();

const server: Server = app.listen(env.PORT, env.HOST ?? "0.0.0.0", () => {
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
