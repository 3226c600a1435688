/** Originals for download: one photo or a whole gallery's finals, always through the gallery authorisation. */
import { and, asc, eq } from "drizzle-orm";
import { galleryPhotos, mediaAssets } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { galleryAccess, mayAccessPhoto, type ViewerLike } from "./access.server.ts";
import { zipEntryNames } from "./zip.server.ts";

export async function downloadablePhoto(db: Db, galleryId: string, photoId: string, viewer: ViewerLike) {
  const access = await galleryAccess(db, galleryId, viewer);
  if (!access || !/^[A-Za-z0-9_-]{10,64}$/.test(photoId)) return undefined;
  const [row] = await db
    .select({ photo: galleryPhotos, asset: mediaAssets })
    .from(galleryPhotos)
    .innerJoin(mediaAssets, eq(mediaAssets.id, galleryPhotos.assetId))
    .where(and(eq(galleryPhotos.id, photoId), eq(galleryPhotos.galleryId, access.gallery.id)));
  if (!row || !mayAccessPhoto(access, row.photo, "download")) return undefined;
  return {
    fileName: row.photo.fileName,
    key: row.asset.originalKey,
    size: row.asset.size,
    mimeType: row.asset.mimeType,
  };
}

/** Every final this viewer may download, with unique names; undefined when there is nothing for them. */
export async function downloadableFinals(db: Db, galleryId: string, viewer: ViewerLike) {
  const access = await galleryAccess(db, galleryId, viewer);
  if (!access) return undefined;
  const rows = await db
    .select({ photo: galleryPhotos, asset: mediaAssets })
    .from(galleryPhotos)
    .innerJoin(mediaAssets, eq(mediaAssets.id, galleryPhotos.assetId))
    .where(and(eq(galleryPhotos.galleryId, access.gallery.id), eq(galleryPhotos.kind, "final")))
    .orderBy(asc(galleryPhotos.position), asc(galleryPhotos.fileName));
  const allowed = rows.filter(({ photo }) => mayAccessPhoto(access, photo, "download"));
  if (allowed.length === 0) return undefined;
  const names = zipEntryNames(allowed.map(({ photo }) => photo.fileName));
  return {
    title: access.gallery.title,
    entries: allowed.map(({ photo, asset }, i) => ({
      name: names[i] as string,
      key: asset.originalKey,
      date: photo.createdAt,
    })),
  };
}

export function attachmentHeader(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
