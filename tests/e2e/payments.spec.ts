/**
 * Deposits at booking (issue 29), in the browser against the local Stripe emulator
 * (tests/support/stripe-emulator.ts, started by playwright.config.ts, its webhook signed as Stripe's):
 * the owner asks for a deposit on Signature Portrait in the session type form; a visitor books it, pays
 * on the emulator's page and is booked, with the e-mail and its .ics; while the time is held a second
 * visitor cannot take it; a checkout left without paying frees it. The type is put back as seeded.
 */
import type { Browser, Page } from "@playwright/test";
import { STRIPE_PORT } from "../../playwright.config";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, mailTo, showNextMonth, test } from "./fixtures";

const EMULATOR = `http://127.0.0.1:${STRIPE_PORT}`;

async function editSignaturePortrait(
  browser: Browser,
  fields: Record<string, string>,
  expected = "Session type saved.",
) {
  const context = await browser.newContext({ storageState: storageStateFor("admin"), javaScriptEnabled: true });
  const owner = await context.newPage();
  try {
    await owner.goto("/admin/booking/setup");
    await owner.getByRole("link", { name: "Edit Signature Portrait" }).click();
    for (const [label, value] of Object.entries(fields)) await owner.getByLabel(label, { exact: true }).fill(value);
    await owner.getByRole("button", { name: "Save session type" }).click();
    await expect(owner.getByRole(expected === "Session type saved." ? "status" : "alert")).toContainText(expected);
    if (expected === "Session type saved.") await expectAccessible(owner);
  } finally {
    await context.close();
  }
}

/** A time next month (outside the change window), as the link to its details page. */
async function timeNextMonth(page: Page, index: number) {
  await page.goto("/book/signature-portrait?tz=Europe%2FParis");
  await showNextMonth(page);
  const times = page.getByRole("list", { name: "Free times" }).getByRole("link");
  await expect(times.first()).toBeVisible();
  return (await times.nth(index).getAttribute("href"))!;
}

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${EMULATOR}/pay/cs_test_`));
}

/** Another visitor, in a browser of their own. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ timezoneId: "Europe/Paris" });
  return { context, page: await context.newPage() };
}

test.describe("a deposit on Signature Portrait", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    await editSignaturePortrait(browser, { "Price (EUR)": "150", "Deposit (EUR)": "200" }, "at most the price");
    await editSignaturePortrait(browser, { "Price (EUR)": "150", "Deposit (EUR)": "50" });
  });

  test.afterAll(async ({ browser }) => {
    test.setTimeout(120_000);
    // The other journeys and the visual snapshots expect the seeded session types.
    await editSignaturePortrait(browser, { "Price (EUR)": "", "Deposit (EUR)": "0" });
  });

  test("is paid on Stripe's page; the held time is refused to a second visitor; the visitor is booked with the .ics", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `payer-${Date.now()}@e2e.test`;
    const details = await timeNextMonth(page, 0);
    await page.goto(details);
    await expect(
      page.getByText(
        "A deposit of €50 is paid online to book this session. The remaining €100 is paid at the session.",
      ),
    ).toBeVisible();
    await expectAccessible(page);
    await fillDetails(page, "Paula Payer", email);
    await expect(page.getByRole("heading", { name: /^Pay Deposit: Signature Portrait, / })).toBeVisible();
    await expect(page.getByText("Amount: €50.00")).toBeVisible();

    // Meanwhile the time is held: not offered, and refused to someone who had it open.
    const second = await visitor(browser);
    try {
      await second.page.goto("/book/signature-portrait?tz=Europe%2FParis");
      await showNextMonth(second.page);
      await expect(second.page.getByRole("list", { name: "Free times" }).getByRole("link").first()).toBeVisible();
      await expect(second.page.locator(`a[href="${details}"]`)).toHaveCount(0);
      await second.page.goto(details);
      await second.page.getByLabel("Name").fill("Second Visitor");
      await second.page.getByLabel("Email").fill(`second-${Date.now()}@e2e.test`);
      await second.page.getByRole("button", { name: "Continue to payment" }).click();
      await expect(second.page.getByRole("alert")).toContainText("That time was just taken.");
      await expect(second.page).toHaveURL(/\/book\/signature-portrait\/details/);
    } finally {
      await second.context.close();
    }

    await page.getByRole("button", { name: "Pay €50.00" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByText("Paid online: €50 deposit. Still to pay at the session: €100.")).toBeVisible();
    await expectAccessible(page);

    const confirmation = await mailTo(email, /^Booked: Signature Portrait/);
    expect(confirmation.text).toContain("Paid online: €50 deposit. Still to pay at the session: €100.");
    const ics = confirmation.attachments.find((a) => a.filename.endsWith(".ics"));
    expect(ics).toBeDefined();
    const calendar = Buffer.from(ics!.contentBase64, "base64").toString("utf8");
    expect(calendar).toContain("METHOD:REQUEST");
    expect(calendar).toContain("STATUS:CONFIRMED");
    const owner = await mailTo("owner@e2e.test", /^New booking: Signature Portrait/);
    expect(owner.text).toContain("Paula Payer");
    expect(owner.text).toContain("Paid online: €50 deposit.");
  });

  test("left without paying, the checkout frees the time for the next visitor", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const details = await timeNextMonth(page, 1);
    await page.goto(details);
    await fillDetails(page, "Andy Abandon", `abandon-${Date.now()}@e2e.test`);
    const abandoned = page.url();
    await page.getByRole("button", { name: "Back to the site" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(
      "Nothing was charged and nothing was booked: the time you chose is free again.",
    );
    await expectAccessible(page);
    // The abandoned checkout can no longer be paid.
    await page.goto(abandoned);
    await expect(page.getByText("This checkout is no longer open.")).toBeVisible();

    const next = await visitor(browser);
    try {
      await next.page.goto("/book/signature-portrait?tz=Europe%2FParis");
      await showNextMonth(next.page);
      await expect(next.page.locator(`a[href="${details}"]`)).toHaveCount(1);
      await next.page.goto(details);
      await fillDetails(next.page, "Nina Next", `next-${Date.now()}@e2e.test`);
      await next.page.getByRole("button", { name: "Back to the site" }).click();
      await expect(next.page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible();
    } finally {
      await next.context.close();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form still leads to Stripe's page, and back from it", async ({ page }) => {
      test.setTimeout(120_000);
      const details = await timeNextMonth(page, 2);
      await page.goto(details);
      await fillDetails(page, "Noah Noscript", `noscript-${Date.now()}@e2e.test`);
      await page.getByRole("button", { name: "Back to the site" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Payment not completed" })).toBeVisible();
    });
  });
});
