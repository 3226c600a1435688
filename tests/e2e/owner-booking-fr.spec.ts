/**
 * Issue 30: the owner's calendar, booking set-up, session types, bookings, packages and payments follow the
 * owner's account language. A visitor books a free consultation; the owner chooses French on /account, walks
 * the pages, and meets French refusals; the language is set back to English at the end (whatever happens) so
 * the other specs see the English owner.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, mailTo, test } from "./fixtures";
import { chooseLanguage, englishSentencesOf, expectFrenchPage as expectFrenchPageOf } from "./french-pages";

const englishSentences = englishSentencesOf("calendar");
const expectFrenchPage = (page: Page) => expectFrenchPageOf(page, englishSentences, "body");

/** A confirmed free consultation by `name`, booked on the English site. */
async function bookConsultation(page: Page, name: string, email: string) {
  await page.goto("/book");
  await page.getByRole("link", { name: "Choose a time for Free consultation", exact: true }).click();
  const times = page.getByRole("list", { name: "Free times" }).getByRole("link");
  await expect(times.first()).toBeVisible();
  // The day's last time: other specs take the first ones.
  await times.last().click();
  await expect(page.getByRole("heading", { level: 1, name: "Free consultation", exact: true })).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Confirm booking", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail", exact: true })).toBeVisible();
  const request = await mailTo(email, /^Please confirm: /);
  await page.goto(new URL(request.text.match(/https?:\/\/\S+\/book\/confirm\/\S+/)![0]).pathname);
  await page.getByRole("button", { name: "Confirm my booking", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're booked", exact: true })).toBeVisible();
}

test.describe("the owner's booking pages in French", () => {
  test.use({ storageState: storageStateFor("admin"), timezoneId: "Europe/Paris" });

  test("the calendar, set-up, a session type, a booking, packages, a package and payments", async ({
    page,
    browser,
  }) => {
    // Seven pages, each checked by axe at two widths, after a booking, on a shared two-core machine.
    test.setTimeout(240_000);
    const name = `Élise Fabre ${Date.now()}`;
    const visitor = await browser.newContext({ timezoneId: "Europe/Paris" });
    try {
      await bookConsultation(await visitor.newPage(), name, `elise-${Date.now()}@e2e.test`);
    } finally {
      await visitor.close();
    }

    await chooseLanguage(page, "Français");
    try {
      await page.goto("/admin/booking");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1, name: "Agenda", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Prochaines séances", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Semaine suivante", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: /^Pourquoi une journée n’est-elle pas/ })).toBeVisible();
      await page.getByRole("button", { name: "Expliquer", exact: true }).click();
      await expect(page.getByText(/créneaux? libres? ce jour-là\.$|^Aucun créneau libre ce jour-là\.$/)).toBeVisible();
      await expectFrenchPage(page);

      await page
        // The type's French name, as on every page the owner reads in French.
        .getByRole("link", { name: new RegExp(`^Consultation gratuite\\s:\\s${name}$`) })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1, name: new RegExp(`${name}$`) })).toBeVisible();
      await expect(page.getByText("Quand", { exact: true })).toBeVisible();
      await expect(page.getByText("Confirmée", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Actions", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Déplacer la réservation", exact: true })).toBeVisible();
      await expectFrenchPage(page);
      await page.getByRole("button", { name: "Marquer comme terminée", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Marquée comme terminée.");
      await expect(page.getByText("Terminée", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Marquer comme à venir", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Marquée comme à venir.");

      await page.goto("/admin/booking/setup");
      await expect(
        page.getByRole("heading", { level: 1, name: "Disponibilités et types de séance", exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Horaires de la semaine", exact: true })).toBeVisible();
      await expect(page.getByRole("group", { name: "Lundi", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Enregistrer les horaires", exact: true })).toBeVisible();
      // Typed before the page hydrates, a value can be reset by hydration on a busy machine.
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Début", { exact: true }).fill("2030-05-02T12:00");
      await page.getByLabel("Fin", { exact: true }).fill("2030-05-02T10:00");
      await page.getByRole("button", { name: "Bloquer la plage", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText("La fin doit venir après le début.");
      await expectFrenchPage(page);

      // The type by its French name, in the list and on its own page.
      await page.getByRole("link", { name: "Modifier Consultation gratuite", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Consultation gratuite", exact: true })).toBeVisible();
      await expect(page.getByLabel("Durée (minutes)", { exact: true })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Durée (minutes)", { exact: true }).fill("une heure");
      await page.getByRole("button", { name: "Enregistrer le type de séance", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(/^Durée\s:\sindiquez un nombre\.$/);
      await expectFrenchPage(page);

      await page.goto("/admin/packages");
      await expect(page.getByRole("heading", { level: 1, name: "Forfaits", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Vos forfaits", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Nouveau forfait", exact: true })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Créer le forfait", exact: true }).click();
      await expect(page.getByRole("alert")).toContainText("Le nom est obligatoire.");
      await expectFrenchPage(page);

      // The programme's French name (migration 0030), as session types show theirs to a French owner.
      await page.getByRole("link", { name: "Modifier Programme Blueprint", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Programme Blueprint", exact: true })).toBeVisible();
      await expect(page.getByLabel("Nom en français", { exact: true })).toHaveValue("Programme Blueprint");
      await expect(page.getByRole("button", { name: "Enregistrer le forfait", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Supprimer ce forfait", exact: true })).toBeVisible();
      await expect(page.getByText(/^Les modifications valent pour les nouveaux achats/)).toBeVisible();
      await expectFrenchPage(page);

      await page.goto("/admin/payments");
      await expect(page.getByRole("heading", { level: 1, name: "Paiements", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "← Mois précédent", exact: true })).toBeVisible();
      await expect(page.getByText("Encaissé", { exact: true })).toBeVisible();
      await expectFrenchPage(page);
    } finally {
      await chooseLanguage(page, "English");
    }
    await page.goto("/admin/booking");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Calendar", exact: true })).toBeVisible();
  });
});
