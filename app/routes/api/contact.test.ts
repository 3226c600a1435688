import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { args, BASE } from "../../../tests/support/routes.ts";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { contactMessages, emailOutbox, jobs, rateLimits } from "../../lib/db/schema.ts";
import { deliverDue } from "../../lib/email/outbox.server.ts";
import { createTransport } from "../../lib/email/transport.server.ts";
import { action as bookAction } from "../site/book.tsx";
import { action, loader } from "./contact.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(contactMessages);
  await database.db.delete(emailOutbox);
  await database.db.delete(rateLimits);
});

let ipCounter = 0;
function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}/api/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: BASE,
      "x-client-ip": `203.0.113.${++ipCounter}`,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function call(request: Request) {
  const response = (await action(args(request))) as Response;
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

const valid = {
  name: "Marie Curie",
  email: "marie@example.com",
  phone: "+33 6 11 22 33 44",
  message: "I would like a portrait session.",
};

describe("POST /api/contact", () => {
  it("stores the inquiry (phone included) and queues the owner's notice and the sender's acknowledgement", async () => {
    expect(await call(post(valid))).toMatchObject({ status: 200, body: { ok: true } });
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: "Marie Curie", email: "marie@example.com", phone: "+33 6 11 22 33 44" });
    const mail = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mail.map((m) => m.to)).toEqual(["owner@example.com", "marie@example.com"]);
    expect(mail[0]?.subject).toBe("New inquiry from Marie Curie");
    expect(mail[0]?.text).toContain("I would like a portrait session.");
    expect(mail[1]?.text).not.toContain("portrait session");
  });

  it("accepts a message without a phone number", async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await call(post(withoutPhone))).status).toBe(200);
    expect((await database.db.select().from(contactMessages))[0]?.phone).toBeNull();
  });

  it.each([
    [{ ...valid, name: "" }, "Name is required."],
    [{ ...valid, name: "x".repeat(101) }, "Name must be at most 100 characters."],
    [{ ...valid, email: "not-an-email" }, "Email must be a valid e-mail address."],
    [{ ...valid, email: undefined }, "Email is required."],
    [{ ...valid, phone: "call me <script>" }, "Phone may only contain digits, spaces and + ( ) . -"],
    [{ ...valid, message: "   " }, "Message is required."],
    [{ ...valid, message: "x".repeat(5001) }, "Message must be at most 5000 characters."],
    [{ ...valid, message: 42 }, "Message is required."],
    [[1, 2, 3], "Send a JSON object with name, email, phone (optional) and message."],
    [null, "Send a JSON object with name, email, phone (optional) and message."],
  ])("answers 400 with the reason and stores nothing (%#)", async (body, detail) => {
    const result = await call(post(body));
    expect(result.status).toBe(400);
    expect(result.body.detail).toContain(detail);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("answers 400 to broken JSON, 415 to another content type, 413 to an oversized body", async () => {
    expect(await call(post("{not json"))).toMatchObject({
      status: 400,
      body: { detail: "Request body must be valid JSON." },
    });
    const form = await call(post("name=x", { "content-type": "application/x-www-form-urlencoded" }));
    expect(form.status).toBe(415);
    const huge = await call(post({ ...valid, message: "x".repeat(20_000) }));
    expect(huge.status).toBe(413);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("pretends to accept what a bot puts in the honeypot, and keeps nothing", async () => {
    expect(await call(post({ ...valid, website: "http://spam.example" }))).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(0);
  });

  it("limits each address to 5 inquiries in 10 minutes (429 with detail), without touching others", async () => {
    const sameIp = { "x-client-ip": "198.51.100.99" };
    for (let i = 0; i < 5; i++) expect((await call(post(valid, sameIp))).status).toBe(200);
    const refused = await call(post(valid, sameIp));
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/Too many messages/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(post(valid))).status).toBe(200);
    expect(await database.db.select().from(contactMessages)).toHaveLength(6);
  });

  it("refuses cross-site posts", async () => {
    expect((await call(post(valid, { origin: "https://evil.example" }))).status).toBe(403);
    expect((await call(post(valid, { "sec-fetch-site": "cross-site" }))).status).toBe(403);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("answers 405 to other methods", async () => {
    const response = (await loader()) as Response;
    expect(response.status).toBe(405);
  });

  it("keeps the inquiry while SMTP is down and delivers its e-mails once it is back", async () => {
    const sink: SmtpSink = await startSmtpSink();
    try {
      sink.refuse(true);
      expect((await call(post(valid))).status).toBe(200);
      const transport = createTransport({ smtpUrl: sink.url, dataDir: "" });
      await deliverDue(database.db, transport, "site@example.com");
      expect(sink.messages).toHaveLength(0);
      expect(await database.db.select().from(contactMessages)).toHaveLength(1);

      sink.refuse(false);
      await database.db.update(jobs).set({ runAt: new Date() });
      await deliverDue(database.db, transport, "site@example.com");
      transport.close();
      expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(["marie@example.com", "owner@example.com"]);
      const statuses = await database.db.select({ status: emailOutbox.status }).from(emailOutbox);
      expect(statuses.every((s) => s.status === "sent")).toBe(true);
    } finally {
      await sink.close();
    }
  });
});

describe("the /book form without JavaScript", () => {
  function formPost(fields: Record<string, string>) {
    return new Request(`${BASE}/book`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, "x-client-ip": "192.0.2.1" },
      body: new URLSearchParams(fields),
    });
  }

  it("stores the inquiry and shows the success message", async () => {
    const result = (await bookAction(args(formPost(valid)))) as { data: unknown };
    expect(result.data).toEqual({ ok: true, message: "Your message has been sent!" });
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, valid.email))).toHaveLength(
      1,
    );
  });

  it("keeps what was typed and explains the problem", async () => {
    const result = (await bookAction(args(formPost({ ...valid, email: "nope" })))) as {
      data: { ok: boolean; error: string; fields: Record<string, string>; values: Record<string, string> };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(400);
    expect(result.data.error).toBe("Email must be a valid e-mail address.");
    expect(result.data.fields).toEqual({ email: "Email must be a valid e-mail address." });
    expect(result.data.values.message).toBe(valid.message);
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("names every empty field on its own", async () => {
    const result = (await bookAction(args(formPost({ name: " ", email: "", message: "" })))) as {
      data: { fields: Record<string, string> };
    };
    expect(result.data.fields).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      message: "Message is required.",
    });
  });
});
