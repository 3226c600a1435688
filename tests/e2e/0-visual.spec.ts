/**
 * Visual snapshots of the pages visitors judge the studio by, of each role's dashboard and of the owner's shell
 * (two owner pages and the phone menu): phone (390 px)
 * and desktop (1280 px), light and dark. Dates, times and the owner's weekly chart (its axis names the last 12
 * weeks) are masked, animations off, fonts loaded, so a run differs from the committed snapshot only by
 * anti-aliasing (tolerated by maxDiffPixelRatio). Each view is also checked with axe.
 * This file runs first (its name sorts first), on the accounts of global.setup.ts and nothing more: later specs
 * add photos, bookings and completed phases. Regenerate after a deliberate change, on that same data:
 * `E2E_PORT=… playwright test tests/e2e/0-visual.spec.ts --update-snapshots`.
 */
import type { Page } from "@playwright/test";
import { type E2ERole, storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, test } from "./fixtures";

const publicPages = [
  { name: "home", path: "/" },
  { name: "service-photography", path: "/services/corporate-photography" },
  { name: "portfolio", path: "/portfolio" },
  { name: "book", path: "/book" },
  { name: "article", path: "/articles/preparing-for-your-corporate-headshot-session" },
];
const ownerPages = [
  { name: "owner-clients", path: "/admin/clients" },
  { name: "owner-links", path: "/admin/links" },
];
const roles: E2ERole[] = ["admin", "client", "user"];
const widths = [390, 1280];
const schemes = ["light", "dark"] as const;

async function snapshot(page: Page, path: string, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  // Today's visit counts depend on which pages this run viewed before and on when the counter last wrote
  // them (every 15 s): the card is left out of the picture (tests/e2e/privacy.spec.ts checks it).
  await page.evaluate(() => {
    for (const card of document.querySelectorAll<HTMLElement>('[data-testid="visits-report"]'))
      card.style.display = "none";
  });
  await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    mask: [page.locator("time"), page.locator("[data-visual-mask]"), page.getByTestId("activity-chart")],
    maxDiffPixelRatio: 0.02,
    timeout: 30_000,
  });
  // Both schemes and both widths must pass axe (contrast in dark mode above all).
  await expectAccessible(page);
}

for (const colorScheme of schemes) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    // Two widths, a full-page screenshot each and an axe run: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);

    for (const { name, path } of publicPages) {
      test(`${name}`, async ({ page }) => {
        for (const width of widths) await snapshot(page, path, `${name}-${colorScheme}`, width);
      });
    }

    // The owner's shell: the sidebar at 1280 px, the top bar at 390 px, and the phone menu open.
    test.describe("owner's shell", () => {
      test.use({ storageState: storageStateFor("admin") });
      for (const { name, path } of ownerPages) {
        test(`${name}`, async ({ page }) => {
          for (const width of widths) await snapshot(page, path, `${name}-${colorScheme}`, width);
        });
      }
      test("owner's menu on a phone", async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 900 });
        await page.goto("/admin/clients");
        await page.evaluate(() => document.fonts.ready);
        await page.locator("summary", { hasText: "Menu" }).click();
        await expect(page.getByRole("navigation", { name: "Owner" })).toBeVisible();
        await expect(page).toHaveScreenshot(`owner-menu-${colorScheme}-390.png`, {
          animations: "disabled",
          caret: "hide",
          maxDiffPixelRatio: 0.02,
        });
        await expectAccessible(page);
      });
    });

    for (const role of roles) {
      test.describe(`${role}`, () => {
        test.use({ storageState: storageStateFor(role) });
        test(`dashboard of the ${role}`, async ({ page }) => {
          for (const width of widths) await snapshot(page, "/dashboard", `dashboard-${role}-${colorScheme}`, width);
        });
      });
    }
  });
}
