/**
 * Scale and resilience, against processes of our own (no browser): two app instances sharing one
 * PostgreSQL database (sessions and the e-mail outbox shared, nothing sent twice), and an SMTP
 * outage that the outbox rides out (nothing lost, nothing duplicated once the server is back).
 * Every process is started here on 127.0.0.1 (ports from E2E_PORT + 50…56) and stopped by its PID.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { E2E_PORT } from "../../playwright.config";
import { npmScriptArgs, spawnServer } from "../../scripts/lib/serve";
import { dropDatabase } from "../support/drop-database";
import type { ReceivedMessage } from "../support/smtp-sink";
import { postSignInLink, signInLinkIn } from "./fixtures";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const OWNER_EMAIL = "owner@scale.test";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── Processes ──────────────────────────────────────────────────────────────────

interface Proc {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; always by this child's own PID. */
  stop(): Promise<void>;
}

/** `"server"` starts the production server the way `npm run serve` does; other args run a Node script. */
function startProcess(args: string[] | "server", env: NodeJS.ProcessEnv): Proc {
  let output = "";
  const stdio = ["ignore", "pipe", "pipe"] as const;
  const child =
    args === "server"
      ? spawnServer(env, { stdio: [...stdio] })
      : spawn(process.execPath, args, { env, stdio: [...stdio] });
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.on("exit", () => resolve());
  });
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

async function waitForHttp(url: string, proc: Proc, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`process for ${url} exited with ${proc.child.exitCode}:\n${proc.output().slice(-3000)}`);
    }
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output().slice(-3000)}`);
}

/** node tests/support/smtp-sink.ts on SMTP port `port` and HTTP port `port + 1`. */
async function startSink(port: number, stopList: Proc[]) {
  const proc = startProcess(
    ["tests/support/smtp-sink.ts", "--smtp-port", String(port), "--http-port", String(port + 1)],
    process.env,
  );
  stopList.push(proc);
  const http = `http://127.0.0.1:${port + 1}`;
  await waitForHttp(`${http}/messages`, proc, 15_000);
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    async messages() {
      return (await (await fetch(`${http}/messages`)).json()) as ReceivedMessage[];
    },
    async refuse(on: boolean) {
      expect((await fetch(`${http}/refuse?on=${on ? 1 : 0}`, { method: "POST" })).ok).toBe(true);
    },
  };
}

type Sink = Awaited<ReturnType<typeof startSink>>;

function serverEnv(port: number, overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR,
    HOST: "127.0.0.1",
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    OWNER_EMAIL,
    SITE_NAME: "Holistic Omega",
    TRUST_PROXY: "1",
    LOG_LEVEL: "info",
    ...overrides,
  };
}

async function startServer(port: number, overrides: Record<string, string>, stopList: Proc[]) {
  const proc = startProcess("server", serverEnv(port, overrides));
  stopList.push(proc);
  const base = `http://127.0.0.1:${port}`;
  return { base, proc, ready: waitForHttp(`${base}/healthz`, proc, 90_000) };
}

// ── Requests ───────────────────────────────────────────────────────────────────

function postForm(base: string, pathname: string, fields: Record<string, string>, clientIp: string) {
  return fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": clientIp },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function sendInquiry(base: string, inquiry: { name: string; email: string }, clientIp: string) {
  return fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", "x-forwarded-for": clientIp },
    body: JSON.stringify({ ...inquiry, message: "Please get back to me about a session." }),
  });
}

