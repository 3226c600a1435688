/**
 * The bench's seed scripts write straight to a database, without the app: one raw driver, PGlite in a data
 * directory (`--pglite DATA_DIR`) or PostgreSQL (`--url postgres://…`).
 */
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import pg from "pg";

export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export async function openSeedDatabase(target: { pglite?: string; url?: string }) {
  if (target.pglite) {
    const client = await PGlite.create(path.join(target.pglite, "pglite"), { extensions: { btree_gist } });
    const query: Query = async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows;
    return { query, close: () => client.close() };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const query: Query = async (sql, params) => (await client.query(sql, params)).rows;
  return { query, close: () => client.end() };
}
