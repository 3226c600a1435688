/**
 * Shared test fixture: every page fails its test on a console error or an uncaught exception,
 * and `expectAccessible` runs axe-core (WCAG 2.1 A/AA) on the page as it is.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { SMTP_HTTP_PORT } from "../../playwright.config";
import { storageStateFor } from "../support/e2e-accounts";
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

/**
 * `colorScheme: "dark"` checks the page in the dark scheme (its own colours, so its own contrast), then
 * gives the page back its default scheme.
 */
export async function expectAccessible(page: Page, options: { colorScheme?: "dark" } = {}) {
  if (options.colorScheme) await page.emulateMedia({ colorScheme: options.colorScheme });
  try {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
    const scheme = options.colorScheme ? ` (${options.colorScheme})` : "";
    expect(summary, `axe violations on ${page.url()}${scheme}`).toEqual([]);
  } finally {
    if (options.colorScheme) await page.emulateMedia({ colorScheme: null });
  }
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

/** The e-mailed sign-in link of this kind in an e-mail's text: its page, which asks before signing in. */
export function signInLinkIn(text: string, kind: "verify-email" | "magic-link") {
  const link = text.match(new RegExp(`https?://\\S+/auth/${kind}\\?\\S+`))?.[0];
  if (!link) throw new Error(`No ${kind} link in: ${text}`);
  return link;
}

/** Opens an e-mailed sign-in link and presses its page's button, as the person does. */
export async function openSignInLink(page: Page, text: string, kind: "verify-email" | "magic-link") {
  await page.goto(signInLinkIn(text, kind));
  await page.locator('form:has(input[name="intent"][value="open"]) button[type="submit"]').click();
}

/**
 * The same over HTTP, on `base` (another instance, say): the link's page (a GET, which signs no one in),
 * then its button's POST. Returns the POST's answer: a redirect with the session's cookies.
 */
export async function postSignInLink(link: string, headers: Record<string, string> = {}, base = new URL(link).origin) {
  const url = new URL(link);
  const shown = await fetch(new URL(`${url.pathname}${url.search}`, base), { headers });
  expect(shown.status).toBe(200);
  expect(shown.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
  const body = new URLSearchParams({ intent: "open" });
  for (const [name, value] of url.searchParams) body.set(name, value);
  return fetch(new URL(url.pathname, base), {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, origin: base, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

/**
 * Logs out from the header and waits until the header offers Login again: a navigation started at once would
 * cancel the logout's request and leave the session signed in.
 */
export async function logOut(page: Page) {
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByRole("button", { name: "Logout" }).click();
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A brand-new client account made the way the owner does it (invitation e-mail, chosen password,
 * sign-in), all over HTTP. Returns a signed-in request context and its storage state for pages.
 */
export async function newClient(baseURL: string, name = "E2E Client") {
  const { request: requestFactory } = await import("@playwright/test");
  const email = `client-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const password = "client passphrase 1";
  const headers = {
    origin: baseURL,
    "x-forwarded-for": `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  const owner = await requestFactory.newContext({
    baseURL,
    storageState: storageStateFor("admin"),
    extraHTTPHeaders: headers,
  });
  const invited = await owner.post("/admin/users", { form: { intent: "invite", email, name } });
  expect(invited.ok()).toBe(true);
  await owner.dispose();
  const link = (await mailTo(email, /invited/)).text.match(/https?:\/\/\S+reset-password\S+/)![0];
  const context = await requestFactory.newContext({ baseURL, extraHTTPHeaders: headers });
  const landing = await context.get(link, { maxRedirects: 0 });
  const token = new URL(landing.headers().location!, baseURL).searchParams.get("token")!;
  expect(
    (await context.post("/auth?view=update_password", { form: { view: "update_password", token, password } })).ok(),
  ).toBe(true);
  const signedIn = await context.post("/auth", { form: { view: "sign_in", email, password }, maxRedirects: 0 });
  expect(signedIn.status()).toBe(302);
  return { email, name, password, context, storageState: await context.storageState() };
}

/** The owner's request context (signed in as the e2e admin), with the Origin that writes need. */
async function ownerRequest(baseURL: string) {
  const { request: requestFactory } = await import("@playwright/test");
  return requestFactory.newContext({
    baseURL,
    storageState: storageStateFor("admin"),
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `198.20.${Math.floor(Math.random() * 250)}.1` },
  });
}

/** The client's id and their first phase report's editor, as the owner finds them (Clients → the client). */
export async function ownerReportPath(baseURL: string, clientEmail: string) {
  const owner = await ownerRequest(baseURL);
  const list = await (await owner.get(`/admin/clients?q=${encodeURIComponent(clientEmail)}`)).text();
  const clientId = decodeURIComponent(list.match(/href="\/admin\/clients\/([^"/?]+)"/)![1]!);
  const page = await (await owner.get(`/admin/clients/${encodeURIComponent(clientId)}`)).text();
  const reportPath = page.match(/href="(\/admin\/reports\/\d+)"/)?.[1];
  await owner.dispose();
  if (!reportPath) throw new Error(`No report for ${clientEmail} on the owner's client page`);
  return { clientId, reportPath };
}

/** The owner approves (and sends) a client's completed phase report, with a note and recommendations. */
export async function approveClientReport(
  baseURL: string,
  clientEmail: string,
  fields = { note: "", recommendations: "" },
) {
  const { reportPath } = await ownerReportPath(baseURL, clientEmail);
  const owner = await ownerRequest(baseURL);
  const response = await owner.post(reportPath, { form: { intent: "approve", ...fields } });
  expect(response.status()).toBe(200);
  await owner.dispose();
  return reportPath;
}

/**
 * Follows the booking calendar's "Next month" link and waits until the new month is on the page: the
 * address changes a moment before the new calendar replaces the old one, and a test reading the free
 * times in that moment reads last month's (a flake seen in CI at month ends). Answers the month shown.
 */
export async function showNextMonth(page: Page) {
  const link = page.getByRole("link", { name: "Next month" });
  const month = new URL((await link.getAttribute("href"))!, "http://x").searchParams.get("month")!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await expect(page.getByRole("table").getByRole("link").first()).toHaveAttribute("href", new RegExp(`month=${month}`));
  return month;
}
