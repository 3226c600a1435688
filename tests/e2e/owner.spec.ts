import { storageStateFor } from "../support/e2e-accounts";
import { expect, expectAccessible, mailTo, test } from "./fixtures";

test.describe("the owner", () => {
  test.use({ storageState: storageStateFor("admin") });

  test("invites a client, who chooses a password and reaches the Client Dashboard", async ({ page, browser }) => {
    const email = `invitee-${Date.now()}@e2e.test`;
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Owner" }).getByRole("link", { name: "Users" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Name (optional)").fill("Iris Invitee");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toHaveText(`Invitation sent to ${email}.`);
    await expect(page.getByRole("rowheader", { name: /Iris Invitee/ })).toBeVisible();
    await expect(page.getByText(/invited .*invitee-/)).toBeVisible();

    const invitation = await mailTo(email, /invited/);
    const link = invitation.text.match(/https?:\/\/\S+reset-password\S+/)?.[0];
    const client = await browser.newContext({ storageState: undefined });
    const clientPage = await client.newPage();
    await clientPage.goto(link!);
    await expect(clientPage.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectAccessible(clientPage);
    await clientPage.getByLabel("New password").fill("iris chooses a passphrase");
    await clientPage.getByRole("button", { name: "Update password" }).click();
    await expect(clientPage.getByRole("status")).toHaveText("Your password has been updated");
    await clientPage.getByRole("link", { name: "Sign in" }).first().click();
    await clientPage.getByLabel("Email address").fill(email);
    await clientPage.getByLabel("Password").fill("iris chooses a passphrase");
    await clientPage.getByRole("button", { name: "Sign in" }).click();
    await expect(clientPage.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
    await client.close();
  });

  test("manages the to-do list", async ({ page }) => {
    const title = `Call the printer ${Date.now()}`;
    await page.goto("/todo");
    await expect(page.getByRole("heading", { level: 1, name: "To-do" })).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("Ask for the proof of the brochure");
    await page.getByLabel("Priority").selectOption("High");
    await page.getByRole("button", { name: "Add task" }).click();
    const item = page.locator("li", { hasText: title });
    await expect(item).toContainText("Waiting");
    await expect(item).toContainText("High");
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect(page.getByLabel("Priority")).toHaveValue("Medium");
    await expectAccessible(page);

    await item.getByRole("button", { name: /Complete/ }).click();
    await expect(item.getByRole("button", { name: /Undo/ })).toBeVisible();
    await expect(item.locator(".line-through").first()).toBeVisible();
    await item.getByRole("button", { name: /Undo/ }).click();
    await expect(item.getByRole("button", { name: /Complete/ })).toBeVisible();
    await item.getByRole("button", { name: /Delete/ }).click();
    await expect(page.locator("li", { hasText: title })).toHaveCount(0);
  });

  test("reads an inquiry and closes it", async ({ page, request }) => {
    const name = `Inbox Tester ${Date.now()}`;
    const sent = await request.post("/api/contact", {
      data: { name, email: "inbox@e2e.test", message: "Please call me back." },
    });
    expect(sent.status()).toBe(200);
    await page.goto("/dashboard");
    const inquiries = page
      .getByRole("navigation", { name: "Owner" })
      .getByRole("link", { name: /^Inquiries \d+ unread$/ });
    await expect(inquiries).toBeVisible();
    await inquiries.click();
    await expectAccessible(page);
    await expectAccessible(page, { colorScheme: "dark" });
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Inquiry from ${name}`);
    // Opened, it is read: the state's badge in both schemes (its colours once failed contrast in the dark).
    await expect(page.locator("[data-state]")).toHaveText("Read");
    await expectAccessible(page, { colorScheme: "dark" });
    await page.getByRole("button", { name: "Close inquiry" }).click();
    await expect(page.getByRole("status")).toHaveText("Inquiry closed.");
    await expectAccessible(page);
  });

  for (const path of [
    "/my-projects",
    "/api-costs",
    "/api-creation",
    "/ai-ide-costs",
    "/tools",
    "/sources",
    "/account",
  ]) {
    test(`${path} is accessible`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expectAccessible(page);
    });
  }
});

test.describe("a client on the owner's pages", () => {
  test.use({ storageState: storageStateFor("client") });

  test("is sent to the dashboard or told access is denied", async ({ page }) => {
    await page.goto("/my-projects");
    await expect(page).toHaveURL(/\/dashboard$/);
    const response = await page.goto("/api-costs");
    expect(response?.status()).toBe(403);
    await expect(
      page.getByText("You don't have permission to view this page. Only administrators can access API cost tracking."),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
