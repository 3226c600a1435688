/** The application's database, opened once per process on first use. */
import { sql } from "drizzle-orm";
import type { Database, Db } from "./db/client.server.ts";
import { openDatabase } from "./db/client.server.ts";
import { getEnv } from "./env.server.ts";

export type { Db } from "./db/client.server.ts";
export * as schema from "./db/schema.ts";

// Kept on globalThis so a module reloaded by the dev server (HMR) reuses the open database
// instead of opening the embedded data directory a second time.
const holder = globalThis as typeof globalThis & { __hoDatabase?: Promise<Database> };

let opening: Promise<Database> | undefined = holder.__hoDatabase;

export function getDatabase(): Promise<Database> {
  opening ??= (async () => {
    const env = getEnv();
    return openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, prepareInChild: true });
  })();
  if (process.env.NODE_ENV === "development") holder.__hoDatabase = opening;
  opening.catch(() => {
    opening = undefined;
    holder.__hoDatabase = undefined;
  });
  return opening;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Runs one trivial query (the health check): answers which driver answered, or throws. */
export async function checkDatabase(): Promise<Database["driver"]> {
  const database = await getDatabase();
  await database.db.execute(sql`select 1`);
  return database.driver;
}

/** Tests install their own database (in-memory PGlite or a fresh PostgreSQL database). */
export function useDatabaseForTests(database: Database) {
  opening = Promise.resolve(database);
}

/** Forgets the test database without closing it (its owner closes it). */
export function releaseDatabaseForTests() {
  opening = undefined;
}

export async function closeDatabase() {
  const current = opening;
  opening = undefined;
  holder.__hoDatabase = undefined;
  if (current) await (await current).close();
}
