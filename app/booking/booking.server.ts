/**
 * The booking rules, the one place that answers "which times are free?", "book this" and "change
 * this": every route (public, token links, the owner's calendar) goes through these functions. Double
 * booking is refused by the database itself (exclusion constraint `bookings_no_overlap`, SQLSTATE
 * 23P01); the checks here only give a friendly answer before the insert. What other pages show of
 * bookings is read in read-models.server.ts.
 */

import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, gte, inArray, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { completedPhases } from "~/blueprint/phase-answers.server";
import { PHASES } from "~/blueprint/questionnaires/engine";
import type { PhaseNumber } from "~/blueprint/questionnaires/types";
import {
  availabilityOverrides,
  availabilityRules,
  blockedTimes,
  bookings,
  busyTimes,
  payments,
  sessionTypes,
  users,
} from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { ownerLocale } from "~/lib/email/owner.server";
import { getEnv } from "~/lib/env.server";
import { type Locale, localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { logger } from "~/lib/logger.server";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { getBusinessTimeZone, getSetting } from "~/lib/settings.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { m } from "~/paraglide/messages";
import { CHECKOUT_MINUTES, CheckoutUnavailableError, openCheckout } from "~/payments/checkout.server";
import { creditFor, returnCredit, spendCredit } from "~/payments/credits.server";
import { creditComesBack, creditNoteFor } from "~/payments/packages.server";
import { refundForCancellation } from "~/payments/refunds.server";
import { paymentsEnabled } from "~/payments/stripe.server";
import {
  type AvailabilityInput,
  type DayExplanation,
  dateIn,
  explainDay,
  formatDateLong,
  formatTime,
  freeSlots,
  heldMargins,
} from "./availability.ts";
import { bookingFormSchema, placeFields } from "./booking-form.ts";
import { busyRangesBetween } from "./busy-calendars.server.ts";
import {
  type BookingMailContext,
  bookingChangedEmails,
  bookingConfirmedEmails,
  confirmationRequestEmail,
} from "./emails.server.ts";
import { type CancelledBy, mayChangeOnline, type RefundDecision, tooLateWords } from "./policy.ts";
import { bookingToken } from "./tokens.server.ts";
import { typeName } from "./type-language.ts";

export type SessionType = typeof sessionTypes.$inferSelect;
export type Booking = typeof bookings.$inferSelect;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A booker may hold at most this many future confirmed bookings per e-mail address. */
export const MAX_FUTURE_BOOKINGS_PER_EMAIL = 2;
/** How long an unconfirmed booking holds its time while the link in its e-mail waits to be opened. */
export const CONFIRMATION_HOLD_MINUTES = 30;
export const bookingIpRateLimit = { windowSeconds: 600, max: 10 };
export const bookingEmailRateLimit = { windowSeconds: 3600, max: 5 };
export const MAX_BOOKING_FORM_BYTES = 16 * 1024;

/** The refusal of a time taken meanwhile, in English; outcomes say it in the request's language (`takenMessage`). */
export const TAKEN_MESSAGE = "That time was just taken.";
const takenMessage = () => m.payments_booking_taken();

// ── Session types ──────────────────────────────────────────────────────────────

export async function listSessionTypes(db: Db, options: { includeHidden?: boolean } = {}) {
  const rows = await db.select().from(sessionTypes).orderBy(asc(sessionTypes.position), asc(sessionTypes.id));
  return options.includeHidden ? rows : rows.filter((t) => t.active);
}

export async function getSessionTypeBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(sessionTypes).where(eq(sessionTypes.slug, slug));
  return row;
}

// ── Free times ─────────────────────────────────────────────────────────────────

