import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../tests/support/accounts.ts";
import { args, get, postForm, run } from "../../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../../tests/support/test-database.ts";
import { bookSession, explainBusinessDay, freeTimes, getSessionTypeBySlug } from "../../../booking/booking.server.ts";
import {
  failingBusyCalendars,
  SYNC_INTERVAL_MINUTES,
  syncBusyCalendar,
  syncDueBusyCalendars,
} from "../../../booking/busy-calendars.server.ts";
import { bookings, busyCalendars, busyTimes, sessionTypes } from "../../../lib/db/schema.ts";
import type { Db } from "../../../lib/db.server.ts";
import { resetEnvForTests } from "../../../lib/env.server.ts";
import { isInternalAddress, safeFetchText } from "../../../lib/safe-fetch.server.ts";
import { failingCalendarsSource } from "../../../owner/today-sources.server.ts";
import { action, loader } from "./setup.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let server: http.Server;
let base: string;
let requests: { url: string; ifNoneMatch?: string }[] = [];
let feed = "";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A calendar with one event at each start (one hour long). */
function ics(starts: Date[]) {
  const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tests//Route//EN",
    ...starts.flatMap((start, i) => [
      "BEGIN:VEVENT",
      `UID:event-${i}@test`,
      "DTSTAMP:20260101T000000Z",
      "SUMMARY:Dentist (private)",
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + HOUR))}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
  server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    requests.push({ url, ifNoneMatch: request.headers["if-none-match"] });
    if (url === "/cal.ics") {
      const etag = `"${feed.length}"`;
      if (request.headers["if-none-match"] === etag) {
        response.writeHead(304).end();
        return;
      }
      response.writeHead(200, { "content-type": "text/calendar", etag }).end(feed);
    } else if (url === "/big.ics") {
      // 50 MB without a declared length: only counting while reading can stop it.
      response.writeHead(200, { "content-type": "text/calendar" });
      const chunk = Buffer.alloc(1024 * 1024, "X");
      let sent = 0;
      const pump = () => {
        while (sent < 50) {
          sent++;
          if (!response.write(chunk)) {
            response.once("drain", pump);
            return;
          }
        }
        response.end();
      };
      response.on("error", () => {});
      pump();
    } else if (url === "/loop.ics") {
      response.writeHead(302, { location: "/loop.ics" }).end();
    } else if (url.startsWith("/hop/")) {
      const left = Number(url.slice(5));
      response.writeHead(302, { location: left > 1 ? `/hop/${left - 1}` : "/cal.ics" }).end();
    } else if (url === "/to-file") {
      response.writeHead(302, { location: "file:///etc/passwd" }).end();
    } else if (url === "/page") {
      response.writeHead(200, { "content-type": "text/html" }).end("<html>Please sign in</html>");
    } else if (url === "/gone.ics") {
      response.writeHead(404).end();
    } else if (url === "/silent.ics") {
      // Never answers.
    } else {
      response.writeHead(404).end();
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  delete process.env.CALENDAR_ALLOW_PRIVATE_HOSTS;
  resetEnvForTests();
  await database.destroy();
});

beforeEach(async () => {
  await database.db.delete(busyCalendars);
  await database.db.delete(bookings);
  requests = [];
  allowPrivateHosts(true);
});

function allowPrivateHosts(allow: boolean) {
  if (allow) process.env.CALENDAR_ALLOW_PRIVATE_HOSTS = "1";
  else delete process.env.CALENDAR_ALLOW_PRIVATE_HOSTS;
  resetEnvForTests();
}

async function act(fields: Record<string, string>) {
  const result = (await run(() => action(args(postForm("/admin/booking/setup", fields, admin.cookie))))) as
    | { ok: boolean; message: string }
    | { data: { ok: boolean; message: string }; init: ResponseInit | null };
  return "data" in result
    ? { status: result.init?.status ?? 200, ...result.data }
    : { status: 200, ok: result.ok, message: result.message };
}

