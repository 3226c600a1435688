/**
 * Issue 30: a visitor books in French. From /fr/book to the confirmation page every page is French
 * (lang, labels, no sentence of the English booking messages), the e-mails are French with French dates
 * and /fr links, and the calendar invitation speaks French too. Axe-clean and no sideways scroll at 390 px.
 */
import { readFileSync } from "node:fs";
import type { ReceivedMessage } from "../support/smtp-sink";
import { expect, mailTo, test } from "./fixtures";
import { expectFrenchPage } from "./french-pages";

/** The English booking messages' fixed sentences (the text between their inputs, long enough to mean something). */
const englishSentences = Object.entries(
  JSON.parse(readFileSync("messages/booking/en.json", "utf8")) as Record<string, unknown>,
)
  .filter(([key, value]) => key !== "$schema" && typeof value === "string")
  .flatMap(([, value]) => (value as string).split(/\{[^}]+\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 20);

function icsText(message: ReceivedMessage) {
  const file = message.attachments.find((a) => a.filename.endsWith(".ics"));
  expect(file, `an .ics attachment on "${message.subject}"`).toBeDefined();
  return Buffer.from(file!.contentBase64, "base64")
    .toString("utf8")
    .replace(/\r?\n[ \t]/g, "");
}

test.describe("a visitor in Paris, in French, on a phone", () => {
  test.use({ timezoneId: "Europe/Paris", viewport: { width: 390, height: 844 } });

  test("books a free consultation in French and is confirmed in French, e-mail and .ics included", async ({ page }) => {
    test.setTimeout(180_000);
    const email = `reservation-${Date.now()}@e2e.test`;
    await page.goto("/fr/book");
    await expect(page.getByRole("heading", { level: 1, name: "Réserver une séance", exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Pas encore prêt à réserver ? Écrivez-nous", exact: true }),
    ).toBeVisible();
    await expectFrenchPage(page, englishSentences);

    await page.getByRole("link", { name: "Choisir un horaire pour Consultation gratuite" }).click();
    await expect(page).toHaveURL(/\/fr\/book\/free-consultation/);
    await expect(page.getByText("Horaires en Europe/Paris").or(page.getByText("Choisissez un jour"))).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Durée" })).toBeVisible();
    await expectFrenchPage(page, englishSentences);
    // Next month: well outside the window in which only the owner can change a booking.
    await page.getByRole("link", { name: "Mois suivant" }).click();
    await expect(page).toHaveURL(/month=/);
    const dayLinks = page.getByRole("table").getByRole("link");
    await expect(dayLinks.first()).toHaveAccessibleName(/créneaux? libres?$/);
    await dayLinks.first().click();
    const times = page.getByRole("list", { name: "Créneaux libres" }).getByRole("link");
    await expect(times.first()).toBeVisible();
    const chosen = (await times.first().textContent())!;
    await times.first().click();

    await expect(page).toHaveURL(/\/fr\/book\/free-consultation\/details/);
    await expect(page.getByRole("heading", { level: 1, name: "Consultation gratuite", exact: true })).toBeVisible();
    // "jeudi 3 décembre 2026 à 14:00 (Europe/Paris)"
    await expect(page.getByText(new RegExp(`^\\S+ \\d+ \\S+ \\d{4} à ${chosen} \\(Europe/Paris\\)$`))).toBeVisible();
    await expectFrenchPage(page, englishSentences);
    await page.getByLabel("Nom").fill("Camille Martin");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Message").fill("Au plaisir d’en parler.");
    await page.getByRole("button", { name: "Confirmer la réservation" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Consultez vos e-mails", exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/book\/booked\//);
    await expectFrenchPage(page, englishSentences);

    const request = await mailTo(email, /^À confirmer : Consultation gratuite le /);
    expect(request.text).toContain("Bonjour,");
    const confirmLink = request.text.match(/https?:\/\/\S+\/fr\/book\/confirm\/\S+/)?.[0];
    expect(confirmLink, "a French confirmation link").toBeDefined();
    await page.goto(new URL(confirmLink!).pathname);
    await expect(
      page.getByRole("heading", { level: 1, name: "Confirmez votre réservation", exact: true }),
    ).toBeVisible();
    await expectFrenchPage(page, englishSentences);
    await page.getByRole("button", { name: "Confirmer ma réservation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "C’est réservé", exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/book\/booked\//);
    await expect(page.getByRole("status")).toContainText(email);
    await expect(page.getByRole("link", { name: "Déplacer cette réservation" })).toHaveAttribute(
      "href",
      /^\/fr\/book\/reschedule\//,
    );
    await expectFrenchPage(page, englishSentences);

    const confirmation = await mailTo(email, /^Réservée : Consultation gratuite le /);
    expect(confirmation.subject).toMatch(
      new RegExp(
        `le (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \\d+ (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \\d{4} à ${chosen} \\(Europe/Paris\\)$`,
      ),
    );
    expect(confirmation.text).toContain("Bonjour Camille Martin,");
    expect(confirmation.text).toContain("Elle dure 30 minutes.");
    expect(confirmation.text).toMatch(/Besoin d’annuler \? https?:\/\/\S+\/fr\/book\/cancel\//);
    expect(confirmation.text).not.toContain("Hello");
    const ics = icsText(confirmation);
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("PRODID:-//Holistic Omega//Booking//FR");
    expect(ics).toMatch(/DESCRIPTION:.*Votre réservation : https?:\/\/\S+\/fr\/book\/booked\//);
    // The owner is told in English.
    await mailTo("owner@e2e.test", /^New booking: Free consultation/);
  });
});
