/**
 * Issue 25, one way to build a form (docs/decisions/024-forms-with-conform.md), on the booking forms: the
 * client's booking details and the owner's blocked time. With JavaScript a field left wrong says so beside it at
 * once, and a refused submit focuses the summary that links to it; without JavaScript the server answers with
 * the same message beside the field and saves nothing; valid input saves. The contact form on /book (no React in
 * the browser) answers per field from the server, and sends.
 */
import type { Locator, Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, mailTo, showNextMonth, test } from "./fixtures";

/** A time late next month on the Express calendar, far from the ones other journeys take first. */
async function openLateExpressTime(page: Page) {
  await page.goto("/book/express?tz=Europe%2FParis");
  const month = await showNextMonth(page);
  const days = page.getByRole("table").getByRole("link");
  await expect(days.last()).toHaveAttribute("href", new RegExp(`date=${month}-`));
  await days.last().click();
  const times = page.getByRole("list", { name: "Free times" }).getByRole("link");
  await expect(times.last()).toBeVisible();
  const calendar = page.url();
  const time = (await times.last().getAttribute("href"))!;
  await times.last().click();
  await expect(page.getByRole("heading", { level: 1, name: "Express", exact: true })).toBeVisible();
  return { calendar, time };
}

const confirmBooking = (page: Page) => page.getByRole("button", { name: "Confirm booking", exact: true }).click();
const summaryOf = (page: Page) => page.locator("[data-error-summary]");

test.describe("the booking details form", () => {
  test.describe("with JavaScript", () => {
    test("a field left wrong says so beside it; a refused submit focuses the summary, which links to it", async ({
      page,
    }, testInfo) => {
      await openLateExpressTime(page);
      // Typing before the page has hydrated can be undone by hydration.
      await page.waitForLoadState("networkidle");
      const email = page.getByLabel("Email", { exact: true });
      await email.fill("ada@");
      await email.press("Tab");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription("Error: Email must be a valid e-mail address.");
      // Nothing submitted yet: no summary.
      await expect(page.getByRole("alert")).toHaveCount(0);

      await confirmBooking(page);
      const summary = summaryOf(page);
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("There is a problem");
      await expect(summary.getByRole("listitem")).toHaveText([
        "Name is required.",
        "Email must be a valid e-mail address.",
      ]);
      await expectAccessible(page);
      await expectAccessible(page, { colorScheme: "dark" });
      // The refused form as people see it, on a phone and a desktop, light and dark.
      const form = page.getByRole("form", { name: "Your details", exact: true });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme });
          await form.screenshot({ path: testInfo.outputPath(`booking-details-errors-${width}-${colorScheme}.png`) });
        }
      }
      await page.emulateMedia({ colorScheme: null });
      await page.setViewportSize({ width: 1280, height: 720 });
      await summary.getByRole("link", { name: "Name is required.", exact: true }).click();
      await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

      // Fixed as it is typed: the errors and the summary go.
      await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
      await email.fill("ada@example.com");
      await expect(email).not.toHaveAttribute("aria-invalid");
      await expect(summary).toHaveCount(0);
    });

    test("valid details book the time, held until the address confirms it", async ({ page }) => {
      const email = `forms-booker-${Date.now()}@e2e.test`;
      await openLateExpressTime(page);
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await confirmBooking(page);
      await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
      await mailTo(email, /^Please confirm: /);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server refuses bad details with the same messages beside the fields, and books nothing", async ({
      page,
    }) => {
      const { calendar, time } = await openLateExpressTime(page);
      await page.getByLabel("Email", { exact: true }).fill("ada@");
      await page.getByLabel("Phone (optional)", { exact: true }).fill("call me");
      await confirmBooking(page);

      const email = page.getByLabel("Email", { exact: true });
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription("Error: Email must be a valid e-mail address.");
      await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Error: Name is required.");
      await expect(page.getByLabel("Phone (optional)", { exact: true })).toHaveAccessibleDescription(
        "Error: Phone may only contain digits, spaces and + ( ) . -",
      );
      // What was typed stays, and the summary (focused by `autofocus`) links to the fields.
      await expect(email).toHaveValue("ada@");
      const summary = summaryOf(page);
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link", { name: "Name is required.", exact: true })).toHaveAttribute(
        "href",
        "#name",
      );
      // Nothing was held: the time is still offered.
      await page.goto(calendar);
      await expect(page.locator(`a[href="${time}"]`)).toHaveCount(1);
    });
  });
});

/** The owner's blocked time form, in its section of the set-up page. */
function blockedTime(page: Page) {
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Blocked time", exact: true }) });
  return {
    section,
    from: section.getByLabel("From", { exact: true }),
    until: section.getByLabel("Until", { exact: true }),
    save: () => section.getByRole("button", { name: "Block time", exact: true }).click(),
  };
}

