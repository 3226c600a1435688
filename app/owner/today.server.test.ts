import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, get, isRedirect, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { questionRegistry } from "../blueprint/blueprint.server.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { loader as rootLoader } from "../root.tsx";
import { action as dashboardAction, loader as dashboardLoader } from "../routes/dashboard/dashboard.tsx";
import { weekStarts } from "./activity.server.ts";
import { formatInZone, zoneLabel } from "./time.ts";
import { loadToday, type TodaySource, todaySources } from "./today.server.ts";

const statements: string[] = [];
let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase({}, { onQuery: (query) => statements.push(query) });
  admin = await signedInUser("admin");
  await questionRegistry(database.db);
});
afterAll(() => database.destroy());

/** `n` clients, each with a Phase 1 result: a tenth completed (draft reports), the rest idle 20 days. */
async function seedClients(prefix: string, n: number) {
  await database.db.execute(sql`
    insert into users (id, name, email, email_verified, role)
    select ${prefix} || i, 'Client ' || i, ${prefix} || i || '@example.com', true, 'client'
    from generate_series(1, ${n}) as i`);
  await database.db.execute(sql`
    insert into questionnaire_results (questionnaire_id, profile_id, started_at, updated_at, completed_at)
    select (select id from questionnaires where name = 'Phase 1'), ${prefix} || i,
      now() - interval '30 days', now() - interval '20 days',
      case when i % 10 = 0 then now() - make_interval(days => i % 80) end
    from generate_series(1, ${n}) as i`);
  await database.db.execute(sql`
    insert into contact_messages (name, email, message)
    select 'Inquirer ' || i, 'inq' || i || '@example.com', 'Hello' from generate_series(1, ${Math.ceil(n / 10)}) as i`);
  await database.db.execute(sql`
    insert into email_outbox ("to", subject, text, status, last_error)
    select 'x' || i || '@example.com', 'Subject', 'Body', 'failed', 'SMTP said no'
    from generate_series(1, ${Math.ceil(n / 100)}) as i`);
}

async function countQueries(fn: () => Promise<unknown>) {
  statements.length = 0;
  await fn();
  return statements.length;
}

