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
    expect(page.more).toBe(false);
  });

  it("searches by part of a name or an e-mail, wildcards taken literally", async () => {
    const byName = await clientsLoader(args(get("/admin/clients?q=lovel", admin.cookie)));
    expect(byName.clients.map((c) => c.id)).toEqual(["c-ada"]);
    const byEmail = await clientsLoader(args(get("/admin/clients?q=BOB@", admin.cookie)));
    expect(byEmail.clients.map((c) => c.id)).toEqual(["c-bob"]);
    const wildcard = await clientsLoader(args(get("/admin/clients?q=%25", admin.cookie)));
    expect(wildcard.clients).toEqual([]);
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
