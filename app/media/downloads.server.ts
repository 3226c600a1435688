/**
 * Originals for download: one photo or a whole gallery's finals, always through the gallery
 * authorisation. What leaves is the served original (no GPS, camera or editing metadata; see
 * app/media/pipeline/served-original.server.ts), except for the owner, and for the client when the owner
 * chose to keep the full metadata of the finals; share guests never get it.
 */
import { and, asc, eq } from "drizzle-orm";
import { galleryPhotos, mediaAssets } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { m } from "~/paraglide/messages";
import {
  type GalleryAccess,
  galleryAccess,
  type MediaAsset,
  mayAccessPhoto,
  type ViewerLike,
} from "./access.server.ts";
import { zipEntryNames } from "./zip.server.ts";

/** The stored file this access downloads for an asset; `key` is null while its served original is being made. */
function downloadedFile(access: GalleryAccess, asset: MediaAsset) {
  const fullMetadata =
    access.role === "owner" || (access.role === "client" && asset.use === "final" && access.gallery.finalsKeepMetadata);
  if (fullMetadata) return { key: asset.originalKey, size: asset.size };
  return { key: asset.servedKey, size: asset.servedSize ?? 0 };
}

/** What a route answers while a download is not ready (a final processed before served originals existed). */
export function preparingResponse() {
  return new Response(m.media_download_preparing(), {
    status: 503,
    headers: { "Retry-After": "60", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function downloadablePhoto(db: Db, galleryId: string, photoId: string, viewer: ViewerLike) {
  const access = await galleryAccess(db, galleryId, viewer);
  if (!access || !/^[A-Za-z0-9_-]{10,64}$/.test(photoId)) return undefined;
  const [row] = await db
    .select({ photo: galleryPhotos, asset: mediaAssets })
    .from(galleryPhotos)
    .innerJoin(mediaAssets, eq(mediaAssets.id, galleryPhotos.assetId))
    .where(and(eq(galleryPhotos.id, photoId), eq(galleryPhotos.galleryId, access.gallery.id)));
  if (!row || !mayAccessPhoto(access, row.photo, "download")) return undefined;
  return { fileName: row.photo.fileName, mimeType: row.asset.mimeType, ...downloadedFile(access, row.asset) };
}

/**
 * Every final this viewer may download, with unique names; undefined when there is nothing for them,
 * `preparing` while one of them has no served original yet.
 */
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
  const files = allowed.map(({ asset }) => downloadedFile(access, asset).key);
  if (files.some((key) => key === null)) return { preparing: true as const };
  return {
    preparing: false as const,
    title: access.gallery.title,
    entries: allowed.map(({ photo }, i) => ({
      name: names[i] as string,
      key: files[i] as string,
      date: photo.createdAt,
    })),
  };
}

export function attachmentHeader(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
