/**
 * Booking: session types, availability, bookings (issue 11). Re-exported by schema.ts.
 * Times of day are minutes after local midnight in the business time zone; instants are
 * `timestamptz`. The exclusion constraint that makes double booking impossible is hand-written
 * SQL at the end of the booking migration (see docs/decisions/ on booking).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { LocationKind } from "./location-kinds.ts";

// Defined here without importing schema.ts (which re-exports this file) to avoid a cycle.
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export { LOCATION_KINDS, type LocationKind } from "./location-kinds.ts";

export const sessionTypes = pgTable(
  "session_types",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(""),
    /**
     * The same texts for the French pages, e-mails and calendar files (issue 30); empty = the English one.
     * Names may stay the same in both languages ("Signature Portrait").
     */
    nameFr: text().notNull().default(""),
    descriptionFr: text().notNull().default(""),
    priceLabelFr: text().notNull().default(""),
    durationMinutes: integer().notNull(),
    locationKind: text().$type<LocationKind>().notNull().default("studio"),
    /**
     * What the kind of place needs beyond the settings (app/booking/places.ts): for the studio another
     * address than the studio's, for a video call this type's meeting link; empty = the settings' one.
     */
    location: text().notNull().default(""),
    /** A note shown where no price is set (e.g. "Quoted after a call"); there is no online payment. */
    priceLabel: text().notNull().default(""),
    /** The price in euro cents, shown on the booking pages; null = no price shown. */
    priceCents: integer(),
    /** The price is a starting price: shown as "From €…". */
    priceFrom: boolean().notNull().default(false),
    /**
     * Paid online at booking through Stripe Checkout (issue 29): 0 = nothing online; equal to the
     * price = paid in full. Refunded by the change policy (app/booking/policy.ts).
     */
    depositCents: integer().notNull().default(0),
    bufferBeforeMinutes: integer().notNull().default(0),
    bufferAfterMinutes: integer().notNull().default(0),
    /** For a session on location: the journey there and back, held before and after like a buffer. */
    travelMinutes: integer().notNull().default(0),
    /** At least the change window below, so a session is never booked already too late to change online. */
    minNoticeMinutes: integer()
      .notNull()
      .default(72 * 60),
    horizonDays: integer().notNull().default(60),
    /** At most this many bookings of this type per business day; null = no cap. */
    dailyCap: integer(),
    /** A booker may cancel or move up to this many hours before the start (the owner always can). */
    clientChangeNoticeHours: integer().notNull().default(48),
    /** Blueprint phase review: bookable only by a client who completed the chosen phase. */
    phaseReview: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("session_types_travel", sql`${t.travelMinutes} between 0 and 480`),
    check("session_types_price", sql`${t.priceCents} is null or ${t.priceCents} between 0 and 100000000`),
    check(
      "session_types_deposit",
      sql`${t.depositCents} >= 0 and (${t.priceCents} is null or ${t.depositCents} <= ${t.priceCents})`,
    ),
    check("session_types_location_kind", sql`${t.locationKind} in ('studio', 'on_location', 'video', 'phone')`),
  ],
);

