/**
 * The change policy of a booking, in one place: whether the booker may still move or cancel it online, and
 * the words every path says about it (the details page before confirming, the booked page and e-mails, the
 * move and cancel pages, the dashboard's links). The reschedule and cancel actions ask `mayChangeOnline`
 * too, so what a page promises is what the server does. Pure: no database, no clock of its own.
 */
import { formatEuros } from "../payments/money.ts";
import { formatDateTimeLong } from "./availability.ts";

export interface ChangeRules {
  /** The earliest a session may be booked, in minutes before it starts. */
  minNoticeMinutes: number;
  /** The booker may move or cancel online up to this many hours before the start. */
  clientChangeNoticeHours: number;
}

export interface Contact {
  email: string;
  phone: string;
}

const HOUR = 3_600_000;

/** The last instant at which the booker may still move or cancel online. */
export function changeDeadline(startsAt: Date, rules: ChangeRules) {
  return new Date(startsAt.getTime() - rules.clientChangeNoticeHours * HOUR);
}

/** Whether a session starting at `startsAt` may still be moved or cancelled online at `now`. */
export function mayChangeOnline(startsAt: Date, rules: ChangeRules, now: Date) {
  return now.getTime() <= changeDeadline(startsAt, rules).getTime();
}

function hours(count: number) {
  return count === 1 ? "1 hour" : `${count} hours`;
}

/** The rule itself, as the session's facts state it ("Changes"). */
export function policyRule(rules: ChangeRules) {
  return rules.clientChangeNoticeHours === 0
    ? "Free to move or cancel online until the session starts."
    : `Free to move or cancel online up to ${hours(rules.clientChangeNoticeHours)} before the session.`;
}

/** How to reach the owner, for e-mails (pages draw the same as links). */
export function contactWords(contact: Contact) {
  return `To change it, e-mail ${contact.email} or call ${contact.phone}.`;
}

/**
 * Whether a booking type can be booked already inside its change window: some free times would then be
 * bookable but never changeable online. The owner's session type form warns about it.
 */
export function rulesConflict(rules: ChangeRules) {
  return rules.minNoticeMinutes < rules.clientChangeNoticeHours * 60;
}

export interface PolicyWords {
  /** Whether the links to move and cancel work at this moment (and so are shown). */
  changeable: boolean;
  /** Until when they work, in the booker's time zone. */
  deadline: string;
  /** On the details page, before "Confirm booking". */
  beforeBooking: string;
  /** On the booked page and in the e-mails (confirmation, moved), the dashboard's list of sessions. */
  afterBooking: string;
}

/**
 * What every page and e-mail says about changing the session starting at `startsAt`, seen at `now`
 * (for a time being chosen, `now` is the moment it would be booked).
 */
export function policyWords(startsAt: Date, rules: ChangeRules, now: Date, timeZone: string): PolicyWords {
  const changeable = mayChangeOnline(startsAt, rules, now);
  const deadline = formatDateTimeLong(changeDeadline(startsAt, rules), timeZone);
  const window = hours(rules.clientChangeNoticeHours);
  if (changeable) {
    return {
      changeable,
      deadline,
      beforeBooking: `Once booked, you can move or cancel it online until ${deadline}.`,
      afterBooking: `You can move or cancel it online until ${deadline}.`,
    };
  }
  return {
    changeable,
    deadline,
    beforeBooking: `This time is less than ${window} away, so once booked it can't be moved or cancelled online: contact us to change it.`,
    afterBooking: "This session can't be moved online: contact us to change it.",
  };
}

/** Refusal of a move or cancellation asked for too late (the action's answer). */
export function tooLateWords(rules: ChangeRules) {
  return `Sessions can be cancelled or moved online up to ${hours(rules.clientChangeNoticeHours)} before they start. It is now too late to do it here: please contact us directly and we will find a solution together.`;
}

// ── Refunds (issue 29) ─────────────────────────────────────────────────────────

/** Who cancelled: the client (online, or the owner on their behalf) or the owner. */
export type CancelledBy = "client" | "owner";

export interface RefundDecision {
  /** What goes back to the card, in cents (0 = the deposit is kept). */
  refundCents: number;
  /** Why, in the words both sides read (cancel page, e-mails, booking pages). */
  words: string;
}

/**
 * The refund a cancellation gives: by the owner, always everything paid and not yet refunded; by the
 * client, everything up to the change deadline and nothing after it (the deposit is kept).
 * `refundableCents` is what was paid online for the booking less what was already refunded.
 */
export function refundOnCancel(
  startsAt: Date,
  rules: ChangeRules,
  by: CancelledBy,
  cancelledAt: Date,
  refundableCents: number,
): RefundDecision {
  if (refundableCents <= 0) return { refundCents: 0, words: "" };
  const amount = formatEuros(refundableCents);
  if (by === "owner") {
    return { refundCents: refundableCents, words: `The ${amount} paid is refunded in full.` };
  }
  if (mayChangeOnline(startsAt, rules, cancelledAt)) {
    return {
      refundCents: refundableCents,
      words:
        rules.clientChangeNoticeHours === 0
          ? `Cancelled before the session: the ${amount} paid is refunded in full.`
          : `Cancelled at least ${hours(rules.clientChangeNoticeHours)} before the session: the ${amount} paid is refunded in full.`,
    };
  }
  return {
    refundCents: 0,
    words:
      rules.clientChangeNoticeHours === 0
        ? `Cancelled after the session started: the ${amount} paid is kept.`
        : `Cancelled less than ${hours(rules.clientChangeNoticeHours)} before the session: the ${amount} paid is kept.`,
  };
}

/** How long a refund takes to reach the card, said wherever a refund is announced. */
export const REFUND_DELAY_WORDS = "Refunds usually reach the card within 5 to 10 working days.";