const addCalendar = (url: string, name = "Personal") => act({ intent: "add-calendar", name, url });

async function nothingStored() {
  expect(await database.db.select().from(busyCalendars)).toEqual([]);
  expect(await database.db.select().from(busyTimes)).toEqual([]);
}

describe("refused calendar addresses: a clear message, nothing stored", () => {
  it("refuses file: and other schemes without fetching", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/cal.ics", "javascript:alert(1)", "not an address"]) {
      const result = await addCalendar(url);
      expect(result.status).toBe(400);
      expect(result.message).toMatch(/https:\/\/, http:\/\/ (and|or) webcal:\/\//);
    }
    await nothingStored();
  });

  it("refuses the cloud metadata address, however it is written", async () => {
    allowPrivateHosts(false);
    for (const url of [
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/",
      "http://2852039166/",
      "http://[::ffff:169.254.169.254]/",
    ]) {
      const result = await addCalendar(url);
      expect(result.status).toBe(400);
      expect(result.message).toMatch(/private or local network address/);
    }
    await nothingStored();
  });

  it("refuses a private address or a name resolving to one without CALENDAR_ALLOW_PRIVATE_HOSTS, and never connects", async () => {
    allowPrivateHosts(false);
    for (const url of [
      `${base}/cal.ics`,
      "http://10.1.2.3/cal.ics",
      "http://localhost/cal.ics",
      "webcal://192.168.1.10/c",
    ]) {
      const result = await addCalendar(url);
      expect(result.status).toBe(400);
      expect(result.message).toMatch(/private or local network address: only calendars on the public internet/);
    }
    expect(requests).toEqual([]);
    await nothingStored();
  });

  it("stops a 50 MB body at 5 MB", async () => {
    const result = await addCalendar(`${base}/big.ics`);
    expect(result).toMatchObject({ status: 400, message: "The calendar is larger than 5 MB." });
    await nothingStored();
  });

  it("stops a redirect loop after 3 redirects, and refuses a redirect to file:", async () => {
    const loop = await addCalendar(`${base}/loop.ics`);
    expect(loop).toMatchObject({ status: 400, message: "The calendar's address redirected more than 3 times." });
    expect(requests.filter((r) => r.url === "/loop.ics")).toHaveLength(4);
    const toFile = await addCalendar(`${base}/to-file`);
    expect(toFile.message).toMatch(/redirected to an address that is not http:\/\/ or https:\/\//);
    await nothingStored();
  });

  it("says why a page that is not a calendar, a 404 or a silent server fails", async () => {
    expect((await addCalendar(`${base}/page`)).message).toBe("This address did not return a calendar in iCal format.");
    expect((await addCalendar(`${base}/gone.ics`)).message).toMatch(/answered 404/);
    await expect(
      safeFetchText(`${base}/silent.ics`, { allowPrivateHosts: true, timeoutMilliseconds: 300 }),
    ).rejects.toThrow("The calendar's server did not answer within 1 second.");
    await nothingStored();
  });

  it("checks every address a name resolves to, and each redirect's target", async () => {
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ];
    await expect(safeFetchText("https://calendar.example/cal.ics", { resolve })).rejects.toThrow(/private or local/);
    expect(isInternalAddress("100.100.100.200")).toBe(true);
    expect(isInternalAddress("fe80::1")).toBe(true);
    expect(isInternalAddress("64:ff9b::a9fe:a9fe")).toBe(true);
    expect(isInternalAddress("8.8.8.8")).toBe(false);
    expect(isInternalAddress("2001:4860:4860::8888")).toBe(false);
  });
});

