import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { followEmailLink } from "../../../tests/support/email-links.ts";
import { lastMailTo } from "../../../tests/support/outbox.ts";
import { args, BASE, cookieFrom, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { totpFromUri } from "../../../tests/support/totp.ts";
import { ACCOUNT_LIMITS, getAuth } from "../../lib/auth.server.ts";
import { sessions, users } from "../../lib/db/schema.ts";
import { action as accountAction, loader as accountLoader } from "../account/account.tsx";
import { loader as dashboardLoader } from "../dashboard/dashboard.tsx";
import { action as authAction, loader as authLoader } from "./auth.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

type Result = { data: Record<string, unknown>; init?: ResponseInit };
const submit = async (fields: Record<string, string>, cookie?: string, ip?: string) => {
  const request = postForm("/auth", fields, cookie);
  if (ip) request.headers.set("x-client-ip", ip);
  return run(() => authAction(args(request))) as Promise<Result | Response>;
};

const linkIn = (text: string | undefined) => text?.match(/https?:\/\/\S+/)?.[0];

async function follow(link: string) {
  const auth = await getAuth();
  return auth.handler(new Request(link));
}

describe("forgotten password → e-mail link → update_password → sign in", () => {
  it("resets the password, revokes every session and lets the new password in", async () => {
    const user = await signedInUser("client");
    const other = await signedInUser("client");
    const requested = (await submit({ view: "forgotten_password", email: user.email })) as Result;
    expect(requested.data).toMatchObject({ ok: true, message: "Check your email for the password reset link" });
    const unknown = (await submit({ view: "forgotten_password", email: "ghost@example.com" })) as Result;
    expect(unknown.data).toEqual(requested.data);

    const mail = await lastMailTo(database.db, user.email);
    expect(mail?.subject).toMatch(/Reset your/);
    const response = await follow(linkIn(mail?.text)!);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, BASE);
    expect(`${location.pathname}?view=${location.searchParams.get("view")}`).toBe("/auth?view=update_password");
    const token = location.searchParams.get("token")!;
    const page = await authLoader(args(get(`${location.pathname}${location.search}`)));
    expect(page).toMatchObject({ view: "update_password", token });

    const weak = (await submit({ view: "update_password", token, password: "short" })) as Result;
    expect(weak.data.error).toBe("Use at least 8 characters.");
    const updated = (await submit({ view: "update_password", token, password: "my new passphrase" })) as Result;
    expect(updated.data).toMatchObject({ ok: true, message: "Your password has been updated" });
    const reused = (await submit({ view: "update_password", token, password: "another passphrase" })) as Result;
    expect(reused.data.error).toBe("This link is invalid or has expired.");

    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1);
    const old = (await submit({ view: "sign_in", email: user.email, password: user.password })) as Result;
    expect(old.data.error).toBe("Invalid email or password");
    expect(
      isRedirect(await submit({ view: "sign_in", email: user.email, password: "my new passphrase" }), "/dashboard"),
    ).toBe(true);
  });
});