/** Everything the computation needs between two instants, read in five small queries. */
export async function availabilityInput(
  db: Db,
  type: SessionType,
  from: Date,
  to: Date,
  now: Date,
  options: { exceptBookingId?: number } = {},
): Promise<AvailabilityInput> {
  const timeZone = await getBusinessTimeZone(db);
  const margin = DAY * 2;
  const fromDate = dateIn(new Date(from.getTime() - margin), timeZone);
  const toDate = dateIn(new Date(to.getTime() + margin), timeZone);
  const [rules, overrides, blocked, busy, calendarBusy] = await Promise.all([
    db.select().from(availabilityRules),
    db
      .select()
      .from(availabilityOverrides)
      .where(and(gte(availabilityOverrides.date, fromDate), sql`${availabilityOverrides.date} <= ${toDate}`)),
    db
      .select({ start: blockedTimes.startsAt, end: blockedTimes.endsAt })
      .from(blockedTimes)
      .where(
        and(
          lt(blockedTimes.startsAt, new Date(to.getTime() + margin)),
          gt(blockedTimes.endsAt, new Date(from.getTime() - margin)),
        ),
      ),
    db
      .select({
        start: bookings.heldFrom,
        end: bookings.heldUntil,
        startsAt: bookings.startsAt,
        sessionTypeId: bookings.sessionTypeId,
        id: bookings.id,
      })
      .from(bookings)
      .where(
        and(
          ne(bookings.status, "cancelled"),
          holdsTime(now),
          lt(bookings.heldFrom, new Date(to.getTime() + margin)),
          gt(bookings.heldUntil, new Date(from.getTime() - margin)),
        ),
      ),
    busyRangesBetween(db, new Date(from.getTime() - margin), new Date(to.getTime() + margin)),
  ]);
  const others = busy.filter((b) => b.id !== options.exceptBookingId);
  const bookedPerDate = new Map<string, number>();
  for (const b of others) {
    if (b.sessionTypeId !== type.id) continue;
    const date = dateIn(b.startsAt, timeZone);
    bookedPerDate.set(date, (bookedPerDate.get(date) ?? 0) + 1);
  }
  return { timeZone, rules, overrides, blocked, busy: others, calendarBusy, bookedPerDate, now };
}

/** The two kinds of hold: waiting for the address to confirm it, or for its deposit to be paid. */
export const HOLD_STATUSES = ["pending", "pending_payment"] as const;

/** Not a hold whose time has run out (its row waits for the next booking or sweep to go). */
function holdsTime(now: Date) {
  return or(notInArray(bookings.status, [...HOLD_STATUSES]), gt(bookings.confirmExpiresAt, now));
}

/**
 * Deletes the holds whose time ran out (unconfirmed, or unpaid): they never became bookings, so nothing
 * of them is kept. Run before each booking (the time they held must be free for the exclusion
 * constraint) and by the reminder worker. A payment that still completes for a deleted hold is
 * refunded by the webhook (app/payments/webhook.server.ts).
 */
export async function releaseExpiredHolds(db: Pick<Db, "delete" | "update" | "select">, now: Date) {
  const expired = and(inArray(bookings.status, [...HOLD_STATUSES]), lt(bookings.confirmExpiresAt, now));
  // First their checkouts: a payment row is never left open without its booking.
  await db
    .update(payments)
    .set({ status: "expired" })
    .where(
      and(
        eq(payments.status, "open"),
        inArray(payments.bookingId, db.select({ id: bookings.id }).from(bookings).where(expired)),
      ),
    );
  await db.delete(bookings).where(expired);
}

/**
 * Releases one hold waiting for its deposit (checkout abandoned or expired, Stripe unreachable): its open
 * payment is marked expired and the row deleted. Nothing happens to a booking that is no longer a hold (paid
 * in the meantime). Call inside a transaction. Answers whether a hold was released.
 */
export async function releasePaymentHold(tx: Db, bookingId: number) {
  const [row] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (row?.status !== "pending_payment") return false;
  await tx
    .update(payments)
    .set({ status: "expired" })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "open")));
  await tx.delete(bookings).where(eq(bookings.id, bookingId));
  return true;
}

