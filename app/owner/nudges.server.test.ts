import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, get, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { createVerifiedUser } from "../accounts/users.server.ts";
import { saveAnswers } from "../blueprint/blueprint.server.ts";
import { PHASES } from "../blueprint/questionnaires/engine.ts";
import { emailOutbox, nudgeOptOuts, nudges, users } from "../lib/db/schema.ts";
import { serverLocale } from "../lib/i18n/request-locale.server.ts";
import { startJobRunner } from "../lib/jobs/runner.server.ts";
import { setSetting } from "../lib/settings.server.ts";
import { action as dashboardAction } from "../routes/dashboard/dashboard.tsx";
import {
  action as optOutAction,
  loader as optOutLoader,
  middleware as optOutMiddleware,
} from "../routes/site/nudge-opt-out.tsx";
import { endOfQuietHours, isQuietHour, nudgeJob, optOutToken, runNudges, verifyOptOutToken } from "./nudges.server.ts";

let database: TestDatabase;
const phase1 = PHASES[0]!;
const phase2 = PHASES[1]!;
const config = {
  baseUrl: "http://localhost:3000",
  siteName: "Holistic Omega",
  secret: "test-secret-for-automated-tests-only-0123456789",
};
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  database = await useFreshAppDatabase();
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.execute(sql`delete from email_outbox`);
  await database.db.execute(sql`delete from questionnaire_results`);
  await database.db.execute(sql`delete from nudge_opt_outs`);
  await setSetting(database.db, "nudges", { enabled: true, firstDelayDays: 7, secondDelayDays: 14 });
});

/** A client who last answered in `phase` at `at`. */
async function idleClient(at: Date, phase = phase1, role: "client" | "user" = "client") {
  const user = await signedInUser(role);
  const { resultId } = await saveAnswers(database.db, user.id, phase, [
    { key: phase.number === 1 ? "values-q1" : answerKey(phase), value: "x" },
  ]);
  await database.db.execute(
    sql`update questionnaire_results set updated_at = ${at.toISOString()} where id = ${resultId}`,
  );
  return { ...user, resultId };
}
const answerKey = (phase: (typeof PHASES)[number]) => {
  const step = phase.steps.find((s) => s.kind === "text" || s.kind === "textarea")!;
  return step.id;
};

