/**
 * Refunds decided by the policy (issue 29), in the browser against the local Stripe emulator: a visitor
 * pays a Signature Portrait deposit and gets the receipt by e-mail; cancelled before the change window,
 * the deposit goes back to the card (the emulator records the refund) with a refund receipt; a booking
 * the owner cancels at the client's request inside the window keeps it (no refund reaches Stripe); a
 * refund the owner makes on Stripe's dashboard reaches the booking's pages through `charge.refunded`, and
 * settles one Stripe refused (shown on Today until then).
 * The session type is put back as seeded.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { SMTP_HTTP_PORT, STRIPE_PORT } from "../../playwright.config";
import { storageStateFor } from "../support/e2e-accounts";
import type { ReceivedMessage } from "../support/smtp-sink";
import { expect, expectAccessible, mailTo, showNextMonth, test } from "./fixtures";
import { chooseLanguage } from "./french-pages";

const EMULATOR = `http://127.0.0.1:${STRIPE_PORT}`;

interface EmulatorState {
  sessions: { id: string; customer_email: string | null; payment_intent: string | null; status: string }[];
  refunds: { id: string; amount: number; payment_intent: string }[];
}

async function emulatorState(): Promise<EmulatorState> {
  return (await fetch(`${EMULATOR}/__emulator/state`)).json() as Promise<EmulatorState>;
}

/** The payment intent the emulator made when `email` paid. */
async function intentPaidBy(email: string) {
  const session = (await emulatorState()).sessions.find((s) => s.customer_email === email && s.status === "complete");
  expect(session?.payment_intent, `a completed checkout for ${email}`).toBeTruthy();
  return session!.payment_intent!;
}

async function setSignaturePortrait(browser: Browser, fields: Record<string, string>) {
  const context = await browser.newContext({ storageState: storageStateFor("admin") });
  const owner = await context.newPage();
  try {
    await owner.goto("/admin/booking/setup");
    await owner.getByRole("link", { name: "Edit Signature Portrait" }).click();
    for (const [label, value] of Object.entries(fields)) await owner.getByLabel(label, { exact: true }).fill(value);
    await owner.getByRole("button", { name: "Save session type" }).click();
    await expect(owner.getByRole("status")).toContainText("Session type saved.");
  } finally {
    await context.close();
  }
}

/**
 * Books the `index`th free time of the first day next month that still has that many (outside the change
 * window), and pays the €50 deposit on the emulator's page. The first free day can be short (1 January) or
 * partly booked by earlier tests, so the day is looked for rather than assumed.
 */
