/**
 * Hostile HTTP against a real production server process (the build in build/, rebuilt when older
 * than the sources), on 127.0.0.1:3650: oversized and chunked bodies under concurrency with the
 * server's memory measured, odd methods, wrong content types, missing multipart boundaries and
 * non-ASCII in every parameter on every route. Never a 5xx, never an error-level log line.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountWithCli, ensureServerBuild, spawnServer } from "../scripts/lib/serve.ts";
import { accessMatrix } from "../tests/e2e/access-matrix.ts";

const PORT = Number(process.env.SECURITY_TEST_PORT ?? 3650);
const ORIGIN = `http://localhost:${PORT}`;

let server: ChildProcess;
let dataDir: string;
const logLines: { level: number; msg?: string; [key: string]: unknown }[] = [];
let adminCookie = "";
let clientCookie = "";
let userCookie = "";

function rssBytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = status.match(/VmRSS:\s+(\d+) kB/)?.[1];
  if (!kb) throw new Error(`the server process ${pid} is gone`);
  return Number(kb) * 1024;
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** The status line and header lines as received. */
  head: string;
  body: string;
  /** Bytes of request body the client managed to hand to the socket before the server answered. */
  sent: number;
  /** Every Set-Cookie's `name=value`, as a Cookie header sends them back. */
  cookie: string;
}

/**
 * One request over a raw socket (so paths and headers may carry any bytes). The body is written in
 * chunks of `chunkBytes` (chunked transfer encoding unless `length` is declared) until `bodyBytes` are
 * sent or the server has answered or closed.
 */
function raw(
  method: string,
  target: string,
  options: {
    headers?: Record<string, string>;
    body?: string | Buffer;
    bodyBytes?: number;
    chunked?: boolean;
    chunkBytes?: number;
    /** A declared body is written this long after the head (the server starts on the request first). */
    bodyAfterMs?: number;
  } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, "127.0.0.1");
    const received: Buffer[] = [];
    let sent = 0;
    let answered = false;
    // Keep-alive, as browsers do: with "Connection: close" the server closes at once and an answer
    // to a request whose body is still arriving may be lost to the reset. The client ends the socket
    // once the answer is complete.
    const headers: Record<string, string> = { host: `localhost:${PORT}`, ...options.headers };
    const fixed = options.body === undefined ? undefined : Buffer.from(options.body);
    const chunked = options.chunked ?? options.bodyBytes !== undefined;
    if (fixed && !chunked) headers["content-length"] = String(fixed.length);
    if (chunked) headers["transfer-encoding"] = "chunked";
    const head = `${method} ${target} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join("\r\n")}\r\n\r\n`;

    const finish = () => {
      const all = Buffer.concat(received).toString("latin1");
      const match = all.match(/^HTTP\/1\.1 (\d{3})/);
      if (!match) return reject(new Error(`no HTTP answer to ${method} ${target}: ${all.slice(0, 200)}`));
      const [headText = "", ...rest] = all.split("\r\n\r\n");
      const parsed: Record<string, string> = {};
      const cookies: string[] = [];
      for (const line of headText.split("\r\n").slice(1)) {
        const at = line.indexOf(":");
        const name = line.slice(0, at).toLowerCase();
        parsed[name] = line.slice(at + 1).trim();
        if (name === "set-cookie") cookies.push(parsed[name]!.split(";")[0]!);
      }
      const body = rest.join("\r\n\r\n");
      resolve({ status: Number(match[1]), headers: parsed, head: headText, body, sent, cookie: cookies.join("; ") });
    };
    socket.on("data", (data) => {
      received.push(data);
      answered = true;
      if (responseComplete(Buffer.concat(received), method)) socket.destroy();
    });
    socket.on("error", () => {}); // EPIPE/ECONNRESET once the server refuses and closes: expected
    socket.on("close", finish);

    socket.write(Buffer.from(head, "utf8"));
    if (fixed && !chunked) {
      const send = () => {
        socket.write(fixed);
        sent = fixed.length;
      };
      if (options.bodyAfterMs) setTimeout(send, options.bodyAfterMs);
      else send();
      return;
    }
    if (!chunked) return;
    const total = options.bodyBytes ?? fixed?.length ?? 0;
    const size = options.chunkBytes ?? 256 * 1024;
    const filler = Buffer.alloc(size, 0x61);
    const pump = () => {
      while (!answered && !socket.destroyed && sent < total) {
        const piece = fixed ? fixed.subarray(sent, sent + size) : filler.subarray(0, Math.min(size, total - sent));
        sent += piece.length;
        const ok = socket.write(
          Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]),
        );
        if (!ok) return socket.once("drain", pump);
      }
      if (!answered && !socket.destroyed && sent >= total) socket.write("0\r\n\r\n");
    };
    pump();
  });
}

