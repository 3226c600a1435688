/**
 * The change policy of a booking, in one place: whether the booker may still move or cancel it online, and
 * the words every path says about it (the details page before confirming, the booked page and e-mails, the
 * move and cancel pages, the dashboard's links). The reschedule and cancel actions ask `mayChangeOnline`
 * too, so what a page promises is what the server does. Pure: no database, no clock of its own.
 */
import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";
import { formatDateTimeLong } from "./availability.ts";
import { euros } from "./price.ts";

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
  return count === 1 ? m.booking_hour_one() : m.booking_hours({ count });
}

/** The rule itself, as the session's facts state it ("Changes"). */
export function policyRule(rules: ChangeRules) {
  return rules.clientChangeNoticeHours === 0
    ? m.booking_policy_rule_none()
    : m.booking_policy_rule({ window: hours(rules.clientChangeNoticeHours) });
}

/** How to reach the owner, for e-mails (pages draw the same as links). */
export function contactWords(contact: Contact) {
  return m.booking_policy_contact({ email: contact.email, phone: contact.phone });
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
      beforeBooking: m.booking_policy_changeable_before({ deadline }),
      afterBooking: m.booking_policy_changeable_after({ deadline }),
    };
  }
  return {
    changeable,
    deadline,
    beforeBooking: m.booking_policy_locked_before({ window }),
    afterBooking: m.booking_policy_locked_after(),
  };
}

/** Refusal of a move or cancellation asked for too late (the action's answer). */
export function tooLateWords(rules: ChangeRules) {
  return m.booking_policy_too_late({ window: hours(rules.clientChangeNoticeHours) });
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
  const amount = euros(refundableCents);
  const window = hours(rules.clientChangeNoticeHours);
  if (by === "owner") {
    return { refundCents: refundableCents, words: m.booking_refund_owner({ amount }) };
  }
  if (mayChangeOnline(startsAt, rules, cancelledAt)) {
    return {
      refundCents: refundableCents,
      words:
        rules.clientChangeNoticeHours === 0
          ? m.booking_refund_before_start({ amount })
          : m.booking_refund_before_window({ amount, window }),
    };
  }
  return {
    refundCents: 0,
    words:
      rules.clientChangeNoticeHours === 0
        ? m.booking_refund_kept_started({ amount })
        : m.booking_refund_kept_window({ amount, window }),
  };
}

/** How long a refund takes to reach the card, said wherever a refund is announced. */
export function refundDelayWords(locale?: Locale) {
  return locale ? m.booking_refund_delay({}, { locale }) : m.booking_refund_delay();
}
