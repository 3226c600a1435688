import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { followEmailLink } from "../../../tests/support/email-links.ts";
import { args, BASE, cookieFrom, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { getAuth, sessionCookieCacheSeconds } from "../../lib/auth.server.ts";
import { emailOutbox, sessions, users } from "../../lib/db/schema.ts";
import { loader as dashboardLoader } from "../dashboard/dashboard.tsx";
import { action as authAction, loader as authLoader } from "./auth.tsx";
import { action as logoutAction } from "./logout.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

async function actionResult(request: Request) {
  const result = (await run(() => authAction(args(request)))) as { data: Record<string, unknown>; init?: ResponseInit };
  return result;
}

async function verificationLinkFor(email: string) {
  const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.id);
  expect(rows.length).toBeGreaterThan(0);
  const link = rows.at(-1)!.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe("sign-up, verification, sign-in, dashboard, logout", () => {
  const email = "new.client@example.com";
  const password = "a sturdy passphrase";

  it("signs up, queues the verification e-mail and asks to check the inbox", async () => {
    const result = await actionResult(postForm("/auth?view=sign_up", { view: "sign_up", email, password }));
    expect(result.data).toEqual({ ok: true, view: "sign_up", message: "Check your email for the confirmation link" });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: "user", emailVerified: false });
    expect(await verificationLinkFor(email)).toContain(`${BASE}/auth/verify-email?token=`);
  });

  it("refuses to sign in before the address is verified", async () => {
    const result = await actionResult(postForm("/auth", { view: "sign_in", email, password }));
    expect(result.init?.status).toBe(403);
    expect(result.data.error).toMatch(/confirm your e-mail address/);
    // A fresh confirmation link is sent on such an attempt.
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(2);
  });

  it("verifies through the e-mailed link, which signs the user in", async () => {
    const response = await followEmailLink(await verificationLinkFor(email));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);

    const cookie = cookieFrom(response);
    const data = await dashboardLoader(args(get("/dashboard", cookie)));
    expect(data.heading).toBe("User Dashboard");
    expect(data.email).toBe(email);
  });

  it("signs in with the password and returns to a safe redirect target", async () => {
    const response = await run(() =>
      authAction(args(postForm("/auth", { view: "sign_in", email, password, redirectTo: "/dashboard?tab=1" }))),
    );
    expect(isRedirect(response, "/dashboard?tab=1")).toBe(true);
    const cookie = cookieFrom(response as Response);
    expect(cookie).toMatch(/ho\.session_token=/);

    const loggedOut = await run(() => logoutAction(args(postForm("/logout", {}, cookie))));
    expect(isRedirect(loggedOut, "/")).toBe(true);
    const after = await run(() => dashboardLoader(args(get("/dashboard", cookie))));
    expect(isRedirect(after, "/auth?redirectTo=%2Fdashboard")).toBe(true);
  });

  it.each(["//evil.example/phish", "https://evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "ignores the unsafe redirect target %s",
    async (redirectTo) => {
      const response = await run(() =>
        authAction(args(postForm("/auth", { view: "sign_in", email, password, redirectTo }))),
      );
      expect(isRedirect(response, "/dashboard")).toBe(true);
    },
  );
});

describe("bad input changes nothing and says why", () => {
  it("asks for both e-mail and password", async () => {
    const result = await actionResult(postForm("/auth", { view: "sign_in", email: "", password: "" }));
    expect(result.init?.status).toBe(400);
    expect(result.data.error).toBe("You must provide either an email or phone number and a password");
  });

  it("rejects a wrong password without saying whether the account exists", async () => {
    const { email } = await signedInUser("user");
    const wrong = await actionResult(postForm("/auth", { view: "sign_in", email, password: "not the password" }));
    const unknown = await actionResult(
      postForm("/auth", { view: "sign_in", email: "nobody@example.com", password: "not the password" }),
    );
    expect(wrong.data.error).toBe("Invalid email or password");
    // Only the typed address is echoed back (to keep it in the field); the rest of the answer is identical.
    expect(wrong.data.values).toEqual({ email, name: "" });
    expect(unknown.data.values).toEqual({ email: "nobody@example.com", name: "" });
    expect({ ...unknown.data, values: undefined }).toEqual({ ...wrong.data, values: undefined });
  });

  it("explains a weak password on sign-up and creates nothing", async () => {
    const result = await actionResult(
      postForm("/auth?view=sign_up", { view: "sign_up", email: "weak@example.com", password: "short" }),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.error).toBe("Use at least 8 characters.");
    expect(await database.db.select().from(users).where(eq(users.email, "weak@example.com"))).toHaveLength(0);
  });

  it("answers a sign-up for an existing address exactly like a new one", async () => {
    const { email } = await signedInUser("client");
    const result = await actionResult(
      postForm("/auth?view=sign_up", { view: "sign_up", email, password: "another passphrase" }),
    );
    expect(result.data).toEqual({ ok: true, view: "sign_up", message: "Check your email for the confirmation link" });
  });

  it("never lets a sign-up choose its role", async () => {
    const auth = await getAuth();
    const response = await auth.handler(
      new Request(`${BASE}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE, "x-client-ip": "192.0.2.50" },
        body: JSON.stringify({ email: "sneaky@example.com", password: "password1234", name: "x", role: "admin" }),
      }),
    );
    const [user] = await database.db.select().from(users).where(eq(users.email, "sneaky@example.com"));
    if (response.ok) expect(user?.role).toBe("user");
    else expect(user).toBeUndefined();
  });
});

describe("the /auth page", () => {
  it("tells a visitor sent from a protected page that they must log in", async () => {
    const data = await authLoader(args(get("/auth?redirectTo=%2Fdashboard")));
    expect(data).toMatchObject({ mustLogIn: true, redirectTo: "/dashboard", view: "sign_in" });
  });

  it("sends a signed-in visitor straight on", async () => {
    const { cookie } = await signedInUser("user");
    const response = await run(() => authLoader(args(get("/auth?redirectTo=%2Fdashboard", cookie))));
    expect(isRedirect(response, "/dashboard")).toBe(true);
  });

  it("falls back to sign_in for unknown views", async () => {
    const data = await authLoader(args(get("/auth?view=bogus")));
    expect(data.view).toBe("sign_in");
  });
});

describe("dashboard per role", () => {
  it.each([
    // The owner's tools are in the owner's navigation and on /admin/links, not in cards.
    ["admin", "Admin Dashboard", []],
    [
      "client",
      "Client Dashboard",
      ["Market Intelligence", "Frameworks", "Blueprint", "Tools", "Sources", "Marketing Automation"],
    ],
    ["user", "User Dashboard", ["Tools", "Sources", "Marketing Automation"]],
  ] as const)("%s sees '%s' and exactly their cards", async (role, heading, cards) => {
    const { cookie, email } = await signedInUser(role);
    const data = await dashboardLoader(args(get("/dashboard", cookie)));
    expect(data.heading).toBe(heading);
    expect(data.email).toBe(email);
    expect(data.cards.map((c) => c.title)).toEqual(cards);
    for (const card of data.cards) {
      if (card.external) expect(card.href).toMatch(/^https:\/\//);
    }
  });

  it("a session deleted in the database no longer opens the dashboard once the session cookie cache expires", async () => {
    const { cookie, id } = await signedInUser("admin");
    await database.db.delete(sessions).where(eq(sessions.userId, id));
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + (sessionCookieCacheSeconds + 1) * 1000);
      const response = await run(() => dashboardLoader(args(get("/dashboard", cookie))));
      expect(isRedirect(response, "/auth?redirectTo=%2Fdashboard")).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
