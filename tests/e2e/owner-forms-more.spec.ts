/**
 * Issue 25, one way to build a form (docs/decisions/024-forms-with-conform.md), on more of the owner's forms, as
 * owner-forms.spec.ts does on the session type's: with JavaScript a field left wrong says so beside it at once and
 * a refused submit focuses the summary that links to it; without JavaScript the server answers with the same
 * message beside the field and saves nothing; valid input saves. Also what each form keeps or clears after a save.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, newClient, test } from "./fixtures";

// ── Packages ──────────────────────────────────────────────────────────────────

async function openPackages(page: Page) {
  await page.goto("/admin/packages");
  await expect(page.getByRole("heading", { level: 2, name: "New package", exact: true })).toBeVisible();
  return page.getByRole("form", { name: "Create package", exact: true });
}

const createPackage = (page: Page) => page.getByRole("button", { name: "Create package", exact: true }).click();

/** Deletes a package this spec created, from its own page. */
async function deletePackage(page: Page, name: string) {
  await page.goto("/admin/packages");
  await page.getByRole("link", { name: `Edit ${name}`, exact: true }).click();
  await page.getByRole("button", { name: "Delete this package", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/packages$/);
  await expect(page.getByRole("heading", { level: 3, name, exact: true })).toHaveCount(0);
}

test.describe("the new package form, with JavaScript", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("a field left wrong says so beside it; a refused submit focuses the summary, which links to it", async ({
    page,
  }) => {
    const form = await openPackages(page);
    // Typing before the page has hydrated can be undone by hydration.
    await page.waitForLoadState("networkidle");
    const name = form.getByLabel("Name", { exact: true });
    // Passing through a field says nothing; leaving it changed and wrong does.
    await name.focus();
    await name.press("Tab");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await name.fill("A");
    await name.press("Backspace");
    await name.press("Tab");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Error: Name is required.");
    await expect(page.getByRole("alert")).toHaveCount(0);

    const sessions = form.getByLabel("Sessions", { exact: true });
    await sessions.fill("0");
    await sessions.press("Tab");
    await expect(sessions).toHaveAccessibleDescription("Error: Sessions must be at least 1.");

    await createPackage(page);
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("There is a problem");
    await expect(page.getByRole("alert")).toHaveText("Name is required.Sessions must be at least 1.");
    await expectAccessible(page);
    await summary.getByRole("link", { name: "Sessions must be at least 1.", exact: true }).click();
    await expect(sessions).toBeFocused();

    // Fixed as they are typed: the errors and the summary go.
    await sessions.fill("3");
    await name.fill("Anything");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(summary).toHaveCount(0);
  });

  test("a click on a box straight from a wrong field is not lost to the error appearing above it", async ({ page }) => {
    const form = await openPackages(page);
    await page.waitForLoadState("networkidle");
    const onSale = form.getByLabel(/^On sale/);
    await form.getByLabel("Price (EUR)", { exact: true }).fill("about ninety");
    await onSale.click();
    await expect(onSale).toBeChecked();
    await expect(form.getByLabel("Price (EUR)", { exact: true })).toHaveAccessibleDescription(
      /Error: Price must be empty or an amount in euros, such as 480 or 479\.50\.$/,
    );
  });

  test("a valid package is created, and the form starts empty again", async ({ page }) => {
    const packageName = "Owner forms trio";
    const form = await openPackages(page);
    await page.waitForLoadState("networkidle");
    await form.getByLabel("Name", { exact: true }).fill(packageName);
    await form.getByLabel("Description (shown to clients)", { exact: true }).fill("Three sessions, one price.");
    await form.getByLabel("Price (EUR)", { exact: true }).fill("481,50");
    await form.getByLabel("Free consultation", { exact: true }).check();
    try {
      await createPackage(page);
      await expect(page.getByRole("status")).toHaveText(`Package “${packageName}” created.`);
      await expect(page.getByRole("heading", { level: 3, name: packageName, exact: true })).toBeVisible();
      await expect(page.getByText(/^€481\.50 · 3 sessions/)).toBeVisible();

      await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
      await expect(form.getByLabel("Description (shown to clients)", { exact: true })).toHaveValue("");
      await expect(form.getByLabel("Price (EUR)", { exact: true })).toHaveValue("");
      await expect(form.getByLabel("Sessions", { exact: true })).toHaveValue("3");
      await expect(form.getByLabel("Free consultation", { exact: true })).not.toBeChecked();
      await expect(page.getByRole("alert")).toHaveCount(0);
    } finally {
      await deletePackage(page, packageName);
    }
  });
});

