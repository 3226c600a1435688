/**
 * The booking rules, the one place that answers "which times are free?", "book this" and "change
 * this": every route (public, token links, the owner's calendar) goes through these functions. Double
 * booking is refused by the database itself (exclusion constraint `bookings_no_overlap`, SQLSTATE
 * 23P01); the checks here only give a friendly answer before the insert. What other pages show of
 * bookings is read in read-models.server.ts.
 */

import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import { createContext, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { completedPhases } from "~/blueprint/phase-answers.server";
import { PHASES } from "~/blueprint/questionnaires/engine";
import type { PhaseNumber } from "~/blueprint/questionnaires/types";
import { rowsOf } from "~/lib/db/rows";
import { bookings, busyTimes, payments, sessionTypes, users } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { type enqueueEmail, enqueueEmails } from "~/lib/email/outbox.server";
import { localeOrEnglish, ownerLocaleQuery } from "~/lib/email/owner.server";
import { getEnv } from "~/lib/env.server";
import { inEachLanguage, type Locale, localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { logger } from "~/lib/logger.server";
import { rateLimitsStatement } from "~/lib/rate-limit.server";
import { getBusinessTimeZone, settingFrom } from "~/lib/settings.server";
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
import {
  type BookingMailContext,
  bookingChangedEmails,
  bookingConfirmedEmails,
  confirmationRequestEmail,
} from "./emails.server.ts";
import { type CancelledBy, mayChangeOnline, type RefundDecision, tooLateWords } from "./policy.ts";
import { bookingToken } from "./tokens.server.ts";
import { sessionTitle } from "./type-language.ts";

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

const sessionTypesRead = createContext<Map<string, SessionType | undefined> | null>(null);

/**
 * `getSessionTypeBySlug` read once per request: a form posted without JavaScript runs the action, then
 * the page's loader to show the answer ("that time was just taken"), and both need the type.
 */
export async function sessionTypeForRequest(db: Db, slug: string, context: Readonly<RouterContextProvider>) {
  let read = context.get(sessionTypesRead);
  if (!read) {
    read = new Map();
    (context as RouterContextProvider).set(sessionTypesRead, read);
  }
  if (!read.has(slug)) read.set(slug, await getSessionTypeBySlug(db, slug));
  return read.get(slug);
}

// ── Free times ─────────────────────────────────────────────────────────────────

/** An instant as milliseconds since 1970 (a number in JSON, read back as a Date without a parser). */
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

interface AvailabilityRow {
  time_zone: unknown;
  rules: [number, number, number][];
  overrides: [string, number | null, number | null][];
  blocked: [number, number][];
  busy: [number, number, number, number, number][];
  calendar_busy: [number, number, string][];
}

/**
 * Everything the computation needs between two instants, in one statement: the business time zone,
 * the weekly hours, date overrides, blocked time, the time held by bookings and the owner's other
 * calendars. Six statements before (each a turn through PGlite's single thread, or a pooled
 * connection on PostgreSQL): one is a sixth of the round trips, and a snapshot of them all at once.
 */
export async function availabilityInput(
  db: Db,
  type: SessionType,
  from: Date,
  to: Date,
  now: Date,
  options: { exceptBookingId?: number } = {},
): Promise<AvailabilityInput> {
  const window = availabilityColumns(type, from, to, now, options);
  const result = await db.execute(sql`select ${window.columns}`);
  return window.read(rowsOf<Record<string, unknown>>(result)[0]!);
}

/** `availabilityInput` as columns of a larger statement; `read` answers from the statement's row. */
function availabilityColumns(
  type: SessionType,
  from: Date,
  to: Date,
  now: Date,
  options: { exceptBookingId?: number } = {},
) {
  const margin = DAY * 2;
  const after = new Date(from.getTime() - margin);
  const before = new Date(to.getTime() + margin);
  // Overrides are dates in the business time zone, read here before it is known: a day more on either
  // side covers any zone (offsets stay within 14 hours), and the computation only looks up the dates it walks.
  const fromDate = new Date(after.getTime() - DAY).toISOString().slice(0, 10);
  const toDate = new Date(before.getTime() + DAY).toISOString().slice(0, 10);
  const columns = sql`
      (select value from app_settings where key = 'businessTimeZone') as time_zone,
      (select coalesce(json_agg(json_build_array(weekday, start_minute, end_minute)), '[]')
         from availability_rules) as rules,
      (select coalesce(json_agg(json_build_array(date, start_minute, end_minute)), '[]')
         from availability_overrides where date >= ${fromDate} and date <= ${toDate}) as overrides,
      (select coalesce(json_agg(json_build_array(${epochMs("starts_at")}, ${epochMs("ends_at")})), '[]')
         from blocked_times where starts_at < ${at(before)} and ends_at > ${at(after)}) as blocked,
      (select coalesce(json_agg(json_build_array(id, session_type_id, ${epochMs("held_from")}, ${epochMs("held_until")},
                ${epochMs("starts_at")})), '[]')
         from bookings
        where status <> 'cancelled'
          and (status not in ('pending', 'pending_payment') or confirm_expires_at > ${at(now)})
          and held_from < ${at(before)} and held_until > ${at(after)}) as busy,
      (select coalesce(json_agg(json_build_array(${epochMs("t.starts_at")}, ${epochMs("t.ends_at")}, c.name)
                order by t.starts_at), '[]')
         from busy_times t join busy_calendars c on c.id = t.calendar_id
        where t.starts_at < ${at(before)} and t.ends_at > ${at(after)}) as calendar_busy`;
  const read = (stored: Record<string, unknown>): AvailabilityInput => {
    const row = stored as unknown as AvailabilityRow;
    const timeZone = settingFrom("businessTimeZone", row.time_zone);
    const others = row.busy
      .filter(([id]) => id !== options.exceptBookingId)
      .map(([id, sessionTypeId, start, end, startsAt]) => ({
        id,
        sessionTypeId,
        start: new Date(start),
        end: new Date(end),
        startsAt: new Date(startsAt),
      }));
    const bookedPerDate = new Map<string, number>();
    for (const b of others) {
      if (b.sessionTypeId !== type.id) continue;
      const date = dateIn(b.startsAt, timeZone);
      bookedPerDate.set(date, (bookedPerDate.get(date) ?? 0) + 1);
    }
    return {
      timeZone,
      rules: row.rules.map(([weekday, startMinute, endMinute]) => ({ weekday, startMinute, endMinute })),
      overrides: row.overrides.map(([date, startMinute, endMinute]) => ({ date, startMinute, endMinute })),
      blocked: row.blocked.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
      busy: others,
      calendarBusy: row.calendar_busy.map(([start, end, calendar]) => ({
        start: new Date(start),
        end: new Date(end),
        calendar,
      })),
      bookedPerDate,
      now,
    };
  };
  return { columns, read };
}

/** The two kinds of hold: waiting for the address to confirm it, or for its deposit to be paid. */
export const HOLD_STATUSES = ["pending", "pending_payment"] as const;

/**
 * Deletes the holds whose time ran out (unconfirmed, or unpaid): they never became bookings, so nothing
 * of them is kept. Run by the reminder worker, and by a booking refused by the exclusion constraint (a
 * hold that ran out still holds its time there), which then tries again. Answers how many went. A
 * payment that still completes for a deleted hold is refunded by the webhook (app/payments/webhook.server.ts).
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
  const released = await db.delete(bookings).where(expired).returning({ id: bookings.id });
  return released.length;
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
/** Phase reviews are for clients (and the owner, booking for one); anyone else is told so. */
export const mayBookPhaseReviews = (booker: Pick<Booker, "role"> | null) =>
  booker?.role === "client" || booker?.role === "admin";

export async function bookingRefusal(
  db: Db,
  type: SessionType,
  booker: Booker | null,
  phase: number | null,
): Promise<string | null> {
  if (!type.active) return m.payments_booking_type_unavailable();
  if (!type.phaseReview) return null;
  if (!booker || !mayBookPhaseReviews(booker)) return m.payments_booking_phase_clients();
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
  // One statement: the rate limits, and a read of the days around the chosen time, which answers both
  // whether it is free and, when it is not, which free times are nearest.
  const { from, to } = nearbyRange(form.start, now);
  const limits = rateLimitsStatement([
    { key: `booking:ip:${context.clientIp}`, rule: bookingIpRateLimit },
    { key: `booking:email:${email}`, rule: bookingEmailRateLimit },
  ]);
  const window = availabilityColumns(type, from, to, now);
  const result = await db.execute(sql`with ${limits.ctes} select ${limits.columns}, ${window.columns}`);
  const row = rowsOf<Record<string, unknown>>(result)[0]!;
  const limit = limits.read(row);
  const nearby = window.read(row);
  if (!limit.allowed) {
    return {
      status: "rate-limited",
      detail: m.payments_booking_rate_limited({ minutes: Math.ceil(limit.retryAfterSeconds / 60) }),
    };
  }
  if (!offeredIn(nearby, type, form.start)) {
    return {
      status: "taken",
      detail: takenMessage(),
      alternatives: await nearestIn(nearby, db, type, form.start, now),
    };
  }

  const deposit = depositDue(type);
  // Paying is the confirmation: no e-mail link to follow as well.
  const pending = !deposit && needsConfirmation(context.user, email);
  // Only a signed-in booker using their own address spends their package credits.
  const paysWithCredit = context.user && !needsConfirmation(context.user, email) ? context.user.id : null;
  const held = heldTimes(type, form.start);
  const insert = async (tx: Db) => {
    // One booker at a time per address (the cap on future bookings cannot be raced), then one booking at a
    // time per hour of the time it holds (see lockTimes).
    await lockTimes(tx, held, email);
    // Read after the locks, so the count sees every booking of this address that committed before.
    const mail = mailContextColumns(tx);
    const result = await tx.execute(sql`select
      (${confirmedFutureQuery(tx, email, now)}) as future,
      exists (${busyOverlapQuery(tx, held.heldFrom, held.heldUntil)}) as busy,
      ${context.user ? sql`null` : sql`(${accountIdQuery(tx, email)})`} as account,
      ${mail.columns}`);
    const checks = rowsOf<Record<string, unknown>>(result)[0]!;
    if (Number(checks.future) >= MAX_FUTURE_BOOKINGS_PER_EMAIL) return null;
    // A calendar sync may have stored a busy range since the check above.
    if (checks.busy) throw new BusyInCalendar();
    // A signed-in client's package credit pays for a covered type: nothing to pay online. The
    // purchase row stays locked until commit, so two bookings cannot spend the same last credit.
    const credit = paysWithCredit ? await creditFor(tx, paysWithCredit, type.id, now) : null;
    // A credit wins over a deposit: the package is already paid for.
    const payNow = credit ? 0 : deposit;
    const [row] = await tx
      .insert(bookings)
      .values({
        sessionTypeId: type.id,
        userId: context.user?.id ?? ((checks.account as string | null) || null),
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
    if (credit) await spendCredit(tx, credit.purchaseId, row!.id);
    const paidWith = credit ? await creditNoteFor(tx, row!.id) : null;
    const mailContext = mail.context(checks, now);
    await queueEmails(
      tx,
      pending
        ? [confirmationRequestEmail(row!, type, mailContext)]
        : bookingConfirmedEmails(row!, type, mailContext, 0, paidWith),
    );
    return row!;
  };
  try {
    const booking = await withRetries(
      () => db.transaction((tx) => insert(tx as unknown as Db)),
      // A hold whose time ran out still holds it for the exclusion constraint: released, the time is tried
      // again (holds are released here rather than before every booking, which wrote on every booking).
      async (error) => isExclusionViolation(error) && (await releaseExpiredHolds(db, now)) > 0,
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
      descriptions: paymentDescriptions(booking, type, amountCents, await getBusinessTimeZone(db)),
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

/**
 * What is bought, in each language: "Deposit: Signature Portrait, Thursday 5 March 2026 at 09:00". Stripe's
 * page and the receipt say it in the booker's; the owner's lists in the owner's.
 */
export function paymentDescriptions(
  booking: Pick<Booking, "startsAt" | "phase">,
  type: Pick<SessionType, "name" | "priceCents" | "priceFrom" | "nameFr">,
  amountCents: number,
  timeZone: string,
) {
  return inEachLanguage((locale) => paymentDescription(booking, type, amountCents, timeZone, locale));
}

function paymentDescription(
  booking: Pick<Booking, "startsAt" | "phase">,
  type: Pick<SessionType, "name" | "priceCents" | "priceFrom" | "nameFr">,
  amountCents: number,
  timeZone: string,
  locale: Locale,
) {
  const title = sessionTitle(type, booking.phase, locale);
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
  const [{ future } = { future: 0 }] = await confirmedFutureQuery(db, email, now);
  return future;
}

function confirmedFutureQuery(db: Db, email: string, now: Date) {
  return db
    .select({ future: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(sql`lower(${bookings.email}) = ${email}`, eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)));
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
  const [row] = await busyOverlapQuery(db, from, until);
  return Boolean(row);
}

function busyOverlapQuery(db: Db, from: Date, until: Date) {
  return db
    .select({ id: busyTimes.id })
    .from(busyTimes)
    .where(and(lt(busyTimes.startsAt, until), gt(busyTimes.endsAt, from)))
    .limit(1);
}

/** Keys of the hours a held time touches, far above any key made with hashtext (a 32-bit number). */
const HOUR = 60 * MINUTE;
const TIME_LOCK_BASE = 2 ** 40;

/**
 * Inside a transaction that books or moves a time: waits for the address's lock (when given), then for
 * a lock on each hour the held time touches, in order, until commit. Two bookings whose times overlap
 * share an hour, so they take turns: the second reaches the exclusion constraint once the first has
 * committed or rolled back, and is refused at once (23P01) or books. Without these locks they checked
 * the constraint at the same time, each waiting for the other's row, and PostgreSQL broke the tie as
 * a deadlock after `deadlock_timeout` (1 s), several times in a 50-way race (docs/performance.md,
 * "The booking race over HTTP (CI)"). The constraint stays the authority; the locks only order the attempts.
 */
async function lockTimes(tx: Db, held: { heldFrom: Date; heldUntil: Date }, email?: string) {
  const first = Math.floor(held.heldFrom.getTime() / HOUR);
  const last = Math.floor((held.heldUntil.getTime() - 1) / HOUR);
  const hours = Array.from({ length: last - first + 1 }, (_, i) => TIME_LOCK_BASE + first + i);
  const addressKey = email ? sql`array[hashtext(${`booking-email:${email}`})::bigint] || ` : sql``;
  await tx.execute(
    sql`select pg_advisory_xact_lock(key) from unnest(${addressKey}${`{${hours.join(",")}}`}::bigint[]) as key`,
  );
}

async function withRetries<T>(
  attempt: () => Promise<T>,
  /** Whether a failure other than a deadlock or serialization conflict is worth another attempt. */
  worthRetrying: (error: unknown) => Promise<boolean> = async () => false,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= BOOKING_ATTEMPTS || !(isRetryableConflict(error) || (await worthRetrying(error)))) throw error;
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

/** The account with this (lower-case) address, as a query to read in a larger statement. */
function accountIdQuery(db: Db, email: string) {
  return db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
}

async function queueEmails(db: Db, emails: Parameters<typeof enqueueEmail>[1][]) {
  await enqueueEmails(db, emails);
}

/**
 * What the booking e-mails need from the database (the business time zone, the places, the owner's
 * language) as columns, to read with other things in one statement; `context` reads them back.
 */
function mailContextColumns(db: Db) {
  const env = getEnv();
  const site = getSiteConfig(env.SITE_NAME);
  const ownerEmail = env.OWNER_EMAIL ?? site.contactEmail;
  return {
    columns: sql`(select value from app_settings where key = 'businessTimeZone') as mail_time_zone,
      (select value from app_settings where key = 'bookingPlaces') as mail_places,
      (${ownerLocaleQuery(db, ownerEmail)}) as mail_owner_locale`,
    context(row: Record<string, unknown>, now: Date): BookingMailContext {
      return {
        siteName: env.SITE_NAME,
        baseUrl: env.BASE_URL,
        ownerEmail,
        contactEmail: site.contactEmail,
        contactPhone: site.phones[0],
        businessTimeZone: settingFrom("businessTimeZone", row.mail_time_zone),
        places: settingFrom("bookingPlaces", row.mail_places),
        now,
        ownerLocale: localeOrEnglish(row.mail_owner_locale),
      };
    },
  };
}

export async function mailContext(db: Db, now = new Date()): Promise<BookingMailContext> {
  const mail = mailContextColumns(db);
  const result = await db.execute(sql`select ${mail.columns}`);
  return mail.context(rowsOf<Record<string, unknown>>(result)[0]!, now);
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

/**
 * A deleted account's sessions still to come (and its holds), cancelled inside the deletion's transaction
 * so their times are free again. What was paid towards them is refunded as the client's own cancellation
 * would be (the change policy); the owner may refund more from the booking's page. No one is e-mailed
 * here: the person is gone, and the owner's notice of the deletion counts these. Answers how many.
 */
export async function cancelUpcomingFor(tx: Db, person: { id: string; email: string }, now: Date): Promise<number> {
  const cancelled = await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now, version: sql`${bookings.version} + 1` })
    .where(
      and(
        sql`(${bookings.userId} = ${person.id} or lower(${bookings.email}) = ${person.email.toLowerCase()})`,
        inArray(bookings.status, ["confirmed", ...HOLD_STATUSES]),
        gt(bookings.startsAt, now),
      ),
    )
    .returning();
  if (cancelled.length === 0) return 0;
  const types = await tx
    .select()
    .from(sessionTypes)
    .where(inArray(sessionTypes.id, [...new Set(cancelled.map((row) => row.sessionTypeId))]));
  for (const row of cancelled) {
    const type = types.find((candidate) => candidate.id === row.sessionTypeId)!;
    await refundForCancellation(tx, row, type, "client", now);
  }
  return cancelled.length;
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
      await lockTimes(tx as unknown as Db, held);
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
