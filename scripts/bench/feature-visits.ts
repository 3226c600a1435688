/**
 * What cookieless visit counting costs public pages (issue 30), on the production build in
 * `BUILD_DIR` (default build/), embedded database, 127.0.0.1 port 4411:
 *   node scripts/bench/feature-visits.ts --out bench/feature-visits.json
 * The same server is started with VISIT_COUNTING=on and =off, alternately (on, off, on, off, …), and
 * each time a public page served from the public-page cache (/faq, the fast path) is loaded with a
 * person's user agent by autocannon (50 connections); the best and the median of each setting are
 * compared. Writes `{ rows: [...] }` (the shared contract of scripts/bench/feature-*.ts). Every child
 * process is stopped by its process id.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { spawnServer } from "../lib/serve.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
process.chdir(ROOT);

const { values } = parseArgs({ options: { out: { type: "string", default: "bench/feature-visits.json" } } });
const HOST = "127.0.0.1";
const PORT = Number(process.env.VISITS_BENCH_PORT || 4411);
const BASE = `http://${HOST}:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR || "build";
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const ROUNDS = Number(process.env.VISITS_BENCH_ROUNDS || 3);
const PAGE = "/faq";
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const TARGET_COST = 0.05;

const log = (message: string) => console.log(`[feature-visits ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(path.join(tmpdir(), "ho-visits-bench-"));
const dataDir = path.join(work, "data");

const children = new Set<ChildProcess>();
function start(args: string[] | "server", counting?: "on" | "off") {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILD_DIR,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PORT: String(PORT),
    HOST,
    BASE_URL: BASE,
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    TRUST_PROXY: "0",
    VISIT_COUNTING: counting ?? "on",
  };
  const stdio = ["ignore", "pipe", "pipe"] as const;
  const child =
    args === "server"
      ? spawnServer(env, { stdio: [...stdio] })
      : spawn(process.execPath, args, { env, stdio: [...stdio] });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  children.add(child);
  child.once("exit", () => children.delete(child));
  return Object.assign(child, { output });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  if ((await Promise.race([exited, sleep(15_000).then(() => "timeout")])) === "timeout") child.kill("SIGKILL");
}

async function startServer(counting: "on" | "off") {
  const server = start("server", counting);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${server.output.join("")}`);
    try {
      const response = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {}
    await sleep(50);
  }
  throw new Error(`server did not start within 240 s:\n${server.output.join("")}`);
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

async function load() {
  const child = start([
    path.join(ROOT, "node_modules/autocannon/autocannon.js"),
    "--json",
    "-c",
    String(CONNECTIONS),
    "-d",
    String(DURATION),
    "-H",
    `user-agent=${PERSON}`,
    `${BASE}${PAGE}`,
  ]);
  const [code] = (await once(child, "exit")) as [number | null];
  const output = child.output.join("");
  if (code !== 0) throw new Error(`autocannon failed (${code}):\n${output}`);
  const line = output
    .trim()
    .split("\n")
    .findLast((l) => l.startsWith("{"));
  if (!line) throw new Error("autocannon printed no JSON");
  return JSON.parse(line) as AutocannonJson;
}

async function viewsOf(pathName: string) {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const result = await db.query<{ views: number }>(
      "select coalesce(sum(views), 0)::int as views from page_views where path = $1",
      [pathName],
    );
    return result.rows[0]?.views ?? 0;
  } finally {
    await db.close();
  }
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const results: Record<"on" | "off", AutocannonJson[]> = { on: [], off: [] };
let counted = 0;
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const counting of ["on", "off"] as const) {
      const before = counting === "on" ? await viewsOf(PAGE).catch(() => 0) : 0;
      const server = await startServer(counting);
      // Warm the public-page cache and the JIT.
      for (let i = 0; i < 200; i++) await (await fetch(`${BASE}${PAGE}`, { headers: { "user-agent": PERSON } })).text();
      const result = await load();
      await stop(server);
      if (result.non2xx || result.errors) throw new Error(`non-2xx or errors with counting ${counting}`);
      results[counting].push(result);
      if (counting === "on") counted += (await viewsOf(PAGE)) - before;
      log(`counting ${counting}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms`);
    }
  }
  const rps = (counting: "on" | "off") => results[counting].map((r) => r.requests.average);
  const bestOn = Math.max(...rps("on"));
  const bestOff = Math.max(...rps("off"));
  const medianOn = median(rps("on"));
  const medianOff = median(rps("off"));
  const cost = 1 - medianOn / medianOff;
  const served = results.on.reduce((sum, r) => sum + r.requests.average * DURATION, 0);
  const rows = [
    {
      measure: `Visit counting: cost on ${PAGE} from the public-page cache, 50 connections (median of ${ROUNDS} alternate runs each)`,
      target: `< ${TARGET_COST * 100} %`,
      result: `${(cost * 100).toFixed(1)} % (${medianOn.toFixed(0)} req/s counting vs ${medianOff.toFixed(0)} without; best ${bestOn.toFixed(0)} vs ${bestOff.toFixed(0)})`,
      met: cost < TARGET_COST,
    },
    {
      measure: "Visit counting: views written (every view counted, in batches and at shutdown)",
      target: "≈ requests served",
      result: `${counted} views written for ≈ ${Math.round(served)} requests served (plus ${ROUNDS * 200} warm-up views)`,
      met: counted >= served * 0.99,
    },
  ];
  writeFileSync(values.out!, `${JSON.stringify({ rows }, null, 2)}\n`);
  for (const row of rows) log(`${row.measure}: ${row.result} (${row.met ? "met" : "NOT met"})`);
} finally {
  for (const child of children) await stop(child);
  rmSync(work, { recursive: true, force: true });
}
