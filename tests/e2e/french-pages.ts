/**
 * Checks shared by the French e2e specs (issue 30): a page in French has `lang=fr`, none of its area's English
 * interface sentences, passes axe and does not scroll sideways at 390 px.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible } from "./fixtures";

/** Whole English sentences of a message area that differ in French (inputs and short words left out). */
export function englishSentencesOf(area: string): string[] {
  const read = (locale: string) =>
    JSON.parse(readFileSync(`messages/${area}/${locale}.json`, "utf8")) as Record<string, unknown>;
  const english = read("en");
  const french = read("fr");
  return Object.entries(english)
    .filter(([key, value]) => key !== "$schema" && typeof value === "string" && value !== french[key])
    .map(([, value]) => value as string)
    .filter((value) => !value.includes("{") && value.length > 14);
}

/** `scope`: "main" for the site's pages, "body" where the shell (the owner's navigation) is outside `<main>`. */
export async function expectFrenchPage(page: Page, englishSentences: string[], scope: "main" | "body" = "main") {
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const text = await page.locator(scope).innerText();
  for (const sentence of englishSentences) expect(text, `English left on ${page.url()}`).not.toContain(sentence);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Sets the signed-in account's language under Language on /account (the owner's specs go French and back). */
export async function chooseLanguage(page: Page, language: "Français" | "English") {
  await page.goto("/account");
  await page.getByRole("radio", { name: language }).check();
  await page.getByRole("button", { name: /Save language|Enregistrer la langue/ }).click();
  await expect(page).toHaveURL(/\/account\?language=saved$/);
}
