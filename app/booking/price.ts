/**
 * A session type's price as people read it: "€150", "From €150", or the owner's note where no price
 * is set (nothing at all when there is neither). One formatter for the booking pages, the owner's
 * pages and the reply templates.
 */
const euros = (cents: number) =>
  new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

export interface PricedSessionType {
  priceCents: number | null;
  priceFrom: boolean;
  priceLabel: string;
}

export function sessionPrice(type: PricedSessionType): string {
  if (type.priceCents !== null) return `${type.priceFrom ? "From " : ""}${euros(type.priceCents)}`;
  return type.priceLabel.trim();
}

/** "1 hour 30 minutes", "30 minutes", "2 hours". */
export function sessionDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (rest || !hours) parts.push(`${rest} ${rest === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}

/** The price typed in the owner's form ("150", "149.50", "149,50", "") in cents; undefined when unreadable. */
export function parseEuros(text: string): number | null | undefined {
  const value = text.trim().replace(/^€\s*/, "").replace(",", ".");
  if (value === "") return null;
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) return undefined;
  return Math.round(Number(value) * 100);
}