function cookieHeader(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

// ── E-mail expectations ────────────────────────────────────────────────────────

interface Expected {
  label: string;
  to: string;
  subject: RegExp;
}

const matches = (m: ReceivedMessage, e: Expected) => m.to.includes(e.to) && e.subject.test(m.subject);

/**
 * Waits until every expected message has arrived (up to `timeoutMs`), waits `settleMs` more, then
 * checks that each arrived exactly once and that nothing else arrived.
 */
async function expectEachDeliveredOnce(sink: Sink, expected: Expected[], timeoutMs: number, settleMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  let missing = expected;
  while (Date.now() < deadline) {
    const messages = await sink.messages();
    missing = expected.filter((e) => !messages.some((m) => matches(m, e)));
    if (missing.length === 0) break;
    await sleep(200);
  }
  expect(
    missing.map((e) => e.label),
    `messages still missing after ${timeoutMs} ms`,
  ).toEqual([]);
  await sleep(settleMs);
  const messages = await sink.messages();
  const counts = expected.map((e) => `${e.label}: ${messages.filter((m) => matches(m, e)).length}`);
  expect(counts).toEqual(expected.map((e) => `${e.label}: 1`));
  const unexpected = messages.filter((m) => !expected.some((e) => matches(m, e)));
  expect(
    unexpected.map((m) => `${m.to.join(",")}: ${m.subject}`),
    "unexpected messages",
  ).toEqual([]);
  expect(messages).toHaveLength(expected.length);
  // One outbox row, one Message-ID: no row was delivered twice.
  expect(new Set(messages.map((m) => m.messageId)).size).toBe(messages.length);
  return messages;
}

function inquiryExpectations(inquiries: { name: string; email: string }[]): Expected[] {
  return inquiries.flatMap((inquiry) => [
    {
      label: `owner notice for ${inquiry.name}`,
      to: OWNER_EMAIL,
      subject: new RegExp(`^New inquiry from ${inquiry.name}$`),
    },
    { label: `acknowledgement to ${inquiry.email}`, to: inquiry.email, subject: /^We received your message/ },
  ]);
}

const verificationExpectation = (email: string): Expected => ({
  label: `verification e-mail to ${email}`,
  to: email,
  subject: /^Confirm your e-mail address/,
});

// ── The tests ──────────────────────────────────────────────────────────────────

test("Two app instances on one PostgreSQL share sessions and send each e-mail exactly once", async () => {
  test.setTimeout(180_000);
  const serverUrl = process.env.TEST_DATABASE_URL;
  expect(
    serverUrl,
    "TEST_DATABASE_URL must name a PostgreSQL role that can create databases (scripts/test.sh sets it through ensure_postgres in scripts/lib/system-deps.sh)",
  ).toBeTruthy();

  const run = randomBytes(4).toString("hex");
  const dbName = `ho_scale_${run}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl!);
  databaseUrl.pathname = `/${dbName}`;

  const processes: Proc[] = [];
  const dataDirs = [mkdtempSync(path.join(tmpdir(), "ho-scale-a-")), mkdtempSync(path.join(tmpdir(), "ho-scale-b-"))];
  try {
    const sink = await startSink(E2E_PORT + 50, processes);
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      SMTP_URL: sink.smtpUrl,
    };
    // Both start at once: one migrates, the other waits on the advisory lock.
    const a = await startServer(E2E_PORT + 52, { ...shared, DATA_DIR: dataDirs[0]! }, processes);
    const b = await startServer(E2E_PORT + 53, { ...shared, DATA_DIR: dataDirs[1]! }, processes);
    await Promise.all([a.ready, b.ready]);

    // (a) Sign up on A, confirm on B: the session works on both instances.
    const email = `scale-${run}@scale.test`;
    const signUp = await postForm(
      a.base,
      "/auth?view=sign_up",
      { view: "sign_up", name: "Scale User", email, password: "scale passphrase 1" },
      "203.0.113.200",
    );
    expect(signUp.status).toBe(200);
    expect(await signUp.text()).toContain("Check your email for the confirmation link");

    const [verification] = await expectEachDeliveredOnce(sink, [verificationExpectation(email)], 15_000);
    const link = signInLinkIn(verification!.text, "verify-email");
    expect(new URL(link).origin).toBe(a.base);
    // Confirmed on the other instance: the page there, then its button.
    const verified = await postSignInLink(link, { "x-forwarded-for": "203.0.113.200" }, b.base);
    expect(verified.status).toBe(302);
    const cookie = cookieHeader(verified);
    expect(cookie).toMatch(/ho\.session_token=/);

    for (const base of [a.base, b.base]) {
      const dashboard = await fetch(`${base}/dashboard`, { headers: { cookie }, redirect: "manual" });
      expect(dashboard.status, `/dashboard on ${base}`).toBe(200);
      expect(await dashboard.text()).toContain("User Dashboard");
    }

    // (b) 30 inquiries at once, alternating between the instances, each from its own address.
    const inquiries = Array.from({ length: 30 }, (_, i) => ({
      name: `Scale Caller ${i}`,
      email: `caller${i}-${run}@scale.test`,
    }));
    const statuses = await Promise.all(
      inquiries.map((inquiry, i) =>
        sendInquiry(i % 2 === 0 ? a.base : b.base, inquiry, `198.51.100.${i + 1}`).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(inquiries.map(() => 200));

    await expectEachDeliveredOnce(sink, [verificationExpectation(email), ...inquiryExpectations(inquiries)], 15_000);
  } finally {
    for (const proc of [...processes].reverse()) await proc.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase(serverUrl!, dbName);
  }
});

test("SMTP outage: inquiries and sign-ups are kept and every e-mail is delivered once the server is back", async () => {
  test.setTimeout(150_000);
  const run = randomBytes(4).toString("hex");
  const processes: Proc[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "ho-outage-"));
  try {
    const sink = await startSink(E2E_PORT + 54, processes);
    const port = E2E_PORT + 56;
    const overrides = {
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      SMTP_URL: sink.smtpUrl,
      OUTBOX_RETRY_BASE_SECONDS: "1",
    };
    // The owner's account, made with the real command-line tool before the server holds the database.
    const ownerPassword = "owner passphrase 1";
    execFileSync(
      process.execPath,
      [...npmScriptArgs("users"), "create", "--email", OWNER_EMAIL, "--password", ownerPassword, "--role", "admin"],
      { env: serverEnv(port, overrides), stdio: "pipe" },
    );
    const server = await startServer(port, overrides, processes);
    await server.ready;

    await sink.refuse(true);

    const inquiries = Array.from({ length: 5 }, (_, i) => ({
      name: `Outage Caller ${i}`,
      email: `outage${i}-${run}@scale.test`,
    }));
    for (const [i, inquiry] of inquiries.entries()) {
      expect((await sendInquiry(server.base, inquiry, `198.51.100.${100 + i}`)).status).toBe(200);
    }
    const accounts = [`outage-user-a-${run}@scale.test`, `outage-user-b-${run}@scale.test`];
    for (const [i, email] of accounts.entries()) {
      const signUp = await postForm(
        server.base,
        "/auth?view=sign_up",
        { view: "sign_up", email, password: "outage passphrase 1" },
        `203.0.113.${150 + i}`,
      );
      expect(signUp.status).toBe(200);
      expect(await signUp.text()).toContain("Check your email for the confirmation link");
    }

    // The inquiries are stored: the owner sees all five in the inbox while mail is down.
    const signIn = await postForm(
      server.base,
      "/auth",
      { view: "sign_in", email: OWNER_EMAIL, password: ownerPassword },
      "203.0.113.160",
    );
    expect(signIn.status).toBe(302);
    const inbox = await fetch(`${server.base}/admin/inquiries`, { headers: { cookie: cookieHeader(signIn) } });
    expect(inbox.status).toBe(200);
    const inboxHtml = await inbox.text();
    for (const inquiry of inquiries) expect(inboxHtml).toContain(inquiry.name);

    // Every one of the 12 messages has been tried and refused, and none was delivered.
    const expected = [...inquiryExpectations(inquiries), ...accounts.map(verificationExpectation)];
    const refusedIds = () =>
      new Set(
        server.proc
          .output()
          .split("\n")
          .filter((line) => line.includes('"e-mail delivery failed"'))
          .flatMap((line) => {
            try {
              return [(JSON.parse(line) as { outboxId: number }).outboxId];
            } catch {
              return []; // a line still being written
            }
          }),
      );
    await expect.poll(() => refusedIds().size, { timeout: 15_000 }).toBe(expected.length);
    expect(await sink.messages()).toEqual([]);

    // SMTP is back: retries (1 s, 2 s, 4 s… and the 5 s poll) deliver everything, once.
    await sink.refuse(false);
    const back = Date.now();
    await expectEachDeliveredOnce(sink, expected, 20_000);
    test.info().annotations.push({
      type: "delivery after outage",
      description: `all ${expected.length} messages within ${Date.now() - back - 2_000} ms (+2 s settle)`,
    });
  } finally {
    for (const proc of [...processes].reverse()) await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
