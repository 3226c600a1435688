/**
 * The owner's refund controls: on the booking page (cancel at the client's request under the policy,
 * refund by hand once per form, Retry), and a refund that could not be sent on Today with its Retry.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../tests/support/accounts.ts";
import { insertBooking, insertPackagePurchase, insertPaidBooking } from "../../../../tests/support/payments.ts";
import { args, get, postForm } from "../../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../../tests/support/test-database.ts";
import { packageCreditUses, refunds, sessionTypes } from "../../../lib/db/schema.ts";
import { inLocale } from "../../../lib/i18n/request-locale.server.ts";
import { ownerBadges } from "../../../owner/today.server.ts";
import { receiptNumber } from "../../../payments/receipt-pdf.server.tsx";
import { issueReceipt } from "../../../payments/receipts.server.ts";
import { action as dashboardAction, loader as dashboardLoader } from "../../dashboard/dashboard.tsx";
import { action as bookingAction, loader as bookingLoader } from "./booking.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let typeId: number;
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
  admin = await signedInUser("admin");
  const [type] = await database.db
    .insert(sessionTypes)
    .values({
      slug: "refund-page",
      name: "Signature Portrait",
      durationMinutes: 60,
      priceCents: 15000,
      depositCents: 5000,
    })
    .returning();
  typeId = type!.id;
});
afterAll(() => database.destroy());

async function paidBooking(hoursAhead: number) {
  return insertPaidBooking(database.db, {
    sessionTypeId: typeId,
    startsAt: new Date(Date.now() + hoursAhead * HOUR),
    paidAt: new Date(),
  });
}

const page = (id: number) => bookingLoader(args(get(`/admin/booking/${id}`, admin.cookie), { id: String(id) }));
const act = (id: number, fields: Record<string, string>) =>
  bookingAction(args(postForm(`/admin/booking/${id}`, fields, admin.cookie), { id: String(id) }));

describe("the booking page's refunds", () => {
  it("cancels at the client's request inside the window and keeps the deposit", async () => {
    const { booking, payment } = await paidBooking(24);
    expect((await page(booking.id)).money).toMatchObject({ paid: "€50", refundable: "€50", refunds: [] });
    const outcome = await act(booking.id, { intent: "cancel-for-client" });
    expect(outcome).toMatchObject({
      ok: true,
      message:
        "Cancelled. The client was e-mailed. Cancelled less than 48 hours before the session: the €50 paid is kept.",
    });
    expect(await database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
  });

  it("refunds by hand once per form, within what is left, and says why it refuses", async () => {
    const { booking, payment } = await paidBooking(100);
    const { refundKey } = await page(booking.id);
    const tooMuch = await act(booking.id, {
      intent: "refund",
      paymentId: String(payment.id),
      amount: "60",
      key: refundKey,
    });
    expect(tooMuch).toMatchObject({ data: { ok: false }, init: { status: 409 } });
    expect((tooMuch as { data: { message: string } }).data.message).toContain("the €50 left to refund");
    const unreadable = await act(booking.id, {
      intent: "refund",
      paymentId: String(payment.id),
      amount: "abc",
      key: refundKey,
    });
    expect(unreadable).toMatchObject({ init: { status: 400 } });
    const first = await act(booking.id, {
      intent: "refund",
      paymentId: String(payment.id),
      amount: "20,50",
      key: refundKey,
    });
    expect(first).toEqual({ ok: true, message: "Refund of €20.50 on its way to Ada Lovelace." });
    const twice = await act(booking.id, {
      intent: "refund",
      paymentId: String(payment.id),
      amount: "20,50",
      key: refundKey,
    });
    expect(twice).toEqual(first);
    const rows = await database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((r) => [r.amountCents, r.reason, r.status])).toEqual([[2050, "manual", "pending"]]);
    const after = await page(booking.id);
    expect(after.money.refundable).toBe("€29.50");
    expect(after.money.refunds).toMatchObject([
      { amount: "€20.50", statusText: "Being sent", reason: "refunded by hand" },
    ]);
    expect(after.refundKey).not.toBe(refundKey);
    // Another booking's payment cannot be refunded from this page.
    const other = await paidBooking(130);
    const foreign = await act(booking.id, {
      intent: "refund",
      paymentId: String(other.payment.id),
      amount: "5",
      key: randomUUID(),
    });
    expect(foreign).toMatchObject({ init: { status: 404 } });
  });
});

describe("how the booking was paid", () => {
  const paidAt = new Date("2026-03-02T09:00:00Z");

  it("names the deposit with its receipt, then the refund with its own", async () => {
    const { booking, payment } = await insertPaidBooking(database.db, {
      sessionTypeId: typeId,
      startsAt: new Date(Date.now() + 200 * HOUR),
      paidAt,
    });
    const receipt = await issueReceipt(database.db, { kind: "payment", paymentId: payment.id, amountCents: 5000 });
    const paid = {
      text: "Deposit paid: €50 on 2 Mar 2026",
      receipt: { number: receiptNumber(receipt.number), href: `/receipts/${receipt.id}/pdf` },
    };
    expect((await page(booking.id)).paidWith).toEqual([paid]);
    const [refund] = await database.db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountCents: 2000,
        reason: "manual",
        idempotencyKey: `test-${randomUUID()}`,
      })
      .returning();
    expect((await page(booking.id)).paidWith).toEqual([paid, { text: "Refund of €20 being sent", receipt: null }]);
    await database.db
      .update(refunds)
      .set({ status: "succeeded", succeededAt: new Date("2026-03-04T10:00:00Z") })
      .where(eq(refunds.id, refund!.id));
    const refundReceipt = await issueReceipt(database.db, {
      kind: "refund",
      paymentId: payment.id,
      refundId: refund!.id,
      amountCents: 2000,
    });
    expect((await page(booking.id)).paidWith).toEqual([
      paid,
      {
        text: "Refunded: €20 on 4 Mar 2026",
        receipt: { number: receiptNumber(refundReceipt.number), href: `/receipts/${refundReceipt.id}/pdf` },
      },
    ]);
  });

  it("names the package whose credit paid for it, and says when nothing was paid", async () => {
    const booking = await insertBooking(database.db, {
      sessionTypeId: typeId,
      startsAt: new Date(Date.now() + 220 * HOUR),
    });
    expect((await page(booking.id)).paidWith).toEqual([{ text: "Nothing paid online", receipt: null }]);
    const { purchase } = await insertPackagePurchase(database.db, {
      name: "Three portraits (2026)",
      priceCents: 36000,
      sessionCount: 3,
      validityDays: 365,
      userId: admin.id,
      paidAt,
    });
    await database.db.insert(packageCreditUses).values({ purchaseId: purchase.id, bookingId: booking.id });
    expect((await page(booking.id)).paidWith).toEqual([
      { text: "Paid with a package credit (Three portraits (2026))", receipt: null },
    ]);
  });
});

/**
 * A €50 refund the sender gave up on, as Today lists it. Its reason as the sender keeps it (JSON), or a
 * sentence as rows written before that kept it.
 */
