/**
 * Privacy by self-service and cookieless visits (issue 30). Re-exported by schema.ts.
 * See app/privacy/ and app/visits/.
 */
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./schema-core.ts";

/**
 * Page views of public pages per day and path, counted in memory by each instance and added here in
 * batches. No cookie, no address, no user agent: a path and two counts. `entries` are views that did
 * not come from another page of the site (the visits: a visit starts with an entry).
 */
export const pageViews = pgTable(
  "page_views",
  {
    /** YYYY-MM-DD (UTC). */
    day: date({ mode: "string" }).notNull(),
    path: text().notNull(),
    views: integer().notNull().default(0),
    entries: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path] }),
    check("page_views_path", sql`char_length(${t.path}) between 1 and 200`),
  ],
);

/** Accounts warned that they will be deleted for inactivity (retention); a sign-in since cancels it. */
export const inactivityWarnings = pgTable("inactivity_warnings", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  warnedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
