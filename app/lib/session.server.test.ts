/**
 * How long a session lookup is kept in memory: until the session cookie cache it came from expires,
 * never longer, and only when the header carries exactly one such cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { BASE, get } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { getAuth, sessionCookieCacheSeconds } from "./auth.server.ts";
import { sessionChanges } from "./db/schema.ts";
import {
  forgetSessionStateForTests,
  keepFor,
  loadSessionChanges,
  lookUpSession,
  watchSessionChanges,
} from "./session.server.ts";

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

async function signOut(cookie: string) {
  const auth = await getAuth();
  const response = await auth.handler(
    new Request(`${BASE}/api/auth/sign-out`, { method: "POST", headers: { cookie, origin: BASE } }),
  );
  expect(response.status).toBe(200);
}

describe("a signed-out session", () => {
  it("stays signed out after a restart, for the whole cookie cache window", async () => {
    const client = await signedInUser("client");
    expect((await lookUpSession(get("/dashboard", client.cookie))).user?.id).toBe(client.id);
    await signOut(client.cookie);
    expect((await lookUpSession(get("/dashboard", client.cookie))).user).toBeNull();

    // A restart: the process forgets everything it knew, then starts as the server does.
    forgetSessionStateForTests();
    const watch = await watchSessionChanges(database.db, { poll: false });
    try {
      // The old header still carries a validly signed, unexpired cookie cache...
      expect(expiryOf(client.cookie)).toBeGreaterThan(Date.now());
      // ...and it gets no access.
      expect((await lookUpSession(get("/dashboard", client.cookie))).user).toBeNull();
    } finally {
      watch.stop();
    }
    const [row] = await database.db.select().from(sessionChanges);
    expect(row?.userId).toBe(client.id);
  });

  it("is signed out on another instance within its next read of the changes", async () => {
    const client = await signedInUser("client");
    const other = await signedInUser("client");
    // This "instance" trusted both cookie caches a moment ago.
    expect((await lookUpSession(get("/dashboard", client.cookie))).user?.id).toBe(client.id);
    const watch = await watchSessionChanges(database.db, { poll: true, intervalMs: 50 });
    try {
      await signOut(client.cookie);
      // Another instance: what this process did in memory is forgotten; only the table tells.
      forgetSessionStateForTests();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await lookUpSession(get("/dashboard", client.cookie))).user).toBeNull();
      // Someone else's session is untouched and still answered from the cookie cache.
      const kept = await lookUpSession(get("/dashboard", other.cookie));
      expect(kept.user?.id).toBe(other.id);
      expect(kept.setCookies).toEqual([]);
    } finally {
      watch.stop();
    }
  });

  it("costs no query per request: the table is read at start and by the watcher only", async () => {
    const since = Date.now();
    const client = await signedInUser("client");
    expect(await loadSessionChanges(database.db, since)).toBe(since); // nothing changed for anyone since
    expect((await lookUpSession(get("/dashboard", client.cookie))).setCookies).toEqual([]);
  });
});
