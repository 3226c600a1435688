import { getEnv } from "~/lib/env.server";
/** What the owner's e-mails need from the environment (links, name, the opt-out signing secret). */
export interface NudgeConfig {
  baseUrl: string;
  siteName: string;
  /** Signs the opt-out links (AUTH_SECRET). */
  secret: string;
}

export function ownerConfig(): NudgeConfig {
  const env = getEnv();
  return { baseUrl: env.BASE_URL, siteName: env.SITE_NAME, secret: env.AUTH_SECRET };
}
