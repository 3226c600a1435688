/**
 * Packages (issue 29) on the real database (PGlite here; PostgreSQL with TEST_DATABASE_URL): the
 * owner's catalogue, buying through Checkout (the local Stripe emulator), a booking paid with a
 * credit, the credit given back by a cancellation within the policy, the last credit raced, expiry.
 * The purchase is paid through the real webhook (the emulator's signed event) in the main journey;
 * elsewhere "paid" is set the way the webhook sets it (status, paidAt, expiresAt = paidAt + validity).
 */
import { and, eq, isNull, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { markPurchasePaid, serveWebhook } from "../../tests/support/payments.ts";
import { args, get, postForm, run } from "../../tests/support/routes.ts";
import {
  EMULATOR_SECRET_KEY,
  EMULATOR_WEBHOOK_SECRET,
  type StripeEmulator,
  startStripeEmulator,
} from "../../tests/support/stripe-emulator.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { questionRegistry } from "../blueprint/blueprint.server.ts";
import { type BookingRequestContext, bookSession, cancelBooking, freeTimes } from "../booking/booking.server.ts";
import { bookingToken } from "../booking/tokens.server.ts";
import {
  bookings,
  emailOutbox,
  packageCreditUses,
  packagePurchases,
  packageSessionTypes,
  packages,
  payments,
  questionnaireResults,
  questionnaires,
  rateLimits,
  receipts,
  refunds,
  sessionTypes,
  users,
} from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { resetEnvForTests } from "../lib/env.server.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { action as clientAction, loader as clientLoader } from "../routes/admin/client.tsx";
import { loader as bookedLoader } from "../routes/booking/booked.tsx";
import { loader as detailsLoader } from "../routes/booking/details.tsx";
import { action as dashboardAction, loader as dashboardLoader } from "../routes/dashboard/dashboard.tsx";
import { creditFor, spendCredit } from "./credits.server.ts";
import { packageIn, packageName } from "./package-language.ts";
import {
  abandonPurchase,
  balancesFor,
  createPackage,
  creditComesBack,
  creditsLeft,
  deletePackage,
  getPackage,
  PackageSchema,
  packageFormInput,
  purchaseReturnMessage,
  purchasesOfClient,
  startPurchase,
  UnknownSessionTypeError,
  updatePackage,
} from "./packages.server.ts";
import { sendDueRefunds } from "./refunds.server.ts";

let database: TestDatabase;
let emulator: StripeEmulator;
let db: Db;

let webhook: Awaited<ReturnType<typeof serveWebhook>>;

beforeAll(async () => {
  emulator = await startStripeEmulator({});
  // The app's webhook route behind a real socket, as the emulator (and Stripe) reach it.
  webhook = await serveWebhook(emulator);
  database = await useFreshAppDatabase({
    OWNER_EMAIL: "owner@example.com",
    STRIPE_SECRET_KEY: EMULATOR_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: EMULATOR_WEBHOOK_SECRET,
    STRIPE_API_BASE: emulator.url,
  });
  db = database.db;
});
afterAll(async () => {
  await database.destroy();
  await emulator.close();
  await webhook.close();
});
beforeEach(async () => {
  // An open checkout must keep its booking (payments_for): the tests' held times end as Stripe's would.
  await db.update(payments).set({ status: "expired" }).where(eq(payments.status, "open"));
  await db.delete(bookings);
  await db.delete(emailOutbox);
  await db.delete(rateLimits);
});

// Monday 2 March 2026, 08:00 in Paris: the booking clock (free times are worked out from it).
const now = new Date("2026-03-02T07:00:00Z");
const DAY = 86_400_000;

const client = { id: "u-pkg", name: "Camille Laurent", email: "camille@example.com", role: "client" };

async function sessionType(slug: string) {
  const [row] = await db.select().from(sessionTypes).where(eq(sessionTypes.slug, slug));
  return row!;
}

async function programme() {
  const [row] = await db.select().from(packages).where(eq(packages.name, "The Blueprint programme"));
  return row!;
}

/** The Blueprint programme priced and on sale, as the owner does it on /admin/packages. */
async function putProgrammeOnSale(sessionCount = 4) {
  const review = await sessionType("phase-review");
  const form = PackageSchema.parse(
    packageFormInput(
      new URLSearchParams([
        ["name", "The Blueprint programme"],
        ["description", "Four phase reviews."],
        ["price", "480"],
        ["sessionCount", String(sessionCount)],
        ["validityDays", "365"],
        ["sessionTypeIds", String(review.id)],
        ["active", "on"],
      ]),
    ),
  );
  const pkg = await programme();
  await updatePackage(db, pkg.id, form);
  return pkg.id;
}

/** A paid purchase of the programme for `userId`, bought at `paidAt`. */
async function paidPurchase(userId: string, paidAt: Date) {
  const pkg = await programme();
  const [row] = await db
    .insert(packagePurchases)
    .values({ packageId: pkg.id, userId, name: pkg.name, priceCents: 48000, sessionCount: pkg.sessionCount })
    .returning({ id: packagePurchases.id });
  await markPurchasePaid(db, row!.id, paidAt);
  return row!.id;
}

let ip = 0;
const context = (overrides: Partial<BookingRequestContext> = {}): BookingRequestContext => ({
  db,
  clientIp: `198.51.100.${++ip % 250}`,
  user: client,
  now,
  ...overrides,
});
const bookingForm = (start: Date, extra: Record<string, string> = {}) => ({
  start: start.toISOString(),
  timeZone: "Europe/Paris",
  name: client.name,
  email: client.email,
  phase: "1",
  ...extra,
});

async function creditUses() {
  return db.select().from(packageCreditUses);
}

async function mailTo(email: string, subject: string) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, `${subject}%`)));
  return rows.map((r) => r.text).join("\n");
}

