import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../tests/support/accounts.ts";
import { args, BASE, get, run } from "../../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../../tests/support/test-database.ts";
import { appSettings } from "../../../lib/db/schema.ts";
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
