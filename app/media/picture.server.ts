/** Turns a processed media asset into the URLs and sizes the `Picture` component renders. */
import { LRUCache } from "lru-cache";
import type { mediaAssets } from "~/lib/db/schema";
import { derivativeBase, derivativeUrl } from "~/media/pipeline/urls";
import type { PictureData } from "./picture-data.ts";
import { thumbhashDataUrl } from "./placeholder-png.server.ts";

type Asset = Pick<
  typeof mediaAssets.$inferSelect,
  "id" | "status" | "width" | "height" | "thumbhash" | "contentHash" | "derivatives"
>;

/**
 * A thumbhash decoded to a PNG data URL is the same for ever: decoding and encoding it in JavaScript
 * was most of a /portfolio render (24 of them per page), so each is made once.
 */
const placeholders = new LRUCache<string, string>({ max: 5_000 });

function placeholderFor(thumbhash: string): string | null {
  let url = placeholders.get(thumbhash);
  if (url === undefined) {
    try {
      url = thumbhashDataUrl(thumbhash);
    } catch {
      return null;
    }
    placeholders.set(thumbhash, url);
  }
  return url;
}

/** Undefined while the asset is not processed yet. */
export function pictureData(asset: Asset, alt: string): PictureData | undefined {
  if (asset.status !== "ready" || !asset.contentHash || !asset.width || !asset.height) return undefined;
  const hash = asset.contentHash;
  const widthsOf = (format: "avif" | "webp") =>
    asset.derivatives
      .filter((d) => d.format === format)
      .map((d) => d.width)
      .sort((a, b) => a - b);
  const jpegs = asset.derivatives.filter((d) => d.format === "jpeg").sort((a, b) => a.width - b.width);
  const middle = jpegs.find((d) => d.width >= 960) ?? jpegs[jpegs.length - 1];
  if (!middle) return undefined;
  const placeholder = asset.thumbhash ? placeholderFor(asset.thumbhash) : null;
  return {
    assetId: asset.id,
    alt,
    width: asset.width,
    height: asset.height,
    placeholder,
    base: derivativeBase(asset.id, hash),
    widths: { avif: widthsOf("avif"), webp: widthsOf("webp") },
    src: derivativeUrl(asset.id, hash, middle),
  };
}
