/**
 * Media jobs: every uploaded picture gets a row in `media_jobs`, processed off the request path.
 * Claims work like the e-mail outbox: `FOR UPDATE SKIP LOCKED` plus a lease, so two app instances
 * never process one job at the same time. The lease is short and renewed by a heartbeat while the job
 * runs, so a worker that died (kill -9, lost machine) frees its job within `LEASE_SECONDS`; with the
 * embedded database no other process can be working, so a restart releases every lease at once.
 * Failures are retried with backoff; the job's and the asset's status are visible to the owner.
 */

import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { type MediaUse, mediaAssets, mediaJobs } from "../db/schema.ts";
import type { Db } from "../db.server.ts";
import { HttpError } from "../http.server.ts";
import { logger } from "../logger.server.ts";
import { type FileStorage, getStorage, readStoredFile } from "../storage.server.ts";
import { derivativeKey, inspectImageFile, originalKey, renderImage, servedOriginalKey } from "./pipeline.server.ts";
import { servedOriginal } from "./served-original.server.ts";

export const MAX_JOB_ATTEMPTS = 3;
/** How long a claim holds without renewal: a dead worker's job is free again within this time. */
export const LEASE_SECONDS = 15;
/** How often a running job renews its lease (several renewals fit in one lease). */
export const LEASE_RENEW_MILLISECONDS = 5_000;

type Listener = () => void;
const listeners = new Set<Listener>();

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
}

/**
 * Checks the file by content and pixel count, stores the original privately, and queues its
 * processing. Throws HttpError (4xx, clear message) for a file the pipeline refuses.
 */
export async function createMediaAsset(db: Db, input: NewAssetInput, storage: FileStorage = getStorage()) {
  if (input.size === 0) throw new HttpError(400, "The file is empty.");
  const mimeType = await inspectImageFile(input.tempPath, input);
  const id = newMediaId();
  const key = originalKey(id);
  await storage.put(key, createReadStream(input.tempPath), { contentType: mimeType });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(mediaAssets).values({
        id,
        use: input.use,
        originalKey: key,
        originalName: input.originalName,
        mimeType,
        size: input.size,
        watermark: input.watermark?.trim() || null,
        uploadedBy: input.uploadedBy,
      });
      await tx.insert(mediaJobs).values({ assetId: id });
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  for (const listener of listeners) listener();
  return { id, mimeType };
}

/** Queues a new rendering of an existing asset (e.g. the gallery's watermark changed). */
export async function reprocessAsset(db: Pick<Db, "insert" | "update">, assetId: string, watermark: string | null) {
  await db.update(mediaAssets).set({ watermark, status: "pending" }).where(eq(mediaAssets.id, assetId));
  await db.insert(mediaJobs).values({ assetId });
  for (const listener of listeners) listener();
}

interface ClaimedJob {
  id: number;
  asset_id: string;
  attempts: number;
}

async function claimJob(db: Db): Promise<ClaimedJob | undefined> {
  const result = await db.execute(sql`
    update media_jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id = (
      select id from media_jobs
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id
      limit 1
      for update skip locked
    )
    returning id, asset_id, attempts`);
  return (result as unknown as { rows: ClaimedJob[] }).rows[0];
}

/** The heartbeat of a running job: its lease is pushed back while its worker is alive. */
async function renewLease(db: Db, jobId: number) {
  await db.execute(sql`
    update media_jobs set locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id = ${jobId} and status = 'pending' and locked_until is not null`);
}

/**
 * Frees every claim at start-up. Only for the embedded database: it is opened by one process at a
 * time, so any lease found is the previous (crashed) process's and its job may run again at once.
 * Answers how many jobs were released.
 */