async function unblock(page: Page, label: string) {
  await page.getByRole("button", { name: `Unblock ${label}`, exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Blocked time removed.");
}

const blockedLabel = (from: string, until: string) => `${from.replace("T", " ")} – ${until.replace("T", " ")}`;

test.describe("the owner's blocked time form", () => {
  test.use({ storageState: storageStateFor("admin") });

  test.describe("with JavaScript", () => {
    test("an end left before the start says so beside it; a refused submit focuses the summary, which links to it", async ({
      page,
    }) => {
      await page.goto("/admin/booking/setup");
      await page.waitForLoadState("networkidle");
      const form = blockedTime(page);
      await form.from.fill("2039-06-02T12:00");
      await form.until.fill("2039-06-02T10:00");
      await form.until.blur();
      await expect(form.until).toHaveAttribute("aria-invalid", "true");
      await expect(form.until).toHaveAccessibleDescription("Error: The end must be after the start.");
      await expect(page.getByRole("alert")).toHaveCount(0);

      await form.save();
      const summary = summaryOf(page);
      await expect(summary).toBeFocused();
      await expect(page.getByRole("alert")).toHaveText("The end must be after the start.");
      await expectAccessible(page);
      await summary.getByRole("link", { name: "The end must be after the start.", exact: true }).click();
      await expect(form.until).toBeFocused();

      await form.until.fill("2039-06-02T14:00");
      await expect(form.until).not.toHaveAttribute("aria-invalid");
      await expect(summary).toHaveCount(0);
    });

    test("a valid stretch is blocked, and the form is emptied for the next", async ({ page }) => {
      await page.goto("/admin/booking/setup");
      await page.waitForLoadState("networkidle");
      const form = blockedTime(page);
      await form.from.fill("2039-06-03T10:00");
      await form.until.fill("2039-06-03T12:00");
      await form.section.getByLabel("Note", { exact: true }).fill("Forms check");
      await form.save();
      await expect(page.getByRole("status")).toHaveText("Time blocked.");
      const label = blockedLabel("2039-06-03T10:00", "2039-06-03T12:00");
      await expect(form.section.getByText(`${label} (Forms check)`)).toBeVisible();
      await expect(form.from).toHaveValue("");
      await unblock(page, label);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server refuses an end before the start with the same message beside it, and blocks nothing", async ({
      page,
    }) => {
      await page.goto("/admin/booking/setup");
      const form = blockedTime(page);
      await form.from.fill("2039-06-04T12:00");
      await form.until.fill("2039-06-04T10:00");
      await form.save();

      const { until } = blockedTime(page);
      await expect(until).toHaveAttribute("aria-invalid", "true");
      await expect(until).toHaveAccessibleDescription("Error: The end must be after the start.");
      await expect(until).toHaveValue("2039-06-04T10:00");
      const summary = summaryOf(page);
      await expect(summary).toBeFocused();
      await expect(
        summary.getByRole("link", { name: "The end must be after the start.", exact: true }),
      ).toHaveAttribute("href", "#until");
      // Only the refusal in the form: no second alert at the top of the page.
      await expect(page.getByRole("alert")).toHaveCount(1);
      await expect(page.getByText(blockedLabel("2039-06-04T12:00", "2039-06-04T10:00"))).toHaveCount(0);
    });
  });
});

test.describe("the contact form on /book, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

  test("refused fields say why beside themselves and in the focused summary; a valid message is sent", async ({
    page,
  }) => {
    const email = `forms-contact-${Date.now()}@e2e.test`;
    await page.goto("/book");
    await field(page, "Name").fill("Grace Hopper");
    await field(page, "Email").fill("grace@");
    await page.getByRole("button", { name: "Send message", exact: true }).click();

    await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Email")).toHaveAccessibleDescription("Error: Email must be a valid e-mail address.");
    await expect(field(page, "Message")).toHaveAccessibleDescription(/Error: Message is required\./);
    await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid");
    await expect(field(page, "Name")).toHaveValue("Grace Hopper");
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Email: Email must be a valid e-mail address.",
      "Message: Message is required.",
    ]);
    await expect(summary.getByRole("link").first()).toHaveAttribute("href", "#email");

    await field(page, "Email").fill(email);
    await field(page, "Message").fill("Un portrait pour la couverture de mon livre, s’il vous plaît.");
    await page.getByRole("button", { name: "Send message", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Your message has been sent!");
    await expect(field(page, "Name")).toHaveValue("");
    await mailTo(email, /We received your message/);
  });
});
