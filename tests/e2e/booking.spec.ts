/**
 * Booking journeys: a visitor books, moves and cancels through the e-mailed links (the .ics files
 * parsed), a booking without JavaScript, the owner closes a day and sees why, and a client books
 * the review of the phase they just completed from the completion card.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import type { ReceivedMessage } from "../support/smtp-sink";
import { expect, expectAccessible, mailTo, newClient, showNextMonth, test } from "./fixtures";

/** A minimal RFC 5545 reader: unfolds lines and returns the calendar's and its first event's properties. */
function parseIcs(text: string) {
  // The generator writes CRLF; the test mail sink may hand back bare LFs.
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.filter(Boolean).at(-1)).toBe("END:VCALENDAR");
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let inEvent = false;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") inEvent = true;
    else if (line === "END:VEVENT") inEvent = false;
    else {
      const colon = line.indexOf(":");
      if (colon < 0) continue;
      const name = line.slice(0, colon).split(";")[0]!;
      (inEvent ? event : calendar)[name] = line.slice(colon + 1);
    }
  }
  return { calendar, event };
}

function icsOf(message: ReceivedMessage) {
  const file = message.attachments.find((a) => a.filename.endsWith(".ics"));
  expect(file, `an .ics attachment on "${message.subject}"`).toBeDefined();
  return parseIcs(Buffer.from(file!.contentBase64, "base64").toString("utf8"));
}