/** Free start times from now to the end of the type's horizon. */
export async function freeTimes(db: Db, type: SessionType, now: Date, options: { exceptBookingId?: number } = {}) {
  const until = new Date(now.getTime() + type.horizonDays * DAY);
  const input = await availabilityInput(db, type, now, until, now, options);
  return freeSlots(dateIn(now, input.timeZone), dateIn(until, input.timeZone), type, input);
}

/**
 * Whether `start` is one of the free times offered now. Only its business day is worked out: a
 * time's fate depends on its own day alone (hours, notice, horizon and the daily cap are per day or
 * per time), and the whole horizon cost a booking ~15–25 ms of CPU (bench: feature-booking.ts).
 */
export async function isOffered(
  db: Db,
  type: SessionType,
  start: Date,
  now: Date,
  options: { exceptBookingId?: number } = {},
) {
  return offeredIn(await availabilityInput(db, type, start, start, now, options), type, start);
}

function offeredIn(input: AvailabilityInput, type: SessionType, start: Date) {
  const date = dateIn(start, input.timeZone);
  return freeSlots(date, date, type, input).some((slot) => slot.getTime() === start.getTime());
}

/** Days on either side of a taken time searched first for the nearest free times. */
const NEARBY_DAYS = 7;

function nearbyRange(around: Date, now: Date) {
  const from = new Date(Math.max(now.getTime(), around.getTime() - NEARBY_DAYS * DAY));
  return { from, to: new Date(Math.max(from.getTime(), around.getTime() + NEARBY_DAYS * DAY)) };
}

/**
 * The free times nearest to `around` (for "that time was just taken"): from the days around it when
 * they hold `count` times no farther than those days reach (any time beyond is then farther still),
 * from the whole horizon otherwise.
 */
export async function nearestFreeTimes(db: Db, type: SessionType, around: Date, now: Date, count = 3) {
  const { from, to } = nearbyRange(around, now);
  return nearestIn(await availabilityInput(db, type, from, to, now), db, type, around, now, count);
}

async function nearestIn(input: AvailabilityInput, db: Db, type: SessionType, around: Date, now: Date, count = 3) {
  const { from, to } = nearbyRange(around, now);
  let nearest = closest(
    freeSlots(dateIn(from, input.timeZone), dateIn(to, input.timeZone), type, input),
    around,
    count,
  );
  if (nearest.length < count || nearest.at(-1)!.distance > NEARBY_DAYS * DAY) {
    nearest = closest(await freeTimes(db, type, now), around, count);
  }
  return nearest.map((s) => s.slot).sort((a, b) => a.getTime() - b.getTime());
}

function closest(slots: Date[], around: Date, count: number) {
  return slots
    .map((slot) => ({ slot, distance: Math.abs(slot.getTime() - around.getTime()) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count);
}

export async function explainBusinessDay(db: Db, type: SessionType, date: string, now: Date): Promise<DayExplanation> {
  const timeZone = await getBusinessTimeZone(db);
  const from = new Date(`${date}T00:00:00Z`);
  const input = await availabilityInput(db, type, from, new Date(from.getTime() + DAY), now);
  return explainDay(date, type, { ...input, timeZone });
}

// ── Who may book what ──────────────────────────────────────────────────────────

export interface Booker {
  id: string;
  role: string;
}

/** Null when `booker` may book `type` (for `phase`), else the reason to show. */
export async function bookingRefusal(
  db: Db,
  type: SessionType,
  booker: Booker | null,
  phase: number | null,
): Promise<string | null> {
  if (!type.active) return m.payments_booking_type_unavailable();
  if (!type.phaseReview) return null;
  if (!booker || (booker.role !== "client" && booker.role !== "admin")) {
    return m.payments_booking_phase_clients();
  }
  if (phase === null || !PHASES.some((p) => p.number === phase)) return m.payments_booking_choose_phase();
  if (booker.role === "admin") return null;
  const done = await completedPhases(db, booker.id);
  return done.has(phase as PhaseNumber) ? null : m.payments_booking_phase_not_done({ phase });
}

// ── Booking ────────────────────────────────────────────────────────────────────

// The details form's schema is shared with the browser (booking-form.ts); re-exported for the server's callers.
export { BookingFormSchema, placeFields } from "./booking-form.ts";

export type BookingOutcome =
  /** `booking.status` is "pending" when the address must still confirm it (see needsConfirmation). */
  | { status: "booked"; booking: Booking }
  /** The time is held (`pending_payment`) until the deposit is paid on Stripe Checkout at `url`. */
  | { status: "checkout"; booking: Booking; url: string }
  | { status: "ignored" }
  | { status: "invalid"; detail: string; fields: Record<string, string> }
  | { status: "refused"; detail: string }
  | { status: "rate-limited"; detail: string }
  | { status: "taken"; detail: string; alternatives: Date[] };

export interface BookingRequestContext {
  db: Db;
  clientIp: string;
  user: (Booker & { email: string }) | null;
  now: Date;
  /** The language of the page the booking is made on; by default the request's. */
  locale?: Locale;
}

function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && codes.includes(e.code)) return true;
  }
  return false;
}

