/**
 * Refunds against the local Stripe emulator: decided by the policy on cancellation, sent with their
 * idempotency key, retried with back-off after a failure, given up (then retried by hand), never sent
 * twice by two senders, and each success gets a numbered refund receipt mailed with its PDF. Sending
 * and mailing are kinds of the one job runner: every change that writes a refund or a receipt queues
 * a run in its own transaction, and two instances' runners send each refund once.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPaidBooking, paidIntent } from "../../tests/support/payments.ts";
import {
  EMULATOR_SECRET_KEY,
  EMULATOR_WEBHOOK_SECRET,
  type StripeEmulator,
  startStripeEmulator,
} from "../../tests/support/stripe-emulator.ts";
import { openSecondInstance, type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { BACKGROUND_JOBS } from "../background-jobs.server.ts";
import { cancelBooking } from "../booking/booking.server.ts";
import { emailOutbox, jobs, receipts, refunds, sessionTypes } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { resetEnvForTests } from "../lib/env.server.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { startJobRunner } from "../lib/jobs/runner.server.ts";
import { mailDueReceipts, receiptMailJob } from "./receipts.server.ts";
import {
  MAX_REFUND_ATTEMPTS,
  RefundRefused,
  refundFailureText,
  refundJob,
  refundRetrySeconds,
  requestManualRefund,
  retryRefund,
  sendDueRefunds,
} from "./refunds.server.ts";
import { stripeConfig } from "./stripe.server.ts";

let database: TestDatabase;
/** A second instance: another pool on the same PostgreSQL database, or the same PGlite. */
let other: { db: Db; close(): Promise<void> };
let emulator: StripeEmulator;
let typeId: number;

beforeAll(async () => {
  emulator = await startStripeEmulator();
  database = await useFreshAppDatabase({
    OWNER_EMAIL: "owner@example.com",
    STRIPE_SECRET_KEY: EMULATOR_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: EMULATOR_WEBHOOK_SECRET,
    STRIPE_API_BASE: emulator.url,
  });
  other = await openSecondInstance(database);
  const [type] = await database.db
    .insert(sessionTypes)
    .values({
      slug: "deposit-test",
      name: "Signature Portrait",
      durationMinutes: 60,
      priceCents: 15000,
      depositCents: 5000,
      clientChangeNoticeHours: 48,
    })
    .returning();
  typeId = type!.id;
});
afterAll(async () => {
  await other?.close();
  await database.destroy();
  await emulator.close();
});
beforeEach(async () => {
  emulator.failNextRefunds(0);
  emulator.refundRequests.length = 0;
  await database.db.delete(emailOutbox);
});

const HOUR = 3_600_000;
const now = new Date("2026-03-02T09:00:00Z");

/** A confirmed booking `hoursAhead` from `now` with a deposit paid on the emulator, as the webhook leaves it. */
async function paidBooking(hoursAhead: number, amountCents = 5000) {
  return insertPaidBooking(database.db, {
    sessionTypeId: typeId,
    startsAt: new Date(now.getTime() + hoursAhead * HOUR),
    paidAt: now,
    amountCents,
    paymentIntentId: await paidIntent(emulator, amountCents),
  });
}

async function refundRows(paymentId: number) {
  return database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
}

async function outbox() {
  return database.db.select().from(emailOutbox);
}

/** Runs of a job kind waiting to be claimed. */
async function queuedRuns(kind: { kind: string }) {
  return database.db.$count(jobs, and(eq(jobs.kind, kind.kind), eq(jobs.status, "pending")));
}

/** One instance's runner with the payments' kinds, ticked by hand. */
function paymentsRunner(db: Db, owner: string) {
  return startJobRunner(db, [refundJob, receiptMailJob], { start: false, owner });
}

