import { E2E_ACCOUNTS, type E2ERole, storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, mailTo, openSignInLink, test } from "./fixtures";

test("a visitor signs up, confirms the e-mail, lands on the dashboard and logs out", async ({ page }) => {
  const email = `visitor-${Date.now()}@e2e.test`;
  await page.goto("/");
  await expect(page).toHaveTitle("Holistic Omega — AI, Creativity & Well-being for Entrepreneurs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Be seen as you are at your best.");
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Client Login" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/view=sign_up/);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByLabel("Password").evaluate((input: HTMLInputElement) => input.removeAttribute("minlength"));
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("region", { name: "There is a problem" })).toContainText("Use at least 8 characters.");
  await expectAccessible(page);

  await page.getByLabel("Password").fill("a long enough passphrase");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the confirmation link");

  const mail = await mailTo(email, /Confirm your e-mail address/);
  await openSignInLink(page, mail.text, "verify-email");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
  await expect(page.getByText(`Welcome ${email}. Choose an area to explore:`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
  await expect(page.getByText("You must be logged in to access this page.")).toBeVisible();
});

test("signing in from a protected page returns there", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText("You must be logged in to access this page.")).toBeVisible();
  await page.getByLabel("Email address").fill(E2E_ACCOUNTS.client.email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("region", { name: "There is a problem" })).toContainText("Invalid email or password");
  await page.getByLabel("Password").fill(E2E_ACCOUNTS.client.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
});

const expectedCards: Record<E2ERole, { heading: string; cards: string[] }> = {
  // The owner's areas are in the owner's navigation (owner-shell.spec.ts), their tools on /admin/links.
  admin: { heading: "Admin Dashboard", cards: [] },
  client: {
    heading: "Client Dashboard",
    cards: ["Market Intelligence", "Frameworks", "Blueprint", "Tools", "Sources", "Marketing Automation"],
  },
  user: { heading: "User Dashboard", cards: ["Tools", "Sources", "Marketing Automation"] },
};

for (const role of Object.keys(expectedCards) as E2ERole[]) {
  test.describe(`${role} dashboard`, () => {
    test.use({ storageState: storageStateFor(role) });

    test(`shows '${expectedCards[role].heading}' and the ${role}'s cards`, async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedCards[role].heading);
      if (role === "client") {
        // A client's dashboard leads with their programme; the link cards come below, under "Explore".
        await expect(page.getByText(/^Welcome, /)).toBeVisible();
        await expect(page.getByRole("link", { name: /^Start Phase 1: Clarity|^Continue Phase/ })).toBeVisible();
      } else if (role === "admin") {
        // The owner is greeted by name.
        await expect(page.getByText("Welcome back, Camille")).toBeVisible();
      } else {
        await expect(page.getByText(`Welcome ${E2E_ACCOUNTS[role].email}. Choose an area to explore:`)).toBeVisible();
      }
      if (role === "user") await expect(page.getByRole("heading", { level: 2, name: "Become a client" })).toBeVisible();
      const cardLevel = 3;
      await expect(
        page
          .getByRole("main")
          .getByRole("listitem")
          .getByRole("heading", { level: cardLevel })
          .filter({
            // Phase cards, reports, and the client's next steps (tests/e2e/reports-dashboard.spec.ts) are not link cards.
            hasNotText: /^Phase \d|report$|^(Start|Continue|Prepare for|Choose your favourites in) /,
          }),
      ).toHaveText(expectedCards[role].cards);
      for (const link of await page.locator("main a[target=_blank]").all()) {
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      await expectAccessible(page);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: storageStateFor("client") });

  test("the menu offers About and Dashboard", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByText("Menu").click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "About" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  });
});

test("an unknown address gets a real 404 page with a way back", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found · Holistic Omega");
  await expect(
    page.getByRole("navigation", { name: "Main sections" }).getByRole("link", { name: "Home" }),
  ).toBeVisible();
  await expectAccessible(page);
});

test("the favicon and health check answer", async ({ request }) => {
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
});