async function nudgeMail() {
  return database.db
    .select({
      to: emailOutbox.to,
      key: emailOutbox.dedupeKey,
      text: emailOutbox.text,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.dedupeKey} like 'nudge:%'`)
    .orderBy(emailOutbox.id);
}

/**
 * Runs the job every two hours from `from` for `days` days, two runners at once (two app
 * instances). Every instant the tests look at is a whole number of steps from `from`.
 */
async function runClock(from: Date, days: number, onTick?: (now: Date) => Promise<void>) {
  const sent: { key: string; at: Date }[] = [];
  for (let t = from.getTime(); t < from.getTime() + days * DAY; t += 2 * HOUR) {
    const now = new Date(t);
    await onTick?.(now);
    const before = (await nudgeMail()).length;
    const [a, b] = await Promise.all([runNudges(database.db, config, now), runNudges(database.db, config, now)]);
    const after = await nudgeMail();
    for (const mail of after.slice(before)) sent.push({ key: mail.key!, at: now });
    expect(a.queued + b.queued).toBe(after.length - before);
  }
  return sent;
}

describe("automatic nudges with a fake clock", { timeout: 180_000 }, () => {
  it("sends exactly two, on day 7 and day 14, once each, with two runners", async () => {
    const start = new Date("2026-03-02T10:00:00Z"); // a Monday, 11:00 in Paris
    const client = await idleClient(start);
    const sent = await runClock(start, 20);
    expect(sent).toEqual([
      { key: `nudge:auto:${client.resultId}:1`, at: new Date(start.getTime() + 7 * DAY) },
      { key: `nudge:auto:${client.resultId}:2`, at: new Date(start.getTime() + 14 * DAY) },
    ]);
    const [first] = await nudgeMail();
    expect(first!.to).toBe(client.email);
    expect(first!.text).toContain("http://localhost:3000/hob/phase1\n");
    expect(first!.text).toContain("/nudges/opt-out?token=");
    const logged = await database.db.select().from(nudges).where(eq(nudges.profileId, client.id));
    expect(logged.map((n) => [n.kind, n.sequence])).toEqual([
      ["auto", 1],
      ["auto", 2],
    ]);
  });

  it("never sends between 21:00 and 08:00 in the business time zone", async () => {
    const start = new Date("2026-03-02T21:30:00Z"); // 22:30 in Paris
    await idleClient(start);
    const sent = await runClock(start, 16);
    expect(sent).toHaveLength(2);
    for (const { at } of sent) expect(isQuietHour(at, "Europe/Paris")).toBe(false);
    // Day 7 fell at 22:30: the first went at 08:30 the next morning.
    expect(sent[0]!.at).toEqual(new Date("2026-03-10T07:30:00Z"));
    await setSetting(database.db, "businessTimeZone", "America/New_York");
    expect(isQuietHour(new Date("2026-03-10T07:30:00Z"), "America/New_York")).toBe(true);
    await setSetting(database.db, "businessTimeZone", "Europe/Paris");
  });

  it("stops after opt-out (through the link) and after completion; skips non-clients", async () => {
    const start = new Date("2026-03-02T10:00:00Z");
    const optingOut = await idleClient(start);
    const completing = await idleClient(start, phase2);
    await idleClient(start, phase1, "user");
    const sent = await runClock(start, 20, async (now) => {
      if (now.getTime() === start.getTime() + 8 * DAY) {
        const token = optOutToken(config.secret, optingOut.id);
        const page = await optOutLoader(args(get(`/nudges/opt-out?token=${encodeURIComponent(token)}`)));
        expect(page).toEqual({ token, locale: "en" });
        // Opening the link changes nothing; the button does.
        expect(await database.db.select().from(nudgeOptOuts)).toEqual([]);
        const done = await optOutAction(args(postForm("/nudges/opt-out", { token })));
        expect(done).toMatchObject({ done: true });
      }
      if (now.getTime() === start.getTime() + 3 * DAY) {
        await saveAnswers(database.db, completing.id, phase2, [], { complete: true });
      }
    });
    expect(sent.map((s) => s.key)).toEqual([`nudge:auto:${optingOut.resultId}:1`]);
  });

  it("follows the owner's settings: off, or other delays", async () => {
    const start = new Date("2026-03-02T10:00:00Z");
    const client = await idleClient(start);
    await setSetting(database.db, "nudges", { enabled: false, firstDelayDays: 7, secondDelayDays: 14 });
    expect(await runClock(start, 15)).toEqual([]);
    await setSetting(database.db, "nudges", { enabled: true, firstDelayDays: 2, secondDelayDays: 5 });
    const sent = await runClock(start, 8);
    expect(sent).toEqual([
      { key: `nudge:auto:${client.resultId}:1`, at: new Date(start.getTime() + 2 * DAY) },
      { key: `nudge:auto:${client.resultId}:2`, at: new Date(start.getTime() + 5 * DAY) },
    ]);
  });

  it("keeps the second reminder apart from the first when the job starts late", async () => {
    const start = new Date("2026-03-02T10:00:00Z");
    const client = await idleClient(new Date(start.getTime() - 30 * DAY));
    const sent = await runClock(start, 10);
    expect(sent).toEqual([
      { key: `nudge:auto:${client.resultId}:1`, at: start },
      { key: `nudge:auto:${client.resultId}:2`, at: new Date(start.getTime() + 7 * DAY) },
    ]);
  });
});

describe("the scheduled job", () => {
  it("runs once per period on the one job runner, whichever instance ticks", async () => {
    // The job runs on the real clock: a business time zone where it is daytime now, so no quiet hour.
    const zones = ["Europe/Paris", "Asia/Tokyo", "America/New_York", "Asia/Kolkata", "America/Los_Angeles"];
    const hourIn = (timeZone: string) =>
      Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(new Date()));
    await setSetting(database.db, "businessTimeZone", zones.find((zone) => hourIn(zone) >= 9 && hourIn(zone) <= 17)!);
    const before = (await nudgeMail()).length;
    const client = await idleClient(new Date(Date.now() - 8 * DAY));
    const a = startJobRunner(database.db, [nudgeJob], { start: false });
    const b = startJobRunner(database.db, [nudgeJob], { start: false });
    await Promise.all([a.tick(), b.tick()]);
    await a.tick();
    const sent = (await nudgeMail()).slice(before).map((m) => m.key);
    expect(sent).toEqual([`nudge:auto:${client.resultId}:1`]);
    await setSetting(database.db, "businessTimeZone", "Europe/Paris");
  });
});

describe("nudging by hand and the opt-out link", () => {
  it("nudges one client from Today, once a day, and refuses opted-out clients", async () => {
    const admin = await signedInUser("admin");
    const client = await idleClient(new Date(Date.now() - 20 * DAY));
    const nudge = () =>
      dashboardAction(
        args(postForm("/dashboard", { intent: "nudge", id: String(client.resultId) }, admin.cookie)),
      ) as unknown as Promise<{
        data: { ok: boolean; message: string };
        init: ResponseInit | null;
      }>;
    const first = await nudge();
    expect(first.data.ok).toBe(true);
    expect((await nudge()).init?.status).toBe(409);
    expect(await nudgeMail()).toHaveLength(1);
    const [logged] = await database.db.select().from(nudges).where(eq(nudges.profileId, client.id));
    expect(logged).toMatchObject({ kind: "manual", actorEmail: admin.email });

    const other = await idleClient(new Date(Date.now() - 20 * DAY));
    await database.db.insert(nudgeOptOuts).values({ profileId: other.id });
    const refused = (await dashboardAction(
      args(postForm("/dashboard", { intent: "nudge", id: String(other.resultId) }, admin.cookie)),
    )) as unknown as { init: ResponseInit | null; data: { message: string } };
    expect(refused.init?.status).toBe(409);
    expect(refused.data.message).toContain("asked not to receive reminders");

    const client2 = await signedInUser("client");
    const forbidden = await run(() =>
      dashboardAction(args(postForm("/dashboard", { intent: "nudge", id: String(client.resultId) }, client2.cookie))),
    );
    expect((forbidden as { init?: ResponseInit }).init?.status).toBe(403);
    expect(
      (
        (await dashboardAction(
          args(postForm("/dashboard", { intent: "nudge", id: "abc" }, admin.cookie)),
        )) as unknown as { init: ResponseInit }
      ).init.status,
    ).toBe(400);
  });

  it("holds a hand nudge asked for at night until 08:00", () => {
    const night = new Date("2026-03-02T22:15:00Z"); // 23:15 in Paris
    expect(endOfQuietHours(night, "Europe/Paris")).toEqual(new Date("2026-03-03T07:00:00Z"));
    const early = new Date("2026-03-03T05:00:00Z"); // 06:00 in Paris
    expect(endOfQuietHours(early, "Europe/Paris")).toEqual(new Date("2026-03-03T07:00:00Z"));
    const day = new Date("2026-03-03T12:00:00Z");
    expect(endOfQuietHours(day, "Europe/Paris")).toBe(day);
  });

  it("opens the opt-out page in the client's language, header and footer included", async () => {
    const french = await createVerifiedUser(database.db, {
      email: "cliente-relance@example.com",
      password: "x".repeat(16),
      role: "client",
      locale: "fr",
    });
    const languageOf = (path: string) =>
      optOutMiddleware[0]!(args(get(path)), async () => serverLocale() as never) as unknown as Promise<string>;
    const token = encodeURIComponent(optOutToken(config.secret, french.id));
    expect(await languageOf(`/nudges/opt-out?token=${token}`)).toBe("fr");
    expect(await languageOf("/nudges/opt-out?token=forged.token")).toBe("en");
  });

  it("accepts only tokens it signed", async () => {
    const token = optOutToken(config.secret, "user-1");
    expect(verifyOptOutToken(config.secret, token)).toBe("user-1");
    expect(verifyOptOutToken("another-secret-another-secret-another", token)).toBeNull();
    expect(
      verifyOptOutToken(config.secret, `${Buffer.from("user-2").toString("base64url")}.${token.split(".")[1]}`),
    ).toBeNull();
    for (const bad of ["", "abc", ".", "x".repeat(400)]) expect(verifyOptOutToken(config.secret, bad)).toBeNull();
    const page = await run(() => optOutLoader(args(get("/nudges/opt-out?token=forged.token"))));
    expect((page as { init?: ResponseInit }).init?.status).toBe(404);
    const post = (await optOutAction(args(postForm("/nudges/opt-out", { token: "forged.token" })))) as unknown as {
      init: ResponseInit;
    };
    expect(post.init.status).toBe(400);
    expect(await database.db.select().from(nudgeOptOuts)).toEqual([]);
    void users;
  });
});
