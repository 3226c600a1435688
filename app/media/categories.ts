import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from "~/lib/db/schema-media";

export const CATEGORY_LABELS: Record<PortfolioCategory, string> = {
  portraits: "Portraits",
  "corporate-executive": "Corporate and executive",
  events: "Events",
  "personal-branding": "Personal branding",
};

export function isCategory(value: string | undefined): value is PortfolioCategory {
  return (PORTFOLIO_CATEGORIES as readonly string[]).includes(value ?? "");
}
