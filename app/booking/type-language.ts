/**
 * A session type's texts in a language (issue 30): its French name, description and price note where the
 * owner gave them, else the English ones. The owner's pages edit both; everything a booker reads (the
 * booking pages, e-mails, calendar files, Stripe's page and receipts) goes through `typeIn`.
 */
import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

export interface TypeTexts {
  name: string;
  description: string;
  priceLabel: string;
  nameFr: string;
  descriptionFr: string;
  priceLabelFr: string;
}

/** A type's name in `locale` (the language being spoken unless told). */
export function typeName(type: Pick<TypeTexts, "name" | "nameFr">, locale: Locale = getLocale()) {
  return locale === "fr" ? type.nameFr.trim() || type.name : type.name;
}

/**
 * A booking's title: its type's name in `locale`, with the Blueprint phase it reviews. Every page, e-mail,
 * calendar file and payment that names a session says it this way.
 */
export function sessionTitle(
  type: Pick<TypeTexts, "name" | "nameFr">,
  phase: number | null,
  locale: Locale = getLocale(),
) {
  const name = typeName(type, locale);
  return phase ? m.booking_title_phase({ name, phase }, { locale }) : name;
}

/** The type with its texts in `locale` (the language being spoken unless told). */
export function typeIn<T extends TypeTexts>(type: T, locale: Locale = getLocale()): T {
  if (locale !== "fr") return type;
  return {
    ...type,
    name: typeName(type, locale),
    description: type.descriptionFr.trim() || type.description,
    priceLabel: type.priceLabelFr.trim() || type.priceLabel,
  };
}