describe("magic link", () => {
  it("signs a confirmed user in, once", async () => {
    const user = await signedInUser("user");
    const sent = (await submit({ view: "magic_link", email: user.email, redirectTo: "/dashboard" })) as Result;
    expect(sent.data).toMatchObject({ ok: true, message: "Check your email for the magic link" });
    const link = linkIn((await lastMailTo(database.db, user.email))?.text)!;
    const response = await followEmailLink(link);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${BASE}/dashboard`);
    const data = await dashboardLoader(args(get("/dashboard", cookieFrom(response))));
    expect(data.email).toBe(user.email);
    const again = await followEmailLink(link);
    expect(again.headers.get("location")).toMatch(/\/auth\?view=magic_link&error=/);
  });

  it("answers an unknown or unconfirmed address the same way, and neither signs in nor creates anything", async () => {
    const known = (await submit({ view: "magic_link", email: "nobody-here@example.com" })) as Result;
    expect(known.data).toMatchObject({ ok: true, message: "Check your email for the magic link" });
    const note = await lastMailTo(database.db, "nobody-here@example.com");
    expect(note?.subject).toMatch(/Sign-in request/);
    expect(note?.text).not.toContain("/auth/magic-link");
    expect(await database.db.select().from(users).where(eq(users.email, "nobody-here@example.com"))).toHaveLength(0);

    await submit({ view: "sign_up", email: "unconfirmed@example.com", password: "a fine passphrase" });
    await submit({ view: "magic_link", email: "unconfirmed@example.com" });
    expect((await lastMailTo(database.db, "unconfirmed@example.com"))?.text).not.toContain("/auth/magic-link");
  });
});

describe("one-time code (verify_otp)", () => {
  it("sends a code, refuses a wrong one and signs in with the right one", async () => {
    const user = await signedInUser("client");
    const sent = (await submit({ view: "verify_otp", email: user.email })) as Result;
    expect(sent.data).toMatchObject({ ok: true, step: "code", email: user.email });
    const code = (await lastMailTo(database.db, user.email))?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = (await submit({
      view: "verify_otp",
      email: user.email,
      code: code === "000000" ? "111111" : "000000",
    })) as Result;
    expect(wrong.data.error).toBe("The code is invalid or has expired.");
    const signedIn = await submit({ view: "verify_otp", email: user.email, code: code!, redirectTo: "/dashboard" });
    expect(isRedirect(signedIn, "/dashboard")).toBe(true);
  });

  it("says the same for an address without an account", async () => {
    const sent = (await submit({ view: "verify_otp", email: "no-account@example.com" })) as Result;
    expect(sent.data).toMatchObject({ ok: true, step: "code", message: "Check your email for the one-time code" });
  });
});

describe("two-factor authentication", () => {
  it("is enabled from /account, then asked at sign-in; codes cannot be replayed; backup codes work once", async () => {
    const user = await signedInUser("client");
    let cookie = user.cookie;
    const account = async (fields: Record<string, string>) => {
      const result = (await accountAction(args(postForm("/account", fields, cookie)))) as {
        data: Record<string, unknown>;
        init: ResponseInit;
      };
      // better-auth rotates the session when two-factor is switched on; the browser keeps the new cookie.
      // Like a browser's cookie jar: a cookie set again replaces the old value, the others stay.
      const jar = new Map(cookie.split("; ").map((c) => [c.split("=", 1)[0], c]));
      for (const c of cookieFrom(new Headers(result.init.headers)).split("; ").filter(Boolean))
        jar.set(c.split("=", 1)[0], c);
      cookie = [...jar.values()].join("; ");
      return result;
    };

    const wrongPassword = await account({ intent: "2fa-enable", password: "nope nope" });
    expect(wrongPassword.data).toMatchObject({ ok: false, message: "Your password is not correct." });
    const enabled = await account({ intent: "2fa-enable", password: user.password });
    expect(enabled.data.qrCode).toMatch(/^data:image\/png;base64,/);
    const uri = enabled.data.secretUri as string;
    const backupCodes = enabled.data.backupCodes as string[];
    expect(backupCodes).toHaveLength(10);
    const firstCode = totpFromUri(uri);
    const verified = await account({ intent: "2fa-verify", code: firstCode });
    expect(verified.data).toMatchObject({ ok: true, message: "Two-factor authentication is on." });
    expect((await accountLoader(args(get("/account", cookie)))).twoFactorEnabled).toBe(true);

    // Sign in: password first, then the code.
    const first = await submit({
      view: "sign_in",
      email: user.email,
      password: user.password,
      redirectTo: "/dashboard",
    });
    expect(isRedirect(first)).toBe(true);
    expect((first as Response).headers.get("location")).toBe("/auth?view=two_factor&redirectTo=%2Fdashboard");
    const pending = cookieFrom(first as Response);
    const replayed = (await submit({ view: "two_factor", method: "totp", code: firstCode }, pending)) as Result;
    expect(replayed.data.error).toBe("This code has already been used. Wait for the next one.");
    const next = totpFromUri(uri, Date.now() + 30_000);
    const done = await submit({ view: "two_factor", method: "totp", code: next, redirectTo: "/dashboard" }, pending);
    expect(isRedirect(done, "/dashboard")).toBe(true);
    expect((await dashboardLoader(args(get("/dashboard", cookieFrom(done as Response))))).email).toBe(user.email);

    // A backup code instead of the app.
    const again = await submit({ view: "sign_in", email: user.email, password: user.password });
    const pending2 = cookieFrom(again as Response);
    const wrong = (await submit({ view: "two_factor", method: "backup", code: "not-a-code" }, pending2)) as Result;
    expect(wrong.data.error).toBe("Invalid code. Please try again.");
    expect(
      isRedirect(await submit({ view: "two_factor", method: "backup", code: backupCodes[0]! }, pending2), "/dashboard"),
    ).toBe(true);
    const third = await submit({ view: "sign_in", email: user.email, password: user.password });
    const reuse = (await submit(
      { view: "two_factor", method: "backup", code: backupCodes[0]! },
      cookieFrom(third as Response),
    )) as Result;
    expect(reuse.data.error).toBe("Invalid code. Please try again.");
  });
});

describe("account page", () => {
  it("needs a session", async () => {
    expect(isRedirect(await run(() => accountLoader(args(get("/account")))), "/auth?redirectTo=%2Faccount")).toBe(true);
    expect(
      isRedirect(await run(() => accountAction(args(postForm("/account", { intent: "revoke-others" }))))),
      "/auth?redirectTo=%2Faccount",
    ).toBe(true);
  });

  it("saves the name, changes the password (signing out other devices) and signs out other sessions", async () => {
    const user = await signedInUser("user");
    const otherDevice = await (await getAuth()).handler(
      new Request(`${BASE}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE, "x-client-ip": "192.0.2.77" },
        body: JSON.stringify({ email: user.email, password: user.password }),
      }),
    );
    expect(otherDevice.ok).toBe(true);
    const act = async (fields: Record<string, string>) =>
      (await accountAction(args(postForm("/account", fields, user.cookie)))) as {
        data: Record<string, unknown>;
        init: ResponseInit;
      };

    expect((await act({ intent: "profile", name: "Ada Lovelace" })).data.ok).toBe(true);
    expect((await accountLoader(args(get("/account", user.cookie)))).name).toBe("Ada Lovelace");
    expect((await act({ intent: "profile", name: "x".repeat(101) })).init.status).toBe(400);
    expect((await act({ intent: "bogus" })).init.status).toBe(400);

    expect(
      (await act({ intent: "password", currentPassword: "wrong one!", newPassword: "brand new secret" })).data,
    ).toMatchObject({
      ok: false,
      message: "Your current password is not correct.",
    });
    expect((await accountLoader(args(get("/account", user.cookie)))).activeSessions).toBe(2);
    const changed = await act({ intent: "revoke-others" });
    expect(changed.data.ok).toBe(true);
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id))),
    ).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it("answer 429 after the account's attempts from one address, but not for other accounts there", async () => {
    const ip = "203.0.113.250";
    const perAddress = ACCOUNT_LIMITS["sign-in"].perAddressMax;
    const statuses: number[] = [];
    for (let i = 0; i <= perAddress; i++) {
      const result = (await submit(
        { view: "sign_in", email: "someone@example.com", password: "wrong password" },
        undefined,
        ip,
      )) as Result;
      statuses.push(result.init?.status ?? 200);
    }
    expect(statuses.slice(0, perAddress).every((s) => s === 401)).toBe(true);
    expect(statuses[perAddress]).toBe(429);
    // Another account from the same address is not held back by someone else's attempts.
    const other = (await submit(
      { view: "sign_in", email: "someone.else@example.com", password: "wrong password" },
      undefined,
      ip,
    )) as Result;
    expect(other.init?.status).toBe(401);
  });
});
