/**
 * One test (or group) per finding of the outside probe (issue 16), each reproducing the attack.
 * Findings 1, 6 and 8 are also replayed over real HTTP against a server process in
 * server/transport.test.ts (memory, methods, headers).
 */
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { followEmailLink } from "../../tests/support/email-links.ts";
import { lastMailTo, mailsTo } from "../../tests/support/outbox.ts";
import { args, BASE, cookieFrom, get, isRedirect, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { totpFromUri } from "../../tests/support/totp.ts";
import { createVerifiedUser, setUserRole } from "../accounts/users.server.ts";
import { handleError } from "../entry.server.tsx";
import { ACCOUNT_LIMITS, getAuth } from "../lib/auth.server.ts";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "../lib/auth-messages.ts";
import { guardRequestBody, MAX_FORM_BYTES } from "../lib/body-guard.server.ts";
import { rowsOf } from "../lib/db/rows.ts";
import { questionnaireAnswers, sessions, uploads, users } from "../lib/db/schema.ts";
import { createTransport, mayLogEmailLinks } from "../lib/email/transport.server.ts";
import { logger } from "../lib/logger.server.ts";
import { consumeRateLimit } from "../lib/rate-limit.server.ts";
import { loadSessionUser } from "../lib/session.server.ts";
import { sweepUploads, UPLOAD_QUOTA_BYTES, UPLOAD_RATE } from "../media/mood-board.server.ts";
import { type FileStorage, useStorageForTests } from "../media/storage.server.ts";
import { action as accountAction } from "./account/account.tsx";
import { action as authApiAction, loader as authApiLoader } from "./api/auth.ts";
import { action as contactAction } from "./api/contact.ts";
import { action as authAction, loader as authLoader } from "./auth/auth.tsx";
import { action as stepAction } from "./blueprint/step.tsx";

let database: TestDatabase;
const stored = new Map<string, Buffer>();
const memoryStorage: FileStorage = {
  async put(key, content) {
    if (Buffer.isBuffer(content)) {
      stored.set(key, content);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(Buffer.from(chunk));
    stored.set(key, Buffer.concat(chunks));
  },
  async stat(key) {
    const content = stored.get(key);
    return content ? { size: content.length } : undefined;
  },
  async get(key) {
    const content = stored.get(key);
    return content ? Readable.from([content]) : undefined;
  },
  async remove(key) {
    stored.delete(key);
  },
  // Listed as written just now: younger than the sweep's grace period, so never an orphan here.
  async *list(prefix = "") {
    for (const key of stored.keys()) if (key.startsWith(prefix)) yield { key, modifiedAt: new Date() };
  },
};

beforeAll(async () => {
  database = await useFreshAppDatabase();
  useStorageForTests(memoryStorage);
});
afterAll(async () => {
  useStorageForTests(undefined);
  await database.destroy();
});

let ipCounter = 0;
const nextIp = () => `192.0.2.${(++ipCounter % 250) + 1}`;

type Result = { data: Record<string, unknown>; init?: ResponseInit };
const submitAuth = (fields: Record<string, string>, cookie?: string) => {
  const request = postForm("/auth", fields, cookie);
  request.headers.set("x-client-ip", nextIp());
  return run(() => authAction(args(request))) as Promise<Result | Response>;
};
const statusOf = (value: unknown) =>
  value instanceof Response ? value.status : ((value as Result).init?.status ?? 200);

const linkIn = (text: string | undefined, pattern = /https?:\/\/\S+/) => text?.match(pattern)?.[0];

/** A body that counts how many bytes the server pulled from it. */
function countingBody(totalBytes: number, chunkBytes = 64 * 1024) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= totalBytes) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

function streamingPost(path: string, type: string, body: ReadableStream<Uint8Array>, cookie?: string) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { origin: BASE, "content-type": type, ...(cookie ? { cookie } : {}) },
    body,
    duplex: "half",
  } as RequestInit);
}

