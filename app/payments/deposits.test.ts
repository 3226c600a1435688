import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertPackagePurchase, serveWebhook } from "../../tests/support/payments.ts";
import { args, BASE, run } from "../../tests/support/routes.ts";
import {
  EMULATOR_SECRET_KEY,
  EMULATOR_WEBHOOK_SECRET,
  type StripeEmulator,
  startStripeEmulator,
} from "../../tests/support/stripe-emulator.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import {
  type BookingOutcome,
  type BookingRequestContext,
  bookSession,
  freeTimes,
  getSessionTypeBySlug,
  markBookingOutcome,
  PAYMENT_UNAVAILABLE_MESSAGE,
  releaseExpiredHolds,
  type SessionType,
  TAKEN_MESSAGE,
} from "../booking/booking.server.ts";
import { feedIcs } from "../booking/ics.server.ts";
import { SessionTypeSchema } from "../booking/setup.server.ts";
import { bookingToken } from "../booking/tokens.server.ts";
import { ANONYMISED_EMAIL } from "../lib/anonymised.ts";
import {
  bookings,
  emailOutbox,
  jobs,
  packagePurchases,
  payments,
  rateLimits,
  receipts,
  refunds,
  sessionTypes,
  stripeEvents,
  users,
} from "../lib/db/schema.ts";
import { resetEnvForTests } from "../lib/env.server.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { deleteAccount } from "../privacy/deletion.server.ts";
import { action as webhookAction } from "../routes/api/payments-stripe.ts";
import { loader as bookedLoader } from "../routes/booking/booked.tsx";
import { action as detailsAction } from "../routes/booking/details.tsx";
import { loader as unpaidLoader } from "../routes/booking/unpaid.tsx";
import { loader as receiptLoader } from "../routes/receipts/receipt-pdf.ts";
import { CHECKOUT_MINUTES } from "./checkout.server.ts";
import { expireOverdueCheckouts } from "./holds.server.ts";
import { presentMoney } from "./present.server.ts";
import { mailDueReceipts, receiptLink, receiptMailJob } from "./receipts.server.ts";
import { bookingMoney, failedRefunds, refundJob, requestManualRefund, sendDueRefunds } from "./refunds.server.ts";

let database: TestDatabase;
let emulator: StripeEmulator;
let webhook: Awaited<ReturnType<typeof serveWebhook>>;

beforeAll(async () => {
  emulator = await startStripeEmulator();
  // The app's webhook route behind a real HTTP socket, as the emulator (and Stripe) reach it.
  webhook = await serveWebhook(emulator);
  database = await useFreshAppDatabase({
    OWNER_EMAIL: "owner@example.com",
    STRIPE_SECRET_KEY: EMULATOR_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: EMULATOR_WEBHOOK_SECRET,
    STRIPE_API_BASE: emulator.url,
  });
  // Signature Portrait: €150, €50 paid online to book.
  await database.db
    .update(sessionTypes)
    .set({ priceCents: 15000, depositCents: 5000 })
    .where(eq(sessionTypes.slug, "signature-portrait"));
}, 60_000);

afterAll(async () => {
  await database.destroy();
  await emulator.close();
  await webhook.close();
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"]) delete process.env[name];
  resetEnvForTests();
});

beforeEach(async () => {
  process.env.STRIPE_API_BASE = emulator.url;
  resetEnvForTests();
  await database.db.delete(receipts);
  await database.db.delete(refunds);
  await database.db.delete(payments);
  await database.db.delete(packagePurchases);
  await database.db.delete(bookings);
  await database.db.delete(emailOutbox);
  await database.db.delete(rateLimits);
  await database.db.delete(jobs);
  await database.db.delete(stripeEvents);
  webhook.deliveries.length = 0;
});

// Monday 2 March 2026, 08:00 in Paris.
const now = new Date("2026-03-02T07:00:00Z");
const MINUTE = 60_000;
let ip = 0;
const context = (overrides: Partial<BookingRequestContext> = {}): BookingRequestContext => ({
  db: database.db,
  clientIp: `203.0.113.${++ip % 250}`,
  user: null,
  now,
  ...overrides,
});
const form = (start: Date, extra: Record<string, string> = {}) => ({
  start: start.toISOString(),
  timeZone: "Europe/Paris",
  name: "Grace Hopper",
  email: "grace@example.com",
  ...extra,
});
const portrait = async () => (await getSessionTypeBySlug(database.db, "signature-portrait")) as SessionType;
const offered = async (type: SessionType, slot: Date, at: Date) =>
  (await freeTimes(database.db, type, at)).some((s) => s.getTime() === slot.getTime());