async function failedRefund(paymentId: number, lastError = "Emulated failure") {
  const [row] = await database.db
    .insert(refunds)
    .values({
      paymentId,
      amountCents: 5000,
      reason: "owner_cancelled",
      status: "failed",
      attempts: 6,
      lastError,
      idempotencyKey: `test-${randomUUID()}`,
    })
    .returning();
  return row!;
}

describe("a refund that could not be sent", () => {
  it("is on Today, counted in the navigation badge, and Retry puts it back in the queue", async () => {
    const { booking, payment } = await paidBooking(160);
    const failed = await failedRefund(payment.id);
    const before = (await ownerBadges(database.db)).attention;
    const today = await dashboardLoader(args(get("/dashboard", admin.cookie)));
    const section = (today as { today: { sections: { id: string; items: unknown[] }[] } }).today.sections.find(
      (s) => s.id === "failed-refunds",
    );
    expect(section?.items).toEqual([
      expect.objectContaining({
        title: "€50 to Ada Lovelace · Deposit: Signature Portrait",
        href: `/admin/booking/${booking.id}`,
        quickAction: { intent: "retry-refund", id: String(failed.id), label: "Retry the refund" },
      }),
    ]);
    expect((section!.items[0] as { detail: string }).detail).toContain("Emulated failure");
    // The other way out, for an owner who would rather refund on Stripe (the site then settles this one).
    expect((section!.items[0] as { detail: string }).detail).toContain(
      "Or refund it from Stripe's dashboard: the site will record it and take it off this list.",
    );
    const retried = await dashboardAction(
      args(postForm("/dashboard", { intent: "retry-refund", id: String(failed.id) }, admin.cookie)),
    );
    expect(retried).toMatchObject({ data: { ok: true }, init: { status: 200 } });
    const [row] = await database.db.select().from(refunds).where(eq(refunds.id, failed.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    expect((await ownerBadges(database.db)).attention).toBe(before - 1);
    const again = await dashboardAction(
      args(postForm("/dashboard", { intent: "retry-refund", id: String(failed.id) }, admin.cookie)),
    );
    expect(again).toMatchObject({ data: { ok: false }, init: { status: 404 } });
  });

  it("says what was paid for, and why it was not sent, in the owner's language", async () => {
    const { payment } = await insertPaidBooking(database.db, {
      sessionTypeId: typeId,
      startsAt: new Date(Date.now() + 170 * HOUR),
      paidAt: new Date(),
      // Booked in English: the payment keeps both.
      descriptions: { en: "Deposit: Signature Portrait", fr: "Acompte\u00a0: Signature Portrait" },
    });
    await failedRefund(
      payment.id,
      JSON.stringify({ code: "refused", stripeCode: "balance_insufficient", message: "Insufficient funds." }),
    );
    const items = async () => {
      const today = (await dashboardLoader(args(get("/dashboard", admin.cookie)))) as {
        today: { sections: { id: string; items: { title: string; detail: string }[] }[] };
      };
      return today.today.sections.find((s) => s.id === "failed-refunds")!.items;
    };
    const french = (await inLocale("fr", items)).find((item) => item.title.includes("Acompte"));
    expect(french?.title).toBe("50,00\u00a0€ à Ada Lovelace · Acompte\u00a0: Signature Portrait");
    // Why, in the owner's words and language too (Stripe said it in English).
    expect(french?.detail).toContain("Votre solde Stripe est insuffisant pour l’envoyer.");
    expect(french?.detail).not.toContain("Insufficient funds");
    const english = (await items()).find((item) => item.detail.includes("Stripe balance"));
    expect(english?.title).toBe("€50 to Ada Lovelace · Deposit: Signature Portrait");
  });
});
