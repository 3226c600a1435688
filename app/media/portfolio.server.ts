/** The public portfolio: what is published where, in which order, and the owner's edits. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { mediaAssets, type PortfolioCategory, portfolioPhotos } from "~/lib/db/schema";

export { CATEGORY_LABELS, isCategory } from "./categories.ts";

import type { Db } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { invalidatePublicPages } from "~/lib/public-page-cache.server";
import { m } from "~/paraglide/messages";
import { pictureData } from "./picture.server.ts";
import { altTextNeeded, type PhotoDetailsSchema } from "./portfolio-forms.ts";

/**
 * Called after every change that alters what the public sees (publish, order, captions, featured):
 * the cached public pages (home, photography page, portfolio) are dropped at once.
 */
export function onPortfolioChanged() {
  invalidatePublicPages();
  for (const listener of portfolioListeners) listener();
}
const portfolioListeners = new Set<() => void>();
export function subscribeToPortfolioChanges(listener: () => void) {
  portfolioListeners.add(listener);
  return () => portfolioListeners.delete(listener);
}

export async function listPublishedPhotos(db: Db, category?: PortfolioCategory) {
  const rows = await db
    .select({ photo: portfolioPhotos, asset: mediaAssets })
    .from(portfolioPhotos)
    .innerJoin(mediaAssets, eq(mediaAssets.id, portfolioPhotos.assetId))
    .where(
      and(
        eq(portfolioPhotos.published, true),
        eq(mediaAssets.status, "ready"),
        category ? eq(portfolioPhotos.category, category) : undefined,
      ),
    )
    .orderBy(asc(portfolioPhotos.position), asc(portfolioPhotos.id));
  return rows.flatMap(({ photo, asset }) => {
    const picture = pictureData(asset, photo.altText);
    return picture ? [{ id: photo.id, category: photo.category, caption: photo.caption, picture }] : [];
  });
}

export type PublishedPhoto = Awaited<ReturnType<typeof listPublishedPhotos>>[number];

/** Published photos the owner marked as featured (home and service pages), in portfolio order. */
export async function getFeaturedPhotos(db: Db, limit = 3) {
  const rows = await db
    .select({ photo: portfolioPhotos, asset: mediaAssets })
    .from(portfolioPhotos)
    .innerJoin(mediaAssets, eq(mediaAssets.id, portfolioPhotos.assetId))
    .where(
      and(eq(portfolioPhotos.published, true), eq(portfolioPhotos.featured, true), eq(mediaAssets.status, "ready")),
    )
    .orderBy(asc(portfolioPhotos.position), asc(portfolioPhotos.id))
    .limit(limit);
  return rows.flatMap(({ photo, asset }) => {
    const picture = pictureData(asset, photo.altText);
    return picture ? [{ id: photo.id, caption: photo.caption, picture }] : [];
  });
}

export async function listPortfolioForOwner(db: Db) {
  const rows = await db
    .select({ photo: portfolioPhotos, asset: mediaAssets })
    .from(portfolioPhotos)
    .innerJoin(mediaAssets, eq(mediaAssets.id, portfolioPhotos.assetId))
    .orderBy(asc(portfolioPhotos.position), asc(portfolioPhotos.id));
  return rows.map(({ photo, asset }) => ({
    ...photo,
    fileName: asset.originalName,
    status: asset.status,
    picture: pictureData(asset, photo.altText || asset.originalName) ?? null,
  }));
}

/** Adds freshly uploaded assets at the end of the portfolio, unpublished. */
export async function addToPortfolio(db: Db, assetId: string) {
  await db.insert(portfolioPhotos).values({
    assetId,
    position: sql`(select coalesce(max(position), 0) + 1 from portfolio_photos)`,
  });
}

export { PhotoDetailsSchema } from "./portfolio-forms.ts";

