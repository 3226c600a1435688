/**
 * Issue 30: a client whose account language is French gets a French gallery: the "gallery ready"
 * e-mail, the gallery page, its viewer, a favourite and a comment, a proof's own page and the
 * gallery's link to share, in French; axe-clean and without sideways scroll at 390 px.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { storageStateFor } from "../support/e2e-accounts";
import { uprightImage } from "../support/images";
import { expect, mailTo, newClient, test } from "./fixtures";
import { expectFrenchPage } from "./french-pages";

test.setTimeout(240_000);
test.use({ storageState: storageStateFor("admin") });

const english = JSON.parse(readFileSync("messages/media/en.json", "utf8")) as Record<string, unknown>;
const french = JSON.parse(readFileSync("messages/media/fr.json", "utf8")) as Record<string, unknown>;
/** This area's English sentences (the parts around their inputs) that differ in French: none may show. */
const englishSentences = Object.entries(english)
  .filter(([key, value]) => key !== "$schema" && typeof value === "string" && value !== french[key])
  .flatMap(([, value]) => (value as string).split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.length > 14);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

async function proofFiles() {
  return Promise.all(
    [20, 120].map(async (shade, i) => ({
      name: `FR-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp(await uprightImage(640, 427, shade))
        .jpeg({ quality: 90 })
        .toBuffer(),
    })),
  );
}

test("a French client's gallery: e-mail, page, viewer, favourite, comment and a proof's page in French", async ({
  page,
  browser,
  baseURL,
}) => {
  // The client chooses French on /account before the owner publishes.
  const client = await newClient(baseURL as string, "Client Francophone");
  const context = await browser.newContext({ storageState: client.storageState });
  const mine = await context.newPage();
  const errors: string[] = [];
  mine.on("pageerror", (e) => errors.push(e.message));
  mine.on("console", (m) => {
    if (m.type() === "error" && !/status of 4\d\d/.test(m.text())) errors.push(m.text());
  });
  await mine.goto("/account");
  await mine.getByRole("radio", { name: "Français" }).check();
  await mine.getByRole("button", { name: "Save language" }).click();
  await expect(mine.locator("html")).toHaveAttribute("lang", "fr");

  // The owner (in English) makes and publishes the gallery.
  await page.goto("/admin/galleries");
  await page.getByLabel("Client", { exact: true }).selectOption({ label: `Client Francophone (${client.email})` });
  await page.getByLabel("Title", { exact: true }).fill("Séance d’automne");
  await page.getByLabel("Photos the client may choose").fill("2");
  await page.getByRole("button", { name: "Create gallery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Séance d’automne", exact: true })).toBeVisible();
  const galleryPath = new URL(page.url()).pathname.replace("/admin", "");
  const section = page.getByRole("region", { name: "Add proofs" });
  await section.locator('input[type="file"]').setInputFiles(await proofFiles());
  await expect(section.locator('[data-upload-state="done"]')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByRole("list", { name: "Proofs" }).locator("picture")).toHaveCount(2, { timeout: 150_000 });
  await page.getByRole("button", { name: "Publish and e-mail the client" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the client has been e-mailed.");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const mail = await mailTo(client.email, /^Votre galerie d’épreuves est prête$/);
  expect(mail.text).toContain("Bonjour Client Francophone,");
  expect(mail.text).toContain("Ouvrir ma galerie\u00a0: http");

  // The gallery in French.
  await mine.goto(galleryPath);
  await expect(mine.getByRole("heading", { level: 1, name: "Séance d’automne", exact: true })).toBeVisible();
  await expect(mine.locator("main")).toContainText("Votre galerie privée");
  await expect(mine.locator("main")).toContainText(/Ouverte jusqu’au \d{1,2} [a-zéû]+ \d{4}\./);
  await expect(mine.locator("main")).toContainText(
    "Choisissez vos favorites (jusqu’à 2), puis envoyez votre sélection.",
  );
  await expect(mine.getByRole("heading", { level: 2, name: "Épreuves", exact: true })).toBeVisible();
  await expect(mine.getByRole("button", { name: "Envoyer ma sélection" })).toBeDisabled();
  await expectFrenchPage(mine, englishSentences, "body");

  // The viewer, its favourite and a comment: French in the browser too.
  await mine.locator("[data-file-name] a:has(picture)").first().click();
  const viewer = mine.getByRole("dialog", { name: "Visionneuse des épreuves" });
  await expect(viewer).toContainText("Photo 1 sur 2");
  await expect(viewer.getByRole("button", { name: "Fermer" })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Suivante" })).toBeVisible();
  await expect(viewer.getByRole("complementary", { name: "À propos de cette photo" })).toBeVisible();
  const favourite = viewer.getByRole("button", { name: /Favorite FR-1\.jpg$/ });
  await favourite.click();
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  await expect(viewer).toContainText("1 sur 2 choisies.");
  await viewer.getByLabel("Commenter FR-1.jpg").fill("Un peu plus chaude, peut-être ?");
  await viewer.getByRole("button", { name: "Envoyer le commentaire" }).click();
  await expect(viewer.getByRole("status")).toHaveText("Commentaire envoyé.");
  await expect(viewer.getByRole("region", { name: "Commentaires" }).locator("time")).toHaveText(
    /^\d{1,2} [a-zéû]+ \d{4}$/,
  );
  await expectFrenchPage(mine, englishSentences, "body");
  await viewer.getByRole("button", { name: "Fermer" }).click();
  await mine.reload();
  await expect(mine.locator("[data-file-name]").first()).toContainText("1 commentaire");

  // At 390 px: the gallery and a proof's own page (the no-JavaScript path).
  await mine.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(mine);
  const photoPath = (await mine.locator("[data-file-name] a:has(picture)").nth(1).getAttribute("href")) as string;
  await mine.goto(photoPath);
  await expect(mine.locator("main")).toContainText("Photo 2 sur 2");
  await expect(mine.getByRole("link", { name: "Retour à la galerie" })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Précédente" })).toBeVisible();
  await expectFrenchPage(mine, englishSentences, "body");
  await expectNoSidewaysScroll(mine);

  // The dashboard's gallery card.
  await mine.goto("/dashboard");
  await expect(mine.getByRole("heading", { level: 2, name: "Vos galeries photo", exact: true })).toBeVisible();
  // The galleries card's link (the next steps above may point to the same gallery).
  await expect(mine.getByText("Ouvrir Séance d’automne", { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(mine);

  expect(errors).toEqual([]);
  await context.close();
  await client.context.dispose();
});
