/**
 * The two languages' addresses (issue 30, ADR 023): French under /fr with the same paths, `lang` and
 * hreflang alternates on every public page, a link to the same page in the other language, both in the
 * sitemap, and French offered (never imposed) to a browser that prefers it.
 */
import { request as playwrightRequest } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };

test("a French page says so, names its English twin and links to it", async ({ page, baseURL }) => {
  await page.goto("/fr/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/fr/faq`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/faq`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", `${baseURL}/fr/faq`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/faq`);
  await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeAttached();
  // The header's links stay in French; the language link goes to the English page.
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  await expect(nav.getByRole("link", { name: "À propos" })).toHaveAttribute("href", "/fr/about");
  await nav.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
});

test("pages with one address have no language link and no alternates", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Français" })).toHaveCount(0);
});

test("an unknown French address is a French 404", async ({ page }) => {
  const response = await page.goto("/fr/pas-de-page-ici");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr");
});

test("the sitemap lists every page in both languages, each entry naming both addresses", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const english = locs.filter((p) => p !== "/fr" && !p.startsWith("/fr/"));
  const french = locs.filter((p) => p === "/fr" || p.startsWith("/fr/"));
  expect(english.length).toBeGreaterThanOrEqual(50);
  expect(french.map((p) => p.replace(/^\/fr/, "") || "/").sort()).toEqual([...english].sort());
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="fr" href="[^"]+\/fr\/faq"\/>/);
});

test("a browser that prefers French is offered the French page at the top, never redirected", async ({ baseURL }) => {
  const context = await playwrightRequest.newContext({ baseURL });
  for (const round of [1, 2]) {
    // Twice: the second answer comes from the public-page cache, which keeps the two renderings apart.
    const french = await context.get("/", {
      headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" },
      maxRedirects: 0,
    });
    expect(french.status(), `round ${round}`).toBe(200);
    const html = await french.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<p lang="fr"[^>]*>Cette page existe en français\.(<!-- -->)? <a href="\/fr" hrefLang="fr"/);
    const english = await context.get("/", { headers: { "accept-language": "en-GB,en;q=0.9,fr;q=0.8" } });
    expect(await english.text()).not.toContain("Cette page existe en français");
    const none = await context.get("/");
    expect(await none.text()).not.toContain("Cette page existe en français");
  }
  await context.dispose();
});

test("the offer is readable, keyboard-reachable and fits a phone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/services");
  const offer = page.getByRole("link", { name: "Lire la version française" });
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await offer.click();
  await expect(page).toHaveURL(/\/fr\/services$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await context.close();
});
