/**
 * The first stage of every request, whatever answers it: its id (the app shows it on error pages and
 * logs it with errors; the caller sends it as X-Request-Id), the one client address, protocol and
 * host the app trusts (from the socket, or from TRUST_PROXY hops of proxies), and, when it ends, its
 * one log line and the linger of a body left unread.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import proxyaddr from "proxy-addr";
import { loggedPath } from "../../app/lib/logged-path.ts";
import type { AppEntry } from "../build-source.ts";

/** What a page cache keeps of an answer that a later stage (React Router) renders. */
export interface PageFill {
  /** Before the headers go out: whether to keep this answer's bytes. `privateNonce`: the renderer's marker. */
  accept(status: number, headers: Headers, privateNonce: string | undefined): boolean;
  /** The whole body as the app wrote it (before compression), once it has been sent. */
  store(status: number, headers: Headers, body: Buffer): Promise<void> | void;
  /** Called once the answer is over, kept or not. */
  settle(): void;
}

export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly id: string;
  readonly method: string;
  /** The request target as received: path and query. */
  readonly url: string;
  readonly clientIp: string;
  /** `protocol://host` the client addressed (a trusted proxy's X-Forwarded-Proto and -Host). */
  readonly origin: string;
  /** The app's entry module of the build that answers this request (development: Vite's current one). */
  entry: AppEntry;
  /** Set when a page cache or the build files kept in memory answered: the log line says which. */
  cache?: "hit" | "private-hit" | "asset";
  /** The body, when a stage has read it already (an answer save React Router answers after all). */
  body?: Buffer<ArrayBuffer>;
  /** A page cache waiting for the rendered answer (taken by the React Router stage). */
  fill?: PageFill;
  /** The request log, when info lines are on (nothing is prepared for the line otherwise). */
  readonly requestLog: Logger | undefined;
  readonly started: bigint;
}

/**
 * How far X-Forwarded-* are believed: the socket's peer and the next `hops - 1` addresses before it
 * (Express's numeric `trust proxy`, which TRUST_PROXY is).
 */
export const proxyTrust = (hops: number) => (_address: string, hop: number) => hop < hops;

/** A header's first comma-separated value, trimmed (the client's end of a proxy chain). */
function firstValue(header: string | string[] | undefined) {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return "";
  const comma = value.indexOf(",");
  return (comma === -1 ? value : value.slice(0, comma)).trim();
}

const NOT_IN_HOST = /[\\/?#@\s]/;

/** The `protocol://host` a request was addressed to: what React Router's URL and the cross-site check use. */
export function originOf(req: IncomingMessage, trustedHops: number) {
  const behindProxy = trustedHops > 0;
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  const protocol = (behindProxy && firstValue(req.headers["x-forwarded-proto"])) || own;
  const host = (behindProxy && firstValue(req.headers["x-forwarded-host"])) || req.headers.host || "";
  // A host is a name or address and a port: anything after a character that ends one is not part of it.
  const end = host.search(NOT_IN_HOST);
  return `${protocol}://${(end === -1 ? host : host.slice(0, end)) || "localhost"}`;
}

/**
 * A body refused without being read (or read only up to its limit) is not drained: the socket is left
 * unread for a moment, so the client can read the answer (closing at once would reset the connection
 * and lose it), then closed. Nothing more of that body is read. Completeness is checked again when the
 * time is up: a body read to its last boundary may end a moment after the answer (multipart uploads
 * do), and its keep-alive socket may by then carry the client's next request, which must not be cut.
 */
const LINGER_MS = 2000;

/** Where a request and its response carry their context (a property: a WeakMap entry per request cost GC time). */
const CONTEXT = Symbol("request context");
type Carrying = { [CONTEXT]?: RequestContext };

/** The context `beginRequest` made for this request (stages outside the stage list, such as Express's, read it). */
export function contextOf(req: IncomingMessage): RequestContext {
  const context = (req as Carrying)[CONTEXT];
  if (!context) throw new Error("a request reached the app without going through the request stage");
  return context;
}

export interface RequestStage {
  log: Logger;
  /** TRUST_PROXY: how many proxies in front of the server are believed. */
  trustedHops: number;
}

/** Starts a request: the one place its id, client address and origin are decided, and its log line written. */
export function beginRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { log, trustedHops }: RequestStage,
  entry: AppEntry,
): RequestContext {
  const id = randomUUID();
  const clientIp = trustedHops > 0 ? proxyaddr(req, proxyTrust(trustedHops)) : (req.socket.remoteAddress ?? "");
  // The app reads both from the request; a client's own values never reach it.
  req.headers["x-request-id"] = id;
  req.headers["x-client-ip"] = clientIp;
  const logging = log.isLevelEnabled("info");
  const context: RequestContext = {
    req,
    res,
    id,
    method: req.method ?? "GET",
    url: req.url ?? "/",
    clientIp,
    origin: originOf(req, trustedHops),
    entry,
    cache: undefined,
    body: undefined,
    fill: undefined,
    requestLog: logging ? log : undefined,
    started: logging ? process.hrtime.bigint() : 0n,
  };
  (req as Carrying)[CONTEXT] = context;
  (res as Carrying)[CONTEXT] = context;
  // Nothing to do at the end of a request without a body when info lines are off (most cache hits).
  if (logging || req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) {
    res.on("finish", requestEnded);
  }
  return context;
}

/** The response has been handed to the socket: the log line, and the linger of a body left unread. */
function requestEnded(this: ServerResponse) {
  const context = (this as Carrying)[CONTEXT]!;
  const { req, requestLog } = context;
  if (requestLog) {
    const line: Record<string, unknown> = {
      requestId: context.id,
      method: context.method,
      path: loggedPath(context.url),
      status: this.statusCode,
    };
    if (context.cache) line.cache = context.cache;
    line.ms = Number((process.hrtime.bigint() - context.started) / 1000n) / 1000;
    requestLog.info(line, "request");
  }
  if (req.complete) return;
  setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, LINGER_MS).unref();
}

/** The request's headers as the app receives them (the id and client address are this stage's). */
export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  return headers;
}
