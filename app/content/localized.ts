/**
 * The site's content in the page's language (ADR 023: long texts are content files per language, chosen by
 * locale). The French files mirror the English ones' exports and types; their tests check the two agree.
 */
import type { Locale } from "~/lib/i18n/locale";
import * as enBlueprint from "./blueprint-phases";
import * as enDashboard from "./dashboard";
import * as enFaq from "./faq";
import * as frBlueprint from "./fr/blueprint-phases";
import * as frDashboard from "./fr/dashboard";
import * as frFaq from "./fr/faq";
import * as frFrameworks from "./fr/frameworks";
import * as frLegal from "./fr/legal";
import * as frPhotography from "./fr/photography";
import * as frServices from "./fr/services";
import * as enFrameworks from "./frameworks";
import * as enLegal from "./legal";
import * as enPhotography from "./photography";
import * as enServices from "./services";

type ContentModules = typeof enBlueprint &
  typeof enDashboard &
  typeof enFaq &
  typeof enFrameworks &
  Pick<typeof enLegal, "legalPages" | "privacyPolicyPage" | "cookiePolicyPage"> &
  Pick<typeof enPhotography, "photoPackages" | "deliverySteps"> &
  typeof enServices;

/** What a page may read in its language: the same fields in both. */
export type SiteContent = Omit<ContentModules, "default">;

const content: Record<Locale, SiteContent> = {
  en: { ...enBlueprint, ...enDashboard, ...enFaq, ...enFrameworks, ...enLegal, ...enPhotography, ...enServices },
  fr: { ...frBlueprint, ...frDashboard, ...frFaq, ...frFrameworks, ...frLegal, ...frPhotography, ...frServices },
};

export function siteContent(locale: Locale): SiteContent {
  return content[locale];
}
