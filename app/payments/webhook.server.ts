/**
 * Stripe's webhook (issue 29), `POST /api/payments/stripe`: the only way a payment becomes paid. The
 * signature is checked with the SDK on the raw body; each event is recorded by id in the transaction
 * that handles it, so a replay (or a retry after a lost answer) changes nothing; everything is database
 * work (e-mails go through the outbox), so the answer is fast. Events may come in any order: each step
 * looks at the rows as they are, and an event for something we do not know is recorded and ignored.
 *
 * - `checkout.session.completed` (paid) or `checkout.session.async_payment_succeeded`: the payment is
 *   paid and gets its receipt; a booking's hold is confirmed (e-mails with the .ics, what was paid and what
 *   remains); a package purchase is paid and valid for its days. A booking whose hold was already released
 *   cannot be kept: the payment is refunded in full (a `refunds` row the refund sender pays out).
 * - `checkout.session.expired` or `checkout.session.async_payment_failed`: the payment expired, the held
 *   time is released, a package purchase is cancelled. Nothing happens to something already paid.
 * - `charge.refunded`: Stripe says how much of a payment is refunded in all. What our own refunds do not
 *   account for was refunded on Stripe's side (the owner's Stripe dashboard): it is recorded as a refund
 *   made there, with its credit note, and a package paid with it ends, as for a refund made here.
 */
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { mailContext, releasePaymentHold } from "~/booking/booking.server";
import { bookingConfirmedEmails } from "~/booking/emails.server";
import { bookings, packagePurchases, packages, payments, refunds, sessionTypes, stripeEvents } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { getEnv } from "~/lib/env.server";
import { type Locale, localizedHref } from "~/lib/i18n/locale";
import { logger } from "~/lib/logger.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { m } from "~/paraglide/messages";
import { descriptionIn } from "./money.ts";
import { issueReceipt, paymentLocale } from "./receipts.server.ts";
import { recordRefundsMadeOnStripe, sendRefundsSoon } from "./refunds.server.ts";
import { stripeConfig } from "./stripe.server.ts";

export type WebhookOutcome =
  | { status: 200; handled: "done" | "replay" | "ignored" }
  | { status: 400 | 404; detail: string };

type Payment = typeof payments.$inferSelect;

const DAY = 86_400_000;

/** Checks the signature of `rawBody` and handles the event it carries. */
export async function receiveStripeEvent(
  db: Db,
  rawBody: string | Buffer,
  signature: string | null,
  now = new Date(),
): Promise<WebhookOutcome> {
  const stripe = await stripeConfig();
  // Not a temporary failure: without keys this site has no webhook (a 4xx, as for any address it lacks).
  if (!stripe) return { status: 404, detail: "Online payment is not set up on this site." };
  if (!signature) return { status: 400, detail: "The Stripe-Signature header is missing." };
  let event: Stripe.Event;
  try {
    // Refuses a changed body, another secret and a timestamp more than 5 minutes old (a replayed capture).
    event = stripe.client.webhooks.constructEvent(rawBody, signature, stripe.webhookSecret);
  } catch (error) {
    logger.warn({ err: error }, "Stripe webhook refused: bad signature");
    return { status: 400, detail: "The signature does not match this event." };
  }
  return handleStripeEvent(db, event, now);
}

/** Handles a verified event once: in one transaction with the row that records its id. */
export async function handleStripeEvent(db: Db, event: Stripe.Event, now = new Date()): Promise<WebhookOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { status: 200, handled: "replay" } as const;
    switch (event.type) {
      case "checkout.session.completed":
        // A bank transfer or debit completes the checkout unpaid; its async_payment event says how it ended.
        if (event.data.object.payment_status === "unpaid") return ignored(event);
        return (await paid(tx, event.data.object, now)) ? done() : ignored(event);
      case "checkout.session.async_payment_succeeded":
        return (await paid(tx, event.data.object, now)) ? done() : ignored(event);
      case "checkout.session.expired":
      case "checkout.session.async_payment_failed":
        return (await unpaid(tx, event.data.object)) ? done() : ignored(event);
      case "charge.refunded":
        return (await recordRefundsMadeOnStripe(tx, event.data.object, now)) ? done() : ignored(event);
      default:
        return ignored(event);
    }
  });
}

const done = () => ({ status: 200, handled: "done" }) as const;

function ignored(event: Stripe.Event) {
  logger.info({ eventId: event.id, type: event.type }, "Stripe event recorded, nothing to do");
  return { status: 200, handled: "ignored" } as const;
}

/** The payment row a checkout session was opened for, locked: by our id in its metadata, the session's id otherwise. */
async function paymentOf(tx: Db, session: Stripe.Checkout.Session): Promise<Payment | undefined> {
  const id = Number(session.metadata?.payment_id);
  const byId = Number.isSafeInteger(id) && id > 0 ? eq(payments.id, id) : undefined;
  const [row] = await tx
    .select()
    .from(payments)
    .where(byId ?? eq(payments.checkoutSessionId, session.id))
    .for("update");
  // Metadata names our row, the session id must agree once we know it.
  if (!row || (row.checkoutSessionId && row.checkoutSessionId !== session.id)) return undefined;
  return row;
}

