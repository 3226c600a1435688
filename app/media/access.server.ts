/**
 * Who may see or download which file: the one authorisation decision for every path that reaches a
 * stored file (gallery page, shared page, derivative, original, single download, zip, a mood-board
 * upload). One function per resource: a gallery (`galleryAccess`, `accessTo`), a photo in it
 * (`mayAccessPhoto`), an asset named by a URL (`authorizeAsset`) and a mood-board upload
 * (`authorizeUpload`); the asset decision asks the gallery's and the upload's rules, so a file gets the
 * same answer whichever path names it. Every answer is computed from the database on each request, so
 * a changed permission (a hidden photo, an unpublished gallery, a regenerated or withdrawn share link)
 * applies at once; any refusal looks like "not found" to the caller. (A person's own data export is the
 * privacy capability's decision: privacy/access.server.ts.)
 */
import { timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { galleries, galleryPhotos, mediaAssets, portfolioPhotos, uploads } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { getUser, requireUser, type SessionUser } from "~/lib/session.server";
import { carriesShareCookie, type ShareGrant, shareGrantsFrom } from "./share-grant.server.ts";

export type Gallery = typeof galleries.$inferSelect;
export type GalleryPhoto = typeof galleryPhotos.$inferSelect;
export type MediaAsset = typeof mediaAssets.$inferSelect;
export type Upload = typeof uploads.$inferSelect;

export interface GalleryAccess {
  gallery: Gallery;
  /**
   * The owner (admin) sees everything; the client sees what is published to them; a guest (someone
   * who opened the gallery's share link and typed its password) sees what the client sees, read-only.
   */
  role: "owner" | "client" | "guest";
}

/** Who is asking: the signed-in user, if any, and the share-link grants their cookies carry (signatures checked). */
export interface Viewer {
  user: SessionUser | null;
  shares: readonly ShareGrant[];
}

/** A signed-in user alone (or nobody) is a viewer without share grants. */
export type ViewerLike = Viewer | SessionUser | null;

function asViewer(viewer: ViewerLike): Viewer {
  if (!viewer) return { user: null, shares: [] };
  return "shares" in viewer ? viewer : { user: viewer, shares: [] };
}

interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function viewerOf(args: RequestArgs): Promise<Viewer> {
  return { user: await getUser(args), shares: shareGrantsFrom(args.request) };
}

/**
 * The viewer of a path open to accounts and share guests. Nobody at all is sent to sign in; a guest
 * whose cookie does not verify (tampered, expired) gets "not found", like every other refusal.
 */
export async function requireViewer(args: RequestArgs): Promise<Viewer> {
  const viewer = await viewerOf(args);
  if (!viewer.user && viewer.shares.length === 0) {
    if (carriesShareCookie(args.request)) throw data(null, { status: 404 });
    await requireUser(args);
  }
  return viewer;
}

const ID = /^[A-Za-z0-9_-]{10,64}$/;

export function isExpired(gallery: Pick<Gallery, "expiresAt">, now = new Date()) {
  return gallery.expiresAt.getTime() <= now.getTime();
}

/** The viewer's access to a gallery, or undefined (unknown id, someone else's, unpublished, expired). */
export async function galleryAccess(db: Db, galleryId: string, viewerLike: ViewerLike) {
  const viewer = asViewer(viewerLike);
  if (!ID.test(galleryId)) return undefined;
  if (!viewer.user && !viewer.shares.some((grant) => grant.galleryId === galleryId)) return undefined;
  const [gallery] = await db.select().from(galleries).where(eq(galleries.id, galleryId));
  return accessTo(gallery, viewer);
}

function sameHash(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Does one of the grants name this gallery's current share link (not a regenerated or withdrawn one)? */
function holdsShareLink(gallery: Gallery, shares: readonly ShareGrant[]) {
  const current = gallery.shareTokenHash;
  if (!current || !gallery.sharePasswordHash) return false;
  return shares.some((grant) => grant.galleryId === gallery.id && sameHash(grant.tokenHash, current));
}

export function accessTo(gallery: Gallery | undefined, viewerLike: ViewerLike): GalleryAccess | undefined {
  const { user, shares } = asViewer(viewerLike);
  if (!gallery) return undefined;
  if (user?.role === "admin") return { gallery, role: "owner" };
  if (gallery.status !== "published" || isExpired(gallery)) return undefined;
  if (user && gallery.clientId === user.id) return { gallery, role: "client" };
  if (holdsShareLink(gallery, shares)) return { gallery, role: "guest" };
  return undefined;
}

export type PhotoAction = "view" | "download";

/**
 * May this access view (or download the original of) this photo? The client (and a guest alike)
 * sees proofs that are not hidden, finals once delivered, and may download only finals, only with
 * download rights.
 */
export function mayAccessPhoto(
  access: GalleryAccess,
  photo: Pick<GalleryPhoto, "galleryId" | "hidden" | "kind">,
  action: PhotoAction,
) {
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
  viewerLike: ViewerLike,
  action: PhotoAction,
): Promise<AssetDecision | undefined> {
  const viewer = asViewer(viewerLike);
  const admin = viewer.user?.role === "admin";
  if (!ID.test(assetId)) return undefined;
  const [row] = await db
    .select({
      asset: mediaAssets,
      portfolio: portfolioPhotos,
      photo: galleryPhotos,
      gallery: galleries,
      upload: uploads,
    })
    .from(mediaAssets)
    .leftJoin(portfolioPhotos, eq(portfolioPhotos.assetId, mediaAssets.id))
    .leftJoin(galleryPhotos, eq(galleryPhotos.assetId, mediaAssets.id))
    .leftJoin(galleries, eq(galleries.id, galleryPhotos.galleryId))
    .leftJoin(uploads, eq(uploads.mediaAssetId, mediaAssets.id))
    .where(eq(mediaAssets.id, assetId));
  if (!row) return undefined;
  const { asset } = row;
  if (row.portfolio) {
    if (action === "view" && row.portfolio.published) return { asset, cache: "public" };
    return admin ? { asset, cache: "private" } : undefined;
  }
  if (row.photo && row.gallery) {
    const access = accessTo(row.gallery, viewer);
    return access && mayAccessPhoto(access, row.photo, action) ? { asset, cache: "private" } : undefined;
  }
  if (asset.use === "moodboard") {
    // A mood-board image: its derivatives are seen like its upload; its original never leaves storage.
    return row.upload && action === "view" && mayViewUpload(row.upload, viewer)
      ? { asset, cache: "private" }
      : undefined;
  }
  return admin ? { asset, cache: "private" } : undefined;
}

/**
 * May this viewer see a mood-board upload (the PDF as sent, or the image's processed derivatives)?
 * Only the client who uploaded it and the owner; a share link grants nothing here.
 */
export function mayViewUpload(upload: Pick<Upload, "userId">, viewerLike: ViewerLike) {
  const { user } = asViewer(viewerLike);
  return user !== null && (user.role === "admin" || user.id === upload.userId);
}

const UPLOAD_ID = /^[\w-]{10,100}$/;

/** The decision for a mood-board upload's own path (`/hob/uploads/:id`): the upload, or undefined. */
export async function authorizeUpload(db: Db, uploadId: string, viewerLike: ViewerLike): Promise<Upload | undefined> {
  if (!UPLOAD_ID.test(uploadId)) return undefined;
  const [upload] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  return upload && mayViewUpload(upload, viewerLike) ? upload : undefined;
}
