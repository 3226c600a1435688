/**
 * The owner's day: a client completes Phase 1 → Today lists the draft report → the owner edits and
 * approves → the client's e-mail carries the PDF (opened here) → the client changes an answer →
 * Today flags the report outdated and shows the change. Plus the inbox, the client's page and the
 * settings (a French reply template edited there is what a French inquiry's reply offers), each checked with axe.
 */
import { createHmac } from "node:crypto";
import { extractText } from "unpdf";
import { STRENGTHS } from "../../app/blueprint/questionnaires/options";
import { E2E_AUTH_SECRET } from "../../playwright.config";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, mailTo, newClient, test } from "./fixtures";

const SCORES = [7, 4, 9, 6, 3, 8];
/** The inquirer invited as a client in the inbox test (tests run in order, one worker). */
let clientId = "";

async function answer(
  context: Awaited<ReturnType<typeof newClient>>["context"],
  step: string,
  fields: Record<string, string | string[]>,
) {
  const form = new URLSearchParams({ intent: "next" });
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
  const response = await context.post(`/hob/phase1/${step}`, {
    data: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    maxRedirects: 0,
  });
  expect(response.status(), step).toBe(302);
}

test("a completed phase becomes a draft the owner approves; a changed answer flags the sent report", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `Paula Report ${Date.now()}`;
  const client = await newClient(baseURL!, name);
  for (const [index, score] of SCORES.entries()) {
    await answer(client.context, `wellness-q${index + 1}`, { answer: String(score), detail: "" });
  }

  // The client submits the last question in the browser and reads that the report is on its way.
  const clientBrowser = await browser.newContext({ storageState: client.storageState });
  const clientPage = await clientBrowser.newPage();
  await clientPage.goto("/hob/phase1/strengths-q8");
  // The chips are visually hidden checkboxes under their labels: a person clicks the label.
  for (const strength of STRENGTHS.slice(0, 5)) {
    await clientPage
      .locator("label")
      .filter({ hasText: new RegExp(`^${strength}$`) })
      .click();
    await expect(clientPage.getByRole("checkbox", { name: strength, exact: true })).toBeChecked();
  }
  await clientPage.getByRole("button", { name: "Submit" }).click();
  await expect(clientPage).toHaveURL(/\/hob\/phase1\/completion$/);
  await expect(clientPage.getByText(/report is on its way/)).toBeVisible();
  const completed = await mailTo(client.email, /Phase 1 complete/);
  expect(completed.text).toContain("Your personalised report is on its way");

  // Today lists the draft; the owner edits and approves it.
  const owner = await browser.newContext({ storageState: storageStateFor("admin") });
  const page = await owner.newPage();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: "Today", exact: true })).toBeVisible();
  await expect(page.getByTestId("nav-attention").first()).toBeVisible();
  const drafts = page.getByTestId("today-draft-reports");
  await expect(drafts.getByText(`${name} completed Phase 1: Clarity`, { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: /Completions and bookings per week/ })).toBeAttached();
  await expectAccessible(page);
  await drafts
    .getByRole("listitem")
    .filter({ hasText: `${name} completed Phase 1: Clarity` })
    .getByRole("link", { name: /^Review and approve/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Phase 1 report for ${name}` })).toBeVisible();
  await expect(page.getByTestId("report-state")).toHaveText("Draft: not sent yet");
  await expectAccessible(page);
  await page.getByLabel(`Personal note for ${name}`).fill("Thank you, Paula: your energy shows.");
  await page.getByLabel("Recommendations for the next phase").fill("Protect two quiet mornings a week.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved.");
  await page.getByRole("button", { name: "Approve and send to the client" }).click();
  await expect(page.getByRole("status")).toHaveText(`Phase 1 report sent to ${name}.`);
  await expect(page.getByTestId("report-state")).toHaveText("Approved and sent");
  await expectAccessible(page);

  // The client's e-mail: a link and a PDF with their name and the well-being scores.
  const ready = await mailTo(client.email, /Your Phase 1 report is ready/);
  expect(ready.text).toContain(`${baseURL}/hob/phase1/report`);
  expect(ready.attachments).toHaveLength(1);
  expect(ready.attachments[0]!.mimeType).toBe("application/pdf");
  const { text } = await extractText(new Uint8Array(Buffer.from(ready.attachments[0]!.contentBase64, "base64")), {
    mergePages: true,
  });
  expect(text).toContain(`Prepared for ${name}`);
  expect(text).toContain("At a glance");
  expect(text).toContain("Physical Well-being");
  for (const score of SCORES) expect(text).toContain(`${score} / 10`);
  expect(text).toContain("Protect two quiet mornings a week.");

  // The client sees the approved note online.
  await clientPage.goto("/hob/phase1/report");
  await expect(clientPage.getByText("Thank you, Paula: your energy shows.")).toBeVisible();

  // The client changes an answer: Today flags the report and shows what changed.
  await answer(client.context, "wellness-q2", { answer: "10", detail: "" });
  await page.goto("/dashboard");
  const outdated = page.getByTestId("today-outdated-reports");
  await expect(outdated.getByText(`${name}'s Phase 1 report is outdated`, { exact: true })).toBeVisible();
  await expect(outdated.getByText(/1 answer changed since approval: Mental/)).toBeVisible();
  await expectAccessible(page);
  await outdated
    .getByRole("listitem")
    .filter({ hasText: `${name}'s Phase 1 report is outdated` })
    .getByRole("link", { name: /^See the changes/ })
    .click();
  const change = page
    .getByRole("table", { name: "Changed answers: before and now" })
    .getByRole("row", { name: /Mental/ });
  await expect(change).toContainText("4");
  await expect(change).toContainText("10");
  await expectAccessible(page);

  // The client's page: progress, the report, the owner's actions.
  await page.getByRole("link", { name: name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Reports" })).toContainText("Outdated");
  await expect(page.getByRole("region", { name: "Owner actions" })).toContainText(
    "approved the Phase 1 report and sent it to",
  );
  await expectAccessible(page);

  await clientBrowser.close();
  await owner.close();
  await client.context.dispose();
});

test.describe("the owner's inbox and settings", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("replies from the inbox with a template and invites the inquirer as a client", async ({ page, request }) => {
    const name = `Quinn Inquirer ${Date.now()}`;
    const email = `quinn-${Date.now()}@e2e.test`;
    expect(
      (await request.post("/api/contact", { data: { name, email, message: "Do you photograph teams?" } })).status(),
    ).toBe(200);
    await page.goto("/admin/inquiries?open=1");
    const item = page.getByRole("listitem").filter({ hasText: name });
    await expect(item.getByText("New", { exact: true })).toBeVisible();
    await expect(page.getByText(/Times in Europe\/Paris \(CE[S]?T\)/)).toBeVisible();
    await expectAccessible(page);
    await item.getByRole("link", { name }).click();
    await expect(page.getByText("Read", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Photography session details" }).click();
    await expect(page.getByLabel("Message")).toHaveValue(new RegExp(`^Hello ${name},`));
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status")).toHaveText(`Reply sent to ${email}.`);
    await expect(page.getByText("Replied", { exact: true })).toBeVisible();
    const reply = await mailTo(email, /^Re: your message/);
    expect(reply.text).toContain("photography session");

    await page.getByRole("button", { name: "Invite as client" }).click();
    await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${email}.`);
    await mailTo(email, /invited/);
    const clientPage = page.getByRole("link", { name: "Client page" });
    await expect(clientPage).toBeVisible();
    clientId = decodeURIComponent((await clientPage.getAttribute("href"))!.split("/").pop()!);
    await page.getByRole("button", { name: "Close inquiry" }).click();
    await expect(page.getByText("Closed", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("changes the reminder settings and the reply templates", async ({ page }) => {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("First reminder after (days idle)").fill("20");
    await page.getByLabel("Second reminder after (days idle)").fill("10");
    await page.getByRole("button", { name: "Save reminders" }).click();
    await expect(page.getByRole("alert")).toContainText("The second reminder must come after the first.");
    await page.getByLabel("First reminder after (days idle)").fill("5");
    await page.getByLabel("Second reminder after (days idle)").fill("12");
    await page.getByRole("button", { name: "Save reminders" }).click();
    await expect(page.getByRole("status")).toHaveText("Reminders saved.");
    await expect(page.getByLabel("First reminder after (days idle)")).toHaveValue("5");
    await page.getByLabel("First reminder after (days idle)").fill("7");
    await page.getByLabel("Second reminder after (days idle)").fill("14");
    await page.getByRole("button", { name: "Save reminders" }).click();
    await expect(page.getByRole("status")).toHaveText("Reminders saved.");
    await expectAccessible(page);
  });

  test("edits a French reply template, which a French inquiry's reply offers and an English one does not", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const inquirer = { name: `Margaux Demande ${stamp}`, email: `margaux-${stamp}@e2e.test` };
    const prospect = { name: `Peter Inquiry ${stamp}`, email: `peter-${stamp}@e2e.test` };
    for (const [who, message, locale] of [
      [inquirer, "Bonjour, faites-vous des portraits de famille ?", "fr"],
      [prospect, "Do you photograph families?", "en"],
    ] as const) {
      expect((await request.post("/api/contact", { data: { ...who, message, locale } })).status()).toBe(200);
    }

    await page.goto("/admin/settings#templates");
    await page.waitForLoadState("networkidle");
    const templates = page.getByRole("region", { name: "Reply templates for inquiries", exact: true });
    const french = templates.getByRole("group", { name: "In French", exact: true });
    await expect(french).toHaveAccessibleDescription(/inquiry written in French/);
    const first = french.getByRole("group", { name: "Template 1", exact: true });
    const title = first.getByLabel("Title in French", { exact: true });
    const text = first.getByLabel("Text in French", { exact: true });
    const save = templates.getByRole("button", { name: "Save templates", exact: true });
    const stored = { title: await title.inputValue(), text: await text.inputValue() };
    expect(stored.title).toBe("Merci, parlons-en");
    try {
      // Half a French template: refused beside its field, in the French group; nothing saved.
      const second = french.getByRole("group", { name: "Template 2", exact: true });
      await second.getByLabel("Text in French", { exact: true }).fill("");
      await save.click();
      const summary = templates.locator("[data-error-summary]");
      await expect(summary).toBeFocused();
      const missing = "Template 2 in French needs a text, or leave its title empty too.";
      await expect(second.getByLabel("Text in French", { exact: true })).toHaveAccessibleDescription(
        `Error: ${missing}`,
      );
      await expectAccessible(page);
      await summary.getByRole("link", { name: missing, exact: true }).click();
      await expect(second.getByLabel("Text in French", { exact: true })).toBeFocused();
      await page.goto("/admin/settings");
      await expect(second.getByLabel("Text in French", { exact: true })).toHaveValue(/^Bonjour \{name\},/);

      // The owner rewrites the first French template, by keyboard from its title.
      await title.fill("Merci, à très vite");
      await title.press("Tab");
      await expect(text).toBeFocused();
      await text.fill("Bonjour {name},\n\nMerci pour votre message\u00a0! Je vous rappelle demain.\n\nBien à vous");
      await save.click();
      await expect(templates.getByRole("status")).toHaveText("Reply templates saved.");
      await page.reload();
      await expect(title).toHaveValue("Merci, à très vite");
      await expect(templates.getByLabel("Title", { exact: true }).first()).toHaveValue("Thank you, let's talk");

      // The French inquiry's reply offers it, filled in; the English inquiry's offers the English list.
      await page.goto("/admin/inquiries");
      await page.getByRole("link", { name: inquirer.name }).click();
      await page.getByRole("link", { name: "Merci, à très vite", exact: true }).click();
      await expect(page.getByLabel("Message")).toHaveValue(
        `Bonjour ${inquirer.name},\n\nMerci pour votre message\u00a0! Je vous rappelle demain.\n\nBien à vous`,
      );
      await expect(page.getByRole("link", { name: "Thank you, let's talk" })).toHaveCount(0);
      await expectAccessible(page);
      // Closed once read, as the owner tidies the inbox (the French owner's open inbox has no English lines).
      await page.getByRole("button", { name: "Close inquiry" }).click();
      await expect(page.getByText("Closed", { exact: true })).toBeVisible();
      await page.goto("/admin/inquiries");
      await page.getByRole("link", { name: prospect.name }).click();
      await expect(page.getByRole("link", { name: "Thank you, let's talk", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Merci, à très vite" })).toHaveCount(0);
      await page.getByRole("button", { name: "Close inquiry" }).click();
      await expect(page.getByText("Closed", { exact: true })).toBeVisible();
    } finally {
      await page.goto("/admin/settings#templates");
      await page.waitForLoadState("networkidle");
      await title.fill(stored.title);
      await text.fill(stored.text);
      await save.click();
      await expect(templates.getByRole("status")).toHaveText("Reply templates saved.");
    }
  });
});

/** The opt-out token of a reminder, signed as the server signs it (app/owner/nudges.server.ts). */
function optOutToken(profileId: string) {
  const mac = createHmac("sha256", E2E_AUTH_SECRET).update(`nudge-opt-out:${profileId}`).digest("base64url");
  return `${Buffer.from(profileId).toString("base64url")}.${mac}`;
}

test("a reminder's opt-out link asks before it stops the reminders, and the owner sees it", async ({
  page,
  browser,
}) => {
  expect(clientId).toBeTruthy();
  expect((await page.goto("/nudges/opt-out?token=forged.token"))?.status()).toBe(404);
  await page.goto(`/nudges/opt-out?token=${encodeURIComponent(optOutToken(clientId))}`);
  await expect(page.getByRole("heading", { level: 1, name: "Stop reminders" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Stop sending me reminders" }).click();
  await expect(page.getByRole("status")).toContainText("you will receive no more reminders");
  await expectAccessible(page);
  const owner = await browser.newContext({ storageState: storageStateFor("admin") });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`/admin/clients/${encodeURIComponent(clientId)}`);
  await expect(ownerPage.getByText(/Opted out on/)).toBeVisible();
  await expectAccessible(ownerPage);
  await owner.close();
});
