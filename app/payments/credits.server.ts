/**
 * Package credits (issue 29): a paid, unexpired package covering a session type pays for one
 * booking of it. Call inside the booking's transaction: the purchase row is locked, so two
 * bookings can never spend the same last credit.
 */
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { packageCreditUses, packagePurchases, packageSessionTypes } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";

/** Credits left on a purchase: its sessions less the uses not returned. */
export function remainingCredits(purchase: { id: number; sessionCount: number }) {
  return sql<number>`${purchase.sessionCount} - (select count(*)::int from ${packageCreditUses} where ${packageCreditUses.purchaseId} = ${purchase.id} and ${packageCreditUses.returnedAt} is null)`;
}

/** The purchase whose credit pays for a booking of this type: the one that expires first. */
export async function creditFor(tx: Db, userId: string, sessionTypeId: number, now: Date) {
  const candidates = await tx
    .select({ id: packagePurchases.id, sessionCount: packagePurchases.sessionCount })
    .from(packagePurchases)
    .innerJoin(packageSessionTypes, eq(packageSessionTypes.packageId, packagePurchases.packageId))
    .where(
      and(
        eq(packagePurchases.userId, userId),
        eq(packagePurchases.status, "paid"),
        gt(packagePurchases.expiresAt, now),
        eq(packageSessionTypes.sessionTypeId, sessionTypeId),
      ),
    )
    .orderBy(asc(packagePurchases.expiresAt), asc(packagePurchases.id))
    .for("update", { of: packagePurchases });
  for (const purchase of candidates) {
    const [used] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(packageCreditUses)
      .where(and(eq(packageCreditUses.purchaseId, purchase.id), isNull(packageCreditUses.returnedAt)));
    if ((used?.count ?? 0) < purchase.sessionCount) return { purchaseId: purchase.id };
  }
  return null;
}

export async function spendCredit(tx: Db, purchaseId: number, bookingId: number) {
  await tx.insert(packageCreditUses).values({ purchaseId, bookingId });
}

/** Cancelled within the policy (or by the owner): the credit is back. Returns whether one was. */
export async function returnCredit(tx: Db, bookingId: number, now: Date) {
  const returned = await tx
    .update(packageCreditUses)
    .set({ returnedAt: now })
    .where(and(eq(packageCreditUses.bookingId, bookingId), isNull(packageCreditUses.returnedAt)))
    .returning({ id: packageCreditUses.id });
  return returned.length > 0;
}

/**
 * The purchase's payment is being refunded: it stops being a paid package, so none of its remaining
 * credits can be spent (`creditFor` reads only paid ones, under the same row lock) and balances show
 * none left. Sessions already booked with it stay booked. Call in the refund's transaction.
 */
export async function endRefundedPurchase(tx: Db, purchaseId: number) {
  const ended = await tx
    .update(packagePurchases)
    .set({ status: "refunded" })
    .where(and(eq(packagePurchases.id, purchaseId), eq(packagePurchases.status, "paid")))
    .returning({ id: packagePurchases.id });
  return ended.length > 0;
}
