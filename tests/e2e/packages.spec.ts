/**
 * Packages (issue 29), in the browser against the local Stripe emulator (started by playwright.config.ts,
 * its webhook signed as Stripe's): the owner prices the seeded Blueprint programme and puts it on sale; a
 * client who completed Phase 1 buys it from the dashboard on the emulator's page, books the Phase 1 review
 * with a credit (no payment asked), sees the balance on the dashboard as the owner does on the client's
 * page, then cancels within the policy and has the credit back. The package is taken off sale again.
 */
import type { Browser } from "@playwright/test";
import { STRIPE_PORT } from "../../playwright.config";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, mailTo, newClient, ownerReportPath, showNextMonth, test } from "./fixtures";
import { answer, PHASE1_ANSWERS } from "./phase1-answers";

const EMULATOR = `http://127.0.0.1:${STRIPE_PORT}`;
const PROGRAMME = "The Blueprint programme";

/** The owner's page for the programme, opened from /admin/packages and hydrated. */
async function openProgramme(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStateFor("admin") });
  const owner = await context.newPage();
  await owner.goto("/admin/packages");
  await owner.getByRole("link", { name: `Edit ${PROGRAMME}` }).click();
  // Typed before the page hydrates, a value can be reset by hydration on a busy machine.
  await owner.waitForLoadState("networkidle");
  return { context, owner };
}

/** The owner edits the programme on /admin/packages; `expected` is the status or alert it answers. */
async function editProgramme(browser: Browser, price: string, onSale: boolean, expected: string) {
  const { context, owner } = await openProgramme(browser);
  try {
    const field = owner.getByLabel("Price (EUR)", { exact: true });
    await field.fill(price);
    await expect(field).toHaveValue(price);
    await owner.getByLabel(/^On sale/).setChecked(onSale);
    await owner.getByRole("button", { name: "Save package" }).click();
    await expect(owner.getByRole(expected === "Package saved." ? "status" : "alert")).toContainText(expected);
    // Saved or refused, the field shows what was typed (the stored value is the typed one here).
    await expect(field).toHaveValue(price);
    if (expected === "Package saved.") await expectAccessible(owner);
  } finally {
    await context.close();
  }
}