describe("Today", () => {
  it("tells a new owner what to do first, and is the owner's only", async () => {
    const today = (await dashboardLoader(args(get("/dashboard", admin.cookie)))).today!;
    expect(today.gettingStarted.map((s) => s.id)).toEqual(["availability", "portfolio", "invite"]);
    expect(today.gettingStarted.find((s) => s.id === "invite")!.href).toBe("/admin/users");
    expect(today.sections.every((s) => s.total === 0)).toBe(true);
    expect(today.chart.weeks).toHaveLength(12);
    const client = await signedInUser("client");
    expect((await dashboardLoader(args(get("/dashboard", client.cookie)))).today).toBeNull();
    const refused = await run(() =>
      dashboardAction(args(postForm("/dashboard", { intent: "retry-email", id: "1" }, client.cookie))),
    );
    expect((refused as { init?: ResponseInit }).init?.status).toBe(403);
    expect(
      isRedirect(await run(() => dashboardAction(args(postForm("/dashboard", { intent: "retry-email", id: "1" }))))),
    ).toBe(true);
  });

  it("loads in the same, small number of queries for 10 or 1,000 clients", async () => {
    await seedClients("small-", 10);
    const few = await countQueries(() => dashboardLoader(args(get("/dashboard", admin.cookie))));
    const fewRoot = await countQueries(() => rootLoader(args(get("/dashboard", admin.cookie))));
    await seedClients("large-", 990);
    const many = await countQueries(() => dashboardLoader(args(get("/dashboard", admin.cookie))));
    const manyRoot = await countQueries(() => rootLoader(args(get("/dashboard", admin.cookie))));
    expect(many).toBe(few);
    expect(manyRoot).toBe(fewRoot);
    // The owner's own sections plus booking's and media's (app/owner/today-sources.server.ts).
    expect(many).toBeLessThanOrEqual(19);

    const today = await loadToday(database.db);
    const byId = Object.fromEntries(today.sections.map((s) => [s.id, s]));
    expect(byId.inquiries!.total).toBe(100);
    expect(byId["failed-emails"]!.total).toBe(11);
    expect(byId["idle-clients"]!.total).toBe(900);
    expect(byId["idle-clients"]!.items[0]!.quickAction).toMatchObject({ intent: "nudge" });
    expect(byId.inquiries!.items).toHaveLength(8);
    expect(today.attention).toBe(100 + 11 + byId["draft-reports"]!.total);
    expect(today.gettingStarted).toEqual([]);
    // Most urgent first.
    expect(today.sections.map((s) => s.id)).toEqual([
      "inquiries",
      "draft-reports",
      "outdated-reports",
      "idle-clients",
      "failed-emails",
    ]);
    const completions = today.chart.weeks.reduce((sum, w) => sum + w.completions, 0);
    expect(completions).toBeGreaterThan(0);
    expect(today.chart.countsBookings).toBe(false);
    const root = (await rootLoader(args(get("/dashboard", admin.cookie)))) as unknown as {
      data: { user: { attention: number } };
    };
    expect(root.data.user.attention).toBe(today.attention);
  });

  it("speaks the owner's language: English outside a request, French when the request is French", async () => {
    const english = await loadToday(database.db);
    const french = await inLocale("fr", () => loadToday(database.db));
    const inquiries = (today: typeof english) => today.sections.find((s) => s.id === "inquiries")!;
    expect(inquiries(english).heading).toBe("Inquiries waiting for an answer");
    expect(inquiries(english).items[0]!.title).toMatch(/^New: Inquirer /);
    expect(inquiries(english).items[0]!.detail).toMatch(/ · received \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/);
    expect(inquiries(french).heading).toBe("Demandes en attente de réponse");
    expect(inquiries(french).items[0]!.title).toMatch(/^Nouvelle\u00a0: Inquirer /);
    expect(inquiries(french).items[0]!.detail).toMatch(/ · reçue le \d{1,2} [a-zéû]+\.? \d{4}/);
    expect(inquiries(french).items[0]!.action).toBe("Répondre");
    const idle = french.sections.find((s) => s.id === "idle-clients")!;
    expect(idle.heading).toMatch(/^Clients à l’arrêt depuis plus de \d+ jours dans une phase$/);
    expect(idle.items[0]!.quickAction!.label).toMatch(/^Relancer .+ maintenant$/);
  });

  it("lists the longest idle first, each with its last nudge, and offers no nudge to one who opted out", async () => {
    // Idle longer than every client seeded above (20 days), so these three come first, oldest first.
    await database.db.execute(sql`
      insert into users (id, name, email, email_verified, role)
      select 'longest-' || i, 'Longest ' || i, 'longest' || i || '@example.com', true, 'client'
      from generate_series(1, 3) as i`);
    await database.db.execute(sql`
      insert into questionnaire_results (questionnaire_id, profile_id, started_at, updated_at)
      select (select id from questionnaires where name = 'Phase 1'), 'longest-' || i,
        now() - interval '90 days', now() - make_interval(days => 70 - i * 10)
      from generate_series(1, 3) as i`);
    await database.db.execute(sql`
      insert into nudges (result_id, profile_id, kind, sequence, idle_since, created_at)
      select r.id, r.profile_id, 'manual', 0, r.updated_at, now() - make_interval(days => d)
      from questionnaire_results r, (values (12), (3)) as ago(d) where r.profile_id = 'longest-1'`);
    await database.db.execute(sql`insert into nudge_opt_outs (profile_id) values ('longest-2')`);
    const idle = (await loadToday(database.db)).sections.find((s) => s.id === "idle-clients")!;
    const [first, second, third] = idle.items;
    expect([first!.title, second!.title, third!.title]).toEqual([
      "Longest 1: Phase 1, idle 60 days",
      "Longest 2: Phase 1, idle 50 days",
      "Longest 3: Phase 1, idle 40 days",
    ]);
    const threeDaysAgo = formatInZone(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000), "Europe/Paris", "date");
    expect(first!.detail).toMatch(new RegExp(` · last nudged ${threeDaysAgo}$`));
    expect(first!.quickAction).toMatchObject({ intent: "nudge" });
    expect(second!.detail).toBe("Opted out of reminders");
    expect(second!.quickAction).toBeUndefined();
    expect(third!.detail).toMatch(/ · not nudged yet$/);
    expect(idle.total).toBe(903);
  });

  it("writes dates in the owner's language, English unchanged", () => {
    const at = new Date("2026-11-26T13:05:00Z");
    expect(formatInZone(at, "Europe/Paris")).toBe("26 Nov 2026, 14:05");
    expect(formatInZone(at, "Europe/Paris", "date")).toBe("26 Nov 2026");
    expect(formatInZone(at, "Europe/Paris", "datetime", "fr")).toMatch(/^26 nov\. 2026,? (à )?14:05$/);
    expect(formatInZone(at, "Europe/Paris", "date", "fr")).toBe("26 nov. 2026");
    expect(zoneLabel("Europe/Paris", at)).toBe("Europe/Paris (CET)");
    expect(zoneLabel("Europe/Paris", at, "fr")).toMatch(/^Europe\/Paris \(UTC\+1\)$/);
  });

  it("takes more sections with a few lines (booking, media)", async () => {
    const sessions: TodaySource = {
      id: "sessions",
      heading: "Sessions today and in the next 7 days",
      rank: 10,
      countsInNav: false,
      load: async () => ({
        total: 1,
        items: [{ key: "s1", title: "Ada, 10:00", detail: "Portrait", href: "/x", action: "Open" }],
      }),
    };
    const today = await loadToday(database.db, {
      sources: [...todaySources, sessions],
      bookings: async (_db, { starts }) => starts.map((_, i) => i),
    });
    expect(today.sections[0]!.id).toBe("sessions");
    expect(today.chart.countsBookings).toBe(true);
    expect(today.chart.weeks.map((w) => w.bookings)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("retries a failed e-mail from Today", async () => {
    const [row] = (
      (await database.db.execute(sql`select id from email_outbox where status = 'failed' limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const outcome = (await dashboardAction(
      args(postForm("/dashboard", { intent: "retry-email", id: String(row!.id) }, admin.cookie)),
    )) as unknown as { data: { ok: boolean } };
    expect(outcome.data.ok).toBe(true);
    const again = (await dashboardAction(
      args(postForm("/dashboard", { intent: "retry-email", id: String(row!.id) }, admin.cookie)),
    )) as unknown as { init: ResponseInit };
    expect(again.init.status).toBe(404);
  });

  it("counts weeks from Monday in the business time zone", () => {
    // Sunday 23:30 UTC is already Monday in Paris.
    expect(weekStarts(new Date("2026-03-08T23:30:00Z"), "Europe/Paris", 2)).toEqual(["2026-03-02", "2026-03-09"]);
    expect(weekStarts(new Date("2026-03-08T23:30:00Z"), "UTC", 1)).toEqual(["2026-03-02"]);
  });
});
