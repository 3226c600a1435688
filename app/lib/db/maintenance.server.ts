/**
 * Vacuum and analyze for a database that has no autovacuum. The embedded database (PGlite) runs
 * PostgreSQL as one standalone backend, without the background workers that keep a server's tables in
 * shape: measured, a table updated in PGlite still had all 20,000 dead rows and no statistics 75 s
 * later (docs/performance.md, "The embedded database has no autovacuum"). Without them, rows that
 * answer saves and bookings replace pile up in the tables and their indexes, and the planner keeps
 * the estimates of an empty table as the studio grows.
 *
 * Every ten minutes `databaseUpkeepJob` does what autovacuum would, with its default thresholds: a table whose
 * dead rows exceed 50 + 20 % of its rows is vacuumed (and analyzed); one changed by more than 50 + 10 %
 * since its last analysis, or never analyzed, is analyzed. One table per statement, so the database
 * (which runs one statement at a time, in the server's thread) is never held for long. A database with
 * an autovacuum launcher (PostgreSQL, as configured by default) is left to it.
 */
import { sql } from "drizzle-orm";
import { defineJob } from "../jobs/runner.server.ts";
import { logger } from "../logger.server.ts";
import type { Db } from "./client.server.ts";
import { selectRows } from "./rows.ts";

export interface TableUpkeep {
  table: string;
  work: "vacuum" | "analyze";
}

/**
 * Whether the database's own autovacuum looks after it: switched on, in a server (a standalone backend,
 * as PGlite runs, has no background workers whatever the setting says).
 */
export async function hasAutovacuum(db: Db) {
  const [row] = await selectRows<{ standalone: boolean; on: boolean }>(
    db,
    sql`select backend_type = 'standalone backend' as standalone, current_setting('autovacuum') = 'on' as on
      from pg_stat_activity where pid = pg_backend_pid()`,
  );
  return row ? !row.standalone && row.on : false;
}

/** The tables that need a vacuum or an analysis now, by autovacuum's default thresholds. */
export async function tablesNeedingUpkeep(db: Db): Promise<TableUpkeep[]> {
  const rows = await selectRows<{ schema: string; table: string; work: TableUpkeep["work"] }>(
    db,
    sql`select s.schemaname as schema, s.relname as table,
        case when s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) then 'vacuum' else 'analyze' end as work
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
        or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
        or (c.reltuples < 0 and s.n_live_tup > 0)
      order by s.n_dead_tup + s.n_mod_since_analyze desc`,
  );
  return rows.map((row) => ({ table: `${row.schema}.${row.table}`, work: row.work }));
}

/** Every table of the app, to be vacuumed. */
async function allTables(db: Db): Promise<TableUpkeep[]> {
  const rows = await selectRows<{ schema: string; table: string }>(
    db,
    sql`select schemaname as schema, relname as table from pg_stat_user_tables order by relname`,
  );
  return rows.map((row) => ({ table: `${row.schema}.${row.table}`, work: "vacuum" }));
}

/**
 * Vacuums or analyzes each table that needs it (every table with `all`), one statement each; answers
 * what was done.
 */
export async function upkeepTables(db: Db, options: { all?: boolean } = {}): Promise<TableUpkeep[]> {
  if (await hasAutovacuum(db)) return [];
  const due = options.all ? await allTables(db) : await tablesNeedingUpkeep(db);
  for (const { table, work } of due) {
    const [schema, name] = table.split(".") as [string, string];
    const target = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const started = performance.now();
    await db.execute(work === "vacuum" ? sql`vacuum (analyze) ${target}` : sql`analyze ${target}`);
    logger.info({ table, work, ms: Math.round(performance.now() - started) }, "database upkeep");
  }
  return due;
}

export const databaseUpkeepJob = defineJob({
  kind: "database.upkeep",
  label: "Tidying the embedded database",
  everySeconds: 600,
  retries: 1,
  async handler(_payload, { db }) {
    await upkeepTables(db);
  },
});

/**
 * Once a day, every table: the embedded database forgets its activity counts when it restarts, so rows
 * replaced before a restart would otherwise never count towards a vacuum.
 */
export const databaseDailyUpkeepJob = defineJob({
  kind: "database.upkeep-daily",
  label: "Tidying the embedded database (every table)",
  everySeconds: 86_400,
  retries: 1,
  async handler(_payload, { db }) {
    await upkeepTables(db, { all: true });
  },
});