test.describe("the new package form, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, storageState: storageStateFor("admin") });

  test("the server refuses bad input with the same message beside the field, and creates nothing", async ({ page }) => {
    const form = await openPackages(page);
    const packages = page.getByRole("region", { name: "Your packages" }).getByRole("listitem");
    const before = await packages.count();
    await form.getByLabel("Price (EUR)", { exact: true }).fill("480");
    await form.getByLabel("Valid for (days after purchase)", { exact: true }).fill("a year");
    await createPackage(page);

    const name = form.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Error: Name is required.");
    const validity = form.getByLabel("Valid for (days after purchase)", { exact: true });
    await expect(validity).toHaveAccessibleDescription("Error: Validity must be a whole number.");
    // What was typed stays, and the summary (focused by `autofocus`) links to the fields.
    await expect(validity).toHaveValue("a year");
    await expect(form.getByLabel("Price (EUR)", { exact: true })).toHaveValue("480");
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Name is required.", exact: true })).toHaveAttribute(
      "href",
      "#name",
    );
    await expect(summary.getByRole("link", { name: "Validity must be a whole number.", exact: true })).toHaveAttribute(
      "href",
      "#validityDays",
    );
    await expect(packages).toHaveCount(before);
  });

  test("a valid package is created, and the form starts empty again", async ({ page }) => {
    const packageName = "Owner forms pair";
    const form = await openPackages(page);
    await form.getByLabel("Name", { exact: true }).fill(packageName);
    await form.getByLabel("Sessions", { exact: true }).fill("2");
    try {
      await createPackage(page);
      await expect(page.getByRole("status")).toHaveText(`Package “${packageName}” created.`);
      await expect(page.getByRole("heading", { level: 3, name: packageName, exact: true })).toBeVisible();
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
      await expect(form.getByLabel("Sessions", { exact: true })).toHaveValue("3");
    } finally {
      await deletePackage(page, packageName);
    }
  });
});

// ── Billing details (Settings) ────────────────────────────────────────────────

test.describe("the billing details form", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("what the owner types while a save reloads the page stays; the next visit shows what is stored", async ({
    page,
  }) => {
    await page.goto("/admin/settings");
    await page.waitForLoadState("networkidle");
    const billing = page.getByRole("region", { name: "Payments and billing", exact: true });
    const legalName = billing.getByLabel("Legal name", { exact: true });
    const address = billing.getByLabel("Address", { exact: true });
    const save = billing.getByRole("button", { name: "Save billing details", exact: true });
    const stored = { legalName: await legalName.inputValue(), address: await address.inputValue() };
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
      await legalName.fill("  Owner Forms Studio EI ");
      const saving = page.waitForResponse((response) => response.request().method() === "POST");
      await save.click();
      await saving;
      await address.fill("Typed while the save reloads the page.");
      release();
      await expect(billing.getByRole("status")).toHaveText("Billing details saved. New receipts use them.");
      expect(held, "the save's reload went through the held route").toBe(true);
      await expect(address).toHaveValue("Typed while the save reloads the page.");
      // The settings page keeps what was sent in the field until the next visit (its forms take the stored
      // values as defaults of the next visit, not on a save's reload): the stored name is trimmed, below.
      await page.unrouteAll();
      await page.reload();
      await expect(legalName).toHaveValue("Owner Forms Studio EI");
      await expect(address).toHaveValue(stored.address);
    } finally {
      await page.unrouteAll();
      await page.goto("/admin/settings");
      await page.waitForLoadState("networkidle");
      await legalName.fill(stored.legalName);
      await address.fill(stored.address);
      await save.click();
      await expect(billing.getByRole("status")).toHaveText("Billing details saved. New receipts use them.");
    }
  });
});

// ── The to-do list's new task ─────────────────────────────────────────────────

