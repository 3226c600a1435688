/**
 * Issue 30: the owner's everyday pages follow the owner's account language. The owner chooses French on
 * /account, then walks Today, the inquiries, an inquiry, the clients, a client and the accounts in French;
 * then a client's report, the results overview, the to-do list, My Projects and Links. The language is set back
 * to English at the end of each walk (whatever happens) so the other specs see the English owner.
 */
import type { Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, newClient, ownerReportPath, test } from "./fixtures";
import { chooseLanguage, englishSentencesOf, expectFrenchPage as expectFrenchPageOf } from "./french-pages";
import { answer, PHASE1_ANSWERS } from "./phase1-answers";

const englishSentences = englishSentencesOf("owner");
const expectFrenchPage = (page: Page) => expectFrenchPageOf(page, englishSentences, "body");
/** What the client typed in English (the test's answers): the owner's pages show it as it was written. */
const TYPED = PHASE1_ANSWERS.flatMap(([, fields]) =>
  Object.entries(fields).flatMap(([name, value]) => (name !== "intent" && typeof value === "string" ? [value] : [])),
).filter((text) => text.length > 10);

test.describe("the owner in French", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("Today, the inquiries, an inquiry, the clients and a client", async ({ page, request, baseURL }) => {
    // A long walk (five pages, each checked by axe at two widths) on a shared two-core machine.
    test.setTimeout(150_000);
    const inquirer = `Mathilde Roux ${Date.now()}`;
    const sent = await request.post("/api/contact", {
      // As the French contact page sends it: the inquiry is in French, and so are the reply templates offered.
      data: {
        name: inquirer,
        email: "mathilde@e2e.test",
        message: "Bonjour, faites-vous des portraits d’équipe ?",
        locale: "fr",
      },
    });
    expect(sent.status()).toBe(200);
    const client = await newClient(baseURL!, "Lucie Martin");
    await client.context.dispose();

    await chooseLanguage(page, "Français");
    try {
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");

      await page.goto("/dashboard");
      const nav = page.getByRole("navigation", { name: "Gestion" });
      await expect(nav.getByRole("link", { name: /Aujourd’hui/ })).toBeVisible();
      await expect(nav.getByRole("link", { name: /Demandes/ })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Aujourd’hui", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: /Demandes en attente de réponse/ })).toBeVisible();
      await expect(page.getByText(/Les heures sont données dans le fuseau de l’activité/)).toBeVisible();
      await expect(page.getByText(/^Activité des 12 dernières semaines$/)).toBeVisible();
      await expectFrenchPage(page);

      await page.goto("/admin/inquiries?open=1");
      await expect(page.getByRole("heading", { level: 1, name: "Demandes", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Appliquer" })).toBeVisible();
      await expectFrenchPage(page);

      await page.getByRole("link", { name: inquirer }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Demande de ${inquirer}`, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Échanges", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Envoyer la réponse" })).toBeVisible();
      await expect(page.getByLabel("Objet")).toHaveValue(/^Re\u00a0: votre message à /);
      await expectFrenchPage(page);

      await page.goto(`/admin/clients?q=${encodeURIComponent(client.email)}`);
      await expect(page.getByRole("heading", { level: 1, name: "Clients", exact: true })).toBeVisible();
      await expect(page.getByRole("columnheader", { name: "Prochaine séance" })).toBeVisible();
      await expect(page.getByRole("cell", { name: "Actif" })).toBeVisible();
      await expectFrenchPage(page);

      await page.getByRole("link", { name: "Lucie Martin" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Lucie Martin", exact: true })).toBeVisible();
      await expect(
        page.getByRole("heading", { level: 2, name: "Avancée dans le Blueprint", exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: /^Phase 1\s:\sClarté$/ })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Données et suppression", exact: true })).toBeVisible();
      await expectFrenchPage(page);

      await page.goto(`/admin/users?q=${encodeURIComponent(client.email)}`);
      await expect(page.getByRole("heading", { level: 1, name: "Utilisateurs", exact: true })).toBeVisible();
      await expect(page.getByLabel("Langue de ses pages et e-mails")).toHaveValue("fr");
      await expect(page.getByRole("button", { name: "Envoyer l’invitation", exact: true })).toBeVisible();
      await expect(page.getByRole("cell", { name: "Actif", exact: true })).toBeVisible();
      await expectFrenchPage(page);
    } finally {
      await chooseLanguage(page, "English");
    }
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: /Today/ })).toBeVisible();
  });

  test("a client's report, the results overview, the to-do list, My Projects and Links", async ({ page, baseURL }) => {
    // A client completes Phase 1 over HTTP first (its draft report is the page to read); five pages with axe.
    test.setTimeout(180_000);
    const client = await newClient(baseURL!, "Chloé Bernard");
    for (const [step, fields] of PHASE1_ANSWERS) await answer(client.context, "phase1", step, fields);
    await client.context.dispose();
    const { reportPath } = await ownerReportPath(baseURL!, client.email);

    await chooseLanguage(page, "Français");
    try {
      await page.goto(reportPath);
      await expect(
        page.getByRole("heading", { level: 1, name: "Rapport de la Phase 1 pour Chloé Bernard", exact: true }),
      ).toBeVisible();
      await expect(page.getByTestId("report-state")).toHaveText("Brouillon\u00a0: pas encore envoyé");
      await expect(page.getByLabel("Recommandations pour la phase suivante", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Approuver et envoyer au client", exact: true })).toBeVisible();
      await expectFrenchPage(page);
      await page.getByRole("button", { name: "Enregistrer le brouillon", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Brouillon enregistré.");

      await page.goto("/hob/phase1/Phase1ResultsPage");
      await expect(
        page.getByRole("heading", { level: 1, name: "Résultats des questionnaires", exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Vue d’ensemble", exact: true })).toBeVisible();
      await expect(
        page.getByRole("heading", {
          level: 3,
          name: "Inactifs depuis plus de 14 jours dans une phase inachevée",
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.getByLabel("Utilisateur", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Appliquer les filtres", exact: true })).toBeVisible();
      // The options the client chose, stored in English, are shown by their French labels.
      const row = page.getByRole("row").filter({ hasText: client.email });
      await expect(row).toContainText("Authenticité; Équilibre");
      await expect(row).toContainText("Pensée stratégique");
      // Each row is one person's answers, typed by them (other specs' clients too): a row's line carries their address.
      await expectFrenchPageOf(page, englishSentences, "body", [...TYPED, "@e2e.test"]);

      await page.goto("/todo");
      await expect(page.getByRole("heading", { level: 1, name: "À faire", exact: true })).toBeVisible();
      await expectFrenchPage(page);

      await page.goto("/my-projects");
      await expect(page.getByRole("heading", { level: 1, name: "Mes projets", exact: true })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Outils de coûts et de clés" })).toBeVisible();
      await expect(page.getByText("Des visuels rapides pour les newsletters et les réseaux sociaux.")).toBeVisible();
      await expectFrenchPage(page);

      await page.goto("/admin/links");
      await expect(page.getByRole("heading", { level: 1, name: "Liens", exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Vos outils", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Mes projets/ })).toBeVisible();
      await expectFrenchPage(page);
    } finally {
      await chooseLanguage(page, "English");
    }
    await page.goto("/admin/links");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Links", exact: true })).toBeVisible();
  });
});
