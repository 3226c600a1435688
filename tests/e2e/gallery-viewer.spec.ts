/**
 * Galleries that feel like a gallery (issue 27), at 390 and 1280 px: the client's full-screen viewer
 * (opaque, page locked behind it, swipe, keyboard, pinch-zoom left to the browser, focus kept and
 * restored) with the favourite and the comments inside it; the favourite limit stopped in the page
 * and refused by the server; comments sent once; gallery states that replace each other, dates in
 * words; each proof's own page without JavaScript. Visual snapshots of the viewer and the states.
 */
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { storageStateFor } from "../support/e2e-accounts";
import { uprightImage } from "../support/images";
import { expect, expectAccessible, newClient, test } from "./fixtures";

test.setTimeout(300_000);
test.use({ storageState: storageStateFor("admin") });

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/** Deterministic photos (no noise), so the viewer's snapshot is the same on every run. */
async function proofFiles(prefix: string) {
  const shapes = [
    [640, 427, 20],
    [427, 640, 120],
    [640, 427, 200],
  ] as const;
  return Promise.all(
    shapes.map(async ([width, height, shade], i) => ({
      name: `${prefix}-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp(await uprightImage(width, height, shade))
        .jpeg({ quality: 90 })
        .toBuffer(),
    })),
  );
}

async function upload(page: Page, region: string, files: Awaited<ReturnType<typeof proofFiles>>, list: string) {
  const section = page.getByRole("region", { name: region });
  await section.locator('input[type="file"]').setInputFiles(files);
  await expect(section.locator('[data-upload-state="done"]')).toHaveCount(files.length, { timeout: 60_000 });
  await expect(page.getByRole("list", { name: list }).locator("picture")).toHaveCount(files.length, {
    timeout: 150_000,
  });
}

/** The owner makes a published gallery of three proofs (limit 2) for a new client. */
async function publishedGallery(page: Page, baseURL: string, width: number) {
  const client = await newClient(baseURL, `Viewer Client ${width}`);
  await page.goto("/admin/galleries");
  await page.getByLabel("Client", { exact: true }).selectOption({ label: `Viewer Client ${width} (${client.email})` });
  await page.getByLabel("Title", { exact: true }).fill(`Studio day ${width}`);
  await page.getByLabel("Photos the client may choose").fill("2");
  await page.getByRole("button", { name: "Create gallery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Studio day ${width}` })).toBeVisible();
  const galleryPath = new URL(page.url()).pathname.replace("/admin", "");
  await upload(page, "Add proofs", await proofFiles("SD"), "Proofs");
  await page.getByRole("button", { name: "Publish and e-mail the client" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the client has been e-mailed.");
  // The owner's pages show dates in words too.
  await expect(page.locator("main")).not.toContainText(ISO_DATE);
  return { client, galleryPath };
}

async function clientPage(browser: Browser, storageState: Awaited<ReturnType<typeof newClient>>["storageState"]) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of 4\d\d/.test(m.text())) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, errors };
}

const shot = { animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.02, timeout: 30_000 } as const;

