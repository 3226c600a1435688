/**
 * Who may see or download which picture: the one authorisation decision for every path that
 * reaches a stored photo (gallery page, derivative, original, single download, zip). Every answer
 * is computed from the database on each request, so a changed permission applies at once; any
 * refusal looks like "not found" to the caller.
 */
import { eq } from "drizzle-orm";
import { galleries, galleryPhotos, mediaAssets, portfolioPhotos } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import type { SessionUser } from "~/lib/session.server";

export type Gallery = typeof galleries.$inferSelect;
export type GalleryPhoto = typeof galleryPhotos.$inferSelect;
export type MediaAsset = typeof mediaAssets.$inferSelect;

export interface GalleryAccess {
  gallery: Gallery;
  /** The owner (admin) sees everything; the client sees what is published to them. */
  role: "owner" | "client";
}

const ID = /^[A-Za-z0-9_-]{10,64}$/;

export function isExpired(gallery: Pick<Gallery, "expiresAt">, now = new Date()) {
  return gallery.expiresAt.getTime() <= now.getTime();
}

/** The viewer's access to a gallery, or undefined (unknown id, someone else's, unpublished, expired). */
export async function galleryAccess(db: Db, galleryId: string, viewer: SessionUser | null) {
  if (!viewer || !ID.test(galleryId)) return undefined;
  const [gallery] = await db.select().from(galleries).where(eq(galleries.id, galleryId));
  return accessTo(gallery, viewer);
}

export function accessTo(gallery: Gallery | undefined, viewer: SessionUser | null): GalleryAccess | undefined {
  if (!gallery || !viewer) return undefined;
  if (viewer.role === "admin") return { gallery, role: "owner" };
  if (gallery.clientId !== viewer.id || gallery.status !== "published" || isExpired(gallery)) return undefined;
  return { gallery, role: "client" };
}

export type PhotoAction = "view" | "download";

/**
 * May this access view (or download the original of) this photo? The client sees proofs that are
 * not hidden, finals once delivered, and may download only finals, only with download rights.
 */
export function mayAccessPhoto(access: GalleryAccess, photo: GalleryPhoto, action: PhotoAction) {
  if (photo.galleryId !== access.gallery.id) return false;
  if (access.role === "owner") return true;
  if (photo.hidden) return false;
  if (photo.kind === "final" && !access.gallery.finalsDeliveredAt) return false;
  if (action === "download") return photo.kind === "final" && access.gallery.allowDownloads;
  return true;
}

export interface AssetDecision {
  asset: MediaAsset;
  /** Public portfolio derivatives are cached by everyone; everything else is private, never stored. */
  cache: "public" | "private";
}

/** The decision for a path that names an asset directly (derivative URLs, originals). */
export async function authorizeAsset(
  db: Db,
  assetId: string,
  viewer: SessionUser | null,
  action: PhotoAction,
): Promise<AssetDecision | undefined> {
  if (!ID.test(assetId)) return undefined;
  const [row] = await db
    .select({ asset: mediaAssets, portfolio: portfolioPhotos, photo: galleryPhotos, gallery: galleries })
    .from(mediaAssets)
    .leftJoin(portfolioPhotos, eq(portfolioPhotos.assetId, mediaAssets.id))
    .leftJoin(galleryPhotos, eq(galleryPhotos.assetId, mediaAssets.id))
    .leftJoin(galleries, eq(galleries.id, galleryPhotos.galleryId))
    .where(eq(mediaAssets.id, assetId));
  if (!row) return undefined;
  const { asset } = row;
  if (row.portfolio) {
    if (action === "view" && row.portfolio.published) return { asset, cache: "public" };
    return viewer?.role === "admin" ? { asset, cache: "private" } : undefined;
  }
  if (row.photo && row.gallery) {
    const access = accessTo(row.gallery, viewer);
    return access && mayAccessPhoto(access, row.photo, action) ? { asset, cache: "private" } : undefined;
  }
  // Mood board images are served through their upload's own route; other assets only to the owner.
  return viewer?.role === "admin" && asset.use !== "moodboard" ? { asset, cache: "private" } : undefined;
}
