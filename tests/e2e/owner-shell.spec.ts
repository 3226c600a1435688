/**
 * The owner's shell (app/owner/components/owner-shell.tsx): the owner signs in and reaches every area through
 * the owner navigation alone — the sidebar at 1280 px, the menu at 390 px — each page marked as current,
 * accessible and no wider than the screen.
 */
import type { Locator, Page } from "@playwright/test";
import { E2E_ACCOUNTS, storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/** Every area of the owner's navigation: its link, where it leads and the page's heading. */
const areas: { link: string | RegExp; path: string; heading: string }[] = [
  { link: "Calendar", path: "/admin/booking", heading: "Calendar" },
  { link: "Availability & session types", path: "/admin/booking/setup", heading: "Availability & session types" },
  { link: "Clients", path: "/admin/clients", heading: "Clients" },
  { link: "Results", path: "/hob/phase1/Phase1ResultsPage", heading: "Questionnaire Results" },
  { link: /^Inquiries/, path: "/admin/inquiries", heading: "Inquiries" },
  { link: "Galleries", path: "/admin/galleries", heading: "Client galleries" },
  { link: "Portfolio", path: "/admin/portfolio", heading: "Portfolio" },
  { link: "Users", path: "/admin/users", heading: "Users" },
  { link: "Payments", path: "/admin/payments", heading: "Payments" },
  { link: "Settings", path: "/admin/settings", heading: "Settings" },
  { link: "Links", path: "/admin/links", heading: "Links" },
  { link: /^Today/, path: "/dashboard", heading: "Admin Dashboard" },
];

const ownerNav = (page: Page) => page.getByRole("navigation", { name: "Owner" });

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Opens the phone menu of /dashboard while the page's scripts are held back, as on a slow phone, then lets
 * them load and waits until hydration's effects have run.
 */
async function openMenuBeforeHydration(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/dashboard", { waitUntil: "domcontentloaded" });
  await page.locator("summary", { hasText: "Menu" }).click();
  await expect(page.locator("details[open]")).toHaveCount(1);
  release();
  // Hydrated: React has claimed the menu. Its effects run within the next frames.
  await page.waitForFunction(() => {
    const menu = document.querySelector("details");
    return menu !== null && Object.keys(menu).some((key) => key.startsWith("__reactFiber"));
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
}

/** The area's link is the current page, and it is the only one. */
async function expectCurrent(nav: Locator, link: Locator) {
  await expect(link).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

async function visitEveryArea(page: Page, openMenu?: () => Promise<void>) {
  for (const area of areas) {
    await openMenu?.();
    const nav = ownerNav(page);
    await nav.getByRole("link", { name: area.link }).click();
    await expect(page).toHaveURL(new RegExp(`${area.path.replace(/[/.]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.heading);
    // The menu closed with the navigation; open it again to read what it marks.
    await openMenu?.();
    await expectCurrent(nav, nav.getByRole("link", { name: area.link }));
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  }
}

test("the owner signs in and reaches every area from the sidebar", async ({ page, request }) => {
  // Eleven pages, each checked with axe: minutes on a busy two-core machine.
  test.setTimeout(360_000);
  // One unread inquiry at least, so the Inquiries link shows its count.
  const sent = await request.post("/api/contact", {
    data: { name: "Shell Visitor", email: "shell@e2e.test", message: "Do you photograph teams on location?" },
  });
  expect(sent.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = E2E_ACCOUNTS.admin;
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back, Camille")).toBeVisible();
  await expect(page.getByText(`Welcome ${owner.email}`)).toHaveCount(0);
  // The site's header gives way to the owner's sidebar.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  const nav = ownerNav(page);
  await expect(nav).toBeVisible();
  await expectCurrent(nav, nav.getByRole("link", { name: /^Today/ }));
  await expect(nav.getByRole("link", { name: /^Inquiries \d+ unread$/ })).toBeVisible();

  await visitEveryArea(page);

  // Pages below an area mark their area; the owner's other pages carry the shell too.
  await page.goto("/todo");
  await expect(ownerNav(page).getByRole("link", { name: "Links" })).toHaveAttribute("aria-current", "true");
  await ownerNav(page).getByRole("link", { name: "Links" }).click();
  await page.getByRole("link", { name: "My Projects" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Projects");
  await expect(ownerNav(page).getByRole("link", { name: "Links" })).toHaveAttribute("aria-current", "true");
  await expectAccessible(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: storageStateFor("admin") });

  test("the owner reaches every area from the menu, with the keyboard too", async ({ page }) => {
    test.setTimeout(360_000);
    await page.goto("/dashboard");
    await expect(page.getByText("Welcome back, Camille")).toBeVisible();
    await expect(ownerNav(page)).toBeHidden();
    const menu = page.locator("summary", { hasText: "Menu" });

    // The keyboard opens the menu and Escape closes it.
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(ownerNav(page)).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Tab");
    await expect(ownerNav(page).getByRole("link", { name: /^Today/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(ownerNav(page)).toBeHidden();
    await expect(menu).toBeFocused();

    await visitEveryArea(page, async () => {
      if (!(await ownerNav(page).isVisible())) await menu.click();
      await expect(ownerNav(page)).toBeVisible();
    });
  });

  test("a menu opened before the page hydrates stays open", async ({ page }) => {
    await openMenuBeforeHydration(page);
    await expect(ownerNav(page)).toBeVisible();
  });

  test("the menu works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      storageState: storageStateFor("admin"),
    });
    const page = await context.newPage();
    await page.goto("/dashboard");
    await page.locator("summary", { hasText: "Menu" }).click();
    await ownerNav(page).getByRole("link", { name: "Clients" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clients");
    await page.locator("summary", { hasText: "Menu" }).click();
    await expect(ownerNav(page).getByRole("link", { name: "Clients" })).toHaveAttribute("aria-current", "page");
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  test("the owner's dashboard does not scroll sideways", async ({ page }) => {
    await page.goto("/dashboard");
    // The chart's table is there for screen readers, and takes no room.
    await expect(page.getByRole("table", { name: /Completions and bookings per week/ })).toBeAttached();
    await expectNoSidewaysScroll(page);
  });
});

test.describe("other people", () => {
  test.use({ storageState: storageStateFor("client") });

  test("a client sees the site's header, not the owner's navigation", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Dashboard");
    await expect(ownerNav(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the site's menu opened before the page hydrates stays open", async ({ page }) => {
      await openMenuBeforeHydration(page);
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    });
  });
});
