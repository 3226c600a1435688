/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (the Postgres suite runs every test that way).
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetAuthForTests } from "../../app/lib/auth.server.ts";
import { type Database, type Db, openDatabase, pgliteTemplateStamp } from "../../app/lib/db/client.server.ts";
import { releaseDatabaseForTests, useDatabaseForTests } from "../../app/lib/db.server.ts";
import { resetEnvForTests } from "../../app/lib/env.server.ts";
import { createDatabase, dropDatabase } from "./drop-database.ts";

export interface TestDatabase extends Database {
  /** For child processes: the PostgreSQL URL, or undefined for in-memory PGlite. */
  url?: string;
  /** Drops the database (PostgreSQL) and closes connections. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(options: { onQuery?: (query: string) => void } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({
      url: "memory://",
      dataDir: "",
      onQuery: options.onQuery,
      loadDataDir: await migratedPgliteTemplate(),
    });
    return { ...database, destroy: () => database.close() };
  }
  const { name, url } = await createDatabase(serverUrl, "ho_test");
  const database = await openDatabase({ url, dataDir: "", onQuery: options.onQuery });
  return {
    ...database,
    url,
    async destroy() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * A migrated PGlite data directory as a tarball, made once per set of migrations and shared by every
 * test file and worker through the temp directory: initdb alone costs PGlite ~4-6 s, loading the
 * tarball under 1 s. The migrator still runs on open (a no-op on an up-to-date template).
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash("sha256").update(pgliteTemplateStamp());
  const file = path.join(tmpdir(), `ho-pglite-template-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = await openDatabase({ url: "memory://", dataDir: "" });
    const { $client } = database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } };
    const dump = Buffer.from(await (await $client.dumpDataDir("none")).arrayBuffer());
    await database.close();
    // Workers may race to make it: each writes its own file and renames it into place (atomic).
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    return new Blob([dump]);
  }
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

/** A second instance on the same database: another pool on the PostgreSQL database, or the same PGlite. */
export async function openSecondInstance(database: TestDatabase): Promise<{ db: Db; close(): Promise<void> }> {
  if (!database.url) return { db: database.db, close: async () => {} };
  const second = await openDatabase({ url: database.url, dataDir: "", migrate: false });
  return { db: second.db, close: () => second.close() };
}
