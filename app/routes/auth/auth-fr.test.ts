/**
 * Signing in on /fr/auth (ADR 023): the refusals better-auth makes (an account's attempts or e-mails limited, an
 * account with two-factor on that used a link or an e-mailed code) are worded where they reach the page, in its
 * reader's language; English stays word for word what it was. A magic link refused for want of the second factor
 * leads a French account to /fr/auth.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followEmailLink } from "../../../tests/support/email-links.ts";
import { lastMailTo } from "../../../tests/support/outbox.ts";
import { renderInLocale, routeElement } from "../../../tests/support/render.ts";
import { args, BASE, get, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { createVerifiedUser } from "../../accounts/users.server.ts";
import { ACCOUNT_LIMITS } from "../../lib/auth.server.ts";
import { users } from "../../lib/db/schema.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import AuthPage, { action as authAction, loader as authLoader } from "./auth.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

const password = "correct horse battery";
let counter = 0;
async function account(locale: Locale = "en", twoFactor = false) {
  const email = `auth-fr-${++counter}@example.com`;
  const user = await createVerifiedUser(database.db, { email, password, role: "client", locale });
  if (twoFactor) await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
  return user;
}

type Result = { data: { ok: boolean; error?: string; message?: string }; init?: ResponseInit };
/** Posts a view of the /auth page in `locale` (at /fr/auth in French), from the client address `ip`. */
function submit(locale: Locale, fields: Record<string, string>, ip = `192.0.2.${(++counter % 250) + 1}`) {
  const request = postForm(locale === "fr" ? "/fr/auth" : "/auth", fields);
  request.headers.set("x-client-ip", ip);
  return inLocale(locale, () => run(() => authAction(args(request)))) as Promise<Result | Response>;
}
const refusal = (value: Result | Response) => {
  expect(value).not.toBeInstanceOf(Response);
  const { init, data } = value as Result;
  return { status: init?.status, error: data.error };
};

describe("limits on one account, on /fr/auth", () => {
  it("say in French that the account's sign-ins are held back, and still in English on /auth", async () => {
    const { email } = await account();
    const ip = "198.51.100.31";
    for (let i = 0; i < ACCOUNT_LIMITS["sign-in"].perAddressMax; i++) {
      expect(refusal(await submit("fr", { view: "sign_in", email, password: `guess ${i}` }, ip)).status).toBe(401);
    }
    expect(refusal(await submit("fr", { view: "sign_in", email, password }, ip))).toEqual({
      status: 429,
      error: "Trop de tentatives pour ce compte. Patientez 15 minutes ou réinitialisez votre mot de passe.",
    });
    expect(refusal(await submit("en", { view: "sign_in", email, password }, ip))).toEqual({
      status: 429,
      error: "Too many attempts for this account. Please wait 15 minutes, or reset your password.",
    });
  });

  it("say in French that too many e-mails were asked for the address", async () => {
    const { email } = await account();
    for (let i = 0; i < ACCOUNT_LIMITS["mail-request"].max; i++) {
      expect((await submit("fr", { view: "magic_link", email })) as Result).toMatchObject({ data: { ok: true } });
    }
    expect(refusal(await submit("fr", { view: "magic_link", email }))).toEqual({
      status: 429,
      error: "Trop d’e-mails demandés pour cette adresse. Patientez une heure, puis réessayez.",
    });
    expect(refusal(await submit("en", { view: "forgotten_password", email }))).toEqual({
      status: 429,
      error: "Too many e-mails asked for this address. Please wait an hour and try again.",
    });
  });
});

describe("an account with two-factor on, signing in without its second factor", () => {
  it("is told in French, on /fr/auth, to use its password and authenticator code", async () => {
    const { email, id } = await account();
    await submit("en", { view: "verify_otp", email });
    const code = (await lastMailTo(database.db, email))?.text.match(/code is: (\d{6})/)?.[1] ?? "missing";
    // Two-factor switched on after the code was sent.
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
    expect(refusal(await submit("fr", { view: "verify_otp", email, code }))).toEqual({
      status: 403,
      error:
        "Ce compte utilise l’authentification à deux facteurs\u00a0: connectez-vous avec votre mot de passe et le code de votre application d’authentification.",
    });
  });

  it("is led from its magic link to the sign-in page in its account's language", async () => {
    const locationAfterLink = async (locale: Locale) => {
      const { email, id } = await account(locale);
      await submit(locale, { view: "magic_link", email });
      const link = (await lastMailTo(database.db, email))?.text.match(/https?:\/\/\S+auth\/magic-link\S+/)?.[0];
      expect(link).toBeDefined();
      await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
      const response = await followEmailLink(link!);
      expect(response.status).toBe(302);
      return response.headers.get("location");
    };
    expect(await locationAfterLink("fr")).toBe(`${BASE}/fr/auth?view=sign_in&error=TWO_FACTOR_REQUIRED`);
    expect(await locationAfterLink("en")).toBe(`${BASE}/auth?view=sign_in&error=TWO_FACTOR_REQUIRED`);
  });

  it("reads why on the page in French, without the offer of a new link that would not help", async () => {
    const load = (locale: Locale) =>
      inLocale(
        locale,
        () =>
          authLoader(
            args(get(`${locale === "fr" ? "/fr" : ""}/auth?view=sign_in&error=TWO_FACTOR_REQUIRED`)),
          ) as Promise<{ linkError: string | null }>,
      );
    const english = await load("en");
    expect(english.linkError).toBe(
      "This account uses two-factor authentication: sign in with your password and your authenticator code.",
    );
    const french = await load("fr");
    expect(french.linkError).toBe(
      "Ce compte utilise l’authentification à deux facteurs\u00a0: connectez-vous avec votre mot de passe et le code de votre application d’authentification.",
    );
    const page = render("fr", french);
    expect(page).toContain("Ce compte utilise l’authentification à deux facteurs");
    expect(page).not.toContain("Demander un nouveau lien");
    // An expired link, though, offers a new one.
    const expired = await inLocale("fr", () => authLoader(args(get("/fr/auth?view=sign_in&error=EXPIRED_TOKEN"))));
    expect(render("fr", expired)).toContain("Demander un nouveau lien");
  });
});

/** Server-renders the /auth page with `loaderData`, under a root that hands down `locale` (as the app's does). */
const render = (locale: Locale, loaderData: unknown) =>
  renderInLocale(locale, locale === "fr" ? "/fr/auth" : "/auth", () => routeElement(AuthPage, loaderData), {
    page: loaderData,
  });
