import { desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, BASE, cookieFrom, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { getAuth } from "../../lib/auth.server.ts";
import { auditLog, emailOutbox, sessions, users } from "../../lib/db/schema.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { action as authAction } from "../auth/auth.tsx";
import { loader as dashboardLoader } from "../dashboard/dashboard.tsx";
import { action, loader } from "./users.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

type Result = { data: { ok: boolean; message: string }; init?: ResponseInit };
const act = (fields: Record<string, string>, cookie = admin.cookie) =>
  run(() => action(args(postForm("/admin/users", fields, cookie)))) as Promise<Result>;

describe("/admin/users access", () => {
  it("sends anonymous visitors to sign in and non-admins to their dashboard, for the page and its action", async () => {
    expect(isRedirect(await run(() => loader(args(get("/admin/users")))), "/auth?redirectTo=%2Fadmin%2Fusers")).toBe(
      true,
    );
    for (const role of ["user", "client"] as const) {
      const { cookie } = await signedInUser(role);
      expect(isRedirect(await run(() => loader(args(get("/admin/users", cookie)))), "/dashboard")).toBe(true);
      expect(isRedirect(await act({ intent: "set-role", userId: admin.id, role: "user" }, cookie), "/dashboard")).toBe(
        true,
      );
    }
    const [me] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(me?.role).toBe("admin");
  });
});

describe("roles", () => {
  it("lists and searches accounts", async () => {
    const person = await signedInUser("user");
    const all = await loader(args(get("/admin/users", admin.cookie)));
    expect(all.users.map((u) => u.email)).toEqual(expect.arrayContaining([admin.email, person.email]));
    const found = await loader(
      args(get(`/admin/users?q=${encodeURIComponent(person.email.slice(0, 8))}`, admin.cookie)),
    );
    expect(found.users.map((u) => u.email)).toContain(person.email);
    const none = await loader(args(get("/admin/users?q=%25%25nothing%25", admin.cookie)));
    expect(none.users).toHaveLength(0);
  });

  it("shows a thousand accounts fifty at a time, by e-mail, with the search kept across pages", async () => {
    await database.db.insert(users).values(
      Array.from({ length: 1000 }, (_, i) => ({
        id: `many-${i}`,
        name: `Renée Compte ${i}`,
        email: `zz-many-${String(i).padStart(4, "0")}@example.com`,
        emailVerified: true,
      })),
    );
    const first = await loader(args(get("/admin/users", admin.cookie)));
    expect(first.users).toHaveLength(50);
    expect(first.page).toBe(1);
    expect(first.pages).toBeGreaterThanOrEqual(20);
    const last = await loader(args(get(`/admin/users?page=${first.pages}`, admin.cookie)));
    expect(last.users.at(-1)?.email).toBe("zz-many-0999@example.com");
    const searched = await loader(args(get("/admin/users?q=zz-many&page=20", admin.cookie)));
    expect(searched).toMatchObject({ page: 20, pages: 20 });
    expect(searched.users.map((u) => u.email)[0]).toBe("zz-many-0950@example.com");
    const past = await loader(args(get("/admin/users?q=zz-many&page=21", admin.cookie)));
    expect(past.page).toBe(1);
    expect(past.users[0]?.email).toBe("zz-many-0000@example.com");
    await database.db.delete(users).where(like(users.id, "many-%"));
  });

  it("makes a user a client, records it in the audit log, and the client sees the Client Dashboard", async () => {
    const person = await signedInUser("user");
    const result = await act({ intent: "set-role", userId: person.id, role: "client" });
    expect(result.data).toEqual({ ok: true, message: `${person.email} is now client.` });
    expect((await dashboardLoader(args(get("/dashboard", person.cookie)))).heading).toBe("Client Dashboard");
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "role-changed",
      actorEmail: admin.email,
      targetEmail: person.email,
      details: { from: "user", to: "client" },
    });
  });

  it("never removes the last administrator", async () => {
    const result = await act({ intent: "set-role", userId: admin.id, role: "client" });
    expect(result.init?.status).toBe(400);
    expect(result.data.message).toBe("At least one administrator must remain.");
    const second = await signedInUser("admin");
    expect((await act({ intent: "set-role", userId: second.id, role: "user" })).data.ok).toBe(true);
  });

  it("refuses bad input without changing anything", async () => {
    const person = await signedInUser("user");
    expect((await act({ intent: "set-role", userId: person.id, role: "superuser" })).init?.status).toBe(400);
    expect((await act({ intent: "set-role", userId: "no-such-id", role: "client" })).init?.status).toBe(404);
    expect((await act({ intent: "explode" })).init?.status).toBe(400);
    const [row] = await database.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.role).toBe("user");
  });
});

describe("deactivation", () => {
  it("signs the person out everywhere, blocks sign-in, and can be undone", async () => {
    const person = await signedInUser("client");
    expect((await act({ intent: "deactivate", userId: person.id })).data.ok).toBe(true);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(0);
    const signIn = (await run(() =>
      authAction(args(postForm("/auth", { view: "sign_in", email: person.email, password: person.password }))),
    )) as Result & { data: { error: string } };
    expect(signIn.data.error).toMatch(/deactivated/);
    expect((await act({ intent: "reactivate", userId: person.id })).data.ok).toBe(true);
    const back = await run(() =>
      authAction(args(postForm("/auth", { view: "sign_in", email: person.email, password: person.password }))),
    );
    expect(isRedirect(back, "/dashboard")).toBe(true);
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.targetUserId, person.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(["deactivated", "reactivated"]);
  });

  it("refuses to deactivate yourself", async () => {
    const result = await act({ intent: "deactivate", userId: admin.id });
    expect(result.data).toMatchObject({
      ok: false,
      intent: "deactivate",
      message: "You cannot deactivate your own account.",
    });
  });
});

