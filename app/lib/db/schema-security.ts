/** Security follow-ups (issue 16). Re-exported by schema.ts. */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Storage keys whose database row is gone (a replaced or orphaned upload, a deleted account): a
 * trigger on `uploads` fills it in the deleting transaction, whatever deleted the row (cascade
 * included), and the upload sweep removes the files through the FileStorage interface.
 */
export const storageGarbage = pgTable("storage_garbage", {
  storageKey: text().primaryKey(),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a user's sessions or account last changed (sign-out, revoked session, role change, ban), written
 * before the change is answered: the session cookie cache issued before it is not trusted, by this
 * process after a restart (read at start) nor by another instance (read every second). See
 * app/lib/session.server.ts and docs/security.md.
 */
export const sessionChanges = pgTable("session_changes", {
  userId: text().primaryKey(),
  changedAt: timestamp({ withTimezone: true }).notNull(),
});