async function openTodo(page: Page) {
  await page.goto("/todo");
  await expect(page.getByRole("heading", { level: 1, name: "To-do", exact: true })).toBeVisible();
  return page.getByLabel("Title", { exact: true });
}

const addTask = (page: Page) => page.getByRole("button", { name: "Add task", exact: true }).click();

test.describe("the new task form, with JavaScript", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("a field left wrong says so beside it; a refused submit focuses the summary; a task is added", async ({
    page,
  }) => {
    const title = await openTodo(page);
    await page.waitForLoadState("networkidle");
    await title.fill("A");
    await title.press("Backspace");
    await title.press("Tab");
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription("Error: Title is required.");
    await expect(page.getByRole("alert")).toHaveCount(0);

    await addTask(page);
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(page.getByRole("alert")).toHaveText("Title is required.");
    await expectAccessible(page);
    await summary.getByRole("link", { name: "Title is required.", exact: true }).click();
    await expect(title).toBeFocused();

    const task = `Owner forms task ${Date.now()}`;
    await title.fill(task);
    await expect(summary).toHaveCount(0);
    await page.getByLabel("Priority", { exact: true }).selectOption("High");
    await addTask(page);
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: task, exact: true }) });
    await expect(item).toContainText("High");
    // The form starts empty again, ready for the next task.
    await expect(title).toHaveValue("");
    await expect(title).toBeFocused();
    await expect(page.getByLabel("Priority", { exact: true })).toHaveValue("Medium");
    await item.getByRole("button", { name: `Delete “${task}”`, exact: true }).click();
    await expect(item).toHaveCount(0);
  });
});

test.describe("the new task form, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, storageState: storageStateFor("admin") });

  test("the server refuses a blank title with the same message beside it, and adds nothing", async ({ page }) => {
    const title = await openTodo(page);
    const tasks = page.getByRole("region", { name: "Tasks", exact: true }).getByRole("heading", { level: 3 });
    const before = await tasks.count();
    await page.getByLabel(/^Description/).fill("Kept when refused");
    await page.getByLabel("Priority", { exact: true }).selectOption("Low");
    await addTask(page);

    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription("Error: Title is required.");
    await expect(page.getByLabel(/^Description/)).toHaveValue("Kept when refused");
    await expect(page.getByLabel("Priority", { exact: true })).toHaveValue("Low");
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Title is required.", exact: true })).toHaveAttribute(
      "href",
      "#title",
    );
    await expect(tasks).toHaveCount(before);
  });
});

// ── A reply to an inquiry ─────────────────────────────────────────────────────

/** A new inquiry, opened on its own page; returns the inquirer's address. */
async function openNewInquiry(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}@e2e.test`;
  const sent = await page.request.post("/api/contact", { data: { name, email, message: "Are you free in May?" } });
  expect(sent.status()).toBe(200);
  await page.goto("/admin/inquiries?open=1");
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${name}`);
  return email;
}

const sendReply = (page: Page) => page.getByRole("button", { name: "Send reply", exact: true }).click();

