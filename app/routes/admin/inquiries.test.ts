import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { contactMessages } from "../../lib/db/schema.ts";
import { loader as dashboardLoader } from "../dashboard/dashboard.tsx";
import { loader as listLoader } from "./inquiries.tsx";
import { action as inquiryAction, loader as inquiryLoader } from "./inquiry.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

describe("the inquiries inbox", () => {
  it("is for the owner only", async () => {
    expect(
      isRedirect(await run(() => listLoader(args(get("/admin/inquiries")))), "/auth?redirectTo=%2Fadmin%2Finquiries"),
    ).toBe(true);
    const client = await signedInUser("client");
    expect(isRedirect(await run(() => listLoader(args(get("/admin/inquiries", client.cookie)))), "/dashboard")).toBe(
      true,
    );
    expect(
      isRedirect(
        await run(() => inquiryLoader(args(get("/admin/inquiries/1", client.cookie), { id: "1" }))),
        "/dashboard",
      ),
    ).toBe(true);
  });

  it("lists unread first then newest, marks read on opening, and toggles handled", async () => {
    const rows = await database.db
      .insert(contactMessages)
      .values([
        { name: "Oldest", email: "a@example.com", message: "first", createdAt: new Date("2026-01-01T10:00:00Z") },
        { name: "Middle", email: "b@example.com", message: "second", createdAt: new Date("2026-01-02T10:00:00Z") },
        { name: "Newest", email: "c@example.com", message: "third", createdAt: new Date("2026-01-03T10:00:00Z") },
      ])
      .returning({ id: contactMessages.id });
    const [oldest, , newest] = rows.map((r) => String(r.id));

    expect((await dashboardLoader(args(get("/dashboard", admin.cookie)))).unreadInquiries).toBe(3);
    const opened = await inquiryLoader(args(get(`/admin/inquiries/${newest}`, admin.cookie), { id: newest! }));
    expect(opened).toMatchObject({ name: "Newest", message: "third" });
    const list = await listLoader(args(get("/admin/inquiries", admin.cookie)));
    expect(list.inquiries.map((i) => [i.name, i.read])).toEqual([
      ["Middle", false],
      ["Oldest", false],
      ["Newest", true],
    ]);
    expect((await dashboardLoader(args(get("/dashboard", admin.cookie)))).unreadInquiries).toBe(2);

    const handled = await inquiryAction(
      args(postForm(`/admin/inquiries/${oldest}`, { handled: "true" }, admin.cookie), { id: oldest! }),
    );
    expect(handled).toEqual({ ok: true, message: "Marked as handled." });
    const after = await listLoader(args(get("/admin/inquiries", admin.cookie)));
    expect(after.inquiries.find((i) => i.name === "Oldest")).toMatchObject({ handled: true, read: true });
  });

  it("answers 404 for unknown or malformed ids and 400 for bad input", async () => {
    for (const id of ["999999", "abc", "-1", "99999999999999"]) {
      const result = await run(() => inquiryLoader(args(get(`/admin/inquiries/${id}`, admin.cookie), { id })));
      expect((result as { init?: ResponseInit }).init?.status).toBe(404);
    }
    const bad = (await inquiryAction(
      args(postForm("/admin/inquiries/1", { handled: "maybe" }, admin.cookie), { id: "1" }),
    )) as {
      init: ResponseInit;
    };
    expect(bad.init.status).toBe(400);
    const missing = (await inquiryAction(
      args(postForm("/admin/inquiries/999999", { handled: "true" }, admin.cookie), { id: "999999" }),
    )) as {
      init: ResponseInit;
    };
    expect(missing.init.status).toBe(404);
  });
});
