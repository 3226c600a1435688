import type { Page } from "@playwright/test";
import { totpFromUri } from "../support/totp";
import { expect, expectAccessible, logOut, mailTo, signIn, signInLinkIn, test } from "./fixtures";

async function newVerifiedAccount(page: Page, password: string) {
  const email = `member-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  await page.goto("/auth?view=sign_up");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the confirmation link");
  const mail = await mailTo(email, /Confirm your e-mail address/);
  await page.goto(signInLinkIn(mail.text, "verify-email"));
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
  await page.context().clearCookies();
  return email;
}

test("every /auth view is accessible", async ({ page }) => {
  // Seven views, each through axe: slow on a busy two-core machine.
  test.setTimeout(90_000);
  for (const view of [
    "sign_in",
    "sign_up",
    "forgotten_password",
    "magic_link",
    "update_password",
    "verify_otp",
    "two_factor",
  ]) {
    await page.goto(`/auth?view=${view}`);
    await expect(page.getByRole("heading", { level: 1, name: "Client Login" })).toBeVisible();
    await expectAccessible(page);
  }
});

test("magic link: requested, e-mailed, followed back to the page that asked", async ({ page }) => {
  const email = await newVerifiedAccount(page, "magic link passphrase");
  await page.goto("/account");
  await expect(page).toHaveURL(/redirectTo=%2Faccount/);
  await page.getByRole("link", { name: "Send a magic link e-mail" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the magic link");
  const mail = await mailTo(email, /sign-in link/);
  await page.goto(signInLinkIn(mail.text, "magic-link"));
  // Opening the link only asks (a mail scanner following it changes nothing): still signed out.
  await expect(page.getByRole("heading", { level: 1, name: "Finish signing in" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign me in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
});

test("one-time code sign-in", async ({ page }) => {
  const email = await newVerifiedAccount(page, "otp passphrase 123");
  await page.goto("/auth?view=verify_otp");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the one-time code");
  const code = (await mailTo(email, /sign-in code/)).text.match(/\b(\d{6})\b/)![1]!;
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
});

test("forgotten password: e-mailed link, new password, old one refused", async ({ page }) => {
  const email = await newVerifiedAccount(page, "the old passphrase");
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send reset password instructions" }).click();
  await expect(page.getByRole("status")).toHaveText("Check your email for the password reset link");
  const mail = await mailTo(email, /Reset your/);
  await page.goto(mail.text.match(/https?:\/\/\S+reset-password\S+/)![0]);
  await page.getByLabel("New password").fill("the new passphrase");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been updated");
  await signIn(page, email, "the old passphrase");
  await expect(page.getByRole("region", { name: "There is a problem" })).toContainText("Invalid email or password");
  await signIn(page, email, "the new passphrase");
  await expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
});

test("two-factor: enabled from the account page, then required at sign-in (app code, then a backup code)", async ({
  page,
}) => {
  // Several sign-ins, each hashing a password, and two code checks.
  test.setTimeout(90_000);
  const password = "two factor passphrase";
  const email = await newVerifiedAccount(page, password);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  await page.getByLabel("Confirm with your password").fill(password);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectAccessible(page);
  const uri = (await page.locator("code").textContent())!;
  const backupCodes = await page.locator("ul.font-mono li").allTextContents();
  expect(backupCodes).toHaveLength(10);
  await page.getByLabel("6-digit code from your app").fill(totpFromUri(uri));
  await page.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-factor authentication is on.");

  await logOut(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/view=two_factor/);
  await page.getByLabel("Code", { exact: true }).fill(totpFromUri(uri, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible();

  await logOut(page);
  await signIn(page, email, password);
  await page.getByLabel("Backup code").check();
  await page.getByLabel("Code", { exact: true }).fill(backupCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "User Dashboard" })).toBeVisible();
});
