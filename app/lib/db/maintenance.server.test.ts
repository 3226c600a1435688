/**
 * The embedded database gets the vacuum and analysis a server's autovacuum would give it; a database
 * with its own autovacuum (PostgreSQL) is left alone.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { hasAutovacuum, upkeepTables } from "./maintenance.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.destroy());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const probe = async () =>
  (
    await rows<{ dead: number | string; tuples: number | string }>(
      sql`select s.n_dead_tup as dead, c.reltuples as tuples
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'upkeep_probe'`,
    )
  )[0]!;

describe("database upkeep", () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "PGlite: a table full of replaced rows is vacuumed and analyzed, then left alone",
    async () => {
      expect(await hasAutovacuum(database.db)).toBe(false);
      await database.db.execute(sql`create table upkeep_probe (id int primary key, note text)`);
      await database.db.execute(sql`insert into upkeep_probe select g, 'première' from generate_series(1, 2000) g`);
      await database.db.execute(sql`update upkeep_probe set note = 'deuxième'`);
      // The statistics reach the views at most once a second; the job reads them minutes later.
      await database.db.execute(sql`select pg_stat_force_next_flush()`);
      await database.db.execute(sql`select 1`);
      expect(Number((await probe()).dead)).toBe(2000);
      expect(Number((await probe()).tuples)).toBeLessThan(0); // never analyzed: the planner guesses

      const done = await upkeepTables(database.db);
      expect(done).toContainEqual({ table: "public.upkeep_probe", work: "vacuum" });
      expect(Number((await probe()).dead)).toBe(0);
      expect(Number((await probe()).tuples)).toBe(2000);

      const again = await upkeepTables(database.db);
      expect(again.map((entry) => entry.table)).not.toContain("public.upkeep_probe");
      // The daily pass takes every table, whatever the counts say (they restart from zero with the process).
      expect(await upkeepTables(database.db, { all: true })).toContainEqual({
        table: "public.upkeep_probe",
        work: "vacuum",
      });
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL: its own autovacuum is trusted, nothing is run", async () => {
    expect(await hasAutovacuum(database.db)).toBe(true);
    expect(await upkeepTables(database.db)).toEqual([]);
  });
});
