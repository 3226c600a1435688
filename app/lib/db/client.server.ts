/**
 * Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL says so.
 * Migrations run on open. The embedded directory is locked so a second process fails fast
 * instead of hanging.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger as appLogger } from "../logger.server.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

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
}

export async function openDatabase({ url, dataDir, migrate = true, onQuery }: OpenOptions): Promise<Database> {
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if (url?.startsWith("postgres")) return openPostgres(url, migrate, logger);
  return openPglite(url === "memory://" ? undefined : path.join(dataDir, "pglite"), migrate, logger);
}

type QueryLogger = { logQuery: (query: string, params: unknown[]) => void } | undefined;

async function openPostgres(url: string, runMigrations: boolean, logger: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on("error", (error) => appLogger.warn({ err: error }, "an idle PostgreSQL connection was closed"));
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
  return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
}

async function openPglite(
  directory: string | undefined,
  runMigrations: boolean,
  logger: QueryLogger,
): Promise<Database> {
  const releaseLock = directory ? lockDirectory(directory) : () => {};
  try {
    // btree_gist backs the bookings exclusion constraint (no two bookings overlap on one calendar).
    const extensions = { btree_gist };
    const client = directory ? await PGlite.create(directory, { extensions }) : await PGlite.create({ extensions });
    const db = drizzlePglite({ client, schema, casing: "snake_case", logger });
    if (runMigrations && hasMigrations()) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
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

function hasMigrations() {
  return existsSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"));
}

/** One process per embedded data directory: PGlite would hang on a directory already open. */
const heldLocks = new Set<string>();

function lockDirectory(directory: string): () => void {
  mkdirSync(directory, { recursive: true });
  const lockFile = `${directory}.lock`;
  if (heldLocks.has(lockFile)) {
    throw new DatabaseLockedError(`The embedded database in ${directory} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
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
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(
          `The embedded database in ${directory} is in use by process ${holder}. ` +
            "Stop that process first, or point DATA_DIR at another directory.",
        );
      }
      rmSync(lockFile, { force: true }); // stale lock left by a crashed process
    }
  }
  throw new DatabaseLockedError(`Could not lock ${directory}`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