describe("finding 1: unbounded multipart bodies, anonymous", () => {
  it("refuses multipart to a form without an upload, unread", async () => {
    const { stream, counter } = countingBody(300 * 1024 * 1024);
    const request = streamingPost("/auth", "multipart/form-data; boundary=x", stream);
    const refused = await guardRequestBody(request, null);
    expect(refused?.status).toBe(415);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024); // at most what the stream buffers ahead
  });

  it("refuses an anonymous (401) or non-client (403) upload to the mood board before reading it", async () => {
    const user = await signedInUser("user");
    for (const [who, expected] of [
      [null, 401],
      [await loadSessionUser(get("/", user.cookie)), 403],
    ] as const) {
      const { stream, counter } = countingBody(300 * 1024 * 1024);
      const request = streamingPost("/hob/phase2/mood_board_upload", "multipart/form-data; boundary=x", stream);
      expect((await guardRequestBody(request, who))?.status).toBe(expected);
      expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it("stops reading a chunked form body at its limit", async () => {
    const { stream, counter } = countingBody(300 * 1024 * 1024);
    const request = streamingPost("/auth", "application/x-www-form-urlencoded", stream);
    expect((await guardRequestBody(request, null))?.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_FORM_BYTES + 3 * 64 * 1024);
  });

  it("stops reading a signed-in client's oversized upload soon after the file limit", async () => {
    const client = await signedInUser("client");
    const boundary = "----hostile";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const { stream: rest, counter } = countingBody(300 * 1024 * 1024);
    const reader = rest.getReader();
    let sentHead = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sentHead) {
          sentHead = true;
          return controller.enqueue(head);
        }
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
    });
    const request = streamingPost(
      "/hob/phase2/mood_board_upload",
      `multipart/form-data; boundary=${boundary}`,
      body,
      client.cookie,
    );
    expect(await guardRequestBody(request, await loadSessionUser(request))).toBeUndefined();
    const result = await run(() => stepAction(args(request, { phase: "phase2", step: "mood_board_upload" })));
    expect(statusOf(result)).toBe(413);
    expect(counter.pulled).toBeLessThan(11 * 1024 * 1024);
  });
});

