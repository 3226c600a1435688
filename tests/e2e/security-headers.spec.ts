import { request as playwrightRequest } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, test } from "./fixtures";

const responseTypes = [
  { name: "HTML page", url: "/" },
  { name: "data request", url: "/faq.data" },
  { name: "resource route", url: "/sitemap.xml" },
  { name: "JSON endpoint error", url: "/api/contact" },
  { name: "404 page", url: "/no-such-page" },
  { name: "static file", url: "/favicon.ico" },
  { name: "built asset", url: "ASSET" },
];

test("every kind of response carries the security headers", async ({ request, page }) => {
  await page.goto("/");
  const asset = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  for (const type of responseTypes) {
    const response = await request.get(type.url === "ASSET" ? asset! : type.url, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const where = `${type.name} (${type.url})`;
    expect(csp, where).toContain("object-src 'none'");
    expect(csp, where).toContain("base-uri 'none'");
    expect(csp, where).toContain("frame-ancestors 'none'");
    expect(csp, where).toContain("form-action 'self'");
    expect(csp, where).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers["x-content-type-options"], where).toBe("nosniff");
    expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-resource-policy"], where).toBe("same-origin");
    expect(headers["x-powered-by"], where).toBeUndefined();
    expect(headers["x-request-id"], where).toMatch(/^[0-9a-f-]{36}$/);
    // Framing is ruled by frame-ancestors alone; features the site never uses are switched off.
    expect(headers["x-frame-options"], where).toBeUndefined();
    expect(headers["permissions-policy"], where).toContain("camera=()");
    expect(headers["permissions-policy"], where).toContain("microphone=()");
    expect(headers["permissions-policy"], where).toContain("geolocation=()");
  }
});

test("documents get a fresh script nonce each time, used by every script on the page", async ({ page }) => {
  // The sign-in page keeps React's scripts (public pages have none, or files of their own: see public-cache.spec.ts).
  const first = await page.goto("/auth");
  const nonce = first?.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const scripts = await page
    .locator("script:not([type='application/ld+json'])")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const value of scripts) expect(value).toBe(nonce);
  const second = await page.goto("/auth");
  expect(second?.headers()["content-security-policy"]).not.toContain(nonce!);
  expect(second?.headers()["content-security-policy"]).toMatch(/style-src 'self'(;|$)/);
});

test("signed-in pages are never cached; public pages may be", async ({ baseURL }) => {
  const signedIn = await playwrightRequest.newContext({ baseURL, storageState: storageStateFor("client") });
  const dashboard = await signedIn.get("/dashboard");
  expect(dashboard.headers()["cache-control"]).toContain("no-store");
  await signedIn.dispose();
  const anonymous = await playwrightRequest.newContext({ baseURL });
  expect((await anonymous.get("/faq")).headers()["cache-control"] ?? "").not.toContain("no-store");
  await anonymous.dispose();
});

test("cross-site form posts are refused before any action runs", async ({ request }) => {
  const response = await request.post("/book", {
    form: { name: "x", email: "x@example.com", message: "hello" },
    headers: { origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ detail: "Cross-site request refused." });
});