/** Whether `data` holds a whole HTTP/1.1 response (Content-Length or chunked framing). */
function responseComplete(data: Buffer, method: string) {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const head = data.subarray(0, end).toString("latin1").toLowerCase();
  const body = data.subarray(end + 4);
  if (method === "HEAD" || /^http\/1\.1 (1\d\d|204|304)/.test(head)) return true;
  const length = head.match(/\r\ncontent-length: *(\d+)/)?.[1];
  if (length !== undefined) return body.length >= Number(length);
  if (/\r\ntransfer-encoding: *chunked/.test(head))
    return body.includes("\r\n0\r\n\r\n") || body.toString("latin1").startsWith("0\r\n\r\n");
  return false;
}

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await raw("GET", "/healthz")).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

beforeAll(async () => {
  ensureServerBuild();
  dataDir = mkdtempSync(path.join(tmpdir(), "ho-transport-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    BASE_URL: ORIGIN,
    LOG_LEVEL: "info",
    SMTP_URL: "",
  };
  createAccountWithCli(env, { email: "owner@example.com", password: "owner passphrase", role: "admin" });
  for (const role of ["client", "user"]) {
    createAccountWithCli(env, { email: `${role}@example.com`, password: `${role} passphrase`, role });
  }
  server = spawnServer(env, { stdio: ["ignore", "pipe", "pipe"] });
  let pending = "";
  server.stdout!.on("data", (data: Buffer) => {
    pending += data.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logLines.push(JSON.parse(line));
      } catch {
        logLines.push({ level: 60, msg: line });
      }
    }
  });
  server.stderr!.on("data", (data: Buffer) => logLines.push({ level: 60, msg: data.toString() }));
  await waitForHealth();
  const signIn = await raw("POST", "/auth", {
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: "view=sign_in&email=owner%40example.com&password=owner+passphrase",
  });
  adminCookie = (signIn.headers["set-cookie"] ?? "").split(";")[0]!;
  expect(signIn.status).toBe(302);
  for (const role of ["client", "user"]) {
    const roleSignIn = await raw("POST", "/auth", {
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: `view=sign_in&email=${role}%40example.com&password=${role}+passphrase`,
    });
    expect(roleSignIn.status).toBe(302);
    if (role === "client") clientCookie = roleSignIn.cookie;
    else userCookie = roleSignIn.cookie;
  }
}, 240_000);

