import { test as setup } from "@playwright/test";
import { E2E_ACCOUNTS, type E2ERole, storageStateFor } from "../support/e2e-accounts";
import { expect, signIn } from "./fixtures";

for (const role of Object.keys(E2E_ACCOUNTS) as E2ERole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    const account = E2E_ACCOUNTS[role];
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().storageState({ path: storageStateFor(role) });
  });
}
