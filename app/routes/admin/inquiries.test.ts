import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { auditLog, contactMessages, emailOutbox, inquiryReplies, users } from "../../lib/db/schema.ts";
import { setSetting } from "../../lib/settings.server.ts";
import { loader as rootLoader } from "../../root.tsx";
import { loader as listLoader } from "./inquiries.tsx";
import { action as inquiryAction, loader as inquiryLoader } from "./inquiry.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

type Outcome = { data: { ok: boolean; message: string }; init: ResponseInit | null };
const act = async (id: string, fields: Record<string, string>) =>
  (await inquiryAction(args(postForm(`/admin/inquiries/${id}`, fields, admin.cookie), { id }))) as unknown as Outcome;

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
    expect(
      isRedirect(
        await run(() =>
          inquiryAction(args(postForm("/admin/inquiries/1", { intent: "close" }, client.cookie), { id: "1" })),
        ),
        "/dashboard",
      ),
    ).toBe(true);
  });

  it("moves New → Read → Replied → Closed, unanswered first, with an open-only filter", async () => {
    const rows = await database.db
      .insert(contactMessages)
      .values([
        { name: "Oldest", email: "a@example.com", message: "first", createdAt: new Date("2026-01-01T10:00:00Z") },
        { name: "Middle", email: "b@example.com", message: "second", createdAt: new Date("2026-01-02T10:00:00Z") },
        { name: "Newest", email: "c@example.com", message: "third", createdAt: new Date("2026-01-03T10:00:00Z") },
      ])
      .returning({ id: contactMessages.id });
    const [oldest, middle, newest] = rows.map((r) => String(r.id));

    // The owner's navigation counts them on every owner page (the root loader).
    const root = await rootLoader(args(get("/admin/inquiries", admin.cookie)));
    expect(root.data.owner?.unreadInquiries).toBe(3);
    const opened = await inquiryLoader(args(get(`/admin/inquiries/${newest}`, admin.cookie), { id: newest! }));
    expect(opened).toMatchObject({ name: "Newest", message: "third", state: "read" });
    // Times are in the business time zone (Paris by default: 10:00 UTC is 11:00 CET), zone named.
    expect(opened.received).toContain("11:00");
    expect(opened.zone).toBe("Europe/Paris (CET)");

    const replied = await act(middle!, { intent: "reply", subject: "Re: hello", body: "Thank you, Middle." });
    expect(replied.data).toEqual({
      ok: true,
      message: "Reply sent to b@example.com.",
      // The reply form starts again from the draft (issue 25).
      result: { initialValue: null },
    });
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, "b@example.com"));
    expect(mail).toMatchObject({ subject: "Re: hello" });
    expect(mail!.text).toContain("Thank you, Middle.");
    const thread = await inquiryLoader(args(get(`/admin/inquiries/${middle}`, admin.cookie), { id: middle! }));
    expect(thread.state).toBe("replied");
    expect(thread.replies).toMatchObject([
      { subject: "Re: hello", body: "Thank you, Middle.", authorEmail: admin.email },
    ]);

    expect((await act(oldest!, { intent: "close" })).data).toEqual({ ok: true, message: "Inquiry closed." });
    const list = await listLoader(args(get("/admin/inquiries", admin.cookie)));
    expect(list.inquiries.map((i) => [i.name, i.state])).toEqual([
      ["Newest", "read"],
      ["Middle", "replied"],
      ["Oldest", "closed"],
    ]);
    expect(list.unanswered).toBe(1);
    const open = await listLoader(args(get("/admin/inquiries?open=1", admin.cookie)));
    expect(open.inquiries.map((i) => i.name)).toEqual(["Newest", "Middle"]);
    expect((await act(oldest!, { intent: "reopen" })).data.message).toBe("Inquiry reopened.");
  });

  it("fills a reply from an editable template", async () => {
    await setSetting(database.db, "inquiryReplyTemplates", [{ title: "Short", body: "Hello {name}, see you soon." }]);
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Tina", email: "tina@example.com", message: "hi" })
      .returning({ id: contactMessages.id });
    const id = String(row!.id);
    const page = await inquiryLoader(args(get(`/admin/inquiries/${id}?template=0`, admin.cookie), { id }));
    expect(page.templates).toEqual([{ index: 0, title: "Short" }]);
    expect(page.draft.body).toBe("Hello Tina, see you soon.");
    const none = await inquiryLoader(args(get(`/admin/inquiries/${id}?template=7`, admin.cookie), { id }));
    expect(none.draft.body).toBe("");
    const unchosen = await inquiryLoader(args(get(`/admin/inquiries/${id}`, admin.cookie), { id }));
    expect(unchosen.draft).toMatchObject({ key: "blank", body: "" });
  });

  it("invites the inquirer as a client in one click, once", async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ name: "Ivy Inquirer", email: "Ivy@Example.com", message: "I would like to start." })
      .returning({ id: contactMessages.id });
    const id = String(row!.id);
    expect((await act(id, { intent: "invite" })).data).toEqual({
      ok: true,
      message: "Invitation sent to ivy@example.com.",
    });
    const [user] = await database.db.select().from(users).where(eq(users.email, "ivy@example.com"));
    expect(user).toMatchObject({ name: "Ivy Inquirer", role: "client" });
    expect(user!.invitedAt).not.toBeNull();
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.targetUserId, user!.id));
    expect(audit.map((a) => a.action)).toEqual(["invited"]);
    const again = await act(id, { intent: "invite" });
    expect(again.init?.status).toBe(409);
    const page = await inquiryLoader(args(get(`/admin/inquiries/${id}`, admin.cookie), { id }));
    expect(page.account).toEqual({ id: user!.id, role: "client" });
  });

  it("answers 404 for unknown or malformed ids and 400 for bad input, changing nothing", async () => {
    for (const id of ["999999", "abc", "-1", "99999999999999"]) {
      const result = await run(() => inquiryLoader(args(get(`/admin/inquiries/${id}`, admin.cookie), { id })));
      expect((result as { init?: ResponseInit }).init?.status).toBe(404);
    }
    const before = (await database.db.select().from(inquiryReplies)).length;
    expect((await act("1", { intent: "maybe" })).init?.status).toBe(400);
    expect((await act("1", { intent: "reply", subject: "", body: "x" })).init?.status).toBe(400);
    expect((await act("1", { intent: "reply", subject: "a\r\nBcc: x@y.z", body: "x" })).init?.status).toBe(400);
    expect((await act("1", { intent: "reply", subject: "ok", body: "x".repeat(10_001) })).init?.status).toBe(400);
    expect((await act("999999", { intent: "close" })).init?.status).toBe(404);
    expect((await act("999999", { intent: "reply", subject: "s", body: "b" })).init?.status).toBe(404);
    expect((await database.db.select().from(inquiryReplies)).length).toBe(before);
  });

  it("answers a refused reply field by field, as Conform's result the page shows beside each field", async () => {
    const refused = (await act("1", { intent: "reply", subject: "a\nb", body: " " })) as unknown as {
      data: { fields: object; result: { status: string; error: object } };
      init: ResponseInit | null;
    };
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result).toMatchObject({
      status: "error",
      error: { subject: ["The subject must be one line."], body: ["Write your reply."] },
    });
    expect(refused.data.fields).toEqual({ subject: "a\nb", body: " " });
  });
});
