/**
 * Booking POSTs as scripts/bench/feature-booking.ts sends them, as one group of the bench's mixed load
 * (scripts/bench/signed-in.ts): each connection books in a loop, half aiming at the same few popular times,
 * the others spread out, each visitor from an address of its own (the server runs with TRUST_PROXY=1).
 *   node scripts/bench/booking-load.ts --base URL --discover STARTS.json
 *     reads the free times the free consultation offers (its calendar pages) and writes them;
 *   node scripts/bench/booking-load.ts --base URL --starts STARTS.json --connections 5 --duration 60
 *     the load; prints one JSON line as scripts/bench/load.ts does (requestsPerSec, p50, p99, avgMs,
 *     requests, statusCodes, errors, timeouts). 302 = booked, 409 = "That time was just taken".
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { offeredStarts, postBooking } from "./booking-times.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    discover: { type: "string" },
    starts: { type: "string" },
    connections: { type: "string", default: "5" },
    duration: { type: "string", default: "10" },
  },
});
const base = values.base;
if (!base || (!values.discover && !values.starts)) {
  console.error("Usage: node scripts/bench/booking-load.ts --base URL (--discover OUT.json | --starts IN.json ...)");
  process.exit(2);
}

if (values.discover) {
  const starts = await offeredStarts(base);
  if (starts.length === 0) throw new Error("no free times offered");
  writeFileSync(values.discover, JSON.stringify(starts));
  console.log(JSON.stringify({ starts: starts.length }));
  process.exit(0);
}

const starts = JSON.parse(readFileSync(values.starts!, "utf8")) as string[];
const latencies: number[] = [];
const statusCodes: Record<string, number> = {};
let errors = 0;
/** Visitors' numbers start at random: a second run against the same database meets no earlier visitor's rate limit. */
let sequence = Math.floor(Math.random() * 2 ** 23);
const deadline = Date.now() + Number(values.duration) * 1000;

async function worker(id: number) {
  while (Date.now() < deadline) {
    const n = sequence++;
    try {
      const answer = await postBooking(base!, starts, n, id, AbortSignal.timeout(10_000));
      latencies.push(answer.ms);
      statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
    } catch {
      errors++;
    }
  }
}

const began = performance.now();
await Promise.all(Array.from({ length: Number(values.connections) }, (_, i) => worker(i)));
const seconds = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0);
console.log(
  JSON.stringify({
    requestsPerSec: Math.round((latencies.length / seconds) * 10) / 10,
    p50: at(0.5),
    p99: at(0.99),
    avgMs: Math.round((latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(1, latencies.length)) * 100) / 100,
    requests: latencies.length,
    statusCodes,
    errors,
    timeouts: 0,
  }),
);
