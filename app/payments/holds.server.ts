/**
 * The end of a hold that waits for its deposit (issue 29), other than by payment: the visitor leaves
 * Stripe's page ("Back to the site", the cancel URL), or the hold's time runs out. Either way the Stripe
 * session is expired first, so it can no longer be paid, then the time is released. Stripe answering that
 * the session is already complete means the payment went through: the hold is kept for the webhook.
 */
import { and, eq, inArray, lt } from "drizzle-orm";
import { releasePaymentHold } from "~/booking/booking.server";
import { bookings, payments } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { stripeConfig } from "./stripe.server.ts";

/** How long a hold whose checkout turned out to be paid waits for the webhook before the sweep takes it. */
export const WEBHOOK_GRACE_MINUTES = 10;

type Ending = "released" | "paid" | "gone";

/**
 * Expires one checkout at Stripe, so that it can no longer be paid: "paid" when Stripe says it was
 * completed first. Stripe's `checkout.session.expired` event then reaches the webhook as usual.
 */
export async function expireCheckout(payment: { id: number; sessionId: string }): Promise<"paid" | "expired"> {
  const stripe = await stripeConfig();
  if (!stripe) return "expired";
  try {
    await stripe.client.checkout.sessions.expire(payment.sessionId);
  } catch (error) {
    // Already expired answers the same refusal as already complete: ask which.
    const session = await stripe.client.checkout.sessions.retrieve(payment.sessionId).catch(() => null);
    if (session?.status === "complete") return "paid";
    if (session?.status !== "expired") {
      logger.warn({ err: error, paymentId: payment.id }, "could not expire a checkout; it ends at its own expiry");
    }
  }
  return "expired";
}

/** Expires the open checkouts of a booking: "paid" when Stripe says one was completed. */
async function expireCheckouts(db: Db, bookingId: number): Promise<"paid" | "expired"> {
  const open = await db
    .select({ id: payments.id, sessionId: payments.checkoutSessionId })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "open")));
  for (const { id, sessionId } of open) {
    if (sessionId && (await expireCheckout({ id, sessionId })) === "paid") return "paid";
  }
  return "expired";
}

/** The visitor came back from Stripe without paying: the checkout is closed and the time released. */
export async function abandonCheckout(db: Db, bookingId: number): Promise<Ending> {
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return "gone";
  if (row.status !== "pending_payment") return "paid";
  if ((await expireCheckouts(db, bookingId)) === "paid") return "paid";
  const released = await db.transaction((tx) => releasePaymentHold(tx as unknown as Db, bookingId));
  if (released) return "released";
  // Confirmed in the meantime (the webhook) or released by it: ask the row.
  const [after] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return after ? "paid" : "released";
}

/**
 * The hold's own expiry (the reminder worker's round, each minute): holds waiting for payment whose time
 * has run out get their checkout expired, so that a late payment is impossible; `releaseExpiredHolds` then
 * frees the time. A hold whose checkout was paid after all waits a little longer for the webhook.
 */
export async function expireOverdueCheckouts(db: Db, now: Date) {
  const overdue = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "pending_payment"), lt(bookings.confirmExpiresAt, now)));
  for (const { id } of overdue) {
    if ((await expireCheckouts(db, id)) === "paid") {
      await db
        .update(bookings)
        .set({ confirmExpiresAt: new Date(now.getTime() + WEBHOOK_GRACE_MINUTES * 60_000) })
        .where(and(eq(bookings.id, id), inArray(bookings.status, ["pending_payment"])));
    }
  }
}

/** For the booking's pages: what was paid online for it, and the open checkout's address while it waits. */
export async function bookingPayment(db: Db, bookingId: number) {
  const rows = await db
    .select({ status: payments.status, amountCents: payments.amountCents, checkoutUrl: payments.checkoutUrl })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  return {
    paidCents: rows.filter((r) => r.status === "paid").reduce((sum, r) => sum + r.amountCents, 0),
    checkoutUrl: rows.find((r) => r.status === "open")?.checkoutUrl ?? null,
  };
}
