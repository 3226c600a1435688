/**
 * Random and hostile payloads against every action and endpoint: never a 500 (or an unhandled
 * error), and a refused request (4xx) never changes a row.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, BASE } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { saveAnswers } from "../blueprint/blueprint.server.ts";
import { PHASES } from "../blueprint/questionnaires/engine.ts";
import { guardRequestBody, MAX_FORM_BYTES } from "../lib/body-guard.server.ts";
import { bodyLimitsFor, MOOD_BOARD_UPLOAD_LIMITS } from "../lib/body-limits.ts";
import { rowsOf } from "../lib/db/rows.ts";
import { galleries } from "../lib/db/schema.ts";
import { loadSessionUser } from "../lib/session.server.ts";
import { enableSharing, shareStatus } from "../media/share.server.ts";
import { action as accountAction } from "./account/account.tsx";
import { action as adminBookingAction } from "./admin/booking/booking.tsx";
import { action as sessionTypeAction } from "./admin/booking/session-type.tsx";
import { action as bookingSetupAction } from "./admin/booking/setup.tsx";
import { action as clientPageAction } from "./admin/client.tsx";
import { action as newGalleryAction } from "./admin/galleries.tsx";
import { action as galleryAdminAction } from "./admin/gallery.tsx";
import { action as inquiryAction } from "./admin/inquiry.tsx";
import { action as mediaUploadAction } from "./admin/media-upload.ts";
import { action as portfolioAction } from "./admin/portfolio.tsx";
import { action as ownerReportAction } from "./admin/report.tsx";
import { action as settingsAction } from "./admin/settings.tsx";
import { action as todoAction } from "./admin/todo.tsx";
import { action as usersAction } from "./admin/users.tsx";
import { action as contactAction } from "./api/contact.ts";
import { action as authAction } from "./auth/auth.tsx";
import { action as emailLinkAction } from "./auth/email-link.tsx";
import { action as setupAction } from "./auth/setup.tsx";
import { action as reportAction } from "./blueprint/report.tsx";
import { action as stepAction } from "./blueprint/step.tsx";
import { action as cancelAction } from "./booking/cancel.tsx";
import { action as confirmBookingAction } from "./booking/confirm.tsx";
import { action as bookingDetailsAction } from "./booking/details.tsx";
import { action as rescheduleAction } from "./booking/reschedule.tsx";
import { action as dashboardAction } from "./dashboard/dashboard.tsx";
import { action as clientGalleryAction } from "./galleries/gallery.tsx";
import { action as sharedGalleryAction } from "./galleries/shared.tsx";
import { action as bookAction } from "./site/book.tsx";
import { action as optOutAction } from "./site/nudge-opt-out.tsx";

let database: TestDatabase;
let adminCookie: string;
let clientCookie: string;
let clientId: string;
const fuzzGalleryId = "fuzz-gallery-0001";
/** The fuzz gallery's share link token (sharing is on, so the password form is reached). */
let fuzzShareToken = "";

beforeAll(async () => {
  database = await useFreshAppDatabase();
  adminCookie = (await signedInUser("admin")).cookie;
  const client = await signedInUser("client");
  clientCookie = client.cookie;
  clientId = client.id;
  // A completed phase: a draft report (id 1) and a result to nudge.
  await saveAnswers(database.db, client.id, PHASES[0]!, [{ key: "values-q1", value: "x" }], { complete: true });
  await saveAnswers(database.db, client.id, PHASES[1]!, [{ key: "visual-narrative-q1", value: "x" }]);
  // Media (issue 12): a published gallery of the fuzzing client, so its actions get past the access check.
  await database.db.insert(galleries).values({
    id: fuzzGalleryId,
    clientId: client.id,
    title: "Fuzz",
    status: "published",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await enableSharing(database.db, fuzzGalleryId, "fuzz share password");
  const [shared] = await database.db.select().from(galleries);
  fuzzShareToken = shared ? (shareStatus(shared).url?.split("/").pop() ?? "") : "";
});
afterAll(() => database.destroy());

const TABLES = [
  "users",
  "todos",
  "contact_messages",
  "questionnaire_answers",
  "report_notes",
  "audit_log",
  "uploads",
  "bookings",
  "session_types",
  "availability_rules",
  "availability_overrides",
  "blocked_times",
  "app_settings",
  "phase_reports",
  "inquiry_replies",
  "nudges",
  "nudge_opt_outs",
  "app_settings",
  "email_outbox",
  "media_assets",
  "portfolio_photos",
  "galleries",
  "gallery_photos",
  "gallery_comments",
];

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = rowsOf<{ n: number }>(result)[0]!.n;
  }
  return counts;
}

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "__proto__",
    "constructor",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    "../../etc/passwd",
    "\u0000",
    "9".repeat(40),
    "-1",
    "1e308",
    "NaN",
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const fieldNames = fc.constantFrom(
  "intent",
  "view",
  "email",
  "password",
  "name",
  "message",
  "phone",
  "answer",
  "detail",
  "stage",
  "url",
  "keepFile",
  "id",
  "userId",
  "role",
  "title",
  "description",
  "priority",
  "completed",
  "note",
  "token",
  "code",
  "method",
  "redirectTo",
  "handled",
  "website",
  "currentPassword",
  "newPassword",
  "start",
  "timeZone",
  "phase",
  "date",
  "hours",
  "from",
  "until",
  "day1",
  "slug",
  "durationMinutes",
  "dailyCap",
  "subject",
  "body",
  "recommendations",
  "enabled",
  "firstDelayDays",
  "secondDelayDays",
  "title-0",
  "body-0",
  "__proto__",
  "caption",
  "altText",
  "category",
  "direction",
  "order",
  "photoId",
  "body",
  "clientId",
  "selectionLimit",
  "expiresOn",
  "allowDownloads",
  "watermarkText",
  "sessionDate",
  "bookingId",
  "sharePassword",
);
const formPayload = fc.array(fc.tuple(fieldNames, hostile), { maxLength: 8 });