async function paid(tx: Db, session: Stripe.Checkout.Session, now: Date) {
  const payment = await paymentOf(tx, session);
  if (!payment || payment.status === "paid") return false;
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  const amountCents = session.amount_total ?? payment.amountCents;
  await tx
    .update(payments)
    .set({ status: "paid", paidAt: now, paymentIntentId: intent ?? null, checkoutSessionId: session.id, amountCents })
    .where(eq(payments.id, payment.id));
  await issueReceipt(tx, { kind: "payment", paymentId: payment.id, amountCents });
  if (payment.packagePurchaseId !== null) {
    await purchasePaid(tx, payment.packagePurchaseId, now);
  } else {
    await bookingPaid(tx, { ...payment, amountCents }, now, payerLocale(session));
  }
  return true;
}

/** The language the checkout was opened in (`openCheckout` keeps it in the metadata). */
function payerLocale(session: Stripe.Checkout.Session): Locale | undefined {
  const locale = session.metadata?.locale;
  return locale === "en" || locale === "fr" ? locale : undefined;
}

/** A booking's deposit is paid: its hold becomes the booking, or, if the hold is gone, the money goes back. */
async function bookingPaid(tx: Db, payment: Payment, now: Date, locale: Locale | undefined) {
  const [booking] =
    payment.bookingId === null
      ? []
      : await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for("update");
  if (booking?.status === "pending_payment") {
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: "confirmed", confirmExpiresAt: null })
      .where(eq(bookings.id, booking.id))
      .returning();
    const [type] = await tx.select().from(sessionTypes).where(eq(sessionTypes.id, booking.sessionTypeId));
    for (const email of bookingConfirmedEmails(confirmed!, type!, await mailContext(tx, now), payment.amountCents)) {
      await enqueueEmail(tx, email);
    }
    return;
  }
  if (booking && booking.status !== "cancelled") return; // already confirmed by this payment
  // The hold ran out and was released (its time may have been booked since): nothing to keep the money for.
  await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountCents: payment.amountCents,
      reason: "hold_released",
      idempotencyKey: `refund-late-payment-${payment.id}`,
      nextAttemptAt: now,
    })
    .onConflictDoNothing();
  await sendRefundsSoon(tx);
  // The hold is gone with its booking: the language comes from the checkout (else the account's).
  await enqueueEmail(tx, latePaymentEmail(payment, locale ?? (await paymentLocale(tx, payment.id))));
  logger.warn({ paymentId: payment.id }, "payment completed after its hold was released: refunded in full");
}

/** In the payer's language: their account's, or their booking's for a guest (as their receipts). */
function latePaymentEmail(payment: Payment, locale: Locale) {
  const env = getEnv();
  const site = getSiteConfig(env.SITE_NAME);
  return {
    to: payment.email,
    subject: m.payments_late_mail_subject({}, { locale }),
    text: [
      m.payments_late_mail_hello({ name: payment.name }, { locale }),
      m.payments_late_mail_body({ description: descriptionIn(payment, locale) }, { locale }),
      m.payments_late_mail_again({ url: `${env.BASE_URL}${localizedHref("/book", locale)}` }, { locale }),
      m.payments_late_mail_questions({ email: site.contactEmail }, { locale }),
      `— ${env.SITE_NAME}`,
    ].join("\n\n"),
    dedupeKey: `late-payment:${payment.id}`,
  };
}

async function purchasePaid(tx: Db, purchaseId: number, now: Date) {
  const [row] = await tx
    .select({ status: packagePurchases.status, validityDays: packages.validityDays })
    .from(packagePurchases)
    .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
    .where(eq(packagePurchases.id, purchaseId))
    .for("update", { of: packagePurchases });
  if (!row || row.status === "paid" || row.status === "refunded") return;
  await tx
    .update(packagePurchases)
    .set({
      status: "paid",
      paidAt: now,
      expiresAt: new Date(now.getTime() + row.validityDays * DAY),
    })
    .where(eq(packagePurchases.id, purchaseId));
}

/** The checkout ended without payment: its hold is released, its purchase cancelled. Not once paid. */
async function unpaid(tx: Db, session: Stripe.Checkout.Session) {
  const payment = await paymentOf(tx, session);
  if (!payment || payment.status === "paid") return false;
  await tx.update(payments).set({ status: "expired" }).where(eq(payments.id, payment.id));
  if (payment.bookingId !== null) await releasePaymentHold(tx, payment.bookingId);
  if (payment.packagePurchaseId !== null) {
    await tx
      .update(packagePurchases)
      .set({ status: "cancelled" })
      .where(and(eq(packagePurchases.id, payment.packagePurchaseId), eq(packagePurchases.status, "pending_payment")));
  }
  return true;
}
