/**
 * The public site in French (issue 30): every /fr page of the sitemap (the booking pages have their own
 * spec) is in French from its `lang` to its last sentence. "No English left" is checked against the
 * interface's own English sentences (messages/pages and messages/site), so a string someone forgets to
 * translate fails here the day it is added.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { englishLines } from "./french-pages";

type MessageFile = Record<string, unknown>;

const readMessages = (area: string, locale: string): MessageFile =>
  JSON.parse(readFileSync(new URL(`../../messages/${area}/${locale}.json`, import.meta.url), "utf8"));

/** The literal text of a message (its variants for a plural), without its `{inputs}`. */
function fragments(message: unknown): string[] {
  const texts =
    typeof message === "string"
      ? [message]
      : Array.isArray(message)
        ? message.flatMap((variant) => Object.values((variant as { match?: Record<string, string> }).match ?? {}))
        : [];
  return texts.flatMap((text) => text.split(/\{[^}]*\}/)).map((part) => part.trim());
}

/**
 * English sentences that must not appear on a French page: every English message that differs from its
 * French version ("FAQ" and "Portfolio" are the same in both and are left out). A message with inputs counts
 * by the parts between them, when a part has two words or more ("{name} pages" leaves "pages", a French word
 * too).
 */
function englishOnlySentences(): string[] {
  const sentences = new Set<string>();
  for (const area of ["pages", "site"]) {
    const en = readMessages(area, "en");
    const fr = readMessages(area, "fr");
    for (const [key, message] of Object.entries(en)) {
      if (key.startsWith("$")) continue;
      const french = new Set(fragments(fr[key]));
      const parts = fragments(message);
      for (const part of parts) {
        const enough = parts.length === 1 ? /\p{L}{2}/u.test(part) : /\p{L}+\s+\p{L}/u.test(part);
        if (enough && !french.has(part)) sentences.add(part);
      }
    }
  }
  return [...sentences];
}

const ENGLISH = englishOnlySentences();

/** An English sentence as a whole-word, exact match ("All" is not a match inside "Allez"). */
const wholePhrase = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");

async function frenchPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((path) => (path === "/fr" || path.startsWith("/fr/")) && !/^\/fr\/book(\/|$)/.test(path));
}

/** Everything a person reads or hears on the page: the body's text, labels, alternative texts and titles. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title]")].flatMap((element) =>
      ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    return [document.title, description, document.body.innerText, ...attributes].join("\n");
  });
}

test("the English sentence list is built from the message files", () => {
  expect(ENGLISH.length).toBeGreaterThan(100);
  expect(ENGLISH).toContain("Get a free consultation");
  expect(ENGLISH).toContain("Skip to content");
  expect(ENGLISH).not.toContain("FAQ");
  expect(wholePhrase("All").test("Allez-y")).toBe(false);
  expect(wholePhrase("All").test("Voir All.")).toBe(true);
});

test("every French page of the sitemap is in French, with no sentence of the English interface", async ({ page }) => {
  test.setTimeout(300_000);
  const paths = await frenchPaths(page);
  expect(paths.length).toBeGreaterThanOrEqual(40);
  for (const path of ["/fr", "/fr/faq", "/fr/articles", "/fr/blueprint/phase-1", "/fr/portfolio"])
    expect(paths).toContain(path);
  const identicalInBoth = new Set(
    ["pages", "site"].flatMap((area) => {
      const fr = readMessages(area, "fr");
      return Object.entries(readMessages(area, "en"))
        .filter(([key, value]) => typeof value === "string" && fr[key] === value)
        .map(([, value]) => value as string);
    }),
  );
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("html"), path).toHaveAttribute("lang", "fr");
    const text = await readableText(page);
    const leftovers = ENGLISH.filter((sentence) => wholePhrase(sentence).test(text));
    expect(leftovers, `English on ${path}`).toEqual([]);
    expect(englishLines(text), `English lines on ${path}`).toEqual([]);

    // The page's title is French: it differs from the English page's, unless the word is the same in both.
    const frenchTitle = (await page.locator("h1").innerText()).trim();
    const english = await page.request.get(path.slice(3) || "/");
    const englishTitle = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await english.text())?.[1]?.replace(/<[^>]+>/g, "");
    if (frenchTitle === englishTitle?.trim())
      expect(identicalInBoth, `${path}: "${frenchTitle}"`).toContain(frenchTitle);
    else expect(frenchTitle, path).not.toBe("");
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a representative French page of each kind passes axe and fits the screen", async ({ page }) => {
    test.setTimeout(240_000);
    const paths = await frenchPaths(page);
    const first = (pattern: RegExp) => {
      const found = paths.find((path) => pattern.test(path));
      expect(found, String(pattern)).toBeTruthy();
      return found!;
    };
    const sample = [
      "/fr",
      "/fr/services",
      "/fr/services/corporate-photography",
      "/fr/faq",
      "/fr/about",
      "/fr/privacypolicy",
      "/fr/articles",
      first(/^\/fr\/articles\/.+/),
      "/fr/frameworks",
      first(/^\/fr\/frameworks\/.+/),
      "/fr/blueprint",
      "/fr/blueprint/phase-2",
      "/fr/portfolio",
    ];
    for (const path of sample) {
      expect(paths, path).toContain(path);
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "fr");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
  });
});

test("French pages link to French pages, and an article's own links follow", async ({ page }) => {
  await page.goto("/fr/articles/choosing-the-right-ai-assistant-for-your-business");
  await expect(page.locator(".article-body a[href='/fr/services/ai-tools-mastery']")).toHaveCount(1);
  await expect(page.locator(".article-body a[href^='/services']")).toHaveCount(0);
  await page.getByRole("link", { name: "Tous les articles" }).click();
  await expect(page).toHaveURL(/\/fr\/articles$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles");
  await expect(page.getByText(/\d{1,2} (janvier|février|mars|avril|mai|juin) 2024/).first()).toBeVisible();
  await expect(page.getByText(/\d+\smin de lecture/).first()).toBeVisible();
  await page.goto("/fr/services");
  await page.getByRole("link", { name: "Demander une consultation gratuite" }).click();
  await expect(page).toHaveURL(/\/fr\/book$/);
  await page.goto("/fr/about");
  await expect(page.getByText(/^Dernière mise à jour/)).toBeVisible();
  await page.goto("/fr/blueprint");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le Blueprint Holistic Omega");
  await page.getByRole("link", { name: /Découvrir la phase 1/ }).click();
  await expect(page).toHaveURL(/\/fr\/blueprint\/phase-1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Les fondations alignées");
});
