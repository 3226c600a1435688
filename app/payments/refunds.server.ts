/**
 * Refunds (issue 29): decided by the change policy when a booking is cancelled (booking/policy.ts),
 * or by the owner by hand, written as `refunds` rows in the deciding transaction, then sent to
 * `POST /v1/refunds` by the `payments.refunds` kind of the one job runner (app/lib/jobs/runner.server.ts):
 * every 30 seconds, and at once when a transaction writes a refund (it queues a run with the row).
 *
 * Every instance runs it: a row is claimed by pushing its `next_attempt_at` one lease
 * ahead under `FOR UPDATE SKIP LOCKED`, so no other instance picks it while it is being sent; if the
 * sender dies mid-request the lease runs out and another retries with the same idempotency key,
 * which Stripe answers with the first refund instead of making a second.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { rowsOf } from "~/lib/db/rows";
import { type CancelledBy, type ChangeRules, type RefundDecision, refundOnCancel } from "../booking/policy.ts";
import { bookings, payments, type RefundReason, refunds } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { defineJob, enqueueJob } from "../lib/jobs/runner.server.ts";
import { logger } from "../lib/logger.server.ts";
import { m } from "../paraglide/messages.js";
import { endRefundedPurchase } from "./credits.server.ts";
import { formatEuros } from "./money.ts";
import { issueReceipt } from "./receipts.server.ts";
import { stripeConfig } from "./stripe.server.ts";

/** Attempts before a refund is marked failed (shown on Today with Retry). */
export const MAX_REFUND_ATTEMPTS = 6;
/** How long a claimed refund is left to its sender before another instance may try it. */
export const REFUND_LEASE_SECONDS = 120;
const BATCH = 10;

/** 1 min after the first failure, doubling, capped at 1 hour: 1, 2, 4, 8, 16 min. */
export function refundRetrySeconds(attempts: number) {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);
}

type Tx = Db;

/** Paid payments of a booking with what is still refundable on each (rows locked when `lock`). */
async function refundablePayments(tx: Tx, bookingId: number, lock: boolean) {
  const query = tx
    .select({ id: payments.id, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "paid")))
    .orderBy(asc(payments.id));
  const paid = lock ? await query.for("update") : await query;
  if (paid.length === 0) return [];
  const committed = await committedByPayment(
    tx,
    paid.map((p) => p.id),
  );
  return paid.map((p) => ({ ...p, refundableCents: p.amountCents - (committed.get(p.id) ?? 0) }));
}

/** What is already refunded or on its way (pending, failed awaiting a retry) per payment. */
async function committedByPayment(tx: Tx, paymentIds: number[]) {
  const rows = await tx
    .select({ paymentId: refunds.paymentId, cents: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, r.cents]));
}

/**
 * Inside `cancelBooking`'s transaction: what the policy gives back for this cancellation, written as
 * pending refunds (one per paid payment). Answers the decision, whose words the e-mails and pages use.
 */
export async function refundForCancellation(
  tx: Tx,
  booking: { id: number; startsAt: Date },
  rules: ChangeRules,
  by: CancelledBy,
  now: Date,
): Promise<RefundDecision> {
  const paid = await refundablePayments(tx, booking.id, true);
  const refundable = paid.reduce((sum, p) => sum + Math.max(0, p.refundableCents), 0);
  const decision = refundOnCancel(booking.startsAt, rules, by, now, refundable);
  let left = decision.refundCents;
  let written = false;
  for (const payment of paid) {
    const cents = Math.min(left, payment.refundableCents);
    if (cents <= 0) continue;
    left -= cents;
    written = true;
    await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountCents: cents,
        reason: by === "owner" ? "owner_cancelled" : "client_cancelled",
        idempotencyKey: `booking-${booking.id}-cancelled-payment-${payment.id}`,
        nextAttemptAt: now,
      })
      .onConflictDoNothing({ target: refunds.idempotencyKey });
  }
  if (written) await sendRefundsSoon(tx);
  return decision;
}

export class RefundRefused extends Error {}

/**
 * The owner refunds by hand (a booking's page, or a client's page for a package): up to what is left on
 * the payment. Refunding a package's payment, in part or in full, marks the purchase refunded in the
 * same transaction, so its unused credits can no longer be spent. `requestKey` comes
 * from the form, so a double submit makes one refund, not two.
 */
