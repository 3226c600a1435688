/**
 * Photo processing, a kind of the one job runner (app/lib/jobs/runner.server.ts): every uploaded
 * picture gets a `media.process` job, queued in the transaction that records the upload and keyed by
 * the photo, so it exists exactly when the upload does and a photo never waits in two. The runner
 * claims it with a short lease renewed while it runs, retries with back-off, and releases at start-up
 * the leases a killed process left on the embedded database. The asset's status is what the owner
 * sees; a job that gives up marks it failed and is listed on the System page, whose Retry renders it
 * again. Why it failed is stored as a code (failures.server.ts), worded in the owner's language when shown.
 */

import { randomBytes, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { and, eq } from "drizzle-orm";
import { type MediaUse, mediaAssets } from "../../lib/db/schema.ts";
import type { Db } from "../../lib/db.server.ts";
import { getEnv } from "../../lib/env.server.ts";
import { HttpError } from "../../lib/http.server.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import {
  claimJobs,
  defineJob,
  enqueueJob,
  enqueueOrRerunJob,
  type JobKind,
  PermanentJobError,
  runJob,
} from "../../lib/jobs/runner.server.ts";
import { logger } from "../../lib/logger.server.ts";
import { m } from "../../paraglide/messages.js";
import { type FileStorage, getStorage, readStoredFile } from "../storage.server.ts";
import { photoJobError, renderingFailure, storageFailure } from "./failures.server.ts";
import { derivativeKey, inspectImageFile, originalKey, renderImage, servedOriginalKey } from "./pipeline.server.ts";
import { servedOriginal } from "./served-original.server.ts";

/** The job of one photo: its key makes a second queueing of the same photo a no-op while it waits. */
const photoKey = (assetId: string) => `asset:${assetId}`;

function mediaProcessJobWith(storage?: FileStorage): JobKind<{ assetId?: unknown }> {
  const kind = defineJob<{ assetId?: unknown }>({
    kind: "media.process",
    label: "Processing uploaded photos",
    // Three attempts in all; a damaged file fails at once (PermanentJobError).
    retries: 2,
    backoffSeconds: 30,
    // Short, and renewed by the runner while the photo renders: a dead worker's photo is free within 15 s.
    leaseSeconds: 15,
    async handler(payload, { db, attempt }) {
      const assetId = String(payload.assetId);
      // Rendered again (the owner's Retry): processing once more, as the owner sees it.
      await db
        .update(mediaAssets)
        .set({ status: "pending" })
        .where(and(eq(mediaAssets.id, assetId), eq(mediaAssets.status, "failed")));
      try {
        await processAsset(db, assetId, storage ?? getStorage());
      } catch (error) {
        if (error instanceof PermanentJobError || attempt > kind.retries) {
          await db.update(mediaAssets).set({ status: "failed" }).where(eq(mediaAssets.id, assetId));
        }
        throw error;
      }
    },
  });
  return {
    ...kind,
    // Photos rendered at once per instance (MEDIA_JOB_CONCURRENCY), read when a runner claims:
    // one at a time keeps memory flat on a 2-core machine; several instances still share the queue.
    get concurrency() {
      return getEnv().MEDIA_JOB_CONCURRENCY;
    },
  };
}

export const mediaProcessJob = mediaProcessJobWith();

export function newMediaId() {
  return randomBytes(15).toString("base64url");
}

export interface NewAssetInput {
  use: MediaUse;
  tempPath: string;
  originalName: string;
  size: number;
  uploadedBy: string | null;
  watermark?: string | null;
  /** Content types accepted for this use (default: the pipeline's photo types). */
  accept?: readonly string[];
  acceptedSentence?: string;
  /** The language of its refusals (English unless given). */
  locale?: Locale;
}

/** An original checked and stored, not yet recorded: `recordMediaAsset` records it. */
export interface StoredOriginal {
  id: string;
  key: string;
  mimeType: string;
}

/**
 * Checks the file by content and pixel count and stores the original privately. Throws HttpError
 * (4xx, clear message) for a file the pipeline refuses. Storage is not part of a transaction: until its
 * row is recorded the file belongs to nobody, and the sweep removes it if the caller never records it.
 */
export async function storeMediaOriginal(
  input: NewAssetInput,
  storage: FileStorage = getStorage(),
): Promise<StoredOriginal> {
  if (input.size === 0) throw new HttpError(400, m.studio_upload_empty({}, { locale: input.locale ?? "en" }));
  const mimeType = await inspectImageFile(input.tempPath, input);
  const id = newMediaId();
  const key = originalKey(id);
  await storage.put(key, createReadStream(input.tempPath), { contentType: mimeType });
  return { id, key, mimeType };
}

/**
 * Records a stored original as an asset and queues its processing, in the caller's transaction: the
 * asset, its job and whatever the caller records with them (a mood-board upload) exist together or not at all.
 */
export async function recordMediaAsset(
  tx: Db,
  original: StoredOriginal,
  input: Pick<NewAssetInput, "use" | "originalName" | "size" | "uploadedBy" | "watermark">,
) {
  await tx.insert(mediaAssets).values({
    id: original.id,
    use: input.use,
    originalKey: original.key,
    originalName: input.originalName,
    mimeType: original.mimeType,
    size: input.size,
    watermark: input.watermark?.trim() || null,
    uploadedBy: input.uploadedBy,
  });
  await enqueueJob(tx, mediaProcessJob, { assetId: original.id }, { dedupeKey: photoKey(original.id) });
}

/**
 * Checks the file, stores the original privately, and records the asset with its processing job and
 * what `attach` records for it (a portfolio or gallery photo), in one transaction. Throws HttpError
 * (4xx, clear message) for a file the pipeline refuses.
 */
