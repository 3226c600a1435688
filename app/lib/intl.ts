/**
 * Intl formatters are costly to create (a locale and time-zone lookup each) and cheap to reuse:
 * one per distinct set of options, kept for the life of the process. Creating one per call was
 * 5 % of the owner's dashboard CPU.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Zones found valid so far, as the time-zone database spells them (a few hundred at most; other
 * spellings are checked each time): making a formatter to check one costs ~0.1 ms.
 */
const validTimeZones = new Set<string>();

/** An IANA time zone this runtime knows ("Europe/Paris"); safe in the browser. */
export function isTimeZone(zone: string) {
  if (validTimeZones.has(zone)) return true;
  // No zone at all (a page's address without ?tz=): a refused formatter threw each time, ~2 % of a refused booking.
  if (zone.length === 0) return false;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  if (resolved === zone) validTimeZones.add(zone);
  return zone.length > 0;
}

/** The Intl locale that writes each language's dates and numbers. */
export const intlLocale = { en: "en-GB", fr: "fr-FR" } as const;

/** A calendar day written out in the language: "12 March 2024", "12 mars 2024". */
export function formatDay(iso: string, locale: "en" | "fr"): string {
  return dateFormat(intlLocale[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

/**
 * A file size for people: "60 MB", "12.5 MB", "64 KB" in English, "60 Mo",
 * "12,5 Mo", "64 Ko" in French (binary units, one decimal at most).
 */
export function formatFileSize(bytes: number, locale: "en" | "fr"): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] =
    megabytes >= 1 ? [Math.round(megabytes * 10) / 10, "MB"] : [Math.max(1, Math.round(bytes / 1024)), "KB"];
  if (locale === "en") return `${value} ${unit}`;
  const number = new Intl.NumberFormat(intlLocale.fr, { maximumFractionDigits: 1 }).format(value);
  return `${number}\u00a0${unit === "MB" ? "Mo" : "Ko"}`;
}
