import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from "~/lib/db/schema-media";
import { m } from "~/paraglide/messages";

export const CATEGORY_LABELS: Record<PortfolioCategory, string> = {
  portraits: "Portraits",
  "corporate-executive": "Corporate and executive",
  events: "Events",
  "personal-branding": "Personal branding",
};

const localizedLabels: Record<PortfolioCategory, () => string> = {
  portraits: m.pages_portfolio_portraits,
  "corporate-executive": m.pages_portfolio_corporate_executive,
  events: m.pages_portfolio_events,
  "personal-branding": m.pages_portfolio_personal_branding,
};

/** A category's name in the language in use (the public portfolio's words). */
export function categoryLabel(category: PortfolioCategory): string {
  return localizedLabels[category]();
}

export function isCategory(value: string | undefined): value is PortfolioCategory {
  return (PORTFOLIO_CATEGORIES as readonly string[]).includes(value ?? "");
}
