/**
 * The dynamic floor's statement log (scripts/bench/dynamic-floor.ts): loaded into the production server
 * with `NODE_OPTIONS=--import ./scripts/bench/statement-capture.ts` and STATEMENT_CAPTURE_FILE=<file>, it
 * records every statement a request sends to the database driver, exactly as the driver receives it
 * (drizzle's and `driverStatement`'s alike: text with $1… placeholders, and the parameters), for the
 * requests that carry an `x-bench-capture: <id>` header (and, with STATEMENT_CAPTURE_MATCH=<regex>, every
 * request whose "METHOD /path" matches). When such a response closes, one JSON line
 * `{ id, status, request, ms, statements, transactions, transactionMs }` is appended to the file. Each statement lists the statements
 * of the same request that had completed before it was sent (`after`), so a replay keeps the request's
 * own concurrency (statements a loader sends together run together).
 *
 * Requests are told apart with AsyncLocalStorage, entered when the HTTP server emits the request:
 * statements of other requests and of background work (job runner, visit writer, cache bus) are not
 * recorded. Statements are recorded where the app calls the driver (PGlite's `query`/`exec`,
 * node-postgres's `Pool#query`), so the pool's own callbacks cannot attribute them to another request.
 * Transactions (a checked-out PostgreSQL client, PGlite's `transaction`) are counted, not recorded: no
 * signed-in page reads in one, and the floor reports any that did. On PGlite each transaction's length
 * is recorded too (`transactionMs`): it holds the database's only connection for all of it. Used by the bench only, never in
 * production: the server it loads into is not measured.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { appendFileSync } from "node:fs";
import { type IncomingMessage, Server, type ServerResponse } from "node:http";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export const CAPTURE_HEADER = "x-bench-capture";

export interface CapturedStatement {
  text: string;
  /** JSON-safe parameters: Dates as ISO strings, bigints as strings, bytes as `{ $bytes: base64 }`. */
  params: unknown[];
  /** `exec` (PGlite's simple-query protocol) rather than `query`. */
  exec?: boolean;
  /** Indexes of the request's statements that had completed when this one was sent. */
  after: number[];
  /** When it was sent and when it completed, in ms since the request arrived. */
  sentMs: number;
  doneMs?: number;
}

export interface CaptureLine {
  id: string;
  status: number;
  /** The request's method and path (without its query), and how long it took until it closed. */
  request: string;
  ms: number;
  statements: CapturedStatement[];
  transactions: number;
  /** PGlite: how long each transaction held the database (its only connection), in ms. */
  transactionMs: number[];
}

interface Capture {
  began: number;
  statements: CapturedStatement[];
  completed: number[];
  transactions: number;
  transactionMs: number[];
}

const file = process.env.STATEMENT_CAPTURE_FILE;
if (!file) throw new Error("statement-capture: STATEMENT_CAPTURE_FILE is not set");
/** Also every request whose "METHOD /path" matches this (for a look at where one kind of request waits). */
const matching = process.env.STATEMENT_CAPTURE_MATCH ? new RegExp(process.env.STATEMENT_CAPTURE_MATCH) : undefined;
let matched = 0;
const sinceRequest = (capture: Capture) => Math.round((performance.now() - capture.began) * 10) / 10;
const store = new AsyncLocalStorage<Capture>();

const jsonSafe = (params: unknown) =>
  JSON.parse(
    JSON.stringify(Array.isArray(params) ? params : [], (_key, value: unknown) => {
      if (typeof value === "bigint") return value.toString();
      if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString("base64") };
      if (value && typeof value === "object" && (value as { type?: string }).type === "Buffer") {
        return { $bytes: Buffer.from((value as { data: number[] }).data).toString("base64") };
      }
      return value;
    }),
  ) as unknown[];