const isExclusionViolation = (error: unknown) => hasSqlState(error, ["23P01"]);
/**
 * PostgreSQL may pick one of two bookings racing for overlapping times as a deadlock victim (40P01: each waits
 * for the other while checking the exclusion constraint). Run again, it meets the winner's row (23P01: taken),
 * or books the time if the winner rolled back.
 */
const isRetryableConflict = (error: unknown) => hasSqlState(error, ["40P01", "40001"]);
const BOOKING_ATTEMPTS = 3;

export async function bookSession(
  type: SessionType,
  input: unknown,
  context: BookingRequestContext,
): Promise<BookingOutcome> {
  const parsed = bookingFormSchema(type).safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const [name, messages] of Object.entries(z.flattenError(parsed.error).fieldErrors)) {
      if (messages?.[0]) fields[name] = messages[0];
    }
    return { status: "invalid", detail: Object.values(fields).join(" "), fields };
  }
  const form = parsed.data;
  if (form.website) return { status: "ignored" };
  // Checked by the schema: here it gives the address to store.
  const place = placeFields(type, form);
  const clientAddress = "clientAddress" in place ? place.clientAddress : null;
  const { db, now } = context;
  const locale = context.locale ?? serverLocale();

  const refusal = await bookingRefusal(db, type, context.user, form.phase);
  if (refusal) return { status: "refused", detail: refusal };

  const email = form.email.toLowerCase();
  for (const [key, rule] of [
    [`booking:ip:${context.clientIp}`, bookingIpRateLimit],
    [`booking:email:${email}`, bookingEmailRateLimit],
  ] as const) {
    const limit = await consumeRateLimit(db, key, rule);
    if (!limit.allowed) {
      return {
        status: "rate-limited",
        detail: m.payments_booking_rate_limited({ minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
      };
    }
  }

  // One read of the days around the chosen time answers both whether it is free and, when it is not,
  // which free times are nearest.
  const { from, to } = nearbyRange(form.start, now);
  const nearby = await availabilityInput(db, type, from, to, now);
  if (!offeredIn(nearby, type, form.start)) {
    return {
      status: "taken",
      detail: takenMessage(),
      alternatives: await nearestIn(nearby, db, type, form.start, now),
    };
  }

  const userId = context.user?.id ?? (await accountIdForEmail(db, email));
  const deposit = depositDue(type);
  // Paying is the confirmation: no e-mail link to follow as well.
  const pending = !deposit && needsConfirmation(context.user, email);
  // Only a signed-in booker using their own address spends their package credits.
  const paysWithCredit = context.user && !needsConfirmation(context.user, email) ? context.user.id : null;
  try {
    const booking = await withRetries(() =>
      db.transaction(async (tx) => {
        // One booker at a time per address, so the cap on future bookings cannot be raced.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-email:${email}`}))`);
        if ((await confirmedFutureBookings(tx as unknown as Db, email, now)) >= MAX_FUTURE_BOOKINGS_PER_EMAIL) {
          return null;
        }
        await releaseExpiredHolds(tx, now);
        const held = heldTimes(type, form.start);
        // A calendar sync may have stored a busy range since the check above.
        if (await busyOverlaps(tx as unknown as Db, held.heldFrom, held.heldUntil)) throw new BusyInCalendar();
        // A signed-in client's package credit pays for a covered type: nothing to pay online. The
        // purchase row stays locked until commit, so two bookings cannot spend the same last credit.
        const credit = paysWithCredit ? await creditFor(tx as unknown as Db, paysWithCredit, type.id, now) : null;
        // A credit wins over a deposit: the package is already paid for.
        const payNow = credit ? 0 : deposit;
        const [row] = await tx
          .insert(bookings)
          .values({
            sessionTypeId: type.id,
            userId,
            name: form.name,
            email: form.email,
            phone: form.phone,
            message: form.message,
            clientAddress,
            phase: type.phaseReview ? form.phase : null,
            timeZone: form.timeZone,
            locale,
            ...held,
            icsUid: `${randomUUID()}@booking`,
            scheduledAt: now,
            status: payNow ? "pending_payment" : pending ? "pending" : "confirmed",
            confirmExpiresAt: payNow
              ? new Date(now.getTime() + CHECKOUT_MINUTES * MINUTE)
              : pending
                ? new Date(now.getTime() + CONFIRMATION_HOLD_MINUTES * MINUTE)
                : null,
          })
          .returning();
        // A held time waiting for its deposit: the e-mails go once the webhook says it is paid.
        if (row!.status === "pending_payment") return row!;
        if (credit) await spendCredit(tx as unknown as Db, credit.purchaseId, row!.id);
        const paidWith = credit ? await creditNoteFor(tx as unknown as Db, row!.id) : null;
        const context = await mailContext(tx as unknown as Db, now);
        await queueEmails(
          tx as unknown as Db,
          pending
            ? [confirmationRequestEmail(row!, type, context)]
            : bookingConfirmedEmails(row!, type, context, 0, paidWith),
        );
        return row!;
      }),
    );
    if (!booking) {
      return { status: "refused", detail: capMessage() };
    }
    if (booking.status === "pending_payment") return await checkoutForHold(db, booking, type, deposit);
    return { status: "booked", booking };
  } catch (error) {
    if (!isExclusionViolation(error) && !(error instanceof BusyInCalendar)) throw error;
    return { status: "taken", detail: takenMessage(), alternatives: await nearestFreeTimes(db, type, form.start, now) };
  }
}

/** The amount paid online to book `type`, in cents: 0 when it asks for none or payments are not set up. */
export function depositDue(type: SessionType) {
  return type.depositCents > 0 && paymentsEnabled() ? type.depositCents : 0;
}

/** In English; the outcome says it in the request's language. */
export const PAYMENT_UNAVAILABLE_MESSAGE =
  "Online payment is not available at the moment, so nothing was booked or charged. Please try again in a few minutes, or send us a message.";

/**
 * Opens the Stripe Checkout for a hold just made. When Stripe cannot be reached the hold is released at
 * once: the time is free again and the visitor is told nothing was booked.
 */
async function checkoutForHold(db: Db, booking: Booking, type: SessionType, amountCents: number) {
  const { BASE_URL } = getEnv();
  try {
    const { url } = await openCheckout(db, {
      bookingId: booking.id,
      userId: booking.userId,
      name: booking.name,
      email: booking.email,
      description: paymentDescription(booking, type, amountCents, await getBusinessTimeZone(db)),
      amountCents,
      // Back to the booking's own language after paying (or not).
      locale: booking.locale,
      successUrl: `${BASE_URL}${localizedHref(`/book/booked/${bookingToken("view", booking.id, booking.version)}`, booking.locale)}`,
      cancelUrl: `${BASE_URL}${localizedHref(`/book/unpaid/${bookingToken("pay", booking.id, booking.version)}`, booking.locale)}`,
      expiresAt: booking.confirmExpiresAt!,
    });
    return { status: "checkout", booking, url } as const;
  } catch (error) {
    await db.transaction((tx) => releasePaymentHold(tx as unknown as Db, booking.id));
    if (!(error instanceof CheckoutUnavailableError)) throw error;
    logger.warn({ err: error, bookingId: booking.id }, "checkout unavailable: hold released");
    return { status: "refused", detail: m.payments_booking_payment_unavailable() } as const;
  }
}

/** What Stripe's page and the receipt say is bought: "Deposit: Signature Portrait, Thursday 5 March 2026 at 09:00". */
export function paymentDescription(
  booking: Pick<Booking, "startsAt" | "phase" | "locale">,
  type: Pick<SessionType, "name" | "priceCents" | "priceFrom" | "nameFr">,
  amountCents: number,
  timeZone: string,
) {
  // In the booking's language: Stripe's page and the receipt are the booker's.
  const { locale } = booking;
  const name = typeName(type, locale);
  const title = booking.phase ? m.booking_title_phase({ name, phase: booking.phase }, { locale }) : name;
  const inFull = type.priceCents !== null && !type.priceFrom && amountCents >= type.priceCents;
  const what = {
    title,
    date: formatDateLong(booking.startsAt, timeZone, locale),
    time: formatTime(booking.startsAt, timeZone),
  };
  return inFull ? m.payments_description_full(what, { locale }) : m.payments_description_deposit(what, { locale });
}

/**
 * Whether a booking must wait for its address to confirm it: anyone may type anyone's e-mail, and the
 * cap per address must not be usable against its owner. A signed-in person booking with their own
 * account's address (verified at sign-up: sign-in requires it) is confirmed at once.
 */
export function needsConfirmation(user: { email: string } | null, email: string) {
  return !user || user.email.toLowerCase() !== email.toLowerCase();
}

/** Confirmed bookings still to come for an address: what the cap counts (pending holds do not count). */
async function confirmedFutureBookings(db: Db, email: string, now: Date) {
  const [{ future } = { future: 0 }] = await db
    .select({ future: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(sql`lower(${bookings.email}) = ${email}`, eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)));
  return future;
}

export type ConfirmOutcome =
  | { status: "confirmed"; booking: Booking }
  | { status: "already"; booking: Booking }
  | { status: "expired" }
  | { status: "refused"; detail: string };

/**
 * The address confirms a pending booking (the link in its e-mail): within the hold it becomes a
 * booking, with the usual e-mails, unless the address already has its cap of confirmed bookings.
 * A hold that ran out is deleted and its time may have gone to someone else.
 */
export async function confirmBooking(db: Db, bookingId: number, now: Date): Promise<ConfirmOutcome> {
  const [first] = await db.select({ email: bookings.email }).from(bookings).where(eq(bookings.id, bookingId));
  if (!first) return { status: "expired" };
  const email = first.email.toLowerCase();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-email:${email}`}))`);
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!row) return { status: "expired" } as const;
    if (row.status !== "pending") return { status: "already", booking: row } as const;
    if (!row.confirmExpiresAt || row.confirmExpiresAt <= now) {
      await tx.delete(bookings).where(eq(bookings.id, bookingId));
      return { status: "expired" } as const;
    }
    if ((await confirmedFutureBookings(tx as unknown as Db, email, now)) >= MAX_FUTURE_BOOKINGS_PER_EMAIL) {
      return { status: "refused", detail: capMessage() } as const;
    }
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: "confirmed", confirmExpiresAt: null })
      .where(eq(bookings.id, bookingId))
      .returning();
    const [type] = await tx.select().from(sessionTypes).where(eq(sessionTypes.id, confirmed!.sessionTypeId));
    await queueEmails(
      tx as unknown as Db,
      bookingConfirmedEmails(confirmed!, type!, await mailContext(tx as unknown as Db, now)),
    );
    return { status: "confirmed", booking: confirmed! } as const;
  });
}

