/**
 * Issue 27, "Reports and the client's dashboard", as a client and the owner live it, at 390 and 1280 px:
 * a report stays the owner's draft (no "changed since you approved it") and the client sees only their
 * answers and "Your report is being prepared" until the owner approves it; then the report and its PDF
 * (the site's identity, opening "At a glance"); the dashboard leads with the most urgent action and gives
 * honest time estimates; nothing overflows its card on a phone.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { photoJpeg } from "../support/images";
import { expect, expectAccessible, newClient, ownerReportPath, test } from "./fixtures";
import { answer, PHASE1_ANSWERS } from "./phase1-answers";

const WIDTHS = [390, 1280] as const;

/** Every element of every `selector` box stays inside it (no clipped or spilling text), and the page never scrolls sideways. */
async function expectNoOverflow(page: Page, selector: string) {
  await page.evaluate(() => document.fonts.ready);
  const problems = await page.locator(selector).evaluateAll((boxes) =>
    boxes.flatMap((box) => {
      const outer = box.getBoundingClientRect();
      return [box, ...box.querySelectorAll<HTMLElement>("*")]
        .filter((el) => !el.closest(".sr-only") && !(el instanceof SVGElement))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const clipped = el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
          const spills = r.width > 0 && (r.right > outer.right + 1 || r.left < outer.left - 1);
          return clipped || spills;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
    }),
  );
  expect(problems, `overflowing ${selector}`).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

async function pageAt(
  browser: Browser,
  baseURL: string,
  storageState: BrowserContextOptions["storageState"],
  width: number,
) {
  const context = await browser.newContext({
    baseURL,
    storageState,
    viewport: { width, height: 900 },
  });
  return { context, page: await context.newPage() };
}

function pdfText(pdf: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-report-"));
  try {
    const file = path.join(dir, "report.pdf");
    writeFileSync(file, pdf);
    return {
      text: execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }),
      fonts: execFileSync("pdffonts", [file], { encoding: "utf8" }),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe("reports and the client's dashboard", () => {
  test.setTimeout(300_000);

  test("a report stays private until the owner approves it; then the report and its PDF open 'At a glance'", async ({
    browser,
    baseURL,
  }) => {
    const ana = await newClient(baseURL!, "Ana Approval");
    for (const [step, fields] of PHASE1_ANSWERS) await answer(ana.context, "phase1", step, fields);
    // An answer changed after completing, before the owner looks at the draft.
    await answer(ana.context, "phase1", "values-q4", { answer: "Kindness, craft, and keeping my word." });

    for (const width of WIDTHS) {
      const { context, page } = await pageAt(browser, baseURL!, ana.storageState, width);
      await page.goto("/dashboard");
      const reports = page.getByRole("region", { name: "Your reports" });
      await expect(reports).toContainText("Your report is being prepared");
      await expect(reports.getByRole("link", { name: /Open report/ })).toHaveCount(0);
      await reports.getByRole("link", { name: /Review your answers/ }).click();
      await expect(page).toHaveURL(/\/hob\/phase1\/report$/);
      await expect(page.getByRole("heading", { level: 2, name: "Your report is being prepared" })).toBeVisible();
      await expect(page.getByText("Kindness, craft, and keeping my word.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "At a glance" })).toHaveCount(0);
      await expect(page.getByRole("img", { name: /Radar chart/ })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Download the PDF" })).toHaveCount(0);
      await expectAccessible(page);
      await expectNoOverflow(page, ".card");
      // Nor by typing the PDF's address.
      expect((await page.request.get("/hob/phase1/report/pdf")).status()).toBe(404);
      await context.close();
    }

    // The owner: a first draft was never approved, so nothing "changed since you approved it".
    const { reportPath } = await ownerReportPath(baseURL!, ana.email);
    for (const width of WIDTHS) {
      const { context, page } = await pageAt(browser, baseURL!, storageStateFor("admin"), width);
      await page.goto(reportPath);
      await expect(page.getByTestId("report-state")).toHaveText("Draft: not sent yet");
      await expect(page.getByText("What changed since you approved it")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Approve and send to the client" })).toBeVisible();
      await expectAccessible(page);
      await context.close();
    }
    const owner = await pageAt(browser, baseURL!, storageStateFor("admin"), 1280);
    await owner.page.goto(reportPath);
    await owner.page.getByLabel("Personal note for Ana Approval").fill("Ana, your values read as one clear voice.");
    await owner.page.getByLabel("Recommendations for the next phase").fill("Protect two mornings a week.");
    await owner.page.getByRole("button", { name: "Approve and send to the client" }).click();
    // Approving renders the PDF first (the renderer loads on the first one).
    await expect(owner.page.getByRole("status")).toHaveText("Phase 1 report sent to Ana Approval.", {
      timeout: 60_000,
    });
    await expect(owner.page.getByText("What changed since you approved it")).toHaveCount(0);
    // After a real approval, a changed answer is shown as such.
    await answer(ana.context, "phase1", "values-q6", { answer: "Fair prices, and time kept." });
    await owner.page.reload();
    await expect(owner.page.getByTestId("report-state")).toHaveText("Sent, now outdated");
    const changes = owner.page.getByRole("region", { name: "What changed since you approved it" });
    await expect(changes).toContainText("1 answer differs");
    await expect(changes).toContainText("Fair prices, and time kept.");
    await expectAccessible(owner.page);
    await owner.context.close();
    await ana.context.dispose();

    for (const width of WIDTHS) {
      const { context, page } = await pageAt(browser, baseURL!, ana.storageState, width);
      await page.goto("/dashboard");
      await page
        .getByRole("region", { name: "Your reports" })
        .getByRole("link", { name: /Open report/ })
        .click();
      await expect(page.getByRole("heading", { level: 2, name: "At a glance" })).toBeVisible();
      await expect(page.getByText("Ana, your values read as one clear voice.")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Recommendations for the next phase" })).toBeVisible();
      await expect(page.getByRole("img", { name: /Radar chart of well-being scores/ })).toBeVisible();
      await expect(page.getByText("Your report is being prepared")).toHaveCount(0);
      await expectAccessible(page);
      await expectNoOverflow(page, ".card");
      if (width === 1280) {
        const download = page.waitForEvent("download");
        await page.getByRole("link", { name: "Download the PDF" }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe("phase-1-report-ana-approval.pdf");
        const { text, fonts } = pdfText(Buffer.from(await (await page.request.get("/hob/phase1/report/pdf")).body()));
        const squashed = text.replace(/\s+/g, "");
        for (const words of [
          "Prepared for Ana Approval",
          "At a glance",
          "A note from your consultant",
          "Ana, your values read as one clear voice.",
          "CORE VALUES",
          "Authenticity",
          "WELL-BEING AT A GLANCE",
          "Protect two mornings a week.",
          "Your answers",
          "Fair prices, and time kept.",
        ])
          expect(squashed, words).toContain(words.replace(/\s+/g, ""));
        expect(text.indexOf("At a glance")).toBeLessThan(text.indexOf("Your answers"));
        expect(fonts).toMatch(/Fraunces/);
        expect(fonts).toMatch(/Inter/);
      }
      await context.close();
    }
  });

  test("the dashboard leads with a gallery closing in days, then the Blueprint with an honest estimate", async ({
    browser,
    baseURL,
  }) => {
    const dana = await newClient(baseURL!, "Dana Dashboard");
    await dana.context.dispose();
    const closesOn = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

    // The owner publishes a proof gallery that closes in three days.
    const owner = await pageAt(browser, baseURL!, storageStateFor("admin"), 1280);
    await owner.page.goto("/admin/galleries");
    await owner.page.getByLabel("Client", { exact: true }).selectOption({ label: `Dana Dashboard (${dana.email})` });
    await owner.page.getByLabel("Title", { exact: true }).fill("Studio proofs");
    await owner.page.getByLabel("Photos the client may choose").fill("3");
    await owner.page.getByLabel("Gallery closes on").fill(closesOn);
    await owner.page.getByRole("button", { name: "Create gallery" }).click();
    await expect(owner.page.getByRole("heading", { level: 1, name: "Studio proofs" })).toBeVisible();
    const proofs = owner.page.getByRole("region", { name: "Add proofs" });
    await proofs
      .locator('input[type="file"]')
      .setInputFiles([{ name: "DSC-01.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(640, 480, 1) }]);
    await expect(proofs.locator('[data-upload-state="done"]')).toHaveCount(1, { timeout: 60_000 });
    await expect(owner.page.getByRole("list", { name: "Proofs" }).locator("picture")).toHaveCount(1, {
      timeout: 120_000,
    });
    await owner.page.getByRole("button", { name: "Publish and e-mail the client" }).click();
    await expect(owner.page.getByRole("status")).toHaveText("Published: the client has been e-mailed.");
    await owner.context.close();

    for (const width of WIDTHS) {
      const { context, page } = await pageAt(browser, baseURL!, dana.storageState, width);
      await page.goto("/dashboard");
      const steps = page.getByTestId("next-steps").locator(":scope > li");
      await expect(steps).toHaveCount(2);
      await expect(steps.nth(0)).toHaveAttribute("data-kind", "gallery");
      await expect(
        steps.nth(0).getByRole("heading", { name: "Choose your favourites in Studio proofs" }),
      ).toBeVisible();
      await expect(steps.nth(0)).toContainText("Closes in 3 days");
      await expect(steps.nth(0).getByRole("link", { name: "Open Studio proofs" })).toHaveAttribute(
        "href",
        /\/galleries\//,
      );
      await expect(steps.nth(1)).toHaveAttribute("data-kind", "blueprint");
      await expect(steps.nth(1)).toContainText(
        "41 steps: about 45 minutes, in as many sittings as you like. Your answers are saved at every step.",
      );
      await expect(page.getByText(/quiet half hour/)).toHaveCount(0);
      // The next steps come before the programme's four phase cards.
      const first = (await page.getByTestId("next-steps").boundingBox())!;
      const programme = (await page.getByRole("heading", { level: 2, name: "Your Blueprint" }).boundingBox())!;
      expect(first.y).toBeLessThan(programme.y);
      await expect(
        page.getByRole("region", { name: "Your Blueprint" }).getByText("41 steps: about 45 minutes").first(),
      ).toBeVisible();
      await expectAccessible(page);
      await expectNoOverflow(page, ".card, main li");
      // The closing date's words change length with the day the test runs, and so does the wrapping:
      // the picture shows the longest one ("Wednesday 30 September"), masked.
      await page.evaluate(() => {
        for (const p of document.querySelectorAll('[data-testid="next-steps"] > li p, #client-galleries ~ ul p')) {
          p.textContent = (p.textContent ?? "").replace(/on \p{L}+ \d{1,2} \p{L}+/u, "on Wednesday 30 September");
        }
      });
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`dashboard-next-steps-${width}.png`, {
        fullPage: true,
        animations: "disabled",
        caret: "hide",
        // Dates move with the day the test runs.
        mask: [page.locator("time"), steps.nth(0).locator("p"), page.locator("#client-galleries ~ ul p")],
        maxDiffPixelRatio: 0.01,
        timeout: 30_000,
      });
      await context.close();
    }
  });

  test("'Congratulations!' and the completion card fit a phone", async ({ browser, baseURL }) => {
    const cleo = await newClient(baseURL!, "Cleo Complete");
    for (const [step, fields] of PHASE1_ANSWERS) await answer(cleo.context, "phase1", step, fields);
    await cleo.context.dispose();
    for (const width of WIDTHS) {
      const { context, page } = await pageAt(browser, baseURL!, cleo.storageState, width);
      await page.goto("/hob/phase1/completion");
      const heading = page.getByRole("heading", { level: 1, name: "Congratulations!" });
      await expect(heading).toBeVisible();
      await expectNoOverflow(page, ".card");
      await expectAccessible(page);
      await page.goto("/dashboard");
      await expect(page.getByText("Welcome, Cleo Complete")).toBeVisible();
      await expectNoOverflow(page, ".card, main li");
      await context.close();
    }
  });
});