/** Closes the inquiry this spec opened: the open inbox is other journeys' (the French owner's reads it whole). */
async function closeInquiry(page: Page) {
  await page.getByRole("button", { name: "Close inquiry", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Inquiry closed.");
}
const thread = (page: Page) => page.getByRole("list").filter({ hasText: "wrote on" }).getByRole("listitem");

test.describe("the reply form, with JavaScript", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("a field left wrong says so beside it; a refused submit focuses the summary; a reply is sent", async ({
    page,
  }) => {
    const email = await openNewInquiry(page, `Rhea Reply ${Date.now()}`);
    await page.waitForLoadState("networkidle");
    const subject = page.getByLabel("Subject", { exact: true });
    const body = page.getByLabel("Message", { exact: true });
    const draft = { subject: await subject.inputValue(), body: await body.inputValue() };
    await body.fill("");
    await subject.fill("");
    await subject.press("Tab");
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await expect(subject).toHaveAccessibleDescription("Error: Enter a subject.");
    await expect(page.getByRole("alert")).toHaveCount(0);

    await sendReply(page);
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(page.getByRole("alert")).toHaveText("Enter a subject.Write your reply.");
    await expectAccessible(page);
    await summary.getByRole("link", { name: "Write your reply.", exact: true }).click();
    await expect(body).toBeFocused();

    await subject.fill("Re: May");
    await body.fill("Yes, the second week is free.");
    await expect(summary).toHaveCount(0);
    await sendReply(page);
    await expect(page.getByRole("status")).toHaveText(`Reply sent to ${email}.`);
    await expect(thread(page)).toHaveCount(2);
    // Sent: the form starts again from the draft.
    await expect(subject).toHaveValue(draft.subject);
    await expect(body).toHaveValue(draft.body);
    await closeInquiry(page);
  });
});

test.describe("the reply form, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, storageState: storageStateFor("admin") });

  test("the server refuses an empty subject with the message beside it, and sends nothing", async ({ page }) => {
    await openNewInquiry(page, `Nico Nojs ${Date.now()}`);
    const subject = page.getByLabel("Subject", { exact: true });
    await subject.fill("");
    await page.getByLabel("Message", { exact: true }).fill("Kept when refused.");
    await sendReply(page);

    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await expect(subject).toHaveAccessibleDescription("Error: Enter a subject.");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Kept when refused.");
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Enter a subject.", exact: true })).toHaveAttribute(
      "href",
      "#subject",
    );
    await expect(thread(page)).toHaveCount(1);
    await closeInquiry(page);
  });
});

// ── Galleries ─────────────────────────────────────────────────────────────────

test.describe("the gallery forms", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("a new gallery: each error beside its field, a focused summary; then the settings refuse and save", async ({
    page,
    baseURL,
  }) => {
    const client = await newClient(baseURL!, "Gallery Forms Client");
    await client.context.dispose();
    await page.goto("/admin/galleries");
    await page.waitForLoadState("networkidle");
    const limit = page.getByLabel("Photos the client may choose", { exact: true });
    await limit.fill("0");
    await limit.press("Tab");
    await expect(limit).toHaveAccessibleDescription("Error: The client must be able to choose at least 1 photo.");

    await page.getByRole("button", { name: "Create gallery", exact: true }).click();
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Choose the client.",
      "Give the gallery a title.",
      "The client must be able to choose at least 1 photo.",
    ]);
    await expectAccessible(page);
    await summary.getByRole("link", { name: "Give the gallery a title.", exact: true }).click();
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toBeFocused();

    await page.getByLabel("Client", { exact: true }).selectOption({ label: `${client.name} (${client.email})` });
    await title.fill("Forms gallery");
    await limit.fill("12");
    await page.getByRole("button", { name: "Create gallery", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forms gallery", exact: true })).toBeVisible();

    // Its settings: the same fields, the same errors, then a save that the page shows as stored.
    const settings = page.locator("#gallery-settings-form");
    await settings.getByLabel("Photos the client may choose", { exact: true }).fill("501");
    await page.getByRole("button", { name: "Save settings", exact: true }).click();
    await expect(settings.locator("[data-error-summary]")).toBeFocused();
    await expect(settings.getByLabel("Photos the client may choose", { exact: true })).toHaveAccessibleDescription(
      "Error: At most 500 photos.",
    );
    await settings.getByLabel("Photos the client may choose", { exact: true }).fill("20");
    await page.getByRole("button", { name: "Save settings", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
    await page.reload();
    await expect(settings.getByLabel("Photos the client may choose", { exact: true })).toHaveValue("20");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server gives the same messages beside the fields and creates nothing", async ({ page }) => {
      await page.goto("/admin/galleries");
      const before = await page.getByRole("region", { name: "Galleries" }).getByRole("listitem").count();
      await page.getByLabel("Title", { exact: true }).fill("   ");
      await page.getByRole("button", { name: "Create gallery", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/galleries$/);
      const title = page.getByLabel("Title", { exact: true });
      await expect(title).toHaveAttribute("aria-invalid", "true");
      await expect(title).toHaveAccessibleDescription("Error: Give the gallery a title.");
      await expect(page.getByLabel("Client", { exact: true })).toHaveAccessibleDescription("Error: Choose the client.");
      await expect(page.locator("[data-error-summary]")).toContainText("Give the gallery a title.");
      await expect(page.getByRole("region", { name: "Galleries" }).getByRole("listitem")).toHaveCount(before);
    });
  });
});