beforeAll(async () => {
  await db.insert(users).values({ id: client.id, name: client.name, email: client.email, role: "client" });
  // Phase reviews are for clients who completed the phase.
  await questionRegistry(db);
  for (const q of await db.select().from(questionnaires)) {
    await db.insert(questionnaireResults).values({ questionnaireId: q.id, profileId: client.id, completedAt: now });
  }
});

describe("the owner's packages", () => {
  it("seeds the Blueprint programme: four phase reviews, not on sale until the owner sets a price", async () => {
    const pkg = await getPackage(db, (await programme()).id);
    const review = await sessionType("phase-review");
    expect(pkg).toMatchObject({ sessionCount: 4, validityDays: 365, priceCents: null, active: false });
    expect(pkg!.sessionTypeIds).toEqual([review.id]);
    expect(pkg!.description).toContain("phase reviews");
  });

  it("refuses a package on sale without a price or a session type, and unreadable numbers", () => {
    const parse = (fields: [string, string][]) =>
      PackageSchema.safeParse(packageFormInput(new URLSearchParams(fields)));
    const onSale = parse([
      ["name", "Three coaching sessions"],
      ["price", ""],
      ["sessionCount", "3"],
      ["validityDays", "180"],
      ["active", "on"],
    ]);
    expect(onSale.success).toBe(false);
    expect(onSale.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["price", "Set a price above €0 to offer the package."],
      ["sessionTypeIds", "Choose at least one session type to offer the package."],
    ]);
    const bad = parse([
      ["name", " "],
      ["price", "12,345.6"],
      ["sessionCount", "0"],
      ["validityDays", "1.5"],
    ]);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(["name", "price", "sessionCount", "validityDays"]);
    // Not on sale: a draft without a price is fine.
    expect(
      parse([
        ["name", "Draft"],
        ["sessionCount", "3"],
        ["validityDays", "90"],
      ]).success,
    ).toBe(true);
  });

  it("creates, edits and deletes a package; an unknown session type changes nothing; a bought one stays", async () => {
    const express = await sessionType("express");
    const form = PackageSchema.parse(
      packageFormInput(
        new URLSearchParams([
          ["name", "Three coaching sessions"],
          ["price", "249.50"],
          ["sessionCount", "3"],
          ["validityDays", "180"],
          ["sessionTypeIds", String(express.id)],
          ["active", "on"],
        ]),
      ),
    );
    const id = await createPackage(db, form);
    expect(await getPackage(db, id)).toMatchObject({ priceCents: 24950, sessionTypeIds: [express.id], active: true });
    await expect(updatePackage(db, id, { ...form, name: "Renamed", sessionTypeIds: [999_999] })).rejects.toThrow(
      UnknownSessionTypeError,
    );
    expect(await getPackage(db, id)).toMatchObject({ name: "Three coaching sessions", sessionTypeIds: [express.id] });
    // The database refuses what the form would: on sale without a price.
    await expect(db.update(packages).set({ priceCents: null }).where(eq(packages.id, id))).rejects.toThrow();
    await db
      .insert(packagePurchases)
      .values({ packageId: id, userId: "someone", name: "x", priceCents: 24950, sessionCount: 3 });
    expect(await deletePackage(db, id)).toBe("bought");
    await db.delete(packagePurchases).where(eq(packagePurchases.packageId, id));
    expect(await deletePackage(db, id)).toBe("deleted");
    expect(await db.select().from(packageSessionTypes).where(eq(packageSessionTypes.packageId, id))).toEqual([]);
    expect(await deletePackage(db, id)).toBe("missing");
  });
});