describe("adding, syncing and removing a calendar", () => {
  it("reads the calendar at once and says how many busy times it holds; only the owner may", async () => {
    const now = Date.now();
    feed = ics([new Date(now + 3 * DAY), new Date(now + 10 * DAY), new Date(now + 90 * DAY)]);
    const result = await addCalendar(`  HTTP://127.0.0.1:${new URL(base).port}/hop/3 `);
    expect(result.status).toBe(200);
    expect(result.message).toMatch(/^Personal added: 2 busy times in the next 60 days, synced \d\d:\d\d\.$/);
    const [calendar] = await database.db.select().from(busyCalendars);
    expect(calendar).toMatchObject({
      name: "Personal",
      url: `${base}/hop/3`,
      etag: `"${feed.length}"`,
      lastError: null,
    });
    const page = await loader(args(get("/admin/booking/setup", admin.cookie)));
    expect(page.calendars).toEqual([
      expect.objectContaining({ name: "Personal", failing: false, summary: expect.stringMatching(/^2 busy times/) }),
    ]);

    const { cookie } = await signedInUser("client");
    const sneaky = await run(() =>
      action(args(postForm("/admin/booking/setup", { intent: "remove-calendar", id: String(calendar!.id) }, cookie))),
    );
    expect(sneaky).toBeInstanceOf(Response);
    expect(await database.db.select().from(busyCalendars)).toHaveLength(1);

    const removed = await act({ intent: "remove-calendar", id: String(calendar!.id) });
    expect(removed.message).toBe("Calendar removed: its busy times no longer block bookings.");
    await nothingStored();
    for (const intent of ["remove-calendar", "sync-calendar"]) {
      expect(await act({ intent, id: String(calendar!.id) })).toMatchObject({
        status: 404,
        message: "That calendar no longer exists.",
      });
    }
    expect((await act({ intent: "sync-calendar", id: "-1" })).status).toBe(400);
  });

  it("sends If-None-Match, keeps the last good busy times while failing, and Today says so after an hour", async () => {
    const start = new Date();
    feed = ics([new Date(start.getTime() + 2 * DAY)]);
    await addCalendar(`${base}/cal.ics`);
    const [calendar] = await database.db.select().from(busyCalendars);
    const id = calendar!.id;

    // Due 10 minutes after it was read; not before.
    const due = calendar!.nextSyncAt;
    expect(due.getTime() - calendar!.syncedAt!.getTime()).toBe(SYNC_INTERVAL_MINUTES * 60_000);
    expect(await syncDueBusyCalendars(database.db, new Date(due.getTime() - 1000))).toEqual([]);
    expect(await syncDueBusyCalendars(database.db, due)).toEqual(["not-modified"]);
    expect(requests.at(-1)).toEqual({ url: "/cal.ics", ifNoneMatch: `"${feed.length}"` });
    // A second instance in the same period finds the lease taken.
    expect(await syncBusyCalendar(database.db, id, due)).toBe("skipped");

    await database.db
      .update(busyCalendars)
      .set({ url: `${base}/gone.ics` })
      .where(eq(busyCalendars.id, id));
    const failedAt = new Date(due.getTime() + SYNC_INTERVAL_MINUTES * 60_000);
    expect(await syncBusyCalendar(database.db, id, failedAt)).toBe("failed");
    expect(await database.db.select().from(busyTimes)).toHaveLength(1);
    const context = { db: database.db as Db, timeZone: "Europe/Paris" };
    expect((await failingCalendarsSource.load({ ...context, now: failedAt })).total).toBe(0);
    const hourLater = new Date(failedAt.getTime() + HOUR);
    expect(await syncBusyCalendar(database.db, id, hourLater)).toBe("failed");
    expect((await failingBusyCalendars(database.db, hourLater)).map((c) => c.failingSince)).toEqual([failedAt]);
    const today = await failingCalendarsSource.load({ ...context, now: hourLater });
    expect(today.items[0]?.title).toMatch(/^Personal: failing since/);
    expect(today.items[0]?.detail).toMatch(/answered 404.*last good busy times still block bookings/);

    // Sync now, once the address works again, clears the failure.
    // (The lease above was taken at a simulated time ahead of the real clock.)
    await database.db
      .update(busyCalendars)
      .set({ url: `${base}/cal.ics`, syncStartedAt: null })
      .where(eq(busyCalendars.id, id));
    feed = ics([new Date(start.getTime() + 2 * DAY), new Date(start.getTime() + 4 * DAY)]);
    const synced = await act({ intent: "sync-calendar", id: String(id) });
    expect(synced.message).toMatch(/^Personal: 2 busy times in the next 60 days, synced \d\d:\d\d\.$/);
    expect(await failingBusyCalendars(database.db, new Date(hourLater.getTime() + DAY))).toEqual([]);
  });
});