/** Weekly opening hours: several ranges per weekday (1 = Monday … 7 = Sunday, ISO). */
export const availabilityRules = pgTable(
  "availability_rules",
  {
    id: serial().primaryKey(),
    weekday: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
  },
  (t) => [
    check("availability_rules_weekday", sql`${t.weekday} between 1 and 7`),
    check(
      "availability_rules_range",
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
  ],
);

/**
 * A date with hours of its own: rows with a range replace the weekly hours of that date, a row
 * without one closes the day (holiday, day off).
 */
export const availabilityOverrides = pgTable(
  "availability_overrides",
  {
    id: serial().primaryKey(),
    /** YYYY-MM-DD in the business time zone. */
    date: text().notNull(),
    startMinute: integer(),
    endMinute: integer(),
    note: text().notNull().default(""),
  },
  (t) => [
    index().on(t.date),
    check(
      "availability_overrides_range",
      sql`(${t.startMinute} is null and ${t.endMinute} is null) or (${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute})`,
    ),
  ],
);

/** Time the owner blocked by hand. */
export const blockedTimes = pgTable(
  "blocked_times",
  {
    id: serial().primaryKey(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    note: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.startsAt), check("blocked_times_range", sql`${t.startsAt} < ${t.endsAt}`)],
);

/**
 * `pending`: an anonymous booking whose e-mail address has not confirmed it yet; it holds the time
 * until `confirmExpiresAt`, then is deleted (it never was a booking). See docs/security.md.
 * `pending_payment`: a booking whose deposit is being paid on Stripe Checkout; it holds the time
 * until `confirmExpiresAt` (the checkout's expiry) and is confirmed only by the signed webhook.
 */
export const BOOKING_STATUSES = [
  "pending",
  "pending_payment",
  "confirmed",
  "cancelled",
  "completed",
  "no_show",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookings = pgTable(
  "bookings",
  {
    id: serial().primaryKey(),
    /** The calendar the time is taken from (one owner today); part of the exclusion constraint. */
    calendar: text().notNull().default("owner"),
    sessionTypeId: integer()
      .notNull()
      .references(() => sessionTypes.id, { onDelete: "restrict" }),
    /** The booker's account, when signed in or when the e-mail belongs to one. */
    userId: text(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull().default(""),
    /** The Blueprint phase a phase review is about. */
    phase: integer(),
    /** Where the session takes place when the type goes to the client (`on_location`): asked at booking. */
    clientAddress: text(),
    /** The booker's time zone, for e-mails in their local time. */
    timeZone: text().notNull(),
    /** The language the booking was made in (its page's address): its e-mails and calendar files speak it. */
    locale: text().$type<"en" | "fr">().notNull().default("en"),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The time held on the calendar: the session plus its buffers. */
    heldFrom: timestamp({ withTimezone: true }).notNull(),
    heldUntil: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<BookingStatus>().notNull().default("confirmed"),
    /** The calendar invitation's UID never changes; its SEQUENCE is this version. */
    icsUid: text().notNull().unique(),
    version: integer().notNull().default(0),
    /** When the time was last set (booked or moved): a reminder only makes sense if this is long before. */
    scheduledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** A pending booking's hold ends here unless its address confirms it first; null once confirmed. */
    confirmExpiresAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.startsAt),
    index().on(t.email),
    index().on(t.userId),
    check(
      "bookings_range",
      sql`${t.heldFrom} <= ${t.startsAt} and ${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.heldUntil}`,
    ),
    check("bookings_client_address", sql`char_length(${t.clientAddress}) <= 300`),
    check("bookings_locale", sql`${t.locale} in ('en', 'fr')`),
  ],
);

/**
 * The owner's other calendars (issue 28): a secret ICS address polled every 10 minutes. A failing
 * calendar keeps its last good busy times; `failingSince` tells Today after an hour.
 */
export const busyCalendars = pgTable(
  "busy_calendars",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** The secret address: shown to the owner only, never logged. */
    url: text().notNull(),
    etag: text(),
    lastModified: text(),
    /** When the feed was last read successfully (200 or 304). */
    syncedAt: timestamp({ withTimezone: true }),
    /** When the feed was last read in full and expanded (a 304 keeps the ranges of that read). */
    expandedAt: timestamp({ withTimezone: true }),
    /** Events read at that sync that block time in the stored horizon. */
    busyCount: integer().notNull().default(0),
    lastError: text(),
    failingSince: timestamp({ withTimezone: true }),
    /** The lease: an instance syncs a calendar only after moving this forward in one update. */
    nextSyncAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    syncStartedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.nextSyncAt),
    check("busy_calendars_name", sql`char_length(${t.name}) between 1 and 100`),
    check("busy_calendars_url", sql`char_length(${t.url}) <= 2000 and ${t.url} ~ '^(https?|webcal)://'`),
  ],
);

/** Busy ranges expanded from a calendar for the booking horizon (titles are never stored). */
export const busyTimes = pgTable(
  "busy_times",
  {
    id: serial().primaryKey(),
    calendarId: integer()
      .notNull()
      .references(() => busyCalendars.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.calendarId),
    index().on(t.startsAt, t.endsAt),
    check("busy_times_range", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);
