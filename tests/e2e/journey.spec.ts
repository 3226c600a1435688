/**
 * The client's journey with the keyboard only: from the dashboard's next action through all of
 * Phase 1 in focus mode (⌘/Ctrl+Enter to continue, Tab and Space for chips, arrow keys for the
 * sliders, "Skip this question?" answered with Enter) to the report, with axe on every kind of
 * step. No mouse: focus is moved with Tab (or lands on the new question heading by itself).
 */
import type { Locator, Page } from "@playwright/test";
import { approveClientReport, expect, expectAccessible, newClient, test } from "./fixtures";

const CONTINUE = "Control+Enter";

async function tabTo(page: Page, target: Locator, { backwards = false, maxTabs = 80 } = {}) {
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`could not reach ${target} with Tab`);
}

async function expectStep(page: Page, id: string, number: number) {
  await expect(page).toHaveURL(new RegExp(`/hob/phase1/${id}$`));
  await expect(page.getByText(`Step ${number} of 41`, { exact: true })).toBeVisible();
  // Focus moved to the new question's heading.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
}

/** ⌘/Ctrl+Enter on an empty answer asks "Skip this question?" with the focus on Skip: Enter confirms. */
async function skip(page: Page) {
  await page.keyboard.press(CONTINUE);
  await expect(page.getByRole("button", { name: "Skip this question" })).toBeFocused();
  await page.keyboard.press("Enter");
}

const TEXT: Record<string, string> = {
  "values-q1": "Running my first workshop.",
  "vision-q1": "A calm studio and work I choose.",
  "strengths-q1": "Making complex things simple.",
};

