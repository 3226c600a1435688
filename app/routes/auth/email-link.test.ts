/**
 * The e-mailed links that sign in (a magic link, a new address's confirmation) open a page that asks;
 * only its button's same-origin POST signs in. A mail scanner that follows the link, or another site
 * that sends a visitor to it, changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followEmailLink } from "../../../tests/support/email-links.ts";
import { lastMailTo } from "../../../tests/support/outbox.ts";
import { renderInLocale, routeElement } from "../../../tests/support/render.ts";
import { args, BASE, get, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { createVerifiedUser } from "../../accounts/users.server.ts";
import { sessions, users } from "../../lib/db/schema.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { loader as authApiLoader } from "../api/auth.ts";
import { action as authAction } from "./auth.tsx";
import EmailLinkPage, { action, loader } from "./email-link.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

let counter = 0;
const nextIp = () => `192.0.2.${(++counter % 250) + 1}`;

function submitAuth(locale: Locale, fields: Record<string, string>) {
  const request = postForm(locale === "fr" ? "/fr/auth" : "/auth", fields);
  request.headers.set("x-client-ip", nextIp());
  return inLocale(locale, () => run(() => authAction(args(request))));
}

async function linkTo(email: string, kind: "magic-link" | "verify-email") {
  const mail = await lastMailTo(database.db, email);
  const link = mail?.text.match(new RegExp(`https?://\\S+/auth/${kind}\\?\\S+`))?.[0];
  expect(link, mail?.text).toBeDefined();
  return link!;
}

async function magicLinkFor(locale: Locale = "en") {
  const email = `link-${++counter}@example.com`;
  const user = await createVerifiedUser(database.db, { email, password: "x".repeat(16), role: "client", locale });
  await submitAuth(locale, { view: "magic_link", email });
  return { user, link: await linkTo(email, "magic-link") };
}

const sessionsOf = async (userId: string) =>
  (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

/** Opens the page as a browser (or a scanner) does: a GET, which must change nothing. */
async function open(link: string) {
  const url = new URL(link);
  return (await run(() => loader(args(get(`${url.pathname}${url.search}`))))) as {
    kind: string;
    fields: Record<string, string> | null;
  };
}

describe("a magic link", () => {
  it("is e-mailed as the page's address, in the account's language", async () => {
    expect((await magicLinkFor("en")).link).toMatch(new RegExp(`^${BASE}/auth/magic-link\\?token=`));
    expect((await magicLinkFor("fr")).link).toMatch(new RegExp(`^${BASE}/fr/auth/magic-link\\?token=`));
  });

  it("signs in only from the button, once, however often the page was opened", async () => {
    const { user, link } = await magicLinkFor();
    for (let i = 0; i < 3; i++) expect((await open(link)).fields?.token).toBeTruthy();
    expect(await sessionsOf(user.id)).toBe(0);

    const signedIn = await followEmailLink(link);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(`${BASE}/dashboard`);
    expect(signedIn.headers.getSetCookie().join()).toMatch(/ho\.session_token=[^;]+/);
    expect(await sessionsOf(user.id)).toBe(1);

    const again = await followEmailLink(link);
    expect(again.headers.get("location")).toMatch(/\/auth\?view=magic_link&error=INVALID_TOKEN$/);
    expect(again.headers.getSetCookie().join()).not.toMatch(/ho\.session_token=[^;]/);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it("answers React Router's data requests too (the hydrated page posts to …/magic-link.data)", async () => {
    const { user, link } = await magicLinkFor("fr");
    const url = new URL(link);
    const page = (await run(() => loader(args(get(`${url.pathname}.data${url.search}`))))) as {
      kind: string;
      fields: Record<string, string>;
    };
    expect(page.kind).toBe("magic-link");
    const request = postForm(`${url.pathname}.data`, { intent: "open", ...page.fields });
    const answer = (await run(() => action(args(request)))) as Response;
    expect(answer.headers.getSetCookie().join()).toMatch(/ho\.session_token=[^;]+/);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it("refuses a post from another site, and the link still works afterwards", async () => {
    const { user, link } = await magicLinkFor();
    const fields = (await open(link)).fields!;
    const request = postForm(new URL(link).pathname, { intent: "open", ...fields });
    request.headers.set("origin", "https://elsewhere.example");
    const refused = (await run(() => action(args(request)))) as { init?: ResponseInit };
    expect(refused.init?.status).toBe(403);
    expect(await sessionsOf(user.id)).toBe(0);
    expect((await followEmailLink(link)).headers.getSetCookie().join()).toMatch(/ho\.session_token=[^;]+/);
  });

  it("keeps a way back to this site only", async () => {
    const { user, link } = await magicLinkFor();
    const fields = (await open(link)).fields!;
    const request = postForm(new URL(link).pathname, {
      ...fields,
      callbackURL: "https://elsewhere.example/steal",
      errorCallbackURL: "//elsewhere.example",
    });
    const answer = (await run(() => action(args(request)))) as Response;
    expect(answer.headers.get("location")).toBe(`${BASE}/dashboard`);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it("of the library's own form (sent before the page existed) leads to the page without signing in", async () => {
    const { user, link } = await magicLinkFor("fr");
    const query = new URL(link).search;
    const answer = (await run(() =>
      authApiLoader(args(get(`/api/auth/magic-link/verify${query.replace("%2Fdashboard", "%2Ffr%2Fdashboard")}`))),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/^\/fr\/auth\/magic-link\?token=/);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await sessionsOf(user.id)).toBe(0);
    const followed = await followEmailLink(`${BASE}${answer.headers.get("location")}`);
    expect(followed.headers.get("location")).toBe(`${BASE}/fr/dashboard`);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it("without its token says so and offers the sign-in page, in the page's language", async () => {
    const empty = (await run(() => loader(args(get("/auth/magic-link"))))) as { init?: ResponseInit; data: unknown };
    expect(empty.init?.status).toBe(400);
    for (const [locale, words] of [
      ["en", "This link is incomplete."],
      ["fr", "Ce lien est incomplet."],
    ] as const) {
      const html = await renderInLocale(locale, `${locale === "fr" ? "/fr" : ""}/auth/magic-link`, () =>
        routeElement(EmailLinkPage, { kind: "magic-link", fields: null }),
      );
      expect(html).toContain(words);
      expect(html).not.toContain("<button");
    }
  });
});

describe("a new address's confirmation link", () => {
  it("confirms the address and signs in only from the button", async () => {
    const email = `new-${++counter}@example.com`;
    await submitAuth("fr", { view: "sign_up", email, password: "a sturdy passphrase" });
    const link = await linkTo(email, "verify-email");
    expect(link).toMatch(new RegExp(`^${BASE}/fr/auth/verify-email\\?token=`));

    for (let i = 0; i < 2; i++) await open(link);
    const [before] = await database.db.select().from(users).where(eq(users.email, email));
    expect(before?.emailVerified).toBe(false);
    expect(await sessionsOf(before!.id)).toBe(0);

    const page = await open(link);
    const html = await renderInLocale("fr", new URL(link).pathname, () => routeElement(EmailLinkPage, page));
    expect(html).toContain("Confirmer mon adresse");
    expect(html).toContain('method="post"');

    const confirmed = await followEmailLink(link);
    expect(confirmed.headers.get("location")).toBe("/dashboard");
    const [after] = await database.db.select().from(users).where(eq(users.email, email));
    expect(after?.emailVerified).toBe(true);
    expect(await sessionsOf(after!.id)).toBe(1);
  });
});