function capMessage() {
  return m.payments_booking_cap({ count: MAX_FUTURE_BOOKINGS_PER_EMAIL });
}

/** Thrown inside a booking's transaction when the owner's other calendars have become busy then. */
class BusyInCalendar extends Error {}

async function busyOverlaps(db: Db, from: Date, until: Date) {
  const [row] = await db
    .select({ id: busyTimes.id })
    .from(busyTimes)
    .where(and(lt(busyTimes.startsAt, until), gt(busyTimes.endsAt, from)))
    .limit(1);
  return Boolean(row);
}

async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= BOOKING_ATTEMPTS || !isRetryableConflict(error)) throw error;
    }
  }
}

function heldTimes(type: SessionType, start: Date) {
  const endsAt = new Date(start.getTime() + type.durationMinutes * MINUTE);
  const margins = heldMargins(type);
  return {
    startsAt: start,
    endsAt,
    heldFrom: new Date(start.getTime() - margins.before * MINUTE),
    heldUntil: new Date(endsAt.getTime() + margins.after * MINUTE),
  };
}

async function accountIdForEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return row?.id ?? null;
}

async function queueEmails(db: Db, emails: Parameters<typeof enqueueEmail>[1][]) {
  for (const email of emails) await enqueueEmail(db, email);
}

