import type { Locale } from "~/lib/i18n/locale";
import { dateFormat, intlLocale } from "~/lib/intl";
import { getLocale } from "~/paraglide/runtime";

/**
 * What a payment was for, in the reader's language (the language being spoken unless told): the owner's
 * lists read it in the owner's, whatever the payer spoke. Payments made before both were kept have only
 * the payer's.
 */
export function descriptionIn(
  payment: { description: string; descriptions: Partial<Record<Locale, string>> },
  locale: Locale = getLocale(),
): string {
  return payment.descriptions[locale] ?? payment.description;
}

/**
 * Euro amounts as people read them: "€50", "€25.50", "−€50" in English; in French always with the cents,
 * as French invoices write them: "250,00 €", "−50,00 €" (amounts are stored in cents). In the language
 * being spoken unless told.
 */
export function formatEuros(cents: number, locale: Locale = getLocale()): string {
  const text = new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Math.abs(cents) % 100 === 0 && locale === "en" ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(cents) / 100);
  return cents < 0 ? `−${text}` : text;
}

/**
 * When a payment, refund or receipt happened, for the client: "26 Nov 2026, 14:05" / "26 Nov 2026" in
 * English (as before), "26 novembre 2026 à 14:05" / "26 novembre 2026" in French.
 */
export function formatPaymentDate(
  at: Date,
  timeZone: string,
  style: "datetime" | "date",
  locale: Locale = getLocale(),
): string {
  return dateFormat(intlLocale[locale], {
    timeZone,
    dateStyle: locale === "en" ? "medium" : "long",
    ...(style === "datetime" ? { timeStyle: "short" } : {}),
  }).format(at);
}

/** "50.00", "-25.50": the amount as an accountant's spreadsheet reads it (CSV). */
export function plainEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
