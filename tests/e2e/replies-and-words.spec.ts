/**
 * Issue 27, "Replies reach the owner" and "Words and first impressions", as the owner, a prospect and
 * clients would meet them, at 390 and 1280 px: a reply answered to the owner's own address and kept as
 * a thread, templates with the real session durations and prices, sign-in limits that do not lock an
 * office out, the activity log in sentences, placeholders that say what will appear, prices on the
 * booking pages, and British spelling on the pages people read.
 */
import type { Browser, Page } from "@playwright/test";
import { E2E_ACCOUNTS, storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, mailTo, newClient, signIn, test } from "./fixtures";

const WIDTHS = [390, 1280] as const;

async function ownerPage(browser: Browser, width: number, ip: string) {
  const context = await browser.newContext({
    storageState: storageStateFor("admin"),
    viewport: { width, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  return { context, page: await context.newPage() };
}

const problem = (page: Page) => page.getByRole("region", { name: "There is a problem" });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Long journeys on a shared 2-core machine.
    test.describe.configure({ timeout: 240_000 });

    test("a reply reaches the owner: Reply-To the owner's address, signed, kept as a thread; the log in words", async ({
      browser,
      request,
    }) => {
      const stamp = `${width}-${Date.now()}`;
      const name = `Paula Prospect ${stamp}`;
      const email = `paula-${stamp}@e2e.test`;
      const ownerAddress = `camille-${stamp}@studio.e2e.test`;
      expect(
        (
          await request.post("/api/contact", { data: { name, email, message: "How long is a portrait session?" } })
        ).status(),
      ).toBe(200);

      const { context, page } = await ownerPage(browser, width, `198.18.251.${width === 390 ? 1 : 2}`);
      // The owner says who signs the replies and where answers go.
      await page.goto("/admin/settings#replies");
      await page.getByLabel("Sign replies as").fill("Camille Laurent");
      await page.getByLabel("Answers go to (e-mail)").fill(ownerAddress);
      await page.getByRole("button", { name: "Save reply details" }).click();
      await expect(page.getByRole("status")).toHaveText("Reply name and address saved.");
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      await page.goto("/admin/inquiries");
      await page.getByRole("link", { name: new RegExp(name) }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${name}`);
      await expect(page.getByText(`answer comes to ${ownerAddress}`)).toBeVisible();
      // The template lists the session types as they are now: 60 and 30 minutes, not "about two hours".
      await page.getByRole("link", { name: "Photography session details" }).click();
      const body = page.getByLabel("Message");
      await expect(body).toHaveValue(/• Signature Portrait: 1 hour\n• Express: 30 minutes/);
      await expect(body).not.toHaveValue(/two hours|\{sessions\}/);
      await page.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByRole("status")).toHaveText(`Reply sent to ${email}.`);
      await expect(page.locator("dd").filter({ hasText: "Replied" })).toBeVisible();

      await page.getByLabel("Message").fill("One more thing: parking is free in front of the studio.");
      await page.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByRole("status")).toHaveText(`Reply sent to ${email}.`);
      const thread = page.getByRole("list").filter({ hasText: "wrote on" });
      await expect(thread.getByRole("listitem")).toHaveCount(3);
      await expect(thread.getByRole("listitem").nth(1)).toContainText("Express: 30 minutes");
      await expect(thread.getByRole("listitem").nth(2)).toContainText("parking is free");
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      const reply = await mailTo(email, /^Re: your message/);
      expect(reply.replyTo).toEqual([ownerAddress]);
      expect(reply.from).not.toBe(ownerAddress);
      expect(reply.text).toContain("— Camille Laurent");

      // The activity log: the invitation reads as a sentence on the client's page and the users page.
      await page.getByRole("button", { name: "Invite as client" }).click();
      await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${email}.`);
      await page.getByRole("link", { name: "Client page" }).click();
      const ownerActions = page.getByRole("region", { name: "Owner actions" });
      await expect(ownerActions).toContainText(`${E2E_ACCOUNTS.admin.email} invited ${name} as a client.`);
      await expect(ownerActions).not.toContainText(/invited \(|role: client/);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.goto("/admin/users");
      await expect(page.getByText(`${E2E_ACCOUNTS.admin.email} invited ${email} as a client.`)).toBeVisible();

      // Back to the default: replies from the owner's account.
      await page.goto("/admin/settings#replies");
      await page.getByLabel("Sign replies as").fill("");
      await page.getByLabel("Answers go to (e-mail)").fill("");
      await page.getByRole("button", { name: "Save reply details" }).click();
      await expect(page.getByRole("status")).toHaveText("Reply name and address saved.");
      await context.close();
    });

    test("clients behind one office address still sign in after someone hammers their own account", async ({
      page,
      baseURL,
    }) => {
      // Every request of this page comes from one address (the fixture's), like an office network.
      const forgetful = await newClient(baseURL!, `Forgetful ${width}`);
      await forgetful.context.dispose();
      for (let attempt = 1; attempt <= 10; attempt++) {
        await signIn(page, forgetful.email, `wrong password ${attempt}`);
        await expect(problem(page)).toContainText("Invalid email or password");
      }
      await signIn(page, forgetful.email, forgetful.password);
      await expect(problem(page)).toContainText(
        "Too many attempts for this account. Please wait 15 minutes, or reset your password.",
      );
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      // Colleagues on the same network are not held back (the limit used to count the address).
      for (const role of ["client", "user"] as const) {
        await page.context().clearCookies();
        await signIn(page, E2E_ACCOUNTS[role].email, E2E_ACCOUNTS[role].password);
        await expect(page).toHaveURL(/\/dashboard/);
      }
    });

    test("a fresh install says what will appear, and session prices show once set", async ({ page, browser }) => {
      // Journeys run before this one may have featured photos; the fresh install's frames are also pictured
      // by 0-visual.spec.ts, which runs first.
      const noPhotos = async () => (await page.locator("main img").count()) === 0;
      await page.goto("/");
      if (await noPhotos()) await expect(page.getByText("A featured portfolio photo will appear here")).toBeVisible();
      await expect(page.getByText(/Signature Portrait session ·/)).toHaveCount(0);
      await page.goto("/services/corporate-photography");
      if (await noPhotos()) await expect(page.getByText("Featured portfolio photo 1 will appear here")).toBeVisible();
      await expect(page.getByText(/Executive portrait$/)).toHaveCount(0);
      await page.goto("/book");
      await expect(page.getByText("On request")).toHaveCount(0);

      const { context, page: owner } = await ownerPage(browser, width, `198.18.252.${width === 390 ? 1 : 2}`);
      await owner.goto("/admin/booking/setup");
      await owner.getByRole("link", { name: "Edit Express" }).click();
      await owner.getByLabel("Price (EUR)").fill("about ninety");
      await owner.getByRole("button", { name: "Save session type" }).click();
      await expect(owner.getByRole("alert")).toContainText("Price must be empty or an amount in euros");
      await owner.getByLabel("Price (EUR)").fill("90");
      await owner.getByLabel(/Starting price/).check();
      await owner.getByRole("button", { name: "Save session type" }).click();
      await expect(owner.getByRole("status")).toHaveText("Session type saved.");
      await expectAccessible(owner);
      await expectNoSidewaysScroll(owner);

      try {
        await page.goto("/book");
        const express = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Express" }) });
        await expect(express).toContainText("30 minutes · From €90");
        await expectAccessible(page);
        await page.goto("/book/express");
        await expect(page.getByText("From €90")).toBeVisible();
        await page.goto("/services/corporate-photography");
        await expect(page.getByText("From €90")).toBeVisible();
        await expectAccessible(page);
        await expectNoSidewaysScroll(page);
      } finally {
        // The other journeys and the visual snapshots expect the seeded session types.
        await owner.getByLabel("Price (EUR)").fill("");
        await owner.getByLabel(/Starting price/).uncheck();
        await owner.getByRole("button", { name: "Save session type" }).click();
        await expect(owner.getByRole("status")).toHaveText("Session type saved.");
        await context.close();
      }
    });

    test("pages people read use British spelling", async ({ page }) => {
      const american =
        /\b(colors?|colored|favorites?|favor|behaviors?|honor(ed)?|humor|centers?|programs?|gray|fulfillment|licenses?|\w+iz(e|es|ed|ing|ation)|\w+yz(e|ed|ing))\b/gi;
      for (const path of [
        "/",
        "/services/corporate-photography",
        "/services/visual-identity",
        "/faq",
        "/blueprint",
        "/articles/mood-boards-the-first-step-toward-a-coherent-visual-identity",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const words = (await page.locator("main").innerText()).match(american) ?? [];
        // "Organization" is a strengths option the spec quotes exactly; "size" words are not -ize verbs.
        expect(
          words.filter((w) => !/^(Organization|[a-z]*size[sd]?)$/i.test(w)),
          path,
        ).toEqual([]);
      }
      await page.goto("/faq");
      await expect(page.locator("main")).toContainText("favourites");
      await expectAccessible(page);
    });
  });
}