export async function mailContext(db: Db, now = new Date()): Promise<BookingMailContext> {
  const env = getEnv();
  const site = getSiteConfig(env.SITE_NAME);
  return {
    siteName: env.SITE_NAME,
    baseUrl: env.BASE_URL,
    ownerEmail: env.OWNER_EMAIL ?? site.contactEmail,
    contactEmail: site.contactEmail,
    contactPhone: site.phones[0],
    businessTimeZone: await getBusinessTimeZone(db),
    places: await getSetting(db, "bookingPlaces"),
    now,
    ownerLocale: await ownerLocale(db, env.OWNER_EMAIL ?? site.contactEmail),
  };
}

// ── Changing a booking ─────────────────────────────────────────────────────────

export async function getBooking(db: Db, id: number) {
  const [row] = await db
    .select({ booking: bookings, type: sessionTypes })
    .from(bookings)
    .innerJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(eq(bookings.id, id));
  return row;
}

/** Whether the booker (not the owner) may still cancel or move the booking themselves (see policy.ts). */
export function clientMayChange(booking: Booking, type: SessionType, now: Date) {
  return booking.status === "confirmed" && mayChangeOnline(booking.startsAt, type, now);
}

export type ChangeActor = "client" | "owner";

export type ChangeOutcome =
  | { status: "done"; booking: Booking; refund?: RefundDecision }
  | { status: "refused"; detail: string }
  | { status: "taken"; detail: string; alternatives: Date[] };

