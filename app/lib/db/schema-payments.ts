/**
 * Payments (issue 29): Stripe Checkout deposits, packages of sessions, refunds decided by the
 * change policy, numbered receipts. Re-exported by schema.ts. Amounts are euro cents.
 * See docs/decisions/ on the hold/confirm model.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Locale } from "../i18n/locale.ts";
import { bookings, sessionTypes } from "./schema-booking.ts";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A package of sessions the owner sells (the Blueprint programme: four phase reviews). */
export const packages = pgTable(
  "packages",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(""),
    /** The French texts (issue 30), where the owner gave them; empty = the English ones (packageIn). */
    nameFr: text().notNull().default(""),
    descriptionFr: text().notNull().default(""),
    /** Null until the owner sets it: a package without a price is not offered (nothing invents one). */
    priceCents: integer(),
    /** How many sessions of the covered types it pays for. */
    sessionCount: integer().notNull(),
    /** Credits can be used this many days after purchase. */
    validityDays: integer().notNull().default(365),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("packages_price", sql`${t.priceCents} is null or ${t.priceCents} between 0 and 100000000`),
    // On sale means something to pay: Checkout cannot take a payment of nothing.
    check("packages_on_sale_priced", sql`not ${t.active} or (${t.priceCents} is not null and ${t.priceCents} > 0)`),
    check("packages_sessions", sql`${t.sessionCount} between 1 and 100`),
    check("packages_validity", sql`${t.validityDays} between 1 and 3650`),
  ],
);

/** The session types a package's credits can book. */
export const packageSessionTypes = pgTable(
  "package_session_types",
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    sessionTypeId: integer()
      .notNull()
      .references(() => sessionTypes.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.sessionTypeId] })],
);

export const PURCHASE_STATUSES = ["pending_payment", "paid", "refunded", "cancelled"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** A client's package: `sessionCount` credits, usable until `expiresAt` once paid. */
export const packagePurchases = pgTable(
  "package_purchases",
  {
    id: serial().primaryKey(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "restrict" }),
    userId: text().notNull(),
    /** Copied at purchase, in the buyer's language then: the owner may change the package later. */
    name: text().notNull(),
    /**
     * The same name in each language, copied at purchase, for whoever reads it later in the other language (an
     * English booking's e-mails, a French owner). Filled by migration 0032 where the package kept its name.
     */
    names: jsonb().$type<Partial<Record<Locale, string>>>().notNull().default({}),
    priceCents: integer().notNull(),
    sessionCount: integer().notNull(),
    status: text().$type<PurchaseStatus>().notNull().default("pending_payment"),
    paidAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    check("package_purchases_status", sql`${t.status} in ('pending_payment', 'paid', 'refunded', 'cancelled')`),
  ],
);

/**
 * One credit spent on one booking. Cancelling within the policy sets `returnedAt`: the credit is
 * back. Balance = sessionCount − uses not returned (lock the purchase row when spending).
 */
export const packageCreditUses = pgTable(
  "package_credit_uses",
  {
    id: serial().primaryKey(),
    purchaseId: integer()
      .notNull()
      .references(() => packagePurchases.id, { onDelete: "cascade" }),
    bookingId: integer()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    returnedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.purchaseId)],
);

export const PAYMENT_STATUSES = ["open", "paid", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One Stripe Checkout session: a booking's deposit (or full price) or a package. */
export const payments = pgTable(
  "payments",
  {
    id: serial().primaryKey(),
    bookingId: integer().references(() => bookings.id, { onDelete: "set null" }),
    packagePurchaseId: integer().references(() => packagePurchases.id, { onDelete: "set null" }),
    userId: text(),
    /** Copied at checkout, anonymised when the account is deleted (receipts are kept for accounting). */
    name: text().notNull(),
    email: text().notNull(),
    /** What the receipt says was bought, e.g. "Deposit: Signature Portrait, 26 November 2026". */
    description: text().notNull(),
    /**
     * The same in each language, written at checkout, for the lists that show it in their reader's language
     * (the owner's Today, a booking's page, the month's payments). Empty for payments made before 28 Nov 2026.
     */
    descriptions: jsonb().$type<Partial<Record<Locale, string>>>().notNull().default({}),
    amountCents: integer().notNull(),
    currency: text().notNull().default("eur"),
    status: text().$type<PaymentStatus>().notNull().default("open"),
    checkoutSessionId: text().unique(),
    checkoutUrl: text(),
    paymentIntentId: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.bookingId),
    index().on(t.packagePurchaseId),
    index().on(t.paidAt),
    // Stripe's charge events name the payment intent (a refund made on Stripe's dashboard).
    index().on(t.paymentIntentId),
    check("payments_amount", sql`${t.amountCents} > 0`),
    check("payments_status", sql`${t.status} in ('open', 'paid', 'expired')`),
    check(
      "payments_for",
      sql`${t.bookingId} is not null or ${t.packagePurchaseId} is not null or ${t.status} <> 'open'`,
    ),
  ],
);

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/**
 * `hold_released`: paid after the held time was released (the booking could not be kept). `stripe`: made on
 * Stripe's side (its dashboard), learnt from its `charge.refunded` event; never sent by us.
 */
export const REFUND_REASONS = ["client_cancelled", "owner_cancelled", "manual", "hold_released", "stripe"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * A refund decided by the policy (or by the owner), sent to `POST /v1/refunds` with
 * `idempotencyKey`; a failure is retried with back-off and shown on Today.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amountCents: integer().notNull(),
    reason: text().$type<RefundReason>().notNull(),
    status: text().$type<RefundStatus>().notNull().default("pending"),
    idempotencyKey: text().notNull().unique(),
    stripeRefundId: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    succeededAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.paymentId),
    index().on(t.status, t.nextAttemptAt),
    check("refunds_amount", sql`${t.amountCents} > 0`),
    check("refunds_status", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** Every Stripe event handled, by id: a replay finds its row and does nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface ReceiptDetails {
  /** The business's legal details at the time of issue (settings). */
  seller: { name: string; address: string; siret: string; vatNote: string };
  buyer: { name: string; email: string };
  lines: { label: string; amountCents: number }[];
}

/**
 * A numbered receipt for a payment or a refund. Numbers come from `receiptSequence` in the same
 * transaction as the payment or refund: sequential, no gaps.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: serial().primaryKey(),
    number: integer().notNull().unique(),
    kind: text().$type<"payment" | "refund">().notNull(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    refundId: integer()
      .unique()
      .references(() => refunds.id, { onDelete: "restrict" }),
    amountCents: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    details: jsonb().$type<ReceiptDetails>().notNull(),
    /** When its e-mail (with the PDF) was queued; null = still to send (app/payments/refunds.server.ts). */
    emailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.issuedAt),
    index("receipts_to_email").on(t.id).where(sql`${t.emailedAt} is null`),
    uniqueIndex("receipts_payment_once").on(t.paymentId).where(sql`${t.kind} = 'payment'`),
    check("receipts_kind", sql`${t.kind} in ('payment', 'refund')`),
  ],
);

/** One row: the last receipt number issued. `update … set last = last + 1 returning last`. */
export const receiptSequence = pgTable(
  "receipt_sequence",
  {
    id: integer().primaryKey().default(1),
    last: integer().notNull().default(0),
  },
  (t) => [check("receipt_sequence_one_row", sql`${t.id} = 1`)],
);
