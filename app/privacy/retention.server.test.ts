/**
 * Retention (issue 30): the daily round's rules, the inactivity warning then deletion, and the round as a daily
 * kind of the one job runner, run once a day whichever instances tick (two pools on PostgreSQL).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { openSecondInstance, type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { BACKGROUND_JOBS } from "../background-jobs.server.ts";
import { selectRows } from "../lib/db/rows.ts";
import { jobs } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { startJobRunner } from "../lib/jobs/runner.server.ts";
import { setSetting } from "../lib/settings.server.ts";
import { getStorage, localDiskStorage, useStorageForTests } from "../media/storage.server.ts";
import { retentionJob, runRetention } from "./retention.server.ts";

let database: TestDatabase;
/** A second instance: another pool on the same PostgreSQL database, or the same PGlite. */
let other: { db: Db; close(): Promise<void> };
let storageDir: string;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  other = await openSecondInstance(database);
  storageDir = mkdtempSync(path.join(tmpdir(), "ho-retention-"));
  useStorageForTests(localDiskStorage(storageDir));
});
afterAll(async () => {
  useStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await other?.close();
  await database.destroy();
});

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(database.db, query);
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

describe("the daily retention round", { timeout: 60_000 }, () => {
  it("deletes inquiries 24 months after their last message, not before", async () => {
    const now = new Date();
    const [old] = await rows<{ id: number }>(sql`insert into contact_messages (name, email, message, created_at)
      values ('Old', 'old@example.com', 'hello', ${ago(now, 800)}) returning id`);
    const [answered] = await rows<{ id: number }>(sql`insert into contact_messages (name, email, message, created_at)
      values ('Answered', 'answered@example.com', 'hello', ${ago(now, 800)}) returning id`);
    await database.db.execute(sql`insert into inquiry_replies (inquiry_id, author_email, subject, body, created_at)
      values (${answered!.id}, 'owner@example.com', 'Re', 'Thanks', ${ago(now, 300)})`);
    const [recent] = await rows<{ id: number }>(sql`insert into contact_messages (name, email, message, created_at)
      values ('Recent', 'recent@example.com', 'hello', ${ago(now, 30)}) returning id`);
    const result = await runRetention(database.db, now);
    expect(result.inquiriesDeleted).toBe(1);
    const left = (await rows<{ id: number }>(sql`select id from contact_messages`)).map((r) => r.id);
    expect(left).not.toContain(old!.id);
    expect(left).toEqual(expect.arrayContaining([answered!.id, recent!.id]));
    // A shorter period from the settings applies at the next round.
    await setSetting(database.db, "retention", {
      inquiryMonths: 6,
      galleryFilesMonths: 12,
      inactiveAccountYears: 3,
      warningDays: 30,
    });
    await runRetention(database.db, now);
    expect((await rows<{ id: number }>(sql`select id from contact_messages`)).map((r) => r.id)).toEqual([recent!.id]);
    await setSetting(database.db, "retention", {
      inquiryMonths: 24,
      galleryFilesMonths: 12,
      inactiveAccountYears: 3,
      warningDays: 30,
    });
  });

  it("removes the files of galleries expired for 12 months (the gallery itself stays)", async () => {
    const now = new Date();
    const client = await signedInUser("client");
    const make = async (id: string, expiresDaysAgo: number) => {
      const key = `media/${id.padEnd(20, "x")}/original`;
      await getStorage().put(key, Buffer.from("jpeg"));
      await database.db.execute(sql`insert into media_assets (id, use, original_key, original_name, mime_type, size)
        values (${id.padEnd(20, "x")}, 'final', ${key}, 'a.jpg', 'image/jpeg', 4)`);
      await database.db.execute(sql`insert into galleries (id, client_id, title, expires_at)
        values (${id}, ${client.id}, ${id}, ${ago(now, expiresDaysAgo)})`);
      await database.db.execute(sql`insert into gallery_photos (id, gallery_id, asset_id, kind, file_name)
        values (${`${id}-p`}, ${id}, ${id.padEnd(20, "x")}, 'final', 'a.jpg')`);
      return path.join(storageDir, ...key.split("/"));
    };
    const oldFile = await make("gallery-old", 400);
    const recentFile = await make("gallery-recent", 100);
    const result = await runRetention(database.db, now);
    expect(result.galleryFilesDeleted).toBe(1);
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(recentFile)).toBe(true);
    expect(await rows(sql`select 1 from gallery_photos where gallery_id = 'gallery-old'`)).toHaveLength(0);
    expect(await rows(sql`select 1 from galleries where id = 'gallery-old'`)).toHaveLength(1);
    expect(await rows(sql`select 1 from gallery_photos where gallery_id = 'gallery-recent'`)).toHaveLength(1);
  });

  it("warns an account inactive for 3 years, deletes it 30 days later, and spares one that came back", async () => {
    const now = new Date();
    const sleeper = await signedInUser("client");
    const returner = await signedInUser("client");
    const active = await signedInUser("client");
    const owner = await signedInUser("admin");
    for (const user of [sleeper, returner, owner]) {
      await database.db.execute(
        sql`update users set created_at = ${ago(now, 1200)}, updated_at = ${ago(now, 1200)} where id = ${user.id}`,
      );
      await database.db.execute(
        sql`update sessions set created_at = ${ago(now, 1200)}, updated_at = ${ago(now, 1200)} where user_id = ${user.id}`,
      );
    }
    const first = await runRetention(database.db, now);
    expect(first.accountsWarned).toBe(2);
    const warned = await rows<{ to: string; subject: string }>(
      sql`select "to", subject from email_outbox where subject like '%deleted for inactivity%' order by "to"`,
    );
    expect(warned.map((m) => m.to).sort()).toEqual([returner.email, sleeper.email].sort());
    // The same day again: no second warning.
    expect((await runRetention(database.db, now)).accountsWarned).toBe(0);
    // The returner signs in 10 days later.
    const later = new Date(now.getTime() + 10 * DAY);
    await database.db.execute(
      sql`update sessions set updated_at = ${later.toISOString()} where user_id = ${returner.id}`,
    );
    const month = new Date(now.getTime() + 31 * DAY);
    const second = await runRetention(database.db, month);
    expect(second.warningsCancelled).toBe(1);
    expect(second.accountsDeleted).toBe(1);
    expect(await rows(sql`select 1 from users where id = ${sleeper.id}`)).toHaveLength(0);
    expect(await rows(sql`select 1 from users where id = ${returner.id}`)).toHaveLength(1);
    expect(await rows(sql`select 1 from users where id = ${active.id}`)).toHaveLength(1);
    expect(await rows(sql`select 1 from users where id = ${owner.id}`)).toHaveLength(1);
    expect(await rows(sql`select 1 from inactivity_warnings`)).toHaveLength(0);
  });

  it("deletes visit counts older than 25 months", async () => {
    const now = new Date();
    await database.db.execute(sql`insert into page_views (day, path, views, entries) values
      (${ago(now, 800).slice(0, 10)}, '/', 5, 3), (${ago(now, 10).slice(0, 10)}, '/', 7, 2)`);
    const result = await runRetention(database.db, now);
    expect(result.pageViewDaysDeleted).toBe(1);
    expect(await rows(sql`select 1 from page_views`)).toHaveLength(1);
  });
});