describe("busy times and booking", () => {
  it("removes busy times (with buffers) from free times, explains them, and re-checks them when booking", async () => {
    const type = (await getSessionTypeBySlug(database.db, "express"))!;
    const now = new Date();
    const before = await freeTimes(database.db, type, now);
    const target = before[5]!;
    feed = ics([target]);
    await addCalendar(`${base}/cal.ics`, "Family");
    const after = await freeTimes(database.db, type, now);
    expect(after.map(Number)).not.toContain(target.getTime());
    // Express has 15 minutes of buffer after: the time just before the busy hour is gone too.
    expect(after.map(Number)).not.toContain(target.getTime() - 30 * 60_000);
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(target);
    const why = await explainBusinessDay(database.db, type, date, now);
    expect(why.busyCalendars).toEqual([{ name: "Family", count: expect.any(Number) }]);

    // A busy range stored between the free-time check and the booking's transaction still refuses it.
    const free = after.find((t) => t.getTime() > target.getTime() + 2 * DAY)!;
    const racing = Object.create(database.db) as Db;
    racing.transaction = (async (work: Parameters<Db["transaction"]>[0]) => {
      const [calendar] = await database.db.select().from(busyCalendars);
      await database.db
        .insert(busyTimes)
        .values({ calendarId: calendar!.id, startsAt: free, endsAt: new Date(free.getTime() + HOUR) });
      return database.db.transaction(work);
    }) as Db["transaction"];
    const outcome = await bookSession(
      type,
      { start: free.toISOString(), timeZone: "Europe/Paris", name: "Ada", email: "ada@example.com" },
      { db: racing, clientIp: "203.0.113.9", user: null, now },
    );
    expect(outcome.status).toBe("taken");
    expect(await database.db.select().from(bookings)).toEqual([]);
  });

  it("holds travel time before and after a session on location", async () => {
    const type = (await getSessionTypeBySlug(database.db, "signature-portrait"))!;
    await database.db
      .update(sessionTypes)
      .set({ locationKind: "on_location", travelMinutes: 45 })
      .where(eq(sessionTypes.id, type.id));
    try {
      const onLocation = (await getSessionTypeBySlug(database.db, "signature-portrait"))!;
      const now = new Date();
      const start = (await freeTimes(database.db, onLocation, now)).find((t) => t.getTime() > now.getTime() + 3 * DAY)!;
      const outcome = await bookSession(
        onLocation,
        {
          start: start.toISOString(),
          timeZone: "Europe/Paris",
          name: "Ada",
          email: "ada@example.com",
          clientAddress: "12 rue des Écoles, 75005 Paris",
        },
        { db: database.db, clientIp: "203.0.113.10", user: null, now },
      );
      expect(outcome.status).toBe("booked");
      const [row] = await database.db.select().from(bookings);
      // 15 minutes of buffer plus 45 of travel on each side.
      expect(row!.heldFrom.getTime()).toBe(start.getTime() - 60 * 60_000);
      expect(row!.heldUntil.getTime()).toBe(start.getTime() + 120 * 60_000);
    } finally {
      await database.db
        .update(sessionTypes)
        .set({ locationKind: "studio", travelMinutes: 0 })
        .where(eq(sessionTypes.id, type.id));
    }
  });
});
