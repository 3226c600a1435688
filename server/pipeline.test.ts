/**
 * Development and production are one request pipeline (server/pipeline/): the same requests, sent to
 * a production server (scripts/serve.sh, the build in build/) on 127.0.0.1:PIPELINE_TEST_PORT (default
 * 3675) and to a development server (`npm run dev`: Vite in middleware mode) on the next port, get the
 * same stages, statuses, security headers, Content-Security-Policy shape, request id, refusals and one
 * log line each with the same fields. Production answers some of them from its page caches (which
 * development switches off): the answers must not show it, beyond the log line's `cache` field.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedPath } from "../app/lib/logged-path.ts";
import {
  createAccountWithCli,
  ensureServerBuild,
  PROJECT_ROOT,
  spawnDevServer,
  spawnServer,
} from "../scripts/lib/serve.ts";
import { LISTENING_SOCKETS } from "./listen.ts";

const PRODUCTION_PORT = Number(process.env.PIPELINE_TEST_PORT ?? 3675);
const DEVELOPMENT_PORT = PRODUCTION_PORT + 1;
const STEP = "/hob/phase1/values-q1";

/** Every answer's security headers (helmet's, less HSTS on http, and Permissions-Policy). */
const SECURITY_HEADERS = [
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-content-type-options",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "permissions-policy",
];

interface LogLine {
  level: number;
  msg?: string;
  requestId?: string;
  [key: string]: unknown;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  bytes: Buffer;
}

