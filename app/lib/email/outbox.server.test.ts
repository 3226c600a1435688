import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { emailOutbox } from "../db/schema.ts";
import { backoffSeconds, deliverDue, enqueueEmail, retryDelaySeconds } from "./outbox.server.ts";
import { createTransport } from "./transport.server.ts";

const from = "Holistic Omega <no-reply@example.com>";

describe("e-mail outbox", () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await database.destroy();
  });
  afterEach(async () => {
    sink.refuse(false);
    await database.db.delete(emailOutbox);
    sink.messages.length = 0;
  });

  it("stores the message first, then delivers it over SMTP exactly once", async () => {
    const { db } = database;
    const id = await enqueueEmail(db, { to: "client@example.com", subject: "Hello", text: "Visit https://x.test/a" });
    const [stored] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(stored?.status).toBe("pending");

    const transport = createTransport({ smtpUrl: sink.url, dataDir: "" });
    expect(await deliverDue(db, transport, from)).toBe(1);
    expect(await deliverDue(db, transport, from)).toBe(0);
    transport.close();

    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatchObject({ to: ["client@example.com"], subject: "Hello" });
    expect(sink.messages[0]?.text).toContain("https://x.test/a");
    const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it("sends attachments and queues a deduplicated message only once", async () => {
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
    const transport = createTransport({ smtpUrl: sink.url, dataDir: "" });
    expect(await deliverDue(db, transport, from)).toBe(1);
    transport.close();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]?.attachments).toHaveLength(1);
    const received = Buffer.from(sink.messages[0]?.attachments[0]?.contentBase64 ?? "", "base64").toString();
    expect(received.replace(/\r\n/g, "\n")).toBe(ics.replace(/\r\n/g, "\n"));
  });

  it("holds a message until sendAfter", async () => {
    const { db } = database;
    await enqueueEmail(db, {
      to: "b@example.com",
      subject: "Later",
      text: "x",
      sendAfter: new Date(Date.now() + 3600_000),
    });
    const transport = createTransport({ smtpUrl: sink.url, dataDir: "" });
    expect(await deliverDue(db, transport, from)).toBe(0);
    transport.close();
  });

  it("keeps a message through an SMTP outage and delivers it once the server is back", async () => {
    const { db } = database;
    sink.refuse(true);
    const id = await enqueueEmail(db, { to: "owner@example.com", subject: "Inquiry", text: "New inquiry" });
    const transport = createTransport({ smtpUrl: sink.url, dataDir: "" });
    await deliverDue(db, transport, from);

    const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toMatch(/451|refusing/i);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await deliverDue(db, transport, from)).toBe(0); // not due yet

    sink.refuse(false);
    await db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await deliverDue(db, transport, from)).toBe(1);
    transport.close();
    expect(sink.messages.map((m) => m.subject)).toEqual(["Inquiry"]);
  });

  it("never hands one message to two concurrent workers", async () => {
    const { db } = database;
    for (let i = 0; i < 15; i++) await enqueueEmail(db, { to: `c${i}@example.com`, subject: `M${i}`, text: "x" });
    const transport = createTransport({ smtpUrl: sink.url, dataDir: "" });
    await Promise.all([
      deliverDue(db, transport, from),
      deliverDue(db, transport, from),
      deliverDue(db, transport, from),
    ]);
    await deliverDue(db, transport, from);
    transport.close();
    const subjects = sink.messages.map((m) => m.subject).sort();
    expect(subjects).toHaveLength(15);
    expect(new Set(subjects).size).toBe(15);
  });

  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
    // OUTBOX_RETRY_BASE_SECONDS changes the first delay; the doubling and the cap stay.
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, 1))).toEqual([1, 2, 4, 8]);
    expect(backoffSeconds(20, 1)).toBe(3600);
  });

  it("writes .eml files under DATA_DIR when no SMTP server is configured", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "ho-mail-"));
    try {
      await enqueueEmail(database.db, { to: "a@example.com", subject: "File copy", text: "Link: https://x.test/v" });
      const transport = createTransport({ dataDir });
      expect(await deliverDue(database.db, transport, from)).toBe(1);
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
