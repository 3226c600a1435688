/** Several rate limits in one statement behave as the limits checked one after the other. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { rateLimits } from "./db/schema.ts";
import { consumeRateLimit, consumeRateLimits } from "./rate-limit.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

const count = async (key: string) =>
  (await database.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

describe("consumeRateLimits", () => {
  it("consumes each limit in turn, and none after the first that refuses", async () => {
    const checks = [
      { key: "test:ip", rule: { windowSeconds: 600, max: 2 } },
      { key: "test:email", rule: { windowSeconds: 600, max: 5 } },
    ];
    expect(await consumeRateLimits(database.db, checks)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await consumeRateLimits(database.db, checks)).toMatchObject({ allowed: true });
    const refused = await consumeRateLimits(database.db, checks);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    // The third request was refused by the first limit: the second did not count it.
    expect([await count("test:ip"), await count("test:email")]).toEqual([3, 2]);
  });

  it("refuses on a later limit when only that one is spent, as one check after the other would", async () => {
    for (let i = 0; i < 2; i++) await consumeRateLimit(database.db, "test:email-only", { windowSeconds: 60, max: 2 });
    const checks = [
      { key: "test:other-ip", rule: { windowSeconds: 600, max: 10 } },
      { key: "test:email-only", rule: { windowSeconds: 60, max: 2 } },
    ];
    const refused = await consumeRateLimits(database.db, checks);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect([await count("test:other-ip"), await count("test:email-only")]).toEqual([1, 3]);
  });

  it("starts a window again once it has passed", async () => {
    const rule = { windowSeconds: 600, max: 1 };
    await consumeRateLimits(database.db, [{ key: "test:window", rule }]);
    expect((await consumeRateLimits(database.db, [{ key: "test:window", rule }])).allowed).toBe(false);
    // The window began 11 minutes ago.
    await database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 660_000 })
      .where(eq(rateLimits.key, "test:window"));
    expect((await consumeRateLimits(database.db, [{ key: "test:window", rule }])).allowed).toBe(true);
    expect(await count("test:window")).toBe(1);
  });
});
