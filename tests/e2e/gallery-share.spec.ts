/**
 * Share links (issue 12, "Access"): the owner shares a client gallery by link and password; someone
 * without an account opens it in a fresh browser, types a wrong then the right password and sees the
 * photos the client sees; a new link locks them out at once.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { photoJpeg } from "../support/images";
import { expect, expectAccessible, newClient, test } from "./fixtures";

test.setTimeout(240_000);
test.use({ storageState: storageStateFor("admin") });

async function shots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("the owner shares a gallery; a guest without an account opens it with the password", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const client = await newClient(baseURL as string, "Share Client");
  await page.goto("/admin/galleries");
  await page.getByLabel("Client", { exact: true }).selectOption({ label: `Share Client (${client.email})` });
  await page.getByLabel("Title", { exact: true }).fill("Garden party");
  await page.getByRole("button", { name: "Create gallery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Garden party" })).toBeVisible();

  const files = await Promise.all(
    ["GP-01.jpg", "GP-02.jpg", "GP-03.jpg"].map(async (name, i) => ({
      name,
      mimeType: "image/jpeg",
      buffer: await photoJpeg(640, 480, 60 + i),
    })),
  );
  const proofsSection = page.getByRole("region", { name: "Add proofs" });
  await proofsSection.locator('input[type="file"]').setInputFiles(files);
  await expect(proofsSection.locator('[data-upload-state="done"]')).toHaveCount(3, { timeout: 60_000 });
  const proofs = page.getByRole("list", { name: "Proofs" });
  await expect(proofs.locator("picture")).toHaveCount(3, { timeout: 150_000 });
  await proofs.locator('[data-file-name="GP-02.jpg"]').getByRole("button", { name: "Hide GP-02.jpg" }).click();
  await expect(page.getByRole("status")).toHaveText("Photo hidden from the client.");
  await page.getByRole("button", { name: "Publish and e-mail the client" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the client has been e-mailed.");

  // Sharing: a short password is refused with a clear field error, then it is turned on.
  const sharing = page.getByRole("region", { name: "Share with people without an account" });
  await sharing.getByLabel("Password for the link").fill("short");
  await sharing.getByRole("button", { name: "Turn on sharing" }).click();
  await expect(sharing.getByRole("region", { name: "There is a problem" })).toContainText(
    "Choose a password of at least 8 characters.",
  );
  await expect(sharing.getByLabel("Password for the link")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await sharing.screenshot({ path: testInfo.outputPath("owner-sharing-error.png") });
  await sharing.getByLabel("Password for the link").fill("lanterns and lemonade");
  await sharing.getByRole("button", { name: "Turn on sharing" }).click();
  await expect(page.getByRole("status")).toHaveText("Sharing is on: copy the link and send the password separately.");
  await expect(sharing).toContainText("Sharing is on since");
  const link = await sharing.getByLabel("Share link").inputValue();
  expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
  await sharing.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("owner-sharing-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await sharing.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("owner-sharing-390.png") });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A fresh browser without any account.
  const guestContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guest = await guestContext.newPage();
  const errors: string[] = [];
  guest.on("console", (message) => {
    if (message.type() === "error" && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  guest.on("pageerror", (error) => errors.push(error.message));

  const first = await guest.goto(link);
  expect(first?.status()).toBe(200);
  expect(first?.headers()["cache-control"]).toBe("private, no-store");
  expect(first?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(guest.getByRole("heading", { level: 1, name: "A gallery shared with you" })).toBeVisible();
  await expect(guest.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  // Nothing about the gallery before the password.
  await expect(guest.getByText("Garden party")).toHaveCount(0);
  await expectAccessible(guest);
  await shots(guest, "guest-password", testInfo.outputPath.bind(testInfo));

  await guest.getByLabel("Password").fill("lanterns and lemons");
  await guest.getByRole("button", { name: "Open the gallery" }).click();
  await expect(guest.getByRole("region", { name: "There is a problem" })).toContainText("That password is not right.");
  await expect(guest.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(guest);

  await guest.getByLabel("Password").fill("lanterns and lemonade");
  await guest.getByRole("button", { name: "Open the gallery" }).click();
  await expect(guest.getByRole("heading", { level: 1, name: "Garden party" })).toBeVisible();
  const cookies = await guestContext.cookies();
  const grant = cookies.find((c) => c.name.startsWith("ho_share_"));
  expect(grant).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // The two visible proofs, never the hidden one; no favourites or comments for a guest.
  const cards = guest.locator("[data-file-name]");
  await expect(cards).toHaveCount(2);
  await expect(guest.locator('[data-file-name="GP-02.jpg"]')).toHaveCount(0);
  await expect(guest.getByRole("button", { name: /favourite/i })).toHaveCount(0);
  await expect(guest.getByRole("button", { name: /Submit my selection/ })).toHaveCount(0);
  const img = cards.first().locator("picture img:not([aria-hidden])");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = (await img.getAttribute("src")) as string;
  const photo = await guest.request.get(src);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["cache-control"]).toBe("private, no-store");
  await expectAccessible(guest);
  await shots(guest, "guest-gallery", testInfo.outputPath.bind(testInfo));

  await cards.first().locator("a").click();
  const viewer = guest.getByRole("dialog", { name: "Photo viewer" });
  await expect(viewer).toBeVisible();
  await guest.keyboard.press("ArrowRight");
  await expect(viewer).toContainText("Photo 2 of 2");
  await expectAccessible(guest);
  await guest.screenshot({ path: testInfo.outputPath("guest-lightbox-1280.png") });
  await guest.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // A new link: the old one and the guest's cookie stop working at once.
  await page.reload();
  await sharing.getByRole("button", { name: "Make a new link" }).click();
  await expect(page.getByRole("status")).toHaveText("New link made: the old one no longer works.");
  await expect(sharing.getByLabel("Share link")).not.toHaveValue(link);
  expect((await guest.request.get(src)).status()).toBe(404);
  const gone = await guest.goto(link);
  expect(gone?.status()).toBe(404);
  expect(gone?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(guest.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

  expect(errors).toEqual([]);
  await guestContext.close();
});