afterAll(async () => {
  if (server?.pid) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const errorLines = () => logLines.filter((line) => line.level >= 50);

describe("finding 1: memory stays flat under oversized bodies (real server)", () => {
  it("20 concurrent anonymous 100–300 MB chunked bodies: RSS growth < 100 MB, /healthz answers", async () => {
    const pid = server.pid!;
    await raw("GET", "/");
    const baseline = rssBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssBytes(pid));
      } catch {
        peak = Number.POSITIVE_INFINITY;
      }
    }, 50);
    const health: number[] = [];
    let attacking = true;
    const prober = (async () => {
      while (attacking) {
        const started = performance.now();
        const answer = await raw("GET", "/healthz");
        expect(answer.status).toBe(200);
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const targets: [string, string][] = [
      ["/auth", "multipart/form-data; boundary=x"],
      ["/auth", "application/x-www-form-urlencoded"],
      ["/hob/phase2/mood_board_upload", "multipart/form-data; boundary=x"],
      ["/api/contact", "application/json"],
      ["/todo", "text/plain"],
    ];
    const attacks = Array.from({ length: 20 }, (_, i) => {
      const [target, type] = targets[i % targets.length]!;
      return raw("POST", target, {
        headers: { origin: ORIGIN, "content-type": type },
        bodyBytes: (100 + (i % 3) * 100) * 1024 * 1024,
      });
    });
    const answers = await Promise.all(attacks).finally(() => {
      attacking = false;
    });
    await prober.finally(() => clearInterval(sampler));

    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const totalSent = answers.reduce((sum, a) => sum + a.sent, 0);
    expect(totalSent).toBeLessThan(20 * 20 * 1024 * 1024); // cut off early, not read to the end
    expect(peak - baseline).toBeLessThan(100 * 1024 * 1024);
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(3000);
    expect(errorLines()).toEqual([]);
    console.info(
      `RSS baseline ${Math.round(baseline / 1048576)} MB, peak ${Math.round(peak / 1048576)} MB; ` +
        `bytes accepted before refusal ${Math.round(totalSent / 1048576)} MB; /healthz max ${Math.round(Math.max(...health))} ms`,
    );
  }, 120_000);

  it("a declared oversized body is refused before a byte is read", async () => {
    const answer = await raw("POST", "/auth", {
      headers: {
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(300 * 1024 * 1024),
      },
    });
    expect(answer.status).toBe(413);
  });
});

describe("finding 6: malformed requests get a clear 4xx (real server)", () => {
  it("TRACE, PUT, DELETE and PATCH answer 405 with Allow, OPTIONS 204", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      for (const target of ["/", "/auth", "/api/contact", "/todo"]) {
        const answer = await raw(method, target, { headers: { origin: ORIGIN } });
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST");
        expect(answer.body).toMatch(/not supported/);
      }
    }
    expect((await raw("OPTIONS", "/auth")).status).toBe(204);
    expect(errorLines()).toEqual([]);
  });

  it("POST to a page without an action is a 405, not an error log line", async () => {
    const answer = await raw("POST", "/services", {
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(answer.status).toBe(405);
    expect(errorLines()).toEqual([]);
  });
});

describe("malformed multipart forms (real server)", () => {
  it("are refused with a 400 every time, also when the form parser meets the body before the request ends", async () => {
    // A fresh sign-in: from the second request on, the session comes from memory at once, so the action
    // reads the body as it arrives (here, a moment after the head).
    const signIn = await raw("POST", "/auth", {
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "view=sign_in&email=client%40example.com&password=client+passphrase",
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await raw("POST", "/hob/phase1/values-q1", {
        headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=zz", cookie: signIn.cookie },
        body: "--zz\r\nno headers",
        bodyAfterMs: 30,
      });
      expect(answer.status, `attempt ${attempt + 1}`).toBe(400);
      expect(answer.body).toMatch(/could not be read/);
    }
    expect(errorLines()).toEqual([]);
  });
});

describe("finding 8: headers (real server)", () => {
  it("sends Permissions-Policy, no X-Frame-Options, and keeps frame-ancestors 'none'", async () => {
    for (const target of ["/", "/healthz", "/api/contact"]) {
      const answer = await raw("GET", target);
      expect(answer.headers["permissions-policy"], target).toMatch(/camera=\(\)/);
      expect(answer.headers["permissions-policy"]).toMatch(/geolocation=\(\)/);
      expect(answer.headers["x-frame-options"], target).toBeUndefined();
      expect(answer.headers["content-security-policy"], target).toMatch(/frame-ancestors 'none'/);
    }
  });
});

describe("answer saves answered before React Router (real server)", () => {
  const STEP = "/hob/phase1/values-q1";
  const form = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" };
  const asJson = { ...form, accept: "application/json" };
  const save = (answer: string, headers: Record<string, string>, cookie = clientCookie) =>
    raw("POST", STEP, {
      headers: cookie ? { ...headers, cookie } : headers,
      body: new URLSearchParams({ intent: "next", answer }).toString(),
    });
  const savedAnswer = async () => {
    const page = await raw("GET", STEP, { headers: { cookie: clientCookie } });
    expect(page.status).toBe(200);
    return page.body;
  };

  it("the step page's JSON save: saved, told where to go next, with every header a page answer has", async () => {
    const answer = await save("Curiosity, kept on purpose", asJson);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ redirectTo: "/hob/phase1/values-q2" });
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["permissions-policy"]).toMatch(/camera=\(\)/);
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await savedAnswer()).toContain("Curiosity, kept on purpose");
  });

  it("the same form without JavaScript: saved and redirected", async () => {
    const answer = await save("Care, written without scripts", form);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/hob/phase1/values-q2");
    expect(await savedAnswer()).toContain("Care, written without scripts");
  });

  it("a refused answer changes nothing: JSON says why; the form gets the page with the message", async () => {
    const tooLong = "x".repeat(20_001);
    const json = await save(tooLong, asJson);
    expect(json.status).toBe(400);
    expect(JSON.parse(json.body)).toMatchObject({ ok: false, error: /too long/ });
    const page = await save(tooLong, form);
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toMatch(/too long/);
    // The rendered page's own policy (its scripts' nonce) and no second, stricter one beside it.
    expect(page.head.match(/^content-security-policy:/gim)).toHaveLength(1);
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    expect(await savedAnswer()).toContain("Care, written without scripts");
  });

  it("a visitor is sent to sign in, a non-client is refused, a cross-site save never runs", async () => {
    const anonymous = await save("Not mine to save", asJson, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/auth\?redirectTo=/);
    expect((await save("Not mine to save", asJson, userCookie)).status).toBe(403);
    const crossSite = await raw("POST", STEP, {
      headers: { ...asJson, origin: "https://elsewhere.example", cookie: clientCookie },
      body: "intent=next&answer=Planted",
    });
    expect(crossSite.status).toBe(403);
    const unknownStep = await raw("POST", "/hob/phase1/no-such-step", {
      headers: { ...asJson, cookie: clientCookie },
      body: "intent=next&answer=Lost",
    });
    expect(unknownStep.status).toBe(404);
    expect(await savedAnswer()).not.toMatch(/Not mine to save|Planted/);
    expect(errorLines()).toEqual([]);
  });

  it("a body over the form limit is refused, declared or chunked", async () => {
    const declared = await raw("POST", STEP, {
      headers: { ...asJson, cookie: clientCookie, "content-length": String(65 * 1024) },
    });
    expect(declared.status).toBe(413);
    const chunked = await raw("POST", STEP, {
      headers: { ...asJson, cookie: clientCookie },
      body: `intent=next&answer=${"y".repeat(70 * 1024)}`,
      chunked: true,
    });
    expect(chunked.status).toBe(413);
    expect(await savedAnswer()).toContain("Care, written without scripts");
  });
});