describe("buying a package and booking with its credits", () => {
  it("opens Checkout for the price, goes back to an open checkout, and cancels an abandoned one", async () => {
    await db.delete(packagePurchases);
    const notForSale = await startPurchase(db, client, (await programme()).id, new Date());
    expect(notForSale).toEqual({ status: "refused", detail: "This package is not on sale at the moment." });
    const id = await putProgrammeOnSale();

    const first = await startPurchase(db, client, id, new Date());
    expect(first.status).toBe("checkout");
    const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, client.id));
    expect(purchase).toMatchObject({ status: "pending_payment", priceCents: 48000, sessionCount: 4 });
    const session = [...emulator.sessions.values()].find(
      (s) => s.metadata.package_purchase_id === String(purchase!.id),
    );
    expect(session).toMatchObject({ amount_total: 48000, currency: "eur", customer_email: client.email });
    expect(session!.success_url).toBe(`http://localhost:3000/dashboard?purchase=${purchase!.id}`);
    expect((first as { url: string }).url).toBe(session!.url);

    // A second click while it is open: the same page, no second purchase.
    expect(await startPurchase(db, client, id, new Date())).toEqual(first);
    expect(await db.select().from(packagePurchases).where(eq(packagePurchases.userId, client.id))).toHaveLength(1);
    expect((await balancesFor(db, client.id, new Date())).map((b) => b.status)).toEqual(["confirming"]);

    // Back without paying: the session is expired at Stripe, the purchase cancelled, nothing shown.
    await abandonPurchase(db, client.id, purchase!.id);
    expect(emulator.sessions.get(session!.id)!.status).toBe("expired");
    const [after] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, purchase!.id));
    expect(after!.status).toBe("cancelled");
    expect(await balancesFor(db, client.id, new Date())).toEqual([]);
    expect(await purchaseReturnMessage(db, client.id, purchase!.id)).toEqual({
      ok: false,
      text: "The payment for The Blueprint programme was not completed: nothing was charged.",
    });
    // Someone else's purchase says nothing.
    expect(await purchaseReturnMessage(db, "someone-else", purchase!.id)).toBeNull();
  });

  it("buy → paid → book a phase review with a credit → balance; a cancellation within the policy gives it back", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const bought = await startPurchase(db, client, id, new Date());
    expect(bought.status).toBe("checkout");
    const [pending] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, client.id));
    // Paid on Stripe's page: the signed `checkout.session.completed` reaches the webhook route.
    const session = [...emulator.sessions.values()].find((s) => s.metadata.package_purchase_id === String(pending!.id));
    const before = webhook.deliveries.length;
    await emulator.pay(session!.id);
    expect(webhook.deliveries.slice(before)).toEqual([200]);
    const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, pending!.id));
    expect(purchase).toMatchObject({ status: "paid" });
    expect(purchase!.expiresAt!.getTime() - purchase!.paidAt!.getTime()).toBe(365 * DAY);
    const paidOn = purchase!.paidAt!;
    const [balance] = await balancesFor(db, client.id, paidOn);
    const until = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Paris" }).format(
      purchase!.expiresAt!,
    );
    expect(balance).toMatchObject({ status: "paid", remaining: 4, sessionCount: 4, validUntil: until });

    const review = await sessionType("phase-review");
    const slots = await freeTimes(db, review, now);
    const outcome = await bookSession(review, bookingForm(slots.at(-5)!), context());
    expect(outcome).toMatchObject({ status: "booked", booking: { status: "confirmed", userId: client.id } });
    const booking = (outcome as { booking: { id: number; version: number } }).booking;
    expect(await creditUses()).toMatchObject([{ purchaseId: purchase!.id, bookingId: booking.id, returnedAt: null }]);
    expect(await creditsLeft(db, client.id, review.id, now)).toBe(3);
    // No payment for the booking: the credit paid.
    expect(await db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);
    expect(await mailTo(client.email, "Booked:")).toContain(
      "Paid with a credit from your package The Blueprint programme: nothing to pay. 3 of 4 sessions left.",
    );
    expect(await mailTo("owner@example.com", "New booking:")).toContain("Paid with a package credit");

    const booked = await bookedLoader(
      args(get(`/book/booked/${bookingToken("view", booking.id, booking.version)}`), {
        token: bookingToken("view", booking.id, booking.version),
      }),
    );
    expect(booked.credit).toBe(
      "Paid with a credit from your package The Blueprint programme: nothing to pay (3 of 4 sessions left).",
    );
    expect(await purchasesOfClient(db, client.id, now)).toMatchObject([
      { name: "The Blueprint programme", remaining: 3, sessionCount: 4, state: `Valid until ${until}` },
    ]);

    // The client cancels before the window: the credit is back.
    const cancelled = await cancelBooking(db, booking.id, "client", now, booking.version);
    expect(cancelled.status).toBe("done");
    expect((await creditUses())[0]!.returnedAt).not.toBeNull();
    expect(await creditsLeft(db, client.id, review.id, now)).toBe(4);
    expect(await mailTo(client.email, "Cancelled:")).toContain(
      "The session's credit is back in your package The Blueprint programme: 4 of 4 sessions left.",
    );
  });

  it("keeps the credit inside the window unless the owner cancels; uncovered types and unconfirmed addresses spend none", async () => {
    await db.delete(packagePurchases);
    await putProgrammeOnSale();
    await paidPurchase(client.id, now);
    const review = await sessionType("phase-review");
    const slots = await freeTimes(db, review, now);

    // Inside the window the client cannot cancel online, so the credit stays spent…
    const outcome = await bookSession(review, bookingForm(slots[0]!), context());
    const booking = (outcome as { booking: { id: number; startsAt: Date } }).booking;
    const late = new Date(booking.startsAt.getTime() - DAY);
    expect(creditComesBack("client", booking.startsAt, review, late)).toBe(false);
    expect(creditComesBack("owner", booking.startsAt, review, late)).toBe(true);
    expect((await cancelBooking(db, booking.id, "client", late)).status).toBe("refused");
    expect(await creditsLeft(db, client.id, review.id, late)).toBe(3);
    // …and the owner cancelling gives it back whatever the time.
    expect((await cancelBooking(db, booking.id, "owner", late)).status).toBe("done");
    expect(await creditsLeft(db, client.id, review.id, late)).toBe(4);

    // A type the package does not cover: booked as usual, no credit used.
    const consultation = await sessionType("free-consultation");
    const [free] = await freeTimes(db, consultation, now);
    await db.delete(packageCreditUses);
    expect(await bookSession(consultation, { ...bookingForm(free!), phase: undefined }, context())).toMatchObject({
      status: "booked",
    });
    // Signed in but booking for another address: it waits for that address, and spends nothing of ours.
    const other = await bookSession(review, bookingForm(slots[3]!, { email: "friend@example.com" }), context());
    expect(other).toMatchObject({ status: "booked", booking: { status: "pending" } });
    expect(await creditUses()).toEqual([]);
  });

  it("uses a credit rather than a deposit; without one the deposit goes to Checkout", async () => {
    await db.delete(packagePurchases);
    await putProgrammeOnSale(1);
    await paidPurchase(client.id, now);
    const review = await sessionType("phase-review");
    await db.update(sessionTypes).set({ priceCents: 9000, depositCents: 3000 }).where(eq(sessionTypes.id, review.id));
    try {
      const withDeposit = await sessionType("phase-review");
      const slots = await freeTimes(db, withDeposit, now);
      const covered = await bookSession(withDeposit, bookingForm(slots.at(-2)!), context());
      expect(covered).toMatchObject({ status: "booked", booking: { status: "confirmed" } });
      const booking = (covered as { booking: { id: number } }).booking;
      expect(await db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);
      expect(await creditUses()).toMatchObject([{ bookingId: booking.id }]);
      // The only credit is spent: the next booking pays its deposit on Stripe's page.
      const paying = await bookSession(withDeposit, bookingForm(slots.at(-8)!), context());
      expect(paying).toMatchObject({ status: "checkout", booking: { status: "pending_payment" } });
      expect(await creditUses()).toHaveLength(1);
    } finally {
      await db.update(sessionTypes).set({ priceCents: null, depositCents: 0 }).where(eq(sessionTypes.id, review.id));
    }
  });

  it("lets only one of two simultaneous bookings spend the last credit", async () => {
    await db.delete(packagePurchases);
    await putProgrammeOnSale();
    const purchaseId = await paidPurchase(client.id, now);
    const review = await sessionType("phase-review");
    const slots = await freeTimes(db, review, now);
    // Three of the four credits already spent.
    for (const slot of [slots.at(-1)!, slots.at(-3)!, slots.at(-5)!]) {
      const [row] = await db
        .insert(bookings)
        .values({
          sessionTypeId: review.id,
          userId: client.id,
          name: client.name,
          email: "earlier@example.com",
          timeZone: "Europe/Paris",
          startsAt: slot,
          endsAt: new Date(slot.getTime() + 45 * 60_000),
          heldFrom: slot,
          heldUntil: new Date(slot.getTime() + 60 * 60_000),
          icsUid: `earlier-${slot.getTime()}@booking`,
          scheduledAt: now,
          status: "confirmed",
        })
        .returning({ id: bookings.id });
      await spendCredit(db, purchaseId, row!.id);
    }
    expect(await creditsLeft(db, client.id, review.id, now)).toBe(1);

    // The lock itself: two transactions asking for the last credit at once.
    const spent: (number | null)[] = [];
    const [a, b] = [slots[10]!, slots[12]!];
    const attempt = (slot: Date, tag: string) =>
      db.transaction(async (tx) => {
        const credit = await creditFor(tx as unknown as Db, client.id, review.id, now);
        if (!credit) {
          spent.push(null);
          return;
        }
        const [row] = await tx
          .insert(bookings)
          .values({
            sessionTypeId: review.id,
            userId: client.id,
            name: client.name,
            email: `${tag}@example.com`,
            timeZone: "Europe/Paris",
            startsAt: slot,
            endsAt: new Date(slot.getTime() + 45 * 60_000),
            heldFrom: slot,
            heldUntil: new Date(slot.getTime() + 60 * 60_000),
            icsUid: `${tag}@booking`,
            scheduledAt: now,
            status: "confirmed",
          })
          .returning({ id: bookings.id });
        await spendCredit(tx as unknown as Db, credit.purchaseId, row!.id);
        spent.push(row!.id);
      });
    await Promise.all([attempt(a, "race-a"), attempt(b, "race-b")]);
    expect(spent.filter((s) => s !== null)).toHaveLength(1);
    expect(spent.filter((s) => s === null)).toHaveLength(1);
    expect(await creditsLeft(db, client.id, review.id, now)).toBe(0);
    expect(await db.select().from(packageCreditUses).where(isNull(packageCreditUses.returnedAt))).toHaveLength(4);

    // Through bookSession: with no credit left, a booking spends nothing (the credit count stays at four).
    const outcome = await bookSession(review, bookingForm(slots[20]!), context());
    expect(outcome.status).toBe("booked");
    expect(await creditUses()).toHaveLength(4);
  });

  it("stops using credits once the package has expired", async () => {
    await db.delete(packagePurchases);
    await putProgrammeOnSale();
    const boughtLongAgo = new Date(now.getTime() - 366 * DAY);
    await paidPurchase(client.id, boughtLongAgo);
    const review = await sessionType("phase-review");
    expect(await creditsLeft(db, client.id, review.id, now)).toBe(0);
    const [balance] = await balancesFor(db, client.id, now);
    expect(balance).toMatchObject({ status: "expired", remaining: 4, validUntil: "1 March 2026" });
    const [slot] = await freeTimes(db, review, now);
    expect(await bookSession(review, bookingForm(slot!), context())).toMatchObject({ status: "booked" });
    expect(await creditUses()).toEqual([]);
    expect(await purchasesOfClient(db, client.id, now)).toMatchObject([{ state: "Expired on 1 March 2026" }]);
    // The owner's client page in French (issue 30).
    expect(await inLocale("fr", () => purchasesOfClient(db, client.id, now))).toMatchObject([
      { state: "Expiré le 1 mars 2026" },
    ]);
  });
});

