/** Public URL shapes of media derivatives; the content hash makes each URL immutable. */
import type { Derivative } from "../../lib/db/schema-media.ts";

const EXT = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;
export const FORMAT_OF_EXTENSION = { avif: "avif", webp: "webp", jpg: "jpeg" } as const;

export function derivativeUrl(assetId: string, contentHash: string, derivative: Pick<Derivative, "format" | "width">) {
  return `/media/${assetId}/${contentHash}/${derivative.width}.${EXT[derivative.format]}`;
}
