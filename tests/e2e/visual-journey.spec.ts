/**
 * Visual snapshots of the client's journey at 390 px (a phone) and 1280 px: the client dashboard,
 * /blueprint for a client, one questionnaire step of each kind, and the personal report (also as printed). The data is fixed (two fresh
 * clients with set names and answers) and dates are masked, so the pictures only change when the
 * design does. The lead regenerates the PNGs after merging (`--update-snapshots`).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, newClient, test } from "./fixtures";

const WIDTHS = [390, 1280] as const;

const STEP_SHOTS = [
  { name: "step-info", path: "/hob/phase1/welcome" },
  { name: "step-textarea", path: "/hob/phase1/values-q1" },
  { name: "step-values", path: "/hob/phase1/values-q7" },
  { name: "step-slider", path: "/hob/phase1/wellness-q1" },
  { name: "step-chips", path: "/hob/phase1/strengths-q8" },
  { name: "step-moodboard", path: "/hob/phase2/mood_board_upload" },
] as const;

/** Phase 1 answers of the dashboard and report client, saved through the questionnaire's own form posts. */
const ANSWERS: [string, Record<string, string | string[]>][] = [
  ["values-q1", { answer: "Running my first workshop, when a shy participant found her voice." }],
  ["values-q2", { intent: "skip" }],
  ["values-q3", { answer: "My grandmother, who ran a bakery with patience and humour." }],
  ["values-q4", { answer: "Kindness, craft and keeping my word." }],
  ["values-q5", { intent: "skip" }],
  ["values-q6", { answer: "Honest pricing and respect for people's time." }],
  [
    "values-q7",
    {
      stage: "first",
      answer: [
        "Authenticity",
        "Balance",
        "Compassion",
        "Creativity",
        "Freedom",
        "Growth",
        "Honesty",
        "Integrity",
        "Joy",
        "Purpose",
      ],
    },
  ],
  ["values-q7", { stage: "final", answer: ["Authenticity", "Compassion", "Freedom", "Growth", "Joy"] }],
  ["vision-q1", { answer: "A calm studio by the sea where I choose the projects that matter." }],
  ["vision-q2", { answer: "A small studio known for warm, honest brands." }],
  ["mission-q1", { intent: "skip" }],
  ["mission-q2", { answer: "We help small studios grow through honest, human branding." }],
  ["wellness-q1", { answer: "7", detail: "Walking every morning." }],
  ["wellness-q2", { answer: "4", detail: "Too many open tabs." }],
  ["wellness-q3", { answer: "8", detail: "" }],
  ["wellness-q4", { answer: "6", detail: "" }],
  ["wellness-q5", { answer: "5", detail: "" }],
  ["wellness-q6", { answer: "9", detail: "I love the work itself." }],
  ["wellness-reflect1", { answer: "Sleep and social life." }],
  ["wellness-reflect2", { answer: "Late e-mails, unclear briefs." }],
  ["wellness-reflect3", { answer: "Morning walks, good coffee, generous clients." }],
  ["strengths-q1", { answer: "Turning messy ideas into a clear plan." }],
  ["strengths-q2", { intent: "skip" }],
  ["strengths-q3", { answer: "Listening closely before proposing anything." }],
  ["strengths-q4", { intent: "skip" }],
  ["strengths-q5", { intent: "skip" }],
  ["strengths-q6", { intent: "skip" }],
  ["strengths-q7", { intent: "skip" }],
  ["strengths-q8", { answer: ["Strategic Thinking", "Creativity", "Empathy", "Communication", "Resilience"] }],
];

async function answer(
  request: APIRequestContext,
  phase: string,
  step: string,
  fields: Record<string, string | string[]>,
) {
  const form = new URLSearchParams({ intent: "next" });
  for (const [key, value] of Object.entries(fields)) {
    if (key === "intent") form.set(key, String(value));
    else for (const v of [value].flat()) form.append(key, v);
  }
  const response = await request.post(`/hob/${phase}/${step}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: form.toString(),
    maxRedirects: 0,
  });
  expect(response.status(), `${phase}/${step}`).toBe(302);
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    mask: [page.locator("time")],
    maxDiffPixelRatio: 0.01,
  });
}

test.describe("the client's journey, as it looks", () => {
  test.setTimeout(240_000);

  test("dashboard, each kind of step, and the report at 390 and 1280 px", async ({ browser, baseURL }) => {
    // Ana has finished Phase 1 (with a consultant's note) and started Phase 2; Ben has answered nothing.
    const ana = await newClient(baseURL!, "Ana Example");
    for (const [step, fields] of ANSWERS) await answer(ana.context, "phase1", step, fields);
    await answer(ana.context, "phase2", "visual-narrative-q1", { answer: "Calm, earthy and quietly confident." });
    await ana.context.dispose();
    const ben = await newClient(baseURL!, "Ben Example");
    await ben.context.dispose();

    for (const width of WIDTHS) {
      const anaContext = await browser.newContext({
        baseURL,
        storageState: ana.storageState,
        viewport: { width, height: 900 },
      });
      const anaPage = await anaContext.newPage();
      await anaPage.goto("/dashboard");
      await expect(anaPage.getByText("Welcome, Ana Example")).toBeVisible();
      await shoot(anaPage, `dashboard-${width}`);
      await anaPage.goto("/blueprint");
      await expect(anaPage.getByText("Continue where you left off")).toBeVisible();
      await expect(anaPage.getByRole("heading", { name: "Ready to build your Blueprint?" })).toHaveCount(0);
      await shoot(anaPage, `blueprint-${width}`);
      await anaPage.goto("/hob/phase1/report");
      await expect(anaPage.getByRole("heading", { level: 2, name: "At a glance" })).toBeVisible();
      await shoot(anaPage, `report-${width}`);
      if (width === 1280) {
        // As printed: the branded cover page and the footer, without the site's header and buttons.
        await anaPage.emulateMedia({ media: "print" });
        await expect(anaPage.locator(".report-cover")).toBeVisible();
        await expect(anaPage.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
        await shoot(anaPage, "report-print");
        await anaPage.emulateMedia({ media: "screen" });
      }
      await anaContext.close();

      const benContext = await browser.newContext({
        baseURL,
        storageState: ben.storageState,
        viewport: { width, height: 900 },
      });
      const benPage = await benContext.newPage();
      for (const shot of STEP_SHOTS) {
        await benPage.goto(shot.path);
        await expect(benPage.getByRole("button", { name: "Save and exit" })).toBeVisible();
        await shoot(benPage, `${shot.name}-${width}`);
      }
      await benContext.close();
    }
  });
});