export async function releaseLeftoverLeases(db: Db) {
  const result = await db.execute(sql`
    update media_jobs set locked_until = null
    where status = 'pending' and locked_until is not null
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
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
  const original = await readStoredFile(asset.originalKey, storage);
  if (!original) throw new PermanentJobError("The original file is missing from storage.");
  let rendered: Awaited<ReturnType<typeof renderImage>>;
  let served: Buffer | undefined;
  try {
    rendered = await renderImage(original, { watermark: asset.watermark });
    if (asset.use === "final") served = await servedOriginal(original, asset.mimeType);
  } catch (error) {
    throw new PermanentJobError(`The image could not be processed: ${error instanceof Error ? error.message : error}`);
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
    throw error;
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

/** A failure that retrying cannot fix (damaged file): the job fails at once. */
export class PermanentJobError extends Error {}

/** Claims and runs one due job; answers false when there was none. */
export async function runOneMediaJob(db: Db, storage: FileStorage = getStorage()): Promise<boolean> {
  const job = await claimJob(db);
  if (!job) return false;
  const heartbeat = setInterval(() => {
    renewLease(db, job.id).catch((error: unknown) =>
      logger.warn({ err: error, mediaJobId: job.id }, "media job lease renewal failed"),
    );
  }, LEASE_RENEW_MILLISECONDS);
  heartbeat.unref();
  try {
    await processAsset(db, job.asset_id, storage);
    await db
      .update(mediaJobs)
      .set({ status: "done", finishedAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(mediaJobs.id, job.id));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const giveUp = error instanceof PermanentJobError || job.attempts >= MAX_JOB_ATTEMPTS;
    await db
      .update(mediaJobs)
      .set({
        status: giveUp ? "failed" : "pending",
        lockedUntil: null,
        lastError: reason,
        nextAttemptAt: sql`now() + make_interval(secs => ${30 * 2 ** (job.attempts - 1)})`,
      })
      .where(eq(mediaJobs.id, job.id));
    if (giveUp) await db.update(mediaAssets).set({ status: "failed" }).where(eq(mediaAssets.id, job.asset_id));
    logger.warn({ mediaJobId: job.id, attempts: job.attempts, giveUp, reason }, "media job failed");
  } finally {
    clearInterval(heartbeat);
  }
  return true;
}

/** Runs jobs until none is due (tests, the bench, and the worker's rounds). */
export async function runDueMediaJobs(db: Db, storage: FileStorage = getStorage()) {
  let count = 0;
  while (await runOneMediaJob(db, storage)) count++;
  return count;
}

export interface MediaWorker {
  stop(): Promise<void>;
  /** Resolves once every job due now has been processed. */
  flush(): Promise<void>;
}

/**
 * `concurrency` loops per instance (1 by default: one image at a time keeps memory flat on a
 * 2-core machine; several instances still share the queue safely).
 */
export function startMediaWorker(options: {
  db: Db;
  storage?: FileStorage;
  concurrency?: number;
  pollMilliseconds?: number;
  /** The embedded database: leases left by the previous process are released before the first round. */
  releaseLeftoverLeases?: boolean;
}): MediaWorker {
  const { db, concurrency = 1, pollMilliseconds = 3000 } = options;
  let stopped = false;
  const ready = options.releaseLeftoverLeases
    ? releaseLeftoverLeases(db).then(
        (released) => {
          if (released > 0) logger.warn({ released }, "media jobs left running by the previous process released");
        },
        (error: unknown) => logger.error({ err: error }, "releasing leftover media job leases failed"),
      )
    : Promise.resolve();
  const slots: Promise<void>[] = Array.from({ length: concurrency }, () => ready);
  const again = Array.from({ length: concurrency }, () => false);

  const round = () => {
    if (stopped) return Promise.all(slots).then(() => undefined);
    for (let i = 0; i < concurrency; i++) {
      again[i] = true;
      slots[i] = (slots[i] as Promise<void>).then(async () => {
        while (again[i] && !stopped) {
          again[i] = false;
          try {
            while (!stopped && (await runOneMediaJob(db, options.storage ?? getStorage()))) {}
          } catch (error) {
            logger.error({ err: error }, "media job round failed");
          }
        }
      });
    }
    return Promise.all(slots).then(() => undefined);
  };

  const timer = setInterval(round, pollMilliseconds);
  timer.unref();
  const listener = () => void round();
  listeners.add(listener);
  void round();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      listeners.delete(listener);
      await Promise.all(slots);
    },
    flush: round,
  };
}
