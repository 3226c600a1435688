/**
 * The public-page cache and the script-free content pages (server/pipeline/page-caches.ts,
 * app/lib/public-page-cache.server.ts, app/lib/page-handle.ts). A response served from the cache
 * is recognisable by its ETag: the app's own rendering never sets one.
 */
import { type APIResponse, request as playwrightRequest } from "@playwright/test";
import { englishPath, localeOfPath } from "../../app/lib/i18n/locale";
import { E2E_ACCOUNTS, storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Public pages with a script file of their own (/portfolio's photo viewer, on the portfolio and each of its
 * category pages; /book's contact form): cached, no inline script, no React. Every other public page has no
 * script at all; the sign-in pages and the signed-in app keep React (never cached).
 */
const PAGES_WITH_OWN_SCRIPTS = new Set(["/portfolio", "/book"]);
/** Whether `path` (either language) is one of those pages; a portfolio category is the portfolio's own module. */
const hasOwnScript = (path: string) => {
  const english = englishPath(path);
  return PAGES_WITH_OWN_SCRIPTS.has(english) || english.startsWith("/portfolio/");
};

async function publicPaths(baseURL: string) {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const sitemap = await (await anonymous.get("/sitemap.xml")).text();
  await anonymous.dispose();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** `<script>` elements that could run (JSON-LD data blocks are not scripts to the browser). */
const runnableScripts = (html: string) =>
  (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/ld\+json"/.test(tag));

const withoutPerResponse = (response: APIResponse) => {
  const { date: _date, "x-request-id": _id, ...rest } = response.headers();
  return rest;
};

test("public pages ship no React and no module preloads, at most a script file of their own; sign-in keeps React", async ({
  baseURL,
}) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const signIn = await (await anonymous.get("/auth")).text();
  expect(runnableScripts(signIn).length).toBeGreaterThan(0);
  expect(signIn).toContain("__reactRouterContext");
  const paths = await publicPaths(baseURL!);
  for (const path of PAGES_WITH_OWN_SCRIPTS) expect(paths).toContain(path);
  for (const path of paths) {
    const html = await (await anonymous.get(path)).text();
    // A French page (/fr/…) is the same module as its English twin, with the same scripts.
    if (hasOwnScript(path)) {
      // Only files from our origin, no inline code, no hydration data.
      // /portfolio has its viewer only once photos are published.
      const scripts = runnableScripts(html);
      if (englishPath(path) === "/book") expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toMatch(/^<script src="\/assets\/[\w.-]+\.js" defer="">$/);
      expect(html, path).not.toContain("__reactRouterContext");
      expect(html, path).not.toContain("modulepreload");
    } else {
      expect(runnableScripts(html), path).toEqual([]);
      expect(html, path).not.toContain("modulepreload");
    }
  }
  await anonymous.dispose();
});

test("signed-in visits never fill the cache: every public page served from it afterwards is anonymous", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const paths = await publicPaths(baseURL!);
  // Signed in first (client and owner): these renderings carry the person's menu and Blueprint dashboard.
  for (const role of ["client", "admin"] as const) {
    const signedIn = await playwrightRequest.newContext({ baseURL, storageState: storageStateFor(role) });
    for (const path of paths) {
      const response = await signedIn.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expect(response.headers().etag, `${path} signed in came from the cache`).toBeUndefined();
      expect(await response.text(), path).toContain(localeOfPath(path) === "fr" ? "Déconnexion" : "Logout");
    }
    await signedIn.dispose();
  }
  const anonymous = await playwrightRequest.newContext({ baseURL });
  for (const path of paths) {
    await anonymous.get(path); // fills the cache if the signed-in visits did not
    const response = await anonymous.get(path);
    expect(response.headers().etag, `${path} not served from the cache`).toBeTruthy();
    const html = await response.text();
    const personalTexts = [E2E_ACCOUNTS.client.email, E2E_ACCOUNTS.admin.email, "Logout", "Blueprint Dashboard"];
    personalTexts.push("Déconnexion", "Tableau de bord du Blueprint");
    for (const personal of personalTexts) {
      expect(html, `${path} contains ${personal}`).not.toContain(personal);
    }
    expect(html, path).toContain(localeOfPath(path) === "fr" ? ">Connexion<" : ">Login<");
  }
  await anonymous.dispose();
});

test("a cached page answers HEAD with the GET headers, negotiates its encoding and revalidates with its ETag", async ({
  baseURL,
}) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  for (const path of ["/", "/faq", "/articles/how-small-studios-can-use-ai-without-losing-their-voice"]) {
    await anonymous.get(path);
    for (const encoding of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": encoding };
      const get = await anonymous.get(path, { headers });
      const head = await anonymous.head(path, { headers });
      expect(get.headers().etag, path).toBeTruthy();
      expect(withoutPerResponse(head), `${path} HEAD (${encoding})`).toEqual(withoutPerResponse(get));
      expect(get.headers()["content-encoding"], path).toBe(encoding === "identity" ? undefined : encoding);
      expect(get.headers().vary, path).toBe("Accept-Encoding, Accept-Language");
      expect(get.headers()["content-security-policy"], path).toContain("script-src 'none'");
      expect(get.headers()["content-security-policy"], path).not.toContain("unsafe-inline");
      const notModified = await anonymous.get(path, { headers: { ...headers, "if-none-match": get.headers().etag! } });
      expect(notModified.status(), path).toBe(304);
    }
  }
  await anonymous.dispose();
});

test("Chromium renders cached content pages with their stylesheet, no CSP violation, and a menu that needs no JavaScript", async ({
  page,
}) => {
  // Several pages, each checked with axe: minutes on a loaded 2-core machine.
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/faq", "/services", "/blueprint/phase-1", "/portfolio"]) {
    await page.goto(path);
    const response = await page.goto(path); // the second visit is served from the cache
    expect(response?.headers().etag, path).toBeTruthy();
    expect(response?.headers()["content-security-policy"], path).toContain(
      path === "/portfolio" ? "script-src 'self';" : "script-src 'none'",
    );
    // The stylesheet applied (Tailwind's reset removes the default body margin).
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe("0px");
    await expectAccessible(page);
  }
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeHidden();
  await page.locator("summary", { hasText: "Menu" }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  expect(violations).toEqual([]);
});