describe("hostile transport fuzzing on every route (real server)", () => {
  const urls = [...new Set(accessMatrix.map((row) => row.url))];
  const weird = "/é✓🙂%FF%00<script>";
  const nonAscii = "ünïcødé✓🙂";

  const cases: { name: string; method: string; path: (url: string) => string; options: Parameters<typeof raw>[2] }[] = [
    { name: "GET with non-ASCII in every parameter", method: "GET", path: (u) => withParams(u), options: {} },
    {
      name: "GET with a non-ASCII path segment",
      method: "GET",
      path: (u) => `${u.split("?")[0]}/${encodeURIComponent(nonAscii)}`,
      options: {},
    },
    {
      name: "GET with raw (unencoded) UTF-8 bytes in the target",
      method: "GET",
      path: (u) => `${u.split("?")[0]}?redirectTo=${weird}&view=${nonAscii}`,
      options: {},
    },
    { name: "HEAD", method: "HEAD", path: (u) => u, options: {} },
    {
      name: "POST text/plain",
      method: "POST",
      path: (u) => u,
      options: { headers: { "content-type": "text/plain" }, body: "hello" },
    },
    {
      name: "POST JSON",
      method: "POST",
      path: (u) => u,
      options: { headers: { "content-type": "application/json" }, body: '{"intent":"x","email":"a@b.c"}' },
    },
    { name: "POST empty without a type", method: "POST", path: (u) => u, options: { body: "" } },
    {
      name: "POST multipart without a boundary",
      method: "POST",
      path: (u) => u,
      options: { headers: { "content-type": "multipart/form-data" }, body: "--x\r\n\r\n" },
    },
    {
      name: "POST multipart with a broken body",
      method: "POST",
      path: (u) => u,
      options: { headers: { "content-type": "multipart/form-data; boundary=zz" }, body: "--zz\r\nno headers" },
    },
    {
      name: "POST url-encoded with non-ASCII in every field",
      method: "POST",
      path: (u) => withParams(u),
      options: {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: ["intent", "view", "email", "password", "name", "message", "code", "token", "redirectTo", "id", "url"]
          .map((k) => `${k}=${encodeURIComponent(k === "redirectTo" ? weird : nonAscii)}`)
          .concat(["broken=%E0%A4%A", "nul=%00"])
          .join("&"),
      },
    },
    {
      name: "POST chunked 2 MB url-encoded",
      method: "POST",
      path: (u) => u,
      options: { headers: { "content-type": "application/x-www-form-urlencoded" }, bodyBytes: 2 * 1024 * 1024 },
    },
    {
      name: "POST application/xml",
      method: "POST",
      path: (u) => u,
      options: { headers: { "content-type": "application/xml" }, body: "<a/>" },
    },
  ];

  function withParams(url: string) {
    const [pathname, query = ""] = url.split("?");
    const params = ["redirectTo", "view", "token", "error", "q", "client", "stage", "phase", "status", "id"]
      .map((k) => `${k}=${encodeURIComponent(k === "redirectTo" ? weird : nonAscii).replace("%25FF", "%FF")}`)
      .join("&");
    return `${pathname}?${query ? `${query}&` : ""}${params}`;
  }

  for (const c of cases) {
    it(`${c.name}: never a 5xx, anonymous or admin`, async () => {
      const failures: string[] = [];
      for (const url of urls) {
        for (const cookie of ["", adminCookie]) {
          const answer = await raw(c.method, c.path(url), {
            ...c.options,
            headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...c.options?.headers },
          });
          if (answer.status >= 500)
            failures.push(`${c.method} ${c.path(url)} (${cookie ? "admin" : "anonymous"}) → ${answer.status}`);
        }
      }
      expect(failures).toEqual([]);
      expect(errorLines()).toEqual([]);
    }, 120_000);
  }

  it("memory stayed bounded through the whole fuzz run", () => {
    expect(rssBytes(server.pid!)).toBeLessThan(900 * 1024 * 1024);
  });
});
