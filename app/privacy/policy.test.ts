/** The privacy and cookie policies say what this installation does (issue 30), and the owner sets the periods. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { args, get, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { cookiePolicyPage, DEFAULT_POLICY_FACTS, privacyPolicyPage } from "../content/legal.ts";
import type { LegalPage } from "../content/types.ts";
import { resetEnvForTests } from "../lib/env.server.ts";
import { getSetting } from "../lib/settings.server.ts";
import { action as settingsAction } from "../routes/admin/settings.tsx";
import { loader as legalLoader } from "../routes/site/legal.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase({ STRIPE_SECRET_KEY: "sk_test_policy", S3_BUCKET: "" });
});
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvForTests();
  await database.destroy();
});

const words = (page: LegalPage) =>
  [...page.intro, ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])])].join("\n");

async function policy(path: string) {
  const result = (await legalLoader(args(get(path)))) as { page: LegalPage };
  return words(result.page);
}

describe("the policies follow the configuration", { timeout: 60_000 }, () => {
  it("quote the retention periods the owner sets, and say so once changed", async () => {
    expect(await policy("/privacypolicy")).toContain("24 months after the last message");
    const owner = await signedInUser("admin");
    const refused = (await run(() =>
      settingsAction(
        args(
          postForm(
            "/admin/settings",
            {
              intent: "retention",
              inquiryMonths: "0",
              galleryFilesMonths: "12",
              inactiveAccountYears: "3",
              warningDays: "30",
            },
            owner.cookie,
          ),
        ),
      ),
    )) as { init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect((await getSetting(database.db, "retention")).inquiryMonths).toBe(24);
    await settingsAction(
      args(
        postForm(
          "/admin/settings",
          {
            intent: "retention",
            inquiryMonths: "18",
            galleryFilesMonths: "6",
            inactiveAccountYears: "2",
            warningDays: "14",
          },
          owner.cookie,
        ),
      ),
    );
    const text = await policy("/privacypolicy");
    expect(text).toContain("18 months after the last message");
    expect(text).toContain("6 months after the gallery's expiry date");
    expect(text).toContain("without any sign-in or activity for 2 years");
    expect(text).toContain("14 days before");
  });

  it("name Stripe only when payments are configured, and the file storage in use", async () => {
    const withStripe = await policy("/privacypolicy");
    expect(withStripe).toContain("Stripe");
    expect(withStripe).toContain("on the same servers");
    expect(await policy("/cookiepolicy")).toContain("Stripe's own payment page");
    const plain = words(privacyPolicyPage({ ...DEFAULT_POLICY_FACTS, fileStorage: "s3" }));
    expect(plain).not.toContain("Stripe");
    expect(plain).toContain("file storage provider");
    expect(words(cookiePolicyPage(DEFAULT_POLICY_FACTS))).not.toContain("Stripe");
  });

  it("describe the cookieless visit counting and the self-service rights", async () => {
    const cookies = await policy("/cookiepolicy");
    expect(cookies).toMatch(/sets no cookie, keeps neither your network address nor your browser's details/);
    expect(cookies).toContain("25 months");
    const privacy = await policy("/privacypolicy");
    expect(privacy).toContain("Download my data");
    expect(privacy).toContain("Delete my account");
  });
});
