/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the Postgres suite runs every test that way).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { resetAuthForTests } from "../../app/lib/auth.server.ts";
import { type Database, openDatabase } from "../../app/lib/db/client.server.ts";
import { releaseDatabaseForTests, useDatabaseForTests } from "../../app/lib/db.server.ts";
import { resetEnvForTests } from "../../app/lib/env.server.ts";

export interface TestDatabase extends Database {
  /** For child processes: the PostgreSQL URL, or undefined for in-memory PGlite. */
  url?: string;
  /** Drops the database (PostgreSQL) and closes connections. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(options: { onQuery?: (query: string) => void } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ url: "memory://", dataDir: "", onQuery: options.onQuery });
    return { ...database, destroy: () => database.close() };
  }
  const name = `ho_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: "", onQuery: options.onQuery });
  return {
    ...database,
    url: url.toString(),
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Installs a fresh database as the app's database (for route and auth tests). */
export async function useFreshAppDatabase(
  envOverrides: Record<string, string> = {},
  options: { onQuery?: (query: string) => void } = {},
): Promise<TestDatabase> {
  Object.assign(process.env, { BASE_URL: "http://localhost:3000", ...envOverrides });
  resetEnvForTests();
  resetAuthForTests();
  const database = await createTestDatabase(options);
  useDatabaseForTests(database);
  return {
    ...database,
    async destroy() {
      releaseDatabaseForTests();
      await database.destroy();
      resetAuthForTests();
    },
  };
}
