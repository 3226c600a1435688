import { parse } from "csv-parse/sync";
import { VALUES } from "../../app/blueprint/questionnaires/options";
import { storageStateFor } from "../support/e2e-accounts";
import { approveClientReport, expect, expectAccessible, newClient, test } from "./fixtures";

/** The first ten core values of the Phase 1 picker, chosen in the first round of values-q7. */
const VALUES_TOP = VALUES.slice(0, 10);

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

test.describe("the owner's results", () => {
  test("filters Phase 1 results by user and dates, opens a client, and exports the filtered CSV", async ({
    browser,
    baseURL,
  }) => {
    const client = await newClient(baseURL!, "Rita Results");
    await answer(client.context, "values-q1", { answer: 'Leading my team, "together", through a hard year' });
    await answer(client.context, "values-q7", { stage: "first", answer: VALUES_TOP });
    await answer(client.context, "values-q7", { stage: "final", answer: VALUES_TOP.slice(0, 5) });
    await answer(client.context, "wellness-q1", { answer: "8", detail: "Walking every day" });
    await client.context.dispose();

    const admin = await browser.newContext({ storageState: storageStateFor("admin") });
    const ownerPage = await admin.newPage();
    await ownerPage.goto("/hob/phase1/Phase1ResultsPage");
    await expect(ownerPage.getByRole("heading", { level: 1, name: "Questionnaire Results" })).toBeVisible();
    await expectAccessible(ownerPage);
    await ownerPage.getByLabel("User").selectOption({ label: `Rita Results (${client.email})` });
    const today = new Date().toISOString().slice(0, 10);
    await ownerPage.getByLabel("From").fill(today);
    await ownerPage.getByLabel("To").fill(today);
    await ownerPage.getByRole("button", { name: "Apply filters" }).click();
    await expect(ownerPage.getByRole("heading", { name: "1 result" })).toBeVisible();
    const row = ownerPage.getByRole("region", { name: "1 result" }).locator("tbody tr");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Rita Results");
    await expect(row).toContainText("No answer");

    const download = ownerPage.waitForEvent("download");
    await ownerPage.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("phase1_results.csv");
    const records = parse(await (await import("node:fs/promises")).readFile((await file.path())!), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      user_full_name: "Rita Results",
      user_email: client.email,
      "values-q1": 'Leading my team, "together", through a hard year',
      "values-q7-10": VALUES_TOP.join("; "),
      "values-q7": VALUES_TOP.slice(0, 5).join("; "),
      "wellness-q1": "8",
      "wellness-q1-detail": "Walking every day",
    });

    await ownerPage.getByLabel("From").fill("2001-01-01");
    await ownerPage.getByLabel("To").fill("2001-01-02");
    await ownerPage.getByRole("button", { name: "Apply filters" }).click();
    await expect(ownerPage.getByText("No results found.")).toBeVisible();

    await ownerPage.goBack();
    await ownerPage.getByRole("link", { name: "Rita Results" }).click();
    await expect(ownerPage.getByRole("heading", { level: 1, name: "Answers of Rita Results" })).toBeVisible();
    await expect(ownerPage.getByText("Walking every day")).toBeVisible();
    await expectAccessible(ownerPage);
    await admin.close();
  });
});

test("a client reads their own answers and their Phase 1 report with the well-being radar", async ({
  browser,
  baseURL,
}) => {
  // The owner's approval renders the PDF on a machine shared with other test runs.
  test.setTimeout(120_000);
  const client = await newClient(baseURL!, "Rae Report");
  const scores = ["3", "6", "9", "5", "7", "2"];
  for (const [index, score] of scores.entries())
    await answer(client.context, `wellness-q${index + 1}`, { answer: score, detail: "" });
  // The last question completes Phase 1; the owner approves the report, which the client may then read.
  await answer(client.context, "strengths-q8", {
    answer: ["Strategic Thinking", "Creativity", "Empathy", "Communication", "Resilience"],
  });
  await approveClientReport(baseURL!, client.email);
  await client.context.dispose();
  const context = await browser.newContext({ storageState: client.storageState });
  const page = await context.newPage();
  await page.goto("/hob/phase1/Phase1ResultsPage");
  await expect(page.getByRole("heading", { level: 1, name: "Your answers" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Open the printable report" }).click();
  await expect(page).toHaveURL(/\/hob\/phase1\/report$/);
  const figure = page.getByRole("img", { name: /well-being/i });
  await expect(figure).toBeVisible();
  await expect(figure.locator("svg").first()).toBeVisible();
  const table = page.getByRole("table", { name: "Well-being scores" });
  for (const score of scores) await expect(table).toContainText(score);
  await expectAccessible(page);
  await context.close();
});

test.describe("a client", () => {
  test.use({ storageState: storageStateFor("client") });

  test("cannot export or read someone else's results", async ({ request, page }) => {
    const csv = await request.get("/hob/results/export");
    expect(csv.status()).toBe(403);
    const response = await page.goto("/hob/phase1/Phase1ResultsPage?client=someone-else");
    expect(response?.status()).toBe(404);
  });
});
