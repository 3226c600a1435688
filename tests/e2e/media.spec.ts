/**
 * Photography (issue 12): the owner fills and publishes the portfolio, runs a client's proof
 * gallery to the selection, delivers finals, and the client downloads them as a zip.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { cleanJpeg } from "../../app/media/pipeline/served-original.server.ts";
import { storageStateFor } from "../support/e2e-accounts";
import { photoJpeg } from "../support/images";
import { unzip } from "../support/zip";
import { expect, expectAccessible, mailTo, newClient, test } from "./fixtures";

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

async function photos(prefix: string, count: number, offset = 0) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `${prefix}-${String(i + 1).padStart(2, "0")}.jpg`,
      mimeType: "image/jpeg",
      // Each one carries GPS coordinates in its EXIF.
      buffer: await photoJpeg(640 + ((i + offset) % 3) * 40, 480, i + offset),
    })),
  );
}

async function uploadAll(page: Page, label: string, files: Awaited<ReturnType<typeof photos>>) {
  const section = page.getByRole("region", { name: label });
  await section.locator('input[type="file"]').setInputFiles(files);
  await expect(section.locator('[data-upload-state="done"]')).toHaveCount(files.length, { timeout: 60_000 });
}

async function noGps(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const meta = await sharp(await response.body()).metadata();
  expect(meta.exif, `${url} must carry no EXIF (so no GPS)`).toBeUndefined();
  return response;
}

/** Each file of an archive and its size in bytes. */
async function zipSizes(buffer: Buffer): Promise<Map<string, number>> {
  return new Map([...(await unzip(buffer))].map(([name, bytes]) => [name, bytes.length]));
}

test.use({ storageState: storageStateFor("admin") });

