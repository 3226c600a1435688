import { describe, expect, it } from "vitest";
import {
  changeDeadline,
  mayChangeOnline,
  policyRule,
  policyWords,
  refundOnCancel,
  rulesConflict,
  tooLateWords,
} from "./policy.ts";

const HOUR = 3_600_000;
const start = new Date("2026-03-12T09:00:00Z"); // Thursday 12 March 2026, 10:00 in Paris

/**
 * The booking-policy table: minimum notice × change window × how far ahead the session is booked →
 * whether it can be booked at all, what the details page says before confirming, what the confirmation
 * (page and e-mail) says, and whether the move and cancel links are given.
 */
const table = [
  // notice, window, booked ahead, bookable, details page, confirmation, links
  [
    72,
    48,
    80,
    true,
    "Once booked, you can move or cancel it online until",
    "You can move or cancel it online until",
    true,
  ],
  [
    72,
    48,
    72,
    true,
    "Once booked, you can move or cancel it online until",
    "You can move or cancel it online until",
    true,
  ],
  [72, 48, 60, false, "—", "—", false],
  [24, 48, 45, true, "This time is less than 48 hours away", "This session can't be moved online", false],
  [
    24,
    48,
    48,
    true,
    "Once booked, you can move or cancel it online until",
    "You can move or cancel it online until",
    true,
  ],
  [24, 48, 47.5, true, "This time is less than 48 hours away", "This session can't be moved online", false],
  [
    24,
    24,
    30,
    true,
    "Once booked, you can move or cancel it online until",
    "You can move or cancel it online until",
    true,
  ],
  [0, 1, 0.5, true, "This time is less than 1 hour away", "This session can't be moved online", false],
  [
    0,
    0,
    0.25,
    true,
    "Once booked, you can move or cancel it online until",
    "You can move or cancel it online until",
    true,
  ],
] as const;

describe("the booking-policy table", () => {
  it.each(table)(
    "notice %sh, window %sh, booked %sh ahead",
    (noticeHours, windowHours, aheadHours, bookable, details, confirmation, links) => {
      const rules = { minNoticeMinutes: noticeHours * 60, clientChangeNoticeHours: windowHours };
      const now = new Date(start.getTime() - aheadHours * HOUR);
      // The availability computation offers a time only from the minimum notice on (availability.ts).
      expect(aheadHours * 60 >= rules.minNoticeMinutes).toBe(bookable);
      if (!bookable) return;
      const words = policyWords(start, rules, now, "Europe/Paris");
      expect(words.beforeBooking.startsWith(details)).toBe(true);
      expect(words.afterBooking.startsWith(confirmation)).toBe(true);
      expect(words.changeable).toBe(links);
      expect(mayChangeOnline(start, rules, now)).toBe(links);
      if (links) {
        const deadline = new Date(start.getTime() - windowHours * HOUR);
        expect(words.afterBooking).toContain(words.deadline);
        expect(changeDeadline(start, rules)).toEqual(deadline);
      }
    },
  );

  it("names the deadline in the booker's zone", () => {
    const words = policyWords(
      start,
      { minNoticeMinutes: 72 * 60, clientChangeNoticeHours: 48 },
      new Date(0),
      "Asia/Kolkata",
    );
    expect(words.deadline).toBe("Tuesday 10 March 2026 at 14:30 (Asia/Kolkata)");
    expect(words.afterBooking).toBe(
      "You can move or cancel it online until Tuesday 10 March 2026 at 14:30 (Asia/Kolkata).",
    );
  });

  it("states the rule and the refusal, and spots rules that let a session be booked already too late", () => {
    expect(policyRule({ minNoticeMinutes: 0, clientChangeNoticeHours: 48 })).toBe(
      "Free to move or cancel online up to 48 hours before the session.",
    );
    expect(policyRule({ minNoticeMinutes: 0, clientChangeNoticeHours: 0 })).toBe(
      "Free to move or cancel online until the session starts.",
    );
    expect(tooLateWords({ minNoticeMinutes: 0, clientChangeNoticeHours: 1 })).toMatch(
      /^Sessions can be cancelled or moved online up to 1 hour before/,
    );
    expect(rulesConflict({ minNoticeMinutes: 24 * 60, clientChangeNoticeHours: 48 })).toBe(true);
    expect(rulesConflict({ minNoticeMinutes: 72 * 60, clientChangeNoticeHours: 48 })).toBe(false);
    expect(rulesConflict({ minNoticeMinutes: 48 * 60, clientChangeNoticeHours: 48 })).toBe(false);
  });
});

/**
 * The refund table: who cancels × how far ahead × the change window × what was paid (less what was
 * already refunded) → what goes back to the card, and the words both sides read.
 */
const refundTable = [
  // by, window h, hours ahead when cancelled, refundable cents, refund cents, words start
  ["client", 48, 72, 5000, 5000, "Cancelled at least 48 hours before the session: the €50 paid is refunded in full."],
  ["client", 48, 48, 5000, 5000, "Cancelled at least 48 hours before the session"],
  ["client", 48, 47.9, 5000, 0, "Cancelled less than 48 hours before the session: the €50 paid is kept."],
  ["client", 48, 1, 2550, 0, "Cancelled less than 48 hours before the session: the €25.50 paid is kept."],
  ["client", 24, 30, 2550, 2550, "Cancelled at least 24 hours before the session: the €25.50 paid is refunded"],
  ["client", 1, 0.5, 1000, 0, "Cancelled less than 1 hour before the session"],
  ["client", 0, 0.1, 1000, 1000, "Cancelled before the session: the €10 paid is refunded in full."],
  ["client", 0, -1, 1000, 0, "Cancelled after the session started: the €10 paid is kept."],
  ["owner", 48, 72, 5000, 5000, "The €50 paid is refunded in full."],
  ["owner", 48, 2, 5000, 5000, "The €50 paid is refunded in full."],
  ["owner", 48, -3, 15000, 15000, "The €150 paid is refunded in full."],
  // Nothing paid online (or all of it refunded already): nothing to say.
  ["client", 48, 72, 0, 0, ""],
  ["owner", 48, 2, 0, 0, ""],
] as const;

describe("the refund table", () => {
  it.each(refundTable)(
    "cancelled by the %s, window %sh, %sh ahead, %s cents refundable",
    (by, windowHours, aheadHours, refundable, refund, words) => {
      const rules = { minNoticeMinutes: 0, clientChangeNoticeHours: windowHours };
      const cancelledAt = new Date(start.getTime() - aheadHours * HOUR);
      const decision = refundOnCancel(start, rules, by, cancelledAt, refundable);
      expect(decision.refundCents).toBe(refund);
      expect(decision.words.startsWith(words)).toBe(true);
      if (words === "") expect(decision.words).toBe("");
    },
  );

  it("refunds a client only while the move and cancel links work", () => {
    const rules = { minNoticeMinutes: 0, clientChangeNoticeHours: 48 };
    for (const minutesAhead of [48 * 60 + 1, 48 * 60, 48 * 60 - 1, 60]) {
      const at = new Date(start.getTime() - minutesAhead * 60_000);
      const refunded = refundOnCancel(start, rules, "client", at, 4000).refundCents > 0;
      expect(refunded).toBe(mayChangeOnline(start, rules, at));
    }
  });
});
