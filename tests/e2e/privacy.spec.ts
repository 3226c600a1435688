/**
 * Privacy by self-service and visits without cookies (issue 30), as a client and the owner use them:
 * the client downloads their data (the ZIP opened here) and deletes their account from /account (the
 * session they had booked is cancelled and its time offered again); the
 * owner's Today shows the visits a visitor's browsing made, as a chart with its table.
 */
import { storageStateFor } from "../support/e2e-accounts";
import { unzip } from "../support/zip";
import { expect, expectAccessible, mailTo, newClient, showNextMonth, test } from "./fixtures";

/** A person's browser as the server sees it (Playwright's own user agent says "HeadlessChrome", a bot). */
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** Each file of the export as text. */
async function zipEntries(buffer: Buffer): Promise<Map<string, string>> {
  return new Map([...(await unzip(buffer))].map(([name, bytes]) => [name, bytes.toString("utf8")]));
}

test("a client downloads their data, then deletes their account with their password", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const client = await newClient(baseURL!, `Dana Privacy ${Date.now()}`);
  // An answer to find in the download.
  const saved = await client.context.post("/hob/phase1/values-q1", {
    form: { intent: "next", answer: "Curiosity and care" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  const context = await browser.newContext({ storageState: client.storageState });
  const page = await context.newPage();
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your data" })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const files = await zipEntries(Buffer.concat(chunks));
  expect(JSON.parse(files.get("profile.json")!).email).toBe(client.email);
  expect(files.get("answers.csv")).toContain("Curiosity and care");

  // A session next month, booked while signed in (confirmed at once), which the deletion must cancel.
  await page.goto("/book");
  await page.getByRole("link", { name: "Choose a time for Free consultation", exact: true }).click();
  await showNextMonth(page);
  const times = page.getByRole("list", { name: "Free times" }).getByRole("link");
  await expect(times.first()).toBeVisible();
  const dayPage = page.url();
  // The day's last time: other specs take the first ones.
  const startOf = (href: string | null) => new URL(href ?? "", "http://x").searchParams.get("start");
  const slot = startOf(await times.last().getAttribute("href"));
  expect(slot).toBeTruthy();
  await times.last().click();
  await expect(page.getByRole("heading", { level: 1, name: "Free consultation", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Confirm booking", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked", exact: true })).toBeVisible();
  const freeTimes = async () => {
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(dayPage);
    const links = other.getByRole("list", { name: "Free times" }).getByRole("link");
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((found) => found.map((link) => link.getAttribute("href")));
    await visitor.close();
    return hrefs.map(startOf);
  };
  expect(await freeTimes()).not.toContain(slot);
  await page.goto("/account");

  // A wrong password changes nothing and says why, next to the field.
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel("Your password", { exact: true }).fill("not my password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your password is not correct.").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel("Your password", { exact: true }).fill(client.password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole("status")).toContainText("Your account has been deleted");
  await expectAccessible(page);
  // Signed out, and the account is gone: signing in again fails.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth/);
  const again = await client.context.post("/auth", {
    form: { view: "sign_in", email: client.email, password: client.password },
    maxRedirects: 0,
  });
  expect(again.status()).not.toBe(302);
  const told = await mailTo("owner@e2e.test", /A client deleted their account/);
  expect(told.text).not.toContain(client.email);
  expect(told.text).toContain("1 session still to come was cancelled and its time is free again.");
  // Its time is offered again.
  expect(await freeTimes()).toContain(slot);
  await context.close();
  await client.context.dispose();
});

test("the owner's Today shows the visits counted without cookies, as a chart with a table", async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext({ userAgent: PERSON });
  const page = await visitor.newPage();
  const marker = `/articles`;
  for (let i = 0; i < 3; i++) {
    const response = await page.goto(marker);
    expect(response?.status()).toBe(200);
  }
  await page.goto("/faq");
  expect(await visitor.cookies()).toEqual([]);
  await visitor.close();

  const owner = await browser.newContext({ storageState: storageStateFor("admin") });
  const today = await owner.newPage();
  // Counts reach the database in batches (every 15 s).
  await expect(async () => {
    await today.goto("/dashboard");
    await expect(today.getByTestId("visits-summary")).toBeVisible({ timeout: 1_000 });
    await expect(
      today.getByRole("table", { name: "Most viewed pages" }).getByRole("rowheader", { name: marker, exact: true }),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000, intervals: [2_000] });
  await expect(today.getByTestId("visits-chart")).toBeVisible();
  const weekly = today.getByRole("table", { name: /Visits, page views and bookings per week/ });
  await expect(weekly.getByRole("row")).toHaveCount(13);
  await expectAccessible(today);
  await owner.close();
});