describe("refunds decided on cancellation", () => {
  it("refunds a client who cancels before the window, sends it once and mails a refund receipt", async () => {
    const { booking, payment } = await paidBooking(72);
    const outcome = await cancelBooking(database.db, booking.id, "client", now);
    expect(outcome.status).toBe("done");
    const [row] = await refundRows(payment.id);
    expect(row).toMatchObject({ amountCents: 5000, reason: "client_cancelled", status: "pending" });
    const mails = await outbox();
    const toClient = mails.find((m) => m.to === "ada@example.com")!;
    expect(toClient.text).toContain(
      "Cancelled at least 48 hours before the session: the €50 paid is refunded in full.",
    );
    expect(mails.find((m) => m.to === "owner@example.com")!.text).toContain("€50 paid is refunded in full");

    // The server's runner has both kinds; the cancellation queued a run of the sender with its refund.
    expect(BACKGROUND_JOBS).toEqual(expect.arrayContaining([refundJob, receiptMailJob]));
    expect(await queuedRuns(refundJob)).toBe(1);
    const runner = paymentsRunner(database.db, "instance-a");
    await runner.tick();
    const [sent] = await refundRows(payment.id);
    expect(sent).toMatchObject({ status: "succeeded", attempts: 1, lastError: null });
    const onStripe = emulator.refunds.filter((r) => r.payment_intent === payment.paymentIntentId);
    expect(onStripe).toHaveLength(1);
    expect(onStripe[0]).toMatchObject({ id: sent!.stripeRefundId, amount: 5000 });
    expect(emulator.refundRequests.map((r) => r.idempotencyKey)).toEqual([sent!.idempotencyKey]);

    // A second round finds nothing to send.
    expect(await sendDueRefunds(database.db, new Date(now.getTime() + HOUR))).toBe(0);

    const [receipt] = await database.db.select().from(receipts).where(eq(receipts.refundId, sent!.id));
    expect(receipt).toMatchObject({ kind: "refund", amountCents: 5000 });
    expect(receipt!.details.lines[0]).toEqual({ label: "Refund: Deposit: Signature Portrait", amountCents: -5000 });
    // Issuing the receipt queued a run of the mailer (this tick's scheduled run may have mailed it already).
    await runner.tick();
    const [mailed] = await database.db.select().from(receipts).where(eq(receipts.refundId, sent!.id));
    expect(mailed!.emailedAt).not.toBeNull();
    const [mail] = (await outbox()).filter((m) => m.subject.startsWith("Refund sent: €50"));
    expect(mail!.to).toBe("ada@example.com");
    const pdf = Buffer.from(mail!.attachments![0]!.contentBase64, "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(mail!.attachments![0]!.filename).toMatch(/^refund-receipt-\d{6}\.pdf$/);
    // Mailed once: the next round has nothing left.
    expect(await mailDueReceipts(database.db)).toBe(0);
  });

  it("keeps the deposit when the client's cancellation comes inside the window", async () => {
    const { booking, payment } = await paidBooking(24);
    // The client cannot cancel online this late; the owner cancels at their request.
    expect((await cancelBooking(database.db, booking.id, "client", now)).status).toBe("refused");
    const outcome = await cancelBooking(database.db, booking.id, "owner", now, undefined, "client");
    expect(outcome.status === "done" && outcome.refund?.refundCents).toBe(0);
    expect(await refundRows(payment.id)).toEqual([]);
    const toClient = (await outbox()).find((m) => m.to === "ada@example.com")!;
    expect(toClient.text).toContain("Cancelled less than 48 hours before the session: the €50 paid is kept.");
    expect(await sendDueRefunds(database.db, now)).toBe(0);
  });

  it("always refunds when the owner cancels, even an hour before", async () => {
    const { booking, payment } = await paidBooking(1, 15000);
    await cancelBooking(database.db, booking.id, "owner", now);
    const [row] = await refundRows(payment.id);
    expect(row).toMatchObject({ amountCents: 15000, reason: "owner_cancelled" });
    await sendDueRefunds(database.db, now);
    expect(emulator.refunds.filter((r) => r.payment_intent === payment.paymentIntentId)[0]?.amount).toBe(15000);
  });
});

describe("why a refund was not sent, as Today and the booking's page say it", () => {
  const refused = (stripeCode: string | null, message: string) =>
    JSON.stringify({ code: "refused", stripeCode, message });

  it("is worded in the reader's language, with Stripe's own words only where nothing better is known", () => {
    const cases: [string, string, string][] = [
      [
        '{"code":"unreachable"}',
        "Stripe could not be reached, or answered with an error.",
        "Stripe n’a pas pu être joint, ou a répondu par une erreur.",
      ],
      [
        '{"code":"not-configured"}',
        "Online payment is not set up on the site any more (Stripe's keys are missing), so it could not be sent.",
        "Le paiement en ligne n’est plus configuré sur le site (clés Stripe absentes)\u00a0: le remboursement n’a pas pu être envoyé.",
      ],
      [
        refused("balance_insufficient", "Insufficient funds in Stripe account."),
        "Your Stripe balance is too low to send it. Add funds on Stripe, or wait for new payments, then retry.",
        "Votre solde Stripe est insuffisant pour l’envoyer. Approvisionnez-le sur Stripe ou attendez de nouveaux paiements, puis relancez.",
      ],
      [
        refused(null, "Emulated refusal"),
        "Stripe refused it: “Emulated refusal”",
        "Stripe l’a refusé\u00a0: «\u00a0Emulated refusal\u00a0»",
      ],
      // A code that names something every object has is still an unknown refusal.
      [
        refused("constructor", "Emulated refusal"),
        "Stripe refused it: “Emulated refusal”",
        "Stripe l’a refusé\u00a0: «\u00a0Emulated refusal\u00a0»",
      ],
      // A row written before reasons were kept as data.
      ["Emulated failure", "Emulated failure", "Emulated failure"],
    ];
    for (const [stored, english, french] of cases) {
      expect(refundFailureText(stored)).toBe(english);
      expect(inLocale("fr", () => refundFailureText(stored))).toBe(french);
    }
  });
});

describe("the refund sender", () => {
  it("keeps a refund waiting while Stripe's keys are missing, and says why", async () => {
    const { booking, payment } = await paidBooking(72);
    await cancelBooking(database.db, booking.id, "owner", now);
    const saved = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvForTests();
    try {
      await sendDueRefunds(database.db, now);
    } finally {
      process.env.STRIPE_SECRET_KEY = saved;
      resetEnvForTests();
    }
    const [row] = await refundRows(payment.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: '{"code":"not-configured"}' });
    // Sent once the keys are back.
    await sendDueRefunds(database.db, new Date(now.getTime() + 61_000));
    expect((await refundRows(payment.id))[0]).toMatchObject({ status: "succeeded", lastError: null });
  });

  it("retries a failure with back-off, then succeeds with the same idempotency key", async () => {
    const { booking, payment } = await paidBooking(72);
    await cancelBooking(database.db, booking.id, "owner", now);
    // The SDK retries once itself: both answers fail.
    emulator.failNextRefunds(2);
    expect(await sendDueRefunds(database.db, now)).toBe(1);
    let [row] = await refundRows(payment.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: '{"code":"unreachable"}' });
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + refundRetrySeconds(1) * 1000);
    // Not due before its time.
    expect(await sendDueRefunds(database.db, new Date(now.getTime() + 30_000))).toBe(0);
    expect(await sendDueRefunds(database.db, new Date(now.getTime() + 61_000))).toBe(1);
    [row] = await refundRows(payment.id);
    expect(row).toMatchObject({ status: "succeeded", attempts: 2, lastError: null });
    expect(new Set(emulator.refundRequests.map((r) => r.idempotencyKey))).toEqual(new Set([row!.idempotencyKey]));
    expect(emulator.refunds.filter((r) => r.payment_intent === payment.paymentIntentId)).toHaveLength(1);
  });

  it("makes no second refund when a sender died after Stripe accepted (its lease ran out)", async () => {
    const { booking, payment } = await paidBooking(72);
    await cancelBooking(database.db, booking.id, "owner", now);
    const [row] = await refundRows(payment.id);
    // The first sender reached Stripe, then died before writing it down.
    await (await stripeConfig())!.client.refunds.create(
      { payment_intent: payment.paymentIntentId!, amount: 5000 },
      { idempotencyKey: row!.idempotencyKey },
    );
    await sendDueRefunds(database.db, now);
    const [after] = await refundRows(payment.id);
    expect(after!.status).toBe("succeeded");
    const onStripe = emulator.refunds.filter((r) => r.payment_intent === payment.paymentIntentId);
    expect(onStripe).toHaveLength(1);
    expect(after!.stripeRefundId).toBe(onStripe[0]!.id);
  });

  it("gives up after the last attempt (then the owner's Retry sends it)", async () => {
    const { booking, payment } = await paidBooking(72);
    await cancelBooking(database.db, booking.id, "owner", now);
    emulator.failNextRefunds(1000);
    let at = now;
    for (let attempt = 1; attempt <= MAX_REFUND_ATTEMPTS; attempt++) {
      expect(await sendDueRefunds(database.db, at)).toBe(1);
      at = new Date(at.getTime() + refundRetrySeconds(attempt) * 1000);
    }
    const [failed] = await refundRows(payment.id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_REFUND_ATTEMPTS });
    expect(await sendDueRefunds(database.db, new Date(at.getTime() + 10 * HOUR))).toBe(0);

    emulator.failNextRefunds(0);
    const queued = await queuedRuns(refundJob);
    expect(await retryRefund(database.db, failed!.id, at)).toBe(true);
    expect(await retryRefund(database.db, failed!.id, at)).toBe(false);
    // The Retry queued one run of the sender, which the runner takes at once.
    expect(await queuedRuns(refundJob)).toBe(queued + 1);
    await paymentsRunner(database.db, "instance-a").tick();
    const [done] = await refundRows(payment.id);
    expect(done!.status).toBe("succeeded");
    expect(emulator.refunds.filter((r) => r.payment_intent === payment.paymentIntentId)).toHaveLength(1);
  });

  it("sends a due refund that no run was queued for at the next scheduled round", async () => {
    const { payment } = await paidBooking(72, 2500);
    await database.db.insert(refunds).values({
      paymentId: payment.id,
      amountCents: 2500,
      reason: "manual",
      idempotencyKey: `test-${randomUUID()}`,
      nextAttemptAt: now,
    });
    // Nothing queued, no run of this period yet: only the schedule can send it.
    await database.db.delete(jobs).where(eq(jobs.kind, refundJob.kind));
    await paymentsRunner(database.db, "instance-a").tick();
    expect((await refundRows(payment.id))[0]).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(await database.db.select({ key: jobs.dedupeKey }).from(jobs).where(eq(jobs.kind, refundJob.kind))).toEqual([
      { key: `every-${Math.floor(Date.now() / (refundJob.everySeconds! * 1000))}` },
    ]);
  });

  it("marks a refund Stripe refuses outright as failed at once", async () => {
    const { payment } = await paidBooking(72, 3000);
    await database.db.insert(refunds).values({
      paymentId: payment.id,
      amountCents: 3000,
      reason: "manual",
      idempotencyKey: `test-${randomUUID()}`,
      nextAttemptAt: now,
    });
    // €20 refunded already on Stripe's side (e.g. from its dashboard): €10 left, less than this refund.
    await (await stripeConfig())!.client.refunds.create({ payment_intent: payment.paymentIntentId!, amount: 2000 });
    await sendDueRefunds(database.db, now);
    const rows = await refundRows(payment.id);
    expect(rows[0]).toMatchObject({ status: "failed", attempts: 1 });
    expect(JSON.parse(rows[0]!.lastError!)).toMatchObject({
      code: "refused",
      stripeCode: "amount_too_large",
      message: expect.stringMatching(/greater than unrefunded/),
    });
    // Said in the owner's words, in the owner's language.
    expect(refundFailureText(rows[0]!.lastError!)).toBe(
      "Stripe says the amount is more than what is left to refund on this payment.",
    );
    expect(inLocale("fr", () => refundFailureText(rows[0]!.lastError!))).toBe(
      "Selon Stripe, le montant dépasse ce qui reste à rembourser sur ce paiement.",
    );
    // Stripe's total, read after the refusal, records the €20 made there.
    expect(rows.slice(1)).toMatchObject([{ reason: "stripe", status: "succeeded", amountCents: 2000 }]);
  });

  it("settles a refund Stripe refuses because the money went back on its dashboard while it waited", async () => {
    const { payment } = await paidBooking(72, 3000);
    const [row] = await database.db
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountCents: 3000,
        reason: "manual",
        idempotencyKey: `test-${randomUUID()}`,
        nextAttemptAt: now,
      })
      .returning();
    // The whole payment refunded on the dashboard while ours was pending (its charge.refunded counted ours).
    await (await stripeConfig())!.client.refunds.create({ payment_intent: payment.paymentIntentId! });
    await sendDueRefunds(database.db, now);
    expect(await refundRows(payment.id)).toMatchObject([
      { id: row!.id, status: "succeeded", lastError: null, succeededAt: expect.any(Date) },
    ]);
    expect(await database.db.select().from(receipts).where(eq(receipts.refundId, row!.id))).toMatchObject([
      { kind: "refund", amountCents: 3000 },
    ]);
  });

  it("never sends one refund twice when two senders run at once", async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await paidBooking(72 + i * 3, 1000 + i));
    for (const { booking } of made) await cancelBooking(database.db, booking.id, "owner", now);
    emulator.refundRequests.length = 0;
    const counts = await Promise.all([
      sendDueRefunds(database.db, now),
      sendDueRefunds(database.db, now),
      sendDueRefunds(database.db, now),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    const keys = emulator.refundRequests.map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    for (const { payment } of made) expect((await refundRows(payment.id))[0]!.status).toBe("succeeded");
  });

  it("sends each refund once when two instances' runners take the queued runs at the same time", async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await paidBooking(90 + i * 3, 2000 + i));
    for (const { booking } of made) await cancelBooking(database.db, booking.id, "owner", now);
    emulator.refundRequests.length = 0;
    const a = paymentsRunner(database.db, "instance-a");
    const b = paymentsRunner(other.db, "instance-b");
    await Promise.all([a.tick(), b.tick()]);
    // Each instance took a run of the sender (one at a time per process) and both ran together.
    const runs = await database.db
      .select({ by: jobs.lockedBy })
      .from(jobs)
      .where(and(eq(jobs.kind, refundJob.kind), eq(jobs.status, "done")));
    expect(new Set(runs.map((run) => run.by))).toEqual(new Set(["instance-a", "instance-b"]));
    const keys = emulator.refundRequests.map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    for (const { payment } of made) expect((await refundRows(payment.id))[0]!.status).toBe("succeeded");
  });
});

