/**
 * Issue 30: someone sent to sign in first lands on the sign-in page in their language, with the page they
 * asked for as `redirectTo`: `/fr/auth` from a French address, or from a browser that prefers French on a
 * page with one address only; `/auth` otherwise, exactly as before.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { inLocale } from "./i18n/request-locale.server.ts";
import { requireApiRole, requireUser, sessionUserContext } from "./session.server.ts";

function visitor(path: string, acceptLanguage?: string) {
  const context = new RouterContextProvider();
  context.set(sessionUserContext, { user: null });
  const headers: Record<string, string> = acceptLanguage ? { "accept-language": acceptLanguage } : {};
  return { request: new Request(`http://localhost:3000${path}`, { headers }), context };
}

async function signInTarget(path: string, acceptLanguage?: string) {
  const thrown = await requireUser(visitor(path, acceptLanguage)).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  expect(response.status).toBe(302);
  return response.headers.get("location");
}

describe("requireUser for someone not signed in", () => {
  it("sends a request from a French page to /fr/auth with the same redirectTo", async () => {
    expect(await signInTarget("/fr/blueprint/phase/2?step=3")).toBe(
      `/fr/auth?redirectTo=${encodeURIComponent("/fr/blueprint/phase/2?step=3")}`,
    );
    // A client-side navigation's data request names the page it is for.
    expect(await signInTarget("/fr/blueprint.data?_routes=x")).toBe(
      `/fr/auth?redirectTo=${encodeURIComponent("/fr/blueprint")}`,
    );
  });

  it("sends a browser that prefers French from a page with one address to /fr/auth", async () => {
    expect(await signInTarget("/dashboard", "fr-FR,fr;q=0.9,en;q=0.8")).toBe("/fr/auth?redirectTo=%2Fdashboard");
    expect(await signInTarget("/receipts", "fr")).toBe("/fr/auth?redirectTo=%2Freceipts");
  });

  it("keeps everyone else on /auth, as before", async () => {
    expect(await signInTarget("/dashboard")).toBe("/auth?redirectTo=%2Fdashboard");
    expect(await signInTarget("/dashboard", "en-GB,en;q=0.9,fr;q=0.8")).toBe("/auth?redirectTo=%2Fdashboard");
    expect(await signInTarget("/blueprint/phase/1?step=2")).toBe(
      `/auth?redirectTo=${encodeURIComponent("/blueprint/phase/1?step=2")}`,
    );
  });

  it("says the data endpoints' refusal in the request's language", async () => {
    const refusal = async (locale: "en" | "fr") => {
      const thrown = await inLocale(locale, () => requireApiRole(visitor("/api/x"), "admin")).catch((e) => e);
      return (thrown as { data: { detail: string }; init: { status: number } }).data.detail;
    };
    expect(await refusal("en")).toBe("You must be logged in to access this page.");
    expect(await refusal("fr")).toBe("Connectez-vous pour accéder à cette page.");
  });
});