describe("the client's dashboard", () => {
  it("lists the packages on sale and the balance, and Buy opens Checkout", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const me = await signedInUser("client");
    const page = await dashboardLoader(args(get("/dashboard", me.cookie)));
    expect(page.packages).toMatchObject({
      balances: [],
      forSale: [
        { id, name: "The Blueprint programme", priceCents: 48000, sessionCount: 4, covers: ["Blueprint phase review"] },
      ],
    });
    // A French client reads the covered types' French names (issue 30).
    const french = await inLocale("fr", () => dashboardLoader(args(get("/dashboard", me.cookie))));
    expect(french.packages?.forSale.map((p) => p.covers)).toEqual([["Bilan de phase du Blueprint"]]);

    const answer = await run(() =>
      dashboardAction(args(postForm("/dashboard", { intent: "buy-package", packageId: String(id) }, me.cookie))),
    );
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get("location")!;
    expect(location.startsWith(`${emulator.url}/pay/`)).toBe(true);

    const bad = await run(() =>
      dashboardAction(args(postForm("/dashboard", { intent: "buy-package", packageId: "abc" }, me.cookie))),
    );
    expect((bad as { init: { status: number } }).init.status).toBe(400);

    const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, me.id));
    await markPurchasePaid(db, purchase!.id, new Date());
    const back = await dashboardLoader(args(get(`/dashboard?purchase=${purchase!.id}`, me.cookie)));
    expect(back.packages!.message).toEqual({
      ok: true,
      text: "Thank you: The Blueprint programme is yours. Book your sessions whenever you are ready.",
    });
    expect(back.packages!.balances).toMatchObject([{ name: "The Blueprint programme", remaining: 4, status: "paid" }]);
    // The details page says before booking that a credit pays for a covered type, and not for another.
    const details = (slug: string) =>
      detailsLoader(
        args(get(`/book/${slug}/details?start=2030-01-07T09:00:00.000Z&tz=Europe%2FParis&phase=1`, me.cookie), {
          slug,
        }),
      );
    expect((await details("phase-review")).credit).toEqual({
      packageName: "The Blueprint programme",
      left: "4 of 4 sessions left",
    });
    expect((await details("express")).credit).toBeNull();
  });

  it("cancels a checkout only by its own way back, never by any link carrying the purchase's number", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const me = await signedInUser("client");
    await run(() =>
      dashboardAction(args(postForm("/dashboard", { intent: "buy-package", packageId: String(id) }, me.cookie))),
    );
    const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, me.id));
    const session = [...emulator.sessions.values()].find(
      (s) => s.metadata.package_purchase_id === String(purchase!.id),
    )!;
    const status = async () =>
      (await db.select().from(packagePurchases).where(eq(packagePurchases.id, purchase!.id)))[0]!.status;

    // A page elsewhere that sends the client to the dashboard with the purchase's number (it is a counter).
    const forged = `/dashboard?purchase=${purchase!.id}&checkout=cancelled`;
    await dashboardLoader(args(get(forged, me.cookie)));
    await dashboardLoader(args(get(`${forged}&key=${"A".repeat(32)}`, me.cookie)));
    expect(await status()).toBe("pending_payment");
    expect(emulator.sessions.get(session.id)!.status).toBe("open");

    // Checkout's own "back" link carries the purchase's key.
    const back = new URL(session.cancel_url);
    expect(back.search).toMatch(/^\?purchase=\d+&checkout=cancelled&key=[\w-]{32}$/);
    await dashboardLoader(args(get(back.pathname + back.search, me.cookie)));
    expect(await status()).toBe("cancelled");
    expect(emulator.sessions.get(session.id)!.status).toBe("expired");
  });

  it("refuses to sell when Stripe is not configured, without writing anything", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    resetEnvForTests();
    try {
      expect(await startPurchase(db, client, id, new Date())).toMatchObject({ status: "refused" });
      expect(await db.select().from(packagePurchases)).toEqual([]);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
      resetEnvForTests();
    }
  });
});

