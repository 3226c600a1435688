import { getEnv } from "~/lib/env.server";
import type { NudgeConfig } from "./nudges.server.ts";

/** What the owner's e-mails need from the environment (links, name, the opt-out signing secret). */
export function ownerConfig(): NudgeConfig {
  const env = getEnv();
  return { baseUrl: env.BASE_URL, siteName: env.SITE_NAME, secret: env.AUTH_SECRET };
}
