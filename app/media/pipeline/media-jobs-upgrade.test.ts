/**
 * The upgrade that moved photo processing onto the job runner (drizzle/*_b_media_on_runner.sql): a
 * database at the migration before it, holding `media_jobs` rows in every state, is migrated; every
 * photo still waiting (or taken by a process that is gone) becomes one `media.process` job the runner
 * claims, a photo that failed for good stays listed as failed, and the old table is gone. On PGlite, and
 * on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import * as schema from "../../lib/db/schema.ts";
import type { Db } from "../../lib/db.server.ts";
import { claimJobs, failedJobs } from "../../lib/jobs/runner.server.ts";
import { mediaProcessJob } from "./jobs.server.ts";

const folder = path.join(import.meta.dirname, "../../../drizzle");
const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const upgrade = journal.entries.findIndex((entry) => entry.tag.endsWith("_b_media_on_runner"));
const sqlOf = (tag: string) => readFileSync(path.join(folder, `${tag}.sql`), "utf8");

interface Target {
  exec(sql: string): Promise<unknown>;
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  db: Db;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
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
  const name = `ho_upgrade_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: (sql) => client.query(sql),
    async query<Row>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)) as unknown as { rows: Row[] };
    },
    db: drizzleNodePg({ client, schema, casing: "snake_case" }) as unknown as Db,
    async close() {
      await client.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

let target: Target;
beforeAll(async () => {
  target = await openTarget();
  for (const entry of journal.entries.slice(0, upgrade)) await target.exec(sqlOf(entry.tag));
}, 120_000);
afterAll(async () => {
  await target?.close();
});

it("moves every photo still to process into the job runner, keeps failed ones listed, and drops media_jobs", async () => {
  expect(upgrade).toBeGreaterThan(0);
  const asset = (id: string, status: string) =>
    target.query(
      `insert into media_assets (id, use, original_key, original_name, mime_type, size, status)
       values ($1, 'portfolio', 'media/' || $1 || '/original', $1 || '.jpg', 'image/jpeg', 10, $2)`,
      [id, status],
    );
  await asset("waiting", "pending");
  await asset("claimed", "pending");
  await asset("twice", "pending");
  await asset("broken", "failed");
  await asset("done", "ready");
  await target.exec(`
    insert into media_jobs (asset_id, status, attempts, next_attempt_at, locked_until, last_error) values
      ('waiting', 'pending', 0, now(), null, null),
      -- a process was killed while rendering it: its lease was still held
      ('claimed', 'pending', 3, now(), now() + interval '10 minutes', null),
      -- queued again after a watermark change
      ('twice', 'pending', 1, now() + interval '1 hour', null, 'store unavailable'),
      ('twice', 'pending', 0, now(), null, null),
      ('broken', 'failed', 1, now(), null, 'The image could not be processed: damaged'),
      ('done', 'done', 1, now(), null, null)`);

  await target.exec(sqlOf(journal.entries[upgrade]!.tag));

  const table = await target.query("select to_regclass('media_jobs') as name");
  expect(table.rows).toEqual([{ name: null }]);
  const moved = await target.query<{ key: string; status: string; attempts: number; max: number }>(
    `select dedupe_key as key, status, attempts, max_attempts as max from jobs
     where kind = 'media.process' order by dedupe_key`,
  );
  expect(moved.rows).toEqual([
    { key: "asset:broken", status: "failed", attempts: 1, max: 3 },
    { key: "asset:claimed", status: "pending", attempts: 2, max: 3 },
    { key: "asset:twice", status: "pending", attempts: 1, max: 3 },
    { key: "asset:waiting", status: "pending", attempts: 0, max: 3 },
  ]);

  // The runner claims the moved photos at once, with the photo's id as the job's payload.
  const { db } = target;
  const claimed = await claimJobs(db, mediaProcessJob, 10, "upgraded");
  expect(claimed.map((job) => job.payload.assetId).sort()).toEqual(["claimed", "twice", "waiting"]);
  const failed = (await failedJobs(db)).filter((job) => job.kind === mediaProcessJob.kind);
  expect(failed).toMatchObject([{ lastError: "The image could not be processed: damaged" }]);
}, 60_000);
