/**
 * The VAT note shown beside every price (issue 29), from the billing setting: "VAT included", or the
 * French micro-entrepreneur's "TVA non applicable, art. 293 B du CGI".
 */
import type { Db } from "~/lib/db.server";
import { getSetting, type SettingValue } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";

/** The note beside a price, in the reader's language; the micro-entrepreneur's mention is French law's own words. */
export const PRICE_VAT_NOTES = {
  included: () => m.payments_price_vat_included(),
  not_applicable: () => "TVA non applicable, art. 293 B du CGI",
} as const;

export async function priceVatNote(db: Db) {
  return vatNoteFor(await getSetting(db, "billing"));
}

/** The note for a billing setting already read (with others, in one statement). */
export function vatNoteFor(billing: Pick<SettingValue<"billing">, "vat">) {
  return PRICE_VAT_NOTES[billing.vat]();
}

/** "€150 · VAT included"; a note without a price ("Quoted after a call") stays as it is. */
export function withVatNote(label: string, type: { priceCents: number | null }, note: string) {
  return type.priceCents !== null && label ? `${label} · ${note}` : label;
}
