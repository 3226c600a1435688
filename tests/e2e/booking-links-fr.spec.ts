/**
 * Issue 30: the pages behind a French booking's e-mail links are French. A visitor books in French, then
 * moves the booking from /fr/book/reschedule/… and cancels it from /fr/book/cancel/…: every heading,
 * sentence, button, refusal (an out-of-date link) and date is French, axe-clean, no sideways scroll at
 * 390 px and no sentence of the English payments messages. And a French visitor on a page that needs an
 * account is sent to the French sign-in page.
 */
import type { Page } from "@playwright/test";
import { expect, mailTo, test } from "./fixtures";
import { englishSentencesOf, expectFrenchPage } from "./french-pages";

const english = englishSentencesOf("payments");
const frenchDateTime =
  /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+ \S+ \d{4} à \d\d:\d\d \(Europe\/Paris\)$/;

/** Next month's first free day, its first free time: well outside the window where only the owner may change. */
async function chooseTimeNextMonth(page: Page) {
  await page.getByRole("link", { name: "Mois suivant", exact: true }).click();
  await expect(page).toHaveURL(/month=/);
  await page.getByRole("table").getByRole("link").first().click();
  const times = page.getByRole("list", { name: "Créneaux libres", exact: true }).getByRole("link");
  await expect(times.first()).toBeVisible();
  const chosen = (await times.first().textContent())!;
  await times.first().click();
  return chosen;
}

test.describe("a French booking's links", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test("move and cancel pages speak French, refusals included", async ({ page }) => {
    test.setTimeout(180_000);
    const email = `liens-${Date.now()}@e2e.test`;
    await page.goto("/fr/book/free-consultation");
    await chooseTimeNextMonth(page);
    await expect(page).toHaveURL(/\/fr\/book\/free-consultation\/details/);
    await page.getByLabel("Nom", { exact: true }).fill("Camille Martin");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Confirmer la réservation", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Consultez vos e-mails", exact: true })).toBeVisible();
    const request = await mailTo(email, /^À confirmer : Consultation gratuite le /);
    await page.goto(new URL(request.text.match(/https?:\/\/\S+\/fr\/book\/confirm\/\S+/)![0]).pathname);
    await page.getByRole("button", { name: "Confirmer ma réservation", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "C’est réservé", exact: true })).toBeVisible();
    const confirmation = await mailTo(email, /^Réservée : Consultation gratuite le /);
    const oldCancelLink = new URL(confirmation.text.match(/https?:\/\/\S+\/fr\/book\/cancel\/\S+/)![0]).pathname;

    // Moving: the calendar, then the question, all in French.
    await page.getByRole("link", { name: "Déplacer cette réservation", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/book\/reschedule\//);
    await expect(
      page.getByRole("heading", { level: 1, name: "Déplacer votre réservation", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Choisir un nouvel horaire", exact: true })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: frenchDateTime })).toBeVisible();
    await expectFrenchPage(page, english);
    await chooseTimeNextMonth(page);
    await expect(page).toHaveURL(/\/fr\/book\/reschedule\/[^?]+\?.*start=/);
    const question = page.getByText(/^La déplacer au /);
    await expect(question).toBeVisible();
    expect((await question.locator("strong").textContent())!).toMatch(frenchDateTime);
    await expect(page.getByRole("link", { name: "Choisir un autre horaire", exact: true })).toHaveAttribute(
      "href",
      /^\/fr\/book\/reschedule\//,
    );
    await expectFrenchPage(page, english);
    await page.getByRole("button", { name: "Oui, déplacer ma réservation", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/book\/booked\//);
    await expect(page.getByRole("heading", { level: 1, name: "C’est réservé", exact: true })).toBeVisible();
    const bookedPath = new URL(page.url()).pathname;

    // The cancel link of the first e-mail is out of date now: said in French, nothing to press.
    await page.goto(oldCancelLink);
    await expect(page.getByRole("heading", { level: 1, name: "Annuler votre réservation", exact: true })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "Ce lien vient d’un ancien e-mail : utilisez celui de votre dernière confirmation.",
    );
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    await expectFrenchPage(page, english);

    // Cancelling from the booking's page.
    await page.goto(bookedPath);
    await page.getByRole("link", { name: "Annuler cette réservation", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/book\/cancel\//);
    const cancelPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: "Annuler votre réservation", exact: true })).toBeVisible();
    await expect(
      page.getByText("En annulant, vous libérez ce créneau pour quelqu’un d’autre.", { exact: false }),
    ).toBeVisible();
    await expectFrenchPage(page, english);
    await page.getByRole("button", { name: "Oui, annuler cette réservation", exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/book\/booked\/.*cancelled=1/);
    await expect(page.getByRole("definition").filter({ hasText: /^Annulée$/ })).toBeVisible();

    // Cancelling again: nothing left to cancel, in French.
    await page.goto(cancelPath);
    await expect(page.getByText("Cette réservation n’est plus à venir : il n’y a rien à annuler.")).toBeVisible();
    await expectFrenchPage(page, english);
  });
});

test.describe("a French visitor who is not signed in", () => {
  test.use({ locale: "fr-FR" });

  test("is sent from a page that needs an account to the French sign-in page, which keeps where to return", async ({
    page,
  }) => {
    await page.goto("/receipts");
    await expect(page).toHaveURL(/\/fr\/auth\?redirectTo=%2Freceipts$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByText("Vous devez être connecté pour accéder à cette page.")).toBeVisible();
    await expect(page.locator('input[name="redirectTo"]')).toHaveValue("/receipts");
    await expectFrenchPage(page, english);
  });
});