test.describe("the Blueprint programme package", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    // Seeded without a price: it cannot go on sale until it has one.
    await editProgramme(browser, "", true, "Set a price above €0 to offer the package.");
    await editProgramme(browser, "480", true, "Package saved.");
  });

  test.afterAll(async ({ browser }) => {
    test.setTimeout(120_000);
    // The other journeys and the visual snapshots expect the dashboard without packages on sale.
    await editProgramme(browser, "", false, "Package saved.");
  });

  test("the owner's typing during a save's reload stays, and the saved fields show the stored values", async ({
    browser,
  }) => {
    const { context, owner } = await openProgramme(browser);
    try {
      // The page's reload after the save waits until the owner has typed in another field.
      let release = () => {};
      const typed = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = false;
      await owner.route(/\/admin\/packages\/\d+\.data/, async (route) => {
        if (route.request().method() === "GET") {
          held = true;
          await typed;
        }
        await route.continue();
      });
      const price = owner.getByLabel("Price (EUR)", { exact: true });
      const description = owner.getByLabel("Description (shown to clients)", { exact: true });
      // A new price: the reloaded package differs from the one the page opened with.
      await price.fill("481.00");
      const saving = owner.waitForResponse((response) => response.request().method() === "POST");
      await owner.getByRole("button", { name: "Save package" }).click();
      await saving;
      await description.fill("Typed while the save reloads the page.");
      release();
      await expect(owner.getByRole("status")).toContainText("Package saved.");
      expect(held, "the save's reload went through the held route").toBe(true);
      await expect(description).toHaveValue("Typed while the save reloads the page.");
      await expect(price).toHaveValue("481");

      // The price the client's journey expects, and the description as stored.
      await owner.unrouteAll();
      await owner.reload();
      await expect(description).not.toHaveValue("Typed while the save reloads the page.");
      await owner.waitForLoadState("networkidle");
      await price.fill("480");
      await owner.getByRole("button", { name: "Save package" }).click();
      await expect(owner.getByRole("status")).toContainText("Package saved.");
      await expect(price).toHaveValue("480");
    } finally {
      await context.close();
    }
  });

  test("a client buys it on Stripe's page, books a phase review with a credit, and cancels to get it back", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const client = await newClient(baseURL!, "Pia Package");
    for (const [step, fields] of PHASE1_ANSWERS) await answer(client.context, "phase1", step, fields);
    const context = await browser.newContext({ storageState: client.storageState, timezoneId: "Europe/Paris" });
    const page = await context.newPage();

    // The dashboard offers the package; Buy goes to Stripe's page for its price.
    await page.goto("/dashboard");
    const packages = page.getByRole("region", { name: "Your packages" });
    await expect(packages).toContainText("You have no package yet.");
    await expect(packages).toContainText("4 sessions (Blueprint phase review), to use within one year.");
    await expectAccessible(page);
    await packages.getByRole("button", { name: `Buy ${PROGRAMME} for €480` }).click();
    await expect(page).toHaveURL(new RegExp(`^${EMULATOR}/pay/cs_test_`));
    await expect(page.getByRole("heading", { name: `Pay ${PROGRAMME} (4 sessions)` })).toBeVisible();
    await page.getByRole("button", { name: "Pay €480.00" }).click();

    // Back on the dashboard once the signed webhook has marked it paid.
    await expect(page).toHaveURL(/\/dashboard\?purchase=\d+$/);
    await expect(page.getByRole("status").filter({ hasText: "is yours" })).toHaveText(
      `Thank you: ${PROGRAMME} is yours. Book your sessions whenever you are ready.`,
    );
    const balances = page.getByTestId("package-balances");
    await expect(balances).toContainText("4 of 4 sessions left");
    await expect(balances).toContainText(/Valid until \d{1,2} \w+ \d{4}/);

    // The Phase 1 review, next month: the details page says a credit pays, and asks for no payment.
    await page.goto("/book/phase-review?phase=1&tz=Europe%2FParis");
    await showNextMonth(page);
    const times = page.getByRole("list", { name: "Free times" }).getByRole("link");
    await expect(times.first()).toBeVisible();
    await times.first().click();
    await expect(page.getByTestId("credit-offer")).toContainText(
      `This session uses one credit from your package ${PROGRAMME} (4 of 4 sessions left): nothing to pay.`,
    );
    await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByTestId("credit-note")).toHaveText(
      `Paid with a credit from your package ${PROGRAMME}: nothing to pay (3 of 4 sessions left).`,
    );
    await expectAccessible(page);
    const confirmation = await mailTo(client.email, /^Booked: Blueprint phase review \(Phase 1\)/);
    expect(confirmation.text).toContain(
      `Paid with a credit from your package ${PROGRAMME}: nothing to pay. 3 of 4 sessions left.`,
    );
    const booked = page.url();

    await page.goto("/dashboard");
    await expect(page.getByTestId("package-balances")).toContainText("3 of 4 sessions left");

    // The owner sees the same balance on the client's page.
    const { clientId } = await ownerReportPath(baseURL!, client.email);
    const ownerContext = await browser.newContext({ storageState: storageStateFor("admin") });
    const owner = await ownerContext.newPage();
    await owner.goto(`/admin/clients/${encodeURIComponent(clientId)}`);
    const ownerView = owner.getByRole("region", { name: "Packages" });
    await expect(ownerView).toContainText(`${PROGRAMME} · 3 of 4 sessions left · Valid until`);
    await expectAccessible(owner);

    // Cancelled before the change window: the credit goes back to the package.
    await page.goto(booked);
    await page.getByRole("link", { name: "Cancel this booking" }).click();
    await expect(page.getByText(`The credit it used goes back to your package ${PROGRAMME}.`)).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
    await expect(page.getByTestId("credit-note")).toHaveText(
      `The credit for this session is back in your package ${PROGRAMME} (4 of 4 sessions left).`,
    );
    const cancelled = await mailTo(client.email, /^Cancelled: Blueprint phase review/);
    expect(cancelled.text).toContain(
      `The session's credit is back in your package ${PROGRAMME}: 4 of 4 sessions left.`,
    );
    await page.goto("/dashboard");
    await expect(page.getByTestId("package-balances")).toContainText("4 of 4 sessions left");
    await owner.reload();
    await expect(ownerView).toContainText(`${PROGRAMME} · 4 of 4 sessions left`);

    // The owner refunds the package: its unused sessions end at once, on both pages.
    await owner.getByRole("button", { name: `Refund ${PROGRAMME} and end its sessions` }).click();
    await expect(owner.getByRole("status")).toContainText("the package's unused sessions were removed.");
    await expect(ownerView).toContainText(`${PROGRAMME} · 0 of 4 sessions left · Refunded`);
    await expectAccessible(owner);
    await page.goto("/dashboard");
    await expect(page.getByTestId("package-balances")).toContainText("Refunded: no sessions left to book with it.");

    await ownerContext.close();
    await context.close();
    await client.context.dispose();
  });
});
