import { request as playwrightRequest } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { E2E_ACCOUNTS, type E2ERole, storageStateFor } from "../support/e2e-accounts";
import { accessMatrix, isPageRow, type Outcome } from "./access-matrix";
import { expect, test } from "./fixtures";

function patterns(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix.replace(/\/$/, "") : [prefix, entry.path ?? ""].filter(Boolean).join("/");
    const children = entry.children ? patterns(entry.children, entry.path ? own : prefix) : [];
    return entry.path !== undefined || entry.index ? [own, ...children] : children;
  });
}

test("the matrix lists every route of the app, and nothing else", () => {
  const inApp = [...new Set(patterns(routes))].sort();
  const inMatrix = [...new Set(accessMatrix.map((row) => row.pattern))].sort();
  expect(inMatrix).toEqual(inApp);
});

const roles = ["anonymous", ...(Object.keys(E2E_ACCOUNTS) as E2ERole[])] as const;

for (const role of roles) {
  test(`access as ${role}`, async ({ baseURL }) => {
    const context = await playwrightRequest.newContext({
      baseURL,
      storageState: role === "anonymous" ? undefined : storageStateFor(role),
    });
    const failures: string[] = [];
    for (const row of accessMatrix) {
      const response = await context.fetch(row.url, {
        method: row.method ?? "GET",
        maxRedirects: 0,
        ...(row.method === "POST" ? { form: { intent: "nothing" }, headers: { origin: baseURL! } } : {}),
      });
      const expected: Outcome = row[role];
      const location = response.headers().location ?? "";
      const ok = (() => {
        if (typeof expected === "number") return response.status() === expected;
        if (expected === "login") {
          return (
            response.status() === 302 && location === `/auth?redirectTo=${encodeURIComponent(row.url.split("?")[0]!)}`
          );
        }
        if (expected === "dashboard") return response.status() === 302 && location === "/dashboard";
        return response.status() === (expected.status ?? 302) && location === expected.redirect;
      })();
      if (!ok) {
        failures.push(
          `${row.method ?? "GET"} ${row.url}: expected ${JSON.stringify(expected)}, got ${response.status()} ${location}`,
        );
      }
    }
    await context.dispose();
    expect(failures).toEqual([]);
  });

  // The same pages as React Router data requests (client-side navigation): the server decides there too.
  test(`data requests as ${role}`, async ({ baseURL }) => {
    const context = await playwrightRequest.newContext({
      baseURL,
      storageState: role === "anonymous" ? undefined : storageStateFor(role),
    });
    const failures: string[] = [];
    for (const row of accessMatrix.filter(isPageRow)) {
      const [path, query] = row.url.split("?");
      const url = `${path === "/" ? "/_" : path}.data${query ? `?${query}` : ""}`;
      const response = await context.get(url, { maxRedirects: 0 });
      const body = await response.text();
      const expected: Outcome = row[role];
      const redirectTarget =
        expected === "login"
          ? `/auth?redirectTo=${encodeURIComponent(path!)}`
          : expected === "dashboard"
            ? "/dashboard"
            : typeof expected === "object"
              ? expected.redirect
              : null;
      const ok =
        redirectTarget === null
          ? response.status() === expected
          : response.status() === 202 && body.includes("SingleFetchRedirect") && body.includes(`"${redirectTarget}"`);
      if (!ok)
        failures.push(
          `GET ${url}: expected ${JSON.stringify(expected)}, got ${response.status()} ${body.slice(0, 120)}`,
        );
    }
    await context.dispose();
    expect(failures).toEqual([]);
  });
}