const utc = (ics: string) =>
  new Date(ics.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
const linkIn = (text: string, kind: "cancel" | "reschedule") =>
  new URL(text.match(new RegExp(`https?://\\S+/book/${kind}/\\S+`))![0]).pathname;

/**
 * Opens the link in the "Please confirm" e-mail and confirms: the link itself only asks. Axe needs
 * JavaScript in the page, so the page is checked only where it runs.
 */
async function confirmByEmail(page: Page, email: string, { checkAccessibility = true } = {}) {
  const request = await mailTo(email, /^Please confirm: /);
  await page.goto(new URL(request.text.match(/https?:\/\/\S+\/book\/confirm\/\S+/)![0]).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your booking" })).toBeVisible();
  if (checkAccessibility) await expectAccessible(page);
  await page.getByRole("button", { name: "Confirm my booking" }).click();
}

async function chooseFirstTime(page: Page) {
  const times = page.getByRole("list", { name: "Free times" }).getByRole("link");
  await expect(times.first()).toBeVisible();
  const label = (await times.first().textContent())!;
  await times.first().click();
  return label;
}

test.describe("a visitor in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("books a free consultation, gets the invitation, moves it, then cancels it", async ({ page }) => {
    test.setTimeout(180_000);
    const email = `booker-${Date.now()}@e2e.test`;
    await page.goto("/book");
    await expect(page.getByRole("heading", { level: 1, name: "Book a session" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not ready to book? Send a message" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Choose a time for Free consultation" }).click();
    // The browser's own time zone is applied (once the page runs its script: slow on a loaded machine).
    await expect(page).toHaveURL(/tz=America%2FNew_York/, { timeout: 20_000 });
    await expect(page.getByText("Times in America/New York")).toBeVisible();
    await expectAccessible(page);
    // Next month: well outside the 48-hour window in which only the owner can change a booking.
    const month = await showNextMonth(page);
    await expect(page.getByRole("list", { name: "Free times" }).getByRole("link").first()).toHaveAttribute(
      "href",
      new RegExp(`start=${month}`),
    );
    const chosen = await chooseFirstTime(page);

    await expect(page.getByRole("heading", { level: 1, name: "Free consultation" })).toBeVisible();
    await expect(page.getByText(`at ${chosen} (America/New York)`).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Name").fill("Nora York");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Message").fill("Looking forward to talking about my brand.");
    await page.getByRole("button", { name: "Confirm booking" }).click();
    // Anyone may type any address: the time is held until the address confirms it.
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(email);
    await expectAccessible(page);
    await confirmByEmail(page, email);
    await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(email);
    await expectAccessible(page);

    const confirmation = await mailTo(email, /^Booked: Free consultation/);
    expect(confirmation.text).toContain(`at ${chosen} (America/New York), which is`);
    const invite = icsOf(confirmation);
    expect(invite.calendar.METHOD).toBe("REQUEST");
    expect(invite.event.SEQUENCE).toBe("0");
    expect(invite.event.STATUS).toBe("CONFIRMED");
    const start = utc(invite.event.DTSTART!);
    expect(utc(invite.event.DTEND!).getTime() - start.getTime()).toBe(30 * 60_000);
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", timeStyle: "short" }).format(start)).toBe(
      chosen,
    );
    await mailTo("owner@e2e.test", /^New booking: Free consultation/);

    // Move it: the link only asks; choosing a time asks again; the POST moves it.
    await page.goto(linkIn(confirmation.text, "reschedule"));
    await expect(page.getByRole("heading", { level: 1, name: "Move your booking" })).toBeVisible();
    await expectAccessible(page);
    // Again next month, so the moved booking can still be cancelled online below.
    await page.getByRole("link", { name: "Next month" }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}`));
    const dayLinks = page.getByRole("table").getByRole("link");
    // The address changes a moment before the new month's calendar replaces the old one.
    await expect(dayLinks.nth(1)).toHaveAttribute("href", new RegExp(`date=${month}-`));
    const otherDay = new URL((await dayLinks.nth(1).getAttribute("href"))!, "http://x").searchParams.get("date")!;
    await dayLinks.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`date=${otherDay}`));
    await expect(page.getByRole("list", { name: "Free times" }).getByRole("link").first()).toHaveAttribute(
      "href",
      new RegExp(`start=${otherDay}`),
    );
    const newTime = await chooseFirstTime(page);
    await expect(page.getByText(`Move to`)).toContainText(newTime);
    await page.getByRole("button", { name: "Yes, move my booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    const moved = await mailTo(email, /^Moved: Free consultation/);
    const update = icsOf(moved);
    expect(update.event.UID).toBe(invite.event.UID);
    expect(update.event.SEQUENCE).toBe("1");
    expect(update.calendar.METHOD).toBe("REQUEST");
    expect(utc(update.event.DTSTART!).getTime()).not.toBe(start.getTime());

    // The old cancel link is out of date; the new one cancels after confirmation.
    await page.goto(linkIn(confirmation.text, "cancel"));
    await expect(page.getByText("This link is from an older e-mail")).toBeVisible();
    await page.goto(linkIn(moved.text, "cancel"));
    await expect(page.getByRole("heading", { level: 1, name: "Cancel your booking" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Yes, cancel this booking" }).click();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    const cancelled = icsOf(await mailTo(email, /^Cancelled: Free consultation/));
    expect(cancelled.calendar.METHOD).toBe("CANCEL");
    expect(cancelled.event.UID).toBe(invite.event.UID);
    expect(cancelled.event.SEQUENCE).toBe("2");
    await mailTo("owner@e2e.test", /^Booking cancelled: Free consultation/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor switches the time zone and books an Express session", async ({ page }) => {
    test.setTimeout(90_000);
    const email = `nojs-booker-${Date.now()}@e2e.test`;
    await page.goto("/book");
    await page.getByRole("link", { name: "Choose a time for Express" }).click();
    await expect(page.getByText("Times in Europe/Paris")).toBeVisible();
    await page.getByLabel("Times shown in").selectOption("Asia/Kolkata");
    await page.getByRole("button", { name: "Change time zone" }).click();
    await expect(page.getByText("Times in Asia/Kolkata")).toBeVisible();
    const chosen = await chooseFirstTime(page);
    await expect(page.getByText(`at ${chosen} (Asia/Kolkata)`).first()).toBeVisible();
    await page.getByLabel("Name").fill("Kiran NoScript");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await confirmByEmail(page, email, { checkAccessibility: false });
    await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
    await expect(page.getByText(`at ${chosen} (Asia/Kolkata)`).first()).toBeVisible();
    await mailTo(email, /^Booked: Express/);
  });
});

test.describe("the owner", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("closes a day, sees why it has no free time, and reopens it", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/book/signature-portrait");
    const current = page.locator('a[aria-current="date"]');
    await expect(current).toBeVisible();
    const href = (await current.getAttribute("href"))!;
    const date = new URL(href, "http://x").searchParams.get("date")!;
    await expect(page.getByRole("list", { name: "Free times" }).getByRole("link").first()).toBeVisible();

    await page.goto("/admin/booking/setup");
    await expectAccessible(page);
    await page.getByLabel("Date", { exact: true }).fill(date);
    await page.getByLabel("Note").first().fill("Holiday");
    await page.getByRole("button", { name: "Save date" }).click();
    await expect(page.getByRole("status")).toHaveText("Hours for that date saved.");
    await expect(page.getByText(`${date}: Closed (Holiday)`)).toBeVisible();

    await page.goto(`/book/signature-portrait?date=${date}&tz=Europe%2FParis`);
    await expect(page.getByText("This day has no free time left")).toBeVisible();

    await page.goto(`/admin/booking?date=${date}&type=signature-portrait`);
    await expect(page.getByText("No free time on this day.")).toBeVisible();
    await expect(page.getByText(/Outside your hours/)).toBeVisible();
    await expectAccessible(page);

    await page.goto("/admin/booking/setup");
    await page.getByRole("button", { name: `Remove the override of ${date}` }).click();
    await expect(page.getByRole("status")).toHaveText("Date override removed.");
    await page.goto(`/book/signature-portrait?date=${date}&tz=Europe%2FParis`);
    await expect(page.getByRole("list", { name: "Free times" }).getByRole("link").first()).toBeVisible();
  });
});

test("a client completes Phase 3 and books its review from the completion card", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const client = await newClient(baseURL!, "Review Client");
  const context = await browser.newContext({ storageState: client.storageState, timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.goto("/book/phase-review?phase=3");
  await expect(page.getByRole("alert")).toHaveText("You can book a Phase 3 review once you have completed Phase 3.");

  await page.goto("/hob/phase3");
  await expect(page).toHaveURL(/\/hob\/phase3\/welcome$/);
  for (let i = 0; i < 20 && !page.url().endsWith("/completion"); i++) {
    const before = page.url();
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    if (before.endsWith("/verbal-q3")) await page.getByRole("textbox").fill("Words that sound like me.");
    const submit = page.getByRole("button", { name: "Submit" });
    if (await submit.isVisible()) await submit.click();
    else await page.getByRole("button", { name: "Continue" }).click();
    // An unanswered question asks first whether to skip it (the journey's rule for empty answers).
    const skip = page.getByRole("button", { name: "Skip this question" });
    await expect.poll(async () => page.url() !== before || (await skip.isVisible())).toBe(true);
    if (page.url() === before) await skip.click();
    await page.waitForURL((url) => url.toString() !== before);
    // The address changes a moment before the next step is drawn: its buttons are read only once it is.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(heading);
  }
  await expect(page).toHaveURL(/\/hob\/phase3\/completion$/);
  await page.getByRole("link", { name: "Book your Phase 3 review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Blueprint phase review: Phase 3" })).toBeVisible();
  await chooseFirstTime(page);
  await expect(page.getByLabel("Email")).toHaveValue(client.email);
  await expect(page.getByLabel("Name")).toHaveValue("Review Client");
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked" })).toBeVisible();
  await expect(page.getByText("Blueprint phase review (Phase 3)")).toBeVisible();

  await page.goto("/blueprint");
  const upcoming = page.getByRole("region", { name: "Your upcoming sessions" });
  await expect(upcoming).toContainText("Blueprint phase review (Phase 3)");
  await expect(upcoming.getByRole("link", { name: /^Cancel Blueprint phase review/ })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Your upcoming sessions" })).toContainText("Phase 3");

  const owner = await browser.newContext({ storageState: storageStateFor("admin") });
  const ownerPage = await owner.newPage();
  await ownerPage.goto("/admin/booking");
  await ownerPage
    .getByRole("link", { name: /Blueprint phase review \(Phase 3\): Review Client/ })
    .first()
    .click();
  await expect(ownerPage.getByRole("heading", { name: "Phase 3: key answers" })).toBeVisible();
  await expect(ownerPage.getByText("Words that sound like me.")).toBeVisible();
  await expect(ownerPage.getByText("Blueprint: 1 of 4 phases completed (Phase 3)")).toBeVisible();
  await expectAccessible(ownerPage);
  await owner.close();
  await context.close();
});
