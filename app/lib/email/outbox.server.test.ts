/**
 * E-mails through the one job runner: each outbox row gets its `email.send` job in the same statement,
 * the runner delivers it once (on two instances too), retries with back-off through an SMTP outage,
 * stops after its attempts with the e-mail and the task shown as failed, and sends again on Retry.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (two pools standing for two instances).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestDatabase, openSecondInstance, type TestDatabase } from "../../../tests/support/test-database.ts";
import { emailOutbox, jobs } from "../db/schema.ts";
import type { Db } from "../db.server.ts";
import { failedJobs, retryJob, startJobRunner } from "../jobs/runner.server.ts";
import {
  configureEmailDelivery,
  deliverDue,
  emailSendJob,
  enqueueEmail,
  MAX_ATTEMPTS,
  retryEmail,
} from "./outbox.server.ts";
import { createTransport } from "./transport.server.ts";

const from = "Holistic Omega <no-reply@example.com>";

let database: TestDatabase;
let other: { db: Db; close(): Promise<void> };
let sink: SmtpSink;
let delivery: { close(): void };

beforeAll(async () => {
  database = await createTestDatabase();
  other = await openSecondInstance(database);
  sink = await startSmtpSink();
  delivery = configureEmailDelivery({
    transport: createTransport({ smtpUrl: sink.url, dataDir: "" }),
    from,
    retryBaseSeconds: 30,
  });
}, 60_000);
afterAll(async () => {
  delivery?.close();
  await sink?.close();
  await other?.close();
  await database?.destroy();
});
afterEach(async () => {
  sink.refuse(false);
  await database.db.delete(emailOutbox);
  await database.db.delete(jobs);
  sink.messages.length = 0;
});

const rowOf = async (id: number) => (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
const jobOf = async (id: number) =>
  (
    await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "email.send"), eq(jobs.dedupeKey, String(id))))
  )[0];

/** Ticks the runners until no e-mail job is due (each tick claims up to the kind's concurrency). */
async function drain(...runners: { tick(): Promise<void> }[]) {
  for (let round = 0; round < 100; round++) {
    const [due] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.kind} = 'email.send' and ${jobs.status} in ('pending', 'running') and ${jobs.runAt} <= now()`);
    if (!due?.n) return;
    await Promise.all(runners.map((runner) => runner.tick()));
  }
  throw new Error("the e-mail jobs did not drain");
}

describe("e-mail on the job runner", () => {
  it("stores the message and its job together, then the runner delivers it over SMTP exactly once", async () => {
    const { db } = database;
    const id = await db.transaction((tx) =>
      enqueueEmail(tx, { to: "client@example.com", subject: "Hello", text: "Visit https://x.test/a" }),
    );
    expect(await rowOf(id!)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await jobOf(id!)).toMatchObject({ status: "pending", payload: { outboxId: id }, maxAttempts: MAX_ATTEMPTS });

    const runner = startJobRunner(db, [emailSendJob], { start: false });
    await runner.tick();
    await runner.tick();
    await runner.stop();

    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatchObject({ to: ["client@example.com"], subject: "Hello" });
    expect(sink.messages[0]?.text).toContain("https://x.test/a");
    const sent = await rowOf(id!);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(await jobOf(id!)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("queues nothing when a transaction that wrote an e-mail rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: "gone@example.com", subject: "Never", text: "x" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it("sends attachments and queues a deduplicated message (and its job) only once", async () => {
    const { db } = database;
    const ics = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";
    const attachments = [
      { filename: "invite.ics", contentType: "text/calendar", contentBase64: Buffer.from(ics).toString("base64") },
    ];
    const first = await enqueueEmail(db, {
      to: "a@example.com",
      subject: "Invite",
      text: "x",
      attachments,
      dedupeKey: "k1",
    });
    const second = await enqueueEmail(db, { to: "a@example.com", subject: "Invite", text: "x", dedupeKey: "k1" });
    expect(first).toBeTypeOf("number");
    expect(second).toBeUndefined();
    expect(await db.select().from(jobs)).toHaveLength(1);
    await drain(startJobRunner(db, [emailSendJob], { start: false }));
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]?.attachments).toHaveLength(1);
    const received = Buffer.from(sink.messages[0]?.attachments[0]?.contentBase64 ?? "", "base64").toString();
    expect(received.replace(/\r\n/g, "\n")).toBe(ics.replace(/\r\n/g, "\n"));
  });

  it("holds a message until sendAfter", async () => {
    const { db } = database;
    const later = new Date(Date.now() + 3600_000);
    const id = await enqueueEmail(db, { to: "b@example.com", subject: "Later", text: "x", sendAfter: later });
    expect((await jobOf(id!))?.runAt.getTime()).toBe(later.getTime());
    const runner = startJobRunner(db, [emailSendJob], { start: false });
    await runner.tick();
    expect(sink.messages).toEqual([]);
    expect(await rowOf(id!)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("keeps a message through an SMTP outage, backing off, and delivers it once the server is back", async () => {
    const { db } = database;
    sink.refuse(true);
    const id = await enqueueEmail(db, { to: "owner@example.com", subject: "Inquiry", text: "New inquiry" });
    const runner = startJobRunner(db, [emailSendJob], { start: false });
    await runner.tick();

    const failed = await rowOf(id!);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toMatch(/451|refusing/i);
    const job = await jobOf(id!);
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    // The kind's back-off: 30 s after the first failure (the configured base), doubling after each.
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(job!.runAt.getTime()).toBeLessThan(Date.now() + 40_000);
    await runner.tick(); // not due yet
    expect((await rowOf(id!))?.attempts).toBe(1);

    sink.refuse(false);
    await db.update(jobs).set({ runAt: sql`now()` });
    await runner.tick();
    expect(sink.messages.map((m) => m.subject)).toEqual(["Inquiry"]);
    expect(await rowOf(id!)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("after its last attempt shows the e-mail and its task as failed, and sends it on either Retry", async () => {
    const { db } = database;
    sink.refuse(true);
    const id = await enqueueEmail(db, { to: "late@example.com", subject: "Stuck", text: "x" });
    // As if eleven attempts had failed already: the next is the last.
    await db.update(jobs).set({ attempts: MAX_ATTEMPTS - 1 });
    const runner = startJobRunner(db, [emailSendJob], { start: false });
    await runner.tick();
    expect(await rowOf(id!)).toMatchObject({ status: "failed" });
    const job = await jobOf(id!);
    expect(job).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect((await failedJobs(db)).map((failed) => [failed.id, failed.kind])).toEqual([[job!.id, "email.send"]]);
    await runner.tick();
    expect(sink.messages).toEqual([]);

    // Today's "Try sending again": the row and its job are pending again, with their attempts back.
    sink.refuse(false);
    expect(await retryEmail(db, id!)).toBe(true);
    expect(await retryEmail(db, id!)).toBe(false);
    expect(await jobOf(id!)).toMatchObject({ status: "pending", attempts: 0 });
    await runner.tick();
    expect(sink.messages.map((m) => m.subject)).toEqual(["Stuck"]);
    expect(await rowOf(id!)).toMatchObject({ status: "sent" });

    // The System page's Retry (the job itself) sends a failed e-mail too.
    sink.refuse(true);
    const second = await enqueueEmail(db, { to: "late@example.com", subject: "Stuck again", text: "x" });
    await db
      .update(jobs)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(jobs.dedupeKey, String(second)));
    await runner.tick();
    expect(await rowOf(second!)).toMatchObject({ status: "failed" });
    sink.refuse(false);
    expect(await retryJob(db, (await jobOf(second!))!.id)).toBe(true);
    await runner.tick();
    expect(sink.messages.map((m) => m.subject)).toEqual(["Stuck", "Stuck again"]);
    expect(await rowOf(second!)).toMatchObject({ status: "sent" });
  });

  it("sends an e-mail withdrawn before it was due (its row deleted) to no one", async () => {
    const { db } = database;
    const id = await enqueueEmail(db, { to: "c@example.com", subject: "Cancelled", text: "x" });
    await db.delete(emailOutbox).where(eq(emailOutbox.id, id!));
    await drain(startJobRunner(db, [emailSendJob], { start: false }));
    expect(sink.messages).toEqual([]);
    expect(await jobOf(id!)).toMatchObject({ status: "done" });
  });

  it("sends each of 40 e-mails exactly once with two instances ticking at the same time", async () => {
    for (let i = 0; i < 40; i++) {
      await enqueueEmail(i % 2 ? other.db : database.db, { to: `c${i}@example.com`, subject: `M${i}`, text: "x" });
    }
    const a = startJobRunner(database.db, [emailSendJob], { start: false, owner: "instance-a" });
    const b = startJobRunner(other.db, [emailSendJob], { start: false, owner: "instance-b" });
    await drain(a, b);
    const subjects = sink.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("delivers a queued e-mail within a second: queueing wakes this process's runner", async () => {
    // A poll too slow to matter: only the wake-up can deliver in time.
    const runner = startJobRunner(database.db, [emailSendJob], { pollMilliseconds: 60_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200)); // its first round is over
      const queued = Date.now();
      await enqueueEmail(database.db, { to: "quick@example.com", subject: "Prompt", text: "x" });
      await expect.poll(() => sink.messages.length, { timeout: 1000, interval: 20 }).toBe(1);
      expect(Date.now() - queued).toBeLessThan(1000);
    } finally {
      await runner.stop();
    }
  });

  it("writes .eml files under DATA_DIR when no SMTP server is configured", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ho-mail-"));
    try {
      await enqueueEmail(database.db, { to: "a@example.com", subject: "File copy", text: "Link: https://x.test/v" });
      const transport = createTransport({ dataDir });
      expect(await deliverDue(database.db, transport, from)).toBe(1);
      expect(await deliverDue(database.db, transport, from)).toBe(0);
      const files = readdirSync(path.join(dataDir, "mail"));
      expect(files).toHaveLength(1);
      const raw = readFileSync(path.join(dataDir, "mail", files[0]!), "utf8");
      expect(raw).toContain("Subject: File copy");
      expect(raw).toContain("To: a@example.com");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