/** Records the statement in the current request's capture (if any) and runs it. */
function recorded<T>(text: string, params: unknown, exec: boolean, run: () => Promise<T>): Promise<T> {
  const capture = store.getStore();
  if (!capture) return run();
  const index = capture.statements.length;
  const statement: CapturedStatement = {
    text,
    params: jsonSafe(params),
    ...(exec ? { exec } : {}),
    after: [...capture.completed],
    sentMs: sinceRequest(capture),
  };
  capture.statements.push(statement);
  const done = () => {
    statement.doneMs = sinceRequest(capture);
    capture.completed.push(index);
  };
  const running = run();
  running.then(done, done);
  return running;
}

const emit = Server.prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
  if (event === "request") {
    const [req, res] = args as [IncomingMessage, ServerResponse];
    const request = `${req.method} ${(req.url ?? "").split("?", 1)[0]}`;
    const header = req.headers[CAPTURE_HEADER];
    const id = typeof header === "string" ? header : matching?.test(request) ? `match-${++matched}` : undefined;
    if (id !== undefined) {
      const capture: Capture = {
        began: performance.now(),
        statements: [],
        completed: [],
        transactions: 0,
        transactionMs: [],
      };
      res.once("close", () => {
        const line: CaptureLine = {
          id,
          status: res.statusCode,
          request,
          ms: sinceRequest(capture),
          statements: capture.statements,
          transactions: capture.transactions,
          transactionMs: capture.transactionMs,
        };
        appendFileSync(file, `${JSON.stringify(line)}\n`);
      });
      return store.run(capture, () => emit.call(this, event, ...args));
    }
  }
  return emit.call(this, event, ...args);
} as typeof Server.prototype.emit;

// ── PGlite ──
const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, text: string, params?: unknown[], options?: unknown) {
  return recorded(text, params, false, () =>
    pgliteQuery.call(this, text, params, options as Parameters<PGlite["query"]>[2]),
  );
} as typeof PGlite.prototype.query;
const pgliteExec = PGlite.prototype.exec;
PGlite.prototype.exec = function (this: PGlite, text: string, options?: unknown) {
  return recorded(text, [], true, () => pgliteExec.call(this, text, options as Parameters<PGlite["exec"]>[1]));
} as typeof PGlite.prototype.exec;
const pgliteTransaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function (this: PGlite, callback: Parameters<PGlite["transaction"]>[0]) {
  const capture = store.getStore();
  if (!capture) return pgliteTransaction.call(this, callback);
  capture.transactions++;
  // Timed from its first statement (the callback runs once PGlite has given the transaction the connection).
  let began = 0;
  return pgliteTransaction
    .call(this, (tx) => {
      began = performance.now();
      return callback(tx);
    })
    .finally(() => {
      if (began) capture.transactionMs.push(Math.round((performance.now() - began) * 10) / 10);
    });
} as typeof PGlite.prototype.transaction;

// ── node-postgres (the app's pool: drizzle and driverStatement call Pool#query) ──
type PoolQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;
const poolQuery = pg.Pool.prototype.query as unknown as PoolQuery;
(pg.Pool.prototype as unknown as { query: PoolQuery }).query = function (
  this: pg.Pool,
  config: unknown,
  values?: unknown,
  callback?: unknown,
) {
  const capture = store.getStore();
  const withCallback = typeof values === "function" || typeof callback === "function";
  if (!capture || withCallback) return poolQuery.call(this, config, values, callback);
  const text = typeof config === "string" ? config : String((config as { text?: string }).text ?? "");
  const params = typeof config === "string" ? values : ((config as { values?: unknown[] }).values ?? values);
  return recorded(text, params, false, () => poolQuery.call(this, config, values) as Promise<unknown>);
};
const poolConnect = pg.Pool.prototype.connect as unknown as (callback?: unknown) => unknown;
(pg.Pool.prototype as unknown as { connect: typeof poolConnect }).connect = function (
  this: pg.Pool,
  callback?: unknown,
) {
  const capture = store.getStore();
  // Pool#query checks a client out with a callback; the app's transactions (drizzle) without one.
  if (capture && typeof callback !== "function") capture.transactions++;
  return poolConnect.call(this, callback);
};