describe("finding 2: magic link and e-mail code skip TOTP", () => {
  async function accountWithTwoFactor(on: boolean) {
    const email = `twofactor-${on}-${++ipCounter}@example.com`;
    const password = "correct horse battery";
    const user = await createVerifiedUser(database.db, { email, password, role: "client" });
    if (on) await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    return { ...user, password };
  }
  const sessionsOf = async (userId: string) =>
    (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

  for (const on of [false, true]) {
    it(`password sign-in with two-factor ${on ? "on asks for the code" : "off signs in"}`, async () => {
      const account = await accountWithTwoFactor(on);
      const result = await submitAuth({ view: "sign_in", email: account.email, password: account.password });
      expect(isRedirect(result)).toBe(true);
      const location = (result as Response).headers.get("location")!;
      if (on) {
        expect(location).toMatch(/^\/auth\?view=two_factor/);
        expect(await sessionsOf(account.id)).toBe(0);
      } else {
        expect(location).toBe("/dashboard");
        expect(await sessionsOf(account.id)).toBe(1);
      }
    });

    it(`magic link with two-factor ${on ? "on is not sent" : "off signs in"}`, async () => {
      const account = await accountWithTwoFactor(on);
      const result = (await submitAuth({ view: "magic_link", email: account.email })) as Result;
      expect(result.data).toMatchObject({ ok: true, message: "Check your email for the magic link" });
      const mail = await lastMailTo(database.db, account.email);
      const link = linkIn(mail?.text, /https?:\/\/\S+auth\/magic-link\S+/);
      if (on) {
        expect(link).toBeUndefined();
        expect(mail?.text).toMatch(/two-factor authentication on/);
        return;
      }
      const response = await followEmailLink(link!);
      expect(response.status).toBe(302);
      expect(await sessionsOf(account.id)).toBe(1);
    });

    it(`e-mail code with two-factor ${on ? "on is not sent" : "off signs in"}`, async () => {
      const account = await accountWithTwoFactor(on);
      await submitAuth({ view: "verify_otp", email: account.email });
      const mail = await lastMailTo(database.db, account.email);
      const code = mail?.text.match(/code is: (\d{6})/)?.[1];
      if (on) {
        expect(code).toBeUndefined();
        return;
      }
      const result = await submitAuth({ view: "verify_otp", email: account.email, code: code! });
      expect(isRedirect(result, "/dashboard")).toBe(true);
      expect(await sessionsOf(account.id)).toBe(1);
    });
  }

  it("a magic link or code issued before two-factor was switched on gives no session", async () => {
    const account = await accountWithTwoFactor(false);
    await submitAuth({ view: "magic_link", email: account.email });
    const link = linkIn((await lastMailTo(database.db, account.email))?.text, /https?:\/\/\S+auth\/magic-link\S+/)!;
    await submitAuth({ view: "verify_otp", email: account.email });
    const code = (await lastMailTo(database.db, account.email))?.text.match(/code is: (\d{6})/)?.[1] ?? "missing";
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, account.id));

    const response = await followEmailLink(link);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/auth\?view=sign_in&error=TWO_FACTOR_REQUIRED$/);
    const viaCode = (await submitAuth({ view: "verify_otp", email: account.email, code })) as Result;
    expect(viaCode.init?.status).toBe(403);
    expect(viaCode.data.error).toBe(TWO_FACTOR_REQUIRED_MESSAGE);
    expect(await sessionsOf(account.id)).toBe(0);
    const page = await authLoader(args(get("/auth?view=sign_in&error=TWO_FACTOR_REQUIRED")));
    expect(page).toMatchObject({ linkError: TWO_FACTOR_REQUIRED_MESSAGE });
  });
});

describe("finding 3: uploads fill the disk", () => {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  function upload(cookie: string, fields: Record<string, string> = { intent: "next", url: "" }, file = true) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (file) form.append("file", new Blob([new Uint8Array(png)]), "board.png");
    const request = new Request(`${BASE}/hob/phase2/mood_board_upload`, {
      method: "POST",
      headers: { cookie, origin: BASE },
      body: form,
    });
    return run(() => stepAction(args(request, { phase: "phase2", step: "mood_board_upload" })));
  }
  const keysOf = async (userId: string) =>
    (await database.db.select().from(uploads).where(eq(uploads.userId, userId))).map((row) => row.storageKey);

  it("deletes a replaced mood-board file from the database and from storage", async () => {
    const client = await signedInUser("client");
    await upload(client.cookie);
    const [first] = await keysOf(client.id);
    expect(stored.has(first!)).toBe(true);
    await upload(client.cookie);
    const keys = await keysOf(client.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(first);
    expect(stored.has(first!)).toBe(false);
    expect(stored.has(keys[0]!)).toBe(true);
  });

  it("enforces a per-user quota and an upload rate", async () => {
    const client = await signedInUser("client");
    await database.db.insert(uploads).values({
      id: `quota-filler-${client.id}`,
      userId: client.id,
      originalName: "big.pdf",
      mimeType: "application/pdf",
      size: UPLOAD_QUOTA_BYTES,
      storageKey: `quota-filler-${client.id}`,
    });
    expect(statusOf(await upload(client.cookie))).toBe(413);

    const other = await signedInUser("client");
    for (let i = 0; i < UPLOAD_RATE.max; i++) await consumeRateLimit(database.db, `upload:${other.id}`, UPLOAD_RATE);
    expect(statusOf(await upload(other.cookie))).toBe(429);
    expect(await keysOf(other.id)).toHaveLength(0);
  });

  it("sweeps orphaned uploads and deletes personal files with the account", async () => {
    const client = await signedInUser("client");
    await upload(client.cookie);
    const [kept] = await keysOf(client.id);
    // An orphan: stored, but no answer points to it (a save that never finished).
    await memoryStorage.put("orphan-file-0001", Readable.from([png]));
    await database.db.insert(uploads).values({
      id: "orphan-file-0001",
      userId: client.id,
      originalName: "lost.png",
      mimeType: "image/png",
      size: png.length,
      storageKey: "orphan-file-0001",
      createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
    });
    const swept = await sweepUploads(database.db, memoryStorage);
    expect(swept.orphans).toBeGreaterThanOrEqual(1);
    expect(stored.has("orphan-file-0001")).toBe(false);
    expect(stored.has(kept!)).toBe(true);

    // Deleting the account (by any path: here plain SQL) queues its files; the sweep removes them.
    await database.db.delete(users).where(eq(users.id, client.id));
    await sweepUploads(database.db, memoryStorage);
    expect(stored.has(kept!)).toBe(false);
    const queued = await database.db.execute(sql`select count(*)::int as n from storage_garbage`);
    expect(rowsOf<{ n: number }>(queued)[0]!.n).toBe(0);
  });

  it("keeps a file an answer still points to", async () => {
    const client = await signedInUser("client");
    await upload(client.cookie);
    const [key] = await keysOf(client.id);
    await database.db.update(uploads).set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) });
    await sweepUploads(database.db, memoryStorage);
    expect(await keysOf(client.id)).toEqual([key]);
    expect(stored.has(key!)).toBe(true);
    const answers = await database.db.select().from(questionnaireAnswers);
    // The answer names the upload; an image's bytes live under its media asset's key (issue 12).
    const [row] = await database.db.select().from(uploads).where(eq(uploads.userId, client.id));
    expect(answers.some((a) => (a.answer as { fileId?: string }).fileId === row?.id)).toBe(true);
  });
});