function formRequest(path: string, pairs: [string, string][], cookie?: string) {
  const body = new URLSearchParams();
  for (const [key, value] of pairs) body.append(key, value);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      origin: BASE,
      "x-client-ip": "192.0.2.200",
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
}

function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: ResponseInit } | undefined)?.init;
  return init?.status ?? 200;
}

/** Like the real stack: the root middleware's body guard runs first. */
async function call(fn: () => unknown, request?: Request): Promise<number> {
  const refused = request ? await guardRequestBody(request, await loadSessionUser(request)) : undefined;
  if (refused) return refused.status;
  try {
    return statusOf(await fn());
  } catch (thrown) {
    if (thrown instanceof Response || (thrown && typeof thrown === "object" && "init" in thrown))
      return statusOf(thrown);
    throw thrown; // an unhandled error is a 500
  }
}

const targets: { name: string; path: string; params?: Record<string, string>; run: (a: unknown) => unknown }[] = [
  { name: "auth", path: "/auth", run: (a) => authAction(a as never) },
  { name: "magic link", path: "/auth/magic-link", run: (a) => emailLinkAction(a as never) },
  { name: "book", path: "/book", run: (a) => bookAction(a as never) },
  { name: "account", path: "/account", run: (a) => accountAction(a as never) },
  { name: "admin users", path: "/admin/users", run: (a) => usersAction(a as never) },
  { name: "todo", path: "/todo", run: (a) => todoAction(a as never) },
  { name: "inquiry", path: "/admin/inquiries/1", params: { id: "1" }, run: (a) => inquiryAction(a as never) },
  { name: "setup", path: "/setup", run: (a) => setupAction(a as never) },
  {
    name: "booking details",
    path: "/book/express/details",
    params: { slug: "express" },
    run: (a) => bookingDetailsAction(a as never),
  },
  {
    name: "booking cancel link",
    path: "/book/cancel/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    params: { token: "1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    run: (a) => cancelAction(a as never),
  },
  {
    name: "booking confirmation link",
    path: "/book/confirm/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    params: { token: "1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    run: (a) => confirmBookingAction(a as never),
  },
  {
    name: "booking reschedule link",
    path: "/book/reschedule/1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    params: { token: "1.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    run: (a) => rescheduleAction(a as never),
  },
  {
    name: "owner's booking",
    path: "/admin/booking/1",
    params: { id: "1" },
    run: (a) => adminBookingAction(a as never),
  },
  { name: "booking set-up", path: "/admin/booking/setup", run: (a) => bookingSetupAction(a as never) },
  {
    name: "session type",
    path: "/admin/booking/types/1",
    params: { id: "1" },
    run: (a) => sessionTypeAction(a as never),
  },
  {
    name: "step (text)",
    path: "/hob/phase1/values-q1",
    params: { phase: "phase1", step: "values-q1" },
    run: (a) => stepAction(a as never),
  },
  {
    name: "step (values)",
    path: "/hob/phase1/values-q7",
    params: { phase: "phase1", step: "values-q7" },
    run: (a) => stepAction(a as never),
  },
  {
    name: "step (slider)",
    path: "/hob/phase1/wellness-q1",
    params: { phase: "phase1", step: "wellness-q1" },
    run: (a) => stepAction(a as never),
  },
  {
    name: "step (mood board)",
    path: "/hob/phase2/mood_board_upload",
    params: { phase: "phase2", step: "mood_board_upload" },
    run: (a) => stepAction(a as never),
  },
  { name: "today", path: "/dashboard", run: (a) => dashboardAction(a as never) },
  { name: "owner report", path: "/admin/reports/1", params: { id: "1" }, run: (a) => ownerReportAction(a as never) },
  {
    name: "client page",
    path: "/admin/clients/client",
    get params() {
      return { id: clientId };
    },
    run: (a) => clientPageAction(a as never),
  },
  { name: "owner settings", path: "/admin/settings", run: (a) => settingsAction(a as never) },
  { name: "nudge opt-out", path: "/nudges/opt-out", run: (a) => optOutAction(a as never) },
  { name: "admin portfolio", path: "/admin/portfolio", run: (a) => portfolioAction(a as never) },
  { name: "new gallery", path: "/admin/galleries", run: (a) => newGalleryAction(a as never) },
  {
    name: "gallery (owner)",
    path: `/admin/galleries/${fuzzGalleryId}`,
    params: { id: fuzzGalleryId },
    run: (a) => galleryAdminAction(a as never),
  },
  {
    name: "gallery (client)",
    path: `/galleries/${fuzzGalleryId}`,
    params: { id: fuzzGalleryId },
    run: (a) => clientGalleryAction(a as never),
  },
  {
    name: "shared gallery password",
    get path() {
      return `/shared/${fuzzShareToken}`;
    },
    get params() {
      return { token: fuzzShareToken };
    },
    run: (a) => sharedGalleryAction(a as never),
  },
  { name: "photo upload", path: "/admin/media/upload?to=portfolio", run: (a) => mediaUploadAction(a as never) },
  {
    name: "report note",
    path: "/hob/phase1/report",
    params: { phase: "phase1" },
    run: (a) => reportAction(a as never),
  },
];