describe("the daily round on the job runner", { timeout: 60_000 }, () => {
  it("runs once per UTC day whichever instances tick, and not again until the next day", async () => {
    expect(BACKGROUND_JOBS).toContain(retentionJob);
    const now = new Date();
    const oldInquiry = async () =>
      (
        await rows<{ id: number }>(sql`insert into contact_messages (name, email, message, created_at)
          values ('Old', 'old@example.com', 'hello', ${ago(now, 800)}) returning id`)
      )[0]!.id;
    const first = await oldInquiry();
    const instances = [
      startJobRunner(database.db, [retentionJob], { start: false, owner: "instance-a" }),
      startJobRunner(other.db, [retentionJob], { start: false, owner: "instance-b" }),
    ];
    await Promise.all(instances.map((runner) => runner.tick()));
    expect(await rows(sql`select 1 from contact_messages where id = ${first}`)).toHaveLength(0);
    const runs = await database.db
      .select({ status: jobs.status, key: jobs.dedupeKey })
      .from(jobs)
      .where(eq(jobs.kind, retentionJob.kind));
    expect(runs).toEqual([{ status: "done", key: `every-${Math.floor(Date.now() / DAY)}` }]);

    // Later the same day, on either instance: the day's round has run; this inquiry waits for tomorrow's.
    const second = await oldInquiry();
    await Promise.all(instances.map((runner) => runner.tick()));
    await Promise.all(instances.map((runner) => runner.tick()));
    expect(await rows(sql`select 1 from contact_messages where id = ${second}`)).toHaveLength(1);
    expect(await database.db.$count(jobs, eq(jobs.kind, retentionJob.kind))).toBe(1);
  });
});
