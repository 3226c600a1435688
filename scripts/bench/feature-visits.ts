import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { autocannon, children, type FeatureRow, startServerChild, stopChild, waitForHealth } from "./children.ts";

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
const work = mkdtempSync(path.join(tmpdir(), "ho-visits-bench-"));
const dataDir = path.join(work, "data");

/** The server with visit counting `counting`. */
function serverEnv(counting: "on" | "off"): NodeJS.ProcessEnv {
  return {
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
    VISIT_COUNTING: counting,
  };
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}

async function load() {
  return autocannon<AutocannonJson>(`${BASE}${PAGE}`, CONNECTIONS, DURATION, [`user-agent=${PERSON}`]);
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
      const server = startServerChild(serverEnv(counting));
      await waitForHealth(BASE, server, 240_000);
      // Warm the public-page cache and the JIT.
      for (let i = 0; i < 200; i++) await (await fetch(`${BASE}${PAGE}`, { headers: { "user-agent": PERSON } })).text();
      const result = await load();
      await stopChild(server);
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
      name: `Visit counting: cost on ${PAGE} from the public-page cache, 50 connections (median of ${ROUNDS} alternate runs each)`,
      value: Number((cost * 100).toFixed(1)),
      unit: "%",
      target: `< ${TARGET_COST * 100} %`,
      pass: cost < TARGET_COST,
      note: `${medianOn.toFixed(0)} req/s counting vs ${medianOff.toFixed(0)} without; best ${bestOn.toFixed(0)} vs ${bestOff.toFixed(0)}`,
    },
    {
      name: "Visit counting: views written (every view counted, in batches and at shutdown)",
      value: counted,
      unit: "views",
      target: "≈ requests served",
      pass: counted >= served * 0.99,
      note: `for ≈ ${Math.round(served)} requests served (plus ${ROUNDS * 200} warm-up views)`,
    },
  ] satisfies FeatureRow[];
  writeFileSync(values.out!, `${JSON.stringify({ rows }, null, 2)}\n`);
  for (const row of rows) log(`${row.name}: ${row.value} ${row.unit}, ${row.note} (${row.pass ? "met" : "NOT met"})`);
} finally {
  for (const child of children) await stopChild(child);
  rmSync(work, { recursive: true, force: true });
}
