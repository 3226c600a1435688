import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, BASE, get, isRedirect, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { questionRegistry } from "../blueprint/blueprint.server.ts";
import {
  appSettings,
  availabilityOverrides,
  availabilityRules,
  blockedTimes,
  bookings,
  emailOutbox,
  questionnaireResults,
  questionnaires,
  rateLimits,
  sessionTypes,
  users,
} from "../lib/db/schema.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { setSetting } from "../lib/settings.server.ts";
import { loader as bookedLoader } from "../routes/booking/booked.tsx";
import { loader as calendarLoader } from "../routes/booking/calendar.tsx";
import { loader as cancelLoader } from "../routes/booking/cancel.tsx";
import { action as confirmAction, loader as confirmLoader } from "../routes/booking/confirm.tsx";
import { loader as detailsLoader } from "../routes/booking/details.tsx";
import {
  type BookingOutcome,
  type BookingRequestContext,
  bookSession,
  CONFIRMATION_HOLD_MINUTES,
  cancelBooking,
  confirmBooking,
  freeTimes,
  getSessionTypeBySlug,
  isOffered,
  MAX_FUTURE_BOOKINGS_PER_EMAIL,
  nearestFreeTimes,
  rescheduleBooking,
  type SessionType,
  TAKEN_MESSAGE,
} from "./booking.server.ts";
import {
  bookingChoicesFor,
  bookingsMadePerWeek,
  isBookingOfClient,
  sessionSummaryByClient,
  sessionsForToday,
  upcomingSessionsFor,
} from "./read-models.server.ts";
import { queueDueReminders } from "./reminders.server.ts";
import { bookingToken, readBookingToken } from "./tokens.server.ts";
import { loadUpcomingSessions } from "./upcoming.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(bookings);
  await database.db.delete(emailOutbox);
  await database.db.delete(rateLimits);
  await database.db.delete(blockedTimes);
  await database.db.delete(availabilityOverrides);
});

// Monday 2 March 2026, 08:00 in Paris.
const now = new Date("2026-03-02T07:00:00Z");
let ip = 0;
const context = (overrides: Partial<BookingRequestContext> = {}): BookingRequestContext => ({
  db: database.db,
  clientIp: `203.0.113.${++ip % 250}`,
  user: null,
  now,
  ...overrides,
});
const form = (start: Date, extra: Record<string, string> = {}) => ({
  start: start.toISOString(),
  timeZone: "America/New_York",
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Looking forward to it.",
  ...extra,
});
/**
 * Books as a visitor does, then follows the link in the confirmation request (the tests below that
 * are about something else need confirmed bookings; "e-mail confirmation" tests the hold itself).
 */
async function bookAndConfirm(...call: Parameters<typeof bookSession>): Promise<BookingOutcome> {
  const outcome = await bookSession(...call);
  if (outcome.status !== "booked" || outcome.booking.status !== "pending") return outcome;
  const confirmed = await confirmBooking(database.db, outcome.booking.id, call[2].now);
  if (confirmed.status !== "confirmed") throw new Error(`could not confirm: ${JSON.stringify(confirmed)}`);
  return { status: "booked", booking: confirmed.booking };
}
const type = async (slug: string) => (await getSessionTypeBySlug(database.db, slug)) as SessionType;

describe("a fresh install", () => {
  it("has the four seeded session types and weekday hours, so it is bookable at once", async () => {
    const types = await database.db.select().from(sessionTypes).orderBy(sessionTypes.position);
    expect(types.map((t) => [t.slug, t.durationMinutes, t.phaseReview])).toEqual([
      ["signature-portrait", 60, false],
      ["express", 30, false],
      ["free-consultation", 30, false],
      ["phase-review", 45, true],
    ]);
    expect(
      types.every((t) => t.minNoticeMinutes === 72 * 60 && t.horizonDays === 60 && t.clientChangeNoticeHours === 48),
    ).toBe(true);
    // Consistent defaults: the notice is longer than the change window, so no booking starts out unchangeable.
    expect(types.every((t) => t.minNoticeMinutes >= t.clientChangeNoticeHours * 60)).toBe(true);
    // No place promises an address or a link "in your confirmation": places come from the settings.
    expect(types.map((t) => t.location)).toEqual(["", "", "", ""]);
    expect((await database.db.select().from(availabilityRules)).length).toBe(10);
    const slots = await freeTimes(database.db, await type("free-consultation"), now);
    // Not before Thursday 08:00 (72 h notice), in Paris working hours.
    expect(slots[0]?.toISOString()).toBe("2026-03-05T08:00:00.000Z");
    expect(slots.at(-1)!.getTime()).toBeLessThanOrEqual(now.getTime() + 60 * 86_400_000);
  });
});

