/**
 * A shared gallery's password form speaks the language of the client the gallery belongs to (share.server.ts),
 * its refusal of too many attempts included (the minutes left counted: "1 minute", "5 minutes"); English stays
 * word for word what it was.
 */
import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, BASE, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { createVerifiedUser } from "../../accounts/users.server.ts";
import { galleries, rateLimits } from "../../lib/db/schema.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { hashShareToken, SHARE_ATTEMPTS_PER_VISITOR } from "../../media/share.server.ts";
import { middleware, action as sharedAction } from "./shared.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());

const PASSWORD = "autumn portraits 26";

/** A published gallery, shared by a link, of a client whose account is in `locale`: the link's token. */
async function sharedGalleryOf(locale: Locale) {
  const client = await createVerifiedUser(database.db, {
    email: `shared-${locale}-${randomBytes(4).toString("hex")}@example.com`,
    password: "correct horse battery",
    role: "client",
    locale,
  });
  const token = randomBytes(32).toString("base64url");
  await database.db.insert(galleries).values({
    id: randomBytes(8).toString("hex"),
    clientId: client.id,
    title: "Autumn portraits",
    expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    status: "published",
    shareTokenHash: hashShareToken(token),
    sharePasswordHash: await hashPassword(PASSWORD),
    sharedAt: new Date(),
  });
  return token;
}

/** A guest's password, posted from `ip` through the page's middleware (which sets the page's language). */
async function unlock(token: string, password: string, ip: string) {
  const request = new Request(`${BASE}/shared/${token}`, {
    method: "POST",
    headers: { origin: BASE, "x-client-ip": ip },
    body: new URLSearchParams({ password }),
  });
  const routeArgs = args(request, { token });
  const [inGalleryLanguage] = middleware;
  // biome-ignore lint/suspicious/noExplicitAny: the middleware's `next` stands for the route's answer here
  const answer = await run(() => inGalleryLanguage!(routeArgs, (() => sharedAction(routeArgs)) as any));
  return answer as { data: { result: { error?: Record<string, string[]> } }; init: { status: number } };
}

/** A gallery of a client whose account is in `locale`, whose password `ip` got wrong as often as allowed: its token. */
async function lockedOut(locale: Locale, ip: string) {
  const token = await sharedGalleryOf(locale);
  for (let i = 0; i < SHARE_ATTEMPTS_PER_VISITOR.max; i++) {
    expect((await unlock(token, `wrong guess ${i}`, ip)).init.status).toBe(400);
  }
  return token;
}

/** What the guest reads after one attempt too many. */
async function tooManyAttempts(locale: Locale) {
  const ip = locale === "fr" ? "198.51.100.91" : "198.51.100.92";
  return refusal(await lockedOut(locale, ip), ip);
}

/** The refusal of one more attempt, even with the right password. */
async function refusal(token: string, ip: string) {
  const refused = await unlock(token, PASSWORD, ip);
  expect(refused.init.status).toBe(429);
  return refused.data.result.error?.[""];
}

/** Moves the visitor's window on, as if time passed: `seconds` of the lockout are left. */
async function leaveLockout(ip: string, seconds: number) {
  await database.db
    .update(rateLimits)
    .set({ lastRequest: Date.now() + seconds * 1000 - SHARE_ATTEMPTS_PER_VISITOR.windowSeconds * 1000 })
    .where(like(rateLimits.key, `share:visitor:%:${ip}`));
}

describe("a shared gallery's password attempts", () => {
  it("are refused in French in a French client's gallery", async () => {
    expect(await tooManyAttempts("fr")).toEqual(["Trop de tentatives. Patientez 15 minutes avant de réessayer."]);
  });

  it("are refused in the same English words as before in an English client's gallery", async () => {
    expect(await tooManyAttempts("en")).toEqual(["Too many attempts. Please wait 15 minutes before trying again."]);
  });

  it.each([
    [
      "en",
      "Too many attempts. Please wait 1 minute before trying again.",
      "Too many attempts. Please wait 5 minutes before trying again.",
    ],
    [
      "fr",
      "Trop de tentatives. Patientez 1 minute avant de réessayer.",
      "Trop de tentatives. Patientez 5 minutes avant de réessayer.",
    ],
  ] as const)("count the minutes left in %s: one minute, then five", async (locale, oneMinute, fiveMinutes) => {
    const ip = locale === "fr" ? "198.51.100.93" : "198.51.100.94";
    const token = await lockedOut(locale, ip);
    await leaveLockout(ip, 40);
    expect(await refusal(token, ip)).toEqual([oneMinute]);
    await leaveLockout(ip, 290);
    expect(await refusal(token, ip)).toEqual([fiveMinutes]);
  });
});