describe("the owner's manual refund", () => {
  it("refunds up to what is left, once per form", async () => {
    const { payment } = await paidBooking(100, 8000);
    const key = randomUUID();
    const queued = await queuedRuns(refundJob);
    await expect(
      requestManualRefund(database.db, { paymentId: payment.id, amountCents: 9000, requestKey: key }, now),
    ).rejects.toThrow(RefundRefused);
    await expect(
      requestManualRefund(database.db, { paymentId: payment.id, amountCents: 0, requestKey: key }, now),
    ).rejects.toThrow("Enter an amount between €0.01 and the €80 left to refund.");
    await expect(
      inLocale("fr", () =>
        requestManualRefund(database.db, { paymentId: payment.id, amountCents: 0, requestKey: key }, now),
      ),
    ).rejects.toThrow("Saisissez un montant compris entre 0,01\u00a0€ et les 80,00\u00a0€ restant à rembourser.");
    const first = await requestManualRefund(
      database.db,
      { paymentId: payment.id, amountCents: 3000, requestKey: key },
      now,
    );
    // The same form sent twice: the same refund.
    const again = await requestManualRefund(
      database.db,
      { paymentId: payment.id, amountCents: 3000, requestKey: key },
      now,
    );
    expect(again.id).toBe(first.id);
    // One run queued with the refund; the refused requests and the double submit queued none.
    expect(await queuedRuns(refundJob)).toBe(queued + 1);
    await expect(
      requestManualRefund(database.db, { paymentId: payment.id, amountCents: 5001, requestKey: randomUUID() }, now),
    ).rejects.toThrow("the €50 left to refund");
    await requestManualRefund(database.db, { paymentId: payment.id, amountCents: 5000, requestKey: randomUUID() }, now);
    await expect(
      requestManualRefund(database.db, { paymentId: payment.id, amountCents: 1, requestKey: randomUUID() }, now),
    ).rejects.toThrow("already refunded in full");
    expect(await sendDueRefunds(database.db, now)).toBe(2);
    const sent = emulator.refunds.filter((r) => r.payment_intent === payment.paymentIntentId).map((r) => r.amount);
    expect(sent.sort()).toEqual([3000, 5000]);
  });
});
