/**
 * Shared test fixture: every page fails its test on a console error or an uncaught exception,
 * and `expectAccessible` runs axe-core (WCAG 2.1 A/AA) on the page as it is.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { SMTP_HTTP_PORT } from "../../playwright.config";
import type { ReceivedMessage } from "../support/smtp-sink";

let clientCounter = 0;

export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test is its own client address (the e2e server trusts one proxy hop), so per-address
  // rate limits apply per test, as they would to separate visitors.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    clientCounter += 1;
    await use({ "x-forwarded-for": `198.18.${testInfo.workerIndex % 250}.${clientCounter % 250}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser's own network log of an expected 4xx answer (a refused sign-in, a 404 page) is not an app error.
        const expectedClientError = /^Failed to load resource: the server responded with a status of 4\d\d/;
        if (message.type() === "error" && !expectedClientError.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export async function mailTo(address: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`);
    const messages = (await response.json()) as ReceivedMessage[];
    const found = messages.findLast((m) => m.to.includes(address) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail to ${address} matching ${subject}`);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
