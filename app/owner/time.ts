/** Dates for the owner, always in the business time zone and with the zone named. */
import type { Locale } from "~/lib/i18n/locale";
import { dateFormat, intlLocale } from "~/lib/intl";

export function formatInZone(
  date: Date | string,
  timeZone: string,
  style: "datetime" | "date" = "datetime",
  locale: Locale = "en",
) {
  const value = typeof date === "string" ? new Date(date) : date;
  return dateFormat(intlLocale[locale], {
    timeZone,
    dateStyle: "medium",
    ...(style === "datetime" ? { timeStyle: "short" } : {}),
  }).format(value);
}

/** "Europe/Paris (CET)": the zone's name and its current abbreviation. */
export function zoneLabel(timeZone: string, at = new Date(), locale: Locale = "en") {
  const short = dateFormat(intlLocale[locale], { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return short && short !== timeZone ? `${timeZone} (${short})` : timeZone;
}

/** The hour (0–23) of `at` in `timeZone`. */
export function hourInZone(at: Date, timeZone: string) {
  const hour = dateFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(at);
  return Number(hour);
}

/** The calendar date (YYYY-MM-DD) of `at` in `timeZone`. */
export function dateInZone(at: Date, timeZone: string) {
  return dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBetween(from: Date, to: Date) {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}