test("the owner uploads 12 photos, publishes 6; they appear on /portfolio and home with srcset", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { name: "New work is on its way" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/admin/portfolio");
  await uploadAll(page, "Add photos", await photos("portfolio", 12));
  const cards = page.getByRole("list", { name: "Portfolio photos, in order" }).getByRole("listitem");
  await expect(cards).toHaveCount(12);
  // Processing happens off the request path; the page refreshes itself until every photo is ready.
  await expect(cards.locator("picture")).toHaveCount(12, { timeout: 150_000 });
  await expectAccessible(page);

  for (let i = 0; i < 6; i++) {
    const card = cards.nth(i);
    await card.getByLabel("Alternative text (required to publish)").fill(`Portrait number ${i + 1} in soft light`);
    await card.getByLabel("Caption").fill(`Session ${i + 1}`);
    // Half are saved first; the others are published straight away, which saves what is typed (issue 27).
    if (i % 2 === 0) {
      await card.getByRole("button", { name: "Save details" }).click();
      await expect(card.getByRole("status")).toHaveText("Saved.");
    }
    await card.getByRole("button", { name: "Publish" }).click();
    await expect(card.getByRole("status")).toHaveText("Published.");
  }
  // Unpublished photos without alt text are refused with a reason.
  await cards.nth(7).getByRole("button", { name: "Publish" }).click();
  await expect(cards.nth(7).getByRole("alert")).toContainText("Add the alternative text");
  await cards.nth(0).getByRole("button", { name: "Feature on home" }).click();
  await expect(cards.nth(0).getByRole("status")).toHaveText("Featured.");

  await page.goto("/portfolio");
  await page.goto("/portfolio"); // the second visit comes from the public-page cache, emptied by each change
  const images = page.locator("main picture img:not([aria-hidden])");
  await expect(images).toHaveCount(6);
  const first = images.first();
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(images.nth(5)).toHaveAttribute("loading", "lazy");
  // The widths are offered as AVIF and WebP; the <img> keeps one JPEG for a browser that reads neither.
  expect(await page.locator("main picture source[type='image/webp']").first().getAttribute("srcset")).toMatch(
    /\/media\/[\w-]+\/[a-f0-9]{16}\/480\.webp 480w, \S+ 640w/,
  );
  expect(await first.getAttribute("src")).toMatch(/\/media\/[\w-]+\/[a-f0-9]{16}\/\d+\.jpg$/);
  await expect(first).toHaveAttribute("alt", "Portrait number 1 in soft light");
  await expect(page.locator("main picture source[type='image/avif']").first()).toHaveAttribute("sizes", /vw/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectAccessible(page);
  const src = (await first.getAttribute("src")) as string;
  const response = await noGps(page, src);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // The lightbox (a small script, no React on this page): opens on click with the large photo, moves with
  // the arrow keys and the buttons, closes with Escape back to the thumbnail; a swipe moves too.
  const thumbnails = page.locator("main a:has(picture)");
  await thumbnails.first().click();
  const viewer = page.getByRole("dialog", { name: "Portfolio photo viewer" });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText("Photo 1 of 6");
  await expect(viewer.locator("img")).toHaveAttribute("sizes", "100vw");
  await expect
    .poll(() => viewer.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText("Photo 2 of 6");
  await viewer.getByRole("button", { name: "Previous" }).click();
  await expect(viewer).toContainText("Photo 1 of 6");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toContainText("Photo 6 of 6");
  // Full screen and opaque; Tab goes round the viewer's controls and never leaves it (issue 27).
  expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
  }
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();
  // Keyboard only: Enter on a focused thumbnail opens the viewer; Close returns focus to it.
  await thumbnails.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect(viewer).toContainText("Photo 3 of 6");
  await expect(viewer.getByRole("button", { name: "Close" })).toBeVisible();
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(thumbnails.nth(2)).toBeFocused();
  // A swipe to the left shows the next photo.
  await thumbnails.nth(0).click();
  await viewer.dispatchEvent("touchstart", { touches: [{ identifier: 0, clientX: 300, clientY: 200 }] });
  await viewer.dispatchEvent("touchend", { changedTouches: [{ identifier: 0, clientX: 100, clientY: 200 }] });
  await expect(viewer).toContainText("Photo 2 of 6");
  await page.keyboard.press("Escape");

  await page.goto("/");
  const featured = page.locator("main picture img:not([aria-hidden])");
  await expect(featured).toHaveCount(1);
  // In the first screen (eager), without jumping ahead of the stylesheet (see home.tsx).
  await expect(featured).toHaveAttribute("loading", "eager");
  expect(await page.locator("main picture source[type='image/avif']").getAttribute("srcset")).toContain("480w");
  await expectAccessible(page);
});

test("a client gallery: proofs, favourites, comments, a selection within the limit, finals as a zip", async ({
  page,
  browser,
  baseURL,
}) => {
  const client = await newClient(baseURL as string, "Gallery Client");

  await page.goto("/admin/galleries");
  await expectAccessible(page);
  await page.getByLabel("Client", { exact: true }).selectOption({ label: `Gallery Client (${client.email})` });
  await page.getByLabel("Title", { exact: true }).fill("Team headshots");
  await page.getByLabel("Photos the client may choose").fill("3");
  await page.getByLabel("Watermark on proofs (optional)").fill("PROOF");
  await page.getByRole("button", { name: "Create gallery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team headshots" })).toBeVisible();
  const galleryUrl = page.url();
  const galleryId = galleryUrl.split("/").pop() as string;

  await uploadAll(page, "Add proofs", await photos("DSC", 5, 20));
  await expect(page.getByRole("list", { name: "Proofs" }).locator("picture")).toHaveCount(5, { timeout: 150_000 });
  await page.getByRole("button", { name: "Publish and e-mail the client" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the client has been e-mailed.");
  await expectAccessible(page);
  const invitation = await mailTo(client.email, /Your proof gallery is ready/);
  expect(invitation.text).toContain(`/galleries/${galleryId}`);

  const clientContext = await browser.newContext({ storageState: client.storageState });
  const clientPage = await clientContext.newPage();
  await clientPage.goto("/dashboard");
  await expect(clientPage.getByRole("region", { name: "Your photo galleries" })).toContainText("Team headshots");
  await expectAccessible(clientPage);
  // The gallery leads the client's next steps and has its own card: either link opens it.
  await clientPage.getByRole("link", { name: "Open Team headshots" }).first().click();
  await expect(clientPage.getByRole("heading", { level: 1, name: "Team headshots" })).toBeVisible();
  const proofs = clientPage.getByRole("list").filter({ has: clientPage.locator("[data-file-name]") });
  const cards = proofs.locator("[data-file-name]");
  await expect(cards).toHaveCount(5);
  await expect(cards.locator("picture")).toHaveCount(5);
  const proofSrc = (await cards.first().locator("picture img:not([aria-hidden])").getAttribute("src")) as string;
  const proof = await noGps(clientPage, proofSrc);
  expect(proof.headers()["cache-control"]).toBe("private, no-store");
  // The owner's other visitors (here: an anonymous one) cannot reach it.
  const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  expect((await anonymous.request.get(`${baseURL}${proofSrc}`)).status()).toBe(404);
  await anonymous.close();

  const favourite = (i: number) => cards.nth(i).getByRole("button", { name: /Favourite/ });
  for (let i = 0; i < 3; i++) {
    await favourite(i).click();
    await expect(favourite(i)).toHaveAttribute("aria-pressed", "true");
  }
  // At the limit the other photos' buttons stop, saying why (issue 27).
  await expect(clientPage.locator("#selection-summary")).toHaveText("3 of 3 chosen — remove one to choose another.");
  await expect(favourite(3)).toBeDisabled();
  // Comments are written in the viewer.
  await cards.nth(0).locator("a:has(picture)").click();
  const viewer = clientPage.getByRole("dialog", { name: "Proof viewer" });
  await viewer.getByLabel(/Comment on/).fill("Could this one be a little warmer?");
  await viewer.getByRole("button", { name: "Send comment" }).click();
  await expect(viewer).toContainText("Could this one be a little warmer?");
  await expectAccessible(clientPage);
  await viewer.getByRole("button", { name: "Close" }).click();

  await clientPage.getByRole("button", { name: "Submit my selection" }).click();
  await expect(clientPage.getByRole("status").first()).toHaveText("Thank you! Your selection has been sent.");
  await mailTo("owner@e2e.test", /Selection received: Team headshots/);

  await page.reload();
  await expect(page.getByLabel("File names (copy into Lightroom's filter)")).toHaveValue(
    "DSC-01.jpg, DSC-02.jpg, DSC-03.jpg",
  );
  const csv = await page.request.get(`/admin/galleries/${galleryId}/selection?format=csv`);
  expect((await csv.text()).replace(/^\uFEFF/, "")).toBe(
    'file_name\r\n"DSC-01.jpg"\r\n"DSC-02.jpg"\r\n"DSC-03.jpg"\r\n',
  );

  const finals = await photos("FINAL", 3, 40);
  await uploadAll(page, "Add finals", finals);
  await expect(page.getByRole("list", { name: "Finals" }).locator("picture")).toHaveCount(3, { timeout: 150_000 });
  await page.getByRole("button", { name: "Deliver the finals" }).click();
  await expect(page.getByRole("status")).toHaveText("Finals delivered: the client has been e-mailed.");

  await clientPage.reload();
  const downloadLink = clientPage.getByRole("link", { name: /Download all \(3 photos, .* MB zip\)/ });
  await expect(downloadLink).toBeVisible();
  await expectAccessible(clientPage);
  const [download] = await Promise.all([clientPage.waitForEvent("download"), downloadLink.click()]);
  const zip = await readFile((await download.path()) as string);
  const entries = await zipSizes(zip);
  expect([...entries.keys()].sort()).toEqual(["FINAL-01.jpg", "FINAL-02.jpg", "FINAL-03.jpg"]);
  // The served original: the same image data, without the GPS tags the upload carried (issue 31).
  expect(entries.get("FINAL-01.jpg")).toBe(cleanJpeg(finals[0]?.buffer as Buffer).length);
  expect(entries.get("FINAL-01.jpg")).toBeLessThan(finals[0]?.buffer.length as number);
  await clientContext.close();
});
