/**
 * The owner's portfolio (issue 27), at 390 and 1280 px: Publish saves what is typed in the fields (no
 * failed request, no "Add the alternative text" for text typed but not saved); several photos are
 * published, featured or deleted at once, deletion asking first; the same works without JavaScript.
 * Every test deletes its photos, so the portfolio is empty again for the other journeys.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { photoJpeg } from "../support/images";
import { expect, expectAccessible, test } from "./fixtures";

test.setTimeout(300_000);
test.use({ storageState: storageStateFor("admin") });

async function uploadPhotos(page: Page, prefix: string, count: number) {
  await page.goto("/admin/portfolio");
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `${prefix}-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await photoJpeg(480, 320, 80 + i),
    })),
  );
  const section = page.getByRole("region", { name: "Add photos" });
  await section.locator('input[type="file"]').setInputFiles(files);
  await expect(section.locator('[data-upload-state="done"]')).toHaveCount(count, { timeout: 60_000 });
  const cards = page.getByRole("list", { name: "Portfolio photos, in order" }).getByRole("listitem");
  const card = (name: string) => cards.filter({ has: page.getByRole("heading", { name: new RegExp(`${name}\\b`) }) });
  await expect(card(prefix).locator("picture")).toHaveCount(count, { timeout: 150_000 });
  return card;
}

/** Every answer of the portfolio's action that is a refusal (the browser logs those as console errors). */
function failedPosts(page: Page) {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.status() >= 400) failed.push(response.url());
  });
  return failed;
}

