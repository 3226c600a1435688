/**
 * Issue 26: the 50-way booking race over HTTP, on PostgreSQL, 20 rounds in a row. One production server
 * (scripts/serve.sh); in each round 50 visitors, each from an address of their own, post the same free time of
 * the free consultation at once. Exactly one gets it, the 49 others hear "That time was just taken" (409), nobody
 * waits past the request's limit, and no lock or transaction is left waiting afterwards. Before the per-hour
 * advisory locks (booking.server.ts, `lockTimes`) racers checking the exclusion constraint at the same time waited
 * on each other's rows until PostgreSQL broke the tie as a deadlock after `deadlock_timeout` (1 s), and a retried
 * racer could meet another: 61 deadlocks in 20 races, and once a round that passed 30 s.
 * PostgreSQL only: the embedded database runs one statement at a time.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../app/lib/db/rows.ts";
import { offeredStarts } from "../scripts/bench/booking-times.ts";
import { ensureServerBuild, spawnServer } from "../scripts/lib/serve.ts";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database.ts";

const PORT = Number(process.env.BOOKING_RACE_TEST_PORT ?? 3664);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = 20;
const RACERS = 50;
/** Longer than any answer may take: a racer still waiting then is a hang, reported as such. */
const REQUEST_LIMIT_MS = 15_000;

let database: TestDatabase | undefined;
let server: ChildProcess | undefined;
let dataDir = "";
let logs = "";

async function waitForHealth() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start:\n${logs.slice(-2000)}`);
}

/** One visitor's booking of `start`: the answer's status ("booked" for the redirect to the booked page). */
async function book(start: string, visitor: number) {
  const started = performance.now();
  try {
    const response = await fetch(`${BASE}/book/free-consultation/details?start=${encodeURIComponent(start)}`, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
      headers: {
        origin: BASE,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `10.77.${visitor >> 8}.${visitor & 255}`,
      },
      body: new URLSearchParams({
        start,
        timeZone: "Europe/Paris",
        name: `Racer ${visitor}`,
        email: `racer-${visitor}@race.test`,
        message: "",
      }),
    });
    await response.arrayBuffer();
    const booked = response.status === 302 && response.headers.get("location")?.startsWith("/book/booked/");
    return { outcome: booked ? "booked" : String(response.status), ms: performance.now() - started };
  } catch (error) {
    return { outcome: `failed: ${(error as Error).name}`, ms: performance.now() - started };
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the booking race over HTTP on PostgreSQL", () => {
  beforeAll(async () => {
    ensureServerBuild();
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), "ho-booking-race-"));
    server = spawnServer(
      {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(PORT),
        BASE_URL: BASE,
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        AUTH_SECRET: "booking-race-secret-0123456789-abcdefghijkl",
        // Each racer is a visitor of its own (the per-address limits apply per racer, as in real life).
        TRUST_PROXY: "1",
        LOG_LEVEL: "warn",
        SMTP_URL: "",
      },
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    server.stdout?.on("data", (data: Buffer) => {
      logs += data.toString();
    });
    server.stderr?.on("data", (data: Buffer) => {
      logs += data.toString();
    });
    await waitForHealth();
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server!.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.destroy();
  });

  it(`${RACERS} visitors race for one time, ${ROUNDS} rounds in a row: one booking each, no wait, no lock left`, async () => {
    const starts = await offeredStarts(BASE);
    expect(starts.length).toBeGreaterThanOrEqual(ROUNDS);
    const slowest: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Spread over the calendar: rounds do not meet each other's times.
      const start = starts[Math.floor((round * starts.length) / ROUNDS)]!;
      const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => book(start, round * RACERS + i)));
      const outcomes = new Map<string, number>();
      for (const { outcome } of answers) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      expect(Object.fromEntries(outcomes), `round ${round + 1} at ${start}\n${logs.slice(-2000)}`).toEqual({
        booked: 1,
        "409": RACERS - 1,
      });
      slowest.push(Math.max(...answers.map((answer) => answer.ms)));
    }
    console.log(
      `${ROUNDS} rounds of ${RACERS}: slowest answer per round ${slowest.map((ms) => ms.toFixed(0)).join(", ")} ms`,
    );
    // Nothing of the race is still holding or waiting for a lock once it is over.
    const waiting = rowsOf<{ n: number }>(
      await database!.db.execute(sql`select count(*)::int as n from pg_locks where not granted`),
    );
    expect(waiting[0]?.n).toBe(0);
    const open = rowsOf<{ n: number }>(
      await database!.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      ),
    );
    expect(open[0]?.n).toBe(0);
    const booked = rowsOf<{ n: number }>(
      await database!.db.execute(sql`select count(*)::int as n from bookings where email like 'racer-%@race.test'`),
    );
    expect(booked[0]?.n).toBe(ROUNDS);
  }, 600_000);
});