export async function createMediaAsset(
  db: Db,
  input: NewAssetInput,
  storage: FileStorage = getStorage(),
  attach?: (tx: Db, assetId: string) => Promise<void>,
) {
  const original = await storeMediaOriginal(input, storage);
  try {
    await db.transaction(async (tx) => {
      await recordMediaAsset(tx, original, input);
      await attach?.(tx, original.id);
    });
  } catch (error) {
    await storage.remove(original.key);
    throw error;
  }
  return { id: original.id, mimeType: original.mimeType };
}

/**
 * Queues a new rendering of an existing asset (e.g. the gallery's watermark changed): its job runs
 * again, or once more after the rendering under way, which finds the watermark changed and discards
 * its own files.
 */
export async function reprocessAsset(db: Db, assetId: string, watermark: string | null) {
  await db.update(mediaAssets).set({ watermark, status: "pending" }).where(eq(mediaAssets.id, assetId));
  await enqueueOrRerunJob(db, mediaProcessJob, { assetId }, photoKey(assetId));
}

/** The asset's row, if it still exists (locked until the transaction ends when `tx` is one). */
async function currentAsset(db: Pick<Db, "select">, assetId: string, lock = false) {
  const query = db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/**
 * Renders one asset's derivatives (and, for a final, its served original) and records them; the
 * files of the previous rendering are removed afterwards. An asset deleted meanwhile (a replaced
 * mood-board image, a removed photo) gets nothing: the job checks before writing, and records the
 * files only in a transaction that finds the asset's row and locks it; when the row is gone (or was
 * re-queued with another watermark) the files just written are removed again. A deletion after
 * that transaction sees the new files in the row, so its trigger queues them for removal.
 */
export async function processAsset(db: Db, assetId: string, storage: FileStorage = getStorage()) {
  const asset = await currentAsset(db, assetId);
  if (!asset) return;
  const original = await readStoredFile(asset.originalKey, storage).catch((error: unknown) => {
    throw photoJobError(storageFailure(error), error);
  });
  if (!original) throw photoJobError({ code: "missing-original" });
  let rendered: Awaited<ReturnType<typeof renderImage>>;
  let served: Buffer | undefined;
  try {
    rendered = await renderImage(original, { watermark: asset.watermark });
    if (asset.use === "final") served = await servedOriginal(original, asset.mimeType);
  } catch (error) {
    throw photoJobError(renderingFailure(error), error);
  }
  if (!(await currentAsset(db, assetId))) return;

  const written: string[] = [];
  const put = async (key: string, data: Buffer, contentType: string) => {
    written.push(key);
    await storage.put(key, data, { contentType });
  };
  const servedKey = served ? servedOriginalKey(asset.id, rendered.contentHash, asset.mimeType) : null;
  try {
    for (const derivative of rendered.derivatives) {
      await put(
        derivativeKey(asset.id, rendered.contentHash, derivative),
        derivative.data,
        `image/${derivative.format}`,
      );
    }
    if (served && servedKey) await put(servedKey, served, asset.mimeType);
  } catch (error) {
    await removeKeys(written, storage);
    throw photoJobError(storageFailure(error), error);
  }

  const previous = await db.transaction(async (tx) => {
    const current = await currentAsset(tx, assetId, true);
    if (!current || current.watermark !== asset.watermark) return undefined;
    await tx
      .update(mediaAssets)
      .set({
        status: "ready",
        width: rendered.width,
        height: rendered.height,
        thumbhash: rendered.thumbhash,
        contentHash: rendered.contentHash,
        derivatives: rendered.derivatives.map(({ data: _data, ...rest }) => rest),
        servedKey,
        servedSize: served?.length ?? null,
      })
      .where(eq(mediaAssets.id, assetId));
    return current;
  });
  if (!previous) {
    // Deleted (or re-queued with another watermark, whose own job renders it) while this one ran.
    await removeKeys(written, storage);
    return;
  }
  const kept = new Set(written);
  await removeKeys(
    assetFileKeys(previous).filter((key) => key !== previous.originalKey && !kept.has(key)),
    storage,
  );
}

async function removeKeys(keys: readonly string[], storage: FileStorage) {
  for (const key of keys) {
    await storage.remove(key).catch((error: unknown) => {
      // Left for the orphan sweep.
      logger.warn({ err: error, key }, "removing a media file failed");
    });
  }
}

/** Every stored file of an asset as its row describes it: original, served original, derivatives. */
export function assetFileKeys(
  asset: Pick<typeof mediaAssets.$inferSelect, "id" | "originalKey" | "contentHash" | "derivatives" | "servedKey">,
) {
  const keys = [asset.originalKey];
  if (asset.servedKey) keys.push(asset.servedKey);
  const hash = asset.contentHash;
  if (hash) for (const derivative of asset.derivatives) keys.push(derivativeKey(asset.id, hash, derivative));
  return keys;
}

/**
 * Claims and runs photo jobs through the runner until none is due, answering how many ran (tests and
 * scripts; `storage` stands in for the configured one). `limit` stops after that many.
 */
export async function runDueMediaJobs(db: Db, storage?: FileStorage, limit = Number.POSITIVE_INFINITY) {
  const kind = mediaProcessJobWith(storage);
  const owner = `due-${randomUUID()}`;
  let count = 0;
  while (count < limit) {
    const [job] = await claimJobs(db, kind, 1, owner);
    if (!job) break;
    await runJob(db, kind, job, owner);
    count++;
  }
  return count;
}

/** Claims and runs one due photo job; answers false when there was none. */
export async function runOneMediaJob(db: Db, storage?: FileStorage) {
  return (await runDueMediaJobs(db, storage, 1)) === 1;
}

/** A photo job kind that renders into `storage` (tests: two runners, or a store that fails). */
export const mediaProcessJobForTests = mediaProcessJobWith;
