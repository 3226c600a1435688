/**
 * Two production server processes (scripts/serve.sh) on one PostgreSQL database behave as one: a
 * change made through instance A reaches instance B's cached public pages within a second (the
 * cache bus, app/lib/cache-bus.server.ts), and a role change made on A ends the old role's access on
 * B within the window docs/security.md states. PostgreSQL only: the embedded database has one process.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../app/lib/db/rows.ts";
import { createAccountWithCli, ensureServerBuild, spawnServer } from "../scripts/lib/serve.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

const BASE_PORT = Number(process.env.INSTANCES_TEST_PORT ?? 3660);
const PORTS = [BASE_PORT, BASE_PORT + 1] as const;
const origin = (port: number) => `http://localhost:${port}`;

let database: TestDatabase | undefined;
const servers: ChildProcess[] = [];
const dataDirs: string[] = [];
let logs = "";
const logsByPort = new Map<number, string>();

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${origin(port)}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on ${port} did not start:\n${logs.slice(-2000)}`);
}

function cookiesOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function signIn(port: number, email: string, password: string) {
  const response = await fetch(`${origin(port)}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: origin(port), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ view: "sign_in", email, password }),
  });
  expect(response.status).toBe(302);
  return cookiesOf(response);
}

function decode(value: string) {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The values a browser would submit from the page's post form that has `field`, as rendered. */
function formValues(html: string, field: string) {
  const form =
    [...html.matchAll(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/g)]
      .map((match) => match[1] ?? "")
      .find((body) => body.includes(` name="${field}"`)) ?? "";
  const values = new URLSearchParams();
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = tag.match(/\bname="([^"]*)"/)?.[1];
    if (!name) continue;
    const type = tag.match(/\btype="([^"]*)"/)?.[1] ?? "text";
    if ((type === "checkbox" || type === "radio") && !/\schecked(=|\s|>|\/)/.test(tag)) continue;
    if (type === "submit" || type === "file") continue;
    values.append(name, decode(tag.match(/\bvalue="([^"]*)"/)?.[1] ?? (type === "checkbox" ? "on" : "")));
  }
  for (const [, attributes, body] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attributes?.match(/\bname="([^"]*)"/)?.[1];
    const options = [...(body ?? "").matchAll(/<option\b([^>]*)>/g)].map((option) => option[1] ?? "");
    const chosen = options.find((option) => /\sselected/.test(option)) ?? options[0];
    if (name && chosen !== undefined) values.append(name, decode(chosen.match(/\bvalue="([^"]*)"/)?.[1] ?? ""));
  }
  for (const [, attributes, body] of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attributes?.match(/\bname="([^"]*)"/)?.[1];
    if (name) values.append(name, decode(body ?? ""));
  }
  return values;
}

