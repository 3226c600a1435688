/**
 * The two languages and their addresses (ADR 023). English keeps the spec's addresses; French is the same
 * path under `/fr`. Only the public site exists at both; everything else has one address and follows the
 * account's language.
 */
export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** A text written once in each language, e.g. what a payment was for: `{ en: "Deposit: …", fr: "Acompte : …" }`. */
export function inEachLanguage(write: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, write(locale)])) as Record<Locale, string>;
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

/** The language an address is in: `/fr` and `/fr/…` are French, every other address English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** The English address of a page: `/fr/faq` → `/faq`, `/fr` → `/`. */
export function englishPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/**
 * Public pages that exist in both languages (their routes are declared twice in app/routes.ts). Exact
 * paths, or a prefix ending in "/" for a whole section.
 */
const BILINGUAL = [
  "/",
  "/services",
  "/services/",
  "/faq",
  "/about",
  "/privacypolicy",
  "/termsofservice",
  "/cookiepolicy",
  "/articles",
  "/articles/",
  "/frameworks",
  "/frameworks/",
  "/blueprint",
  "/blueprint/",
  "/book",
  "/book/",
  "/portfolio",
  "/portfolio/",
  "/contact",
  // Sign-in and sign-up (an account made in French is French); once signed in, the account decides.
  "/auth",
  "/auth/magic-link",
  "/auth/verify-email",
];

/** Whether the page at this English path also exists under `/fr`. */
export function hasFrenchTwin(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return BILINGUAL.some((p) => (p.endsWith("/") && p !== "/" ? pathname.startsWith(p) : pathname === p));
}

/**
 * A site link in the given language: `/services` becomes `/fr/services` in French when that page exists
 * in French; other links (the account, the owner's pages, files, other sites) are unchanged.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  if (localeOfPath(href.split(/[?#]/, 1)[0] ?? href) === "fr") return href;
  if (!hasFrenchTwin(href)) return href;
  return href === "/" ? "/fr" : href.startsWith("/?") || href.startsWith("/#") ? `/fr${href.slice(1)}` : `/fr${href}`;
}

/** The same page in the other language, or null when it has only one address. */
export function alternatePaths(pathname: string): Record<Locale, string> | null {
  const english = englishPath(pathname);
  if (!hasFrenchTwin(english)) return null;
  return { en: english, fr: localizedHref(english, "fr") };
}

/**
 * The language of a request: a bilingual public page's is its address's (`/fr/…` French); any other page
 * (the account, the dashboard, the Blueprint, galleries…) is in the signed-in person's account language,
 * or English for a visitor.
 */
export function requestLocale(pathname: string, accountLocale: Locale | undefined): Locale {
  const addressed = localeOfPath(pathname);
  if (addressed === "fr" || hasFrenchTwin(pathname)) return addressed;
  return accountLocale ?? BASE_LOCALE;
}

/**
 * Whether a browser's `Accept-Language` ranks French above English ("fr-FR,fr;q=0.9,en;q=0.8" does;
 * "en-GB,en;q=0.9,fr;q=0.8" and a missing header do not).
 */
export function prefersFrench(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  let fr = 0;
  let en = 0;
  for (const part of acceptLanguage.split(",")) {
    const [tag, ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number.parseFloat(qParam.slice(2));
    if (!Number.isFinite(q)) continue;
    const language = tag?.split("-")[0];
    if (language === "fr") fr = Math.max(fr, q);
    else if (language === "en") en = Math.max(en, q);
  }
  return fr > 0 && fr > en;
}

/**
 * Where to offer the French page to a visitor on an English one whose browser prefers French: a link at
 * the top, never a redirect (the address decides the language). Null when there is nothing to offer.
 */
export function frenchOffer(pathname: string, acceptLanguage: string | null | undefined): string | null {
  if (localeOfPath(pathname) !== "en" || !hasFrenchTwin(pathname) || !prefersFrench(acceptLanguage)) return null;
  return localizedHref(pathname, "fr");
}
