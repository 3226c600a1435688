import type { Page } from "@playwright/test";
import { expect, expectAccessible, mailTo, test } from "./fixtures";

for (const language of ["en", "fr"] as const) {
  test(`every page in the sitemap renders with one h1, a title and a description, and passes axe (${language})`, async ({
    page,
    request,
  }) => {
    // One language per test, each with its own time: about 60 pages, each checked with axe.
    test.setTimeout(600_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((path) => (path === "/fr" || path.startsWith("/fr/")) === (language === "fr"));
    expect(urls.length).toBeGreaterThanOrEqual(50);
    // Two tabs take turns through the list: axe keeps one core busy, and the machine has two.
    const tabs = [page, await page.context().newPage()];
    await Promise.all(
      tabs.map(async (tab, lane) => {
        for (const path of urls.filter((_, n) => n % tabs.length === lane)) await checkPage(tab, path);
      }),
    );
  });
}

/** One public page: found, one h1, a title, a description, its canonical address, and axe finds nothing. */
async function checkPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("h1"), path).toHaveCount(1);
  expect(await page.title(), path).toMatch(/Holistic Omega/);
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /.{40,}/);
  await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
    "href",
    new RegExp(`${path === "/" ? "/$" : `${path}$`}`),
  );
  await expectAccessible(page);
}

test("robots.txt keeps crawlers out of private areas and points to the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/dashboard", "/hob/", "/auth", "/admin", "/account"])
    expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test("a visitor finds a service from the header and is invited to book", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
  await page
    .getByRole("link", { name: /Visual Identity/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Visual Identity");
  await page.getByRole("link", { name: "Get a free consultation" }).first().click();
  // Every "Get a free consultation" goes to /book (decisions §1): the session types and the inquiry form.
  await expect(page).toHaveURL(/\/book$/);
  // The booking page hydrates: let its scripts arrive before following a link (a click in the middle of
  // hydration on a busy machine was once lost).
  await page.waitForLoadState("networkidle");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blueprint" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Holistic Omega Blueprint");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blueprint" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Frameworks" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frameworks");
});

test("the header offers the specification's places on a wide screen", async ({ page }) => {
  // product.md's header: Home (the wordmark), Services, Blueprint, Frameworks, Contact (Book, decisions §1).
  await page.goto("/");
  const header = page.getByRole("navigation", { name: "Main" });
  await expect(header.getByRole("link")).toHaveText([
    "Services",
    "Portfolio",
    "Blueprint",
    "Frameworks",
    "Articles",
    "FAQ",
    "About",
    "Book",
    "Login",
    "Français",
  ]);
  await header.getByRole("link", { name: "Frameworks" }).click();
  await expect(page).toHaveURL(/\/frameworks$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the self development card opens its external site in a new tab", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("link", { name: /Self Development, opens in a new tab/ });
  await expect(card).toHaveAttribute("target", "_blank");
  await expect(card).toHaveAttribute("rel", "noopener noreferrer");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu offers the same list as the desktop header, and Book", async ({ page }) => {
    await page.goto("/");
    await page.getByText("Menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link")).toHaveText([
      /Services/,
      /Portfolio/,
      /Blueprint/,
      /Frameworks/,
      /Articles/,
      /FAQ/,
      /About/,
      "Book",
      "Login",
      "Français",
    ]);
    await expectAccessible(page);
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Holistic Omega");
  });
});

test("a reader opens an article, and an unknown article is a 404", async ({ page }) => {
  await page.goto("/articles");
  const first = page.locator("main li").first();
  await expect(first.locator("time")).toHaveText("23 mars 2024");
  await first.getByRole("link", { name: /Read more/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "How Small Studios Can Use AI Without Losing Their Voice",
  );
  await expect(page.locator("main h2").first()).toBeVisible();

  await page.goto("/articles");
  const lastLink = page.getByRole("link", { name: /Read more/ }).last();
  await lastLink.click();
  await expect(page.locator("main h2").first()).toBeVisible();
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);

  const response = await page.goto("/articles/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Article not found.")).toBeVisible();
});

test("a visitor opens an FAQ answer with the keyboard", async ({ page }) => {
  await page.goto("/faq");
  const question = page.locator("main summary").first();
  const answer = page.locator("main details").first().locator("p").first();
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await expect(page.locator("main details")).toHaveCount(26);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("FAQPage");
});

test("a visitor sends an inquiry: Sending..., success, cleared form, and the owner is e-mailed", async ({ page }) => {
  const email = `prospect-${Date.now()}@e2e.test`;
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/book$/);
  await page.getByLabel("Name").fill("Ada Prospect");
  await page.getByLabel("Email").fill("not-an-email@");
  await page.getByLabel("Message", { exact: true }).fill("Hello!");
  await page.getByLabel("Email").evaluate((input: HTMLInputElement) => {
    input.type = "text";
  });
  await page.getByRole("button", { name: "Send message" }).click();
  const summary = page.getByRole("region", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Error: Email must be a valid e-mail address.");
  await expect(page.getByLabel("Name")).toHaveValue("Ada Prospect");
  await expectAccessible(page);
  await summary.getByRole("link", { name: "Email: Email must be a valid e-mail address." }).click();
  await expect(page.getByLabel("Email")).toBeFocused();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone (optional)").fill("+33 6 00 00 00 01");
  await page.getByLabel("Message", { exact: true }).fill("I would like a Signature Portrait session next month.");
  await page.route("/book*", async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  // The form is a plain POST (the page is not hydrated): while the answer is on its way the old page shows
  // "Sending..." on the disabled button, which the test can only see through the page's own console.
  const states: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("submit button:")) states.push(message.text());
  });
  await page.getByRole("button", { name: "Send message" }).evaluate((button: HTMLButtonElement) => {
    new MutationObserver(() => console.log(`submit button: ${button.textContent} disabled=${button.disabled}`)).observe(
      button,
      { attributes: true, childList: true, characterData: true, subtree: true },
    );
  });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toHaveText("Your message has been sent!");
  expect(states).toContain("submit button: Sending... disabled=true");
  await expect(page.getByRole("status")).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  await expectAccessible(page);

  const notice = await mailTo("owner@e2e.test", /New inquiry from Ada Prospect/);
  expect(notice.text).toContain("Signature Portrait session");
  expect(notice.text).toContain("+33 6 00 00 00 01");
  await mailTo(email, /We received your message/);
});

test.describe("without JavaScript", () => {
  test("the phone menu opens and closes", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/faq");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await page.getByText("Menu").click();
    await expect(menu.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Articles" }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test.use({ javaScriptEnabled: false });

  test("the inquiry form still works", async ({ page }) => {
    await page.goto("/book");
    await page.getByLabel("Name").fill("No Script");
    await page.getByLabel("Email").fill(`noscript-${Date.now()}@e2e.test`);
    await page.getByLabel("Message", { exact: true }).fill("Sent from a browser without JavaScript.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText("Your message has been sent!");
    await mailTo("owner@e2e.test", /New inquiry from No Script/);
  });

  test("a refused inquiry lists each problem at the top, focused, and keeps what was typed", async ({ page }) => {
    await page.goto("/book");
    await page.getByLabel("Name").fill("No Script");
    await page.getByRole("button", { name: "Send message" }).click();
    const summary = page.getByRole("region", { name: "There is a problem" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText(["Email: Email is required.", "Message: Message is required."]);
    await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
      /Error: Message is required\./,
    );
    await expect(page.getByLabel("Name")).toHaveValue("No Script");
    await expect(page.getByLabel("Name")).not.toHaveAttribute("aria-invalid");
  });
});