describe("finding 4: enumeration through the raw auth API", () => {
  it("answers 404 for every library endpoint the product does not link to, the same for any address", async () => {
    const existing = await signedInUser("client");
    for (const [path, body] of [
      ["/api/auth/sign-up/email", { email: existing.email, password: "another password", name: "x" }],
      ["/api/auth/sign-up/email", { email: "nobody-here@example.com", password: "another password", name: "x" }],
      ["/api/auth/sign-in/email", { email: existing.email, password: "wrong" }],
      ["/api/auth/request-password-reset", { email: existing.email }],
      ["/api/auth/sign-in/magic-link", { email: existing.email }],
      ["/api/auth/email-otp/send-verification-otp", { email: existing.email, type: "sign-in" }],
    ] as const) {
      const request = new Request(`${BASE}${path}`, {
        method: "POST",
        headers: { origin: BASE, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const response = (await authApiAction(args(request))) as Response;
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: "Not found." });
    }
    const session = (await authApiLoader(args(get("/api/auth/get-session", existing.cookie)))) as Response;
    expect(session.status).toBe(404);
  });

  it("sign-up answers identically (body, status, and time within noise) for new, existing and unconfirmed addresses", async () => {
    const existing = await signedInUser("client");
    await submitAuth({ view: "sign_up", email: "unconfirmed-enum@example.com", password: "first password" });
    const samples: Record<string, number[]> = { fresh: [], existing: [], unconfirmed: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < 6; i++) {
      for (const kind of ["fresh", "existing", "unconfirmed"] as const) {
        const email =
          kind === "fresh"
            ? `fresh-${i}@example.com`
            : kind === "existing"
              ? existing.email
              : "unconfirmed-enum@example.com";
        const started = performance.now();
        const result = (await submitAuth({ view: "sign_up", email, password: "a sturdy passphrase" })) as Result;
        samples[kind]!.push(performance.now() - started);
        bodies.add(JSON.stringify({ status: result.init?.status ?? 200, data: result.data }));
      }
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        status: 200,
        data: { ok: true, view: "sign_up", message: "Check your email for the confirmation link" },
      }),
    ]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const fresh = median(samples.fresh!);
    for (const kind of ["existing", "unconfirmed"]) {
      const ratio = median(samples[kind]!) / fresh;
      // Each path hashes a password once; a skipped hash would make the ratio ≈ 0.1.
      expect(ratio, kind).toBeGreaterThan(0.4);
      expect(ratio, kind).toBeLessThan(2.5);
    }
  });

  it("the e-mail flows answer the same for known and unknown addresses", async () => {
    const existing = await signedInUser("client");
    for (const view of ["forgotten_password", "magic_link", "verify_otp"]) {
      const known = (await submitAuth({ view, email: existing.email })) as Result;
      const unknown = (await submitAuth({ view, email: `ghost-${view}@example.com` })) as Result;
      expect({ ...unknown.data, email: undefined }, view).toEqual({ ...known.data, email: undefined });
      expect(unknown.init?.status, view).toBe(known.init?.status);
    }
  });
});

