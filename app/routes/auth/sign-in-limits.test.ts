/**
 * Sign-in limits (issue 27): counted per account and per account + client address, with a much
 * higher ceiling per address, so people sharing an office network do not lock each other out.
 * The counters live in the database (rate_limits), like every other limit, so they hold across instances.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { createVerifiedUser } from "../../accounts/users.server.ts";
import { ACCOUNT_LIMITS, SIGN_IN_ADDRESS_CEILING } from "../../lib/auth.server.ts";
import { action as authAction } from "./auth.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

type Result = { data: Record<string, unknown>; init?: ResponseInit };
const signIn = (email: string, password: string, ip: string) => {
  const request = postForm("/auth", { view: "sign_in", email, password });
  request.headers.set("x-client-ip", ip);
  return run(() => authAction(args(request))) as Promise<Result | Response>;
};
const statusOf = (value: unknown) =>
  value instanceof Response ? value.status : ((value as Result).init?.status ?? 200);
const password = "office password 1";

let accountCounter = 0;
async function account() {
  const email = `limits-${++accountCounter}@example.com`;
  await createVerifiedUser(database.db, { email, password, role: "client" });
  return email;
}

describe("sign-in limits", () => {
  it("lets many clients behind one office address sign in, even after someone's failed attempts", async () => {
    const office = "203.0.113.50";
    const owner = await account();
    for (let i = 0; i < ACCOUNT_LIMITS["sign-in"].perAddressMax; i++) {
      expect(statusOf(await signIn(owner, "not my password", office))).toBe(401);
    }
    // Twice the old per-address limit of 10 a minute, all within the minute.
    const clients = await Promise.all(Array.from({ length: 20 }, () => account()));
    for (const client of clients) {
      expect(isRedirect(await signIn(client, password, office)), client).toBe(true);
    }
  });

  it("stops one account hammered from one address, without locking it out elsewhere", async () => {
    const target = await account();
    const attacker = "198.51.100.66";
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMITS["sign-in"].perAddressMax; i++) {
      statuses.push(statusOf(await signIn(target, `guess ${i}`, attacker)));
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password is refused from there until the window ends, with words that help…
    const refused = (await signIn(target, password, attacker)) as Result;
    expect(statusOf(refused)).toBe(429);
    expect(JSON.stringify(refused.data)).toContain(
      "Too many attempts for this account. Please wait 15 minutes, or reset your password.",
    );
    // …while the real person, elsewhere, still signs in.
    expect(isRedirect(await signIn(target, password, "192.0.2.10"))).toBe(true);
  });

  it("stops one account hammered from many addresses once its own limit is reached", async () => {
    const target = await account();
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMITS["sign-in"].max; i++) {
      statuses.push(statusOf(await signIn(target, `guess ${i}`, `10.1.${Math.floor(i / 5)}.${i % 5}`)));
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("still has a ceiling per address, whichever accounts are tried", async () => {
    const crowded = "198.51.100.200";
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_ADDRESS_CEILING.max; i++) {
      statuses.push(statusOf(await signIn(`nobody-${i}@example.com`, "a password", crowded)));
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect(isRedirect(await signIn(await account(), password, "198.51.100.201"))).toBe(true);
  }, 120_000);
});
