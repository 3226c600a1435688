/**
 * Mood board uploads: an image (JPEG, PNG, WebP, AVIF, TIFF, GIF) or a PDF, recognised by its
 * content (not its name), at most 10 MB, served only to its owner and the admin. Images go through
 * the media pipeline like every stored picture (upright, no metadata, e.g. no GPS, in what is
 * served); PDFs are stored as they are.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { eq } from "drizzle-orm";
import { fileTypeFromFile } from "file-type";
import { mediaAssets, uploads } from "./db/schema.ts";
import type { Db } from "./db.server.ts";
import type { ReceivedFile } from "./forms.server.ts";
import { HttpError } from "./http.server.ts";
import { createMediaAsset } from "./media/jobs.server.ts";
import { ACCEPTED_IMAGE_TYPES } from "./media/limits.ts";
import { derivativeKey, EXTENSION, originalKey } from "./media/pipeline.server.ts";
import type { SessionUser } from "./session.server.ts";
import { getStorage } from "./storage.server.ts";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ALLOWED_UPLOAD_TYPES = [...ACCEPTED_IMAGE_TYPES, "image/gif", "application/pdf"] as const;
const REFUSED = "Upload an image (JPEG, PNG, WebP, AVIF, TIFF or GIF) or a PDF.";

/** A file name that is safe to show and to put in a header: no path, no control characters. */
export function safeFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  return cleaned && cleaned !== "." && cleaned !== ".." ? cleaned : "upload";
}

export async function storeUpload(db: Db, userId: string, file: ReceivedFile) {
  try {
    if (file.size === 0) throw new HttpError(400, "The file is empty.");
    const detected = await fileTypeFromFile(file.tempPath);
    if (!detected || !(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(detected.mime)) {
      throw new HttpError(400, REFUSED);
    }
    const id = randomBytes(18).toString("base64url");
    const fileName = safeFileName(file.originalName);
    if (detected.mime === "application/pdf") {
      await getStorage().put(id, createReadStream(file.tempPath), { contentType: detected.mime });
      await db.insert(uploads).values({
        id,
        userId,
        originalName: fileName,
        mimeType: detected.mime,
        size: file.size,
        storageKey: id,
      });
      return { fileId: id, fileName };
    }
    const asset = await createMediaAsset(db, {
      use: "moodboard",
      tempPath: file.tempPath,
      originalName: fileName,
      size: file.size,
      uploadedBy: userId,
      accept: ALLOWED_UPLOAD_TYPES.filter((type) => type.startsWith("image/")),
      acceptedSentence: "an image (JPEG, PNG, WebP, AVIF, TIFF or GIF) or a PDF",
    }).catch((error: unknown) => {
      // The pipeline's refusals (damaged image, too many pixels) keep their own message.
      if (error instanceof HttpError) throw new HttpError(400, error.detail);
      throw error;
    });
    await db.insert(uploads).values({
      id,
      userId,
      originalName: fileName,
      mimeType: asset.mimeType,
      size: file.size,
      storageKey: originalKey(asset.id),
      mediaAssetId: asset.id,
    });
    return { fileId: id, fileName };
  } finally {
    await file.discard();
  }
}

/** The upload, if this viewer may see it (its owner or the admin); otherwise undefined. */
export async function findViewableUpload(db: Db, id: string, viewer: SessionUser) {
  if (!/^[\w-]{10,100}$/.test(id)) return undefined;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row || (row.userId !== viewer.id && viewer.role !== "admin")) return undefined;
  return row;
}

/**
 * What to send for a viewable upload: a PDF (or a file stored before the media pipeline) as it was
 * uploaded; an image as its largest JPEG derivative once processed (undefined while it is pending).
 */
export async function uploadContentToServe(db: Db, upload: typeof uploads.$inferSelect) {
  if (!upload.mediaAssetId) {
    return { key: upload.storageKey, mimeType: upload.mimeType, fileName: upload.originalName, size: upload.size };
  }
  const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, upload.mediaAssetId));
  if (asset?.status !== "ready" || !asset.contentHash) return undefined;
  const largest = asset.derivatives.filter((d) => d.format === "jpeg").sort((a, b) => b.width - a.width)[0];
  if (!largest) return undefined;
  const base = upload.originalName.replace(/\.[a-z0-9]{1,5}$/i, "");
  return {
    key: derivativeKey(asset.id, asset.contentHash, largest),
    mimeType: "image/jpeg",
    fileName: `${base}.${EXTENSION.jpeg}`,
    size: largest.size,
  };
}