describe("finding 5: the admin API of the auth library bypasses the product's rules", () => {
  it("closes /api/auth/admin/* even for an admin session, from outside and in-process", async () => {
    const admin = await signedInUser("admin");
    const client = await signedInUser("client");
    for (const [path, body] of [
      ["/api/auth/admin/set-role", { userId: client.id, role: "admin" }],
      ["/api/auth/admin/create-user", { email: "made@example.com", password: "whatever123", name: "x", role: "admin" }],
      ["/api/auth/admin/impersonate-user", { userId: client.id }],
      ["/api/auth/admin/ban-user", { userId: client.id }],
    ] as const) {
      const request = () =>
        new Request(`${BASE}${path}`, {
          method: "POST",
          headers: { origin: BASE, "content-type": "application/json", cookie: admin.cookie },
          body: JSON.stringify(body),
        });
      expect(((await authApiAction(args(request()))) as Response).status, path).toBe(404);
      expect((await (await getAuth()).handler(request())).status, path).toBe(404);
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({ role: "client", banned: false });
    expect(await database.db.select().from(users).where(eq(users.email, "made@example.com"))).toHaveLength(0);
  });

  it("never demotes, deactivates or deletes the last active admin, by any path", async () => {
    const last = await createVerifiedUser(database.db, {
      email: "last-admin@example.com",
      password: "x".repeat(12),
      role: "admin",
    });
    // Every other admin steps down (allowed while this one remains).
    await database.db.execute(sql`update users set role = 'client' where role = 'admin' and id <> ${last.id}`);
    const refused = /At least one administrator must remain/;
    // The command-line tool's library function.
    await expect(setUserRole(database.db, last.email, "client")).rejects.toThrow(refused);
    // The auth library's own admin functions, called in-process.
    const auth = await getAuth();
    await expect(auth.api.setRole({ body: { userId: last.id, role: "user" } } as never)).rejects.toThrow();
    // Plain SQL.
    await expect(database.db.update(users).set({ banned: true }).where(eq(users.id, last.id))).rejects.toThrow();
    await expect(database.db.delete(users).where(eq(users.id, last.id))).rejects.toThrow();
    const [row] = await database.db.select().from(users).where(eq(users.id, last.id));
    expect(row).toMatchObject({ role: "admin", banned: false });

    // With a second active admin, one of them may step down.
    const second = await createVerifiedUser(database.db, {
      email: "second-admin@example.com",
      password: "x".repeat(12),
      role: "admin",
    });
    await setUserRole(database.db, second.email, "client");
    await expect(setUserRole(database.db, last.email, "client")).rejects.toThrow(refused);
  });
});

describe("finding 6: 500s on malformed requests", () => {
  let adminCookie: string;
  beforeAll(async () => {
    adminCookie = (await signedInUser("admin")).cookie;
  });
  const bodies: [string, string | undefined, BodyInit | undefined][] = [
    ["text/plain", "text/plain", "hello"],
    ["JSON", "application/json", '{"intent":"add"}'],
    ["an empty body without a type", undefined, undefined],
    ["multipart without a boundary", "multipart/form-data", "--x\r\n"],
  ];
  for (const [what, type, body] of bodies) {
    it(`answers ${what} to a form action with a 4xx and a message`, async () => {
      for (const path of ["/auth", "/todo", "/account", "/hob/phase2/mood_board_upload"]) {
        const request = new Request(`${BASE}${path}`, {
          method: "POST",
          headers: { origin: BASE, cookie: adminCookie, ...(type ? { "content-type": type } : {}) },
          body,
        });
        const refused = await guardRequestBody(request, await loadSessionUser(request));
        expect(refused?.status, `${what} → ${path}`).toBeGreaterThanOrEqual(400);
        expect(refused?.status, `${what} → ${path}`).toBeLessThan(500);
        expect(((await refused!.json()) as { detail: string }).detail).toMatch(/\w+/);
      }
    });
  }

  it("answers PUT, DELETE, PATCH and TRACE with 405 and Allow", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "TRACE"]) {
      const request = new Request(`${BASE}/todo`, method === "TRACE" ? { method: "POST" } : { method });
      Object.defineProperty(request, "method", { value: method });
      const refused = await guardRequestBody(request, null);
      expect(refused?.status, method).toBe(405);
      expect(refused?.headers.get("allow")).toBe("GET, HEAD, POST");
    }
  });

  it("redirects to a non-ASCII redirectTo percent-encoded instead of failing", async () => {
    const user = await signedInUser("client");
    const loaded = await run(() =>
      authLoader(args(get("/auth?redirectTo=%2Fdashboard%2F%C3%A9t%C3%A9%E2%9C%93", user.cookie))),
    );
    expect(isRedirect(loaded, "/dashboard/%C3%A9t%C3%A9%E2%9C%93")).toBe(true);
    const lone = await run(() => authLoader(args(get("/auth?redirectTo=%2F%ED%A0%80", user.cookie))));
    expect(statusOf(lone)).toBeLessThan(500);
    const signIn = await submitAuth({
      view: "sign_in",
      email: user.email,
      password: user.password,
      redirectTo: "/hob/phase1/ünïcødé 🙂",
    });
    expect(isRedirect(signIn, "/hob/phase1/%C3%BCn%C3%AFc%C3%B8d%C3%A9%20%F0%9F%99%82")).toBe(true);
  });

  it("logs no error line for a 4xx route error", () => {
    const spy = vi.spyOn(logger, "error");
    const request = new Request(`${BASE}/`, { method: "POST" });
    handleError(
      { status: 405, statusText: "Method Not Allowed", internal: true, data: "", error: new Error("no action") },
      {
        request,
      },
    );
    expect(spy).not.toHaveBeenCalled();
  });
});

