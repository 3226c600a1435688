/**
 * Booking measurements for `npm run bench` (contract in TEAM.md):
 *   node scripts/bench/feature-booking.ts --out bench/feature-booking.json
 * against the production build in build/ (BUILD_DIR to change it). It measures
 *  - the free-time computation over a 60-day horizon (in process, 300 existing bookings): p99;
 *  - the public calendar page, which computes the same 60 days from the database: p99;
 *  - booking throughput and p99 with 50 concurrent connections, on PGlite and on PostgreSQL
 *    (BENCH_POSTGRES_URL, default the local test server; skipped when it cannot be reached).
 * Servers run on ports 3620–3621 (BENCH_BOOKING_PORT moves them) as child processes, stopped by process id.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { type AvailabilityInput, freeSlots, type WeeklyRule } from "../../app/booking/availability.ts";
import { offeredStarts, postBooking } from "./booking-times.ts";
import type { FeatureRow } from "./children.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
process.chdir(ROOT);
const { values } = parseArgs({ options: { out: { type: "string", default: "bench/feature-booking.json" } } });
const BUILD_DIR = process.env.BUILD_DIR || "build";
const DURATION_SECONDS = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = 50;
/** BENCH_BOOKING_PORT moves both (the next one is PostgreSQL's), for runs beside another bench. */
const FIRST_PORT = Number(process.env.BENCH_BOOKING_PORT || 3620);
const PORTS = { pglite: FIRST_PORT, postgres: FIRST_PORT + 1 };
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://ho_test:ho_test@127.0.0.1:5432/postgres";

const rows: FeatureRow[] = [];
const log = (message: string) => console.log(`[bench booking ${new Date().toISOString().slice(11, 19)}] ${message}`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// ── 1. The computation alone ──────────────────────────────────────────────────
function computationP99() {
  const rules: WeeklyRule[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startMinute: 540, endMinute: 720 },
    { weekday, startMinute: 780, endMinute: 1020 },
  ]);
  const now = new Date("2026-03-02T07:00:00Z");
  const busy = Array.from({ length: 300 }, (_, i) => {
    const start = new Date(now.getTime() + (i * 4.8 + 26) * 3_600_000);
    return { start, end: new Date(start.getTime() + 90 * 60_000) };
  });
  const input: AvailabilityInput = {
    timeZone: "Europe/Paris",
    rules,
    overrides: [{ date: "2026-04-06", startMinute: null, endMinute: null }],
    blocked: [{ start: new Date("2026-03-20T08:00:00Z"), end: new Date("2026-03-20T12:00:00Z") }],
    busy,
    bookedPerDate: new Map(),
    now,
  };
  const type = {
    durationMinutes: 60,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    minNoticeMinutes: 1440,
    horizonDays: 60,
    dailyCap: 3,
  };
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    slots = freeSlots("2026-03-02", "2026-05-01", type, input).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p99 = round(percentile(times, 99), 2);
  rows.push({
    name: "Booking: free times for 60 days, computation p99",
    value: p99,
    unit: "ms",
    target: "≤ 50 ms",
    pass: p99 <= 50,
    note: `${slots} free times, 300 bookings, 300 runs in process; median ${round(percentile(times, 50), 2)} ms`,
  });
  log(`computation p99 ${p99} ms (${slots} slots)`);
}

// ── Servers ───────────────────────────────────────────────────────────────────
const children = new Set<ChildProcess>();
function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    try {
      process.kill(child.pid, "SIGTERM");
    } catch {}
  }
}
process.on("exit", () => {
  for (const child of children) stop(child);
});

async function startServer(port: number, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ho-bench-booking-"));
  // As `npm run serve` runs it (its memory settings), on this Node.
  const child = spawn("/bin/sh", ["scripts/serve.sh"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      // Each simulated visitor has an address of its own, as real visitors would.
      TRUST_PROXY: "1",
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    async stop() {
      stop(child);
      await new Promise((resolve) => child.once("exit", resolve));
      children.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function calendarPageP99(base: string, label: string) {
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/book/signature-portrait?tz=America%2FNew_York`);
    await response.text();
    if (!response.ok) throw new Error(`calendar page answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p99 = round(percentile(times, 99));
  rows.push({
    name: `Booking: calendar page (60 days of free times), p99, ${label}`,
    value: p99,
    unit: "ms",
    target: "≤ 300 ms",
    pass: p99 <= 300,
    note: "100 sequential requests",
  });
  log(`calendar page p99 ${p99} ms (${label})`);
}

async function bookingLoad(base: string, label: string) {
  const starts = await offeredStarts(base);
  if (starts.length === 0) {
    const sample = await (await fetch(`${base}/book/free-consultation?tz=Europe%2FParis`)).text();
    throw new Error(`no free times offered: ${sample.slice(sample.indexOf("<main"), sample.indexOf("<main") + 1500)}`);
  }
  let sequence = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const deadline = Date.now() + DURATION_SECONDS * 1000;
  async function worker(id: number) {
    while (Date.now() < deadline) {
      const n = sequence++;
      const answer = await postBooking(base, starts, n, id);
      latencies.push(answer.ms);
      const status = answer.status === 302 && !answer.location?.startsWith("/book/booked/") ? 399 : answer.status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i)));
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const booked = statuses.get(302) ?? 0;
  const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const summary = [...statuses].map(([status, count]) => `${status}×${count}`).join(", ");
  const throughput = round(latencies.length / seconds);
  const p99 = round(percentile(latencies, 99));
  rows.push({
    name: `Booking: POST /book/…/details throughput, 50 connections, ${label}`,
    value: throughput,
    unit: "req/s",
    note: `${booked} booked, ${summary}; 302 = booked, 409 = "That time was just taken", 399 = any other redirect`,
    pass: errors === 0,
    target: "no 5xx",
  });
  rows.push({
    name: `Booking: POST /book/…/details p99, 50 connections, ${label}`,
    value: p99,
    unit: "ms",
    target: "≤ 300 ms",
    pass: p99 <= 300,
  });
  log(`${label}: ${throughput} req/s, p99 ${p99} ms, ${summary}`);
}

async function onPostgres(run: (url: string) => Promise<void>) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    rows.push({ name: "Booking on PostgreSQL", value: 0, unit: "-", note: `skipped: ${(error as Error).message}` });
    return;
  }
  const name = `ho_bench_booking_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** BENCH_BOOKING_DATABASES=pglite (or postgres) measures one database only (trials); both by default. */
const databases = (process.env.BENCH_BOOKING_DATABASES || "pglite,postgres").split(",");

try {
  computationP99();
  if (databases.includes("pglite")) {
    log("PGlite server");
    const embedded = await startServer(PORTS.pglite, "");
    try {
      await calendarPageP99(`http://127.0.0.1:${PORTS.pglite}`, "PGlite");
      await bookingLoad(`http://127.0.0.1:${PORTS.pglite}`, "PGlite");
    } finally {
      await embedded.stop();
    }
  }
  if (databases.includes("postgres"))
    await onPostgres(async (url) => {
      log("PostgreSQL server");
      const server = await startServer(PORTS.postgres, url);
      try {
        await calendarPageP99(`http://127.0.0.1:${PORTS.postgres}`, "PostgreSQL");
        await bookingLoad(`http://127.0.0.1:${PORTS.postgres}`, "PostgreSQL");
      } finally {
        await server.stop();
      }
    });
} finally {
  mkdirSync(path.dirname(path.resolve(values.out!)), { recursive: true });
  writeFileSync(values.out!, `${JSON.stringify({ rows }, null, 2)}\n`);
  log(`wrote ${values.out}`);
  for (const child of children) stop(child);
}