for (const width of [390, 1280]) {
  test(`the client's viewer, favourites within the limit, comments sent once and the gallery's states (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const height = width === 390 ? 844 : 800;
    const { client, galleryPath } = await publishedGallery(page, baseURL as string, width);
    const { context, page: client_, errors } = await clientPage(browser, client.storageState);
    await client_.setViewportSize({ width, height });
    await client_.goto(galleryPath);
    await expect(client_.getByRole("heading", { level: 1, name: `Studio day ${width}` })).toBeVisible();
    await expect(client_.locator("main")).not.toContainText(ISO_DATE);
    await expect(client_.locator("main")).toContainText(/Open until \d{1,2} [A-Z][a-z]+ \d{4}\./);
    // No comment box under every tile any more: comments live in the viewer.
    await expect(client_.locator("main textarea")).toHaveCount(0);
    const tiles = client_.locator("[data-file-name]");
    await expect(tiles).toHaveCount(3);
    await expectAccessible(client_);

    // The viewer: the whole screen, opaque, the page behind neither visible nor scrolling.
    const thumbnail = (i: number) => tiles.nth(i).locator("a:has(picture)");
    await expect(thumbnail(0)).toHaveAttribute("href", new RegExp(`^${galleryPath}/photos/[\\w-]+$`));
    await thumbnail(0).click();
    const viewer = client_.getByRole("dialog", { name: "Proof viewer" });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText("Photo 1 of 3");
    const box = await viewer.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width, height });
    expect(await viewer.evaluate((d) => getComputedStyle(d).backgroundColor)).toBe("rgb(12, 11, 10)");
    expect(await client_.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    // The photo as large as the screen allows: its box fills the stage's width or most of the height.
    const image = viewer.locator("picture img");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const imageBox = (await image.boundingBox()) as { width: number; height: number };
    expect(Math.max(imageBox.width / width, imageBox.height / height)).toBeGreaterThan(width === 390 ? 0.9 : 0.6);
    // Pinch-zoom is the browser's: nothing blocks it.
    expect(await image.evaluate((img) => getComputedStyle(img).touchAction)).toBe("auto");
    expect(await viewer.evaluate((d) => getComputedStyle(d).touchAction)).toBe("auto");
    expect(await client_.locator('meta[name="viewport"]').getAttribute("content")).not.toMatch(
      /user-scalable=no|maximum-scale=1(\D|$)/,
    );
    await client_.evaluate(() => document.fonts.ready);
    await expect(client_).toHaveScreenshot(`viewer-${width}.png`, { ...shot, mask: [viewer.locator("time")] });
    await expectAccessible(client_);

    // Keyboard: arrows move, Tab stays inside, Escape closes back to the thumbnail.
    await client_.keyboard.press("ArrowRight");
    await expect(viewer).toContainText("Photo 2 of 3");
    await client_.keyboard.press("ArrowLeft");
    await client_.keyboard.press("ArrowLeft");
    await expect(viewer).toContainText("Photo 3 of 3");
    for (let i = 0; i < 12; i++) {
      await client_.keyboard.press("Tab");
      expect(await client_.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
    }
    await client_.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(thumbnail(0)).toBeFocused();
    expect(await client_.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    // Touch: one finger swipes; two fingers (a pinch) never change the photo.
    await thumbnail(0).click();
    await viewer.dispatchEvent("touchstart", { touches: [{ identifier: 0, clientX: 300, clientY: 300 }] });
    await viewer.dispatchEvent("touchend", { changedTouches: [{ identifier: 0, clientX: 80, clientY: 300 }] });
    await expect(viewer).toContainText("Photo 2 of 3");
    await viewer.dispatchEvent("touchstart", {
      touches: [
        { identifier: 0, clientX: 150, clientY: 300 },
        { identifier: 1, clientX: 250, clientY: 300 },
      ],
    });
    await viewer.dispatchEvent("touchend", { changedTouches: [{ identifier: 0, clientX: 20, clientY: 300 }] });
    await expect(viewer).toContainText("Photo 2 of 3");
    await viewer.dispatchEvent("touchstart", { touches: [{ identifier: 0, clientX: 80, clientY: 300 }] });
    await viewer.dispatchEvent("touchend", { changedTouches: [{ identifier: 0, clientX: 300, clientY: 300 }] });
    await expect(viewer).toContainText("Photo 1 of 3");

    // The favourite, inside the viewer.
    const favourite = viewer.getByRole("button", { name: /^★?☆? ?Favourite SD-1\.jpg$/ });
    await expect(favourite).toHaveAttribute("aria-pressed", "false");
    await favourite.click();
    await expect(favourite).toHaveAttribute("aria-pressed", "true");
    await expect(viewer).toContainText("1 of 2 chosen.");

    // A comment, inside the viewer: sent once however fast the second click, and the box empties.
    const box1 = viewer.getByLabel("Comment on SD-1.jpg");
    // Empty, it is refused at once beside the box (ADR 024), and nothing is sent.
    await viewer.getByRole("button", { name: "Send comment" }).click();
    await expect(viewer.locator("[data-error-summary]")).toBeFocused();
    await expect(box1).toHaveAccessibleDescription("Error: Write your comment first.");
    // Readable on the viewer's dark ground (axe checks the contrast of the error and the summary).
    await expectAccessible(client_);
    await box1.fill("Could this one be a little warmer?");
    await viewer.getByRole("button", { name: "Send comment" }).dblclick();
    await expect(viewer.getByRole("status")).toHaveText("Comment sent.");
    await expect(box1).toHaveValue("");
    await expect(viewer.getByText("Could this one be a little warmer?")).toHaveCount(1);
    await expect(viewer.getByRole("region", { name: "Comments" }).locator("time")).toHaveText(
      /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    await expectAccessible(client_);
    await viewer.getByRole("button", { name: "Close" }).click();
    await client_.reload();
    await expect(tiles.nth(0)).toContainText("1 comment");

    // The limit: at 2 of 2 the other photos' buttons stop, saying why; the server refuses anyway.
    const tileFavourite = (i: number) => tiles.nth(i).getByRole("button", { name: /Favourite/ });
    await tileFavourite(1).click();
    await expect(tileFavourite(1)).toHaveAttribute("aria-pressed", "true");
    const summary = client_.locator("#selection-summary");
    await expect(summary).toHaveText("2 of 2 chosen — remove one to choose another.");
    await expect(tileFavourite(2)).toBeDisabled();
    await expect(client_.locator("main")).not.toContainText("3 of 2");
    const photoId = (await thumbnail(2).getAttribute("href"))?.split("/").pop() as string;
    const refused = await context.request.post(galleryPath, {
      form: { intent: "favourite", photoId },
      headers: { origin: baseURL as string },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("2 of 2 chosen — remove one to choose another.");
    // The photo's own page (where the thumbnail leads without JavaScript) says the same.
    await client_.goto(`${galleryPath}/photos/${photoId}`);
    await expect(client_.locator("main")).toContainText("Photo 3 of 3");
    await expect(client_.getByRole("button", { name: /Favourite SD-3\.jpg/ })).toBeDisabled();
    await expectAccessible(client_);
    await client_.getByRole("link", { name: "Back to the gallery" }).click();
    await thumbnail(2).click();
    await expect(viewer.getByRole("button", { name: /Favourite SD-3\.jpg/ })).toBeDisabled();
    await expect(viewer).toContainText("2 of 2 chosen — remove one to choose another.");
    await client_.keyboard.press("Escape");
    await client_.evaluate(() => document.fonts.ready);
    await expect(client_).toHaveScreenshot(`gallery-choosing-${width}.png`, {
      ...shot,
      fullPage: true,
      mask: [client_.locator("time")],
    });
    // Removing one frees a place.
    await tileFavourite(1).click();
    await expect(summary).toHaveText("1 of 2 chosen.");
    await expect(tileFavourite(2)).toBeEnabled();
    await tileFavourite(1).click();
    await expect(summary).toHaveText("2 of 2 chosen — remove one to choose another.");

    // Submitted: the state says when the finals come, in words.
    await client_.getByRole("button", { name: "Submit my selection" }).click();
    await expect(client_.getByRole("status").first()).toHaveText("Thank you! Your selection has been sent.");
    await expect(client_.locator("main")).toContainText(
      /Your final photos are expected between \d{1,2} [A-Z][a-z]+ \d{4} and \d{1,2} [A-Z][a-z]+ \d{4}\./,
    );
    await expect(client_.locator("main")).not.toContainText(ISO_DATE);
    await expect(client_.getByRole("button", { name: "Submit my selection" })).toHaveCount(0);
    await expectAccessible(client_);

    // Delivered: the finals replace the promise of them.
    await page.goto(`/admin${galleryPath}`);
    await upload(page, "Add finals", (await proofFiles("FINAL")).slice(0, 1), "Finals");
    await page.getByRole("button", { name: "Deliver the finals" }).click();
    await expect(page.getByRole("status")).toHaveText("Finals delivered: the client has been e-mailed.");
    await client_.reload();
    await expect(client_.getByRole("heading", { name: "Your final photos" })).toBeVisible();
    await expect(client_.locator("main")).not.toContainText("expected between");
    await expect(client_.locator("main")).toContainText("Your final photos are ready above.");
    await expect(client_.locator("main")).not.toContainText(ISO_DATE);
    await expect(tiles.filter({ hasText: "Chosen" })).toHaveCount(2);
    await expectAccessible(client_);
    await client_.evaluate(() => document.fonts.ready);
    await expect(client_).toHaveScreenshot(`gallery-delivered-${width}.png`, {
      ...shot,
      fullPage: true,
      mask: [client_.locator("time"), client_.getByRole("link", { name: /Download all/ })],
    });
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("without JavaScript each proof has its own page, with the favourite, the limit and comments", async ({
  page,
  browser,
  baseURL,
}) => {
  const { client, galleryPath } = await publishedGallery(page, baseURL as string, 391);
  const context = await browser.newContext({ storageState: client.storageState, javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.setViewportSize({ width: 390, height: 844 });
  await noJs.goto(galleryPath);
  await noJs.locator("[data-file-name]").first().locator("a:has(picture)").click();
  await expect(noJs).toHaveURL(new RegExp(`${galleryPath}/photos/[\\w-]+$`));
  await expect(noJs.locator("main")).toContainText("Photo 1 of 3");
  await expect(noJs.getByRole("link", { name: "Back to the gallery" })).toBeVisible();

  await noJs.getByLabel("Comment on SD-1.jpg").fill("Lovely light here.");
  await noJs.getByRole("button", { name: "Send comment" }).click();
  await expect(noJs.getByRole("status").first()).toHaveText("Comment sent.");
  await expect(noJs.getByText("Lovely light here.")).toHaveCount(1);
  // The same words sent again (a second click, a resent form): still one comment.
  await noJs.getByLabel("Comment on SD-1.jpg").fill("Lovely light here.");
  await noJs.getByRole("button", { name: "Send comment" }).click();
  await expect(noJs.getByRole("status").first()).toHaveText("Comment sent.");
  await expect(noJs.getByText("Lovely light here.")).toHaveCount(1);

  await noJs.getByRole("button", { name: /Favourite SD-1\.jpg/ }).click();
  await expect(noJs.getByRole("status").first()).toHaveText("Added to your favourites.");
  await noJs.getByRole("link", { name: "Next" }).click();
  await expect(noJs.locator("main")).toContainText("Photo 2 of 3");
  await noJs.getByRole("button", { name: /Favourite SD-2\.jpg/ }).click();
  await noJs.getByRole("link", { name: "Next" }).click();
  await expect(noJs.locator("main")).toContainText("Photo 3 of 3");
  await expect(noJs.locator("main")).toContainText("2 of 2 chosen — remove one to choose another.");
  await expect(noJs.getByRole("button", { name: /Favourite SD-3\.jpg/ })).toBeDisabled();
  await expect(noJs.locator("main")).not.toContainText(ISO_DATE);
  await noJs.getByRole("link", { name: "Back to the gallery" }).click();
  await expect(noJs.locator("#selection-summary")).toHaveText("2 of 2 chosen — remove one to choose another.");
  await context.close();
});
