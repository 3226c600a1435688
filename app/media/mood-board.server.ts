/**
 * Mood board uploads: an image (JPEG, PNG, WebP, AVIF, TIFF, GIF) or a PDF, recognised by its
 * content (not its name), at most 10 MB, served only to its owner and the admin (the decision is
 * `authorizeUpload` in access.server.ts). Images go through the media pipeline like every stored
 * picture (what is served is upright and carries no metadata, so no GPS); PDFs are stored as they are.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { MOOD_BOARD_UPLOAD_LIMITS } from "../lib/body-limits.ts";
import { mediaAssets, uploads } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { type ReceivedFile, safeFileName } from "../lib/forms.server.ts";
import { HttpError } from "../lib/http.server.ts";
import { serverLocale } from "../lib/i18n/request-locale.server.ts";
import { formatFileSize } from "../lib/intl.ts";
import { defineJob } from "../lib/jobs/runner.server.ts";
import { consumeRateLimit } from "../lib/rate-limit.server.ts";
import { m } from "../paraglide/messages.js";
import { recordMediaAsset, storeMediaOriginal } from "./pipeline/jobs.server.ts";
import { ACCEPTED_IMAGE_TYPES } from "./pipeline/limits.ts";
import { derivativeKey, EXTENSION } from "./pipeline/pipeline.server.ts";
import { getStorage } from "./storage.server.ts";
import { ORPHAN_GRACE_SECONDS, removeOrphanFiles, removeStorageGarbage } from "./storage-sweep.server.ts";

/** The mood board's file limit, from the route's row of body-limits.ts. */
export const MAX_UPLOAD_BYTES = MOOD_BOARD_UPLOAD_LIMITS.fileBytes;
/** What one person may keep stored in total, and how many files they may send per hour. */
export const UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024;
export const UPLOAD_RATE = { windowSeconds: 60 * 60, max: 30 };
export const ALLOWED_UPLOAD_TYPES = [...ACCEPTED_IMAGE_TYPES, "image/gif", "application/pdf"] as const;

export async function storeUpload(db: Db, userId: string, file: ReceivedFile) {
  try {
    // Refusals in the request's language (messages/blueprint).
    if (file.size === 0) throw new HttpError(400, m.blueprint_upload_empty());
    const rate = await consumeRateLimit(db, `upload:${userId}`, UPLOAD_RATE);
    if (!rate.allowed) {
      throw new HttpError(429, m.blueprint_upload_too_many({ minutes: Math.ceil(rate.retryAfterSeconds / 60) }), {
        "Retry-After": String(rate.retryAfterSeconds),
      });
    }
    const { fileTypeFromFile } = await import("file-type");
    const detected = await fileTypeFromFile(file.tempPath);
    if (!detected || !(ALLOWED_UPLOAD_TYPES as readonly string[]).includes(detected.mime)) {
      throw new HttpError(400, m.blueprint_upload_refused());
    }
    const id = randomBytes(18).toString("base64url");
    const fileName = safeFileName(file.originalName);
    const storage = getStorage();
    // Images: the pipeline checks pixels and stores the original privately; its row and its
    // processing job are recorded below, with the upload, in one transaction.
    const image =
      detected.mime === "application/pdf"
        ? undefined
        : await storeMediaOriginal(
            {
              use: "moodboard",
              tempPath: file.tempPath,
              originalName: fileName,
              size: file.size,
              uploadedBy: userId,
              accept: ALLOWED_UPLOAD_TYPES.filter((type) => type.startsWith("image/")),
              acceptedSentence: m.blueprint_upload_types(),
              locale: serverLocale(),
            },
            storage,
          ).catch((error: unknown) => {
            if (error instanceof HttpError) throw new HttpError(400, error.detail);
            throw error;
          });
    try {
      // One transaction records the upload and, for an image, its media asset and job: a refusal or a
      // failure leaves neither. One upload per user at a time checks the quota and records the file,
      // so two parallel uploads cannot both fit into the last megabytes.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload:${userId}`}))`);
        if ((await storedBytes(tx, userId)) + file.size > UPLOAD_QUOTA_BYTES) {
          throw new HttpError(
            413,
            m.blueprint_upload_quota({ size: formatFileSize(UPLOAD_QUOTA_BYTES, serverLocale()) }),
          );
        }
        if (image) {
          await recordMediaAsset(tx, image, {
            use: "moodboard",
            originalName: fileName,
            size: file.size,
            uploadedBy: userId,
          });
        }
        await tx.insert(uploads).values({
          id,
          userId,
          originalName: fileName,
          mimeType: image?.mimeType ?? detected.mime,
          size: file.size,
          storageKey: image?.key ?? id,
          mediaAssetId: image?.id ?? null,
        });
        // A PDF is stored as it is, after its row: if storing fails, the transaction rolls back.
        if (!image) await storage.put(id, createReadStream(file.tempPath), { contentType: detected.mime });
      });
    } catch (error) {
      // Nothing was recorded; the file stored for it goes now (else the sweep would find it owned by no row).
      await storage.remove(image?.key ?? id).catch(() => {});
      throw error;
    }
    return { fileId: id, fileName };
  } finally {
    await file.discard();
  }
}

async function storedBytes(db: Db, userId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}

const referenced = sql`exists (select 1 from questionnaire_answers a where a.answer->>'fileId' = ${uploads.id})`;

/**
 * Deletes this user's upload once no answer points to it any more (a mood-board file replaced or
 * removed), then removes queued files from storage. Safe to call for a file that is still in use.
 */
export async function releaseUpload(db: Db, userId: string, fileId: string, storage = getStorage()) {
  await db.delete(uploads).where(and(eq(uploads.id, fileId), eq(uploads.userId, userId), sql`not ${referenced}`));
  await removeStorageGarbage(db, storage);
}

/**
 * The periodic sweep: uploads no answer points to (older than the grace period) are deleted (a
 * mood-board image's media asset with them), every queued storage key (see storage_garbage: replaced
 * files, deleted accounts and assets) is removed from storage, and then any file no row owns.
 * Several instances may sweep at once: each queued key is claimed by one of them.
 */
export async function sweepUploads(db: Db, storage = getStorage(), graceSeconds = ORPHAN_GRACE_SECONDS) {
  const orphans = await db
    .delete(uploads)
    .where(and(sql`${uploads.createdAt} < now() - make_interval(secs => ${graceSeconds})`, sql`not ${referenced}`))
    .returning({ id: uploads.id });
  const removed = await removeStorageGarbage(db, storage);
  const orphanFiles = await removeOrphanFiles(db, storage, graceSeconds);
  return { orphans: orphans.length, removed, orphanFiles };
}

/** Hourly, on one instance: orphaned uploads, queued storage keys and files no row owns leave storage. */
export const uploadSweepJob = defineJob({
  kind: "media.upload-sweep",
  label: "Clearing unused uploaded files",
  everySeconds: 3600,
  retries: 1,
  leaseSeconds: 1800,
  async handler(_payload, { db }) {
    await sweepUploads(db);
  },
});

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
