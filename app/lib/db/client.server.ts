/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL says so.
 * Migrations run on open. The embedded directory is locked so a second process fails fast
 * instead of hanging.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createGunzip } from "node:zlib";
import { PGlite, types } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PoolClient, QueryResult } from "pg";
import { bumpDataVersion, dataVersion } from "../data-version.server.ts";
import { logger as appLogger } from "../logger.server.ts";
import { isRunning } from "../process-state.server.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/** A statement on the driver itself: its text with $1… placeholders, and their values. */
export type DriverStatement = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
const driverStatements = new WeakMap<object, DriverStatement>();

/**
 * Runs statements of `db` on its driver directly, logged as drizzle logs its own, for the hottest
 * statement (an answer save): drizzle builds a prepared-query object with its type parsers, a cache
 * lookup and tracing spans for every `execute`, ~0.08 ms of CPU of a save's ~0.5 ms on PostgreSQL
 * (docs/performance.md, sixth round). Undefined for a transaction: callers use drizzle there.
 */
export function driverStatement(db: Db): DriverStatement | undefined {
  return driverStatements.get(db);
}

/**
 * A statement whose top level is a SELECT over data-modifying CTEs (the answer saves) changed rows
 * when it returned any: the drivers report it as a SELECT (PostgreSQL) or with 0 affected rows
 * (PGlite).
 */
const MODIFYING_CTE = /^\s*with\b[\s\S]*\b(insert|update|delete|merge)\b/i;
const modifiedThroughCte = (text: string, rows: number) => rows > 0 && MODIFYING_CTE.test(text);

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle");
const MIGRATION_LOCK_ID = 715_004_221;

export class DatabaseLockedError extends Error {}

export interface OpenOptions {
  /** `postgres://…`, `memory://`, or undefined for PGlite in `dataDir`. */
  url?: string;
  dataDir: string;
  migrate?: boolean;
  /** Called with the SQL of every statement (tests count queries with it). */
  onQuery?: (query: string) => void;
  /**
   * Embedded database: create and migrate the data directory in a short-lived child process (the
   * long-running server does, to stay small; short-lived tools need not).
   */
  prepareInChild?: boolean;
  /** With prepareInChild: the template to fill a new directory from (default: the one beside the build). */
  template?: string;
  /** In-memory PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of initdb. */
  loadDataDir?: Blob;
}

export async function openDatabase({
  url,
  dataDir,
  migrate = true,
  onQuery,
  prepareInChild = false,
  template,
  loadDataDir,
}: OpenOptions): Promise<Database> {
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (url?.startsWith("postgres")) return openPostgres(url, migrate, logger);
  if (url === "memory://") return openPglite(undefined, migrate, logger, false, loadDataDir);
  return openPglite(path.join(dataDir, "pglite"), migrate, logger, prepareInChild, undefined, template);
}

type QueryLogger = { logQuery: (query: string, params: unknown[]) => void } | undefined;

