import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../tests/support/accounts.ts";
import { args, BASE, get, run } from "../../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../../tests/support/test-database.ts";
import { appSettings, availabilityRules, users } from "../../../lib/db/schema.ts";
import { loader as feedLoader } from "../../booking/feed.ts";
import { action, loader } from "./setup.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

function post(fields: Record<string, string>, requestId = "req-setup-test-1") {
  return new Request(`${BASE}/admin/booking/setup`, {
    method: "POST",
    headers: { origin: BASE, cookie: admin.cookie, "x-request-id": requestId },
    body: new URLSearchParams(fields),
  });
}

async function act(fields: Record<string, string>, requestId?: string) {
  type Outcome = { ok: boolean; message: string };
  const result = (await run(() => action(args(post(fields, requestId))))) as
    | Outcome
    | { data: Outcome; init: ResponseInit | null };
  // A success is returned as is; a refusal through data() with its status.
  if ("data" in result) return { status: result.init?.status ?? 200, ...result.data };
  return { status: 200, ...result };
}

async function feedStatus(url: string) {
  const token = url.split("/").pop() as string;
  const answer = await run(() => feedLoader(args(get(`/calendar-feed/${token}`), { token })));
  if (answer instanceof Response) return answer.status;
  return (answer as { init: ResponseInit | null }).init?.status ?? 200;
}

