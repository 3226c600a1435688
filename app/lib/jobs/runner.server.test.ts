/**
 * The one job runner on the embedded database and, with TEST_DATABASE_URL, on PostgreSQL with two
 * connection pools standing for two instances: each job runs exactly once, a lease left by a killed
 * process runs out and the job runs again, a job that always fails stops after its retries and is
 * listed for the owner, a scheduled kind runs once per period whichever instances tick, and a poll
 * with nothing due is one statement whatever the number of kinds.
 */
import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, openSecondInstance, type TestDatabase } from "../../../tests/support/test-database.ts";
import { jobs } from "../db/schema.ts";
import type { Db } from "../db.server.ts";
import { claimJobs, defineJob, enqueueJob, failedJobs, retryJob, startJobRunner } from "./runner.server.ts";

let database: TestDatabase;
/** The statements sent through `database` since the last reset (its query logger). */
let statements: string[] = [];
/** A second instance: another pool on the same PostgreSQL database, or the same PGlite. */
let other: { db: Db; close(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (query) => statements.push(query) });
  other = await openSecondInstance(database);
}, 60_000);

afterAll(async () => {
  await other?.close();
  await database?.destroy();
});

const statusOf = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe("the job runner", () => {
  it("runs 1,000 jobs queued on two instances exactly once each, whichever claims them", async () => {
    const runs = new Map<number, number>();
    const kind = defineJob({
      kind: "test.count",
      label: "Test",
      concurrency: 4,
      async handler(payload: { n?: unknown }) {
        const n = Number(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    for (let n = 0; n < 1000; n++) {
      await enqueueJob(n % 2 ? database.db : other.db, kind, { n }, { dedupeKey: `n-${n}` });
    }
    // A second enqueue with the same key adds nothing.
    expect(await enqueueJob(database.db, kind, { n: 0 }, { dedupeKey: "n-0" })).toBe(false);
    const a = startJobRunner(database.db, [kind], { start: false, owner: "instance-a" });
    const b = startJobRunner(other.db, [kind], { start: false, owner: "instance-b" });
    for (let round = 0; round < 400 && runs.size < 1000; round++) await Promise.all([a.tick(), b.tick()]);
    expect(runs.size).toBe(1000);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const rows = await database.db
      .select({ status: jobs.status, by: jobs.lockedBy })
      .from(jobs)
      .where(eq(jobs.kind, kind.kind));
    expect(rows.every((row) => row.status === "done")).toBe(true);
    if (database.url) {
      // Both instances did some of the work.
      expect(new Set(rows.map((row) => row.by)).size).toBe(2);
    }
  }, 120_000);

  it("runs again a job whose process died during it, once its lease runs out", async () => {
    let ran = 0;
    const kind = defineJob({
      kind: "test.lease",
      label: "Test",
      leaseSeconds: 1,
      async handler() {
        ran++;
      },
    });
    await enqueueJob(database.db, kind, {}, { dedupeKey: "one" });
    // The dead process's claim: it never finishes or fails the job.
    const [claimed] = await claimJobs(database.db, kind, 1, "killed-process");
    expect(claimed?.status).toBe("running");
    const runner = startJobRunner(other.db, [kind], { start: false });
    await runner.tick();
    expect(ran).toBe(0); // the lease still holds
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await runner.tick();
    expect(ran).toBe(1);
    const row = await statusOf(claimed!.id);
    expect(row).toMatchObject({ status: "done", attempts: 2, lockedBy: runner.owner });
  });

  it("leaves a lapsed lease of one kind to that kind: another kind's runner does not claim it", async () => {
    const seen: string[] = [];
    const photos = defineJob({
      kind: "test.lapsed-photo",
      label: "Test",
      async handler() {
        seen.push("photo");
      },
    });
    const reminders = defineJob({
      kind: "test.lapsed-reminder",
      label: "Test",
      async handler() {
        seen.push("reminder");
      },
    });
    await enqueueJob(database.db, photos, {}, { dedupeKey: "lapsed" });
    const [claimed] = await claimJobs(database.db, photos, 1, "killed-process");
    await database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, claimed!.id));
    expect(await claimJobs(database.db, reminders, 5, "other-kind")).toEqual([]);
    const runner = startJobRunner(database.db, [reminders, photos], { start: false });
    await runner.tick();
    expect(seen).toEqual(["photo"]);
    expect(await statusOf(claimed!.id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("stops a job that always fails after its retries, lists it for the owner, and runs it again on Retry", async () => {
    let attempts = 0;
    let healed = false;
    const kind = defineJob({
      kind: "test.failing",
      label: "Test",
      retries: 2,
      backoffSeconds: 0,
      async handler() {
        attempts++;
        if (!healed) throw new Error("The calendar server answered 503");
      },
    });
    await enqueueJob(database.db, kind, { calendar: 1 });
    const runner = startJobRunner(database.db, [kind], { start: false });
    for (let round = 0; round < 6; round++) await runner.tick();
    expect(attempts).toBe(3);
    const [failed] = (await failedJobs(database.db)).filter((job) => job.kind === kind.kind);
    expect(failed).toMatchObject({ attempts: 3, lastError: "The calendar server answered 503" });
    expect(failed!.total).toBeGreaterThanOrEqual(1);

    healed = true;
    expect(await retryJob(database.db, failed!.id)).toBe(true);
    expect(await retryJob(database.db, failed!.id)).toBe(false); // no longer failed
    await runner.tick();
    expect(await statusOf(failed!.id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("backs off between attempts", async () => {
    const kind = defineJob({
      kind: "test.backoff",
      label: "Test",
      retries: 3,
      backoffSeconds: 60,
      async handler() {
        throw new Error("down");
      },
    });
    await enqueueJob(database.db, kind);
    const runner = startJobRunner(database.db, [kind], { start: false });
    await runner.tick();
    await runner.tick();
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind.kind));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
  });

  it("runs a scheduled kind once per period whichever instances tick", async () => {
    let ran = 0;
    const kind = defineJob({
      kind: "test.scheduled",
      label: "Test",
      everySeconds: 3600,
      async handler() {
        ran++;
      },
    });
    const a = startJobRunner(database.db, [kind], { start: false });
    const b = startJobRunner(other.db, [kind], { start: false });
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    expect(ran).toBe(1);
  });
});

describe("a poll with nothing due", () => {
  it("is one statement for twelve kinds, and still claims the one kind that has a job due", async () => {
    const ran: string[] = [];
    const kinds = Array.from({ length: 12 }, (_, n) =>
      defineJob({
        kind: `test.idle-${n}`,
        label: "Test",
        async handler() {
          ran.push(`test.idle-${n}`);
        },
      }),
    );
    const runner = startJobRunner(database.db, kinds, { start: false });
    statements = [];
    await runner.tick();
    // An idle server polls every second: twelve claims a second kept it allocating ~2 MB/s.
    expect(statements, statements.join("\n")).toHaveLength(1);
    expect(ran).toEqual([]);

    await enqueueJob(other.db, kinds[7]!, {});
    await enqueueJob(other.db, kinds[9]!, {}, { runAt: new Date(Date.now() + 60_000) });
    statements = [];
    await runner.tick();
    expect(ran).toEqual(["test.idle-7"]);
    // The question, the claim, and the job's end.
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(3);
    expect((await database.db.select().from(jobs).where(eq(jobs.kind, "test.idle-9")))[0]?.status).toBe("pending");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a process killed with SIGKILL during a job", () => {
  it("leaves the job to another instance, which runs it once the lease runs out", async () => {
    const kind = defineJob({ kind: "test.killed", label: "Test", leaseSeconds: 2, async handler() {} });
    await enqueueJob(database.db, kind, {}, { dedupeKey: "killed" });
    // A real second process claims the job and hangs in its handler until it is killed.
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `
        import { openDatabase } from "./app/lib/db/client.server.ts";
        import { defineJob, startJobRunner } from "./app/lib/jobs/runner.server.ts";
        const { db } = await openDatabase({ url: process.env.JOB_TEST_URL, dataDir: "", migrate: false });
        const hang = defineJob({ kind: "test.killed",
      label: "Test", leaseSeconds: 2, handler: () => { console.log("started"); return new Promise(() => {}); } });
        startJobRunner(db, [hang], { pollMilliseconds: 100 });
        `,
      ],
      { env: { ...process.env, JOB_TEST_URL: database.url }, stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (data: Buffer) => data.toString().includes("started") && resolve());
      child.on("exit", (code) => reject(new Error(`the child exited (${code}) before starting the job`)));
    });
    child.kill("SIGKILL");
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind.kind));
    expect(row).toMatchObject({ status: "running", attempts: 1 });
    const runner = startJobRunner(database.db, [kind], { start: false });
    await new Promise((resolve) => setTimeout(resolve, 2200));
    await runner.tick();
    expect(await statusOf(row!.id)).toMatchObject({ status: "done", attempts: 2, lockedBy: runner.owner });
  }, 60_000);
});