/** Polls `check` until it holds; the time it took, in ms. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`still not true after ${limitMs} ms`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  beforeAll(async () => {
    ensureServerBuild();
    database = await createTestDatabase();
    const shared = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      AUTH_SECRET: "instances-test-secret-0123456789-abcdefghijkl",
      LOG_LEVEL: "info",
      SMTP_URL: "",
      BASE_URL: origin(BASE_PORT),
    };
    const toolDataDir = mkdtempSync(path.join(tmpdir(), "ho-instances-"));
    dataDirs.push(toolDataDir);
    for (const [email, role] of [
      ["owner@example.com", "admin"],
      ["client@example.com", "client"],
    ] as const) {
      createAccountWithCli({ ...shared, DATA_DIR: toolDataDir }, { email, password: `${role} passphrase`, role });
    }
    for (const port of PORTS) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "ho-instances-"));
      dataDirs.push(dataDir);
      const server = spawnServer(
        { ...shared, PORT: String(port), BASE_URL: origin(port), DATA_DIR: dataDir },
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      server.stdout?.on("data", (data: Buffer) => {
        logs += data.toString();
        logsByPort.set(port, (logsByPort.get(port) ?? "") + data.toString());
      });
      server.stderr?.on("data", (data: Buffer) => {
        logs += data.toString();
      });
      servers.push(server);
    }
    await Promise.all(PORTS.map(waitForHealth));
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.exitCode !== null) continue;
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await database?.destroy();
  });

  const book = (port: number) => fetch(`${origin(port)}/book`).then((response) => response.text());

  /** Renames the first session type through instance `port`'s owner form; the new name. */
  async function renameSessionType(port: number) {
    const a = port;
    const owner = await signIn(a, "owner@example.com", "admin passphrase");
    const setup = await fetch(`${origin(a)}/admin/booking/setup`, { headers: { cookie: owner } }).then((r) => r.text());
    const typePath = setup.match(/href="(\/admin\/booking\/types\/\d+)"/)?.[1];
    expect(typePath, "a session type to edit").toBeDefined();
    const editPage = await fetch(`${origin(a)}${typePath}`, { headers: { cookie: owner } }).then((r) => r.text());
    const values = formValues(editPage, "name");
    const newName = `Portrait du matin ${Date.now() % 10_000}`;
    values.set("name", newName);
    const saved = await fetch(`${origin(a)}${typePath}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: owner, origin: origin(a), "content-type": "application/x-www-form-urlencoded" },
      body: values,
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(400);
    expect(await book(a)).toContain(newName);
    return newName;
  }

  it("a session type renamed on A shows on B's cached /book within a second", async () => {
    const [a, b] = PORTS;
    const before = await book(b);
    // The second answer comes from B's public-page cache (the first rendering was stored).
    expect(await book(b)).toBe(before);
    const newName = await renameSessionType(a);
    const took = await timeUntil(async () => (await book(b)).includes(newName), 1_000);
    console.log(`B served the new /book ${took.toFixed(0)} ms after A answered`);
    expect(took).toBeLessThan(1_000);
  }, 60_000);

  it("a photo published on A shows on B's cached /portfolio within a second", async () => {
    const [a, b] = PORTS;
    const portfolio = () => fetch(`${origin(b)}/portfolio`).then((response) => response.text());
    // A processed photo waiting in the owner's portfolio (what the media job leaves), not yet published.
    const alt = `Portrait de l’équipe au studio ${Date.now() % 10_000}`;
    const assetId = `instances-${Date.now()}`;
    const derivatives = [480, 960].flatMap((width) =>
      (["avif", "webp", "jpeg"] as const).map((format) => ({ format, width, height: (width * 2) / 3, size: 50_000 })),
    );
    const [photo] = await database!.db
      .execute<{ id: number }>(sql`
      with asset as (
        insert into media_assets (id, use, original_key, original_name, mime_type, size, status, width, height,
          content_hash, derivatives)
        values (${assetId}, 'portfolio', ${`originals/${assetId}.jpg`}, 'IMG_0001.jpg', 'image/jpeg', 17000000,
          'ready', 6000, 4000, 'abc123', ${JSON.stringify(derivatives)}::jsonb)
        returning id)
      insert into portfolio_photos (asset_id, alt_text, caption) select id, ${alt}, '' from asset returning id`)
      .then((result) => rowsOf<{ id: number }>(result));
    const before = await portfolio();
    expect(before).not.toContain(alt);
    expect(await portfolio(), "B answers /portfolio from its cache").toBe(before);

    const owner = await signIn(a, "owner@example.com", "admin passphrase");
    const published = await fetch(`${origin(a)}/admin/portfolio`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: owner, origin: origin(a), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "publish", id: String(photo!.id) }),
    });
    expect(published.status, await published.clone().text()).toBeLessThan(400);
    expect(await fetch(`${origin(a)}/portfolio`).then((r) => r.text())).toContain(alt);
    const took = await timeUntil(async () => (await portfolio()).includes(alt), 1_000);
    console.log(`B served the new /portfolio ${took.toFixed(0)} ms after A answered`);
    expect(took).toBeLessThan(1_000);
  }, 60_000);

  it("B's cache bus cut off: B caches nothing until it listens again, so no change is missed", async () => {
    const [a, b] = PORTS;
    await book(b);
    const admin = new pg.Client({ connectionString: database?.url });
    await admin.connect();
    try {
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'holistic-omega cache bus' and datname = current_database()",
      );
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    const newName = await renameSessionType(a);
    await timeUntil(async () => (await book(b)).includes(newName), 1_000);
    // Both buses listen again (the notification of a later change arrives).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await book(b);
    const later = await renameSessionType(a);
    await timeUntil(async () => (await book(b)).includes(later), 1_000);
  }, 60_000);

  it("a client's answer saved on A shows on B's kept dashboard within a second", async () => {
    const [a, b] = PORTS;
    const client = await signIn(b, "client@example.com", "client passphrase");
    // The nonce differs per answer; the rest of a kept page is the same bytes.
    const dashboard = () =>
      fetch(`${origin(b)}/dashboard`, { headers: { cookie: client } }).then(async (r) =>
        (await r.text()).replace(/nonce="[^"]*"/g, ""),
      );
    const before = await dashboard();
    const hits = () => (logsByPort.get(b) ?? "").split('"cache":"private-hit"').length - 1;
    const hitsBefore = hits();
    await timeUntil(async () => (await dashboard()) === before && hits() > hitsBefore, 5_000);

    const saved = await fetch(`${origin(a)}/hob/phase1/values-q1`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: client,
        origin: origin(a),
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "next", answer: "Honnêteté, curiosité et soin : être fidèle à moi-même." }),
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(400);
    const took = await timeUntil(async () => (await dashboard()) !== before, 1_000);
    console.log(`B's kept dashboard was dropped ${took.toFixed(0)} ms after A saved`);
    expect(took).toBeLessThan(1_000);
  }, 60_000);

  it("after a write, a burst of one person's loads is answered by one rendering", async () => {
    const [, b] = PORTS;
    const client = await signIn(b, "client@example.com", "client passphrase");
    /** The request's log line on B: whether the signed-in cache answered it. */
    const cacheOf = async (requestId: string) => {
      let line: { cache?: string } | undefined;
      await timeUntil(async () => {
        const found = (logsByPort.get(b) ?? "").split("\n").find((text) => text.includes(`"requestId":"${requestId}"`));
        line = found ? JSON.parse(found) : undefined;
        return line !== undefined;
      }, 5_000);
      return line?.cache;
    };
    const load = async () => {
      const response = await fetch(`${origin(b)}/dashboard`, { headers: { cookie: client } });
      expect(response.status).toBe(200);
      const body = await response.text();
      return {
        cache: await cacheOf(response.headers.get("x-request-id") ?? ""),
        nonce: body.match(/nonce="([^"]+)"/)?.[1],
      };
    };
    await load();
    // A write on B: every kept page is stale from here on.
    const saved = await fetch(`${origin(b)}/hob/phase1/values-q1`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: client,
        origin: origin(b),
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "next", answer: "La curiosité, toujours." }),
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(400);
    const burst = await Promise.all(Array.from({ length: 8 }, load));
    expect(
      burst.filter(({ cache }) => cache !== "private-hit"),
      "renderings in the burst",
    ).toHaveLength(1);
    // Each answer still has its own nonce.
    expect(new Set(burst.map(({ nonce }) => nonce)).size).toBe(burst.length);
  }, 60_000);

  it("a client demoted on A loses the client pages on B within the stated window", async () => {
    const [a, b] = PORTS;
    const client = await signIn(b, "client@example.com", "client passphrase");
    // A questionnaire step: a client's page (200), refused to a plain user (403).
    const clientPage = () =>
      fetch(`${origin(b)}/hob/phase1/welcome`, { headers: { cookie: client }, redirect: "manual" }).then(
        (r) => r.status,
      );
    expect(await clientPage()).toBe(200);

    const owner = await signIn(a, "owner@example.com", "admin passphrase");
    const users = await fetch(`${origin(a)}/admin/users?q=client%40example.com`, { headers: { cookie: owner } }).then(
      (r) => r.text(),
    );
    // The search finds the client alone: each of the row's forms names them.
    const userId = users.match(/name="userId" value="([^"]+)"/)?.[1];
    expect(userId, "the client's row on /admin/users").toBeDefined();
    const demoted = await fetch(`${origin(a)}/admin/users`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: owner, origin: origin(a), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "set-role", userId: userId ?? "", role: "user" }),
    });
    expect(demoted.status).toBeLessThan(400);

    // docs/security.md: other PostgreSQL instances hear of a role change within about a second.
    // Polled every second; the margin is for a loaded machine.
    const took = await timeUntil(async () => (await clientPage()) === 403, 2_500);
    console.log(`B refused the demoted client ${took.toFixed(0)} ms after A answered`);
    expect(took).toBeLessThan(2_500);
  }, 60_000);
});
