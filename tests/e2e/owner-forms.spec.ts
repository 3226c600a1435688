/**
 * Issue 25, one way to build a form (docs/decisions/024-forms-with-conform.md), as the owner meets it on the
 * session type form: with JavaScript a field left wrong says so beside it at once, and a refused submit focuses
 * the summary that links to it; without JavaScript the server answers with the same message beside the field
 * and saves nothing; valid input saves. Free consultation is put back as seeded.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, test } from "./fixtures";

const TYPE = "Free consultation";
const save = (page: Page) => page.getByRole("button", { name: "Save session type", exact: true }).click();

async function openType(page: Page) {
  await page.goto("/admin/booking/setup");
  await page.getByRole("link", { name: `Edit ${TYPE}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: TYPE, exact: true })).toBeVisible();
  return page.getByLabel("Name", { exact: true });
}

test.describe("with JavaScript", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("a field left wrong says so beside it; a refused submit focuses the summary, which links to it", async ({
    page,
  }) => {
    const name = await openType(page);
    // Typing before the page has hydrated can be undone by hydration.
    await page.waitForLoadState("networkidle");
    await name.fill("");
    await name.press("Tab");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Error: Name is required.");
    // Nothing submitted yet: no summary.
    await expect(page.getByRole("alert")).toHaveCount(0);

    await save(page);
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("There is a problem");
    await expect(page.getByRole("alert")).toHaveText("Name is required.");
    await expectAccessible(page);
    await summary.getByRole("link", { name: "Name is required.", exact: true }).click();
    await expect(name).toBeFocused();

    // Fixed as it is typed: the error and the summary go.
    await name.fill(TYPE);
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(summary).toHaveCount(0);
  });

  test("a click on Save straight from a wrong field is not lost to the error appearing under it", async ({ page }) => {
    await openType(page);
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Price (EUR)", { exact: true }).fill("about ninety");
    await save(page);
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    await expect(page.getByRole("alert")).toContainText("Price must be empty or an amount in euros");
  });

  test("valid input saves", async ({ page }) => {
    await openType(page);
    await page.waitForLoadState("networkidle");
    const cap = page.getByLabel("At most per day", { exact: true });
    const seeded = await cap.inputValue();
    try {
      await cap.fill("50");
      await save(page);
      await expect(page.getByRole("status")).toHaveText("Session type saved.");
      await page.reload();
      await expect(cap).toHaveValue("50");
    } finally {
      await cap.fill(seeded);
      await save(page);
      await expect(page.getByRole("status")).toHaveText("Session type saved.");
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, storageState: storageStateFor("admin") });

  test("the server refuses bad input with the same message beside the field, and saves nothing", async ({ page }) => {
    const name = await openType(page);
    await name.fill("");
    await page.getByLabel("Duration (minutes)", { exact: true }).fill("abc");
    await save(page);

    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Error: Name is required.");
    await expect(page.getByLabel("Duration (minutes)", { exact: true })).toHaveAccessibleDescription(
      "Error: Duration must be a number.",
    );
    // What was typed stays, and the summary (focused by `autofocus`) links to the fields.
    await expect(page.getByLabel("Duration (minutes)", { exact: true })).toHaveValue("abc");
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Name is required.", exact: true })).toHaveAttribute(
      "href",
      "#name",
    );

    await openType(page);
    await expect(name).toHaveValue(TYPE);
  });
});