describe("refunding a package", () => {
  it("ends the package in the refund's own transaction: no credit left on the dashboard or the owner's page", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const review = await sessionType("phase-review");
    const [me, other, admin] = [
      await signedInUser("client"),
      await signedInUser("client"),
      await signedInUser("admin"),
    ];
    const bought = await startPurchase(db, me, id, new Date());
    if (bought.status !== "checkout") throw new Error("expected a checkout");
    await emulator.pay(new URL(bought.url).pathname.split("/").at(-1)!);
    const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, me.id));
    expect(purchase).toMatchObject({ status: "paid" });
    const theirs = await paidPurchase(other.id, new Date());

    const clientPage = (userId: string) =>
      clientLoader(args(get(`/admin/clients/${userId}`, admin.cookie), { id: userId }));
    const refund = (userId: string, fields: Record<string, string>) =>
      run(() =>
        clientAction(
          args(postForm(`/admin/clients/${userId}`, { intent: "refund-package", ...fields }, admin.cookie), {
            id: userId,
          }),
        ),
      );
    const before = await clientPage(me.id);
    expect(before.packages).toMatchObject([{ remaining: 4, refundable: "€480", refundableCents: 48000 }]);
    const fields = { purchaseId: String(purchase!.id), key: before.refundKey };

    // Refused without changing anything: unreadable, too much, another client's package.
    expect(await refund(me.id, { ...fields, amount: "abc" })).toMatchObject({ init: { status: 400 } });
    expect(await refund(me.id, { ...fields, amount: "481" })).toMatchObject({ init: { status: 409 } });
    expect(await refund(me.id, { ...fields, purchaseId: String(theirs), amount: "10" })).toMatchObject({
      data: { ok: false, message: "This package has no payment to refund." },
      init: { status: 409 },
    });
    expect(await db.select().from(refunds)).toEqual([]);
    expect((await balancesFor(db, me.id, new Date()))[0]).toMatchObject({ status: "paid", remaining: 4 });

    const done = await refund(me.id, { ...fields, amount: "480" });
    expect(done).toMatchObject({
      data: { ok: true, message: "Refund of €480 on its way; the package's unused sessions were removed." },
    });
    // A second submit of the same form makes no second refund; its answer is in the owner's language.
    const again = (await inLocale("fr", () => refund(me.id, { ...fields, amount: "480" }))) as {
      data: { ok: boolean; message: string };
    };
    expect(again.data.ok).toBe(true);
    expect(again.data.message).toMatch(
      /^Remboursement de 480,00\s€ en cours ; les séances non utilisées du forfait ont été retirées\.$/u,
    );
    const rows = await db.select().from(refunds);
    expect(rows.map((r) => [r.amountCents, r.reason, r.status])).toEqual([[48000, "manual", "pending"]]);
    const [ended] = await db.select().from(packagePurchases).where(eq(packagePurchases.id, purchase!.id));
    expect(ended!.status).toBe("refunded");
    expect(await creditsLeft(db, me.id, review.id, new Date())).toBe(0);
    expect(await db.transaction((tx) => creditFor(tx as unknown as Db, me.id, review.id, new Date()))).toBeNull();
    const dashboard = await dashboardLoader(args(get("/dashboard", me.cookie)));
    expect(dashboard.packages!.balances).toMatchObject([
      { name: "The Blueprint programme", status: "refunded", remaining: 0 },
    ]);
    const after = await clientPage(me.id);
    expect(after.packages).toMatchObject([{ remaining: 0, state: "Refunded", refundable: null }]);
    // The other client's package is untouched.
    expect((await balancesFor(db, other.id, new Date()))[0]).toMatchObject({ status: "paid", remaining: 4 });

    // The refund goes out through Stripe and gets its receipt as any other.
    expect(await sendDueRefunds(db, new Date())).toBe(1);
    expect((await db.select().from(refunds))[0]).toMatchObject({ status: "succeeded" });
    expect(await db.select().from(receipts).where(eq(receipts.kind, "refund"))).toHaveLength(1);
  });
});

