import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, isRedirect, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { questionRegistry } from "../../blueprint/blueprint.server.ts";
import { loader as clientsLoader } from "./clients.tsx";
import { loader as linksLoader } from "./links.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
  await questionRegistry(database.db);
  await database.db.execute(sql`
    insert into users (id, name, email, email_verified, role, invited_at) values
      ('c-ada', 'Ada Lovelace', 'ada@example.com', true, 'client', null),
      ('c-bob', '', 'bob@example.com', false, 'client', now()),
      ('u-eve', 'Eve User', 'eve@example.com', true, 'user', null)`);
  await database.db.execute(sql`
    insert into questionnaire_results (questionnaire_id, profile_id, updated_at, completed_at)
    select id, 'c-ada', now(), case when name = 'Phase 1' then now() end
    from questionnaires where name in ('Phase 1', 'Phase 2')`);
});
afterAll(() => database.destroy());

describe("the owner's Clients page", () => {
  it("lists the clients only, the most recently active first, with their progress", async () => {
    const page = await clientsLoader(args(get("/admin/clients", admin.cookie)));
    expect(page.clients.map((c) => c.email)).toEqual(["ada@example.com", "bob@example.com"]);
    expect(page.clients[0]).toMatchObject({ completedPhases: 1, totalPhases: 4, status: "Active" });
    expect(page.clients[0]!.lastActivity).toMatch(/\d{4}/);
    expect(page.clients[1]).toMatchObject({ completedPhases: 0, status: "Invited", lastActivity: null });
    expect(page).toMatchObject({ page: 1, pages: 1, total: 2 });
  });

  it("searches by part of a name or an e-mail, wildcards taken literally", async () => {
    const byName = await clientsLoader(args(get("/admin/clients?q=lovel", admin.cookie)));
    expect(byName.clients.map((c) => c.id)).toEqual(["c-ada"]);
    const byEmail = await clientsLoader(args(get("/admin/clients?q=BOB@", admin.cookie)));
    expect(byEmail.clients.map((c) => c.id)).toEqual(["c-bob"]);
    const wildcard = await clientsLoader(args(get("/admin/clients?q=%25", admin.cookie)));
    expect(wildcard.clients).toEqual([]);
  });

  it("walks a long list a page at a time, in one order, and sends a page past the end to the first", async () => {
    await database.db.execute(sql`
      insert into users (id, name, email, email_verified, role)
      select 'c-many-' || g, 'Élise Nombreuse ' || g, 'many-' || g || '@example.com', true, 'client'
      from generate_series(1, 120) g`);
    const pageOf = (query: string) => clientsLoader(args(get(`/admin/clients${query}`, admin.cookie)));
    const first = await pageOf("");
    expect(first).toMatchObject({ page: 1, pages: 3, total: 122 });
    expect(first.clients).toHaveLength(50);
    expect(first.clients[0]!.email).toBe("ada@example.com");
    const pages = [first, await pageOf("?page=2"), await pageOf("?page=3")];
    expect(pages.map((p) => p.clients.length)).toEqual([50, 50, 22]);
    const ids = pages.flatMap((p) => p.clients.map((c) => c.id));
    expect(new Set(ids).size).toBe(122);
    for (const query of ["?page=99", "?page=0", "?page=abc", "?page=1.5"]) {
      const page = await pageOf(query);
      expect(page.page, query).toBe(1);
      expect(
        page.clients.map((c) => c.id),
        query,
      ).toEqual(first.clients.map((c) => c.id));
    }
    const searched = await pageOf("?q=nombreuse&page=3");
    expect(searched).toMatchObject({ page: 3, pages: 3, total: 120, query: "nombreuse" });
    expect(searched.clients).toHaveLength(20);
    await database.db.execute(sql`delete from users where id like 'c-many-%'`);
  });

  it("is the owner's only", async () => {
    const client = await signedInUser("client");
    expect(isRedirect(await run(() => clientsLoader(args(get("/admin/clients", client.cookie)))), "/dashboard")).toBe(
      true,
    );
    expect(isRedirect(await run(() => linksLoader(args(get("/admin/links", client.cookie)))), "/dashboard")).toBe(true);
  });
});

describe("the owner's Links page", () => {
  it("holds the external tools (configured addresses) and the link pages", async () => {
    const page = await linksLoader(args(get("/admin/links", admin.cookie)));
    const links = page.groups.flatMap((group) => group.links);
    for (const title of ["Market Intelligence", "Marketing Automation", "My Learning"]) {
      expect(links.find((l) => l.title === title)).toMatchObject({
        external: true,
        href: expect.stringMatching(/^https:/),
      });
    }
    expect(links.filter((l) => !l.external).map((l) => l.href)).toEqual(
      expect.arrayContaining([
        "/todo",
        "/my-projects",
        "/api-costs",
        "/api-creation",
        "/ai-ide-costs",
        "/tools",
        "/sources",
      ]),
    );
  });
});