async function hold(extra: Record<string, string> = {}, slotIndex = 0, locale: "en" | "fr" = "en") {
  const type = await portrait();
  const slot = (await freeTimes(database.db, type, now))[slotIndex]!;
  // The page's request runs in its address's language (/book or /fr/book).
  const outcome = await inLocale(locale, () => bookSession(type, form(slot, extra), context()));
  if (outcome.status !== "checkout") throw new Error(`expected a checkout, got ${JSON.stringify(outcome)}`);
  const sessionId = new URL(outcome.url).pathname.split("/").at(-1)!;
  return { type, slot, outcome, sessionId, session: emulator.sessions.get(sessionId)! };
}

const bookingRow = async (id: number) => (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** Posts an event to the route as Stripe does, signed with `secret` (at `timestamp`, seconds). */
async function deliver(event: object, options: { secret?: string; timestamp?: number; body?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? EMULATOR_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  const response = (await webhookAction(
    args(
      new Request(`${BASE}/api/payments/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: options.body ?? payload,
      }),
    ),
  )) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let eventCounter = 0;
function checkoutEvent(type: string, session: object, id = `evt_test_${++eventCounter}`) {
  return { id, object: "event", type, created: Math.floor(Date.now() / 1000), data: { object: session } };
}
const paidSession = (session: object) => ({
  ...session,
  status: "complete",
  payment_status: "paid",
  payment_intent: `pi_test_${++eventCounter}`,
});

describe("booking a session type with a deposit", () => {
  it("sends a French booker back to the French pages after Stripe", async () => {
    const type = await portrait();
    const slot = (await freeTimes(database.db, type, now)).at(-1)!;
    const outcome = await bookSession(type, form(slot), context({ locale: "fr" }));
    if (outcome.status !== "checkout") throw new Error(`expected a checkout, got ${JSON.stringify(outcome)}`);
    const session = emulator.sessions.get(new URL(outcome.url).pathname.split("/").at(-1)!)!;
    expect(session.success_url).toBe(`${BASE}/fr/book/booked/${bookingToken("view", outcome.booking.id, 0)}`);
    expect(session.cancel_url).toBe(`${BASE}/fr/book/unpaid/${bookingToken("pay", outcome.booking.id, 0)}`);
    await database.db.delete(payments).where(eq(payments.bookingId, outcome.booking.id));
    await database.db.delete(bookings).where(eq(bookings.id, outcome.booking.id));
  });

  it("holds the time as pending_payment and opens Stripe Checkout for the deposit, with the booking's id", async () => {
    const { outcome, session, type, slot } = await hold();
    expect(outcome.booking).toMatchObject({ status: "pending_payment" });
    expect(outcome.booking.confirmExpiresAt?.getTime()).toBe(now.getTime() + CHECKOUT_MINUTES * MINUTE);
    expect(session).toMatchObject({
      mode: "payment",
      currency: "eur",
      amount_total: 5000,
      client_reference_id: String(outcome.booking.id),
      customer_email: "grace@example.com",
      expires_at: Math.floor(outcome.booking.confirmExpiresAt!.getTime() / 1000),
      success_url: `${BASE}/book/booked/${bookingToken("view", outcome.booking.id, 0)}`,
      cancel_url: `${BASE}/book/unpaid/${bookingToken("pay", outcome.booking.id, 0)}`,
    });
    expect(session.metadata.booking_id).toBe(String(outcome.booking.id));
    expect(session.line_items_description).toBe("Deposit: Signature Portrait, Thursday 5 March 2026 at 09:00");
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({
      bookingId: outcome.booking.id,
      status: "open",
      checkoutSessionId: session.id,
      description: "Deposit: Signature Portrait, Thursday 5 March 2026 at 09:00",
      // A French owner reads it in French on Today, the booking's page and the month's payments.
      descriptions: {
        en: "Deposit: Signature Portrait, Thursday 5 March 2026 at 09:00",
        fr: "Acompte\u00a0: Signature Portrait, jeudi 5 mars 2026 à 09:00",
      },
    });
    // Nothing is said to anyone before the payment.
    expect(await database.db.select().from(emailOutbox)).toEqual([]);
    // Nobody else may take the held time.
    expect(await offered(type, slot, now)).toBe(false);
    const second = await bookSession(type, form(slot, { email: "other@example.com" }), context());
    expect(second).toMatchObject({ status: "taken", detail: TAKEN_MESSAGE });
    // Nor can the owner's marks turn an unpaid hold into a booking.
    expect(await markBookingOutcome(database.db, outcome.booking.id, "confirmed")).toBe(false);
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "pending_payment" });
  });

  it("shows a held time as tentative in the owner's calendar feed", () => {
    const event = {
      icsUid: "held@booking",
      version: 0,
      startsAt: now,
      endsAt: new Date(now.getTime() + 60 * MINUTE),
      summary: "Signature Portrait: Grace Hopper",
      description: "",
      location: "",
      organizerEmail: "owner@example.com",
      organizerName: "Holistic Omega",
      attendeeEmail: "grace@example.com",
      attendeeName: "Grace Hopper",
    };
    expect(feedIcs("Bookings", [{ ...event, status: "pending_payment" }])).toContain("STATUS:TENTATIVE");
    expect(feedIcs("Bookings", [{ ...event, status: "confirmed" }])).toContain("STATUS:CONFIRMED");
  });

  it("is confirmed by the signed webhook once paid: receipt, e-mails with the .ics saying what was paid and what remains", async () => {
    const { outcome, sessionId } = await hold();
    await emulator.pay(sessionId);
    expect(webhook.deliveries).toEqual([200]);
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "confirmed", confirmExpiresAt: null });
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({
      status: "paid",
      paymentIntentId: emulator.sessions.get(sessionId)!.payment_intent,
    });
    expect(payment!.paidAt).not.toBeNull();
    const [receipt] = await database.db.select().from(receipts);
    expect(receipt).toMatchObject({ kind: "payment", paymentId: payment!.id, amountCents: 5000 });
    // Its e-mail is the job runner's: a run of the receipt mailer was queued with the receipt.
    expect(await database.db.$count(jobs, and(eq(jobs.kind, receiptMailJob.kind), eq(jobs.status, "pending")))).toBe(1);
    const mail = await database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mail.map((m) => [m.to, m.subject.split(":")[0]])).toEqual([
      ["grace@example.com", "Booked"],
      ["owner@example.com", "New booking"],
    ]);
    expect(mail[0]!.text).toContain("Paid online: €50 deposit. Still to pay at the session: €100.");
    expect(mail[1]!.text).toContain("Paid online: €50 deposit.");
    const ics = Buffer.from(mail[0]!.attachments![0]!.contentBase64, "base64").toString("utf8");
    expect(ics).toContain("STATUS:CONFIRMED");
    // The success URL is the booking's page: booked, with what was paid.
    const page = (await run(() =>
      bookedLoader(args(new Request(`${BASE}/x`), { token: bookingToken("view", outcome.booking.id, 0) })),
    )) as { booking: { status: string }; paid: string; receipts: { label: string; href: string }[] };
    expect(page.booking.status).toBe("confirmed");
    expect(page.paid).toBe("Paid online: €50 deposit. Still to pay at the session: €100.");
    // The guest has no account: the page and the receipt's e-mail link the PDF with its key.
    expect(page.receipts).toEqual([
      { id: receipt!.id, number: "000001", label: "receipt 000001 for €50", href: receiptLink(receipt!.id) },
    ]);
    await mailDueReceipts(database.db);
    const [receiptMail] = await database.db.select().from(emailOutbox).where(like(emailOutbox.subject, "Receipt%"));
    const link = /http:\/\/localhost:3000(\/receipts\/\d+\/pdf\?key=[\w-]+)/.exec(receiptMail!.text)![1]!;
    expect(link).toBe(receiptLink(receipt!.id));
    const pdf = (await receiptLoader(args(new Request(`${BASE}${link}`), { id: String(receipt!.id) }))) as Response;
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("shows a page that waits for Stripe while the payment is not confirmed yet", async () => {
    const { outcome, session } = await hold();
    const page = (await run(() =>
      bookedLoader(args(new Request(`${BASE}/x`), { token: bookingToken("view", outcome.booking.id, 0) })),
    )) as { awaitingPayment: { checkoutUrl: string } | null; paid: string | null };
    expect(page.awaitingPayment?.checkoutUrl).toBe(session.url);
    expect(page.paid).toBeNull();
  });

  it("frees the time when the visitor comes back without paying (the cancel URL), and the checkout can no longer be paid", async () => {
    const { outcome, sessionId, type, slot } = await hold();
    const token = bookingToken("pay", outcome.booking.id, 0);
    const page = (await run(() => unpaidLoader(args(new Request(`${BASE}/book/unpaid/${token}`), { token })))) as {
      bookAgain: string;
    };
    expect(page.bookAgain).toBe("/book/signature-portrait");
    expect(emulator.sessions.get(sessionId)!.status).toBe("expired");
    expect(await bookingRow(outcome.booking.id)).toBeUndefined();
    expect((await database.db.select().from(payments))[0]).toMatchObject({ status: "expired", bookingId: null });
    expect(await offered(type, slot, now)).toBe(true);
    // The same link again, or a forged one: nothing more happens.
    expect(await run(() => unpaidLoader(args(new Request(`${BASE}/x`), { token })))).toMatchObject({
      bookAgain: "/book",
    });
    const forged = `${outcome.booking.id}.0.${"A".repeat(32)}`;
    expect(
      ((await run(() => unpaidLoader(args(new Request(`${BASE}/x`), { token: forged })))) as { init: ResponseInit })
        .init.status,
    ).toBe(404);
    // A second visitor books the freed time.
    const next = await bookSession(type, form(slot, { email: "next@example.com" }), context());
    expect(next).toMatchObject({ status: "checkout" });
  });

  it("leads a paid checkout's cancel link to the booking, without releasing anything", async () => {
    const { outcome, sessionId } = await hold();
    await emulator.pay(sessionId);
    const token = bookingToken("pay", outcome.booking.id, 0);
    const answer = await run(() => unpaidLoader(args(new Request(`${BASE}/x`), { token })));
    expect((answer as Response).headers.get("Location")).toBe(
      `/book/booked/${bookingToken("view", outcome.booking.id, 0)}`,
    );
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "confirmed" });
  });

  it("ends the hold at its own expiry: the checkout is expired at Stripe and the next booker gets the time", async () => {
    const { outcome, sessionId, type, slot } = await hold();
    const later = new Date(now.getTime() + (CHECKOUT_MINUTES + 1) * MINUTE);
    expect(await offered(type, slot, later)).toBe(true);
    await expireOverdueCheckouts(database.db, later);
    await releaseExpiredHolds(database.db, later);
    expect(emulator.sessions.get(sessionId)!.status).toBe("expired");
    expect(await bookingRow(outcome.booking.id)).toBeUndefined();
    const next = await bookSession(type, form(slot, { email: "next@example.com" }), context({ now: later }));
    expect(next).toMatchObject({ status: "checkout", booking: { status: "pending_payment" } });
  });

  it("closes the checkout of a deposit still waiting when its booker deletes their account", async () => {
    const { outcome, sessionId, type, slot } = await hold();
    const [booker] = await database.db
      .insert(users)
      .values({ id: randomUUID(), name: "Grace Hopper", email: "grace@example.com", role: "client" })
      .returning();
    await deleteAccount(database.db, booker!, { reason: "self", now });
    // Stripe's page can no longer be paid, and its expiry event settled the payment.
    expect(emulator.sessions.get(sessionId)!.status).toBe("expired");
    expect(webhook.deliveries).toEqual([200]);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: "expired", email: ANONYMISED_EMAIL });
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "cancelled" });
    expect(await offered(type, slot, now)).toBe(true);
  });

  it("refuses clearly and keeps nothing when Stripe cannot be reached", async () => {
    process.env.STRIPE_API_BASE = "http://127.0.0.1:9";
    resetEnvForTests();
    const type = await portrait();
    const [slot] = await freeTimes(database.db, type, now);
    const outcome = await bookSession(type, form(slot!), context());
    expect(outcome).toEqual({ status: "refused", detail: PAYMENT_UNAVAILABLE_MESSAGE });
    expect(await database.db.select().from(bookings)).toEqual([]);
    expect((await database.db.select().from(payments)).map((p) => p.status)).toEqual(["expired"]);
    expect(await offered(type, slot!, now)).toBe(true);
  });

  it("asks for nothing online without Stripe keys: the usual e-mail confirmation", async () => {
    const saved = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvForTests();
    try {
      const type = await portrait();
      const [slot] = await freeTimes(database.db, type, now);
      expect(await bookSession(type, form(slot!), context())).toMatchObject({
        status: "booked",
        booking: { status: "pending" },
      });
      expect(emulator.sessions.size).toBeGreaterThan(0); // earlier tests' sessions only
      expect(await database.db.select().from(payments)).toEqual([]);
    } finally {
      process.env.STRIPE_SECRET_KEY = saved;
      resetEnvForTests();
    }
  });

  it("lets exactly one of 50 concurrent bookers hold the time (no errors); once its hold expires the next one gets in", async () => {
    const type = await portrait();
    const [slot] = await freeTimes(database.db, type, now);
    const sessionsBefore = emulator.sessions.size;
    const settled = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        bookSession(type, form(slot!, { email: `racer${i}@example.com` }), context()),
      ),
    );
    expect(settled.filter((s) => s.status === "rejected")).toEqual([]);
    const outcomes = settled.map((s) => (s as PromiseFulfilledResult<BookingOutcome>).value);
    expect(outcomes.filter((o) => o.status === "checkout")).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "taken")).toHaveLength(49);
    expect(await database.db.$count(bookings)).toBe(1);
    expect(await database.db.$count(payments)).toBe(1);
    expect(emulator.sessions.size - sessionsBefore).toBe(1);

    const later = new Date(now.getTime() + (CHECKOUT_MINUTES + 1) * MINUTE);
    const next = await bookSession(type, form(slot!, { email: "patient@example.com" }), context({ now: later }));
    expect(next).toMatchObject({ status: "checkout", booking: { email: "patient@example.com" } });
    const rows = await database.db.select().from(bookings);
    expect(rows.map((r) => r.email)).toEqual(["patient@example.com"]);
    // The first hold's checkout was closed with it.
    expect((await database.db.select().from(payments)).map((p) => p.status).sort()).toEqual(["expired", "open"]);
  });
});

describe("the details page's form, 50 visitors at once", () => {
  it("sends exactly one to Stripe and tells the 49 others the time was taken: no 5xx", async () => {
    const type = await portrait();
    // The route reads the clock: a time well inside the horizon from today.
    const [slot] = await freeTimes(database.db, type, new Date());
    const post = (i: number) =>
      new Request(`${BASE}/book/signature-portrait/details`, {
        method: "POST",
        headers: { origin: BASE, "x-client-ip": `198.51.100.${i}` },
        body: new URLSearchParams({
          start: slot!.toISOString(),
          timeZone: "Europe/Paris",
          name: `Racer ${i}`,
          email: `route-racer${i}@example.com`,
        }),
      });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => run(() => detailsAction(args(post(i), { slug: "signature-portrait" })))),
    );
    const statusOf = (answer: unknown) =>
      answer instanceof Response ? answer.status : ((answer as { init: ResponseInit | null }).init?.status ?? 200);
    const redirects = answers.filter((a) => a instanceof Response && a.status === 302);
    expect(redirects).toHaveLength(1);
    expect((redirects[0] as Response).headers.get("Location")).toMatch(new RegExp(`^${emulator.url}/pay/cs_test_`));
    expect(answers.map(statusOf).sort()).toEqual([302, ...Array(49).fill(409)]);
    expect(answers.filter((a) => statusOf(a) === 409).every((a) => JSON.stringify(a).includes(TAKEN_MESSAGE))).toBe(
      true,
    );
    expect(await database.db.$count(bookings)).toBe(1);
    expect(await database.db.$count(payments)).toBe(1);
  });
});

/**
 * A package `name` bought by Pat (a purchase of `sessions` sessions at €100 each) with its payment row: open on
 * `checkoutSessionId`, or paid through `paymentIntentId` when `paidAt` is given.
 */
async function packagePayment(
  name: string,
  sessions: number,
  payment: { validityDays: number; checkoutSessionId?: string; paymentIntentId?: string; paidAt?: Date },
) {
  const priceCents = sessions * 10000;
  const { purchase } = await insertPackagePurchase(database.db, {
    name,
    priceCents,
    sessionCount: sessions,
    validityDays: payment.validityDays,
    userId: "u-pack",
    paidAt: payment.paidAt,
  });
  const [row] = await database.db
    .insert(payments)
    .values({
      packagePurchaseId: purchase.id,
      name: "Pat",
      email: "pat@example.com",
      description: name,
      amountCents: priceCents,
      checkoutSessionId: payment.checkoutSessionId,
      paymentIntentId: payment.paymentIntentId,
      ...(payment.paidAt ? { status: "paid" as const, paidAt: payment.paidAt } : {}),
    })
    .returning();
  return { purchase, payment: row! };
}

describe("the webhook's signature and events", () => {
  it("accepts a valid signature and refuses a tampered body, another secret, an old timestamp and no signature", async () => {
    const { outcome, session } = await hold();
    const event = checkoutEvent("checkout.session.completed", paidSession(session));
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, amount_total: 1 } },
    });
    expect(await deliver(event, { body: tampered })).toMatchObject({ status: 400 });
    expect(await deliver(event, { secret: "whsec_someone_else" })).toMatchObject({ status: 400 });
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(await deliver(event, { timestamp: tenMinutesAgo })).toMatchObject({ status: 400 });
    const unsigned = (await webhookAction(
      args(new Request(`${BASE}/api/payments/stripe`, { method: "POST", body: JSON.stringify(event) })),
    )) as Response;
    expect(unsigned.status).toBe(400);
    // None of them changed anything.
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "pending_payment" });
    expect(await database.db.select().from(stripeEvents)).toEqual([]);

    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, handled: "done" } });
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "confirmed" });
    expect((await database.db.select().from(payments))[0]).toMatchObject({ status: "paid", amountCents: 5000 });
  });

  it("does nothing on a replayed event: one receipt, one set of e-mails", async () => {
    const { session } = await hold();
    const event = checkoutEvent("checkout.session.completed", paidSession(session));
    expect((await deliver(event)).body.handled).toBe("done");
    expect((await deliver(event)).body.handled).toBe("replay");
    // The same payment told again under another event id (Stripe may): still nothing new.
    expect((await deliver({ ...event, id: "evt_again" })).body.handled).toBe("ignored");
    expect(await database.db.$count(receipts)).toBe(1);
    expect(await database.db.$count(emailOutbox)).toBe(2);
  });

  it("is harmless out of order: an expiry after the payment changes nothing", async () => {
    const { outcome, session } = await hold();
    expect((await deliver(checkoutEvent("checkout.session.completed", paidSession(session)))).status).toBe(200);
    const expired = await deliver(checkoutEvent("checkout.session.expired", { ...session, status: "expired" }));
    expect(expired).toEqual({ status: 200, body: { received: true, handled: "ignored" } });
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "confirmed" });
    expect((await database.db.select().from(payments))[0]!.status).toBe("paid");
  });

  it("refunds in full a payment that completes after its hold was released, and keeps the time for whoever took it", async () => {
    const { outcome, session, type, slot } = await hold();
    await deliver(checkoutEvent("checkout.session.expired", { ...session, status: "expired" }));
    expect(await bookingRow(outcome.booking.id)).toBeUndefined();
    const taker = await bookSession(type, form(slot, { email: "taker@example.com" }), context());
    expect(taker.status).toBe("checkout");

    const queuedRefundRuns = () =>
      database.db.$count(jobs, and(eq(jobs.kind, refundJob.kind), eq(jobs.status, "pending")));
    const queuedBefore = await queuedRefundRuns();
    expect((await deliver(checkoutEvent("checkout.session.completed", paidSession(session)))).status).toBe(200);
    // The refund goes to Stripe on the job runner: a run of the sender was queued with the refund.
    expect(await queuedRefundRuns()).toBe(queuedBefore + 1);
    const [late] = await database.db.select().from(payments).where(eq(payments.checkoutSessionId, session.id));
    expect(late).toMatchObject({ status: "paid", bookingId: null });
    expect(await database.db.select().from(refunds)).toMatchObject([
      { paymentId: late!.id, amountCents: 5000, status: "pending", reason: "hold_released" },
    ]);
    const mail = await database.db.select().from(emailOutbox);
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ["grace@example.com", "Your payment is being refunded: the time was no longer held"],
    ]);
    expect((await database.db.select().from(bookings)).map((b) => b.email)).toEqual(["taker@example.com"]);
  });

  it("writes the late payment's refund e-mail in the language of the page that opened the checkout", async () => {
    const { session } = await hold({}, 0, "fr");
    // Stripe's own page speaks it too.
    expect(session.locale).toBe("fr");
    await deliver(checkoutEvent("checkout.session.expired", { ...session, status: "expired" }));
    await deliver(checkoutEvent("checkout.session.completed", paidSession(session)));
    const [mail] = await database.db.select().from(emailOutbox).where(like(emailOutbox.subject, "Votre paiement%"));
    expect(mail!.subject).toBe("Votre paiement vous est remboursé\u00a0: le créneau n’était plus réservé");
    expect(mail!.text).toContain("Bonjour Grace Hopper,");
    expect(mail!.text).toContain("la totalité du montant est en cours de remboursement sur votre carte.");
    expect(mail!.text).toMatch(/quand vous le souhaitez\u00a0: http\S+\/fr\/book\n/);
    expect(mail!.text).not.toMatch(/Hello|Your payment|Choose another time/);
  });

  it("records and ignores unknown events and sessions it did not open", async () => {
    expect(await deliver(checkoutEvent("customer.created", { id: "cus_1" }))).toEqual({
      status: 200,
      body: { received: true, handled: "ignored" },
    });
    const stranger = { id: "cs_test_unknown", object: "checkout.session", metadata: {}, payment_status: "paid" };
    expect((await deliver(checkoutEvent("checkout.session.completed", stranger))).body.handled).toBe("ignored");
    expect(await database.db.$count(stripeEvents)).toBe(2);
    expect(await database.db.$count(receipts)).toBe(0);
  });

  it("waits for the bank on an unpaid completion (SEPA), then confirms on async_payment_succeeded", async () => {
    const { outcome, session } = await hold();
    const pending = { ...session, status: "complete", payment_status: "unpaid" };
    expect((await deliver(checkoutEvent("checkout.session.completed", pending))).body.handled).toBe("ignored");
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "pending_payment" });
    await deliver(checkoutEvent("checkout.session.async_payment_succeeded", paidSession(session)));
    expect(await bookingRow(outcome.booking.id)).toMatchObject({ status: "confirmed" });
  });

  it("marks a package purchase paid and valid for the package's days", async () => {
    const { purchase, payment } = await packagePayment("Three sessions", 3, {
      validityDays: 90,
      checkoutSessionId: "cs_test_package",
    });
    const session = {
      id: "cs_test_package",
      object: "checkout.session",
      amount_total: 30000,
      metadata: { payment_id: String(payment.id), package_purchase_id: String(purchase.id) },
    };
    await deliver(checkoutEvent("checkout.session.completed", paidSession(session)));
    const [paid] = await database.db.select().from(packagePurchases);
    expect(paid!.status).toBe("paid");
    expect(paid!.expiresAt!.getTime() - paid!.paidAt!.getTime()).toBe(90 * 86_400_000);
  });

  it("cancels a package purchase whose checkout expired", async () => {
    const { payment } = await packagePayment("Two sessions", 2, {
      validityDays: 365,
      checkoutSessionId: "cs_test_package_2",
    });
    await deliver(
      checkoutEvent("checkout.session.expired", {
        id: "cs_test_package_2",
        object: "checkout.session",
        metadata: { payment_id: String(payment.id) },
      }),
    );
    expect((await database.db.select().from(packagePurchases))[0]!.status).toBe("cancelled");
    expect((await database.db.select().from(payments))[0]!.status).toBe("expired");
  });
});

describe("refunds made on Stripe's dashboard (charge.refunded)", () => {
  /** A deposit paid through the emulator's page, as a booker pays it: the booking confirmed, its payment. */
  async function paidDeposit() {
    const { outcome, sessionId } = await hold();
    await emulator.pay(sessionId);
    const [payment] = await database.db.select().from(payments);
    expect(payment).toMatchObject({ status: "paid", amountCents: 5000 });
    return { booking: outcome.booking, payment: payment! };
  }
  const refundRows = () => database.db.select().from(refunds).orderBy(refunds.id);
  const refundReceipts = () => database.db.select().from(receipts).where(eq(receipts.kind, "refund"));

  it("records a refund made there, with its credit note; the booking stays as it is", async () => {
    const { booking, payment } = await paidDeposit();
    await emulator.dashboardRefund(payment.paymentIntentId!, 2000);
    expect(webhook.deliveries).toEqual([200, 200]);
    expect(await refundRows()).toMatchObject([
      { paymentId: payment.id, amountCents: 2000, reason: "stripe", status: "succeeded", attempts: 0 },
    ]);
    expect((await refundReceipts()).map((r) => r.amountCents)).toEqual([2000]);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "confirmed" });
    // The owner's and the client's pages say what is left, and where the refund was made.
    const money = await bookingMoney(database.db, booking.id);
    expect(money.refundableCents).toBe(3000);
    expect(presentMoney(money, "Europe/Paris").refunds[0]).toMatchObject({
      reason: "refunded on Stripe",
      status: "succeeded",
    });
    expect(inLocale("fr", () => presentMoney(money, "Europe/Paris").refunds[0]!.reason)).toBe(
      "remboursé depuis Stripe",
    );

    // The rest, later: one more row for what is new, the total agreeing with Stripe's.
    await emulator.dashboardRefund(payment.paymentIntentId!);
    expect((await refundRows()).map((r) => [r.reason, r.amountCents])).toEqual([
      ["stripe", 2000],
      ["stripe", 3000],
    ]);
    expect((await refundReceipts()).map((r) => r.amountCents).sort()).toEqual([2000, 3000]);
    expect((await bookingMoney(database.db, booking.id)).refundableCents).toBe(0);
  });

  it("changes nothing for a replay, an unknown payment, or a refund of ours (its event comes while it is pending)", async () => {
    const { booking, payment } = await paidDeposit();
    await emulator.dashboardRefund(payment.paymentIntentId!, 1000);
    // The same total again (Stripe may send an event twice, or another with the same total): nothing new.
    const charge = { id: "ch_again", object: "charge", amount: 5000, amount_refunded: 1000 };
    const again = checkoutEvent("charge.refunded", { ...charge, payment_intent: payment.paymentIntentId });
    expect((await deliver(again)).body.handled).toBe("ignored");
    expect((await deliver(again)).body.handled).toBe("replay");
    const stranger = checkoutEvent("charge.refunded", {
      ...charge,
      amount_refunded: 5000,
      payment_intent: "pi_unknown",
    });
    expect((await deliver(stranger)).body.handled).toBe("ignored");
    expect((await refundRows()).map((r) => [r.reason, r.amountCents])).toEqual([["stripe", 1000]]);

    // Ours: the owner refunds €15 here; the sender asks Stripe, whose charge.refunded (total €25) arrives
    // before the answer, while the row is still pending. It is ours, so nothing more is recorded.
    await requestManualRefund(database.db, { paymentId: payment.id, amountCents: 1500, requestKey: "k-1" }, now);
    await sendDueRefunds(database.db, now);
    expect(emulator.events.at(-1)).toMatchObject({ type: "charge.refunded", status: 200 });
    expect((await refundRows()).map((r) => [r.reason, r.status, r.amountCents])).toEqual([
      ["stripe", "succeeded", 1000],
      ["manual", "succeeded", 1500],
    ]);
    expect((await refundReceipts()).map((r) => r.amountCents).sort()).toEqual([1000, 1500]);
    expect((await bookingMoney(database.db, booking.id)).refundableCents).toBe(2500);
  });

  it("settles a refund that gave up here when the owner makes it on Stripe's dashboard, so Today offers no Retry", async () => {
    const { booking, payment } = await paidDeposit();
    /** A refund of ours that gave up (after its attempts, as the sender marks it): shown on Today with Retry. */
    async function gaveUp(amountCents: number, requestKey: string) {
      const row = await requestManualRefund(database.db, { paymentId: payment.id, amountCents, requestKey }, now);
      await database.db
        .update(refunds)
        .set({ status: "failed", attempts: 6, lastError: "Emulated failure" })
        .where(eq(refunds.id, row.id));
      return row.id;
    }
    const small = await gaveUp(1000, "k-small");
    const large = await gaveUp(3000, "k-large");
    expect((await failedRefunds(database.db)).map((r) => r.id).sort()).toEqual([small, large].sort());

    // €20 on the dashboard: it covers the €10 one (settled, with its receipt) but not the €30 one; the
    // other €10 is recorded as refunded on Stripe.
    await emulator.dashboardRefund(payment.paymentIntentId!, 2000);
    expect((await refundRows()).map((r) => [r.id, r.reason, r.status, r.amountCents])).toEqual([
      [small, "manual", "succeeded", 1000],
      [large, "manual", "failed", 3000],
      [expect.any(Number), "stripe", "succeeded", 1000],
    ]);
    expect((await refundRows())[0]).toMatchObject({ lastError: null, succeededAt: expect.any(Date) });
    expect((await refundReceipts()).map((r) => r.amountCents).sort()).toEqual([1000, 1000]);
    expect((await failedRefunds(database.db)).map((r) => r.id)).toEqual([large]);

    // The rest, €30, on the dashboard: the €30 one is settled; nothing is left to refund or retry.
    await emulator.dashboardRefund(payment.paymentIntentId!);
    expect((await refundRows()).map((r) => [r.reason, r.status, r.amountCents])).toEqual([
      ["manual", "succeeded", 1000],
      ["manual", "succeeded", 3000],
      ["stripe", "succeeded", 1000],
    ]);
    expect(await failedRefunds(database.db)).toEqual([]);
    expect((await refundReceipts()).map((r) => r.amountCents).sort()).toEqual([1000, 1000, 3000]);
    expect((await bookingMoney(database.db, booking.id)).refundableCents).toBe(0);
  });

  it("ends a package paid with the refunded payment, as a refund made here does", async () => {
    const { payment } = await packagePayment("Three sessions", 3, {
      validityDays: 90,
      paymentIntentId: "pi_test_package_dashboard",
      paidAt: now,
    });
    const charge = { id: "ch_pack", object: "charge", amount: 30000, amount_refunded: 30000 };
    await deliver(checkoutEvent("charge.refunded", { ...charge, payment_intent: payment.paymentIntentId }));
    expect((await database.db.select().from(packagePurchases))[0]!.status).toBe("refunded");
    expect((await refundRows()).map((r) => [r.reason, r.amountCents])).toEqual([["stripe", 30000]]);
  });
});

describe("the session type form's deposit", () => {
  const base = {
    name: "Signature Portrait",
    slug: "signature-portrait",
    description: "",
    durationMinutes: "60",
    locationKind: "studio",
    location: "",
    priceLabel: "",
    bufferBeforeMinutes: "0",
    bufferAfterMinutes: "0",
    minNoticeHours: "72",
    horizonDays: "60",
    dailyCap: "",
    clientChangeNoticeHours: "48",
  };
  const errorFor = (fields: Record<string, string>) => {
    const parsed = SessionTypeSchema.safeParse({ ...base, ...fields });
    return parsed.success ? parsed.data.deposit : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
  };

  it("reads euros, 0 or empty for none, at most the price, at least Stripe's €0.50, and needs a price", () => {
    expect(errorFor({ price: "150", deposit: "50" })).toBe(5000);
    expect(errorFor({ price: "150", deposit: "150" })).toBe(15000);
    expect(errorFor({ price: "150", deposit: "" })).toBe(0);
    expect(errorFor({ price: "", deposit: "0" })).toBe(0);
    expect(errorFor({ price: "150", deposit: "151" })).toEqual([
      "deposit: The deposit can be at most the price (equal to it: paid in full).",
    ]);
    expect(errorFor({ price: "", deposit: "50" })).toEqual(["deposit: Set a price first: the deposit is part of it."]);
    expect(errorFor({ price: "150", deposit: "0.20" })).toEqual([
      "deposit: A deposit must be at least €0.50, or 0 for none.",
    ]);
    expect(errorFor({ price: "150", deposit: "fifty" })).toEqual([
      "deposit: Deposit must be empty or an amount in euros, such as 50 or 49.50.",
    ]);
  });
});