describe("the body guard", () => {
  it("refuses NUL characters (form or JSON), other content types and oversized forms with a 4xx", async () => {
    const post = (path: string, body: string, type: string) =>
      guardRequestBody(
        new Request(`${BASE}${path}`, { method: "POST", headers: { "content-type": type }, body }),
        null,
      );
    const form = "application/x-www-form-urlencoded";
    expect((await post("/todo", "title=a%00b", form))?.status).toBe(400);
    expect((await post("/api/contact", '{"name":"a\\u0000"}', "application/json"))?.status).toBe(400);
    expect((await post("/todo", "x".repeat(MAX_FORM_BYTES + 1), form))?.status).toBe(413);
    expect((await post("/todo", "title=fine", "text/plain"))?.status).toBe(415);
    expect(await post("/todo", "title=fine", form)).toBeUndefined();
  });
});

describe("fuzzing every action", () => {
  for (const target of targets) {
    it(`${target.name}: no 500, and refused requests change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(formPayload, fc.constantFrom(adminCookie, clientCookie, undefined), async (pairs, cookie) => {
          const before = await snapshot();
          const request = formRequest(target.path, pairs, cookie);
          const status = await call(() => target.run(args(request, target.params ?? {})), request);
          expect(status).toBeLessThan(500);
          if (status >= 400) expect(await snapshot()).toEqual(before);
        }),
        { numRuns: 25 },
      );
    });
  }

  it("/api/contact: any JSON, any content type — never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "",
        ),
        async (body, type) => {
          const before = await snapshot();
          const request = new Request(`${BASE}/api/contact`, {
            method: "POST",
            headers: { origin: BASE, "x-client-ip": "192.0.2.201", ...(type ? { "content-type": type } : {}) },
            body,
          });
          const status = await call(() => contactAction(args(request)), request);
          expect(status).toBeLessThan(500);
          if (status >= 400) expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("photo uploads (media, issue 12)", () => {
  it("random files, names and broken multipart bodies: a clear 4xx per file or request, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(hostile, fc.uint8Array({ maxLength: 2000 })), { minLength: 0, maxLength: 4 }),
        fc.boolean(),
        async (files, truncate) => {
          const form = new FormData();
          for (const [name, bytes] of files) form.append("photos", new Blob([new Uint8Array(bytes)]), name || "x");
          // Serialised first (a body of bytes, as from the network), optionally cut in half.
          const encoded = new Response(form);
          const whole = new Uint8Array(await encoded.arrayBuffer());
          const request = new Request(`${BASE}/admin/media/upload?to=portfolio`, {
            method: "POST",
            headers: {
              origin: BASE,
              cookie: adminCookie,
              accept: "application/json",
              "content-type": encoded.headers.get("content-type") ?? "multipart/form-data",
            },
            body: truncate ? whole.slice(0, Math.floor(whole.length / 2)) : whole,
          });
          const before = await snapshot();
          const status = await call(() => mediaUploadAction(args(request)), request);
          expect(status).toBeLessThan(500);
          if (status >= 400) expect(await snapshot()).toEqual(before);
        },
      ),
      // A run that hangs fails with its input (seen once in CI as a timeout of the whole test, with no
      // input to reproduce it; not reproduced in 2,300 runs since).
      { numRuns: 25, timeout: 10_000, endOnFailure: true },
    );
  });
});

describe("hostile transport on every action (body guard + action, as the root middleware runs them)", () => {
  const nonAscii = "ünïcødé ✓ 🙂 \u202e";
  const params = ["redirectTo", "view", "token", "error", "client", "stage", "id", "q"];
  const query = params
    .map((k) => `${k}=${encodeURIComponent(k === "redirectTo" ? `/${nonAscii}` : nonAscii)}`)
    .join("&");
  const fieldsEverywhere = new URLSearchParams(
    [
      "intent",
      "view",
      "email",
      "password",
      "name",
      "message",
      "code",
      "token",
      "redirectTo",
      "url",
      "title",
      "role",
      "userId",
    ].map((k) => [k, k === "redirectTo" ? `/${nonAscii}` : nonAscii]),
  ).toString();

  type Case = {
    name: string;
    method?: string;
    type?: string;
    body?: () => BodyInit | null;
    query?: boolean;
    huge?: boolean;
  };
  const cases: Case[] = [
    { name: "text/plain", type: "text/plain", body: () => "intent=add&title=x" },
    { name: "JSON", type: "application/json", body: () => '{"intent":"add","title":"x"}' },
    { name: "an empty body without a type", body: () => null },
    { name: "multipart without a boundary", type: "multipart/form-data", body: () => "--x\r\n\r\n" },
    {
      name: "broken multipart",
      type: "multipart/form-data; boundary=zz",
      body: () => "--zz\r\nContent-Disposition: form",
    },
    {
      name: "non-ASCII in every parameter",
      type: "application/x-www-form-urlencoded",
      body: () => fieldsEverywhere,
      query: true,
    },
    {
      name: "invalid percent-encoding",
      type: "application/x-www-form-urlencoded",
      body: () => "intent=%E0%A4%A&title=%FF%FE",
    },
    { name: "a chunked 50 MB form", type: "application/x-www-form-urlencoded", huge: true },
    { name: "a chunked 50 MB multipart", type: "multipart/form-data; boundary=zz", huge: true },
    ...["PUT", "DELETE", "PATCH", "TRACE"].map((method) => ({
      name: method,
      method,
      type: "application/x-www-form-urlencoded",
      body: () => "a=b",
    })),
  ];

  for (const target of targets) {
    it(`${target.name}: never a 500, nothing changes, bounded reads`, async () => {
      for (const c of cases) {
        for (const cookie of [undefined, clientCookie, adminCookie]) {
          const before = await snapshot();
          let pulled = 0;
          const body = c.huge
            ? new ReadableStream<Uint8Array>({
                pull(controller) {
                  if (pulled >= 50 * 1024 * 1024) return controller.close();
                  pulled += 64 * 1024;
                  controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
                },
              })
            : c.body?.();
          const method = c.method === "TRACE" ? "POST" : (c.method ?? "POST");
          const request = new Request(`${BASE}${target.path}${c.query ? `?${query}` : ""}`, {
            method,
            headers: {
              origin: BASE,
              "x-client-ip": "192.0.2.202",
              ...(c.type ? { "content-type": c.type } : {}),
              ...(cookie ? { cookie } : {}),
            },
            body: method === "GET" ? undefined : body,
            ...(c.huge ? { duplex: "half" } : {}),
          } as RequestInit);
          if (c.method === "TRACE") Object.defineProperty(request, "method", { value: "TRACE" });
          const status = await call(() => target.run(args(request, target.params ?? {})), request);
          const who = cookie === adminCookie ? "admin" : cookie ? "client" : "anonymous";
          expect(status, `${c.name} (${who})`).toBeLessThan(500);
          if (status >= 400) expect(await snapshot(), `${c.name} (${who})`).toEqual(before);
          // A huge body is read only up to the route's form limit, or the upload limit on the upload step
          // (app/lib/body-limits.ts).
          expect(pulled, `${c.name} (${who})`).toBeLessThan(MOOD_BOARD_UPLOAD_LIMITS.requestBytes + 4 * 64 * 1024);
          if (c.huge && !target.path.startsWith("/hob/phase"))
            expect(pulled).toBeLessThan(bodyLimitsFor(target.path).formBytes + 4 * 64 * 1024);
        }
      }
    }, 120_000);
  }
});