for (const width of [390, 1280]) {
  test(`Publish saves the typed fields; several photos are published, featured and deleted at once (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const failed = failedPosts(page);
    const prefix = `PB${width}`;
    const card = await uploadPhotos(page, prefix, 3);
    const bar = page.getByRole("form", { name: "Several photos at once" });

    // Alternative text typed, never saved: Publish saves it and publishes.
    await card(`${prefix}-1`).getByLabel("Alternative text (required to publish)").fill("Two colleagues laughing");
    await card(`${prefix}-1`).getByRole("button", { name: "Publish", exact: true }).click();
    await expect(card(`${prefix}-1`).getByRole("status")).toHaveText("Published.");
    await expect(card(`${prefix}-1`).getByRole("heading")).toContainText("Published");
    // Without it, the page says so at once, without a request.
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await card(`${prefix}-2`).getByRole("button", { name: "Publish", exact: true }).click();
    await expect(card(`${prefix}-2`).getByRole("alert")).toHaveText(
      "Add the alternative text (what the photo shows) before publishing it.",
    );
    // The card's error summary takes focus (as every form's does, ADR 024) and leads to the field.
    const summary = card(`${prefix}-2`).locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await summary.getByRole("link").click();
    await expect(card(`${prefix}-2`).getByLabel("Alternative text (required to publish)")).toBeFocused();
    await expect(card(`${prefix}-2`).getByLabel("Alternative text (required to publish)")).toHaveAccessibleDescription(
      "Error: Add the alternative text (what the photo shows) before publishing it.",
    );
    expect(posts).toEqual([]);
    await card(`${prefix}-2`).getByLabel("Alternative text (required to publish)").fill("A handshake at the door");
    await card(`${prefix}-2`).getByRole("button", { name: "Save details" }).click();
    await expect(card(`${prefix}-2`).getByRole("status")).toHaveText("Saved.");
    expect(failed, "no refused request (the console 400 of issue 27)").toEqual([]);

    // Several at once: refused whole while one lacks its text, naming it.
    await card(`${prefix}-2`).getByRole("checkbox").check();
    await card(`${prefix}-3`).getByRole("checkbox").check();
    await expect(bar).toContainText("2 photos selected");
    await expectAccessible(page);
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "nothing was published" })).toHaveText(
      `Add the alternative text to ${prefix}-3.jpg before publishing; nothing was published.`,
    );
    await expect(card(`${prefix}-2`).getByRole("heading")).toContainText("Not published");
    await card(`${prefix}-3`).getByRole("checkbox").uncheck();
    await bar.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published 1 photo." })).toBeVisible();
    await expect(card(`${prefix}-2`).getByRole("heading")).toContainText("Published");
    await expect(bar).toContainText("0 photos selected");
    await expect(bar.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();

    await card(`${prefix}-1`).getByRole("checkbox").check();
    await card(`${prefix}-2`).getByRole("checkbox").check();
    await bar.getByRole("button", { name: "Feature on home" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Featured 2 photos on the home page." })).toBeVisible();
    await expect(card(`${prefix}-1`).getByRole("heading")).toContainText("Published · featured");
    // Both are on the public portfolio, with the alternative text typed before the first Publish.
    await page.goto("/portfolio");
    await expect(page.locator("main picture img[alt='Two colleagues laughing']")).toHaveCount(1);
    await expect(page.locator("main picture img[alt='A handshake at the door']")).toHaveCount(1);
    await page.goto("/admin/portfolio");

    // Deleting asks first; "Keep them" keeps them. "Select all" ticks every photo; ours are then kept ticked.
    await bar.getByLabel("Select all").check();
    await expect(page.getByRole("checkbox", { name: /^Select / })).not.toHaveCount(0);
    for (const box of await page.getByRole("checkbox", { name: /^Select / }).all()) await expect(box).toBeChecked();
    await bar.getByLabel("Select all").uncheck();
    await expect(bar).toContainText("0 photos selected");
    for (const n of [1, 2, 3]) await card(`${prefix}-${n}`).getByRole("checkbox").check();
    await expect(bar).toContainText("3 photos selected");
    await bar.getByRole("button", { name: "Delete…" }).click();
    const question = page.getByRole("region", { name: "Delete 3 photos for good?" });
    await expect(question).toContainText(`${prefix}-1.jpg, ${prefix}-2.jpg, ${prefix}-3.jpg`);
    await expect(question).toBeFocused();
    await expectAccessible(page);
    await question.getByRole("link", { name: "Keep them" }).click();
    await expect(question).toBeHidden();
    await expect(card(`${prefix}-3`)).toHaveCount(1);
    for (const n of [1, 2, 3]) await card(`${prefix}-${n}`).getByRole("checkbox").check();
    await bar.getByRole("button", { name: "Delete…" }).click();
    await question.getByRole("button", { name: "Delete 3 photos" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Deleted 3 photos." })).toBeVisible();
    await expect(card(prefix)).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test("a card's Publish saves its fields; ticked photos are published, then deleted after the question", async ({
    page,
    browser,
  }) => {
    const card = await uploadPhotos(page, "NOJS", 2);
    const context = await browser.newContext({
      storageState: storageStateFor("admin"),
      javaScriptEnabled: false,
      viewport: { width: 390, height: 900 },
    });
    const noJs = await context.newPage();
    await noJs.goto("/admin/portfolio");
    const noJsCard = (name: string) =>
      noJs
        .getByRole("list", { name: "Portfolio photos, in order" })
        .getByRole("listitem")
        .filter({ has: noJs.getByRole("heading", { name: new RegExp(`${name}\\b`) }) });
    // Without its alternative text, the server refuses it beside the field, and publishes nothing.
    await noJsCard("NOJS-1").getByRole("button", { name: "Publish", exact: true }).click();
    const alt = noJsCard("NOJS-1").getByLabel("Alternative text (required to publish)");
    await expect(alt).toHaveAttribute("aria-invalid", "true");
    await expect(alt).toHaveAccessibleDescription(
      "Error: Add the alternative text (what the photo shows) before publishing it.",
    );
    await expect(noJsCard("NOJS-1").getByRole("heading", { name: /NOJS-1/ })).toContainText("Not published");
    await noJsCard("NOJS-1").getByLabel("Alternative text (required to publish)").fill("A desk by the window");
    await noJsCard("NOJS-1").getByRole("button", { name: "Publish", exact: true }).click();
    await expect(noJs.getByRole("status").first()).toHaveText("Published.");
    await expect(noJsCard("NOJS-1").getByRole("heading")).toContainText("Published");

    const bar = noJs.getByRole("form", { name: "Several photos at once" });
    await noJsCard("NOJS-1").getByRole("checkbox").check();
    await noJsCard("NOJS-2").getByRole("checkbox").check();
    await bar.getByRole("button", { name: "Unpublish" }).click();
    await expect(noJs.getByRole("status").first()).toHaveText("Unpublished 2 photos.");
    await noJsCard("NOJS-1").getByRole("checkbox").check();
    await noJsCard("NOJS-2").getByRole("checkbox").check();
    await bar.getByRole("button", { name: "Delete…" }).click();
    const question = noJs.getByRole("region", { name: "Delete 2 photos for good?" });
    await expect(question).toBeVisible();
    await expect(card("NOJS-1")).toHaveCount(1);
    await question.getByRole("button", { name: "Delete 2 photos" }).click();
    await expect(noJs.getByRole("status").first()).toHaveText("Deleted 2 photos.");
    await expect(noJsCard("NOJS")).toHaveCount(0);
    await context.close();
  });
});
