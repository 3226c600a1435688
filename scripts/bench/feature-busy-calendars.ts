/**
 * Busy calendars (issue 28), for `npm run bench`:
 *   node scripts/bench/feature-busy-calendars.ts --out bench/feature-busy-calendars.json
 * In process, on an in-memory PGlite database migrated like the app's:
 *  - free times for 60 days (the whole `freeTimes` path: five queries and the computation) with
 *    3 busy calendars of 2,000 events each: p99;
 *  - the sync of one such calendar (fetch from 127.0.0.1:3630, parse, expand, replace its busy times).
 * The app's modules use the `~/` alias, which a resolve hook maps onto app/ before they load.
 */
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import "../lib/app-imports.ts";
import type { FeatureRow } from "./children.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
process.chdir(ROOT);
const { values } = parseArgs({ options: { out: { type: "string", default: "bench/feature-busy-calendars.json" } } });
const PORT = 3630;
const CALENDARS = 3;
const EVENTS = 2_000;
const RUNS = 200;
const SYNCS = 10;

// A data directory of its own: the app keeps its generated secret there, never in the checkout's data/.
const dataDir = mkdtempSync(path.join(tmpdir(), "ho-bench-busy-"));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  CALENDAR_ALLOW_PRIVATE_HOSTS: "1",
});
const { openDatabase } = await import("../../app/lib/db/client.server.ts");
const { useDatabaseForTests: installDatabase } = await import("../../app/lib/db.server.ts");
const { getSessionTypeBySlug, freeTimes } = await import("../../app/booking/booking.server.ts");
const { addBusyCalendar, syncBusyCalendar } = await import("../../app/booking/busy-calendars.server.ts");

const log = (message: string) => console.log(`[bench busy ${new Date().toISOString().slice(11, 19)}] ${message}`);
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * A feed like a busy person's: 2,000 events over the coming 60 days and the past year, one in ten a
 * weekly series with an exception, times in Europe/Paris (with its VTIMEZONE), some all-day.
 */
function feed(seed: number, now: Date) {
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").slice(0, 15);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Bench//Busy calendar//EN",
    "BEGIN:VTIMEZONE",
    "TZID:Europe/Paris",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
  for (let i = 0; i < EVENTS; i++) {
    // A feed holds years of history: a quarter of the events lie in the coming 60 days.
    const offsetHours = i % 4 === 0 ? (i * 7 + seed * 5) % (60 * 24) : -((i * 37 + seed * 11) % (3 * 365 * 24));
    const start = new Date(now.getTime() + offsetHours * 3_600_000);
    start.setUTCMinutes(i % 2 ? 30 : 0, 0, 0);
    const local = `${stamp(new Date(start.getTime() + 3_600_000))}`;
    lines.push("BEGIN:VEVENT", `UID:bench-${seed}-${i}@bench.test`, "DTSTAMP:20260101T000000Z", `SUMMARY:Event ${i}`);
    if (i % 25 === 3) {
      lines.push(`DTSTART;VALUE=DATE:${local.slice(0, 8)}`);
    } else {
      const end = stamp(new Date(start.getTime() + 3_600_000 * (1 + (i % 3))));
      lines.push(`DTSTART;TZID=Europe/Paris:${local}`, `DTEND;TZID=Europe/Paris:${end}`);
    }
    if (i % 10 === 0) lines.push("RRULE:FREQ=WEEKLY;COUNT=30", `EXDATE;TZID=Europe/Paris:${local}`);
    if (i % 50 === 7) lines.push("STATUS:CANCELLED");
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR", "");
  return lines.join("\r\n");
}

const now = new Date();
const feeds = Array.from({ length: CALENDARS }, (_, i) => feed(i + 1, now));
const server = http.createServer((request, response) => {
  const index = Number(/^\/(\d+)\.ics$/.exec(request.url ?? "")?.[1]);
  const body = feeds[index];
  if (body === undefined) response.writeHead(404).end();
  else response.writeHead(200, { "content-type": "text/calendar" }).end(body);
});
server.listen(PORT, "127.0.0.1");
await once(server, "listening");

const database = await openDatabase({ url: "memory://", dataDir: "" });
installDatabase(database);
const rows: FeatureRow[] = [];
try {
  const db = database.db;
  let stored = 0;
  let calendarId = 0;
  for (let i = 0; i < CALENDARS; i++) {
    const added = await addBusyCalendar(
      db,
      { name: `Calendar ${i + 1}`, url: `http://127.0.0.1:${PORT}/${i}.ics` },
      now,
    );
    if (!added.ok) throw new Error(added.message);
    stored += added.calendar.busyCount;
    calendarId = added.calendar.id;
  }
  log(`${CALENDARS} calendars of ${EVENTS} events added: ${stored} busy ranges stored`);

  const type = (await getSessionTypeBySlug(db, "free-consultation"))!;
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < RUNS + 20; i++) {
    const started = performance.now();
    slots = (await freeTimes(db, type, now)).length;
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  rows.push({
    name: `Busy calendars: free times for 60 days with ${CALENDARS} calendars × ${EVENTS.toLocaleString("en-GB")} events, p99`,
    value: round(percentile(times, 99), 1),
    unit: "ms",
    target: "≤ 300 ms",
    pass: percentile(times, 99) <= 300,
    note: `freeTimes() on PGlite in memory, ${stored} busy ranges, ${slots} free times; ${RUNS} runs, median ${round(percentile(times, 50), 1)} ms`,
  });

  const syncs: number[] = [];
  for (let i = 0; i < SYNCS; i++) {
    const started = performance.now();
    const outcome = await syncBusyCalendar(db, calendarId, new Date(now.getTime() + (i + 1) * 11 * 60_000), {
      force: true,
    });
    syncs.push(performance.now() - started);
    if (outcome !== "synced") throw new Error(`sync ${i}: ${outcome}`);
  }
  syncs.sort((a, b) => a - b);
  rows.push({
    name: `Busy calendars: sync of one calendar of ${EVENTS.toLocaleString("en-GB")} events`,
    value: round(percentile(syncs, 50), 0),
    unit: "ms",
    target: "≤ 2,000 ms",
    pass: percentile(syncs, 50) <= 2000,
    note: `${Math.round(feeds[0]!.length / 1024)} KB fetched from 127.0.0.1, parsed, expanded and stored; median of ${SYNCS}, slowest ${round(syncs.at(-1)!, 0)} ms`,
  });
} finally {
  server.close();
  await database.close();
}

for (const row of rows) log(`${row.name}: ${row.value} ${row.unit} (${row.note})`);
const out = path.resolve(values.out!);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ rows }, null, 2)}\n`);
log(`written to ${path.relative(ROOT, out) || fileURLToPath(pathToFileURL(out))}`);
