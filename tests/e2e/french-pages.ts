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

/**
 * Words that only English uses: grammar words and the interface's common English words (none is a French
 * word; "on", "an", "me", "session", "message" are left out because French has them too).
 */
const ENGLISH_WORDS = new Set(
  (
    "the your you and with this that have has been will was are for not from our please here there which when " +
    "into would could should their they what where who how is it be by at of to in do does did can cannot " +
    "no yes all any some more less than then now new back next previous add added adding delete deleted save " +
    "saved show shows edit choose enter send sign book booked booking upcoming started completed progress " +
    "step steps done move cancel cancelled answer answers results result task tasks details status " +
    "priority high low medium waiting review reviews today week weeks month months day days hour hours " +
    "january february march april may june july august september october november december monday " +
    "tuesday wednesday thursday friday saturday sunday"
  ).split(" "),
);

/**
 * Lines of text that read as English: two different English words or more in one line (a French line has
 * none; a proper name such as "Holistic Omega Blueprint" or "Signature Portrait" has no such word).
 * `data` lists text the page shows as it was typed (a client's answers, a test's names), which may be English.
 */
export function englishLines(text: string, data: string[] = []): string[] {
  return text
    .split("\n")
    .filter((line) => !data.some((typed) => line.includes(typed)))
    .filter((line) => {
      // Addresses ("/book/phase-review", e-mail addresses) are not words of the page.
      const words = new Set(
        line
          .replace(/\S*[/@]\S*/g, " ")
          .toLowerCase()
          .match(/\p{L}+/gu) ?? [],
      );
      let english = 0;
      for (const word of words) if (ENGLISH_WORDS.has(word)) english++;
      return english >= 2;
    });
}

/**
 * `scope`: "main" for the site's pages, "body" where the shell (the owner's navigation) is outside `<main>`.
 * Fails on any of the area's English sentences and on any line that reads as English (`englishLines`): a
 * string written in the code instead of the messages is caught too.
 */
export async function expectFrenchPage(
  page: Page,
  englishSentences: string[],
  scope: "main" | "body" = "main",
  data: string[] = [],
) {
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const text = await page.locator(scope).innerText();
  for (const sentence of englishSentences) expect(text, `English left on ${page.url()}`).not.toContain(sentence);
  expect(englishLines(text, data), `English left on ${page.url()}`).toEqual([]);
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
