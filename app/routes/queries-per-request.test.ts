/**
 * Database statements per request for the signed-in pages that matter most, counted through the
 * query logger of a real database: a request runs as React Router runs it (root middleware's
 * session lookup, root loader, route loader or action, sharing one context).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, get, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { questionRegistry } from "../blueprint/blueprint.server.ts";
import { VALUES } from "../blueprint/questionnaires/options.ts";
import { lookUpSession, sessionUserContext } from "../lib/session.server.ts";
import { loader as rootLoader } from "../root.tsx";
import { action as stepAction, loader as stepLoader } from "./blueprint/step.tsx";
import { loader as dashboardLoader } from "./dashboard/dashboard.tsx";

let database: TestDatabase;
let statements: string[] = [];
beforeAll(async () => {
  database = await useFreshAppDatabase({}, { onQuery: (query) => statements.push(query) });
  await questionRegistry(database.db);
});
afterAll(() => database.destroy());

type RouteFunction = (routeArgs: ReturnType<typeof args>) => unknown;

/** Runs one request and returns the statements it sent, split into session lookup and the rest. */
async function count(request: Request, route: RouteFunction, params: Record<string, string> = {}) {
  const routeArgs = args(request, params);
  statements = [];
  const session = await lookUpSession(request);
  const sessionStatements = statements.length;
  routeArgs.context.set(sessionUserContext, { user: session.user });
  await rootLoader(routeArgs);
  const result = await run(() => route(routeArgs));
  return { session: sessionStatements, total: statements.length, statements: [...statements], result };
}

/** The cookie a browser holds once the short-lived session cookie cache has expired. */
const withoutCookieCache = (cookie: string) =>
  cookie
    .split("; ")
    .filter((c) => !c.includes("session_data"))
    .join("; ");

describe("statements per signed-in request", () => {
  it("dashboard: no statement for the session while the cookie cache is fresh, at most two after it expires", async () => {
    const admin = await signedInUser("admin");
    expect(admin.cookie).toContain("session_data");
    const cached = await count(get("/dashboard", admin.cookie), dashboardLoader);
    expect(cached.session).toBe(0);
    // The owner navigation's counts (Today's badge and the unread inquiries, one statement), the business time
    // zone, Today's four sections, failed e-mails, the activity chart, the client count (app/owner/today.server.ts);
    // booking's and media's Today sections (sessions: time zone and bookings; busy calendars failing for an hour;
    // galleries awaiting finals; awaiting a selection; refunds that could not be sent) and bookings per week in
    // the chart (app/owner/today-sources.server.ts), background tasks that failed (with their count,
    // one statement); the visits per week and top pages (app/visits/report.server.ts). Fixed, whatever the number
    // of clients.
    const adminDashboardStatements = 18;
    expect(cached.total, cached.statements.join("\n")).toBe(adminDashboardStatements);
    const expired = await count(get("/dashboard", withoutCookieCache(admin.cookie)), dashboardLoader);
    expect(expired.session).toBeLessThanOrEqual(2);
    expect(expired.total - expired.session).toBe(adminDashboardStatements);
    // A client's dashboard shows their programme: results, answered keys and report notes, however many answers.
    const client = await signedInUser("client");
    // Plus booking's upcoming sessions, media's galleries and whether they have receipts: one statement each;
    // payments' packages: the client's balance and the packages on sale, one each (app/payments/packages.server.ts).
    expect((await count(get("/dashboard", client.cookie), dashboardLoader)).total).toBeLessThanOrEqual(8);
  });

  it("questionnaire step: one read to show it; an ordinary save is one statement, a two-stage values save at most three", async () => {
    const client = await signedInUser("client");
    const params = { phase: "phase1", step: "values-q1" };
    const shown = await count(get("/hob/phase1/values-q1", client.cookie), stepLoader, params);
    expect(shown.session).toBe(0);
    expect(shown.total, shown.statements.join("\n")).toBe(1);
    const save = () =>
      count(
        postForm("/hob/phase1/values-q1", { intent: "next", answer: "Honesty and care." }, client.cookie),
        stepAction,
        params,
      );
    for (const attempt of [await save(), await save()]) {
      expect(attempt.session).toBe(0);
      expect(attempt.total, attempt.statements.join("\n")).toBe(1);
    }
    const body = new URLSearchParams({ intent: "next", stage: "first" });
    for (const value of VALUES.slice(0, 10)) body.append("answer", value);
    const values = await count(
      new Request(postForm("/hob/phase1/values-q7", {}, client.cookie), { body }),
      stepAction,
      { phase: "phase1", step: "values-q7" },
    );
    expect(values.result).toBeInstanceOf(Response);
    expect((values.result as Response).status).toBe(302);
    expect(values.total, values.statements.join("\n")).toBeLessThanOrEqual(3);
    const expired = await count(get("/hob/phase1/values-q1", withoutCookieCache(client.cookie)), stepLoader, params);
    expect(expired.session).toBeLessThanOrEqual(2);
    expect(expired.total - expired.session).toBe(1);
  });
});