describe("the private calendar feed", () => {
  it("is created, then revoked: the old address answers 404 and the page offers none", async () => {
    expect(await act({ intent: "feed" })).toMatchObject({ status: 200, ok: true });
    const { feedUrl } = await loader(args(get("/admin/booking/setup", admin.cookie)));
    expect(feedUrl).toMatch(/\/calendar-feed\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(await feedStatus(feedUrl as string)).toBe(200);

    expect(await act({ intent: "revoke-feed" })).toMatchObject({
      status: 200,
      ok: true,
      message: "The private calendar address no longer works.",
    });
    expect(await feedStatus(feedUrl as string)).toBe(404);
    expect((await loader(args(get("/admin/booking/setup", admin.cookie)))).feedUrl).toBeNull();

    // Revoking again (nothing to revoke) is fine; a new address differs from the revoked one.
    expect(await act({ intent: "revoke-feed" })).toMatchObject({ status: 200, ok: true });
    await act({ intent: "feed" });
    const renewed = (await loader(args(get("/admin/booking/setup", admin.cookie)))).feedUrl as string;
    expect(renewed).not.toBe(feedUrl);
    expect(await feedStatus(feedUrl as string)).toBe(404);
    expect(await feedStatus(renewed)).toBe(200);
  });

  it("is named in the owner's language", async () => {
    await act({ intent: "feed" });
    const { feedUrl } = await loader(args(get("/admin/booking/setup", admin.cookie)));
    const token = (feedUrl as string).split("/").pop() as string;
    const read = async () => {
      const answer = await run(() => feedLoader(args(get(`/calendar-feed/${token}`), { token })));
      return (answer as Response).text();
    };
    expect(await read()).toMatch(/X-WR-CALNAME:.* bookings/);
    await database.db.update(users).set({ locale: "fr" }).where(eq(users.role, "admin"));
    try {
      expect(await read()).toMatch(/X-WR-CALNAME:Réservations /);
    } finally {
      await database.db.update(users).set({ locale: "en" }).where(eq(users.role, "admin"));
    }
  });
});

describe("a failure of ours", () => {
  it("never shows the database's text: a generic message naming the request, status 500, nothing saved", async () => {
    const before = await database.db.select().from(appSettings);
    // PostgreSQL text cannot hold a NUL character: a real database error, no mocks.
    const result = await act({ intent: "override", date: "2031-05-04", hours: "", note: "Closed\u0000" }, "req-42");
    expect(result.status).toBe(500);
    expect(result.message).toContain("Something went wrong on our side");
    expect(result.message).toContain("req-42");
    expect(result.message).not.toMatch(/query|insert|availability|params|byte|0x00/i);
    expect(await database.db.select().from(appSettings)).toEqual(before);
  });

  it("still shows the person's own mistakes word for word, with 400", async () => {
    expect(await act({ intent: "override", date: "2031-05-04", hours: "09:00-08:00" })).toMatchObject({
      status: 400,
      message: '"09:00-08:00" ends before it starts.',
    });
    expect(await act({ intent: "override", date: "2031-02-30x", hours: "" })).toMatchObject({
      status: 400,
      message: "Choose a date.",
    });
  });
});

describe("weekly hours (time pickers, one row per range)", () => {
  async function hours(rows: [day: number, start: string, end: string][], marker = true) {
    const body = new URLSearchParams({ intent: "hours" });
    if (marker) body.set("hoursForm", "rows");
    for (const [day, start, end] of rows) {
      body.append(`day${day}-start`, start);
      body.append(`day${day}-end`, end);
    }
    const request = new Request(`${BASE}/admin/booking/setup`, {
      method: "POST",
      headers: { origin: BASE, cookie: admin.cookie },
      body,
    });
    const result = (await run(() => action(args(request)))) as
      | { ok: boolean; message: string }
      | {
          data: { ok: boolean; message: string; hours?: { errors: Record<string, string> } };
          init: ResponseInit | null;
        };
    return "data" in result ? { status: result.init?.status ?? 200, ...result.data } : { status: 200, ...result };
  }
  const stored = async () =>
    (
      await database.db
        .select()
        .from(availabilityRules)
        .orderBy(availabilityRules.weekday, availabilityRules.startMinute)
    ).map((r) => [r.weekday, r.startMinute, r.endMinute]);

  it("saves each day's ranges (blank rows ignored, 00:00 as an end is midnight) and shows them as rows", async () => {
    const saved = await hours([
      [1, "09:00", "12:00"],
      [1, "13:30", "17:00"],
      [1, "", ""],
      [3, "18:00", "00:00"],
      [6, "10:00:00", "11:00"],
    ]);
    expect(saved).toMatchObject({ status: 200, ok: true, message: "Weekly hours saved." });
    expect(await stored()).toEqual([
      [1, 540, 720],
      [1, 810, 1020],
      [3, 1080, 1440],
      [6, 600, 660],
    ]);
    const page = await loader(args(get("/admin/booking/setup", admin.cookie)));
    expect(page.weekly[0]).toEqual([
      { start: "09:00", end: "12:00" },
      { start: "13:30", end: "17:00" },
    ]);
    expect(page.weekly[2]).toEqual([{ start: "18:00", end: "00:00" }]);
    expect(page.weekly[1]).toEqual([]);
  });

  it("refuses bad rows with an error under each, and changes nothing", async () => {
    const before = await stored();
    const refused = await hours([
      [1, "09:00", "12:00"],
      [1, "11:00", "13:00"],
      [2, "17:00", "09:00"],
      [4, "09:00", ""],
      [5, "9h", "10:00"],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("The weekly hours were not saved: 4 ranges need correcting.");
    expect((refused as { hours: { errors: Record<string, string> } }).hours.errors).toEqual({
      "day1-1": "Overlaps 09:00–12:00.",
      "day2-0": "The end (09:00) must be after the start (17:00).",
      "day4-0": "Give both a start and an end time.",
      "day5-0": "Use times like 09:00.",
    });
    expect(await stored()).toEqual(before);
    // A request that is not this form (an old page) closes nothing.
    expect(await hours([], false)).toMatchObject({
      status: 400,
      message: "This form is out of date: reload the page.",
    });
    expect(await stored()).toEqual(before);
  });
});

describe("places", () => {
  it("saves the studio's address and the meeting link, and refuses a link that is not https", async () => {
    expect(
      await act({ intent: "places", studioAddress: " 12 Rue des Lilas \r\n\r\n75011 Paris", meetingLink: "" }),
    ).toMatchObject({ status: 200, ok: true, message: "Places saved." });
    const refused = await act({
      intent: "places",
      studioAddress: "Elsewhere",
      meetingLink: "http://meet.example.com/x",
    });
    expect(refused).toMatchObject({
      status: 400,
      message: "The meeting link must be a web address starting with https://.",
    });
    const page = await loader(args(get("/admin/booking/setup", admin.cookie)));
    expect(page.places).toMatchObject({ studioAddress: "12 Rue des Lilas\n75011 Paris", meetingLink: "" });
    expect(page.places.mapLink).toBe(
      "https://www.openstreetmap.org/search?query=12%20Rue%20des%20Lilas%2C%2075011%20Paris",
    );
    // Video types without a link of their own are flagged for the owner.
    expect(page.types.find((t) => t.slug === "free-consultation")?.missing).toMatch(/No meeting link/);
    expect(page.types.find((t) => t.slug === "express")?.missing).toBeNull();
  });
});
