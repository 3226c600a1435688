/**
 * The upgrade that moved photo processing onto the job runner (drizzle/*_b_media_on_runner.sql): a
 * database at the migration before it, holding `media_jobs` rows in every state, is migrated; every
 * photo still waiting (or taken by a process that is gone) becomes one `media.process` job the runner
 * claims, a photo that failed for good stays listed as failed, and the old table is gone. On PGlite, and
 * on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore, type UpgradeTarget } from "../../../tests/support/upgrade-target.ts";
import { claimJobs, failedJobs } from "../../lib/jobs/runner.server.ts";
import { mediaProcessJob } from "./jobs.server.ts";

let target: UpgradeTarget;
beforeAll(async () => {
  target = await databaseBefore("_b_media_on_runner");
}, 120_000);
afterAll(async () => {
  await target?.close();
});

it("moves every photo still to process into the job runner, keeps failed ones listed, and drops media_jobs", async () => {
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

  await target.upgrade();

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
