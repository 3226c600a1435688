import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "../../app/lib/db/schema.ts";
import type { Db } from "../../app/lib/db.server.ts";
import { createDatabase, dropDatabase } from "./drop-database.ts";

const folder = path.join(import.meta.dirname, "../../drizzle");
const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const sqlOf = (tag: string) => readFileSync(path.join(folder, `${tag}.sql`), "utf8");

export interface UpgradeTarget {
  exec(sql: string): Promise<unknown>;
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  db: Db;
  /** Applies the migration under test. */
  upgrade(): Promise<void>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<Omit<UpgradeTarget, "upgrade">> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: { btree_gist } });
    return {
      exec: (sql) => client.exec(sql),
      query: (sql, params) => client.query(sql, params),
      db: drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db,
      close: () => client.close(),
    };
  }
  const { name, url } = await createDatabase(serverUrl, "ho_upgrade");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    exec: (sql) => client.query(sql),
    async query<Row>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)) as unknown as { rows: Row[] };
    },
    db: drizzleNodePg({ client, schema, casing: "snake_case" }) as unknown as Db,
    async close() {
      await client.end();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** A database with every migration before the one whose tag ends with `tagEnd` applied. */
export async function databaseBefore(tagEnd: string): Promise<UpgradeTarget> {
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  if (index < 1) throw new Error(`No migration after the first ends with ${tagEnd}`);
  const database = await openDatabase();
  for (const entry of journal.entries.slice(0, index)) await database.exec(sqlOf(entry.tag));
  return { ...database, upgrade: async () => void (await database.exec(sqlOf(journal.entries[index]!.tag))) };
}