describe("invitations", () => {
  it("creates a client who chooses a password from the e-mail and lands on the Client Dashboard", async () => {
    const email = "invited.client@example.com";
    const result = await act({ intent: "invite", email, name: "Invited Client" });
    expect(result.data).toEqual({ ok: true, message: `Invitation sent to ${email}.` });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: "client", name: "Invited Client" });
    expect(row?.invitedAt).toBeInstanceOf(Date);

    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail?.subject).toMatch(/invited/);
    const link = mail!.text.match(/https?:\/\/\S+reset-password\S+/)![0];
    const auth = await getAuth();
    const redirect = await auth.handler(new Request(link));
    const token = new URL(redirect.headers.get("location")!, BASE).searchParams.get("token")!;
    const updated = (await run(() =>
      authAction(args(postForm("/auth", { view: "update_password", token, password: "my chosen passphrase" }))),
    )) as Result & { data: { message: string } };
    expect(updated.data.message).toBe("Your password has been updated");
    const [after] = await database.db.select().from(users).where(eq(users.email, email));
    expect(after?.invitedAt).toBeNull();

    const signedIn = await run(() =>
      authAction(args(postForm("/auth", { view: "sign_in", email, password: "my chosen passphrase" }))),
    );
    expect(isRedirect(signedIn, "/dashboard")).toBe(true);
    const dashboard = await dashboardLoader(args(get("/dashboard", cookieFrom(signedIn as Response))));
    expect(dashboard.heading).toBe("Client Dashboard");
  });

  it("refuses an address that already has an account", async () => {
    const result = await act({ intent: "invite", email: admin.email });
    expect(result.init?.status).toBe(409);
  });
});

describe("/admin/users in French (issue 30)", () => {
  const french = <T>(work: () => T) => inLocale("fr", work);

  it("shows the page, its statuses, roles and audit sentences in the owner's language; English is unchanged", async () => {
    const person = await signedInUser("user");
    await act({ intent: "set-role", userId: person.id, role: "client" });
    const fr = await french(() => loader(args(get("/admin/users", admin.cookie))));
    expect(fr.title).toBe("Utilisateurs");
    expect(fr.roles).toEqual([
      { value: "admin", label: "administrateur" },
      { value: "client", label: "client" },
      { value: "user", label: "visiteur" },
    ]);
    expect(fr.users.find((u) => u.email === person.email)?.status).toBe("Actif");
    const sentence = fr.audit.find((entry) => entry.sentence.includes(person.email))!;
    expect(sentence.sentence).toBe(`${admin.email} a fait passer ${person.email} de visiteur à client.`);
    expect(sentence.when).toMatch(/^\d{1,2} \S+ \d{4}(,| à) \d\d:\d\d$/);

    const en = await loader(args(get("/admin/users", admin.cookie)));
    expect(en.title).toBe("Users");
    expect(en.roles.map((role) => role.label)).toEqual(["admin", "client", "user"]);
    expect(en.audit.find((entry) => entry.sentence.includes(person.email))!.sentence).toBe(
      `${admin.email} changed ${person.email} from visitor to client.`,
    );
  });

  it("answers and refuses in French", async () => {
    const person = await signedInUser("user");
    const done = await french(() => act({ intent: "set-role", userId: person.id, role: "client" }));
    expect(done.data.message).toBe(`${person.email} est désormais client.`);
    const refused = await french(() => act({ intent: "set-role", userId: admin.id, role: "client" }));
    expect(refused.data.message).toBe("Il doit rester au moins un administrateur.");
    const invalid = await french(() => act({ intent: "invite", email: "not an address" }));
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data.message).toBe("Saisissez une adresse e-mail valide.");
    const taken = await french(() => act({ intent: "invite", email: admin.email }));
    expect(taken.data.message).toBe(`Un compte existe déjà avec l’adresse ${admin.email}.`);
  });

  it("invites a client in the language chosen (the owner's by default): French account, e-mail and sign-in page", async () => {
    const email = "invitee.fr@example.com";
    const sent = await french(() => act({ intent: "invite", email, name: "Élise Moreau" }));
    expect(sent.data).toEqual({ ok: true, message: `Invitation envoyée à ${email}.` });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row?.locale).toBe("fr");
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail!.subject).toMatch(/^Votre invitation à l’espace client /);
    expect(mail!.text).toContain("Choisissez votre mot de passe pour activer votre compte.");
    const link = mail!.text.match(/https?:\/\/\S+reset-password\S+/)![0];
    const redirect = await (await getAuth()).handler(new Request(link));
    // The link's page is the French sign-in page, where they choose their password.
    expect(new URL(redirect.headers.get("location")!, BASE).pathname).toBe("/fr/auth");

    // Chosen explicitly: an English invitation from a French page.
    await french(() => act({ intent: "invite", email: "invitee.en@example.com", locale: "en" }));
    const [english] = await database.db.select().from(users).where(eq(users.email, "invitee.en@example.com"));
    expect(english?.locale).toBe("en");
    expect((await act({ intent: "invite", email: "x@example.com", locale: "de" })).init?.status).toBe(400);
  });
});