async function openPostgres(url: string, runMigrations: boolean, logger: QueryLogger): Promise<Database> {
  // Loaded here, so a start on the embedded database never loads node-postgres (docs/performance.md,
  // "Starts: fewer modules"); server/start-imports.test.ts keeps it so.
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on("error", (error) => appLogger.warn({ err: error }, "an idle PostgreSQL connection was closed"));
  pool.on("connect", countWritesOf);
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case", logger });
  if (runMigrations && hasMigrations()) {
    // Several instances may start at once: one migrates, the others wait.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg({ client, casing: "snake_case" }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  }
  driverStatements.set(db, async (text, params) => {
    logger?.logQuery(text, params);
    return (await pool.query(text, params)).rows;
  });
  return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
}

const WRITE_COMMANDS: ReadonlySet<string> = new Set(["INSERT", "UPDATE", "DELETE", "MERGE"]);

/**
 * The signed-in page cache's write counter (../data-version.server.ts) on PostgreSQL: a statement that
 * changed rows bumps it after it ran, and so does every commit (a rendering that began between a write
 * in a transaction and its commit read the old rows). Both `pool.query` and transactions run on the
 * pool's clients, so wrapping each new client's `query` sees every statement.
 */
function countWritesOf(client: PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // Whether the open transaction wrote (its commit bumps the counter again); reset by BEGIN and its end.
  let wrote = false;
  const count = (text: string, done: QueryResult | QueryResult[] | undefined) => {
    for (const one of Array.isArray(done) ? done : [done]) {
      if (!one) continue;
      if (one.command === "BEGIN" || one.command === "ROLLBACK") wrote = false;
      else if (one.command === "COMMIT") {
        if (wrote) bumpDataVersion();
        wrote = false;
      } else if (
        one.rowCount &&
        (WRITE_COMMANDS.has(one.command) || (one.command === "SELECT" && modifiedThroughCte(text, one.rowCount)))
      ) {
        wrote = true;
        bumpDataVersion();
      }
    }
  };
  client.query = ((...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === "string" ? first : String((first as { text?: unknown } | undefined)?.text ?? "");
    // pg-pool's own `pool.query` passes a callback; drizzle's transactions use the promise.
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, done: QueryResult) => {
        if (!error) count(text, done);
        return last(error, done);
      };
      return query(...args);
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.then((done: QueryResult | QueryResult[]) => {
      count(text, done);
      return done;
    });
  }) as typeof client.query;
}

/**
 * Postgres settings for the embedded database. shared_buffers is Postgres's page cache, allocated
 * inside PGlite's WebAssembly memory (which never shrinks): the default 128 MB costs ~120 MB of RSS
 * and twice the start-up time for data sets this small (docs/performance.md has the measurements).
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB"];

/**
 * The types drizzle asks PGlite to leave as text (dates, times, intervals and their arrays). Drizzle
 * passes them with every query, and PGlite then copies its whole table of ~320 parsers to merge them
 * in: ~0.2 ms of CPU per statement, a third of a statement's cost (docs/performance.md, fifth round).
 * They are the client's own parsers instead, and `leanQueries` drops drizzle's copy.
 */
const asText = (value: string) => value;
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/** The embedded database's options as the app opens it (the bench's raw-driver floors open it the same way). */
export const pgliteOptions = () => ({
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  // btree_gist backs the bookings exclusion constraint (no two bookings overlap on one calendar).
  extensions: { btree_gist },
  parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, asText])),
});

/** Written inside the data directory once its migrations are applied: the journal they came from. */
const MIGRATED_MARKER = "ho-migrations.json";

function journalStamp() {
  return readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8");
}

/**
 * What a migrated template data directory depends on: the migrations, the settings and PGlite's version.
 * `scripts/db-template.ts` writes a template beside the server build; a template whose stamp differs is
 * ignored.
 */
