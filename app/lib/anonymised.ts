/**
 * What a deleted person's kept records (bookings, payments, receipts: the law keeps them for the accounts)
 * carry instead of who they were. Nothing in them is written in a language: the name is emptied and the
 * address is this one, which no one can own (`.invalid`). Pages, exports and PDFs name such a record
 * through `keptName`, in their reader's language.
 */
import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";

export const ANONYMISED_EMAIL = "deleted-client@invalid";
export const ANONYMISED_NAME = "";

/** A kept record's name as its reader sees it: the person's, or "Deleted client" in the reader's language. */
export function keptName(record: { name: string; email: string }, locale?: Locale): string {
  return record.email === ANONYMISED_EMAIL ? m.account_deleted_client({}, locale ? { locale } : {}) : record.name;
}

/** A kept record's address for its reader: the person's, or none once they are deleted. */
export function keptAddress(record: { email: string }): string | null {
  return record.email === ANONYMISED_EMAIL ? null : record.email;
}

/**
 * Whether mail to this address can never arrive: the marker above, or any address under the reserved
 * `.invalid` name (RFC 2606). The outbox queues nothing for these, so no job retries them for days.
 */
export function isUndeliverable(address: string): boolean {
  return /@(?:[^@]*\.)?invalid\.?$/i.test(address.trim());
}
