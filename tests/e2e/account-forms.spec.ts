/**
 * Issue 25, one way to build a form (docs/decisions/024-forms-with-conform.md), on the account page and the owner's
 * settings: with JavaScript a field left wrong says so beside it at once, and a refused submit focuses the summary
 * that links to it; without JavaScript the server answers with the same message beside the field and saves
 * nothing; valid input saves. A settings form keeps what the owner types while a save reloads the page.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, test } from "./fixtures";

const RETENTION = "How long personal data is kept";
const INQUIRIES = "Inquiries, after the last message (months)";
const GALLERIES = "Gallery photos, after the gallery expires (months)";
const WARNING = "Warning before deleting an inactive account (days)";
const INQUIRIES_ERROR = "Inquiries must be kept a whole number of months from 1 to 120.";
/** The retention periods as seeded, put back after each test that changes them. */
const SEEDED = { [INQUIRIES]: "24", [GALLERIES]: "12", "Accounts without activity (years)": "3", [WARNING]: "30" };

async function openRetention(page: Page) {
  await page.goto("/admin/settings");
  const section = page.getByRole("region", { name: RETENTION, exact: true });
  await expect(section).toBeVisible();
  return section;
}

const saveRetention = (page: Page) => page.getByRole("button", { name: "Save retention periods", exact: true }).click();

async function putBackRetention(page: Page) {
  const section = await openRetention(page);
  for (const [label, value] of Object.entries(SEEDED)) await section.getByLabel(label, { exact: true }).fill(value);
  await saveRetention(page);
  await expect(section.getByRole("status")).toHaveText("Retention periods saved.");
}

test.describe("the owner's settings, with JavaScript", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("a retention period left wrong says so beside it; a refused save focuses the summary, which links to it", async ({
    page,
  }) => {
    const section = await openRetention(page);
    await page.waitForLoadState("networkidle");
    const inquiries = section.getByLabel(INQUIRIES, { exact: true });
    await inquiries.fill("0");
    await inquiries.press("Tab");
    await expect(inquiries).toHaveAttribute("aria-invalid", "true");
    await expect(inquiries).toHaveAccessibleDescription(`Error: ${INQUIRIES_ERROR}`);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await saveRetention(page);
    const summary = section.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("There is a problem");
    await expect(page.getByRole("alert")).toHaveText(INQUIRIES_ERROR);
    await expectAccessible(page);
    await summary.getByRole("link", { name: INQUIRIES_ERROR, exact: true }).click();
    await expect(inquiries).toBeFocused();

    await inquiries.fill("24");
    await expect(inquiries).not.toHaveAttribute("aria-invalid");
    await expect(summary).toHaveCount(0);
  });

  test("valid periods save", async ({ page }) => {
    const section = await openRetention(page);
    await page.waitForLoadState("networkidle");
    try {
      await section.getByLabel(WARNING, { exact: true }).fill("45");
      await saveRetention(page);
      await expect(section.getByRole("status")).toHaveText("Retention periods saved.");
      await page.reload();
      await expect(section.getByLabel(WARNING, { exact: true })).toHaveValue("45");
    } finally {
      await putBackRetention(page);
    }
  });

  test("what the owner types while a save reloads the page stays", async ({ page }) => {
    const section = await openRetention(page);
    await page.waitForLoadState("networkidle");
    try {
      // The page's reload after the save waits until the owner has typed in another field.
      let release = () => {};
      const typed = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = false;
      await page.route(/\/admin\/settings\.data/, async (route) => {
        if (route.request().method() === "GET") {
          held = true;
          await typed;
        }
        await route.continue();
      });
      // A new period: the reloaded settings differ from the ones the page opened with.
      await section.getByLabel(WARNING, { exact: true }).fill("31");
      const saving = page.waitForResponse((response) => response.request().method() === "POST");
      await saveRetention(page);
      await saving;
      const galleries = section.getByLabel(GALLERIES, { exact: true });
      await galleries.fill("18");
      release();
      await expect(section.getByRole("status")).toHaveText("Retention periods saved.");
      expect(held, "the save's reload went through the held route").toBe(true);
      await expect(galleries).toHaveValue("18");
      await expect(section.getByLabel(WARNING, { exact: true })).toHaveValue("31");
      await page.unrouteAll();
    } finally {
      await putBackRetention(page);
    }
  });
});

test.describe("the owner's settings, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, storageState: storageStateFor("admin") });

  test("the server refuses a wrong period with the same message beside the field, and saves nothing", async ({
    page,
  }) => {
    const section = await openRetention(page);
    const inquiries = section.getByLabel(INQUIRIES, { exact: true });
    await inquiries.fill("0");
    await section.getByLabel(WARNING, { exact: true }).fill("60");
    await saveRetention(page);

    await expect(inquiries).toHaveAttribute("aria-invalid", "true");
    await expect(inquiries).toHaveAccessibleDescription(`Error: ${INQUIRIES_ERROR}`);
    // What was typed stays, and the summary (focused by `autofocus`) links to the field.
    await expect(inquiries).toHaveValue("0");
    await expect(section.getByLabel(WARNING, { exact: true })).toHaveValue("60");
    const summary = section.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: INQUIRIES_ERROR, exact: true })).toHaveAttribute(
      "href",
      "#inquiryMonths",
    );

    // Nothing saved.
    await openRetention(page);
    await expect(inquiries).toHaveValue("24");
    await expect(section.getByLabel(WARNING, { exact: true })).toHaveValue("30");
  });
});
