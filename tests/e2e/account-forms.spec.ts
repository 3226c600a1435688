/**
 * Issue 25, one way to build a form (docs/decisions/024-forms-with-conform.md), on the account page and the owner's
 * settings: with JavaScript a field left wrong says so beside it at once, and a refused submit focuses the summary
 * that links to it; without JavaScript the server answers with the same message beside the field and saves
 * nothing; valid input saves. A settings form keeps what the owner types while a save reloads the page.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, newClient, test } from "./fixtures";

const CURRENT = "Current password";
const NEW = "New password";
const CURRENT_ERROR = "Enter your current password.";
const NEW_ERROR = "New password must be at least 8 characters.";

/** A fresh client on /account (their password changes here), and their signed-in request context. */
async function openAccount(browser: Browser, baseURL: string, javaScriptEnabled = true) {
  const client = await newClient(baseURL, "Ada Forms");
  const context = await browser.newContext({ storageState: client.storageState, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account", exact: true })).toBeVisible();
  const section = page.getByRole("region", { name: "Password", exact: true });
  return { client, context, page, section };
}

const changePassword = (page: Page) => page.getByRole("button", { name: "Change password", exact: true }).click();

/** Whether `password` still signs `email` in. */
async function signsIn(request: APIRequestContext, email: string, password: string) {
  const answer = await request.post("/auth", { form: { view: "sign_in", email, password }, maxRedirects: 0 });
  return answer.status() === 302;
}

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

test.describe("the account page, with JavaScript", () => {
  test("a password field left wrong says so beside it; a refused change focuses the summary, which links to it", async ({
    browser,
    baseURL,
  }) => {
    const { client, context, page, section } = await openAccount(browser, baseURL!);
    await page.waitForLoadState("networkidle");
    const current = section.getByLabel(CURRENT, { exact: true });
    const fresh = section.getByLabel(NEW, { exact: true });
    await fresh.fill("short");
    // Back up to the current password (Tab would reach the button, which leaves the check to the submit).
    await fresh.press("Shift+Tab");
    await expect(current).toBeFocused();
    await expect(fresh).toHaveAttribute("aria-invalid", "true");
    await expect(fresh).toHaveAccessibleDescription(
      `8 to 128 characters. Your other devices will be signed out. Error: ${NEW_ERROR}`,
    );
    await expect(page.getByRole("alert")).toHaveCount(0);

    await changePassword(page);
    const summary = section.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("There is a problem");
    await expect(page.getByRole("alert")).toHaveText(`${CURRENT_ERROR}${NEW_ERROR}`);
    await expectAccessible(page);
    await summary.getByRole("link", { name: CURRENT_ERROR, exact: true }).click();
    await expect(current).toBeFocused();
    await expect(current).toHaveAccessibleDescription(`Error: ${CURRENT_ERROR}`);

    // Fixed as they are typed: the errors and the summary go; the change saves.
    await current.fill(client.password);
    await fresh.fill("a brand new passphrase");
    await expect(current).not.toHaveAttribute("aria-invalid");
    await expect(fresh).not.toHaveAttribute("aria-invalid");
    await expect(summary).toHaveCount(0);
    await changePassword(page);
    await expect(section.getByRole("status")).toHaveText(
      "Your password has been updated. Other devices have been signed out.",
    );
    expect(await signsIn(client.context, client.email, "a brand new passphrase")).toBe(true);
    await context.close();
    await client.context.dispose();
  });

  test("a wrong current password is the server's refusal, beside its field", async ({ browser, baseURL }) => {
    const { client, context, page, section } = await openAccount(browser, baseURL!);
    await page.waitForLoadState("networkidle");
    await section.getByLabel(CURRENT, { exact: true }).fill("not my password");
    await section.getByLabel(NEW, { exact: true }).fill("a brand new passphrase");
    await changePassword(page);
    await expect(section.locator("[data-error-summary]")).toBeFocused();
    await expect(section.getByLabel(CURRENT, { exact: true })).toHaveAccessibleDescription(
      "Error: Your current password is not correct.",
    );
    // What was typed stays in the fields (the server sends no password back; the browser keeps its own).
    await expect(section.getByLabel(NEW, { exact: true })).toHaveValue("a brand new passphrase");
    expect(await signsIn(client.context, client.email, client.password)).toBe(true);
    await context.close();
    await client.context.dispose();
  });
});

test.describe("the account page, without JavaScript", () => {
  test("the server refuses the change with the same messages beside the fields, and changes nothing", async ({
    browser,
    baseURL,
  }) => {
    const { client, context, page, section } = await openAccount(browser, baseURL!, false);
    await section.getByLabel(NEW, { exact: true }).fill("short");
    await changePassword(page);

    const current = section.getByLabel(CURRENT, { exact: true });
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(current).toHaveAccessibleDescription(`Error: ${CURRENT_ERROR}`);
    await expect(section.getByLabel(NEW, { exact: true })).toHaveAccessibleDescription(
      `8 to 128 characters. Your other devices will be signed out. Error: ${NEW_ERROR}`,
    );
    // A password typed is never sent back; the summary (focused by `autofocus`) links to the fields.
    await expect(section.getByLabel(NEW, { exact: true })).toHaveValue("");
    const summary = section.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: NEW_ERROR, exact: true })).toHaveAttribute("href", "#newPassword");
    expect(await signsIn(client.context, client.email, client.password)).toBe(true);
    await context.close();
    await client.context.dispose();
  });
});
