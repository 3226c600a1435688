/**
 * Issue 30: a person who signs up on the French pages gets a French account: French e-mails, French
 * dashboard and account pages; the Language choice on /account switches everything to English.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, mailTo, newClient, signInLinkIn, test } from "./fixtures";
import { chooseLanguage, englishSentencesOf, expectFrenchPage as expectFrenchPageOf } from "./french-pages";

const englishSentences = englishSentencesOf("account");

/**
 * The header's links on one line each at 1280 px, where they are shown inline (« À propos », « Tableau de bord »
 * once broke onto two lines), and no sideways scroll at 1280, 1024 and 390 px. A link is taller than its text
 * (a 44 px target), so its text is measured.
 */
async function expectHeaderOnOneLine(page: Page) {
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    if (width === 1280) {
      const items = page.getByRole("navigation", { name: "Menu principal", exact: true }).locator("a, button");
      await expect(items.first()).toBeVisible();
      const wrapped = await items.evaluateAll((elements) =>
        elements
          .filter((element) => {
            const text = document.createRange();
            text.selectNodeContents(element);
            return text.getBoundingClientRect().height > 1.5 * Number.parseFloat(getComputedStyle(element).lineHeight);
          })
          .map((element) => element.textContent),
      );
      expect(wrapped, "header links on two lines").toEqual([]);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
const expectFrenchPage = (page: Page) => expectFrenchPageOf(page, englishSentences);

test("sign up in French, French account pages, switch to English", async ({ page }) => {
  // A long journey on a shared two-core machine.
  test.setTimeout(120_000);
  const email = `membre-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  await page.goto("/fr/auth?view=sign_up");
  await expect(page.getByRole("heading", { level: 1, name: "Espace client", exact: true })).toBeVisible();
  await expectFrenchPage(page);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill("une phrase de passe solide");
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Consultez vos e-mails\u00a0: nous vous avons envoyé le lien de confirmation",
  );

  const mail = await mailTo(email, /^Confirmez votre adresse e-mail/);
  expect(mail.text).toContain("Bienvenue");
  await page.goto(signInLinkIn(mail.text, "verify-email"));
  await expect(page.getByRole("heading", { level: 1, name: "Confirmer votre adresse e-mail" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expectAccessible(page);

  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Votre compte", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Télécharger mes données" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Supprimer mon compte" })).toBeVisible();
  await expectFrenchPage(page);

  await page.goto("/receipts");
  await expect(page.getByRole("heading", { level: 1, name: "Vos reçus", exact: true })).toBeVisible();
  await expectFrenchPage(page);

  await page.goto("/account");
  await expect(page.getByRole("radio", { name: "Français" })).toBeChecked();
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("button", { name: "Enregistrer la langue" }).click();
  await expect(page.getByRole("status")).toHaveText("Your language has been saved.");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Your account", exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
  await page.goto("/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The public pages keep following the address.
  await page.goto("/fr/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("a French client's dashboard and Blueprint: upcoming sessions and the phases' states in French", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const client = await newClient(baseURL!, "Camille Martin");
  await page.context().addCookies(client.storageState.cookies);
  await client.context.dispose();
  await chooseLanguage(page, "Français");
  const clientSentences = [...englishSentences, ...englishSentencesOf("blueprint"), ...englishSentencesOf("booking")];

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Vos prochaines séances" })).toBeVisible();
  await expect(page.getByText("Aucune séance réservée.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Réserver une séance" })).toHaveAttribute(
    "href",
    "/fr/book",
  );
  await expect(page.getByRole("progressbar", { name: "Progression de la Phase 1\u00a0: Clarté" })).toHaveAttribute(
    "aria-valuetext",
    "0 étapes faites sur 41",
  );
  await expect(page.getByText("Pas encore commencée")).toHaveCount(4);
  await expect(page.getByRole("heading", { level: 3, name: "Commencer la Phase 1\u00a0: Clarté" })).toBeVisible();
  await expectFrenchPageOf(page, clientSentences);
  await expectHeaderOnOneLine(page);

  await page.goto("/fr/blueprint");
  await expect(page.getByRole("heading", { level: 2, name: "Vos prochaines séances" })).toBeVisible();
  await expect(page.getByText("Pas encore commencée")).toHaveCount(4);
  await expect(page.getByRole("link", { name: /^Commencer la Phase 1\s: Clarté/ })).toBeVisible();
  await expectFrenchPageOf(page, clientSentences);
});