/** Cancels once; `expectedVersion` makes a stale link or a double submit a no-op with a clear answer. */
export async function cancelBooking(
  db: Db,
  id: number,
  actor: ChangeActor,
  now: Date,
  expectedVersion?: number,
  /** Whose cancellation the refund policy applies: the owner may cancel at the client's request. */
  refundAs: CancelledBy = actor,
): Promise<ChangeOutcome> {
  const found = await getBooking(db, id);
  if (!found) return { status: "refused", detail: m.payments_refusal_no_booking() };
  const { booking, type } = found;
  if (booking.status === "cancelled") return { status: "refused", detail: m.payments_refusal_already_cancelled() };
  if (expectedVersion !== undefined && expectedVersion !== booking.version) {
    return { status: "refused", detail: m.payments_refusal_link_old() };
  }
  if (actor === "client" && !clientMayChange(booking, type, now)) {
    return { status: "refused", detail: changePolicy(type) };
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, version: sql`${bookings.version} + 1` })
      .where(and(eq(bookings.id, id), eq(bookings.version, booking.version), ne(bookings.status, "cancelled")))
      .returning();
    if (!row) return null;
    const refund = await refundForCancellation(tx as unknown as Db, row, type, refundAs, now);
    // A session paid with a package credit: within the policy the credit is back in the package.
    const creditBack =
      creditComesBack(refundAs, booking.startsAt, type, now) && (await returnCredit(tx as unknown as Db, id, now));
    const credit = creditBack ? await creditNoteFor(tx as unknown as Db, id) : null;
    await queueEmails(
      tx as unknown as Db,
      bookingChangedEmails(
        "cancelled",
        row,
        type,
        actor,
        await mailContext(tx as unknown as Db, now),
        undefined,
        refund,
        credit,
      ),
    );
    return { row, refund };
  });
  if (!updated) return { status: "refused", detail: m.payments_refusal_changed() };
  return { status: "done", booking: updated.row, refund: updated.refund };
}

