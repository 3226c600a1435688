import type { Locale } from "~/lib/i18n/locale";
import { intlLocale } from "~/lib/intl";

/**
 * Euro amounts as people read them: "€50", "€25.50", "−€50" (amounts are stored in cents); in French with
 * their cents, as French invoices write them: "50,00 €".
 */
export function formatEuros(cents: number, locale: Locale = "en"): string {
  const text = new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Math.abs(cents) % 100 === 0 && locale === "en" ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(cents) / 100);
  return cents < 0 ? `−${text}` : text;
}

/** "50.00", "-25.50": the amount as an accountant's spreadsheet reads it (CSV). */
export function plainEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
