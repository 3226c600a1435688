/** Media: uploaded images, portfolio, client galleries (issue 12). Re-exported by schema.ts. */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./schema-core.ts";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const MEDIA_USES = ["portfolio", "proof", "final", "moodboard"] as const;
export type MediaUse = (typeof MEDIA_USES)[number];
export const MEDIA_STATUSES = ["pending", "ready", "failed"] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
export const DERIVATIVE_FORMATS = ["avif", "webp", "jpeg"] as const;
export type DerivativeFormat = (typeof DERIVATIVE_FORMATS)[number];

export interface Derivative {
  format: DerivativeFormat;
  width: number;
  height: number;
  size: number;
}

/**
 * One stored picture: its private original (`originalKey`) and, once processed, derivatives under
 * `media/<id>/<contentHash>/<width>.<ext>`. The content hash changes whenever the derivatives do.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: text().primaryKey(),
    use: text().$type<MediaUse>().notNull(),
    originalKey: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    status: text().$type<MediaStatus>().notNull().default("pending"),
    /** Upright dimensions (after EXIF orientation), known once processed. */
    width: integer(),
    height: integer(),
    thumbhash: text(),
    contentHash: text(),
    derivatives: jsonb().$type<Derivative[]>().notNull().default([]),
    /** Text composited on every derivative (gallery proofs). */
    watermark: text(),
    /**
     * The original as clients and share guests download it, made by the media job: no location,
     * camera or editing metadata (capture date, orientation, colour profile and copyright kept).
     */
    servedKey: text(),
    servedSize: bigint({ mode: "number" }),
    uploadedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status)],
);

export const PORTFOLIO_CATEGORIES = ["portraits", "corporate-executive", "events", "personal-branding"] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

export const portfolioPhotos = pgTable(
  "portfolio_photos",
  {
    id: serial().primaryKey(),
    assetId: text()
      .notNull()
      .unique()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    category: text().$type<PortfolioCategory>().notNull().default("portraits"),
    caption: text().notNull().default(""),
    altText: text().notNull().default(""),
    position: integer().notNull().default(0),
    published: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.published, t.position)],
);

export const GALLERY_STATUSES = ["draft", "published"] as const;
export type GalleryStatus = (typeof GALLERY_STATUSES)[number];

/**
 * A private gallery for one client. `bookingId` links a booking when there is one: a plain text
 * column without a foreign key, because the booking table arrives on another branch.
 */
export const galleries = pgTable(
  "galleries",
  {
    id: text().primaryKey(),
    clientId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    bookingId: text(),
    sessionDate: date({ mode: "string" }),
    selectionLimit: integer().notNull().default(15),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    allowDownloads: boolean().notNull().default(true),
    /** The client's own downloads of finals keep the camera's full metadata (GPS included); guests never do. */
    finalsKeepMetadata: boolean().notNull().default(false),
    watermarkText: text(),
    status: text().$type<GalleryStatus>().notNull().default("draft"),
    publishedAt: timestamp({ withTimezone: true }),
    selectionSubmittedAt: timestamp({ withTimezone: true }),
    finalsDeliveredAt: timestamp({ withTimezone: true }),
    /**
     * The share link for people without an account (app/media/share.server.ts): only the SHA-256 of
     * its secret token (the lookup key), the token sealed with AUTH_SECRET (so the owner can copy the
     * link again) and the scrypt hash of the owner's chosen password. All null while sharing is off.
     */
    shareTokenHash: text().unique(),
    shareTokenSealed: text(),
    sharePasswordHash: text(),
    sharedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.clientId)],
);

export const GALLERY_PHOTO_KINDS = ["proof", "final"] as const;
export type GalleryPhotoKind = (typeof GALLERY_PHOTO_KINDS)[number];

export const galleryPhotos = pgTable(
  "gallery_photos",
  {
    id: text().primaryKey(),
    galleryId: text()
      .notNull()
      .references(() => galleries.id, { onDelete: "cascade" }),
    assetId: text()
      .notNull()
      .unique()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    kind: text().$type<GalleryPhotoKind>().notNull(),
    fileName: text().notNull(),
    position: integer().notNull().default(0),
    hidden: boolean().notNull().default(false),
    favourite: boolean().notNull().default(false),
    /** Set when the client submits the selection (a copy of `favourite` at that moment). */
    selected: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.galleryId, t.kind, t.position), uniqueIndex().on(t.galleryId, t.kind, t.fileName)],
);

export const galleryComments = pgTable(
  "gallery_comments",
  {
    id: serial().primaryKey(),
    photoId: text()
      .notNull()
      .references(() => galleryPhotos.id, { onDelete: "cascade" }),
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.photoId)],
);
