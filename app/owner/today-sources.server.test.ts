import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, get } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { loader as clientPageLoader } from "../routes/admin/client.tsx";
import { loader as dashboardLoader } from "../routes/dashboard/dashboard.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
  client = await signedInUser("client");
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  inTwoDays.setUTCHours(10, 0, 0, 0);
  const end = new Date(inTwoDays.getTime() + 3_600_000);
  await database.db.execute(sql`
    insert into bookings (session_type_id, user_id, name, email, time_zone, starts_at, ends_at, held_from, held_until, ics_uid)
    values ((select id from session_types where slug = 'signature-portrait'), ${client.id}, 'Ada Client',
      ${client.email}, 'Europe/Paris', ${inTwoDays.toISOString()}, ${end.toISOString()},
      ${inTwoDays.toISOString()}, ${end.toISOString()}, 'uid-today-sources')`);
  // The type's French name differs from its English one, so that a page in the wrong language shows.
  await database.db.execute(
    sql`update session_types set name_fr = 'Portrait signature' where slug = 'signature-portrait'`,
  );
  await database.db.execute(sql`
    insert into galleries (id, client_id, title, status, published_at, selection_submitted_at, expires_at)
    values ('gallery-awaiting-finals', ${client.id}, 'Spring portraits', 'published', now(), now(),
      now() + interval '30 days')`);
});
afterAll(() => database.destroy());

describe("Today with booking and media", () => {
  it("lists the coming session and the gallery waiting for finals, each linking to where to act", async () => {
    const data = await dashboardLoader(args(get("/dashboard", admin.cookie)));
    if (!data.today) throw new Error("no Today for the admin");
    const sessions = data.today.sections.find((section) => section.id === "sessions");
    expect(sessions?.total).toBe(1);
    expect(sessions?.items[0]?.title).toContain("Ada Client");
    expect(sessions?.items[0]?.href).toMatch(/^\/admin\/booking\/\d+$/);
    const finals = data.today.sections.find((section) => section.id === "galleries-finals");
    expect(finals?.items[0]?.href).toBe("/admin/galleries/gallery-awaiting-finals");
    expect(data.today.sections.findIndex((s) => s.id === "sessions")).toBe(0);
  });

  it("names the session's type in the owner's language", async () => {
    const title = async (locale: "en" | "fr") => {
      const data = await inLocale(locale, () => dashboardLoader(args(get("/dashboard", admin.cookie))));
      return data.today?.sections.find((section) => section.id === "sessions")?.items[0]?.title;
    };
    expect(await title("fr")).toBe("Ada Client · Portrait signature");
    expect(await title("en")).toBe("Ada Client · Signature Portrait");
  });

  it("shows the client's sessions and galleries on the owner's client page", async () => {
    const page = await clientPageLoader(args(get(`/admin/clients/${client.id}`, admin.cookie), { id: client.id }));
    expect(page.sessions.upcoming.map((s) => s.type)).toEqual(["Signature Portrait"]);
    const french = await inLocale("fr", () =>
      clientPageLoader(args(get(`/admin/clients/${client.id}`, admin.cookie), { id: client.id })),
    );
    expect(french.sessions.upcoming.map((s) => s.type)).toEqual(["Portrait signature"]);
    expect(page.galleries.map((g) => g.id)).toEqual(["gallery-awaiting-finals"]);
  });
});
