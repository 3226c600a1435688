/**
 * The Blueprint questionnaires as a client lives them: a whole Phase 1, a Phase 2 stopped after the
 * mood board and resumed on another browser, a whole Phase 3, the Blueprint dashboard, and who may
 * (not) open the steps. Every journey that writes answers uses its own fresh account, promoted to
 * client by the owner through /admin/users, so the shared fixture client never answers anything.
 */
import type { Browser, Page } from "@playwright/test";
import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, mailTo, openSignInLink, signIn, test } from "./fixtures";

type Headers = Record<string, string> | undefined;

/** A 1×1 transparent PNG. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const PHASE_BUTTONS = [
  "Phase 1: Clarity",
  "Phase 2: Creative Resonance",
  "Phase 3: Brand Expression",
  "Phase 4: Integration",
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const today = () => new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date());

/** The fixture's console check covers `page` only; pages of extra contexts get the same check here. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    const expectedClientError = /^Failed to load resource: the server responded with a status of 4\d\d/;
    if (message.type() === "error" && !expectedClientError.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * A fresh client, made the way the owner makes one: the person signs up and confirms their e-mail,
 * the owner gives them the client role at /admin/users, then they sign in on `page`.
 */
async function newClient(page: Page, browser: Browser, baseURL: string | undefined, headers: Headers) {
  const email = `blueprint-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const password = "blueprint passphrase 1";
  await page.goto("/auth?view=sign_up");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the confirmation link");
  const confirmation = await mailTo(email, /Confirm your e-mail address/);
  await openSignInLink(page, confirmation.text, "verify-email");
  await expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
  await page.context().clearCookies();

  const owner = await browser.newContext({
    baseURL,
    extraHTTPHeaders: headers,
    storageState: storageStateFor("admin"),
  });
  const ownerPage = await owner.newPage();
  const ownerErrors = watchConsole(ownerPage);
  await ownerPage.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await ownerPage.getByLabel(`Role of ${email}`).selectOption("client");
  await ownerPage.getByRole("button", { name: `Save role of ${email}` }).click();
  await expect(ownerPage.getByRole("status")).toHaveText(`${email} is now client.`);
  await owner.close();
  expect(ownerErrors, "console errors on the owner's page").toEqual([]);

  await signIn(page, email, password);
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  return { email, password };
}

async function expectStep(page: Page, phase: string, step: string, number: number, total: number) {
  await expect(page).toHaveURL(new RegExp(`/hob/${phase}/${escapeRegExp(step)}$`));
  await expect(page.getByText(`Step ${number} of ${total}`, { exact: true })).toBeVisible();
}

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

/** Continue on an empty optional answer asks "Skip this question?" first; the client confirms. */
async function skipEmpty(page: Page, button = continueButton(page)) {
  await button.click();
  await expect(page.getByText("Skip this question?", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip this question" })).toBeFocused();
  await page.getByRole("button", { name: "Skip this question" }).click();
}
const phaseCard = (page: Page, label: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: label, exact: true }) });
const checkbox = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });
/** The chips are visually hidden checkboxes under their labels: a person clicks the label. */
const chip = (page: Page, name: string) =>
  page.locator("label").filter({ hasText: new RegExp(`^${escapeRegExp(name)}$`) });
async function toggle(page: Page, name: string, on: boolean) {
  await chip(page, name).click();
  await expect(checkbox(page, name)).toBeChecked({ checked: on });
}

const PHASE1_STEPS = [
  "welcome",
  "module1-intro",
  "module1-core-concepts",
  "module1-activity-intro",
  "values-q1",
  "values-q2",
  "values-q3",
  "values-q4",
  "values-q5",
  "values-q6",
  "values-q7",
  "module2-intro",
  "module2-core-concepts",
  "module2-activity-intro",
  "vision-q1",
  "vision-q2",
  "mission-q1",
  "mission-q2",
  "module3-intro",
  "module3-core-concepts",
  "module3-activity-intro",
  "wellness-q1",
  "wellness-q2",
  "wellness-q3",
  "wellness-q4",
  "wellness-q5",
  "wellness-q6",
  "wellness-reflect1",
  "wellness-reflect2",
  "wellness-reflect3",
  "module4-intro",
  "module4-core-concepts",
  "module4-activity-intro",
  "strengths-q1",
  "strengths-q2",
  "strengths-q3",
  "strengths-q4",
  "strengths-q5",
  "strengths-q6",
  "strengths-q7",
  "strengths-q8",
];

/** Free-text steps answered in the Phase 1 journey; every other text step is skipped (text is optional). */
const PHASE1_TEXT: Record<string, string> = {
  "values-q1": "Running my first workshop, when a shy participant found her voice.",
  "values-q4": "Kindness, craft and keeping my word.",
  "vision-q1": "I wake up in a quiet studio by the sea and choose my projects.",
  "mission-q2": "We help small studios grow through honest, human branding.",
  "wellness-reflect1": "Sleep and social life.",
  "strengths-q3": "Turning messy ideas into a clear plan.",
};

/** Scores chosen with the keyboard on the six well-being sliders. */
const WELLNESS_SCORES: Record<string, number> = {
  "wellness-q1": 7,
  "wellness-q2": 3,
  "wellness-q3": 8,
  "wellness-q4": 6,
  "wellness-q5": 4,
  "wellness-q6": 9,
};

const TOP_TEN = [
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
];
const CORE_VALUES = ["Authenticity", "Compassion", "Freedom", "Growth", "Integrity", "Joy"];

async function valuesPicker(page: Page) {
  const firstHint = (count: number) => page.getByText(`Select 10 values. Currently selected: ${count}`);
  await expect(page.getByRole("checkbox")).toHaveCount(44);
  await expect(firstHint(0)).toBeVisible();
  await expectAccessible(page);
  for (const [index, value] of TOP_TEN.entries()) {
    await toggle(page, value, true);
    await expect(firstHint(index + 1)).toBeVisible();
  }
  // At the maximum every other value is disabled: an 11th cannot be chosen.
  await expect(checkbox(page, "Wisdom")).toBeDisabled();
  await expect(page.getByRole("checkbox", { disabled: true })).toHaveCount(34);
  // Playwright would wait for a disabled control to become enabled: force the click a person would make.
  await chip(page, "Wisdom").click({ force: true });
  await expect(checkbox(page, "Wisdom")).not.toBeChecked();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(10);
  await expect(firstHint(10)).toBeVisible();
  // Unticking one frees a slot again.
  await toggle(page, "Joy", false);
  await expect(firstHint(9)).toBeVisible();
  await expect(checkbox(page, "Wisdom")).toBeEnabled();
  await toggle(page, "Joy", true);
  await expect(firstHint(10)).toBeVisible();
  await expect(checkbox(page, "Wisdom")).toBeDisabled();

  await continueButton(page).click();
  // Same step, second picker: only the ten chosen values.
  const finalHint = (count: number) => page.getByText(`Select 5-7 values. Currently selected: ${count}`);
  await expect(finalHint(0)).toBeVisible();
  await expectStep(page, "phase1", "values-q7", 11, 41);
  await expect(page.getByRole("checkbox")).toHaveCount(10);
  expect(
    await page.getByRole("checkbox").evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value)),
  ).toEqual(TOP_TEN);
  await expectAccessible(page);
  for (const [index, value] of CORE_VALUES.entries()) {
    await toggle(page, value, true);
    await expect(finalHint(index + 1)).toBeVisible();
  }
  await continueButton(page).click();
}

async function wellnessSlider(page: Page, score: number, checkDetails: boolean) {
  const slider = page.getByRole("slider");
  const shown = page.locator('output[for="answer"]');
  const expectScore = async (value: number) => {
    await expect(slider).toHaveValue(String(value));
    await expect(shown).toHaveText(String(value));
    await expect(slider).toHaveAttribute("aria-valuetext", `${value} out of 10`);
  };
  // Unset until touched: no score is shown or submitted.
  await expect(shown).toHaveText("Not answered yet");
  await expect(slider).toHaveAttribute("aria-valuetext", "Not answered yet");
  await expect(page.getByText("1 = Very Dissatisfied/Low Energy")).toBeVisible();
  await expect(page.getByText("10 = Very Satisfied/High Energy")).toBeVisible();
  await slider.focus();
  if (checkDetails) {
    await expectAccessible(page);
    // The keyboard starts from the middle (5.5): right gives 6.
    await page.keyboard.press("ArrowRight");
    await expectScore(6);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expectScore(4);
    await page.keyboard.press("End");
    await expectScore(10);
    await page.keyboard.press("ArrowRight");
    await expectScore(10);
    await page.keyboard.press("Home");
    await expectScore(1);
    await page.keyboard.press("ArrowLeft");
    await expectScore(1);
    await page.keyboard.press("End");
  } else {
    await page.keyboard.press("ArrowLeft");
    await expectScore(5);
  }
  // From wherever it is, reach the score with the arrow keys alone.
  const current = Number(await slider.inputValue());
  const key = score > current ? "ArrowRight" : "ArrowLeft";
  for (let i = 0; i < Math.abs(score - current); i++) await page.keyboard.press(key);
  await expectScore(score);
}

async function strengthsPicker(page: Page) {
  const hint = (count: number) => page.getByText(`Select 5-7 strengths. Currently selected: ${count}`);
  const submit = page.getByRole("button", { name: "Submit" });
  await expect(page.getByRole("checkbox")).toHaveCount(10);
  await expect(submit).toBeVisible();
  await expect(continueButton(page)).toHaveCount(0);
  await expectAccessible(page);

  await toggle(page, "Empathy", true);
  await toggle(page, "Leadership", true);
  await expect(hint(2)).toBeVisible();
  await submit.click();
  // An unmet rule is guidance next to the chips, in the same words the server used; never a failed save.
  await expect(page.getByText("Not saved yet.")).toBeAttached();
  await expect(hint(2)).toBeVisible();
  await expect(page.getByText("Failed to save answer")).toHaveCount(0);
  await expect(page.getByRole("group")).toHaveAccessibleDescription(/Select 5-7 strengths\. Currently selected: 2/);
  await expectStep(page, "phase1", "strengths-q8", 41, 41);
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await expect(checkbox(page, "Empathy")).toBeChecked();
  await expect(checkbox(page, "Leadership")).toBeChecked();
  await expect(submit).toBeEnabled();
  await expect(page.getByRole("button", { name: "Back" })).toBeEnabled();
  await expectAccessible(page);

  for (const value of ["Strategic Thinking", "Creativity", "Communication", "Resilience"]) {
    await toggle(page, value, true);
  }
  await expect(hint(6)).toBeVisible();
  await toggle(page, "Persuasion", true);
  await expect(hint(7)).toBeVisible();
  await expect(checkbox(page, "Organization")).toBeDisabled();
  await toggle(page, "Persuasion", false);
  await submit.click();
}

test.describe("a client on the Blueprint", () => {
  test("completes all of Phase 1 and is congratulated, by e-mail too; the owner is told", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(240_000);
    const { email } = await newClient(page, browser, baseURL, extraHTTPHeaders);

    await page.goto("/blueprint");
    await expect(phaseCard(page, "Phase 1: Clarity")).toContainText("Not started");
    await page.getByRole("link", { name: "Phase 1: Clarity", exact: true }).click();

    for (const [index, id] of PHASE1_STEPS.entries()) {
      await expectStep(page, "phase1", id, index + 1, 41);
      if (id === "welcome") {
        await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
        await expect(continueButton(page)).toBeEnabled();
        await expectAccessible(page);
      } else {
        await expect(page.getByRole("button", { name: "Back" })).toBeEnabled();
      }

      if (id === "values-q7") {
        await valuesPicker(page);
      } else if (id in WELLNESS_SCORES) {
        await wellnessSlider(page, WELLNESS_SCORES[id]!, id === "wellness-q1");
        if (id === "wellness-q2") await page.getByLabel(/What is behind your rating/).fill("Too many open tabs.");
        await continueButton(page).click();
      } else if (id === "strengths-q8") {
        await strengthsPicker(page);
      } else if (/-q\d|reflect/.test(id)) {
        const answer = page.getByRole("textbox");
        await expect(answer).toHaveValue("");
        if (PHASE1_TEXT[id]) await answer.fill(PHASE1_TEXT[id]);
        if (id === "values-q1") await expectAccessible(page);
        if (PHASE1_TEXT[id]) await continueButton(page).click();
        else await skipEmpty(page);
      } else {
        await continueButton(page).click();
      }

      // The keyboard-chosen scores were saved: one step back shows the last one again.
      if (id === "wellness-reflect1") {
        await expectStep(page, "phase1", "wellness-reflect2", index + 2, 41);
        await page.getByRole("button", { name: "Back" }).click();
        await expectStep(page, "phase1", "wellness-reflect1", index + 1, 41);
        await expect(page.getByRole("textbox")).toHaveValue(PHASE1_TEXT["wellness-reflect1"]!);
        // Saved by this very browser: no "Saved on another device".
        await expect(page.getByText(/Saved on another device/)).toHaveCount(0);
        await page.getByRole("button", { name: "Back" }).click();
        await expectStep(page, "phase1", "wellness-q6", index, 41);
        await expect(page.getByRole("slider")).toHaveValue("9");
        await expect(page.locator('output[for="answer"]')).toHaveText("9");
        await continueButton(page).click();
        await continueButton(page).click();
      }
    }

    await expect(page).toHaveURL(/\/hob\/phase1\/completion$/);
    await expect(page.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeVisible();
    await expect(page.getByText(/personali[sz]ed Phase 1 report.*by e-mail/)).toBeVisible();
    await expect(page.getByText(/next session will be scheduled/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Book your Phase 1 review" })).toHaveAttribute(
      "href",
      "/book/phase-review?phase=1",
    );
    await expect(page.getByText(/Step \d+ of/)).toHaveCount(0);
    await expectAccessible(page);

    const confirmation = await mailTo(email, /Phase 1 complete/);
    expect(confirmation.text).toContain(`Peak Fulfilment: ${PHASE1_TEXT["values-q1"]}`);
    expect(confirmation.text).toContain(`Core Values: ${CORE_VALUES.join("; ")}`);
    const notice = await mailTo("owner@e2e.test", new RegExp(`${escapeRegExp(email)}.* completed Phase 1`));
    expect(notice.text).toContain("/hob/phase1/Phase1ResultsPage?client=");

    await page.goto("/blueprint");
    await expect(phaseCard(page, "Phase 1: Clarity")).toContainText(`Completed on ${today()}`);
    await expect(phaseCard(page, "Phase 2: Creative Resonance")).toContainText("Not started");
  });

  test("stops after uploading a mood board in Phase 2 and resumes there on another browser", async ({
    page,
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(150_000);
    const { email, password } = await newClient(page, browser, baseURL, extraHTTPHeaders);

    await page.goto("/blueprint");
    await expect(page.getByText("HOLISTIC OMEGA BLUEPRINT", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Blueprint Dashboard" })).toBeVisible();
    for (const label of PHASE_BUTTONS) await expect(phaseCard(page, label)).toContainText("Not started");
    await expect(page.getByRole("link", { name: "View Questionnaires Results" })).toHaveAttribute(
      "href",
      "/hob/phase1/Phase1ResultsPage",
    );
    await expectAccessible(page);

    await page.getByRole("link", { name: "Phase 2: Creative Resonance", exact: true }).click();
    await expectStep(page, "phase2", "welcome", 1, 26);
    for (const [index, id] of ["welcome", "module1_intro", "language_of_design", "mood_board_activity"].entries()) {
      await expectStep(page, "phase2", id, index + 1, 26);
      await continueButton(page).click();
    }
    await expectStep(page, "phase2", "visual-narrative-q1", 5, 26);
    await page.getByRole("textbox").fill("Calm, earthy and quietly confident.");
    await continueButton(page).click();
    await expectStep(page, "phase2", "visual-narrative-q2", 6, 26);
    await skipEmpty(page);

    await expectStep(page, "phase2", "mood_board_upload", 7, 26);
    await expectAccessible(page);
    const fileInput = page.getByLabel("Or upload an image or PDF");
    // A text file dressed up as a PNG is refused by its content, and nothing is saved.
    await fileInput.setInputFiles({ name: "evil.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
    await expect(page.getByText("Selected file: evil.png")).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to save answer" })).toHaveText(
      "Failed to save answer: Upload an image (JPEG, PNG, WebP, AVIF, TIFF or GIF) or a PDF.",
    );
    await expectStep(page, "phase2", "mood_board_upload", 7, 26);
    await expect(continueButton(page)).toBeEnabled();
    await expect(page.getByRole("button", { name: "Back" })).toBeEnabled();

    await page.getByLabel(/Link to your online mood board/).fill("https://example.com/my-mood-board");
    await fileInput.setInputFiles({ name: "mood-board.png", mimeType: "image/png", buffer: PIXEL_PNG });
    await expect(page.getByText("Selected file: mood-board.png")).toBeVisible();
    await continueButton(page).click();
    await expectStep(page, "phase2", "module2_intro", 8, 26);

    // Another browser, another day: signed in again, the client continues where they stopped.
    const later = await browser.newContext({ baseURL, extraHTTPHeaders });
    const laterPage = await later.newPage();
    const laterErrors = watchConsole(laterPage);
    await signIn(laterPage, email, password);
    await expect(laterPage.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
    await laterPage.goto("/blueprint");
    // Seven of Phase 2's 26 steps are behind the client: they continue on step 8.
    await expect(phaseCard(laterPage, "Phase 2: Creative Resonance")).toContainText("In progress: step 8 of 26");
    await expect(phaseCard(laterPage, "Phase 1: Clarity")).toContainText("Not started");
    await expect(phaseCard(laterPage, "Phase 3: Brand Expression")).toContainText("Not started");
    await expect(phaseCard(laterPage, "Phase 4: Integration")).toContainText("Not started");
    await laterPage.getByRole("link", { name: "Phase 2: Creative Resonance", exact: true }).click();
    await expectStep(laterPage, "phase2", "module2_intro", 8, 26);
    await laterPage.getByRole("button", { name: "Back" }).click();
    await expectStep(laterPage, "phase2", "mood_board_upload", 7, 26);
    await expect(laterPage.getByText("Saved file: mood-board.png")).toBeVisible();
    await expect(laterPage.getByText(/Saved on another device/)).toBeVisible();
    await expect(laterPage.getByRole("img", { name: "Preview of mood-board.png" })).toBeVisible();
    await expect(laterPage.getByLabel(/Link to your online mood board/)).toHaveValue(
      "https://example.com/my-mood-board",
    );
    await later.close();
    expect(laterErrors, "console errors on the second browser").toEqual([]);
  });

  test("completes Phase 3, submitting on its last question", async ({ page, browser, baseURL, extraHTTPHeaders }) => {
    test.setTimeout(150_000);
    await newClient(page, browser, baseURL, extraHTTPHeaders);
    const steps = [
      "welcome",
      "visual-intro",
      "visual-core-concepts",
      "visual-activity",
      "visual-q1",
      "visual-q2",
      "visual-q3",
      "visual-q4",
      "verbal-intro",
      "verbal-core-concepts",
      "verbal-activity",
      "verbal-q1",
      "verbal-q2",
      "verbal-q3",
      "verbal-q4",
      "verbal-q5",
    ];
    await page.goto("/hob/phase3");
    for (const [index, id] of steps.entries()) {
      await expectStep(page, "phase3", id, index + 1, 16);
      if (id === "verbal-q3") await page.getByRole("textbox").fill("I help founders find words that sound like them.");
      const question = /-q\d/.test(id) && id !== "verbal-q3";
      if (id === "verbal-q5") {
        await expect(continueButton(page)).toHaveCount(0);
        await skipEmpty(page, page.getByRole("button", { name: "Submit" }));
      } else if (question) {
        await skipEmpty(page);
      } else {
        await continueButton(page).click();
      }
    }
    await expect(page).toHaveURL(/\/hob\/phase3\/completion$/);
    await expect(page.getByRole("heading", { level: 1, name: "Congratulations!" })).toBeVisible();
    await expect(page.getByText(/personali[sz]ed Phase 3 report.*by e-mail/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Book your Phase 3 review" })).toHaveAttribute(
      "href",
      "/book/phase-review?phase=3",
    );

    await page.goto("/blueprint");
    await expect(phaseCard(page, "Phase 3: Brand Expression")).toContainText(`Completed on ${today()}`);
    await expect(phaseCard(page, "Phase 1: Clarity")).toContainText("Not started");
  });
});

test.describe("the fixture client", () => {
  test.use({ storageState: storageStateFor("client") });

  test("an unknown step of Phase 2 leads to its welcome step", async ({ page }) => {
    await page.goto("/hob/phase2/1");
    await expectStep(page, "phase2", "welcome", 1, 26);
    await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  });

  test("a save sent after the session has ended leads to sign-in, back to the same step", async ({ page }) => {
    await page.goto("/hob/phase1/values-q1");
    await page.getByRole("textbox").fill("Written after signing out on another tab");
    await page.context().clearCookies();
    // The page's own save (fetch, JSON), not the form's document POST.
    const save = page.waitForRequest((r) => r.method() === "POST" && r.headers().accept === "application/json");
    await continueButton(page).click();
    await save;
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fhob%2Fphase1%2Fvalues-q1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Client Login" })).toBeVisible();
  });
});

test.describe("a signed-in user without the client role", () => {
  test.use({ storageState: storageStateFor("user") });

  test("is told the Blueprint is for clients (403)", async ({ page }) => {
    const response = await page.goto("/hob/phase1/welcome");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "The Blueprint is for clients" })).toBeVisible();
    // decisions §2: the explanation links to /book.
    await expect(page.getByRole("link", { name: "Book a free consultation" })).toHaveAttribute("href", "/book");
    await expectAccessible(page);
  });
});

test("an anonymous visitor is sent to sign in first", async ({ page }) => {
  await page.goto("/hob/phase1/welcome");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fhob%2Fphase1%2Fwelcome$/);
  await expect(page.getByRole("heading", { level: 1, name: "Client Login" })).toBeVisible();
});