describe("a package in the reader's language (issue 30)", () => {
  const texts = { name: "Three sessions", description: "Three coaching sessions.", nameFr: "", descriptionFr: "" };

  it("takes the French texts the owner gave, and the English ones for a French field left empty", () => {
    const french = { ...texts, nameFr: "Trois séances", descriptionFr: "Trois séances d’accompagnement." };
    expect(packageIn(french, "fr")).toMatchObject({
      name: "Trois séances",
      description: "Trois séances d’accompagnement.",
    });
    expect(packageIn(french, "en")).toMatchObject({ name: "Three sessions", description: "Three coaching sessions." });
    expect(packageIn({ ...texts, nameFr: " ", descriptionFr: "Trois séances." }, "fr")).toMatchObject({
      name: "Three sessions",
      description: "Trois séances.",
    });
    expect(packageName({ ...texts, nameFr: "Trois séances" }, "fr")).toBe("Trois séances");
    expect(inLocale("fr", () => packageName({ ...texts, nameFr: "" }))).toBe("Three sessions");
  });

  it("gives the seeded programme its French texts and keeps its English as it was", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const pkg = await getPackage(db, id);
    expect(pkg).toMatchObject({ name: "The Blueprint programme", nameFr: "Programme Blueprint" });
    expect(pkg!.descriptionFr).toMatch(
      /^Quatre bilans de phase, un après chaque phase du Blueprint Holistic Omega\u00a0: /u,
    );
  });

  it("offers a French client the package in French on the dashboard, in English where the owner wrote no French", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const me = await signedInUser("client");
    const offer = async (locale: "en" | "fr") => {
      const page = await inLocale(locale, () => dashboardLoader(args(get("/dashboard", me.cookie))));
      return page.packages!.forSale.find((p) => p.id === id);
    };
    expect(await offer("fr")).toMatchObject({
      name: "Programme Blueprint",
      description: expect.stringMatching(/^Quatre bilans de phase/),
    });
    expect(await offer("en")).toMatchObject({ name: "The Blueprint programme", description: "Four phase reviews." });
    const { nameFr, descriptionFr } = (await programme()) as { nameFr: string; descriptionFr: string };
    await db.update(packages).set({ nameFr: "", descriptionFr: "" }).where(eq(packages.id, id));
    try {
      expect(await offer("fr")).toMatchObject({ name: "The Blueprint programme", description: "Four phase reviews." });
    } finally {
      await db.update(packages).set({ nameFr, descriptionFr }).where(eq(packages.id, id));
    }
  });

  it("opens Checkout in the buyer's language: the line item, the name the purchase keeps, the receipt's texts", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const buy = async (locale: "en" | "fr") => {
      const buyer = await signedInUser("client");
      const bought = await inLocale(locale, () => startPurchase(db, buyer, id, new Date()));
      if (bought.status !== "checkout") throw new Error(`expected a checkout, got ${bought.detail}`);
      const session = emulator.sessions.get(new URL(bought.url).pathname.split("/").at(-1)!)!;
      const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, buyer.id));
      const [payment] = await db.select().from(payments).where(eq(payments.packagePurchaseId, purchase!.id));
      return { session, purchase: purchase!, payment: payment! };
    };
    const descriptions = { en: "The Blueprint programme (4 sessions)", fr: "Programme Blueprint (4 séances)" };

    const french = await buy("fr");
    expect(french.session).toMatchObject({ locale: "fr", line_items_description: descriptions.fr });
    expect(french.purchase.name).toBe("Programme Blueprint");
    expect(french.payment).toMatchObject({ description: descriptions.fr, descriptions });

    const english = await buy("en");
    expect(english.session).toMatchObject({ locale: "en", line_items_description: descriptions.en });
    expect(english.purchase.name).toBe("The Blueprint programme");
    expect(english.payment).toMatchObject({ description: descriptions.en, descriptions });
  });

  it("names a purchase in whichever language it is read later: bought in French, booked in English", async () => {
    await db.delete(packagePurchases);
    const id = await putProgrammeOnSale();
    const bought = await inLocale("fr", () => startPurchase(db, client, id, new Date()));
    if (bought.status !== "checkout") throw new Error(`expected a checkout, got ${bought.detail}`);
    const [purchase] = await db.select().from(packagePurchases).where(eq(packagePurchases.userId, client.id));
    expect(purchase).toMatchObject({
      name: "Programme Blueprint",
      names: { en: "The Blueprint programme", fr: "Programme Blueprint" },
    });
    await emulator.pay(new URL(bought.url).pathname.split("/").at(-1)!);

    // The booking page's language is English: its e-mails and its page name the package in English.
    const review = await sessionType("phase-review");
    const outcome = await bookSession(review, bookingForm((await freeTimes(db, review, now)).at(-5)!), context());
    const booking = (outcome as { booking: { id: number; version: number } }).booking;
    expect(await mailTo(client.email, "Booked:")).toContain("your package The Blueprint programme: nothing to pay.");
    const token = bookingToken("view", booking.id, booking.version);
    expect((await bookedLoader(args(get(`/book/booked/${token}`), { token }))).credit).toContain(
      "your package The Blueprint programme",
    );
    expect(await purchasesOfClient(db, client.id, now)).toMatchObject([{ name: "The Blueprint programme" }]);
    // The French dashboard keeps the French name.
    expect(await inLocale("fr", () => balancesFor(db, client.id, now))).toMatchObject([
      { name: "Programme Blueprint" },
    ]);
    // A purchase made before the names were kept reads as it was bought.
    await db.update(packagePurchases).set({ names: {} }).where(eq(packagePurchases.id, purchase!.id));
    expect(await purchasesOfClient(db, client.id, now)).toMatchObject([{ name: "Programme Blueprint" }]);
  });

  it("says a refunded purchase was refunded, in the reader's language, by the name it was bought with", async () => {
    const pkg = await programme();
    const refunded = async (name: string) => {
      const [row] = await db
        .insert(packagePurchases)
        .values({ packageId: pkg.id, userId: client.id, name, priceCents: 48000, sessionCount: 4, status: "refunded" })
        .returning({ id: packagePurchases.id });
      return row!.id;
    };
    const english = await refunded("The Blueprint programme");
    const french = await refunded("Programme Blueprint");
    expect(await inLocale("en", () => purchaseReturnMessage(db, client.id, english))).toEqual({
      ok: false,
      text: "The Blueprint programme was refunded.",
    });
    expect(await inLocale("fr", () => purchaseReturnMessage(db, client.id, french))).toEqual({
      ok: false,
      text: "Le forfait Programme Blueprint a été remboursé.",
    });
  });
});
