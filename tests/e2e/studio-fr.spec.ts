/**
 * Issue 30: the owner's studio pages follow the owner's account language. The owner chooses French on
 * /account, then walks the portfolio (uploading a photo and a file that is not one), the galleries and a
 * new gallery (a refused publication, sharing turned on, a proof uploaded) in French; the uploader's words
 * are the browser's, so they prove the page's script speaks French too. The language is set back to
 * English at the end, whatever happens, so the other specs see the English owner.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { photoJpeg } from "../support/images";
import { expect, newClient, test } from "./fixtures";
import { chooseLanguage, englishSentencesOf, expectFrenchPage as expectFrenchPageOf } from "./french-pages";

const englishSentences = englishSentencesOf("studio");
const expectFrenchPage = (page: Page) => expectFrenchPageOf(page, englishSentences, "body");

test.describe("the owner's studio in French", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("the portfolio, the galleries and a gallery", async ({ page, baseURL }) => {
    // Three pages, each checked by axe at two widths, and two uploads, on a shared two-core machine.
    test.setTimeout(180_000);
    const client = await newClient(baseURL!, "Camille Dubois");
    await client.context.dispose();
    const title = `Portraits d’équipe ${Date.now()}`;

    await chooseLanguage(page, "Français");
    try {
      await page.goto("/admin/portfolio");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1, name: "Portfolio", exact: true })).toBeVisible();
      const uploader = page.getByRole("region", { name: "Ajouter des photos", exact: true });
      // Written by the page's script once it runs: the browser's messages are French too.
      await expect(uploader.getByText("Déposez les photos ici, ou choisissez-les", { exact: true })).toBeVisible();
      await expect(uploader.getByText(/^JPEG, PNG, WebP, AVIF ou TIFF, jusqu’à 60\sMo chacune\.$/)).toBeVisible();
      await uploader.locator('input[type="file"]').setInputFiles([
        { name: "atelier-fr.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(480, 320, 7) },
        { name: "notes-fr.jpg", mimeType: "image/jpeg", buffer: Buffer.from("pas une photo") },
      ]);
      const uploads = uploader.getByRole("list", { name: "Imports", exact: true });
      await expect(uploads.locator('[data-upload-state="done"]')).toContainText("Importée", { timeout: 60_000 });
      const refused = uploads.locator('[data-upload-state="refused"]');
      await expect(refused).toContainText("Refusée");
      await expect(refused).toContainText("Ce fichier n’est pas une photo utilisable.");
      const card = page
        .getByRole("list", { name: "Photos du portfolio, dans l’ordre", exact: true })
        .getByRole("listitem")
        .filter({ hasText: "atelier-fr.jpg" });
      await expect(card.getByText("Non publiée", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: "Enregistrer", exact: true })).toBeVisible();
      await expect(card.getByLabel("Texte alternatif (obligatoire pour publier)", { exact: true })).toBeVisible();
      // Publishing without the alternative text is stopped by the page, in French.
      await card.getByRole("button", { name: "Publier", exact: true }).click();
      await expect(card.getByRole("alert")).toHaveText(
        "Ajoutez le texte alternatif (ce que montre la photo) avant de la publier.",
      );
      await expect(page.getByText("0 photo choisie", { exact: true })).toBeVisible();
      await expectFrenchPage(page);

      await page.goto("/admin/galleries");
      await expect(page.getByRole("heading", { level: 1, name: "Galeries des clients", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Nouvelle galerie", exact: true })).toBeVisible();
      await expect(page.getByText("Le client reçoit un rappel une semaine avant.", { exact: true })).toBeVisible();
      await expectFrenchPage(page);
      await page.getByLabel("Client", { exact: true }).selectOption({ label: `Camille Dubois (${client.email})` });
      await page.getByLabel("Titre", { exact: true }).fill(title);
      await page.getByLabel("Photos que le client peut choisir", { exact: true }).fill("4");
      await page.getByRole("button", { name: "Créer la galerie", exact: true }).click();

      await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
      await expect(
        page.getByText(/^Brouillon\s: le client ne la voit pas encore · fermeture le \d+ \S+ \d{4}$/),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Sélection du client", exact: true })).toBeVisible();
      await expect(page.getByText("Pas encore envoyée.", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Publier et prévenir le client par e-mail", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText("Importez au moins une épreuve avant de publier la galerie.");

      await page.getByLabel("Mot de passe du lien", { exact: true }).fill("un mot de passe");
      await page.getByRole("button", { name: "Activer le partage", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Le partage est activé\u00a0: copiez le lien et envoyez le mot de passe séparément.",
      );
      await expect(page.getByRole("button", { name: "Copier le lien", exact: true })).toBeVisible();
      await expect(
        page.getByText(/^Le partage est activé depuis le \d+ \S+ \d{4}\. Le lien n’ouvre la galerie/),
      ).toBeVisible();

      const proofs = page.getByRole("region", { name: "Ajouter des épreuves", exact: true });
      await proofs
        .locator('input[type="file"]')
        .setInputFiles([{ name: "EPREUVE_1.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(480, 320, 8) }]);
      await expect(proofs.locator('[data-upload-state="done"]')).toContainText("Importée", { timeout: 60_000 });
      await expect(page.getByRole("heading", { level: 2, name: "Épreuves (1)", exact: true })).toBeVisible();
      await expect(
        page
          .getByRole("list", { name: "Épreuves", exact: true })
          .getByRole("button", { name: "Masquer EPREUVE_1.jpg" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Enregistrer les réglages", exact: true })).toBeVisible();
      await expectFrenchPage(page);

      await page.getByRole("link", { name: "Toutes les galeries", exact: true }).click();
      const row = page.getByRole("listitem").filter({ hasText: title });
      await expect(row).toContainText(/Camille Dubois · 1 photo · fermeture le \d+ \S+ \d{4}/);
      await expect(row).toContainText("Brouillon");
    } finally {
      await chooseLanguage(page, "English");
    }
    await page.goto("/admin/portfolio");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("region", { name: "Add photos", exact: true })).toBeVisible();
  });
});
