/**
 * Busy calendars (issue 28): the owner adds an ICS feed served by the test itself, the booking page
 * stops offering the times it covers, the owner sees why, and removing the calendar frees them again.
 */
import { once } from "node:events";
import http from "node:http";
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, test } from "./fixtures";

// In this helper's range of ports (see the e2e notes in README).
const FEED_PORT = Number(process.env.E2E_FEED_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1000);

test.use({ storageState: storageStateFor("admin"), timezoneId: "Europe/Paris" });

let server: http.Server;
let feed = "";
let served = 0;

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    served++;
    if (request.url === "/family.ics") response.writeHead(200, { "content-type": "text/calendar" }).end(feed);
    else response.writeHead(404).end();
  });
  server.listen(FEED_PORT, "127.0.0.1");
  await once(server, "listening");
});

test.afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** The labels of the free times listed for `date` (Paris time). */
async function timesOn(page: Page, date: string) {
  await page.goto(`/book/free-consultation?date=${date}&tz=Europe%2FParis`);
  await expect(page.getByRole("heading", { level: 1, name: "Free consultation" })).toBeVisible();
  return page.getByRole("list", { name: "Free times" }).getByRole("link").allTextContents();
}

const morning = (labels: string[]) => labels.filter((t) => t >= "09:00" && t < "12:00");

test("an ICS feed blocks the times it covers until the calendar is removed", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // A week after the first bookable day: a whole day past the minimum notice.
  await page.goto("/book/free-consultation?tz=Europe%2FParis");
  const first = new URL((await page.locator('a[aria-current="date"]').getAttribute("href"))!, "http://x");
  const day = new Date(`${first.searchParams.get("date")}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  const date = day.toISOString().slice(0, 10);
  const before = await timesOn(page, date);
  expect(morning(before).length).toBeGreaterThan(0);
  expect(before).toContain("13:00");

  const compact = date.replaceAll("-", "");
  feed = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//E2E//Busy calendar//EN",
    "X-WR-TIMEZONE:Europe/Paris",
    "BEGIN:VEVENT",
    "UID:dentist@e2e.test",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Dentist",
    `DTSTART;TZID=Europe/Paris:${compact}T090000`,
    `DTEND;TZID=Europe/Paris:${compact}T120000`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

  await page.goto("/admin/booking/setup");
  await expect(page.getByRole("heading", { name: "Busy calendars" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Family");
  await page.getByLabel("Calendar address (ICS)").fill(`http://127.0.0.1:${FEED_PORT}/family.ics`);
  await page.getByRole("button", { name: "Add calendar" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Family added: 1 busy time in the next 60 days, synced \d\d:\d\d\.$/,
  );
  expect(served).toBe(1);
  await expect(page.getByRole("listitem").filter({ hasText: "Family" })).toContainText(
    /1 busy time in the next 60 days, synced \d\d:\d\d/,
  );
  await expectAccessible(page);
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Busy calendars" }) });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: testInfo.outputPath(`busy-calendars-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  const during = await timesOn(page, date);
  expect(morning(during)).toEqual([]);
  expect(during).toContain("13:00");

  // The owner's calendar shows the busy range by the calendar's name only, and explains the day.
  await page.goto(`/admin/booking?week=${date}&date=${date}&type=free-consultation`);
  await expect(page.getByText("09:00–12:00 Busy in Family")).toBeVisible();
  await expect(page.getByText("Dentist")).toHaveCount(0);
  await expect(page.getByText(/^Busy in Family \(6 times\)$/)).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole("listitem")
    .filter({ hasText: "Busy in Family" })
    .first()
    .screenshot({ path: testInfo.outputPath("owner-calendar-busy.png") });

  await page.goto("/admin/booking/setup");
  await page.getByRole("button", { name: "Remove Family" }).click();
  await expect(page.getByRole("status")).toHaveText("Calendar removed: its busy times no longer block bookings.");
  expect(morning(await timesOn(page, date))).toEqual(morning(before));
});