describe("booking", () => {
  it("books, links the account with that e-mail, and queues the confirmation with an .ics and the owner's notice", async () => {
    await database.db
      .insert(users)
      .values({ id: "u-ada", name: "Ada", email: "ADA@example.com", role: "user" })
      .onConflictDoNothing();
    const consultation = await type("free-consultation");
    const [slot] = await freeTimes(database.db, consultation, now);
    const outcome = await bookAndConfirm(consultation, form(slot!), context());
    expect(outcome.status).toBe("booked");
    if (outcome.status !== "booked") return;
    expect(outcome.booking).toMatchObject({ userId: "u-ada", version: 0, status: "confirmed" });
    const mail = (await database.db.select().from(emailOutbox).orderBy(emailOutbox.id)).filter(
      (m) => !m.subject.startsWith("Please confirm"),
    );
    expect(mail.map((m) => m.to)).toEqual(["ada@example.com", "owner@example.com"]);
    // The booker sees New York time first, then the business time.
    expect(mail[0]!.text).toContain(
      "Thursday 5 March 2026 at 03:00 (America/New York), which is Thursday 5 March 2026 at 09:00 (Europe/Paris)",
    );
    const ics = Buffer.from(mail[0]!.attachments![0]!.contentBase64, "base64").toString("utf8");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${outcome.booking.icsUid}`);
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("DTSTART:20260305T080000Z");
    expect(ics).toContain("DTEND:20260305T083000Z");
    // The time is no longer offered.
    expect((await freeTimes(database.db, consultation, now)).some((s) => s.getTime() === slot!.getTime())).toBe(false);
  });

  it("lets exactly one of 50 concurrent requests for the same time win; the others hear it was taken", async () => {
    const portrait = await type("signature-portrait");
    const [slot] = await freeTimes(database.db, portrait, now);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bookAndConfirm(portrait, form(slot!, { email: `racer${i}@example.com` }), context()),
      ),
    );
    expect(outcomes.filter((o) => o.status === "booked")).toHaveLength(1);
    const losers = outcomes.filter((o) => o.status !== "booked");
    expect(losers).toHaveLength(49);
    for (const loser of losers) {
      expect(loser).toMatchObject({ status: "taken", detail: TAKEN_MESSAGE });
      if (loser.status === "taken") {
        expect(loser.alternatives.length).toBeGreaterThan(0);
        expect(loser.alternatives.some((a) => a.getTime() === slot!.getTime())).toBe(false);
      }
    }
    expect(await database.db.$count(bookings)).toBe(1);
  });

  it("books one of overlapping times raced from 50 requests (starting in different hours), and a separate day's too", async () => {
    const portrait = await type("signature-portrait");
    const slots = await freeTimes(database.db, portrait, now);
    // 60 minutes plus 15 before and after: a start and the one 30 minutes later overlap, and their held times
    // begin in different hours (each booking takes its hours' locks, so they must meet on a shared hour).
    const first = slots[0]!;
    const overlapping = slots.find((s) => s.getTime() === first.getTime() + 30 * 60_000)!;
    const otherDay = slots.find((s) => s.getTime() >= first.getTime() + 2 * 86_400_000)!;
    expect(overlapping).toBeDefined();
    const starts = [first, overlapping, otherDay];
    const settled = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        bookAndConfirm(portrait, form(starts[i % 3]!, { email: `overlap${i}@example.com` }), context()),
      ),
    );
    expect(settled.filter((s) => s.status === "rejected")).toEqual([]);
    const outcomes = settled.map((s) => (s as PromiseFulfilledResult<BookingOutcome>).value);
    expect(outcomes.filter((o) => o.status === "booked")).toHaveLength(2);
    expect(outcomes.filter((o) => o.status === "taken")).toHaveLength(48);
    const rows = await database.db.select().from(bookings);
    expect(rows).toHaveLength(2);
    const bookedStarts = rows.map((r) => r.startsAt.getTime());
    expect(bookedStarts).toContain(otherDay.getTime());
    expect(bookedStarts.filter((t) => t === first.getTime() || t === overlapping.getTime())).toHaveLength(1);
  });

  it("refuses overlapping bookings of different types in the database itself (buffers included)", async () => {
    const portrait = await type("signature-portrait");
    const express = await type("express");
    const start = new Date("2026-03-10T09:00:00Z");
    const row = (t: SessionType, s: Date, minutes: number, before: number, after: number) => ({
      sessionTypeId: t.id,
      name: "X",
      email: `${s.getTime()}-${t.slug}@example.com`,
      timeZone: "Europe/Paris",
      startsAt: s,
      endsAt: new Date(s.getTime() + minutes * 60_000),
      heldFrom: new Date(s.getTime() - before * 60_000),
      heldUntil: new Date(s.getTime() + (minutes + after) * 60_000),
      icsUid: `${s.getTime()}-${t.slug}`,
    });
    await database.db.insert(bookings).values(row(portrait, start, 60, 15, 15));
    // Starts when the portrait ends, but the portrait's 15-minute buffer after is still held.
    const overlap = database.db
      .insert(bookings)
      .values(row(express, new Date(start.getTime() + 60 * 60_000), 30, 0, 15));
    await expect(overlap).rejects.toSatisfy((e: { cause?: { code?: string } }) => e.cause?.code === "23P01");
    // A cancelled booking frees its time.
    await database.db.update(bookings).set({ status: "cancelled" });
    await database.db.insert(bookings).values(row(express, new Date(start.getTime() + 60 * 60_000), 30, 0, 15));
  });

  it("refuses bad input, bots, a third future booking per e-mail, and times that are not offered", async () => {
    const express = await type("express");
    const slots = await freeTimes(database.db, express, now);
    expect(await bookAndConfirm(express, { ...form(slots[0]!), email: "nope" }, context())).toMatchObject({
      status: "invalid",
      fields: { email: "Email must be a valid e-mail address." },
    });
    expect(await bookAndConfirm(express, { ...form(slots[0]!), timeZone: "Mars/Olympus" }, context())).toMatchObject({
      status: "invalid",
    });
    expect(await bookAndConfirm(express, form(slots[0]!, { website: "spam" }), context())).toEqual({
      status: "ignored",
    });
    expect(await bookAndConfirm(express, form(new Date("2026-03-02T08:00:00Z")), context())).toMatchObject({
      status: "taken",
    });
    expect((await bookAndConfirm(express, form(slots[0]!), context())).status).toBe("booked");
    expect((await bookAndConfirm(express, form(slots[4]!), context())).status).toBe("booked");
    expect(await bookAndConfirm(express, form(slots[8]!), context())).toMatchObject({ status: "refused" });
    expect(await database.db.$count(bookings)).toBe(2);
  });

  it("checks a chosen time against its own day only, and finds the nearest free times, as the whole horizon would", async () => {
    const express = { ...(await type("express")), dailyCap: 2 };
    const all = await freeTimes(database.db, express, now);
    // Two bookings fill a day's cap; another booking and a blocked fortnight take times of their own.
    const day = (n: number) => all.filter((slot) => slot.getTime() >= all[0]!.getTime() + n * 86_400_000);
    for (const [index, start] of [day(3)[0]!, day(3)[8]!, day(9)[4]!].entries()) {
      expect(
        (await bookAndConfirm(express, form(start, { email: `cap-${index}@example.com` }), context())).status,
      ).toBe("booked");
    }
    const blockFrom = day(20)[0]!;
    await database.db
      .insert(blockedTimes)
      .values({ startsAt: blockFrom, endsAt: new Date(blockFrom.getTime() + 16 * 86_400_000), note: "Away" });
    const offered = await freeTimes(database.db, express, now);
    expect(offered.length).toBeLessThan(all.length);
    const offeredSet = new Set(offered.map((slot) => slot.getTime()));

    const step = Math.max(1, Math.floor(all.length / 40));
    const candidates = [
      ...all.filter((_, index) => index % step === 0),
      ...all.slice(-3),
      ...all.filter((_, index) => index % step === 0).map((slot) => new Date(slot.getTime() + 5 * 60_000)),
      new Date(now.getTime() + 60 * 60_000), // inside the notice
      new Date(all.at(-1)!.getTime() + 86_400_000), // beyond the horizon
      new Date(now.getTime() - 86_400_000), // the past
    ];
    for (const start of candidates) {
      expect(await isOffered(database.db, express, start, now), start.toISOString()).toBe(
        offeredSet.has(start.getTime()),
      );
    }

    const bruteForce = (around: Date) =>
      offered
        .map((slot) => ({ slot, distance: Math.abs(slot.getTime() - around.getTime()) }))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, 3)
        .map(({ slot }) => slot.getTime())
        .sort((a, b) => a - b);
    const middleOfBlock = new Date(blockFrom.getTime() + 8 * 86_400_000); // nothing free for 8 days: the whole horizon
    for (const around of [day(3)[8]!, day(9)[4]!, middleOfBlock, new Date(now.getTime() - 86_400_000), all.at(-1)!]) {
      const nearest = await nearestFreeTimes(database.db, express, around, now);
      expect(
        nearest.map((slot) => slot.getTime()),
        around.toISOString(),
      ).toEqual(bruteForce(around));
    }
  });

  it("rate-limits one address", async () => {
    const express = await type("express");
    const slots = await freeTimes(database.db, express, now);
    const same = context({ clientIp: "198.51.100.77" });
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      // Times that are not offered: each attempt counts, nothing is booked.
      const start = new Date(slots[0]!.getTime() - (i + 1) * 86_400_000);
      statuses.push((await bookAndConfirm(express, form(start, { email: `probe${i}@example.com` }), same)).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === "taken")).toBe(true);
    expect(statuses.at(-1)).toBe("rate-limited");
  });

  it("asks which phase only of those who may book a review, in French as in English", async () => {
    const client = await signedInUser("client");
    const reviewPage = (locale: "en" | "fr", cookie?: string) =>
      inLocale(locale, async () => {
        const path = `${locale === "fr" ? "/fr" : ""}/book/phase-review`;
        const loaded = (await calendarLoader(args(get(path, cookie), { slug: "phase-review" }))) as Awaited<
          ReturnType<typeof calendarLoader>
        >;
        return { choosePhase: loaded.choosePhase, refusal: loaded.refusal };
      });
    expect(await reviewPage("en")).toEqual({
      choosePhase: false,
      refusal: "Phase reviews are for Blueprint clients: please sign in with your client account.",
    });
    expect(await reviewPage("fr")).toEqual({
      choosePhase: false,
      refusal: expect.stringMatching(/^Les bilans de phase sont réservés aux clients du Blueprint\s:/),
    });
    for (const locale of ["en", "fr"] as const) {
      expect((await reviewPage(locale, client.cookie)).choosePhase).toBe(true);
    }
  });

  it("lets only a client who completed the phase book its review", async () => {
    const review = await type("phase-review");
    const [slot] = await freeTimes(database.db, review, now);
    await database.db
      .insert(users)
      .values({ id: "u-client", name: "Cli", email: "client@example.com", role: "client" })
      .onConflictDoNothing();
    const client = { id: "u-client", role: "client", email: "client@example.com" };
    const start = form(slot!, { phase: "1", email: "client@example.com" });
    expect(await bookAndConfirm(review, start, context())).toMatchObject({ status: "refused" });
    expect(await bookAndConfirm(review, start, context({ user: client }))).toMatchObject({
      status: "refused",
      detail: "You can book a Phase 1 review once you have completed Phase 1.",
    });
    await questionRegistry(database.db);
    const [q] = await database.db.select().from(questionnaires).where(eq(questionnaires.name, "Phase 1"));
    await database.db
      .insert(questionnaireResults)
      .values({ questionnaireId: q!.id, profileId: "u-client", completedAt: now });
    const outcome = await bookAndConfirm(review, start, context({ user: client }));
    expect(outcome).toMatchObject({ status: "booked", booking: { phase: 1, userId: "u-client" } });
  });
});

describe("changing a booking", () => {
  async function booked() {
    const consultation = await type("free-consultation");
    const slots = await freeTimes(database.db, consultation, now);
    const outcome = await bookAndConfirm(consultation, form(slots.at(-20)!), context());
    if (outcome.status !== "booked") throw new Error(outcome.status);
    return { booking: outcome.booking, slots };
  }

  it("signs single-purpose tokens bound to the booking's version", () => {
    const token = bookingToken("cancel", 42, 3);
    expect(readBookingToken("cancel", token)).toEqual({ bookingId: 42, version: 3 });
    expect(readBookingToken("reschedule", token)).toBeNull();
    expect(readBookingToken("cancel", token.replace(".3.", ".4."))).toBeNull();
    expect(readBookingToken("cancel", "42.3.x")).toBeNull();
  });

  it("moves (new SEQUENCE, same UID), then cancels (METHOD:CANCEL), and a stale version is refused", async () => {
    const { booking, slots } = await booked();
    await database.db.delete(emailOutbox);
    const moved = await rescheduleBooking(database.db, booking.id, slots.at(-10)!, "client", now, 0);
    expect(moved).toMatchObject({ status: "done", booking: { version: 1 } });
    expect(await rescheduleBooking(database.db, booking.id, slots.at(-12)!, "client", now, 0)).toMatchObject({
      status: "refused",
    });
    const cancelled = await cancelBooking(database.db, booking.id, "client", now, 1);
    expect(cancelled).toMatchObject({ status: "done", booking: { version: 2, status: "cancelled" } });
    const mail = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    const icsFiles = mail
      .filter((m) => m.to === "ada@example.com")
      .map((m) => Buffer.from(m.attachments![0]!.contentBase64, "base64").toString("utf8"));
    expect(icsFiles).toHaveLength(2);
    expect(icsFiles[0]).toContain("SEQUENCE:1");
    expect(icsFiles[0]).toContain("METHOD:REQUEST");
    expect(icsFiles[1]).toContain("SEQUENCE:2");
    expect(icsFiles[1]).toContain("METHOD:CANCEL");
    for (const ics of icsFiles) expect(ics).toContain(`UID:${booking.icsUid}`);
    expect(mail.filter((m) => m.to === "owner@example.com")).toHaveLength(2);
  });

  it("enforces the 48-hour notice for the booker but not for the owner", async () => {
    const { booking } = await booked();
    const late = new Date(booking.startsAt.getTime() - 47 * 3_600_000);
    expect(await cancelBooking(database.db, booking.id, "client", late)).toMatchObject({ status: "refused" });
    expect(await cancelBooking(database.db, booking.id, "owner", late)).toMatchObject({ status: "done" });
  });

  it("queues one reminder a day ahead, never twice, never for a cancelled booking, again after a move", async () => {
    const { booking, slots } = await booked();
    const dayBefore = new Date(booking.startsAt.getTime() - 23 * 3_600_000);
    expect(await queueDueReminders(database.db, new Date(booking.startsAt.getTime() - 25 * 3_600_000))).toBe(0);
    const [first, second] = await Promise.all([
      queueDueReminders(database.db, dayBefore),
      queueDueReminders(database.db, dayBefore),
    ]);
    expect(first + second).toBe(1);
    expect(await queueDueReminders(database.db, dayBefore)).toBe(0);
    const reminders = () =>
      database.db.select().from(emailOutbox).where(sql`${emailOutbox.dedupeKey} like 'booking-reminder:%'`);
    expect(await reminders()).toHaveLength(1);

    // Moved (well ahead) to a later time: one reminder for the new time, when that one is due.
    const later = slots.at(-5)!;
    expect((await rescheduleBooking(database.db, booking.id, later, "owner", now)).status).toBe("done");
    expect(await queueDueReminders(database.db, dayBefore)).toBe(0);
    expect(await queueDueReminders(database.db, new Date(later.getTime() - 23 * 3_600_000))).toBe(1);

    const other = await bookAndConfirm(
      await type("express"),
      form(slots.at(-30)!, { email: "grace@example.com" }),
      context(),
    );
    if (other.status !== "booked") throw new Error(other.status);
    await cancelBooking(database.db, other.booking.id, "owner", now);
    expect(await queueDueReminders(database.db, new Date(other.booking.startsAt.getTime() - 3_600_000))).toBe(0);
  });
});

describe("for other pages", () => {
  it("lists a person's own upcoming sessions only, the owner's week, and each client's last and next session", async () => {
    await database.db
      .insert(users)
      .values({ id: "u-own", name: "Own", email: "own@example.com", role: "client" })
      .onConflictDoNothing();
    const consultation = await type("free-consultation");
    const slots = await freeTimes(database.db, consultation, now);
    const mine = await bookAndConfirm(consultation, form(slots[0]!, { email: "own@example.com" }), context());
    const theirs = await bookAndConfirm(consultation, form(slots[1]!, { email: "other@example.com" }), context());
    if (mine.status !== "booked" || theirs.status !== "booked") throw new Error("not booked");

    const own = await upcomingSessionsFor(database.db, { id: "u-own", email: "own@example.com" }, now);
    expect(own.map((r) => r.booking.id)).toEqual([mine.booking.id]);

    const week = await sessionsForToday(database.db, new Date(slots[0]!.getTime() - 3_600_000));
    expect(week.today.map((r) => r.booking.id)).toEqual([mine.booking.id, theirs.booking.id]);
    expect(week.nextSevenDays).toEqual([]);

    const later = new Date(slots[0]!.getTime() + 3_600_000);
    const summary = await sessionSummaryByClient(database.db, ["u-own", "nobody"], later);
    expect(summary.get("u-own")).toEqual({ last: slots[0], next: null });
    expect(summary.has("nobody")).toBe(false);
  });

  it("counts bookings by the week they were made in, in the business zone, for the owner's chart", async () => {
    const consultation = await type("free-consultation");
    const slots = await freeTimes(database.db, consultation, now);
    const first = await bookAndConfirm(consultation, form(slots[0]!, { email: "a@example.com" }), context());
    const second = await bookAndConfirm(consultation, form(slots[1]!, { email: "b@example.com" }), context());
    if (first.status !== "booked" || second.status !== "booked") throw new Error("not booked");
    // Sunday 1 March 23:30 UTC is already Monday 2 March in Paris; Saturday 28 February is the week before.
    const madeAt = { [first.booking.id]: "2026-03-01T23:30:00Z", [second.booking.id]: "2026-02-28T12:00:00Z" };
    for (const [id, at] of Object.entries(madeAt)) {
      await database.db
        .update(bookings)
        .set({ createdAt: new Date(at) })
        .where(eq(bookings.id, Number(id)));
    }
    const starts = ["2026-02-16", "2026-02-23", "2026-03-02"];
    expect(await bookingsMadePerWeek(database.db, { starts, timeZone: "Europe/Paris" })).toEqual([0, 1, 1]);
    expect(await bookingsMadePerWeek(database.db, { starts, timeZone: "UTC" })).toEqual([0, 2, 0]);
    expect(await bookingsMadePerWeek(database.db, { starts: [], timeZone: "UTC" })).toEqual([]);
  });
});

describe("e-mail confirmation of an anonymous booking", () => {
  const confirmLink = async (to: string) => {
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
    const request = mail.find((m) => m.subject.startsWith("Please confirm"));
    return request?.text.match(/\/book\/confirm\/(\S+)/)?.[1];
  };
  const offered = async (consultation: SessionType, slot: Date, at: Date) =>
    (await freeTimes(database.db, consultation, at)).some((s) => s.getTime() === slot.getTime());

  it("holds the time for 30 minutes, tells only the address, and books once the link is used", async () => {
    const consultation = await type("free-consultation");
    const [slot] = await freeTimes(database.db, consultation, now);
    const outcome = await bookSession(consultation, form(slot!, { email: "hold@example.com" }), context());
    expect(outcome).toMatchObject({ status: "booked", booking: { status: "pending" } });
    if (outcome.status !== "booked") return;
    expect(outcome.booking.confirmExpiresAt?.getTime()).toBe(now.getTime() + CONFIRMATION_HOLD_MINUTES * 60_000);
    expect(await offered(consultation, slot!, now)).toBe(false);
    // One e-mail, to the address, without a calendar file; the owner hears nothing yet.
    const mail = await database.db.select().from(emailOutbox);
    expect(mail.map((m) => [m.to, m.subject.split(":")[0]])).toEqual([["hold@example.com", "Please confirm"]]);
    expect(mail[0]!.attachments ?? []).toEqual([]);
    const token = await confirmLink("hold@example.com");
    expect(readBookingToken("confirm", token!)).toEqual({ bookingId: outcome.booking.id, version: 0 });
    // A confirm token is not a cancel token, nor the other way round.
    expect(readBookingToken("cancel", token!)).toBeNull();

    const confirmed = await confirmBooking(database.db, outcome.booking.id, new Date(now.getTime() + 29 * 60_000));
    expect(confirmed).toMatchObject({ status: "confirmed", booking: { status: "confirmed", confirmExpiresAt: null } });
    const after = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(after.map((m) => [m.to, m.subject.split(":")[0]])).toEqual([
      ["hold@example.com", "Please confirm"],
      ["hold@example.com", "Booked"],
      ["owner@example.com", "New booking"],
    ]);
    // A second click changes nothing.
    expect(await confirmBooking(database.db, outcome.booking.id, now)).toMatchObject({ status: "already" });
    expect(await database.db.select().from(emailOutbox)).toHaveLength(3);
  });

  it("frees the time when the hold runs out: someone else may book it, the late link finds nothing", async () => {
    const consultation = await type("free-consultation");
    const [slot] = await freeTimes(database.db, consultation, now);
    const first = await bookSession(consultation, form(slot!, { email: "late@example.com" }), context());
    if (first.status !== "booked") throw new Error("not booked");
    const later = new Date(now.getTime() + (CONFIRMATION_HOLD_MINUTES + 1) * 60_000);
    expect(await offered(consultation, slot!, later)).toBe(true);

    const second = await bookSession(
      consultation,
      form(slot!, { email: "prompt@example.com" }),
      context({ now: later }),
    );
    expect(second).toMatchObject({ status: "booked", booking: { status: "pending" } });
    // The expired hold is gone (it never was a booking), and its link confirms nothing.
    expect(await confirmBooking(database.db, first.booking.id, later)).toEqual({ status: "expired" });
    const rows = await database.db.select().from(bookings);
    expect(rows.map((r) => r.email)).toEqual(["prompt@example.com"]);
  });

  it("deletes a hold found expired when its link is used at last", async () => {
    const consultation = await type("free-consultation");
    const slots = await freeTimes(database.db, consultation, now);
    const held = await bookSession(consultation, form(slots[0]!, { email: "gone@example.com" }), context());
    if (held.status !== "booked") throw new Error("not booked");
    const later = new Date(now.getTime() + (CONFIRMATION_HOLD_MINUTES + 1) * 60_000);
    expect(await confirmBooking(database.db, held.booking.id, later)).toEqual({ status: "expired" });
    expect(await database.db.select().from(bookings)).toEqual([]);
  });

  it("stops anyone using up another person's cap: unconfirmed bookings in their name do not count", async () => {
    const express = await type("express");
    const slots = await freeTimes(database.db, express, now);
    // Someone books as often as the cap with the victim's address; none is ever confirmed.
    for (const slot of [slots[0]!, slots[4]!]) {
      expect(
        await bookSession(express, form(slot, { email: "victim@example.com" }), context({ clientIp: "198.51.100.9" })),
      ).toMatchObject({ status: "booked", booking: { status: "pending" } });
    }
    // The address's owner still books and confirms up to the cap...
    const mine: number[] = [];
    for (const slot of [slots[8]!, slots[12]!].slice(0, MAX_FUTURE_BOOKINGS_PER_EMAIL)) {
      const outcome = await bookSession(express, form(slot, { email: "Victim@example.com" }), context());
      if (outcome.status !== "booked") throw new Error(outcome.status);
      mine.push(outcome.booking.id);
    }
    for (const id of mine) expect(await confirmBooking(database.db, id, now)).toMatchObject({ status: "confirmed" });
    // ...and the cap counts confirmed bookings: a third is refused when booked or when confirmed.
    expect(await bookSession(express, form(slots[16]!, { email: "victim@example.com" }), context())).toMatchObject({
      status: "refused",
    });
    const [oldestHold] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.status, "pending"))
      .orderBy(bookings.id);
    expect(await confirmBooking(database.db, oldestHold!.id, now)).toMatchObject({ status: "refused" });
    expect((await database.db.select().from(bookings).where(eq(bookings.id, oldestHold!.id)))[0]?.status).toBe(
      "pending",
    );
  });

  it("is skipped for a signed-in person booking with their own address, not with someone else's", async () => {
    const consultation = await type("free-consultation");
    const slots = await freeTimes(database.db, consultation, now);
    const user = { id: "u-signed", role: "user", email: "Signed@Example.com" };
    expect(
      await bookSession(consultation, form(slots[0]!, { email: "signed@example.com" }), context({ user })),
    ).toMatchObject({ status: "booked", booking: { status: "confirmed", confirmExpiresAt: null } });
    expect(
      await bookSession(consultation, form(slots[2]!, { email: "friend@example.com" }), context({ user })),
    ).toMatchObject({ status: "booked", booking: { status: "pending" } });
  });
});

describe("the confirmation link (/book/confirm/:token)", () => {
  const call = (fn: () => unknown) => run(fn);
  const linkArgs = (token: string, method = "GET", origin = BASE) =>
    args(new Request(`${BASE}/book/confirm/${token}`, method === "POST" ? { method, headers: { origin } } : {}), {
      token,
    });

  it("asks on GET (a mail scanner confirms nothing), confirms on POST, and finds a run-out hold gone", async () => {
    const consultation = await type("free-consultation");
    // The route reads the clock: a time well inside the horizon from today.
    const today = new Date();
    const [slot] = await freeTimes(database.db, consultation, today);
    const outcome = await bookSession(
      consultation,
      form(slot!, { email: "link@example.com" }),
      context({ now: today }),
    );
    if (outcome.status !== "booked") throw new Error(outcome.status);
    const token = bookingToken("confirm", outcome.booking.id, 0);

    const page = (await call(() => confirmLoader(linkArgs(token)))) as { pending: boolean };
    expect(page.pending).toBe(true);
    expect((await database.db.select().from(bookings))[0]?.status).toBe("pending");
    // Another purpose's token, or a forged one, opens nothing.
    const view = await call(() => confirmLoader(linkArgs(bookingToken("view", outcome.booking.id, 0))));
    expect((view as { init: ResponseInit }).init.status).toBe(404);
    // A cross-site POST confirms nothing.
    const crossSite = await call(() => confirmAction(linkArgs(token, "POST", "https://evil.example")));
    expect((crossSite as { init: ResponseInit }).init.status).toBe(403);

    expect(isRedirect(await call(() => confirmAction(linkArgs(token, "POST"))))).toBe(true);
    expect((await database.db.select().from(bookings))[0]?.status).toBe("confirmed");

    // A hold that has run out: the link answers 404 and the row is gone once confirmation is tried.
    const [other] = (await freeTimes(database.db, consultation, today)).slice(3);
    const stale = await bookSession(
      consultation,
      form(other!, { email: "slow@example.com" }),
      context({ now: new Date(today.getTime() - (CONFIRMATION_HOLD_MINUTES + 1) * 60_000) }),
    );
    if (stale.status !== "booked") throw new Error(stale.status);
    const staleToken = bookingToken("confirm", stale.booking.id, 0);
    expect(((await call(() => confirmLoader(linkArgs(staleToken)))) as { init: ResponseInit }).init.status).toBe(404);
    expect(
      ((await call(() => confirmAction(linkArgs(staleToken, "POST")))) as { init: ResponseInit }).init.status,
    ).toBe(404);
    expect((await database.db.select().from(bookings)).map((b) => b.email)).toEqual(["link@example.com"]);
  });
});

/**
 * The booking-policy table through every path: for minimum notice × change window × how far ahead a session
 * is booked, what the details page says before confirming, what the confirmation e-mail and the booked page
 * say, whether the move and cancel links are given (e-mail, booked page, the dashboard's list), and whether the
 * reschedule and cancel actions agree. The clock is the booking's moment (only `Date` is faked).
 */
describe("the booking-policy table, through the pages, e-mails, links and actions", () => {
  const table = [
    // notice h, window h, booked ahead h, links
    [24, 48, 30, false],
    [24, 48, 47.5, false],
    [72, 48, 80, true],
    [24, 24, 30, true],
  ] as const;
  afterAll(async () => {
    vi.useRealTimers();
    await database.db
      .update(sessionTypes)
      .set({ minNoticeMinutes: 72 * 60, clientChangeNoticeHours: 48 })
      .where(eq(sessionTypes.slug, "free-consultation"));
  });

  it.each(table)("notice %sh, window %sh, booked %sh ahead: links %s", async (notice, window, ahead, links) => {
    await database.db
      .update(sessionTypes)
      .set({ minNoticeMinutes: notice * 60, clientChangeNoticeHours: window })
      .where(eq(sessionTypes.slug, "free-consultation"));
    const consultation = await type("free-consultation");
    const start = (await freeTimes(database.db, consultation, now)).find(
      (s) => s.getTime() > now.getTime() + 7 * 86_400_000,
    )!;
    const bookedAt = new Date(start.getTime() - ahead * 3_600_000);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(bookedAt);
    try {
      const details = (await detailsLoader(
        args(get(`/book/free-consultation/details?start=${start.toISOString()}&tz=Europe%2FParis`), {
          slug: "free-consultation",
        }),
      )) as Awaited<ReturnType<typeof detailsLoader>>;
      expect(details.policy.changeable).toBe(links);
      expect(details.policy.beforeBooking).toMatch(
        links ? /^Once booked, you can move or cancel it online until / : `less than ${window} hours away`,
      );

      const outcome = await bookAndConfirm(
        consultation,
        form(start, { timeZone: "Europe/Paris" }),
        context({ now: bookedAt }),
      );
      if (outcome.status !== "booked") throw new Error(outcome.status);
      const booking = outcome.booking;
      const [mail] = await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, "ada@example.com"), like(emailOutbox.subject, "Booked:%")));
      if (links) {
        expect(mail!.text).toMatch(/Need to move it\? http\S+\/book\/reschedule\//);
        expect(mail!.text).toMatch(/Need to cancel\? http\S+\/book\/cancel\//);
        expect(mail!.text).toContain("You can move or cancel it online until");
      } else {
        expect(mail!.text).not.toContain("/book/reschedule/");
        expect(mail!.text).not.toContain("/book/cancel/");
        expect(mail!.text).toContain(
          "This session can't be moved online: contact us to change it. To change it, e-mail ",
        );
      }

      const page = (await bookedLoader(
        args(get("/book/booked/x"), { token: bookingToken("view", booking.id, booking.version) }),
      )) as Awaited<ReturnType<typeof bookedLoader>>;
      expect(Boolean(page.paths)).toBe(links);
      expect(page.policy).toMatch(
        links ? /^You can move or cancel it online until / : /^This session can't be moved online/,
      );

      const [upcoming] = await loadUpcomingSessions(database.db, { id: "nobody", email: "ada@example.com" }, bookedAt);
      expect(Boolean(upcoming!.reschedule && upcoming!.cancel)).toBe(links);

      const cancelPage = (await cancelLoader(
        args(get("/book/cancel/x"), { token: bookingToken("cancel", booking.id, booking.version) }),
      )) as Awaited<ReturnType<typeof cancelLoader>>;
      expect(cancelPage.allowed).toBe(links);
      expect((await cancelBooking(database.db, booking.id, "client", bookedAt)).status).toBe(
        links ? "done" : "refused",
      );
      if (!links) expect((await cancelBooking(database.db, booking.id, "owner", bookedAt)).status).toBe("done");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("places", () => {
  afterAll(async () => {
    await database.db.delete(appSettings).where(eq(appSettings.key, "bookingPlaces"));
    await database.db
      .update(sessionTypes)
      .set({ locationKind: "studio", location: "" })
      .where(eq(sessionTypes.slug, "express"));
  });
  const icsOf = (text: string) => text.replace(/\r\n[ \t]/g, "");

  it("puts the studio's address in the e-mail, the .ics LOCATION and the booked page; the video link only after booking", async () => {
    await setSetting(database.db, "bookingPlaces", {
      studioAddress: "12 Rue des Lilas\n75011 Paris",
      meetingLink: "https://meet.example.com/holistic",
    });
    const express = await type("express");
    const [slot] = await freeTimes(database.db, express, now);
    const outcome = await bookAndConfirm(express, form(slot!), context());
    if (outcome.status !== "booked") throw new Error(outcome.status);
    const [mail] = await database.db.select().from(emailOutbox).where(like(emailOutbox.subject, "Booked:%"));
    expect(mail!.text).toContain("Where: At the studio: 12 Rue des Lilas, 75011 Paris");
    expect(mail!.text).toContain(
      "Map: https://www.openstreetmap.org/search?query=12%20Rue%20des%20Lilas%2C%2075011%20Paris",
    );
    expect(mail!.text).not.toMatch(/in your confirmation/);
    const ics = icsOf(Buffer.from(mail!.attachments![0]!.contentBase64, "base64").toString("utf8"));
    expect(ics).toContain("LOCATION:12 Rue des Lilas\\, 75011 Paris");
    expect(ics).toMatch(/DESCRIPTION:.*Where: At the studio: 12 Rue des Lilas\\, 75011 Paris/);

    const consultation = await type("free-consultation");
    const [call] = await freeTimes(database.db, consultation, now);
    const video = await bookAndConfirm(consultation, form(call!, { email: "video@example.com" }), context());
    if (video.status !== "booked") throw new Error(video.status);
    const [videoMail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "video@example.com"), like(emailOutbox.subject, "Booked:%")));
    expect(videoMail!.text).toContain("Where: Video call: https://meet.example.com/holistic");
    const videoIcs = icsOf(Buffer.from(videoMail!.attachments![0]!.contentBase64, "base64").toString("utf8"));
    expect(videoIcs).toContain("LOCATION:https://meet.example.com/holistic");
  });

  it("asks the client's address for a session at their place (required, checked) and a phone number for a call", async () => {
    await database.db
      .update(sessionTypes)
      .set({ locationKind: "on_location", location: "" })
      .where(eq(sessionTypes.slug, "express"));
    const express = await type("express");
    const [slot] = await freeTimes(database.db, express, now);
    expect(await bookSession(express, form(slot!), context())).toMatchObject({
      status: "invalid",
      fields: { clientAddress: "Your address is required: tell us where the session takes place." },
    });
    expect(await bookSession(express, form(slot!, { clientAddress: "Lyon" }), context())).toMatchObject({
      status: "invalid",
      fields: { clientAddress: expect.stringMatching(/full address/) },
    });
    expect(await database.db.select().from(bookings)).toEqual([]);
    const outcome = await bookAndConfirm(
      express,
      form(slot!, { clientAddress: " 4 Avenue Foch \n 69006 Lyon " }),
      context(),
    );
    if (outcome.status !== "booked") throw new Error(outcome.status);
    expect(outcome.booking.clientAddress).toBe("4 Avenue Foch\n69006 Lyon");
    const mail = await database.db.select().from(emailOutbox).where(like(emailOutbox.subject, "%Express%"));
    const booker = mail.find((m) => m.to === "ada@example.com" && m.subject.startsWith("Booked:"))!;
    expect(booker.text).toContain("Where: At your address: 4 Avenue Foch, 69006 Lyon");
    expect(mail.find((m) => m.to === "owner@example.com")!.text).toContain(
      "At their address: 4 Avenue Foch, 69006 Lyon",
    );

    await database.db.update(sessionTypes).set({ locationKind: "phone" }).where(eq(sessionTypes.slug, "express"));
    const phoneType = await type("express");
    const [other] = (await freeTimes(database.db, phoneType, now)).slice(4);
    expect(await bookSession(phoneType, form(other!, { email: "call@example.com" }), context())).toMatchObject({
      status: "invalid",
      fields: { phone: "Phone is required: we call you on this number." },
    });
    const called = await bookAndConfirm(
      phoneType,
      form(other!, { email: "call@example.com", phone: "+33 6 11 22 33 44" }),
      context(),
    );
    expect(called.status).toBe("booked");
    const [callMail] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "call@example.com"), like(emailOutbox.subject, "Booked:%")));
    expect(callMail!.text).toContain("Where: Phone call: we call you on +33 6 11 22 33 44");
  });
});

describe("a gallery's booking", () => {
  it("offers the client's own bookings in words and refuses another client's", async () => {
    await database.db
      .insert(users)
      .values([
        { id: "u-gal-1", name: "Gal One", email: "gal1@example.com", role: "client" },
        { id: "u-gal-2", name: "Gal Two", email: "gal2@example.com", role: "client" },
      ])
      .onConflictDoNothing();
    const express = await type("express");
    const [first, , second] = await freeTimes(database.db, express, now);
    const one = await bookAndConfirm(express, form(first!, { email: "GAL1@example.com" }), context());
    const two = await bookAndConfirm(express, form(second!, { email: "gal2@example.com" }), context());
    if (one.status !== "booked" || two.status !== "booked") throw new Error("not booked");
    const choices = await bookingChoicesFor(database.db, ["u-gal-1"]);
    expect(choices).toEqual([
      {
        id: String(one.booking.id),
        clientId: "u-gal-1",
        label: expect.stringMatching(/^\w+day \d+ \w+ 2026 at \d\d:\d\d: Express$/),
      },
    ]);
    // The owner reading in French gets the date, the joining words and the type's name in French.
    const [french] = await inLocale("fr", () => bookingChoicesFor(database.db, ["u-gal-1"]));
    expect(french?.label).toMatch(/^\p{L}+ \d+ \p{L}+ 2026 à \d\d:\d\d : /u);
    expect(french?.label).not.toContain(" at ");
    expect(await isBookingOfClient(database.db, String(one.booking.id), "u-gal-1")).toBe(true);
    expect(await isBookingOfClient(database.db, String(two.booking.id), "u-gal-1")).toBe(false);
    expect(await isBookingOfClient(database.db, "1 or 1=1", "u-gal-1")).toBe(false);
    await cancelBooking(database.db, one.booking.id, "owner", now);
    expect(await isBookingOfClient(database.db, String(one.booking.id), "u-gal-1")).toBe(false);
  });
});