test("a client does Phase 1 from the dashboard to the report with the keyboard only", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const client = await newClient(baseURL!, "Kay Board");
  await page.context().addCookies(client.storageState.cookies);
  await client.context.dispose();

  await page.goto("/dashboard");
  await expect(page.getByText("Welcome, Kay Board")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Phase 1: Clarity progress" })).toHaveAttribute(
    "aria-valuetext",
    "0 of 41 steps done",
  );
  await expect(page.getByText("Your first personal report is prepared when you complete Phase 1.")).toBeVisible();
  const start = page.getByRole("link", { name: /^Start Phase 1: Clarity/ });
  await tabTo(page, start);
  await page.keyboard.press("Enter");

  // Focus mode: the slim header, no marketing header or footer.
  await expect(page).toHaveURL(/\/hob\/phase1\/welcome$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save and exit" })).toBeVisible();
  await expect(page.getByText("Phase 1: Clarity", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectAccessible(page);

  let number = 1;
  const next = async (id: string) => {
    number += 1;
    await expectStep(page, id, number);
  };
  await page.keyboard.press(CONTINUE);
  await next("module1-intro");
  // The eyebrow names the module; the heading differs from step to step.
  await expect(page.getByText("Core Values", { exact: true })).toBeVisible();
  await page.keyboard.press(CONTINUE);
  await next("module1-core-concepts");
  await page.keyboard.press(CONTINUE);
  await next("module1-activity-intro");
  await page.keyboard.press(CONTINUE);

  // Free text: type and continue; an empty one asks "Skip this question?" and Enter skips it.
  await next("values-q1");
  await expect(page.getByText("Saved", { exact: true })).toBeHidden();
  await expect(page.getByText("Your answer (optional)")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox")).toBeFocused();
  await page.keyboard.type(TEXT["values-q1"]!);
  await page.keyboard.press(CONTINUE);
  await next("values-q2");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.keyboard.press(CONTINUE);
  await expect(page.getByText("Skip this question?", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip this question" })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press("Enter");
  for (const id of ["values-q3", "values-q4", "values-q5", "values-q6"]) {
    await next(id);
    await skip(page);
  }

  // Values picker: Tab to each chip, Space to select; the rule is guidance, announced as it changes.
  await next("values-q7");
  const hint = page.locator("#answer-hint");
  await expect(hint).toContainText("Select 10 values. Currently selected: 0");
  await expect(hint).toHaveAttribute("aria-live", "polite");
  await page.keyboard.press(CONTINUE);
  await expect(page.getByText("Not saved yet.")).toBeAttached();
  await expect(page.getByText("Failed to save answer")).toHaveCount(0);
  await expectAccessible(page);
  await tabTo(page, page.getByRole("checkbox").first());
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
  }
  await expect(hint).toContainText("Select 10 values. Currently selected: 10");
  await page.keyboard.press(CONTINUE);
  await expectStep(page, "values-q7", number);
  const finalHint = page.locator("#answer-hint");
  await expect(finalHint).toContainText("Select 5-7 values. Currently selected: 0");
  await tabTo(page, page.getByRole("checkbox").first());
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
  }
  await expect(finalHint).toContainText("Select 5-7 values. Currently selected: 5");
  await page.keyboard.press(CONTINUE);

  for (const id of ["module2-intro", "module2-core-concepts", "module2-activity-intro"]) {
    await next(id);
    await page.keyboard.press(CONTINUE);
  }
  for (const id of ["vision-q1", "vision-q2", "mission-q1", "mission-q2"]) {
    await next(id);
    if (TEXT[id]) {
      await page.keyboard.press("Tab");
      await page.keyboard.type(TEXT[id]);
      await page.keyboard.press(CONTINUE);
    } else {
      await skip(page);
    }
  }
  for (const id of ["module3-intro", "module3-core-concepts", "module3-activity-intro"]) {
    await next(id);
    await page.keyboard.press(CONTINUE);
  }

  // Sliders start unset; the arrow keys start from the middle; one is skipped, one kept at the middle.
  for (const [index, id] of [
    "wellness-q1",
    "wellness-q2",
    "wellness-q3",
    "wellness-q4",
    "wellness-q5",
    "wellness-q6",
  ].entries()) {
    await next(id);
    const slider = page.getByRole("slider");
    await expect(slider).toHaveAttribute("aria-valuetext", "Not answered yet");
    if (index === 0) await expectAccessible(page);
    if (id === "wellness-q3") {
      await page.keyboard.press(CONTINUE);
      await expect(page.getByText("Skip this question?", { exact: true })).toBeVisible();
      await expect(page.getByText("No score is chosen yet.", { exact: false })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Enter");
      continue;
    }
    if (id === "wellness-q4") {
      await tabTo(page, page.getByRole("button", { name: /Keep the middle/ }));
      await page.keyboard.press("Enter");
      await expect(slider).toHaveAttribute("aria-valuetext", "5 out of 10");
      await page.keyboard.press(CONTINUE);
      continue;
    }
    await page.keyboard.press("Tab");
    await expect(slider).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveAttribute("aria-valuetext", "7 out of 10");
    await page.keyboard.press(CONTINUE);
  }
  for (const id of ["wellness-reflect1", "wellness-reflect2", "wellness-reflect3"]) {
    await next(id);
    await skip(page);
  }
  for (const id of ["module4-intro", "module4-core-concepts", "module4-activity-intro"]) {
    await next(id);
    await page.keyboard.press(CONTINUE);
  }
  for (const id of [
    "strengths-q1",
    "strengths-q2",
    "strengths-q3",
    "strengths-q4",
    "strengths-q5",
    "strengths-q6",
    "strengths-q7",
  ]) {
    await next(id);
    if (TEXT[id]) {
      await page.keyboard.press("Tab");
      await page.keyboard.type(TEXT[id]);
      await page.keyboard.press(CONTINUE);
    } else {
      await skip(page);
    }
  }

  // Strengths: too few is guidance in the page's words (the server says the same), then Submit.
  await next("strengths-q8");
  await tabTo(page, page.getByRole("checkbox").first());
  await page.keyboard.press("Space");
  await page.keyboard.press(CONTINUE);
  await expect(page.getByText("Select 5-7 strengths. Currently selected: 1")).toBeVisible();
  await expect(page.getByText("Not saved yet.")).toBeAttached();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectAccessible(page);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
  }
  await expect(page.getByText("Select 5-7 strengths. Currently selected: 5")).toBeVisible();
  await page.keyboard.press(CONTINUE);

  await expect(page).toHaveURL(/\/hob\/phase1\/completion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeFocused();
  await expectAccessible(page);

  // Back on the dashboard: Phase 1 complete, the next action is Phase 2, the report is being prepared.
  await tabTo(page, page.getByRole("link", { name: "Dashboard" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: /^Start Phase 2: Creative Resonance/ })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Phase 1: Clarity progress" })).toHaveAttribute(
    "aria-valuetext",
    "Completed",
  );
  await expectAccessible(page);
  await expect(page.getByRole("region", { name: "Your reports" })).toContainText("Your report is being prepared");
  await expect(page.getByRole("link", { name: /Open report/ })).toHaveCount(0);
  // The owner approves it; it has arrived.
  await approveClientReport(baseURL!, client.email);
  await page.reload();
  await tabTo(page, page.getByRole("link", { name: /Open report/ }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/hob\/phase1\/report$/);
  await expect(page.getByRole("heading", { level: 1, name: "Phase 1: The Aligned Foundation" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "At a glance" })).toBeVisible();
  // 35 answer keys: 11 answered (3 texts, top 10 and core values, 5 scores, strengths); the other 24
  // were skipped (empty texts and slider details, one slider).
  await expect(page.getByText("11 of 35 answered, 24 skipped").first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Radar chart of well-being scores/ })).toBeVisible();
  await expect(page.getByText("Running my first workshop.")).toBeVisible();
  await expect(page.getByText("No answer")).toHaveCount(0);
  await expectAccessible(page);
});