export async function requestManualRefund(
  db: Db,
  input: { paymentId: number; amountCents: number; requestKey: string },
  now: Date,
) {
  const refund = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: payments.id,
        amountCents: payments.amountCents,
        status: payments.status,
        packagePurchaseId: payments.packagePurchaseId,
      })
      .from(payments)
      .where(eq(payments.id, input.paymentId))
      .for("update");
    if (payment?.status !== "paid") throw new RefundRefused(m.payments_refund_not_paid());
    const [known] = await tx
      .select()
      .from(refunds)
      .where(eq(refunds.idempotencyKey, `manual-${input.requestKey}`));
    if (known) return known;
    const left = payment.amountCents - ((await committedByPayment(tx as Tx, [payment.id])).get(payment.id) ?? 0);
    if (left <= 0) throw new RefundRefused(m.payments_refund_already_full());
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > left) {
      throw new RefundRefused(m.payments_refund_amount_range({ min: formatEuros(1), left: formatEuros(left) }));
    }
    const [row] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountCents: input.amountCents,
        reason: "manual",
        idempotencyKey: `manual-${input.requestKey}`,
        nextAttemptAt: now,
      })
      .returning();
    // A package's money going back ends the package: its unused credits go with the same commit.
    if (payment.packagePurchaseId !== null) await endRefundedPurchase(tx as Tx, payment.packagePurchaseId);
    await sendRefundsSoon(tx as unknown as Db);
    return row!;
  });
  return refund;
}

/** A fresh key for one manual refund form (the loader hands it out). */
export function newRefundRequestKey() {
  return randomUUID();
}

/** The owner's Retry on Today: a failed refund goes back to pending, its back-off restarted. */
export async function retryRefund(db: Db, id: number, now: Date) {
  const rows = await db
    .update(refunds)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, "failed")))
    .returning({ id: refunds.id });
  if (rows.length) await sendRefundsSoon(db);
  return rows.length > 0;
}

interface ClaimedRefund {
  id: number;
  paymentId: number;
  amountCents: number;
  idempotencyKey: string;
  attempts: number;
  paymentIntentId: string | null;
  reason: RefundReason;
}

