/**
 * Packages of sessions (issue 29): the owner's catalogue, a client's purchase through Stripe Checkout
 * and the balance both of them see. Spending and returning a credit happen inside the booking's own
 * transaction (credits.server.ts); the webhook marks a purchase paid (payments webhook, P1).
 */

import type { SubmissionResult } from "@conform-to/react";
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { mayChangeOnline } from "~/booking/policy";
import { typeName } from "~/booking/type-language";
import {
  packageCreditUses,
  packagePurchases,
  packageSessionTypes,
  packages,
  payments,
  sessionTypes,
} from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { inEachLanguage } from "~/lib/i18n/locale";
import { dateFormat, intlLocale } from "~/lib/intl";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { signedKey } from "~/lib/signed-key.server";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { CHECKOUT_MINUTES, CheckoutUnavailableError, openCheckout } from "./checkout.server.ts";
import type { PackageForm } from "./package-form.ts";
import { type PurchaseNames, packageName, purchaseName } from "./package-language.ts";
import { RefundRefused, requestManualRefund } from "./refunds.server.ts";
import { paymentsEnabled, stripeConfig } from "./stripe.server.ts";

const MINUTE = 60_000;

/** "26 November 2026", "26 novembre 2026": in the language being spoken, in the business's time zone. */
function formatDay(instant: Date, timeZone: string) {
  return dateFormat(intlLocale[getLocale()], { dateStyle: "long", timeZone }).format(instant);
}
const DAY = 24 * 60 * MINUTE;

export type Package = typeof packages.$inferSelect;

/**
 * A purchase's credits in use (spent, not returned), for a query over `package_purchases`. Written out
 * in full: drizzle leaves a single table's columns unqualified, which the subquery would misread.
 */
const usedCredits = sql<number>`(select count(*)::int from "package_credit_uses" u where u."purchase_id" = "package_purchases"."id" and u."returned_at" is null)`;

// ── The owner's catalogue ─────────────────────────────────────────────────────

// The form's schema is a plain module the page also runs (docs/decisions/024-forms-with-conform.md).
export { type PackageForm, PackageSchema, packageFormInput } from "./package-form.ts";

/** What the owner's package forms answer; `result` is the form's, for the page (lib/submission.ts). */
export type PackageActionData = {
  ok: boolean;
  message: string;
  fields: Record<string, string>;
  result?: SubmissionResult<string[]>;
};

/** Every package with its covered types and how many times it was bought (paid). */
export async function listPackages(db: Db) {
  const [rows, covered, sold] = await Promise.all([
    db.select().from(packages).orderBy(asc(packages.position), asc(packages.id)),
    db
      .select({
        packageId: packageSessionTypes.packageId,
        id: sessionTypes.id,
        name: sessionTypes.name,
        nameFr: sessionTypes.nameFr,
      })
      .from(packageSessionTypes)
      .innerJoin(sessionTypes, eq(sessionTypes.id, packageSessionTypes.sessionTypeId))
      .orderBy(asc(sessionTypes.position)),
    db
      .select({ packageId: packagePurchases.packageId, count: sql<number>`count(*)::int` })
      .from(packagePurchases)
      .where(eq(packagePurchases.status, "paid"))
      .groupBy(packagePurchases.packageId),
  ]);
  return rows.map((row) => ({
    ...row,
    sessionTypes: covered.filter((c) => c.packageId === row.id).map((type) => ({ id: type.id, name: typeName(type) })),
    sold: sold.find((s) => s.packageId === row.id)?.count ?? 0,
  }));
}

export async function getPackage(db: Db, id: number) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) return undefined;
  const covered = await db
    .select({ id: packageSessionTypes.sessionTypeId })
    .from(packageSessionTypes)
    .where(eq(packageSessionTypes.packageId, id));
  return { ...row, sessionTypeIds: covered.map((c) => c.id) };
}

/** Thrown when the form names a session type that does not exist (a stale or forged form). */
export class UnknownSessionTypeError extends Error {}

async function saveCovered(tx: Db, packageId: number, sessionTypeIds: number[]) {
  const ids = [...new Set(sessionTypeIds)];
  if (ids.length > 0) {
    const known = await tx.select({ id: sessionTypes.id }).from(sessionTypes).where(inArray(sessionTypes.id, ids));
    if (known.length !== ids.length) throw new UnknownSessionTypeError(m.calendar_unknown_type());
  }
  await tx.delete(packageSessionTypes).where(eq(packageSessionTypes.packageId, packageId));
  if (ids.length > 0) {
    await tx.insert(packageSessionTypes).values(ids.map((sessionTypeId) => ({ packageId, sessionTypeId })));
  }
}

