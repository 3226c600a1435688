/** The facts the privacy and cookie policies are written from (app/content/legal.ts), read from this installation. */
import { DEFAULT_POLICY_FACTS, type PolicyFacts } from "~/content/legal";
import type { Db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { getSetting } from "~/lib/settings.server";
import { EMAIL_RECORD_DAYS, PAGE_VIEW_MONTHS } from "./retention.server.ts";

export async function policyFacts(db: Db): Promise<PolicyFacts> {
  const env = getEnv();
  return {
    ...DEFAULT_POLICY_FACTS,
    retention: await getSetting(db, "retention"),
    fileStorage: env.S3_BUCKET ? "s3" : "disk",
    emailDelivery: env.SMTP_URL ? "smtp" : "files",
    stripe: Boolean(env.STRIPE_SECRET_KEY),
    visitMonths: PAGE_VIEW_MONTHS,
    emailRecordDays: EMAIL_RECORD_DAYS,
  };
}
