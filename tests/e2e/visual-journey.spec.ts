/**
 * Visual snapshots of the client's journey at 390 px (a phone) and 1280 px: the client dashboard,
 * /blueprint for a client, one questionnaire step of each kind, and the personal report (also as printed). The data is fixed (two fresh
 * clients with set names and answers) and dates are masked, so the pictures only change when the
 * design does. The lead regenerates the PNGs after merging (`--update-snapshots`).
 */
import type { Page } from "@playwright/test";
import { approveClientReport, expect, newClient, test } from "./fixtures";
import { answer, PHASE1_ANSWERS } from "./phase1-answers";

const WIDTHS = [390, 1280] as const;

const STEP_SHOTS = [
  { name: "step-info", path: "/hob/phase1/welcome" },
  { name: "step-textarea", path: "/hob/phase1/values-q1" },
  { name: "step-values", path: "/hob/phase1/values-q7" },
  { name: "step-slider", path: "/hob/phase1/wellness-q1" },
  { name: "step-chips", path: "/hob/phase1/strengths-q8" },
  { name: "step-moodboard", path: "/hob/phase2/mood_board_upload" },
] as const;

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    mask: [page.locator("time")],
    maxDiffPixelRatio: 0.01,
    // A full-page shot of a long page takes seconds on a loaded 2-core machine.
    timeout: 30_000,
  });
}

test.describe("the client's journey, as it looks", () => {
  test.setTimeout(240_000);

  test("dashboard, each kind of step, and the report at 390 and 1280 px", async ({ browser, baseURL }) => {
    // Ana has finished Phase 1 (with a consultant's note) and started Phase 2; Ben has answered nothing.
    const ana = await newClient(baseURL!, "Ana Example");
    for (const [step, fields] of PHASE1_ANSWERS) await answer(ana.context, "phase1", step, fields);
    await approveClientReport(baseURL!, ana.email, {
      note: "Ana, your values read as one clear voice.",
      recommendations: "Protect two mornings a week for deep work.",
    });
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
