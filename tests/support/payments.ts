/**
 * Set-ups the payments tests share: a confirmed booking with its deposit paid (as the webhook leaves
 * it), a payment intent paid on the local Stripe emulator, the app's webhook route behind a real socket
 * (as the emulator and Stripe reach it), and a package purchase marked paid the way the webhook marks it.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { bookings, packagePurchases, packages, payments } from "../../app/lib/db/schema.ts";
import type { Db } from "../../app/lib/db.server.ts";
import type { Locale } from "../../app/lib/i18n/locale.ts";
import { validUntil } from "../../app/payments/packages.server.ts";
import { stripeConfig } from "../../app/payments/stripe.server.ts";
import { action as webhookAction } from "../../app/routes/api/payments-stripe.ts";
import { args, BASE } from "./routes.ts";
import type { StripeEmulator } from "./stripe-emulator.ts";

const HOUR = 3_600_000;

export interface PaidBookingOptions {
  sessionTypeId: number;
  startsAt: Date;
  paidAt: Date;
  amountCents?: number;
  /** The Stripe payment intent; a made-up one when the test sends nothing to Stripe. */
  paymentIntentId?: string;
  userId?: string | null;
  name?: string;
  email?: string;
  /** What was paid for in each language; none, as for a payment made before they were kept. */
  descriptions?: Partial<Record<Locale, string>>;
}

/** A confirmed one-hour booking on a calendar of its own (tests' bookings may overlap), nothing paid. */
export async function insertBooking(db: Db, options: Omit<PaidBookingOptions, "paidAt">) {
  const endsAt = new Date(options.startsAt.getTime() + HOUR);
  const [booking] = await db
    .insert(bookings)
    .values({
      calendar: `test-${randomUUID()}`,
      sessionTypeId: options.sessionTypeId,
      userId: options.userId ?? null,
      name: options.name ?? "Ada Lovelace",
      email: options.email ?? "ada@example.com",
      timeZone: "Europe/Paris",
      startsAt: options.startsAt,
      endsAt,
      heldFrom: options.startsAt,
      heldUntil: endsAt,
      icsUid: randomUUID(),
    })
    .returning();
  return booking!;
}

/** The same booking with its deposit paid, as the webhook leaves it. */
export async function insertPaidBooking(db: Db, options: PaidBookingOptions) {
  const booking = await insertBooking(db, options);
  const { name, email, userId } = booking;
  const [payment] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      userId,
      name,
      email,
      description: "Deposit: Signature Portrait",
      descriptions: options.descriptions ?? {},
      amountCents: options.amountCents ?? 5000,
      status: "paid",
      paymentIntentId: options.paymentIntentId ?? `pi_${randomUUID()}`,
      paidAt: options.paidAt,
    })
    .returning();
  return { booking, payment: payment! };
}

/** A payment intent paid on the emulator (a checkout session completed there, no webhook sent). */
export async function paidIntent(emulator: StripeEmulator, amountCents: number) {
  const stripe = (await stripeConfig())!;
  const session = await stripe.client.checkout.sessions.create({
    mode: "payment",
    line_items: [
      { quantity: 1, price_data: { currency: "eur", unit_amount: amountCents, product_data: { name: "Deposit" } } },
    ],
    success_url: "http://localhost:3000/ok",
    cancel_url: "http://localhost:3000/no",
  });
  const paid = await emulator.pay(session.id);
  return paid.payment_intent!;
}

/**
 * The app's webhook route on a local socket, set as the emulator's webhook address. `deliveries` keeps
 * what the app answered each delivery, in order.
 */
export async function serveWebhook(emulator: StripeEmulator) {
  const deliveries: number[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const response = (await webhookAction(
      args(new Request(`${BASE}/api/payments/stripe`, { method: "POST", headers, body: Buffer.concat(chunks) })),
    )) as Response;
    deliveries.push(response.status);
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  emulator.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/stripe`;
  return {
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the webhook does on `checkout.session.completed` for a package's payment. */
export async function markPurchasePaid(db: Db, purchaseId: number, paidAt: Date) {
  const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, purchaseId));
  const [pkg] = await db.select().from(packages).where(eq(packages.id, purchase!.packageId));
  await db
    .update(packagePurchases)
    .set({ status: "paid", paidAt, expiresAt: validUntil(paidAt, pkg!.validityDays) })
    .where(eq(packagePurchases.id, purchaseId));
  await db.update(payments).set({ status: "paid", paidAt }).where(eq(payments.packagePurchaseId, purchaseId));
}

/** A package and one purchase of it, unpaid unless `paidAt` is given (then paid then, with no end date). */
export async function insertPackagePurchase(
  db: Db,
  options: {
    name: string;
    priceCents: number;
    sessionCount: number;
    validityDays: number;
    userId: string;
    paidAt?: Date;
  },
) {
  const { userId, paidAt, ...terms } = options;
  const [pkg] = await db.insert(packages).values(terms).returning();
  const [purchase] = await db
    .insert(packagePurchases)
    .values({
      packageId: pkg!.id,
      userId,
      name: terms.name,
      priceCents: terms.priceCents,
      sessionCount: terms.sessionCount,
      ...(paidAt ? { status: "paid" as const, paidAt } : {}),
    })
    .returning();
  return { pkg: pkg!, purchase: purchase! };
}