async function claimDue(db: Db, now: Date): Promise<ClaimedRefund[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update refunds r set
      attempts = r.attempts + 1,
      next_attempt_at = ${at}::timestamptz + make_interval(secs => ${REFUND_LEASE_SECONDS}),
      updated_at = ${at}::timestamptz
    from payments p
    where p.id = r.payment_id and r.id in (
      select id from refunds
      where status = 'pending' and next_attempt_at <= ${at}::timestamptz
      order by id
      limit ${BATCH}
      for update skip locked
    )
    returning r.id, r.payment_id as "paymentId", r.amount_cents as "amountCents",
      r.idempotency_key as "idempotencyKey", r.attempts, r.reason, p.payment_intent_id as "paymentIntentId"`);
  return rowsOf<ClaimedRefund>(result);
}

/** Whether Stripe's answer means trying again cannot help (a bad amount, an unknown payment). */
function permanent(error: unknown) {
  const status = (error as Stripe.errors.StripeError | undefined)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/**
 * Why a refund was not sent, as its row keeps it (`refunds.last_error`, JSON) and worded when shown, in the
 * reader's language: the owner may read French, and Stripe writes English. Stripe's refusal keeps Stripe's
 * own words beside its code, for Stripe's support.
 */
type RefundFailure =
  | { code: "not-configured" }
  | { code: "no-payment-intent" }
  | { code: "unreachable" }
  | { code: "refused"; stripeCode: string | null; message: string };

function refundFailureOf(error: unknown): RefundFailure {
  if (error instanceof RefundNotConfigured) return { code: "not-configured" };
  if (error instanceof PermanentRefundError) return { code: "no-payment-intent" };
  if (permanent(error)) {
    const stripeError = error as Stripe.errors.StripeError;
    return { code: "refused", stripeCode: stripeError.code ?? null, message: stripeError.message };
  }
  return { code: "unreachable" };
}

/** Stripe's refusals an owner can act on, by Stripe's error code. */
const REFUSALS: Record<string, () => string> = {
  amount_too_large: m.payments_refund_refused_amount,
  charge_already_refunded: m.payments_refund_refused_already,
  charge_disputed: m.payments_refund_refused_disputed,
  balance_insufficient: m.payments_refund_refused_balance,
};

/**
 * A refund's stored reason in the reader's language. A sentence stored before reasons were kept as data is
 * shown as it was written.
 */
export function refundFailureText(stored: string): string {
  if (!stored.startsWith("{")) return stored;
  let failure: RefundFailure;
  try {
    failure = JSON.parse(stored) as RefundFailure;
  } catch {
    return stored;
  }
  if (failure.code === "not-configured") return m.payments_refund_not_configured();
  if (failure.code === "no-payment-intent") return m.payments_refund_no_intent();
  if (failure.code === "unreachable") return m.payments_refund_unreachable();
  const known =
    failure.stripeCode && Object.hasOwn(REFUSALS, failure.stripeCode) ? REFUSALS[failure.stripeCode] : undefined;
  return known ? known() : m.payments_refund_refused({ message: failure.message.slice(0, 300) });
}

/** Sends the refunds due at `now`; answers how many were attempted. */
export async function sendDueRefunds(db: Db, now = new Date()): Promise<number> {
  const claimed = await claimDue(db, now);
  for (const refund of claimed) {
    try {
      const stripe = await stripeConfig();
      if (!stripe)
        throw new RefundNotConfigured("Stripe is not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).");
      if (!refund.paymentIntentId) throw new PermanentRefundError("The payment has no Stripe payment intent.");
      const sent = await stripe.client.refunds.create(
        {
          payment_intent: refund.paymentIntentId,
          amount: refund.amountCents,
          metadata: { refund_id: String(refund.id), payment_id: String(refund.paymentId), reason: refund.reason },
        },
        { idempotencyKey: refund.idempotencyKey },
      );
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(refunds)
          .set({ status: "succeeded", stripeRefundId: sent.id, succeededAt: new Date(), lastError: null })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")))
          .returning({ id: refunds.id });
        if (done) {
          await issueReceipt(tx as unknown as Db, {
            kind: "refund",
            paymentId: refund.paymentId,
            refundId: refund.id,
            amountCents: refund.amountCents,
          });
        }
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp =
        refund.attempts >= MAX_REFUND_ATTEMPTS || error instanceof PermanentRefundError || permanent(error);
      await db
        .update(refunds)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: JSON.stringify(refundFailureOf(error)),
          nextAttemptAt: new Date(now.getTime() + refundRetrySeconds(refund.attempts) * 1000),
        })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
      logger.warn({ refundId: refund.id, attempts: refund.attempts, giveUp, reason }, "refund failed");
      if (giveUp && permanent(error) && refund.paymentIntentId) await settleFromStripe(db, refund.paymentIntentId);
    }
  }
  return claimed.length;
}

/**
 * After Stripe refused a refund: if the money is already back (refunded on Stripe's dashboard while this
 * one waited, its event counted it as ours), Stripe's total settles it, as that event would have done had
 * it come after the refusal. Best effort: a failure here leaves the refund failed, with Retry on Today.
 */
async function settleFromStripe(db: Db, paymentIntentId: string) {
  try {
    const stripe = (await stripeConfig())!;
    const charges = await stripe.client.charges.list({ payment_intent: paymentIntentId, limit: 1 });
    const charge = charges.data[0];
    if (charge) await db.transaction((tx) => recordRefundsMadeOnStripe(tx as unknown as Db, charge, new Date()));
  } catch (error) {
    logger.warn({ paymentIntentId, error: String(error) }, "could not read the charge's refunds from Stripe");
  }
}

class PermanentRefundError extends Error {}
/** Retried: the keys may be set before the next attempt. */
class RefundNotConfigured extends Error {}

/**
 * Stripe's total refunded on a charge (from `charge.refunded`, or read after Stripe refused one of ours),
 * against the refunds we know of for its payment. Ours are rows before Stripe is asked (pending until its
 * answer is recorded, which may come after this event), so pending and succeeded rows both count; a
 * refund that gave up (failed) never reached Stripe. The rest was refunded on Stripe's side: it settles
 * the failed rows it covers, and what remains becomes one succeeded row, each with its credit note.
 * Counting against the total makes events in any order agree: after each, our rows add up to Stripe's.
 */
export async function recordRefundsMadeOnStripe(
  tx: Db,
  charge: Pick<Stripe.Charge, "id" | "amount_refunded" | "payment_intent">,
  now: Date,
) {
  const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return false;
  const [payment] = await tx.select().from(payments).where(eq(payments.paymentIntentId, intent)).for("update");
  if (payment?.status !== "paid") return false;
  const [known] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ["pending", "succeeded"])));
  const elsewhere = Math.min(charge.amount_refunded, payment.amountCents) - known!.cents;
  if (elsewhere <= 0) return false;
  // A refund that gave up here, then made by the owner on Stripe's dashboard: the money settles it
  // (oldest first, whole rows only), so Today no longer offers a Retry that Stripe would refuse.
  let left = elsewhere;
  const failed = await tx
    .select({ id: refunds.id, amountCents: refunds.amountCents })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, "failed")))
    .orderBy(asc(refunds.id))
    .for("update");
  for (const row of failed) {
    if (row.amountCents > left) continue;
    await tx
      .update(refunds)
      .set({ status: "succeeded", succeededAt: now, lastError: null })
      .where(eq(refunds.id, row.id));
    await issueReceipt(tx, { kind: "refund", paymentId: payment.id, refundId: row.id, amountCents: row.amountCents });
    left -= row.amountCents;
  }
  if (left > 0) {
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountCents: left,
        reason: "stripe",
        status: "succeeded",
        succeededAt: now,
        nextAttemptAt: now,
        idempotencyKey: `stripe-${charge.id}-refunded-${charge.amount_refunded}`,
      })
      .onConflictDoNothing()
      .returning();
    if (!refund) return false;
    await issueReceipt(tx, { kind: "refund", paymentId: payment.id, refundId: refund.id, amountCents: left });
  }
  if (payment.packagePurchaseId !== null) await endRefundedPurchase(tx, payment.packagePurchaseId);
  logger.info(
    { paymentId: payment.id, amountCents: elsewhere, settledFailed: elsewhere - left },
    "refund made on Stripe recorded",
  );
  return true;
}

// ── Reading ────────────────────────────────────────────────────────────────────

/** Payments and refunds of one booking, for its pages (owner and client). */
export async function bookingMoney(db: Db, bookingId: number) {
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "paid")))
    .orderBy(asc(payments.id));
  if (paid.length === 0) return { payments: [], refunds: [], paidCents: 0, refundableCents: 0 };
  const rows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.paymentId,
        paid.map((p) => p.id),
      ),
    )
    .orderBy(asc(refunds.id));
  const paidCents = paid.reduce((sum, p) => sum + p.amountCents, 0);
  const committed = rows.reduce((sum, r) => sum + r.amountCents, 0);
  return { payments: paid, refunds: rows, paidCents, refundableCents: paidCents - committed };
}

/** Refunds that gave up, newest first, for Today. */
export async function failedRefunds(db: Db) {
  return db
    .select({
      id: refunds.id,
      amountCents: refunds.amountCents,
      lastError: refunds.lastError,
      updatedAt: refunds.updatedAt,
      name: payments.name,
      email: payments.email,
      description: payments.description,
      descriptions: payments.descriptions,
      bookingId: payments.bookingId,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.status, "failed"))
    .orderBy(desc(refunds.updatedAt))
    .limit(50);
}

/** The booking a payment belongs to, if any (for links). */
export async function bookingOfPayment(db: Db, paymentId: number) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId));
  return row?.id ?? null;
}

// ── On the job runner ──────────────────────────────────────────────────────────

/**
 * Sends every refund that is due. Scheduled every 30 seconds for retries after back-off (and refunds
 * a stopped process left); a transaction that writes a refund also queues a run (`sendRefundsSoon`).
 * The refund rows stay the record of each refund's attempts and back-off: the job only sends what
 * they say is due, so it needs no retries of its own.
 */
export const refundJob = defineJob({
  kind: "payments.refunds",
  label: "Refunds sent to Stripe",
  everySeconds: 30,
  retries: 0,
  async handler(_payload, { db }) {
    while ((await sendDueRefunds(db)) > 0) {}
  },
});

/** Queues a run of the refund sender now: in the transaction that writes a refund, it exists exactly when the refund does. */
export async function sendRefundsSoon(db: Db) {
  await enqueueJob(db, refundJob);
}
