/**
 * Real camera files (issue 24): the owner uploads a 24-megapixel JPEG of ~20 MB, a 45-megapixel JPEG
 * of ~30 MB and a TIFF just under the 60 MB per-file limit to the portfolio and to a client's gallery,
 * publishes them, and the public (portfolio) and the client (gallery) see them. A TIFF just over the
 * limit is refused with the uploader's stated message. The files are generated on first use
 * (tests/support/images.ts), never committed.
 */
import { PHOTO_UPLOAD_LIMITS } from "../../app/lib/body-limits";
import { storageStateFor } from "../support/e2e-accounts";
import { CAMERA_FILES, cameraFile, cameraFixturesDir } from "../support/images";
import { expect, expectAccessible, newClient, test } from "./fixtures";

test.describe.configure({ mode: "serial" });
// 2 shared cores: three camera files are rendered into 15 derivatives each, twice.
test.setTimeout(240_000);
test.use({ storageState: storageStateFor("admin") });

const accepted = [CAMERA_FILES.jpeg24mp.name, CAMERA_FILES.jpeg45mp.name, CAMERA_FILES.tiffUnderLimit.name];
const overLimit = CAMERA_FILES.tiffOverLimit.name;
let files: string[];

test.beforeAll(async () => {
  test.setTimeout(180_000); // the 45 MP JPEG takes a while to encode the first time
  const directory = cameraFixturesDir();
  files = [];
  for (const kind of ["jpeg24mp", "jpeg45mp", "tiffUnderLimit", "tiffOverLimit"] as const) {
    files.push(await cameraFile(directory, kind));
  }
});

/** Chooses the four files in the uploader `label`; three upload, the one over the limit is refused. */
async function uploadCameraFiles(page: import("@playwright/test").Page, label: string) {
  const uploader = page.getByRole("region", { name: label });
  await expect(uploader).toContainText("JPEG, PNG, WebP, AVIF or TIFF, up to 60 MB each.");
  await uploader.locator('input[type="file"]').setInputFiles(files);
  const uploads = uploader.getByRole("list", { name: "Uploads" }).getByRole("listitem");
  for (const name of accepted) {
    await expect(uploads.filter({ hasText: name })).toHaveAttribute("data-upload-state", "done", { timeout: 90_000 });
  }
  const refused = uploads.filter({ hasText: overLimit });
  await expect(refused).toHaveAttribute("data-upload-state", "refused");
  await expect(refused).toContainText("Larger than 60 MB: this file was not uploaded.");
  expect(PHOTO_UPLOAD_LIMITS.fileBytes).toBe(60 * 1024 * 1024);
}

test("camera files go to the portfolio, are published, and the public sees them", async ({ page, browser }) => {
  await page.goto("/admin/portfolio");
  await uploadCameraFiles(page, "Add photos");
  const cards = page
    .getByRole("list", { name: "Portfolio photos, in order" })
    .getByRole("listitem")
    .filter({ hasText: /DSC_0024|DSC_0045|scan-under-limit/ });
  await expect(cards).toHaveCount(3);
  // Rendered off the request path; the page refreshes itself until every photo is ready.
  await expect(cards.locator("picture")).toHaveCount(3, { timeout: 180_000 });
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i);
    await card.getByLabel("Alternative text (required to publish)").fill(`Camera test photo ${i + 1}`);
    await card.getByRole("button", { name: "Save details" }).click();
    await expect(card.getByRole("status")).toHaveText("Saved.");
    await card.getByRole("button", { name: "Publish" }).click();
    await expect(card.getByRole("status")).toHaveText("Published.");
  }
  await expectAccessible(page);

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const publicPage = await visitor.newPage();
  await publicPage.goto("/portfolio");
  for (let i = 1; i <= 3; i++) {
    const image = publicPage.locator(`main picture img[alt="Camera test photo ${i}"]`);
    await expect(image).toHaveCount(1);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await visitor.close();

  // The owner deletes them again, so the portfolio is as the other journeys expect it (empty at first).
  page.on("dialog", (dialog) => dialog.accept());
  while ((await cards.count()) > 0) {
    const before = await cards.count();
    await cards
      .first()
      .getByRole("button", { name: /^Delete/ })
      .click();
    await expect(cards).toHaveCount(before - 1);
  }
});

test("camera files go to a client's gallery, and the client sees them once published", async ({
  page,
  browser,
  baseURL,
}) => {
  const client = await newClient(baseURL as string, "Camera Client");
  await page.goto("/admin/galleries");
  await page.getByLabel("Client", { exact: true }).selectOption({ label: `Camera Client (${client.email})` });
  await page.getByLabel("Title", { exact: true }).fill("Camera files");
  await page.getByLabel("Photos the client may choose").fill("2");
  await page.getByRole("button", { name: "Create gallery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Camera files" })).toBeVisible();

  await uploadCameraFiles(page, "Add proofs");
  await expect(page.getByRole("list", { name: "Proofs" }).locator("picture")).toHaveCount(3, { timeout: 180_000 });
  await page.getByRole("button", { name: "Publish and e-mail the client" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the client has been e-mailed.");

  const clientContext = await browser.newContext({ storageState: client.storageState });
  const clientPage = await clientContext.newPage();
  await clientPage.goto("/dashboard");
  // The gallery leads the client's next steps, and has its own card further down: either opens it.
  await clientPage.getByRole("link", { name: "Open Camera files" }).first().click();
  await expect(clientPage.getByRole("heading", { level: 1, name: "Camera files" })).toBeVisible();
  const cards = clientPage.locator("[data-file-name]");
  await expect(cards).toHaveCount(3);
  for (const name of accepted) {
    const card = clientPage.locator(`[data-file-name="${name}"]`);
    await expect(card.locator("picture")).toHaveCount(1);
    const image = card.locator("picture img:not([aria-hidden])");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(clientPage.locator(`[data-file-name="${overLimit}"]`)).toHaveCount(0);
  await expectAccessible(clientPage);
  await clientContext.close();
  await client.context.dispose();
});
