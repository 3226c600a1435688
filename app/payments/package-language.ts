/**
 * A package's texts in a language (issue 30, as session types do in booking/type-language.ts): its French name
 * and description where the owner gave them, else the English ones. Everything a client reads about a package
 * (the offers on their dashboard, Stripe's page and receipts, the name a purchase keeps) goes through these;
 * a purchase, bought in one language and read later in either, through `purchaseName`.
 */
import type { Locale } from "~/lib/i18n/locale";
import { getLocale } from "~/paraglide/runtime";

export interface PackageTexts {
  name: string;
  description: string;
  nameFr: string;
  descriptionFr: string;
}

/** A package's name in `locale` (the language being spoken unless told). */
export function packageName(pkg: Pick<PackageTexts, "name" | "nameFr">, locale: Locale = getLocale()) {
  return locale === "fr" ? pkg.nameFr.trim() || pkg.name : pkg.name;
}

/** The package with its texts in `locale` (the language being spoken unless told). */
export function packageIn<T extends PackageTexts>(pkg: T, locale: Locale = getLocale()): T {
  if (locale !== "fr") return pkg;
  return {
    ...pkg,
    name: packageName(pkg, locale),
    description: pkg.descriptionFr.trim() || pkg.description,
  };
}

/** What a purchase keeps of its package's name: the one bought, and (since migration 0032) each language's. */
export interface PurchaseNames {
  name: string;
  names: Partial<Record<Locale, string>>;
}

/** A purchase's package name in `locale` (the language being spoken unless told), as it was when bought. */
export function purchaseName(purchase: PurchaseNames, locale: Locale = getLocale()) {
  return purchase.names[locale] ?? purchase.name;
}
