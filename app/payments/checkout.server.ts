/**
 * Opening a Stripe Checkout session for a payment row (issue 29): a booking's deposit or a package.
 * The payment row is written first, so a webhook can never arrive for a payment we do not know;
 * the booking's hold (if any) is the caller's and lasts as long as the checkout.
 */
import { eq } from "drizzle-orm";
import { payments } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { stripeConfig } from "./stripe.server.ts";

/**
 * Stripe accepts `expires_at` from 30 minutes to 24 hours after it creates the session; one more
 * minute keeps the request valid however long it takes to arrive. The hold lasts exactly as long.
 */
export const CHECKOUT_MINUTES = 31;

/** Stripe could not be reached or refused the request: nothing is charged, the caller releases its hold. */
export class CheckoutUnavailableError extends Error {}

export interface CheckoutInput {
  bookingId?: number;
  packagePurchaseId?: number;
  userId?: string | null;
  name: string;
  email: string;
  /** What is bought, in each language: Stripe's page and the receipt say it in the payer's. */
  descriptions: Record<Locale, string>;
  amountCents: number;
  /** The payer's language: Stripe's page speaks it, and the metadata keeps it for e-mails written later. */
  locale: Locale;
  /** Absolute addresses on this site; `{CHECKOUT_SESSION_ID}` is replaced by Stripe. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export async function openCheckout(db: Db, input: CheckoutInput): Promise<{ paymentId: number; url: string }> {
  const stripe = await stripeConfig();
  if (!stripe) throw new CheckoutUnavailableError("Online payment is not set up.");
  const description = input.descriptions[input.locale];
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: input.bookingId ?? null,
      packagePurchaseId: input.packagePurchaseId ?? null,
      userId: input.userId ?? null,
      name: input.name,
      email: input.email,
      description,
      descriptions: input.descriptions,
      amountCents: input.amountCents,
    })
    .returning({ id: payments.id });
  const paymentId = payment!.id;
  const metadata: Record<string, string> = { payment_id: String(paymentId), locale: input.locale };
  if (input.bookingId) metadata.booking_id = String(input.bookingId);
  if (input.packagePurchaseId) metadata.package_purchase_id = String(input.packagePurchaseId);
  try {
    const session = await stripe.client.checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: input.bookingId ? String(input.bookingId) : `package-${input.packagePurchaseId}`,
        customer_email: input.email,
        locale: input.locale,
        metadata,
        payment_intent_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "eur", unit_amount: input.amountCents, product_data: { name: description } },
          },
        ],
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      },
      { idempotencyKey: `checkout-${paymentId}` },
    );
    if (!session.url) throw new Error("Stripe answered without a checkout address.");
    await db
      .update(payments)
      .set({ checkoutSessionId: session.id, checkoutUrl: session.url })
      .where(eq(payments.id, paymentId));
    return { paymentId, url: session.url };
  } catch (error) {
    await db.update(payments).set({ status: "expired" }).where(eq(payments.id, paymentId));
    throw new CheckoutUnavailableError(error instanceof Error ? error.message : String(error));
  }
}
