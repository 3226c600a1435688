/**
 * Keeping storage to what the rows own: files queued for removal by the database's triggers
 * (`storage_garbage`: a deleted upload, asset or account) are removed, and files no row owns are found
 * by listing the store. The hourly sweep (`sweepUploads`, mood-board.server.ts) runs both; a deletion
 * that wants its files gone at once calls `removeStorageGarbage` itself.
 */
import { inArray, sql } from "drizzle-orm";
import { rowsOf } from "~/lib/db/rows";
import { mediaAssets, uploads } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { type FileStorage, getStorage } from "./storage.server.ts";

/**
 * A stored file no row owns, or a mood-board upload no answer points to, is left this long (its row or
 * its answer may be being written), then removed.
 */
export const ORPHAN_GRACE_SECONDS = 60 * 60;

// Only the shapes this app writes are considered (a bucket may hold other things): media assets'
// files (`newMediaId`: 20 characters) and flat upload keys (24 characters), half-written ones included.
const MEDIA_KEY = /^media\/([A-Za-z0-9_-]{20})\/(.+)$/;
const UPLOAD_KEY = /^[A-Za-z0-9_-]{24}(\.partial-[0-9a-f-]{36})?$/;

/**
 * Removes stored files that no row owns and that are older than the grace period (so a file being
 * stored just before its row is written is never taken): what a crash left between a write and its
 * row, a media job's output for an asset deleted meanwhile, a previous rendering's derivatives, or
 * a half-written file. A media file is owned when its asset exists and the key is its original, its
 * served original or under its current content hash; a flat key when an upload row names it.
 * Answers how many files were removed.
 */
export async function removeOrphanFiles(
  db: Db,
  storage: FileStorage = getStorage(),
  graceSeconds = ORPHAN_GRACE_SECONDS,
) {
  const cutoff = Date.now() - graceSeconds * 1000;
  let removed = 0;
  let batch: string[] = [];
  const settle = async () => {
    const assetIds = [...new Set(batch.flatMap((key) => MEDIA_KEY.exec(key)?.[1] ?? []))];
    const flatKeys = batch.filter((key) => UPLOAD_KEY.test(key));
    const assets = assetIds.length
      ? await db
          .select({
            id: mediaAssets.id,
            originalKey: mediaAssets.originalKey,
            servedKey: mediaAssets.servedKey,
            contentHash: mediaAssets.contentHash,
          })
          .from(mediaAssets)
          .where(inArray(mediaAssets.id, assetIds))
      : [];
    const byId = new Map(assets.map((asset) => [asset.id, asset]));
    const named = flatKeys.length
      ? new Set(
          (await db.select({ key: uploads.storageKey }).from(uploads).where(inArray(uploads.storageKey, flatKeys))).map(
            (row) => row.key,
          ),
        )
      : new Set<string>();
    for (const key of batch) {
      const media = MEDIA_KEY.exec(key);
      let owned: boolean;
      if (media) {
        const asset = byId.get(media[1] as string);
        owned =
          asset !== undefined &&
          !key.includes(".partial-") &&
          (key === asset.originalKey ||
            key === asset.servedKey ||
            (asset.contentHash !== null && key.startsWith(`media/${asset.id}/${asset.contentHash}/`)));
      } else if (UPLOAD_KEY.test(key)) {
        owned = named.has(key) && !key.includes(".partial-");
      } else {
        owned = true; // not a shape this app writes: left alone
      }
      if (owned) continue;
      try {
        await storage.remove(key);
        removed++;
      } catch (error) {
        logger.warn({ err: error, key }, "removing an orphaned file failed");
      }
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    batch.push(file.key);
    if (batch.length >= 500) await settle();
  }
  if (batch.length > 0) await settle();
  if (removed > 0) logger.warn({ removed }, "orphaned stored files removed");
  return removed;
}

/** Removes queued storage keys in batches; a key whose removal fails stays queued for the next sweep. */
export async function removeStorageGarbage(db: Db, storage: FileStorage = getStorage(), batch = 100) {
  let removed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.execute(
        sql`select storage_key from storage_garbage order by queued_at limit ${batch} for update skip locked`,
      );
      const keys = rowsOf<{ storage_key: string }>(claimed).map((row) => row.storage_key);
      const gone: string[] = [];
      for (const key of keys) {
        try {
          await storage.remove(key);
          gone.push(key);
        } catch {
          // left in the queue: retried by the next sweep
        }
      }
      if (gone.length > 0) {
        await tx.execute(
          sql`delete from storage_garbage where storage_key in ${sql`(${sql.join(
            gone.map((k) => sql`${k}`),
            sql`, `,
          )})`}`,
        );
      }
      removed += gone.length;
      return keys.length < batch || gone.length === 0;
    });
    if (done) return removed;
  }
}
