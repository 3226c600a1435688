/** Every public page of the site, derived from the content (used by the sitemap and its tests). */
import { blueprintPhases } from "~/content/blueprint-phases";
import { frameworks } from "~/content/frameworks";
import { services } from "~/content/services";
import { PORTFOLIO_CATEGORIES } from "~/lib/db/schema-media";
import { listArticles } from "./articles.server";

export function publicPaths(): string[] {
  return [
    "/",
    "/services",
    ...services.map((s) => `/services/${s.slug}`),
    "/portfolio",
    ...PORTFOLIO_CATEGORIES.map((category) => `/portfolio/${category}`),
    "/faq",
    "/about",
    "/book",
    "/articles",
    ...listArticles().map((a) => `/articles/${a.slug}`),
    "/frameworks",
    ...frameworks.flatMap((f) => f.pages.map((p) => `${f.basePath}/${p.segment}`)),
    "/blueprint",
    ...blueprintPhases.map((p) => `/blueprint/phase-${p.number}`),
    "/privacypolicy",
    "/termsofservice",
    "/cookiepolicy",
  ];
}

/** Areas search engines should stay out of. */
export const privatePrefixes = [
  "/auth",
  "/fr/auth",
  "/account",
  "/dashboard",
  "/admin",
  "/hob/",
  "/api/",
  "/tools",
  "/sources",
  "/todo",
  "/my-projects",
  "/api-costs",
  "/api-creation",
  "/ai-ide-costs",
  "/logout",
  "/setup",
];