export async function updatePhotoDetails(db: Db, input: z.infer<typeof PhotoDetailsSchema>) {
  const [row] = await db.select().from(portfolioPhotos).where(eq(portfolioPhotos.id, input.id));
  if (!row) throw new HttpError(404, m.studio_portfolio_photo_gone());
  if (row.published && !input.altText) {
    throw new HttpError(400, m.studio_portfolio_published_needs_alt());
  }
  await db
    .update(portfolioPhotos)
    .set({ caption: input.caption, altText: input.altText, category: input.category })
    .where(eq(portfolioPhotos.id, input.id));
  onPortfolioChanged();
}

export async function setPublished(db: Db, id: number, published: boolean) {
  const [row] = await db
    .select({ photo: portfolioPhotos, status: mediaAssets.status })
    .from(portfolioPhotos)
    .innerJoin(mediaAssets, eq(mediaAssets.id, portfolioPhotos.assetId))
    .where(eq(portfolioPhotos.id, id));
  if (!row) throw new HttpError(404, m.studio_portfolio_photo_gone());
  if (published && !row.photo.altText.trim()) {
    throw new HttpError(400, altTextNeeded());
  }
  if (published && row.status !== "ready") {
    throw new HttpError(409, m.studio_portfolio_still_processing());
  }
  await db
    .update(portfolioPhotos)
    .set({ published, ...(published ? {} : { featured: false }) })
    .where(eq(portfolioPhotos.id, id));
  onPortfolioChanged();
}

export async function setFeatured(db: Db, id: number, featured: boolean) {
  const [row] = await db.select().from(portfolioPhotos).where(eq(portfolioPhotos.id, id));
  if (!row) throw new HttpError(404, m.studio_portfolio_photo_gone());
  if (featured && !row.published) throw new HttpError(400, m.studio_portfolio_publish_before_feature());
  await db.update(portfolioPhotos).set({ featured }).where(eq(portfolioPhotos.id, id));
  onPortfolioChanged();
}

/** Saves a complete new order (drag and drop or the keyboard's move buttons send all ids). */
export async function reorderPortfolio(db: Db, orderedIds: number[]) {
  const unique = [...new Set(orderedIds)];
  if (unique.length !== orderedIds.length) throw new HttpError(400, m.studio_portfolio_order_once());
  const existing = await db.select({ id: portfolioPhotos.id }).from(portfolioPhotos);
  if (existing.length !== unique.length || unique.some((id) => !existing.some((e) => e.id === id))) {
    throw new HttpError(409, m.studio_portfolio_changed());
  }
  await db.transaction(async (tx) => {
    for (const [index, id] of unique.entries()) {
      await tx
        .update(portfolioPhotos)
        .set({ position: index + 1 })
        .where(eq(portfolioPhotos.id, id));
    }
  });
  onPortfolioChanged();
}

/** Moves one photo one place up or down (the keyboard path; also works without JavaScript). */
export async function movePhoto(db: Db, id: number, direction: "up" | "down") {
  const order = (
    await db
      .select({ id: portfolioPhotos.id })
      .from(portfolioPhotos)
      .orderBy(asc(portfolioPhotos.position), asc(portfolioPhotos.id))
  ).map((r) => r.id);
  const index = order.indexOf(id);
  if (index < 0) throw new HttpError(404, m.studio_portfolio_photo_gone());
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= order.length) return;
  [order[index], order[target]] = [order[target] as number, order[index] as number];
  await reorderPortfolio(db, order);
}

/** Removes a photo from the portfolio; its asset's delete trigger queues its files for removal. */
export async function removeFromPortfolio(db: Db, id: number) {
  const [row] = await db.select().from(portfolioPhotos).where(eq(portfolioPhotos.id, id));
  if (!row) throw new HttpError(404, m.studio_portfolio_photo_gone());
  const [asset] = await db
    .delete(mediaAssets)
    .where(inArray(mediaAssets.id, [row.assetId]))
    .returning();
  onPortfolioChanged();
  return asset;
}

/**
 * Publish as the owner sees it: the details in the fields (alternative text typed but not yet saved
 * included) are saved and the photo published together, or, refused, nothing changes.
 */