async function bookAndPay(page: Page, index: number, name: string, email: string) {
  await page.goto("/book/signature-portrait?tz=Europe%2FParis");
  await showNextMonth(page);
  const times = page.getByRole("list", { name: "Free times" }).getByRole("link");
  await expect(times.first()).toBeVisible();
  const days = await page
    .getByRole("table")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const day of days) {
    if ((await times.count()) > index) break;
    await page.goto(day);
    await expect(times.first()).toBeVisible();
  }
  expect(await times.count(), `a day next month with more than ${index} free times`).toBeGreaterThan(index);
  await page.goto((await times.nth(index).getAttribute("href"))!);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR}/pay/cs_test_`));
  await page.getByRole("button", { name: "Pay €50.00" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  return mailTo(email, /^Booked: Signature Portrait/);
}

/** The owner's notice of a booking by `name` (its text links to the booking's page). */
async function ownerNoticeFor(name: string): Promise<ReceivedMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = (await (await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`)).json()) as ReceivedMessage[];
    const found = messages.find(
      (m) => m.to.includes("owner@e2e.test") && /^New booking:/.test(m.subject) && m.text.includes(name),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No owner notice for ${name}`);
}

/** "YYYY-MM-DDTHH:mm" in Paris, `hours` from now (the owner's move field). */
function parisLocal(hours: number) {
  const at = new Date(Date.now() + hours * 3_600_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Paris",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * A start in the 03:00 hour in Paris, 24 to 47 hours from now: inside a 48-hour cancellation window, at a
 * night time no other test books (they take the first free times of the opening hours). A fixed "26 hours
 * from now" fell on another test's booking when the suite ran in the morning.
 */
function parisNightWithin48Hours() {
  for (let hours = 24; hours <= 47; hours++) {
    const local = parisLocal(hours);
    if (local.slice(11, 13) === "03") return local;
  }
  throw new Error("No 03:00 hour in Paris between 24 and 47 hours from now");
}

test.describe("refunds decided by the cancellation policy", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test.beforeAll(async ({ browser }) => {
    await setSignaturePortrait(browser, { "Price (EUR)": "150", "Deposit (EUR)": "50" });
  });

  test.afterAll(async ({ browser }) => {
    await setSignaturePortrait(browser, { "Price (EUR)": "", "Deposit (EUR)": "0" });
  });

  test("cancelled before the window: the deposit is refunded on Stripe, with a receipt for each", async ({ page }) => {
    test.setTimeout(120_000);
    const email = `refund-${Date.now()}@e2e.test`;
    const confirmation = await bookAndPay(page, 2, "Rita Refund", email);

    const receipt = await mailTo(email, /^Receipt \d{6}: €50 paid$/);
    expect(receipt.text).toContain("we have received your payment of €50");
    const pdf = receipt.attachments.find((a) => a.filename.endsWith(".pdf"));
    expect(pdf?.filename).toMatch(/^receipt-\d{6}\.pdf$/);
    expect(Buffer.from(pdf!.contentBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    // The guest has no account: the e-mail's link opens the PDF without signing in; a changed key does not.
    const link = new URL(/without signing in: (\S+)/.exec(receipt.text)![1]!);
    const download = await page.request.get(`${link.pathname}${link.search}`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    const forged = await page.request.get(`${link.pathname}?key=${"A".repeat(32)}`, { maxRedirects: 0 });
    expect(forged.status()).toBe(404);

    const cancelLink = /Need to cancel\? (\S+)/.exec(confirmation.text)![1]!;
    await page.goto(new URL(cancelLink).pathname);
    await expect(
      page.getByText("Cancelled at least 48 hours before the session: the €50 paid is refunded in full."),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Payment" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Refunds" })).toContainText(/(Being sent|Refunded): €50/);
    await expectAccessible(page);

    const intent = await intentPaidBy(email);
    await expect
      .poll(async () => (await emulatorState()).refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount))
      .toEqual([5000]);
    const cancelled = await mailTo(email, /^Cancelled: Signature Portrait/);
    expect(cancelled.text).toContain("the €50 paid is refunded in full.");
    const refundReceipt = await mailTo(email, /^Refund sent: €50 \(receipt \d{6}\)$/);
    expect(refundReceipt.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^refund-receipt-\d{6}\.pdf$/),
    ]);
    await page.reload();
    await expect(page.getByRole("list", { name: "Refunds" })).toContainText("Refunded: €50");
    // The booking's page links both receipts, for a guest as for a client.
    const receipts = page.getByRole("list", { name: "Receipts" });
    await expect(receipts).toContainText(/Download receipt \d{6} for €50 \(PDF\)/);
    await expect(receipts).toContainText(/Download refund receipt \d{6} for €50 \(PDF\)/);
    const href = await receipts.getByRole("link").first().getAttribute("href");
    expect((await page.request.get(href!)).status()).toBe(200);
  });

  test("cancelled inside the window at the client's request: the deposit is kept", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = `kept-${Date.now()}@e2e.test`;
    const name = "Kim Kept";
    await bookAndPay(page, 3, name, email);
    const notice = await ownerNoticeFor(name);
    const bookingPath = new URL(/Details: (\S+)/.exec(notice.text)![1]!).pathname;

    const context = await browser.newContext({ storageState: storageStateFor("admin"), timezoneId: "Europe/Paris" });
    const owner = await context.newPage();
    try {
      // The client asks, a day before, to call it off: the owner moves it there first, as it would have been.
      await owner.goto(bookingPath);
      await owner.getByLabel(/^New start/).fill(parisNightWithin48Hours());
      await owner.getByRole("button", { name: "Move booking" }).click();
      await expect(owner.getByRole("status")).toContainText("Moved.");
      await expect(owner.getByRole("heading", { level: 2, name: "Payment" })).toBeVisible();
      await expect(owner.getByTestId("paid-with")).toContainText(/^Deposit paid: €50 on .+ \(receipt \d{6}\)$/);
      await expectAccessible(owner);
      await owner.getByRole("button", { name: "Cancel at the client's request (refund policy applies)" }).click();
      await expect(owner.getByRole("status")).toContainText(
        "Cancelled less than 48 hours before the session: the €50 paid is kept.",
      );
    } finally {
      await context.close();
    }

    const cancelled = await mailTo(email, /^Cancelled: Signature Portrait/);
    expect(cancelled.text).toContain("Cancelled less than 48 hours before the session: the €50 paid is kept.");
    const intent = await intentPaidBy(email);
    // A refund written with the cancellation would have reached Stripe well within this (its run is queued
    // with it); none was, so nothing does.
    await new Promise((r) => setTimeout(r, 6_000));
    expect((await emulatorState()).refunds.filter((r) => r.payment_intent === intent)).toEqual([]);
  });
  test("a refund Stripe refuses waits on Today; refunded on Stripe's dashboard instead, it leaves Today", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `refused-${Date.now()}@e2e.test`;
    const name = "Rosa Refused";
    const confirmation = await bookAndPay(page, 5, name, email);
    const bookingPath = new URL(/Details: (\S+)/.exec((await ownerNoticeFor(name)).text)![1]!).pathname;
    const intent = await intentPaidBy(email);
    // Stripe refuses the next refund outright: the site gives up at once and puts it on Today.
    const refuse = await fetch(`${EMULATOR}/__emulator/refund-failures?count=1&status=400`, { method: "POST" });
    expect(refuse.status).toBe(200);
    await page.goto(new URL(/Need to cancel\? (\S+)/.exec(confirmation.text)![1]!).pathname);
    await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Payment" })).toBeVisible();

    const context = await browser.newContext({ storageState: storageStateFor("admin"), timezoneId: "Europe/Paris" });
    const owner = await context.newPage();
    try {
      const refused = owner.getByTestId("today-failed-refunds").getByRole("listitem").filter({ hasText: name });
      await expect
        .poll(async () => {
          await owner.goto("/dashboard");
          return refused.count();
        })
        .toBe(1);
      await expect(refused).toContainText("€50 to Rosa Refused");
      await expect(refused).toContainText("Emulated refusal");
      await expect(refused).toContainText(
        "Or refund it from Stripe's dashboard: the site will record it and take it off this list.",
      );
      await expect(refused.getByRole("button", { name: "Retry the refund" })).toBeVisible();
      await expectAccessible(owner);
      // The client paid in English; a French owner reads what was paid for in French.
      await chooseLanguage(owner, "Français");
      try {
        await owner.goto("/dashboard");
        await expect(refused).toContainText("50,00\u00a0€ à Rosa Refused · Acompte\u00a0: Signature Portrait");
        await expect(refused).toContainText("Stripe l’a refusé\u00a0: «\u00a0Emulated refusal\u00a0»");
        await expect(refused).toContainText("Ou remboursez-le depuis le tableau de bord de Stripe");
        // The month's CSV for the accountant, as Excel set to French opens it.
        await owner.goto("/admin/payments");
        const downloading = owner.waitForEvent("download");
        await owner.getByRole("link", { name: /^Télécharger .+ en CSV$/ }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^paiements-\d{4}-\d{2}\.csv$/);
        const csv = readFileSync(await download.path(), "utf8");
        expect(csv.startsWith("\ufeffDate;Type;Reçu;Client;E-mail;Objet;Encaissé (EUR);Remboursé (EUR);")).toBe(true);
        expect(csv).toMatch(
          /;Paiement;\d{6};Rosa Refused;refused-\d+@e2e\.test;Acompte\u00a0: Signature Portrait, [^;]+;50,00;;pi_/,
        );
      } finally {
        await chooseLanguage(owner, "English");
      }

      // The owner refunds it on Stripe's dashboard: the refused refund is settled, with its refund receipt.
      const made = await fetch(`${EMULATOR}/__emulator/dashboard-refund?payment_intent=${intent}`, { method: "POST" });
      expect(made.status).toBe(200);
      await mailTo(email, /^Refund sent: €50 \(receipt \d{6}\)$/);
      await owner.goto("/dashboard");
      await expect(owner.getByText("€50 to Rosa Refused")).toHaveCount(0);
      await owner.goto(bookingPath);
      await expect(owner.getByRole("list", { name: "Refunds" })).toContainText("Refunded: €50");
      await expect(owner.getByRole("list", { name: "Refunds" })).not.toContainText("refunded on Stripe");
    } finally {
      await context.close();
    }
  });

  test("refunded on Stripe's dashboard: the booking's pages and a refund receipt say so", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = `dashboard-${Date.now()}@e2e.test`;
    const name = "Dana Dashboard";
    await bookAndPay(page, 4, name, email);
    const bookingPath = new URL(/Details: (\S+)/.exec((await ownerNoticeFor(name)).text)![1]!).pathname;
    // The owner gives €20 back from Stripe's dashboard, not from here: Stripe sends `charge.refunded`.
    const intent = await intentPaidBy(email);
    const refunded = await fetch(`${EMULATOR}/__emulator/dashboard-refund?payment_intent=${intent}&amount=2000`, {
      method: "POST",
    });
    expect(refunded.status).toBe(200);
    const refundReceipt = await mailTo(email, /^Refund sent: €20 \(receipt \d{6}\)$/);
    expect(refundReceipt.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^refund-receipt-\d{6}\.pdf$/),
    ]);

    const context = await browser.newContext({ storageState: storageStateFor("admin"), timezoneId: "Europe/Paris" });
    const owner = await context.newPage();
    try {
      await owner.goto(bookingPath);
      const refunds = owner.getByRole("list", { name: "Refunds" });
      await expect(refunds).toContainText("Refunded: €20");
      await expect(refunds).toContainText("refunded on Stripe");
      // What was paid and given back, each with its receipt; what is left to refund here.
      await expect(owner.getByTestId("paid-with")).toContainText(/Refunded: €20 on .+ \(receipt \d{6}\)/);
      await expect(owner.getByLabel("Refund (EUR), up to €30")).toBeVisible();
      await expectAccessible(owner);
    } finally {
      await context.close();
    }
    // Nothing was sent to Stripe from here: its one refund is the dashboard's.
    expect((await emulatorState()).refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).toEqual([
      2000,
    ]);
  });
});
