/** Expected delivery dates from the FAQ's promises, counted in business days (Monday to Friday). */
import { addDays, isWeekend } from "date-fns";
import type { Locale } from "~/lib/i18n/locale";
import { dateFormat } from "~/lib/intl";

export const PROOFS_BUSINESS_DAYS = { min: 3, max: 5 } as const;
export const FINALS_BUSINESS_DAYS = { min: 7, max: 10 } as const;

/** The calendar date `count` business days after `start` (a YYYY-MM-DD date). */
export function addBusinessDays(start: string, count: number) {
  let day = new Date(`${start}T12:00:00Z`);
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left--;
  }
  return day.toISOString().slice(0, 10);
}

export function expectedProofDates(sessionDate: string) {
  return {
    from: addBusinessDays(sessionDate, PROOFS_BUSINESS_DAYS.min),
    to: addBusinessDays(sessionDate, PROOFS_BUSINESS_DAYS.max),
  };
}

/** Finals follow the client's selection (FAQ: 7–10 business days after receiving it). */
export function expectedFinalDates(selectionDate: string) {
  return {
    from: addBusinessDays(selectionDate, FINALS_BUSINESS_DAYS.min),
    to: addBusinessDays(selectionDate, FINALS_BUSINESS_DAYS.max),
  };
}

/**
 * A date in words for people ("23 February 2027", "23 février 2027"): galleries never show an ISO
 * date. Takes a calendar date (YYYY-MM-DD) or an instant (a `Date` or an ISO timestamp, read as its UTC day).
 */
export function formatDay(date: string | Date, locale: Locale = "en") {
  const instant =
    typeof date === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date) : date;
  return dateFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(instant);
}
