/**
 * The account's language (issue 30): saved on /account, chosen at sign-up by the page's language, and
 * followed by the pages that have no French address; public bilingual pages keep following the address.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { BASE, get, isRedirect, postForm } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { getAuth } from "../../lib/auth.server.ts";
import { emailOutbox, users } from "../../lib/db/schema.ts";
import { requestLocale } from "../../lib/i18n/locale.ts";
import { localeMiddleware, serverLocale } from "../../lib/i18n/request-locale.server.ts";
import { sessionMiddleware, sessionsChanged } from "../../lib/session.server.ts";
import { action as authAction } from "../auth/auth.tsx";
import { action as accountAction, loader as accountLoader } from "./account.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

/** Runs `work` as React Router would: through the root middleware (session, then language). */
async function throughMiddleware<T>(request: Request, work: (context: RouterContextProvider) => Promise<T>) {
  const context = new RouterContextProvider();
  const middlewareArgs = { request, context, params: {} };
  let outcome: T | undefined;
  let thrown: unknown;
  await sessionMiddleware(middlewareArgs, () =>
    localeMiddleware(middlewareArgs, async () => {
      try {
        outcome = await work(context);
      } catch (error) {
        thrown = error;
      }
      return new Response(null);
    }),
  );
  return { outcome, thrown };
}

// biome-ignore lint/suspicious/noExplicitAny: route args differ per route; tests build them by hand
const routeArgs = (request: Request, context: RouterContextProvider) => ({ request, params: {}, context }) as any;

async function localeOf(path: string, cookie?: string) {
  return (await throughMiddleware(get(path, cookie), async () => serverLocale())).outcome;
}

async function storedLocale(id: string) {
  const [row] = await database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
  return row?.locale;
}

describe("which language a request runs in", () => {
  it("follows the address on bilingual pages and the account elsewhere", () => {
    expect(requestLocale("/faq", "fr")).toBe("en");
    expect(requestLocale("/fr/faq", "en")).toBe("fr");
    expect(requestLocale("/dashboard", "fr")).toBe("fr");
    expect(requestLocale("/hob/phase1/intro", "fr")).toBe("fr");
    expect(requestLocale("/dashboard", undefined)).toBe("en");
    expect(requestLocale("/auth", "fr")).toBe("en");
  });

  it("runs /dashboard in a French account's language and /faq in its address's", async () => {
    const client = await signedInUser("client");
    await database.db.update(users).set({ locale: "fr" }).where(eq(users.id, client.id));
    // As every change to an account does: its session cookie cache is no longer trusted.
    await sessionsChanged(client.id);
    expect(await localeOf("/dashboard", client.cookie)).toBe("fr");
    expect(await localeOf("/account", client.cookie)).toBe("fr");
    expect(await localeOf("/faq", client.cookie)).toBe("en");
    expect(await localeOf("/fr/faq", client.cookie)).toBe("fr");
    // A visitor's pages without a French address are English.
    expect(await localeOf("/dashboard")).toBe("en");
  });
});

describe("the Language choice on /account", () => {
  it("refuses an unknown language and changes nothing", async () => {
    const client = await signedInUser("client");
    for (const locale of ["de", "", "FR"]) {
      const request = postForm("/account", { intent: "language", locale }, client.cookie);
      const { outcome } = await throughMiddleware(request, (context) => accountAction(routeArgs(request, context)));
      const refused = outcome as { data: { ok: boolean; fields?: Record<string, string> }; init?: ResponseInit };
      expect(refused.init?.status).toBe(400);
      expect(refused.data.ok).toBe(false);
      expect(refused.data.fields?.locale).toBe("Choose English or Français.");
    }
    expect(await storedLocale(client.id)).toBe("en");
  });

  it("saves French, and the next page is French", async () => {
    const client = await signedInUser("client");
    expect(await localeOf("/dashboard", client.cookie)).toBe("en");
    const request = postForm("/account", { intent: "language", locale: "fr" }, client.cookie);
    const { thrown } = await throughMiddleware(request, (context) => accountAction(routeArgs(request, context)));
    expect(isRedirect(thrown, "/account?language=saved")).toBe(true);
    expect(await storedLocale(client.id)).toBe("fr");
    // The same cookie (its cookie cache still says English) now gets French pages.
    expect(await localeOf("/dashboard", client.cookie)).toBe("fr");
    const page = await throughMiddleware(get("/account?language=saved", client.cookie), (context) =>
      accountLoader(routeArgs(get("/account?language=saved", client.cookie), context)),
    );
    expect(page.outcome).toMatchObject({ locale: "fr", languageSaved: true });
  });
});

describe("signing up in French", () => {
  it("makes a French account on /fr/auth, with a French confirmation e-mail", async () => {
    const email = "nouvelle.cliente@example.com";
    const request = postForm("/fr/auth?view=sign_up", { view: "sign_up", email, password: "une phrase solide" });
    const { outcome } = await throughMiddleware(request, (context) => authAction(routeArgs(request, context)));
    expect((outcome as { data: { ok: boolean; message: string } }).data).toMatchObject({
      ok: true,
      message: "Consultez vos e-mails\u00a0: nous vous avons envoyé le lien de confirmation",
    });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.locale).toBe("fr");
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail?.subject).toMatch(/^Confirmez votre adresse e-mail/);
  });

  it("makes an English account on /auth", async () => {
    const email = "new.person@example.com";
    const request = postForm("/auth?view=sign_up", { view: "sign_up", email, password: "a sturdy passphrase" });
    await throughMiddleware(request, (context) => authAction(routeArgs(request, context)));
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.locale).toBe("en");
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail?.subject).toBe("Confirm your e-mail address for Holistic Omega");
  });

  it("refuses a language of its own choosing through better-auth's endpoints", async () => {
    const auth = await getAuth();
    const headers = { "content-type": "application/json", origin: BASE, "x-client-ip": "198.51.100.77" };
    const signUp = await auth.handler(
      new Request(`${BASE}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: "x@example.com", password: "a sturdy passphrase", name: "", locale: "de" }),
      }),
    );
    expect(signUp.status).toBe(400);
    expect(await database.db.select().from(users).where(eq(users.email, "x@example.com"))).toHaveLength(0);

    const client = await signedInUser("client");
    const update = await auth.handler(
      new Request(`${BASE}/api/auth/update-user`, {
        method: "POST",
        headers: { ...headers, cookie: client.cookie },
        body: JSON.stringify({ locale: "fr" }),
      }),
    );
    expect(update.status).toBe(400);
    expect(await storedLocale(client.id)).toBe("en");
  });
});
