/**
 * Business details and external links: typed defaults, each overridable from the environment,
 * so the owner changes a phone number or a tool URL without touching code.
 */
import { z } from "zod";

const Url = z.url({ protocol: /^https?$/ });

const SiteConfigSchema = z.object({
  contactEmail: z.email(),
  phones: z.tuple([z.string().min(3), z.string().min(3)]),
  links: z.object({
    marketIntelligence: Url,
    marketingAutomation: Url,
    myLearning: Url,
    selfDevelopment: Url,
  }),
  /** Shown in the footer; an empty value hides the link. */
  social: z.object({ instagram: Url.or(z.literal("")), linkedin: Url.or(z.literal("")) }),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema> & { siteName: string };

const defaults = {
  contactEmail: "contact@holisticomega.com",
  phones: ["+33 6 12 34 56 78", "+33 1 84 80 12 34"],
  links: {
    marketIntelligence: "https://intelligence.holisticomega.com",
    marketingAutomation: "https://automation.holisticomega.com",
    myLearning: "https://learning.holisticomega.com",
    selfDevelopment: "https://self.holisticomega.com",
  },
  social: {
    instagram: "https://www.instagram.com/holisticomega",
    linkedin: "https://www.linkedin.com/company/holisticomega",
  },
};

/** Unset → the default; set to "none" → no link. */
const socialUrl = (value: string | undefined, fallback: string) => (value === "none" ? "" : value || fallback);

export function readSiteConfig(env: Record<string, string | undefined>, siteName: string): SiteConfig {
  const result = SiteConfigSchema.safeParse({
    contactEmail: env.CONTACT_EMAIL || defaults.contactEmail,
    phones: [env.CONTACT_PHONE_1 || defaults.phones[0], env.CONTACT_PHONE_2 || defaults.phones[1]],
    links: {
      marketIntelligence: env.URL_MARKET_INTELLIGENCE || defaults.links.marketIntelligence,
      marketingAutomation: env.URL_MARKETING_AUTOMATION || defaults.links.marketingAutomation,
      myLearning: env.URL_MY_LEARNING || defaults.links.myLearning,
      selfDevelopment: env.URL_SELF_DEVELOPMENT || defaults.links.selfDevelopment,
    },
    social: {
      instagram: socialUrl(env.URL_INSTAGRAM, defaults.social.instagram),
      linkedin: socialUrl(env.URL_LINKEDIN, defaults.social.linkedin),
    },
  });
  if (!result.success) {
    const names: Record<string, string> = {
      contactEmail: "CONTACT_EMAIL",
      "phones.0": "CONTACT_PHONE_1",
      "phones.1": "CONTACT_PHONE_2",
      "links.marketIntelligence": "URL_MARKET_INTELLIGENCE",
      "links.marketingAutomation": "URL_MARKETING_AUTOMATION",
      "links.myLearning": "URL_MY_LEARNING",
      "links.selfDevelopment": "URL_SELF_DEVELOPMENT",
      "social.instagram": "URL_INSTAGRAM",
      "social.linkedin": "URL_LINKEDIN",
    };
    const lines = result.error.issues.map((i) => `  ${names[i.path.join(".")] ?? i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return { ...result.data, siteName };
}

let cached: SiteConfig | undefined;
export function getSiteConfig(siteName: string): SiteConfig {
  cached ??= readSiteConfig(process.env, siteName);
  return cached;
}