describe("finding 7: the app e-mails any address", () => {
  beforeEach(() => {
    ipCounter += 7;
  });

  it("contact acknowledgements echo nothing the sender typed and go out once a day per address", async () => {
    const victim = "victim-contact@example.com";
    for (let i = 0; i < 3; i++) {
      const request = new Request(`${BASE}/api/contact`, {
        method: "POST",
        headers: { origin: BASE, "content-type": "application/json", "x-client-ip": nextIp() },
        body: JSON.stringify({
          name: "Click http://evil.example/win now",
          email: victim,
          message: "A real looking message.",
        }),
      });
      const response = (await contactAction(args(request))) as Response;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    const mails = await mailsTo(database.db, victim);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toMatch(/evil|Click/);
  });

  it("no-account notices and invitation re-sends go out at most once a day per address", async () => {
    for (let i = 0; i < 3; i++) await submitAuth({ view: "magic_link", email: "stranger@example.com" });
    for (let i = 0; i < 3; i++) await submitAuth({ view: "verify_otp", email: "stranger@example.com" });
    expect(await mailsTo(database.db, "stranger@example.com")).toHaveLength(1);

    const invited = await createVerifiedUser(database.db, {
      email: "invited-person@example.com",
      password: "x".repeat(16),
      role: "client",
    });
    await database.db.update(users).set({ invitedAt: new Date() }).where(eq(users.id, invited.id));
    for (let i = 0; i < 3; i++) await submitAuth({ view: "forgotten_password", email: invited.email });
    expect(await mailsTo(database.db, invited.email)).toHaveLength(1);
  });

  it("an unconfirmed sign-up by someone else does not lock the real owner out (sign-up takes over)", async () => {
    const email = "owner-of-address@example.com";
    await submitAuth({ view: "sign_up", email, password: "attacker password" });
    const attackerLink = linkIn((await lastMailTo(database.db, email))?.text, /https?:\/\/\S+verify-email\S+/)!;
    // A fresh unconfirmed sign-up is protected for 15 minutes; this one is older.
    await database.db.execute(sql`update users set created_at = now() - interval '20 minutes' where email = ${email}`);
    await submitAuth({ view: "sign_up", email, password: "the real owner's password" });
    const ownerLink = linkIn((await lastMailTo(database.db, email))?.text, /https?:\/\/\S+verify-email\S+/)!;
    expect(ownerLink).not.toBe(attackerLink);

    const stale = await followEmailLink(attackerLink);
    expect(stale.headers.get("location")).toMatch(/error=/);
    const confirmed = await followEmailLink(ownerLink);
    expect(confirmed.headers.get("location")).toBe("/dashboard");
    const wrong = await submitAuth({ view: "sign_in", email, password: "attacker password" });
    expect(statusOf(wrong)).toBe(401);
    const right = await submitAuth({ view: "sign_in", email, password: "the real owner's password" });
    expect(isRedirect(right, "/dashboard")).toBe(true);
  });

  it("a stranger cannot replace someone's own sign-up of the last minutes", async () => {
    const email = "fresh-sign-up@example.com";
    await submitAuth({ view: "sign_up", email, password: "the owner's password" });
    const ownerLink = linkIn((await lastMailTo(database.db, email))?.text, /https?:\/\/\S+verify-email\S+/)!;
    await submitAuth({ view: "sign_up", email, password: "attacker password" });
    expect((await lastMailTo(database.db, email))?.subject).toMatch(/^Sign-up request/);
    const confirmed = await followEmailLink(ownerLink);
    expect(confirmed.headers.get("location")).toBe("/dashboard");
    expect(statusOf(await submitAuth({ view: "sign_in", email, password: "attacker password" }))).toBe(401);
    expect(isRedirect(await submitAuth({ view: "sign_in", email, password: "the owner's password" }))).toBe(true);
  });

  it("an unconfirmed sign-up by someone else does not lock the real owner out (reset takes over)", async () => {
    const email = "owner-by-reset@example.com";
    await submitAuth({ view: "sign_up", email, password: "attacker password" });
    await submitAuth({ view: "forgotten_password", email });
    const resetLink = linkIn((await lastMailTo(database.db, email))?.text, /https?:\/\/\S+reset-password\S+/)!;
    const redirected = await (await getAuth()).handler(new Request(resetLink));
    const token = new URL(redirected.headers.get("location")!, BASE).searchParams.get("token")!;
    const updated = (await submitAuth({ view: "update_password", token, password: "owner's new password" })) as Result;
    expect(updated.data).toMatchObject({ ok: true });
    const right = await submitAuth({ view: "sign_in", email, password: "owner's new password" });
    expect(isRedirect(right, "/dashboard")).toBe(true);
    expect(statusOf(await submitAuth({ view: "sign_in", email, password: "attacker password" }))).toBe(401);
  });

  it("a sign-up for a confirmed address changes nothing and notifies its owner once a day", async () => {
    const owner = await signedInUser("client");
    for (let i = 0; i < 3; i++)
      await submitAuth({ view: "sign_up", email: owner.email, password: "attacker password" });
    const notices = (await mailsTo(database.db, owner.email)).filter((m) => m.subject.startsWith("Sign-up request"));
    expect(notices).toHaveLength(1);
    expect(isRedirect(await submitAuth({ view: "sign_in", email: owner.email, password: owner.password }))).toBe(true);
  });
});

describe("finding 8: headers and logs", () => {
  it("never logs e-mail links in production or with SMTP", async () => {
    expect(mayLogEmailLinks({ NODE_ENV: "production" })).toBe(false);
    expect(mayLogEmailLinks({ NODE_ENV: "development", SMTP_URL: "smtp://mail" })).toBe(false);
    expect(mayLogEmailLinks({ NODE_ENV: "development" })).toBe(true);

    const spy = vi.spyOn(logger, "info");
    const dir = `${process.env.TMPDIR ?? "/tmp"}/ho-mail-${Date.now()}`;
    const message = { id: 1, from: "a@example.com", to: "b@example.com", subject: "s", html: null };
    await createTransport({ dataDir: dir, logLinks: false }).send({
      ...message,
      text: "https://x.example/t?token=SECRET",
    });
    expect(JSON.stringify(spy.mock.calls)).not.toContain("SECRET");
    await createTransport({ dataDir: dir, logLinks: true }).send({
      ...message,
      text: "https://x.example/t?token=SHOWN",
    });
    expect(JSON.stringify(spy.mock.calls)).toContain("SHOWN");
  });

  it("limits sign-in, code and reset attempts per account, whatever the client address", async () => {
    const account = { email: "limited-account@example.com", password: "the right password" };
    await createVerifiedUser(database.db, { ...account, role: "client" });
    const statuses: number[] = [];
    const signInMax = ACCOUNT_LIMITS["sign-in"].max;
    for (let i = 0; i <= signInMax; i++) {
      statuses.push(statusOf(await submitAuth({ view: "sign_in", email: account.email, password: "wrong password" })));
    }
    expect(statuses.slice(0, signInMax).every((s) => s === 401)).toBe(true);
    expect(statuses[signInMax]).toBe(429);

    const mailStatuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      mailStatuses.push(statusOf(await submitAuth({ view: "forgotten_password", email: "reset-target@example.com" })));
    }
    expect(mailStatuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(mailStatuses[5]).toBe(429);

    const codes: number[] = [];
    const codeMax = ACCOUNT_LIMITS["email-code"].max;
    for (let i = 0; i <= codeMax; i++) {
      codes.push(statusOf(await submitAuth({ view: "verify_otp", email: account.email, code: "000000" })));
    }
    expect(codes[codeMax]).toBe(429);
    // About 30 sign-in, reset and code attempts, each hashing a password: slow on a busy machine.
  }, 120_000);

  it("limits two-factor code attempts per account", async () => {
    const account = await signedInUser("client");
    const act = (fields: Record<string, string>) =>
      run(() => accountAction(args(postForm("/account", fields, account.cookie)))) as Promise<Result>;
    const enabled = await act({ intent: "2fa-enable", password: account.password });
    await act({ intent: "2fa-verify", code: totpFromUri(enabled.data.secretUri as string) });
    // Each fresh sign-in gives a new two-factor cookie (the library's own per-cookie limit starts
    // again), but the account's limit counts every attempt.
    const statuses: number[] = [];
    let cookie = "";
    for (let i = 0; i < 12; i++) {
      if (i % 2 === 0) {
        const signIn = await submitAuth({ view: "sign_in", email: account.email, password: account.password });
        cookie = cookieFrom(signIn as Response);
      }
      const code = `wrong-${i}-code`;
      statuses.push(statusOf(await submitAuth({ view: "two_factor", method: "backup", code }, cookie)));
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