export async function publishWithDetails(db: Db, input: z.infer<typeof PhotoDetailsSchema>) {
  if (!input.altText) throw new HttpError(400, altTextNeeded());
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: mediaAssets.status })
      .from(portfolioPhotos)
      .innerJoin(mediaAssets, eq(mediaAssets.id, portfolioPhotos.assetId))
      .where(eq(portfolioPhotos.id, input.id));
    if (!row) throw new HttpError(404, m.studio_portfolio_photo_gone());
    if (row.status !== "ready") throw new HttpError(409, m.studio_portfolio_still_processing());
    await tx
      .update(portfolioPhotos)
      .set({ caption: input.caption, altText: input.altText, category: input.category, published: true })
      .where(eq(portfolioPhotos.id, input.id));
  });
  onPortfolioChanged();
}

export type BulkAction = "publish" | "unpublish" | "feature" | "delete";

/** "a.jpg, b.jpg and c.jpg" ("… et c.jpg" in French) */
function listNames(names: string[]) {
  return names.length > 1
    ? m.studio_portfolio_list_and({ first: names.slice(0, -1).join(", "), last: names.at(-1) ?? "" })
    : (names[0] ?? "");
}

/** The chosen photos with their file names, all of them or a refusal (one vanished meanwhile). */
export async function portfolioPhotosById(db: Pick<Db, "select">, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({ photo: portfolioPhotos, status: mediaAssets.status, fileName: mediaAssets.originalName })
        .from(portfolioPhotos)
        .innerJoin(mediaAssets, eq(mediaAssets.id, portfolioPhotos.assetId))
        .where(inArray(portfolioPhotos.id, unique))
        .orderBy(asc(portfolioPhotos.position), asc(portfolioPhotos.id))
    : [];
  if (rows.length !== unique.length) {
    throw new HttpError(409, m.studio_portfolio_some_gone());
  }
  return rows;
}

/**
 * One action on several photos at once, all or nothing: publishing refuses if any chosen photo lacks
 * its alternative text or is still processing, featuring if any is not published (naming them), and
 * nothing changes. Returns the sentence to show.
 */
export async function bulkUpdatePortfolio(db: Db, action: BulkAction, ids: number[]) {
  const message = await db.transaction(async (tx) => {
    const rows = await portfolioPhotosById(tx, ids);
    const chosen = rows.map((r) => r.photo.id);
    const names = (filter: (row: (typeof rows)[number]) => boolean) => rows.filter(filter).map((r) => r.fileName);
    switch (action) {
      case "publish": {
        const undescribed = names((r) => !r.photo.altText.trim());
        if (undescribed.length) {
          throw new HttpError(400, m.studio_portfolio_bulk_alt_missing({ names: listNames(undescribed) }));
        }
        const processing = names((r) => r.status !== "ready");
        if (processing.length) {
          throw new HttpError(
            409,
            m.studio_portfolio_bulk_processing({ names: listNames(processing), count: processing.length }),
          );
        }
        await tx.update(portfolioPhotos).set({ published: true }).where(inArray(portfolioPhotos.id, chosen));
        return m.studio_portfolio_bulk_published({ count: rows.length });
      }
      case "unpublish":
        await tx
          .update(portfolioPhotos)
          .set({ published: false, featured: false })
          .where(inArray(portfolioPhotos.id, chosen));
        return m.studio_portfolio_bulk_unpublished({ count: rows.length });
      case "feature": {
        const unpublished = names((r) => !r.photo.published);
        if (unpublished.length) {
          throw new HttpError(400, m.studio_portfolio_bulk_unpublished_first({ names: listNames(unpublished) }));
        }
        await tx.update(portfolioPhotos).set({ featured: true }).where(inArray(portfolioPhotos.id, chosen));
        return m.studio_portfolio_bulk_featured({ count: rows.length });
      }
      case "delete":
        // Each asset's delete trigger queues the files it owns for removal.
        await tx.delete(mediaAssets).where(
          inArray(
            mediaAssets.id,
            rows.map((r) => r.photo.assetId),
          ),
        );
        return m.studio_portfolio_bulk_deleted({ count: rows.length });
    }
  });
  onPortfolioChanged();
  return message;
}