export async function rescheduleBooking(
  db: Db,
  id: number,
  start: Date,
  actor: ChangeActor,
  now: Date,
  expectedVersion?: number,
): Promise<ChangeOutcome> {
  const found = await getBooking(db, id);
  if (!found) return { status: "refused", detail: m.payments_refusal_no_booking() };
  const { booking, type } = found;
  if (booking.status !== "confirmed") return { status: "refused", detail: m.payments_refusal_move_upcoming() };
  if (expectedVersion !== undefined && expectedVersion !== booking.version) {
    return { status: "refused", detail: m.payments_refusal_link_old() };
  }
  if (actor === "client" && !clientMayChange(booking, type, now)) {
    return { status: "refused", detail: changePolicy(type) };
  }
  if (actor === "client") {
    if (!(await isOffered(db, type, start, now, { exceptBookingId: id }))) {
      return { status: "taken", detail: takenMessage(), alternatives: await nearestFreeTimes(db, type, start, now) };
    }
  } else if (start.getTime() <= now.getTime()) {
    return { status: "refused", detail: m.payments_refusal_future() };
  }
  try {
    const updated = await db.transaction(async (tx) => {
      const held = heldTimes(type, start);
      // The owner may move a session over their own busy time; a client may not.
      if (actor === "client" && (await busyOverlaps(tx as unknown as Db, held.heldFrom, held.heldUntil))) {
        throw new BusyInCalendar();
      }
      const [row] = await tx
        .update(bookings)
        .set({ ...held, version: sql`${bookings.version} + 1`, scheduledAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.version, booking.version), eq(bookings.status, "confirmed")))
        .returning();
      if (!row) return null;
      await queueEmails(
        tx as unknown as Db,
        bookingChangedEmails("moved", row, type, actor, await mailContext(tx as unknown as Db, now), booking.startsAt),
      );
      return row;
    });
    if (!updated) return { status: "refused", detail: m.payments_refusal_changed() };
    return { status: "done", booking: updated };
  } catch (error) {
    if (!isExclusionViolation(error) && !(error instanceof BusyInCalendar)) throw error;
    return { status: "taken", detail: takenMessage(), alternatives: await nearestFreeTimes(db, type, start, now) };
  }
}

export function changePolicy(type: SessionType) {
  return tooLateWords(type);
}

// ── The owner's marks ──────────────────────────────────────────────────────────

/** The owner's marks; never on a hold (waiting for its e-mail or its payment: not a booking yet). */
export async function markBookingOutcome(db: Db, id: number, status: "completed" | "no_show" | "confirmed") {
  const [row] = await db
    .update(bookings)
    .set({ status })
    .where(and(eq(bookings.id, id), notInArray(bookings.status, ["cancelled", ...HOLD_STATUSES])))
    .returning({ id: bookings.id });
  return Boolean(row);
}
