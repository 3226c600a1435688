/**
 * The privacy features' words live in messages/account (`account_export_…`, `account_delete_…`,
 * `account_privacy_…`), in the reader's language. What is left here is not read by anyone in a language:
 * it is written into the database.
 */
export const PRIVACY_COPY = {
  /** Stored in place of a deleted person's name on the bookings, payments and receipts kept for the accounts. */
  anonymisedName: "Deleted client",
} as const;
