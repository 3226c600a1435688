/**
 * The signed-in page cache (app/lib/private-page-cache.server.ts): a user's dashboard may be answered
 * from their last rendering, so these check what a person would notice if it were wrong: a change shows
 * at the next load, nobody sees another person's page, and every answer has its own script nonce that
 * Chromium accepts (the page hydrates without a CSP violation).
 */
import { request as playwrightRequest } from "@playwright/test";
import { E2E_ACCOUNTS, storageStateFor } from "../support/e2e-accounts";
import { expect, newClient, test } from "./fixtures";

/** The owner navigation's count beside Inquiries (absent at 0). */
const unreadCount = (html: string) => Number(html.match(/data-testid="nav-inquiries-count">(\d+)/)?.[1] ?? 0);

test("the owner's dashboard shows a new inquiry at the next load, loaded again and again in between", async ({
  baseURL,
}) => {
  const owner = await playwrightRequest.newContext({ baseURL, storageState: storageStateFor("admin") });
  const before = await (await owner.get("/dashboard")).text();
  for (let i = 0; i < 3; i++)
    expect(unreadCount(await (await owner.get("/dashboard")).text())).toBe(unreadCount(before));

  const visitor = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "198.18.7.7" },
  });
  const sent = await visitor.post("/api/contact", {
    data: { name: "Cache Check", email: `cache-${Date.now()}@e2e.test`, message: "Is the dashboard fresh?" },
  });
  expect(sent.status()).toBe(200);
  expect(unreadCount(await (await owner.get("/dashboard")).text())).toBe(unreadCount(before) + 1);
  await Promise.all([owner.dispose(), visitor.dispose()]);
});

test("each person gets their own dashboard, however often the others load theirs", async ({ baseURL }) => {
  const [first, second] = await Promise.all([
    newClient(baseURL!, `Cache Client A ${Date.now()}`),
    newClient(baseURL!, `Cache Client B ${Date.now()}`),
  ]);
  const owner = await playwrightRequest.newContext({ baseURL, storageState: storageStateFor("admin") });
  for (let round = 0; round < 3; round++) {
    const [a, b, o] = await Promise.all([
      first.context.get("/dashboard").then((r) => r.text()),
      second.context.get("/dashboard").then((r) => r.text()),
      owner.get("/dashboard").then((r) => r.text()),
    ]);
    expect(a).toContain(first.name);
    expect(a).not.toContain(second.name);
    expect(b).toContain(second.name);
    expect(b).not.toContain(first.name);
    expect(o).not.toContain(first.name);
    expect(a).not.toContain(E2E_ACCOUNTS.admin.email);
  }
  // Signed out, the same cookies replayed no longer open the page (nor its kept rendering).
  const stale = await first.context.storageState();
  expect((await first.context.post("/logout", { form: {}, maxRedirects: 0 })).status()).toBe(302);
  const replay = await playwrightRequest.newContext({ baseURL, storageState: stale });
  expect((await replay.get("/dashboard", { maxRedirects: 0 })).status()).toBe(302);
  await Promise.all([first.context.dispose(), second.context.dispose(), owner.dispose(), replay.dispose()]);
});

test.describe("in the browser", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("every load of the dashboard has a fresh nonce that all its scripts carry, and no CSP violation", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await page.goto("/dashboard");
      const nonce = response?.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const scripts = await page
        .locator("script:not([type='application/ld+json'])")
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).nonce));
      expect(scripts.length).toBeGreaterThan(0);
      for (const value of scripts) expect(value).toBe(nonce);
      // Hydrated: React Router's client took over the document.
      await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    }
    expect(nonces.size).toBe(3);
    expect(violations).toEqual([]);
  });
});