export function pgliteTemplateStamp() {
  const pglite = JSON.parse(readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8"));
  return JSON.stringify({ pglite: pglite.version, settings: PGLITE_SETTINGS, journal: journalStamp() });
}

/** The template shipped with the server build (build/server/), when it matches these migrations. */
export const PGLITE_TEMPLATE = "pglite-template.tar.gz";
export function usableTemplate(file = fileURLToPath(new URL(PGLITE_TEMPLATE, import.meta.url))) {
  try {
    return readFileSync(`${file}.json`, "utf8") === pgliteTemplateStamp() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creating a data directory (initdb) and migrating grow PGlite's WebAssembly memory for good, so
 * they run in a short-lived child process; the serving process then opens a ready directory.
 * A new, empty directory is filled from the build's migrated template when there is one (initdb alone
 * takes PGlite ~6 s): into a staging directory first, moved into place only once complete.
 */
async function prepareInChildProcess(directory: string, templateFile?: string) {
  const template = readdirSync(directory).length === 0 ? usableTemplate(templateFile) : undefined;
  const staging = `${directory}.staging`;
  rmSync(staging, { recursive: true, force: true });
  if (template) {
    // The template is a tar of PGlite's data directory: unpacked by Node alone, without starting
    // PGlite a second time (a child process that loaded PGlite to unpack it took ~1.5–3 s).
    await unpackTemplate(template, staging);
    renameSync(staging, directory); // replaces the empty directory in one step
    writeFileSync(path.join(directory, MIGRATED_MARKER), journalStamp());
    return;
  }
  // The child stops if its parent goes away (killed during start-up): a later start must never
  // find it still writing to the directory.
  const code = `
    const [directory, migrationsFolder, settings, parent] = process.argv.slice(1);
    setInterval(() => { if (process.ppid !== Number(parent)) process.exit(1); }, 100).unref();
    const { PGlite } = await import("@electric-sql/pglite");
    const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
    const startParams = [...PGlite.defaultStartParams, ...JSON.parse(settings).flatMap((s) => ["-c", s])];
    const client = await PGlite.create(directory, { startParams, extensions: { btree_gist } });
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(drizzle({ client }), { migrationsFolder });
    await client.close();`;
  const child = spawn(
    process.execPath,
    [
      // PGlite's WebAssembly in V8's baseline tier: this short process never gains from the optimising
      // compiler, which doubled its peak memory (1.25 GB → 0.7 GB for a new directory, docs/performance.md).
      "--liftoff-only",
      "--input-type=module",
      "-e",
      code,
      directory,
      MIGRATIONS_DIR,
      JSON.stringify(PGLITE_SETTINGS),
      String(process.pid),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [exitCode] = (await once(child, "exit")) as [number | null];
  if (exitCode !== 0)
    throw new Error(`Preparing the embedded database failed (exit ${exitCode}):\n${stderr.slice(-2000)}`);
  writeFileSync(path.join(directory, MIGRATED_MARKER), journalStamp());
}

/** Writes at most this many template files at once (see `unpackTemplate`). */
const TEMPLATE_WRITES_AT_ONCE = 16;

/**
 * Writes the files of a template (`dumpDataDir("gzip")`: names relative to the data directory) under `directory`.
 * Its ~1,300 files are written several at a time: one after another, through a stream each, they took
 * 1.0–2.3 s of a first start; 16 at once, 0.7–1.6 s on the same machine (the file system's own floor, `cp -r`
 * of the unpacked directory, was ~0.7 s).
 */
async function unpackTemplate(templateFile: string, directory: string) {
  const { extract } = await import("tar-stream");
  mkdirSync(directory, { recursive: true });
  const root = path.resolve(directory);
  const entries = extract();
  const reading = pipeline(createReadStream(templateFile), createGunzip(), entries);
  // Leaving the loop early (a bad entry, a failed write) ends the reading; that error is the loop's.
  reading.catch(() => {});
  const writing = new Set<Promise<void>>();
  let failure: unknown;
  for await (const entry of entries) {
    const target = path.resolve(root, `.${path.posix.normalize(`/${entry.header.name}`)}`);
    if (target !== root && !target.startsWith(`${root}${path.sep}`))
      throw new Error(`Template entry outside the data directory: ${entry.header.name}`);
    if (entry.header.type === "directory") {
      mkdirSync(target, { recursive: true });
      entry.resume();
    } else if (entry.header.type === "file") {
      mkdirSync(path.dirname(target), { recursive: true });
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const content = Buffer.concat(chunks);
      const { mtime } = entry.header;
      // A failed write is kept and thrown below: the directory is then never moved into place.
      const write = writeFile(target, content)
        .then(() => (mtime ? utimes(target, mtime, mtime) : undefined))
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => writing.delete(write));
      writing.add(write);
      if (writing.size >= TEMPLATE_WRITES_AT_ONCE) await Promise.race(writing);
      if (failure) throw failure;
    } else {
      entry.resume();
    }
  }
  await reading;
  await Promise.all(writing);
  if (failure) throw failure;
}

function isMigrated(directory: string) {
  try {
    return readFileSync(path.join(directory, MIGRATED_MARKER), "utf8") === journalStamp();
  } catch {
    return false;
  }
}

async function openPglite(
  directory: string | undefined,
  runMigrations: boolean,
  logger: QueryLogger,
  prepareInChild: boolean,
  loadDataDir?: Blob,
  template?: string,
): Promise<Database> {
  const releaseLock = directory ? await lockDirectory(directory) : () => {};
  try {
    let migrate = runMigrations && hasMigrations() && !(directory && isMigrated(directory));
    if (migrate && directory && prepareInChild) {
      await prepareInChildProcess(directory, template);
      migrate = false;
    }
    const client = directory
      ? await PGlite.create(directory, pgliteOptions())
      : await PGlite.create({ ...pgliteOptions(), loadDataDir });
    wrapQueries(client);
    const db = drizzlePglite({ client, schema, casing: "snake_case", logger });
    if (migrate) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      if (directory) writeFileSync(path.join(directory, MIGRATED_MARKER), journalStamp());
    }
    driverStatements.set(db, async (text, params) => {
      logger?.logQuery(text, params);
      return (await client.query<Record<string, unknown>>(text, params)).rows;
    });
    return {
      db: db as unknown as Db,
      driver: "pglite",
      async close() {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

type Queryable = Pick<PGlite, "query" | "exec">;
type QueryOptions = Parameters<PGlite["query"]>[2];

/** Query options without parsers that only repeat the client's own (drizzle's; see DRIZZLE_TEXT_TYPES). */
function leanQueryOptions(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const type in parsers) if (!DRIZZLE_TEXT_TYPES.includes(Number(type))) return options;
  return { ...options, parsers: undefined };
}

/**
 * Wraps `query` and `exec` of a PGlite client or transaction: drizzle's per-query parsers are left
 * out (`leanQueryOptions`), and a statement that changed rows bumps the counter.
 */
function wrapQueriesOf(target: Queryable) {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const result = await query(text, params, leanQueryOptions(options));
    if (result.affectedRows || modifiedThroughCte(text, result.rows.length)) bumpDataVersion();
    return result;
  }) as typeof target.query;
  target.exec = (async (...args: Parameters<typeof exec>) => {
    const results = await exec(...args);
    if (results.some((result) => result.affectedRows)) bumpDataVersion();
    return results;
  }) as typeof target.exec;
}

/**
 * The signed-in page cache's write counter (../data-version.server.ts) counts every statement that
 * changed rows, after it ran (and again when its transaction ends: PGlite runs one transaction at a
 * time, so no read can see the database between the two). Reads and writes that matched nothing, such
 * as the workers' polls, leave it alone.
 */
function wrapQueries(client: PGlite) {
  wrapQueriesOf(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<typeof transaction>[0]) => {
    const before = dataVersion();
    return transaction((tx) => {
      wrapQueriesOf(tx);
      return callback(tx);
    }).finally(() => {
      if (dataVersion() !== before) bumpDataVersion();
    });
  }) as typeof client.transaction;
}

function hasMigrations() {
  return existsSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"));
}

/** One process per embedded data directory: PGlite would hang on a directory already open. */
const heldLocks = new Set<string>();
/**
 * How long a start waits for the lock's holder to go. A restart at once after `kill -9` finds the
 * killed process still in the process table for a moment (exiting, or a zombie until reaped).
 */
const LOCK_WAIT_MS = 5_000;
const LOCK_POLL_MS = 100;

function readLock(lockFile: string): string | undefined {
  try {
    return readFileSync(lockFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

async function lockDirectory(directory: string): Promise<() => void> {
  mkdirSync(directory, { recursive: true });
  const lockFile = `${directory}.lock`;
  if (heldLocks.has(lockFile)) {
    throw new DatabaseLockedError(`The embedded database in ${directory} is already open in this process.`);
  }
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockFile);
      return () => {
        heldLocks.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const raw = readLock(lockFile);
    if (raw === undefined) continue; // released meanwhile: take it
    const holder = Number.parseInt(raw, 10);
    // A zombie (killed, not yet reaped) or a vanished process holds nothing: the lock is stale.
    if (!Number.isInteger(holder) || holder === process.pid || !isRunning(holder)) {
      // Only the stale lock just read: another start may have taken the lock meanwhile.
      if (readLock(lockFile) === raw) rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() >= deadline) {
      throw new DatabaseLockedError(
        `The embedded database in ${directory} is in use by process ${holder}. ` +
          "Stop that process first, or point DATA_DIR at another directory.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}