class Server {
  readonly logLines: LogLine[] = [];
  output = "";
  cookie = "";
  readonly name: "production" | "development";
  readonly port: number;
  readonly child: ChildProcess;
  constructor(name: "production" | "development", port: number, child: ChildProcess) {
    this.name = name;
    this.port = port;
    this.child = child;
    let pending = "";
    child.stdout!.on("data", (data: Buffer) => {
      pending += data.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        this.output += `${line}\n`;
        try {
          this.logLines.push(JSON.parse(line));
        } catch {
          // Vite's own lines in development
        }
      }
    });
    child.stderr!.on("data", (data: Buffer) => {
      this.output += data.toString();
    });
  }

  get origin() {
    return `http://localhost:${this.port}`;
  }

  /** One request; with `declared`, only the head goes out, declaring that many body bytes. */
  send(
    method: string,
    target: string,
    options: { headers?: Record<string, string>; body?: string; declared?: number } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { host: `localhost:${this.port}`, ...options.headers };
      if (options.body !== undefined) headers["content-length"] = String(Buffer.byteLength(options.body));
      if (options.declared !== undefined) headers["content-length"] = String(options.declared);
      const req = request(
        { host: "127.0.0.1", port: this.port, path: target, method, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
            req.destroy();
          });
        },
      );
      req.setTimeout(120_000, () => req.destroy(new Error(`${this.name}: ${method} ${target} timed out`)));
      req.on("error", (error) => {
        if (!req.destroyed || !error.message.includes("socket hang up")) reject(error);
      });
      if (options.declared !== undefined) req.flushHeaders();
      else req.end(options.body);
    });
  }

  async waitForHealth() {
    for (let attempt = 0; attempt < 1500; attempt++) {
      if (this.child.exitCode !== null) throw new Error(`the ${this.name} server exited:\n${this.output}`);
      const status = await this.send("GET", "/healthz").then(
        (answer) => answer.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the ${this.name} server did not start:\n${this.output.slice(-3000)}`);
  }

  /** The one request log line of the answer with this id (waits for it to reach the pipe). */
  async requestLine(requestId: string) {
    for (let attempt = 0; attempt < 50; attempt++) {
      const lines = this.logLines.filter((line) => line.msg === "request" && line.requestId === requestId);
      if (lines.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return this.logLines.filter((line) => line.msg === "request" && line.requestId === requestId);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return [];
  }
}

let production: Server;
let development: Server;
const dataDirs: string[] = [];

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    BASE_URL: `http://localhost:${port}`,
    LOG_LEVEL: "info",
    SMTP_URL: "",
    TRUST_PROXY: "0",
  };
}

function createClient(env: NodeJS.ProcessEnv) {
  createAccountWithCli(
    { ...env, NODE_ENV: "production" },
    { email: "client@example.com", password: "client passphrase", role: "client" },
  );
}

async function signIn(server: Server) {
  const answer = await server.send("POST", "/auth", {
    headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
    body: "view=sign_in&email=client%40example.com&password=client+passphrase",
  });
  expect(answer.status, `${server.name} sign-in: ${answer.body.slice(0, 2000)}`).toBe(302);
  const cookies = answer.headers["set-cookie"] ?? [];
  server.cookie = (Array.isArray(cookies) ? cookies : [cookies]).map((cookie) => cookie.split(";")[0]).join("; ");
}

beforeAll(async () => {
  ensureServerBuild();
  const productionDir = mkdtempSync(path.join(tmpdir(), "ho-pipeline-production-"));
  const developmentDir = mkdtempSync(path.join(tmpdir(), "ho-pipeline-development-"));
  dataDirs.push(productionDir, developmentDir);
  const productionEnv = serverEnv(PRODUCTION_PORT, productionDir);
  const developmentEnv = serverEnv(DEVELOPMENT_PORT, developmentDir);
  createClient(productionEnv);
  createClient(developmentEnv);
  const stdio = ["ignore", "pipe", "pipe"] as const;
  production = new Server("production", PRODUCTION_PORT, spawnServer(productionEnv, { stdio: [...stdio] }));
  development = new Server("development", DEVELOPMENT_PORT, spawnDevServer(developmentEnv, { stdio: [...stdio] }));
  await Promise.all([production.waitForHealth(), development.waitForHealth()]);
  await Promise.all([signIn(production), signIn(development)]);
}, 400_000);

afterAll(async () => {
  const stops: Promise<unknown>[] = [];
  for (const server of [production, development]) {
    const child = server?.child;
    if (!child?.pid || child.exitCode !== null) continue;
    stops.push(new Promise((resolve) => child.once("exit", resolve)));
    if (server.name === "development") process.kill(-child.pid, "SIGTERM");
    else child.kill("SIGTERM");
  }
  await Promise.all(stops);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The policy's directives, with each nonce masked and development's inline styles (Vite's) left out. */
function cspShape(policy: string | string[] | undefined) {
  expect(typeof policy).toBe("string");
  return String(policy)
    .split(";")
    .map((directive) =>
      directive
        .trim()
        .replace(/'nonce-[^']+'/, "'nonce'")
        .replace(/^(style-src 'self') 'unsafe-inline'$/, "$1"),
    );
}

const header = (answer: Answer, name: string) => answer.headers[name];

/** Sends the same request to both servers and checks they answer it alike, log lines included. */
async function both(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string; declared?: number; signedIn?: boolean } = {},
) {
  const answers: Answer[] = [];
  const lines: LogLine[] = [];
  for (const server of [production, development]) {
    const headers: Record<string, string> = { origin: server.origin, ...options.headers };
    if (options.signedIn) headers.cookie = server.cookie;
    const answer = await server.send(method, target, { ...options, headers });
    answers.push(answer);
    const requestId = String(header(answer, "x-request-id"));
    expect(requestId, `${server.name} ${method} ${target}`).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const logged = await server.requestLine(requestId);
    expect(logged, `${server.name} ${method} ${target}: one log line`).toHaveLength(1);
    lines.push(logged[0]!);
  }
  const [atProduction, atDevelopment] = answers as [Answer, Answer];
  const what = `${method} ${target}`;
  expect(atDevelopment.status, what).toBe(atProduction.status);
  for (const name of SECURITY_HEADERS) {
    expect(header(atProduction, name), `${what}: ${name}`).toBeDefined();
    expect(header(atDevelopment, name), `${what}: ${name}`).toEqual(header(atProduction, name));
  }
  expect(header(atProduction, "strict-transport-security")).toBeUndefined();
  expect(cspShape(header(atDevelopment, "content-security-policy")), what).toEqual(
    cspShape(header(atProduction, "content-security-policy")),
  );
  expect(header(atDevelopment, "allow"), what).toEqual(header(atProduction, "allow"));
  expect(header(atProduction, "x-private-page-nonce"), what).toBeUndefined();
  expect(header(atDevelopment, "x-private-page-nonce"), what).toBeUndefined();
  // One line per request, with the same fields; production says when a page cache answered.
  const [productionLine, developmentLine] = lines as [LogLine, LogLine];
  const fields = (line: LogLine) =>
    Object.keys(line)
      .filter((key) => key !== "cache")
      .sort();
  expect(fields(developmentLine), what).toEqual(fields(productionLine));
  for (const [line, answer] of [
    [productionLine, atProduction],
    [developmentLine, atDevelopment],
  ] as const) {
    expect(line).toMatchObject({ level: 30, method, path: loggedPath(target), status: answer.status });
    expect(line.ms).toEqual(expect.any(Number));
  }
  expect(developmentLine.cache, what).toBeUndefined();
  return { production: atProduction, development: atDevelopment, productionLine };
}

describe("development and production: one request pipeline", () => {
  it("both servers run the same stages, in the same order", () => {
    const stages = (server: Server) => server.logLines.find((line) => line.msg === "server ready")?.stages;
    expect(stages(production)).toEqual([
      "request",
      "method",
      "declared-body-limit",
      "cross-site",
      "answer-save",
      "signed-in-page-cache",
      "public-page-cache",
      "static-assets",
      "express",
    ]);
    expect(stages(development)).toEqual(stages(production));
    expect(production.logLines.find((line) => line.msg === "server ready")?.mode).toBe("production");
    expect(development.logLines.find((line) => line.msg === "server ready")?.mode).toBe("development");
  });

  it("a public page, rendered and then (production) from the public-page cache", async () => {
    const first = await both("GET", "/");
    expect(first.production.status).toBe(200);
    expect(cspShape(header(first.production, "content-security-policy"))).toContain("script-src 'none'");
    const again = await both("GET", "/");
    expect(again.productionLine.cache).toBe("hit");
    expect(again.development.body).toContain("<main");
  });

  it("a signed-in page, rendered and then (production) from the signed-in page cache", async () => {
    const first = await both("GET", "/dashboard", { signedIn: true });
    expect(first.production.status).toBe(200);
    expect(cspShape(header(first.production, "content-security-policy"))).toContain("script-src 'self' 'nonce'");
    const again = await both("GET", "/dashboard", { signedIn: true });
    expect(again.productionLine.cache).toBe("private-hit");
  });

  it("a rendered page goes compressed as the browser asks, whole, on both servers", async () => {
    const { production: br, development } = await both("GET", "/account", {
      signedIn: true,
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    for (const answer of [br, development]) {
      expect(answer.status).toBe(200);
      expect(header(answer, "content-encoding")).toBe("br");
      expect(Number(header(answer, "content-length"))).toBe(answer.bytes.length);
      expect(brotliDecompressSync(answer.bytes).toString()).toContain("</html>");
    }
    const { production: gzip } = await both("GET", "/account", {
      signedIn: true,
      headers: { "accept-encoding": "gzip" },
    });
    expect(header(gzip, "content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toContain("</html>");
  });

  it("the build's scripts, styles and fonts: from memory from their first request, compressed by the build", async () => {
    const dir = path.join(PROJECT_ROOT, "build/client/assets");
    const largest = (extension: string) =>
      readdirSync(dir)
        .filter((name) => name.endsWith(extension))
        .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0]!;
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const ask = async (file: string, headers: Record<string, string>, method = "GET") => {
      const answer = await production.send(method, `/assets/${file}`, { headers });
      const [line] = await production.requestLine(String(answer.headers["x-request-id"]));
      return { answer, kept: line?.cache === "asset" };
    };
    /** Read when the server started (it listens after): a file's first request is answered from memory. */
    const firstAsk = async (file: string) => {
      const asked = await ask(file, browser);
      expect(asked.kept, file).toBe(true);
      return asked.answer;
    };
    // React Router writes its route manifest while the server is built, after the client's files.
    const manifest = readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name))!;
    const manifestAnswer = await firstAsk(manifest);
    expect(header(manifestAnswer, "content-encoding")).toBe("br");
    expect(brotliDecompressSync(manifestAnswer.bytes).equals(readFileSync(path.join(dir, manifest)))).toBe(true);
    const script = largest(".js");
    const bytes = readFileSync(path.join(dir, script));
    const fromMemory = (headers: Record<string, string>, method = "GET") => ask(script, headers, method);
    const answer = await firstAsk(script);
    expect(answer.status).toBe(200);
    expect(header(answer, "content-encoding")).toBe("br");
    expect(Number(header(answer, "content-length"))).toBe(answer.bytes.length);
    expect(brotliDecompressSync(answer.bytes).equals(bytes)).toBe(true);
    expect(header(answer, "content-type")).toBe("text/javascript; charset=utf-8");
    expect(header(answer, "cache-control")).toBe("public, max-age=31536000, immutable");
    for (const name of SECURITY_HEADERS) expect(header(answer, name), name).toBeDefined();

    const unchanged = await fromMemory({ ...browser, "if-none-match": String(header(answer, "etag")) });
    expect([unchanged.answer.status, unchanged.answer.bytes.length, unchanged.kept]).toEqual([304, 0, true]);
    const head = await fromMemory(browser, "HEAD");
    expect([head.answer.status, head.answer.bytes.length]).toEqual([200, 0]);
    expect(header(head.answer, "content-length")).toBe(header(answer, "content-length"));
    const gzip = await fromMemory({ "accept-encoding": "gzip" });
    expect(gunzipSync(gzip.answer.bytes).equals(bytes)).toBe(true);
    const plain = await fromMemory({});
    expect(header(plain.answer, "content-encoding")).toBeUndefined();
    expect(plain.answer.bytes.equals(bytes)).toBe(true);
    // A range is Express's to answer.
    const range = await fromMemory({ range: "bytes=0-99" });
    expect([range.answer.status, range.answer.bytes.length, range.kept]).toEqual([206, 100, false]);
    // A font is kept as it is: woff2 is compressed already.
    const font = largest(".woff2");
    const fontAnswer = await firstAsk(font);
    expect(header(fontAnswer, "content-encoding")).toBeUndefined();
    expect(header(fontAnswer, "content-type")).toBe("font/woff2");
    expect(fontAnswer.bytes.equals(readFileSync(path.join(dir, font)))).toBe(true);
    // Neither a name outside the build's files nor a path out of the folder.
    expect((await production.send("GET", "/assets/nothing-here.js")).status).toBe(404);
    expect((await production.send("GET", "/assets/..%2fserver%2findex.js")).status).toBe(404);
    // The build's compressed copies are read by the stage, not served under their own names.
    expect((await production.send("GET", `/assets/${script}.br`)).status).toBe(404);
    expect((await production.send("GET", `/assets/${manifest}.gz`)).status).toBe(404);
  });

  it("answer saves: answered by the save stage, or by React Router with the body already read", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const saved = await both("POST", STEP, {
      headers: { ...form, accept: "application/json" },
      body: "intent=next&answer=Curiosity",
      signedIn: true,
    });
    expect(JSON.parse(saved.development.body)).toEqual({ redirectTo: "/hob/phase1/values-q2" });
    expect(JSON.parse(saved.production.body)).toEqual({ redirectTo: "/hob/phase1/values-q2" });
    const anonymous = await both("POST", STEP, { headers: form, body: "intent=next&answer=Curiosity" });
    expect(anonymous.production.status).toBe(302);
    expect(header(anonymous.development, "location")).toEqual(header(anonymous.production, "location"));
    const refused = await both("POST", STEP, {
      headers: form,
      body: `intent=next&answer=${"x".repeat(20_001)}`,
      signedIn: true,
    });
    expect(refused.production.status).toBe(400);
    expect(refused.development.body).toMatch(/too long/);
  });

  it("refusals: method, OPTIONS, cross-site, declared body, an undecodable path", async () => {
    const method = await both("PUT", "/auth");
    expect(method.production.status).toBe(405);
    expect(header(method.production, "allow")).toBe("GET, HEAD, POST");
    expect(JSON.parse(method.development.body)).toEqual(JSON.parse(method.production.body));
    expect((await both("OPTIONS", "/auth")).production.status).toBe(204);
    const crossSite = await both("POST", "/auth", {
      headers: { origin: "https://elsewhere.example", "content-type": "application/x-www-form-urlencoded" },
      body: "view=sign_in",
    });
    expect(crossSite.production.status).toBe(403);
    expect(JSON.parse(crossSite.development.body)).toEqual(JSON.parse(crossSite.production.body));
    const tooLarge = await both("POST", "/auth", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      declared: 300 * 1024 * 1024,
    });
    expect(tooLarge.production.status).toBe(413);
    expect(JSON.parse(tooLarge.development.body)).toEqual(JSON.parse(tooLarge.production.body));
    expect((await both("GET", "/%E0%A4%A")).production.status).toBe(400);
  });

  it("a share link's answers send no Referer", async () => {
    const shared = await both("GET", "/shared/not-a-token");
    expect(header(shared.production, "referrer-policy")).toBe("no-referrer");
  });

  it("a cached page is answered while many pages render: the app runs a few requests at a time", async () => {
    const ready = (server: Server) => server.logLines.find((line) => line.msg === "server ready");
    expect(ready(production)?.appConcurrency).toBe(4);
    expect(ready(development)?.appConcurrency).toBe(4);
    // Both take new connections through several listening sockets (./listen.ts).
    expect(ready(production)?.listeningSockets).toBe(LISTENING_SOCKETS);
    expect(ready(development)?.listeningSockets).toBe(LISTENING_SOCKETS);
    // Connections opened beforehand (a busy server accepts one per turn of each listening socket), kept alive.
    const agent = new Agent({ keepAlive: true, maxSockets: 41 });
    const get = (target: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port: production.port, path: target, headers: { host: "localhost", ...headers }, agent },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end();
      });
    try {
      expect(await Promise.all(Array.from({ length: 41 }, () => get("/healthz")))).toEqual(Array(41).fill(200));
      // Until the public page cache has the page (it is stored once compressed, after the first answer).
      for (let attempt = 0; attempt < 50; attempt++) {
        const answer = await production.send("GET", "/");
        const [line] = await production.requestLine(String(answer.headers["x-request-id"]));
        if (line?.cache === "hit") break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const finished: string[] = [];
      let publicPage: Promise<void> | undefined;
      const renders = Array.from({ length: 40 }, (_, i) =>
        get(`/dashboard?render=${i}`, { cookie: production.cookie }).then((status) => {
          expect(status).toBe(200);
          finished.push("render");
          // Asked once the server is busy. Without the gate, each rendering ran whole in the turn that read
          // it, and the page waited for all 40.
          publicPage ??= get("/").then((status) => {
            expect(status).toBe(200);
            finished.push("cached page");
          });
        }),
      );
      await Promise.all(renders);
      await publicPage;
      expect(finished.indexOf("cached page"), finished.join(" ")).toBeLessThan(20);
    } finally {
      agent.destroy();
    }
  });

  it("no error line in either log", () => {
    expect(production.logLines.filter((line) => line.level >= 50)).toEqual([]);
    expect(development.logLines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