function packageValues(form: PackageForm) {
  return {
    name: form.name,
    description: form.description,
    nameFr: form.nameFr,
    descriptionFr: form.descriptionFr,
    priceCents: form.price,
    sessionCount: form.sessionCount,
    validityDays: form.validityDays,
    active: form.active === "on",
  };
}

export async function createPackage(db: Db, form: PackageForm) {
  return db.transaction(async (tx) => {
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${packages.position}), 0)::int + 1` })
      .from(packages);
    const [row] = await tx
      .insert(packages)
      .values({ ...packageValues(form), position: next })
      .returning({ id: packages.id });
    await saveCovered(tx as unknown as Db, row!.id, form.sessionTypeIds);
    return row!.id;
  });
}

/**
 * Changes apply to future purchases only: a purchase keeps the name, price and number of sessions it
 * was bought with. The covered types are read live, so the owner can add a type to a package already sold.
 */
export async function updatePackage(db: Db, id: number, form: PackageForm) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(packages)
      .set(packageValues(form))
      .where(eq(packages.id, id))
      .returning({ id: packages.id });
    if (!row) return false;
    await saveCovered(tx as unknown as Db, id, form.sessionTypeIds);
    return true;
  });
}

/** A package someone bought is kept for their balance and receipts: it can only stop being offered. */
export async function deletePackage(db: Db, id: number): Promise<"deleted" | "bought" | "missing"> {
  return db.transaction(async (tx) => {
    const [bought] = await tx
      .select({ id: packagePurchases.id })
      .from(packagePurchases)
      .where(eq(packagePurchases.packageId, id))
      .limit(1);
    if (bought) return "bought";
    const deleted = await tx.delete(packages).where(eq(packages.id, id)).returning({ id: packages.id });
    return deleted.length > 0 ? "deleted" : "missing";
  });
}

// ── What a client can buy, and what they have ─────────────────────────────────

/**
 * Packages on sale: offered, priced, covering at least one session type (one statement, for the dashboard).
 * Their texts are in both languages, for `packageIn`; the covered types are named in the language being spoken.
 */
export async function packagesForSale(db: Db) {
  const rows = await db
    .select({ pkg: packages, type: { name: sessionTypes.name, nameFr: sessionTypes.nameFr } })
    .from(packages)
    .innerJoin(packageSessionTypes, eq(packageSessionTypes.packageId, packages.id))
    .innerJoin(sessionTypes, eq(sessionTypes.id, packageSessionTypes.sessionTypeId))
    .where(and(eq(packages.active, true), gt(packages.priceCents, 0)))
    .orderBy(asc(packages.position), asc(packages.id), asc(sessionTypes.position));
  const byId = new Map<number, Package & { priceCents: number; sessionTypes: string[] }>();
  for (const { pkg, type } of rows) {
    const entry = byId.get(pkg.id) ?? { ...pkg, priceCents: pkg.priceCents!, sessionTypes: [] };
    entry.sessionTypes.push(typeName(type));
    byId.set(pkg.id, entry);
  }
  return [...byId.values()];
}

export interface Balance {
  purchaseId: number;
  name: string;
  sessionCount: number;
  remaining: number;
  status: "paid" | "expired" | "confirming" | "refunded";
  /** "25 November 2027" in the business's time zone; null until paid. */
  validUntil: string | null;
  expiresAt: Date | null;
  sessionTypeIds: number[];
}

/**
 * A client's packages: paid ones with their credits left and validity, refunded ones (no credit left),
 * and those whose payment is still being confirmed (an open checkout). Abandoned purchases are not shown.
 */
export async function balancesFor(db: Db, userId: string, now: Date): Promise<Balance[]> {
  const rows = await db
    .select({
      id: packagePurchases.id,
      packageId: packagePurchases.packageId,
      name: packagePurchases.name,
      names: packagePurchases.names,
      sessionCount: packagePurchases.sessionCount,
      status: packagePurchases.status,
      expiresAt: packagePurchases.expiresAt,
      used: usedCredits,
      sessionTypeIds: sql<
        number[]
      >`array(select t."session_type_id" from "package_session_types" t where t."package_id" = "package_purchases"."package_id")`,
    })
    .from(packagePurchases)
    .where(
      and(
        eq(packagePurchases.userId, userId),
        sql`(${packagePurchases.status} in ('paid', 'refunded') or (${packagePurchases.status} = 'pending_payment' and exists (
          select 1 from ${payments} where ${payments.packagePurchaseId} = ${packagePurchases.id}
          and ${payments.status} = 'open' and ${payments.createdAt} > ${new Date(now.getTime() - CHECKOUT_MINUTES * MINUTE)})))`,
      ),
    )
    .orderBy(desc(packagePurchases.createdAt), desc(packagePurchases.id))
    .limit(50);
  if (rows.length === 0) return [];
  const timeZone = await getBusinessTimeZone(db);
  return rows.map((row) => ({
    purchaseId: row.id,
    name: purchaseName(row),
    sessionCount: row.sessionCount,
    remaining:
      row.status === "paid"
        ? Math.max(0, row.sessionCount - row.used)
        : row.status === "refunded"
          ? 0
          : row.sessionCount,
    status:
      row.status === "refunded"
        ? "refunded"
        : row.status !== "paid"
          ? "confirming"
          : row.expiresAt && row.expiresAt.getTime() > now.getTime()
            ? "paid"
            : "expired",
    validUntil: row.expiresAt ? formatDay(row.expiresAt, timeZone) : null,
    expiresAt: row.expiresAt,
    sessionTypeIds: row.sessionTypeIds.map(Number),
  }));
}

/** The credit a booking of this type would use now (the same choice as `creditFor`: the first to expire). */
export function usableCredit(balances: Balance[], sessionTypeId: number) {
  return (
    balances
      .filter((b) => b.status === "paid" && b.remaining > 0 && b.sessionTypeIds.includes(sessionTypeId))
      .sort((a, b) => a.expiresAt!.getTime() - b.expiresAt!.getTime() || a.purchaseId - b.purchaseId)[0] ?? null
  );
}

export interface CreditNote {
  /** Named through `purchaseName` where the note is read: e-mails speak their reader's language. */
  purchase: PurchaseNames;
  remaining: number;
  sessionCount: number;
  /** Whether the credit is back in the package (the booking was cancelled within the policy). */
  returned: boolean;
}

/** Whether a booking was paid with a package credit, and that package's balance now. */
export async function creditNoteFor(db: Db, bookingId: number): Promise<CreditNote | null> {
  const [row] = await db
    .select({
      name: packagePurchases.name,
      names: packagePurchases.names,
      sessionCount: packagePurchases.sessionCount,
      returnedAt: packageCreditUses.returnedAt,
      used: usedCredits,
    })
    .from(packageCreditUses)
    .innerJoin(packagePurchases, eq(packagePurchases.id, packageCreditUses.purchaseId))
    .where(eq(packageCreditUses.bookingId, bookingId));
  if (!row) return null;
  return {
    purchase: { name: row.name, names: row.names },
    sessionCount: row.sessionCount,
    remaining: Math.max(0, row.sessionCount - row.used),
    returned: row.returnedAt !== null,
  };
}

/** "3 of 4 sessions left". */
export function creditsLeftWords(note: { remaining: number; sessionCount: number }) {
  return m.booking_credits_left({
    remaining: note.remaining,
    count: note.sessionCount,
    unit: note.sessionCount === 1 ? m.booking_unit_session() : m.booking_unit_sessions(),
  });
}

/**
 * The change policy decides whether a cancelled booking's credit comes back, as it decides a deposit's
 * refund: the owner cancelling always gives it back; the client cancelling before the window too;
 * inside the window the session counts as used.
 */
export function creditComesBack(
  actor: "client" | "owner",
  startsAt: Date,
  rules: { minNoticeMinutes: number; clientChangeNoticeHours: number },
  now: Date,
) {
  return actor === "owner" || mayChangeOnline(startsAt, rules, now);
}

// ── Buying ───────────────────────────────────────────────────────────────────

export type PurchaseOutcome = { status: "checkout"; url: string } | { status: "refused"; detail: string };

/**
 * A client buys a package: a `pending_payment` purchase and a Checkout session for its price, the
 * package's terms copied so later edits do not change what was bought (its name in the buyer's language,
 * the page's). A second click while a checkout for the same package is open goes back to it rather than
 * opening another.
 */
export async function startPurchase(
  db: Db,
  user: { id: string; name: string; email: string },
  packageId: number,
  now: Date,
): Promise<PurchaseOutcome> {
  if (!paymentsEnabled()) {
    return {
      status: "refused",
      detail: m.payments_package_unavailable(),
    };
  }
  const offer = (await packagesForSale(db)).find((p) => p.id === packageId);
  if (!offer) return { status: "refused", detail: m.payments_package_not_on_sale() };
  const [open] = await db
    .select({ url: payments.checkoutUrl })
    .from(payments)
    .innerJoin(packagePurchases, eq(packagePurchases.id, payments.packagePurchaseId))
    .where(
      and(
        eq(packagePurchases.userId, user.id),
        eq(packagePurchases.packageId, packageId),
        eq(packagePurchases.status, "pending_payment"),
        eq(payments.status, "open"),
        isNotNull(payments.checkoutUrl),
        // Well before Stripe's expiry, so the page we send them back to is still open.
        gt(payments.createdAt, new Date(now.getTime() - (CHECKOUT_MINUTES - 10) * MINUTE)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (open?.url) return { status: "checkout", url: open.url };

  // The page's language (the account's, on the dashboard): the purchase's name, Stripe's page and the receipt speak it.
  const locale = getLocale();
  const [purchase] = await db
    .insert(packagePurchases)
    .values({
      packageId,
      userId: user.id,
      name: packageName(offer, locale),
      names: inEachLanguage((each) => packageName(offer, each)),
      priceCents: offer.priceCents,
      sessionCount: offer.sessionCount,
    })
    .returning({ id: packagePurchases.id });
  const baseUrl = getEnv().BASE_URL;
  try {
    const { url } = await openCheckout(db, {
      packagePurchaseId: purchase!.id,
      userId: user.id,
      name: user.name.trim() || user.email,
      email: user.email,
      descriptions: inEachLanguage((each) =>
        m.payments_package_description(
          {
            name: packageName(offer, each),
            sessions: m.payments_sessions({ count: offer.sessionCount }, { locale: each }),
          },
          { locale: each },
        ),
      ),
      amountCents: offer.priceCents,
      locale,
      successUrl: `${baseUrl}/dashboard?purchase=${purchase!.id}`,
      // The way back without paying cancels the purchase: its key, so that only this link (not any link
      // to the dashboard with a purchase's number) can.
      cancelUrl: `${baseUrl}/dashboard?purchase=${purchase!.id}&checkout=cancelled&key=${signedKey("purchase-cancel", purchase!.id)}`,
      expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * MINUTE),
    });
    return { status: "checkout", url };
  } catch (error) {
    if (!(error instanceof CheckoutUnavailableError)) throw error;
    await db.update(packagePurchases).set({ status: "cancelled" }).where(eq(packagePurchases.id, purchase!.id));
    return {
      status: "refused",
      detail: m.payments_checkout_failed(),
    };
  }
}

/**
 * The client came back from Checkout without paying: its session is expired at Stripe (so it cannot
 * be paid later by mistake) and the purchase is cancelled. When Stripe says it was paid after all,
 * nothing changes here: the webhook marks it paid.
 */
export async function abandonPurchase(db: Db, userId: string, purchaseId: number) {
  const [row] = await db
    .select({ paymentId: payments.id, sessionId: payments.checkoutSessionId })
    .from(packagePurchases)
    .innerJoin(payments, eq(payments.packagePurchaseId, packagePurchases.id))
    .where(
      and(
        eq(packagePurchases.id, purchaseId),
        eq(packagePurchases.userId, userId),
        eq(packagePurchases.status, "pending_payment"),
        eq(payments.status, "open"),
      ),
    )
    .limit(1);
  const stripe = await stripeConfig();
  if (!row || !stripe) return;
  if (row.sessionId) {
    try {
      const session = await stripe.client.checkout.sessions.expire(row.sessionId);
      if (session.status !== "expired") return;
    } catch {
      // Already completed (or Stripe unreachable): leave it to the webhook and the checkout's own expiry.
      return;
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: "expired" })
      .where(and(eq(payments.id, row.paymentId), eq(payments.status, "open")));
    await tx
      .update(packagePurchases)
      .set({ status: "cancelled" })
      .where(and(eq(packagePurchases.id, purchaseId), eq(packagePurchases.status, "pending_payment")));
  });
}

/** What the dashboard says on the way back from Checkout about one of the client's purchases. */
export async function purchaseReturnMessage(db: Db, userId: string, purchaseId: number) {
  const [row] = await db
    .select({ status: packagePurchases.status, name: packagePurchases.name, names: packagePurchases.names })
    .from(packagePurchases)
    .where(and(eq(packagePurchases.id, purchaseId), eq(packagePurchases.userId, userId)));
  if (!row) return null;
  const name = purchaseName(row);
  switch (row.status) {
    case "paid":
      return { ok: true, text: m.payments_package_bought({ package: name }) };
    case "pending_payment":
      return {
        ok: true,
        text: m.payments_package_confirming_payment({ package: name }),
      };
    case "cancelled":
      return { ok: false, text: m.payments_package_not_paid({ package: name }) };
    case "refunded":
      return { ok: false, text: m.payments_package_was_refunded({ package: name }) };
  }
}

/**
 * For the owner's client page: every package the client bought, with its balance and state, and what
 * can still be refunded on it (a paid one only: refunding ends it).
 */
export async function purchasesOfClient(db: Db, userId: string, now: Date) {
  const rows = await db
    .select({
      id: packagePurchases.id,
      name: packagePurchases.name,
      names: packagePurchases.names,
      sessionCount: packagePurchases.sessionCount,
      status: packagePurchases.status,
      paidAt: packagePurchases.paidAt,
      expiresAt: packagePurchases.expiresAt,
      used: usedCredits,
      paidCents: sql<number>`(select coalesce(sum(p."amount_cents"), 0)::int from "payments" p where p."package_purchase_id" = "package_purchases"."id" and p."status" = 'paid')`,
    })
    .from(packagePurchases)
    .where(and(eq(packagePurchases.userId, userId), inArray(packagePurchases.status, ["paid", "refunded"])))
    .orderBy(desc(packagePurchases.createdAt))
    .limit(50);
  const timeZone = await getBusinessTimeZone(db);
  return rows.map((row) => {
    const refunded = row.status === "refunded";
    const expired = !row.expiresAt || row.expiresAt.getTime() <= now.getTime();
    return {
      id: row.id,
      name: purchaseName(row),
      // A refunded package keeps no credit, whatever was left on it.
      remaining: refunded ? 0 : Math.max(0, row.sessionCount - row.used),
      sessionCount: row.sessionCount,
      state: refunded
        ? m.payments_purchase_refunded()
        : expired
          ? m.payments_purchase_expired_on({ date: formatDay(row.expiresAt ?? now, timeZone) })
          : m.payments_purchase_valid_until({ date: formatDay(row.expiresAt!, timeZone) }),
      paidOn: row.paidAt ? formatDay(row.paidAt, timeZone) : null,
      refundableCents: refunded ? 0 : row.paidCents,
    };
  });
}

/**
 * The owner refunds a client's package (their client page): the purchase's paid payment, up to what
 * was paid. `requestManualRefund` marks the purchase refunded in the refund's own transaction.
 */
export async function refundPackagePurchase(
  db: Db,
  input: { userId: string; purchaseId: number; amountCents: number; requestKey: string },
  now: Date,
) {
  // Ownership in the query: a purchase of this client's, never one named by a forged form.
  const theirs = db
    .select({ id: packagePurchases.id })
    .from(packagePurchases)
    .where(and(eq(packagePurchases.id, input.purchaseId), eq(packagePurchases.userId, input.userId)));
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.packagePurchaseId, theirs), eq(payments.status, "paid")))
    .limit(1);
  if (!payment) throw new RefundRefused(m.payments_refund_no_payment());
  return requestManualRefund(
    db,
    { paymentId: payment.id, amountCents: input.amountCents, requestKey: input.requestKey },
    now,
  );
}

/** Unused, unexpired credits, for tests and the owner's checks: the sum over paid purchases. */
export async function creditsLeft(db: Db, userId: string, sessionTypeId: number, now: Date) {
  const [row] = await db
    .select({
      left: sql<number>`coalesce(sum(${packagePurchases.sessionCount} - ${usedCredits}), 0)::int`,
    })
    .from(packagePurchases)
    .innerJoin(packageSessionTypes, eq(packageSessionTypes.packageId, packagePurchases.packageId))
    .where(
      and(
        eq(packagePurchases.userId, userId),
        eq(packagePurchases.status, "paid"),
        gt(packagePurchases.expiresAt, now),
        eq(packageSessionTypes.sessionTypeId, sessionTypeId),
      ),
    );
  return row?.left ?? 0;
}

/** A purchase's validity once paid (the webhook sets it: paidAt + the package's validity). */
export function validUntil(paidAt: Date, validityDays: number) {
  return new Date(paidAt.getTime() + validityDays * DAY);
}
