/**
 * How long a session lookup is kept in memory: until the session cookie cache it came from expires,
 * never longer, and only when the header carries exactly one such cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { get } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { sessionCookieCacheSeconds } from "./auth.server.ts";
import { keepFor, lookUpSession } from "./session.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

const cookieCacheOf = (cookie: string) => cookie.split("; ").find((c) => c.includes("session_data="))!;
const expiryOf = (cookie: string) =>
  JSON.parse(Buffer.from(cookieCacheOf(cookie).split("=")[1]!, "base64url").toString("utf8")).expiresAt as number;

describe("session lookups kept in memory", () => {
  it("last until the cookie cache they were read from expires", async () => {
    const client = await signedInUser("client");
    // better-auth accepts the header without renewing anything: the lookup is one to keep.
    const found = await lookUpSession(get("/dashboard", client.cookie));
    expect(found.user?.id).toBe(client.id);
    expect(found.setCookies).toEqual([]);

    const expiresAt = expiryOf(client.cookie);
    expect(expiresAt - Date.now()).toBeGreaterThan((sessionCookieCacheSeconds - 2) * 1000);
    expect(keepFor(client.cookie, expiresAt - 4_000)).toBe(4_000);
    expect(keepFor(client.cookie, expiresAt - 1)).toBe(1);
    // Never longer than the cookie cache's lifetime, whatever the cookie claims.
    expect(keepFor(client.cookie, expiresAt - 3_600_000)).toBe(sessionCookieCacheSeconds * 1000);
  });

  it("fall back to under two seconds without one readable cookie cache", async () => {
    const client = await signedInUser("client");
    const cache = cookieCacheOf(client.cookie);
    const expiresAt = expiryOf(client.cookie);
    const withoutCache = client.cookie
      .split("; ")
      .filter((c) => c !== cache)
      .join("; ");
    const cases = [
      [withoutCache, Date.now()], // no cookie cache
      [client.cookie, expiresAt], // expired: better-auth asks the database now
      [`${client.cookie}; ${cache}`, Date.now()], // two: neither is trusted
      [`${withoutCache}; ho.session_data=not-base64-json`, Date.now()],
    ] as const;
    for (const [cookie, now] of cases) {
      const kept = keepFor(cookie, now);
      expect(kept).toBeGreaterThanOrEqual(1_500);
      expect(kept).toBeLessThanOrEqual(2_000);
    }
  });
});
