/** Public URL shapes of media derivatives; the content hash makes each URL immutable. */
import type { Derivative } from "../../lib/db/schema-media.ts";

export const EXTENSION_OF_FORMAT = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;
export const FORMAT_OF_EXTENSION = { avif: "avif", webp: "webp", jpg: "jpeg" } as const;

/** The folder of one version of an asset's derivatives: each is `${base}${width}.${extension}`. */
export function derivativeBase(assetId: string, contentHash: string) {
  return `/media/${assetId}/${contentHash}/`;
}

export function derivativeUrl(assetId: string, contentHash: string, derivative: Pick<Derivative, "format" | "width">) {
  return `${derivativeBase(assetId, contentHash)}${derivative.width}.${EXTENSION_OF_FORMAT[derivative.format]}`;
}
