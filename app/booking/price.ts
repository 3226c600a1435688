/**
 * A session type's price as people read it: "€150", "From €150", or the owner's note where no price
 * is set (nothing at all when there is neither). One formatter for the booking pages, the owner's
 * pages and the reply templates.
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

export const euros = (cents: number, locale = getLocale()) =>
  // French amounts always show their cents, as French invoices do: "250,00 €".
  new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents % 100 === 0 && locale !== "fr" ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

export interface PricedSessionType {
  priceCents: number | null;
  priceFrom: boolean;
  priceLabel: string;
}

export function sessionPrice(type: PricedSessionType): string {
  if (type.priceCents !== null) {
    return type.priceFrom ? m.booking_price_from({ price: euros(type.priceCents) }) : euros(type.priceCents);
  }
  return type.priceLabel.trim();
}

/** "1 hour 30 minutes", "30 minutes", "2 hours" ("1 heure 30 minutes" in French). */
export function sessionDuration(minutes: number, locale = getLocale()): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(m.calendar_duration_hours({ count: hours }, { locale }));
  if (rest || !hours) parts.push(m.calendar_duration_minutes({ count: rest }, { locale }));
  return parts.join(" ");
}

/** The price typed in the owner's form ("150", "149.50", "149,50", "") in cents; undefined when unreadable. */
export function parseEuros(text: string): number | null | undefined {
  const value = text.trim().replace(/^€\s*/, "").replace(",", ".");
  if (value === "") return null;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) return undefined;
  return Math.round(Number(value) * 100);
}

/**
 * A form's euro amount field, read as `parseEuros` reads it: its cents, or null when left empty (or absent).
 * `message` names the field ("Price must be empty or an amount in euros…"); it is read when the field fails,
 * in the language of the page or of the request.
 */
export const eurosField = (message: () => string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const cents = parseEuros(text ?? "");
      if (cents === undefined) {
        ctx.addIssue({ code: "custom", message: message() });
        return z.NEVER;
      }
      return cents;
    });

/**
 * What was paid online for a booking and what is left, as the booked page and the confirmation e-mail say
 * it: "Paid online: €50 deposit. Still to pay at the session: €100."
 */
export function paymentWords(type: Pick<PricedSessionType, "priceCents" | "priceFrom">, paidCents: number): string {
  const paid = euros(paidCents);
  if (type.priceCents === null) return m.booking_paid_deposit({ paid });
  if (type.priceFrom) return m.booking_paid_deposit_from({ paid, price: euros(type.priceCents) });
  const remaining = type.priceCents - paidCents;
  if (remaining <= 0) return m.booking_paid_full({ paid });
  return m.booking_paid_deposit_rest({ paid, rest: euros(remaining) });
}

/** Before paying: "A deposit of €50 is paid online to book; the remaining €100 at the session." */
export function depositWords(type: Pick<PricedSessionType, "priceCents" | "priceFrom">, depositCents: number): string {
  if (type.priceCents !== null && !type.priceFrom && depositCents >= type.priceCents) {
    return m.booking_deposit_full({ amount: euros(depositCents) });
  }
  const rest =
    type.priceCents === null
      ? ""
      : type.priceFrom
        ? m.booking_deposit_rest_from()
        : m.booking_deposit_rest({ amount: euros(type.priceCents - depositCents) });
  return m.booking_deposit({ amount: euros(depositCents), rest });
}
