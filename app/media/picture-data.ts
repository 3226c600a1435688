import { EXTENSION_OF_FORMAT } from "./pipeline/urls.ts";

/**
 * What a page needs to render one processed photo responsively (built on the server, plain data). The srcsets are
 * not in it: `pictureSrcSet` writes them from `base` and `widths` while rendering. A page's data goes into its HTML
 * twice (the markup and the hydration data), and three full srcsets per photo were 40 % of a 200-photo gallery's
 * HTML (docs/performance.md, tenth round).
 */
export interface PictureData {
  assetId: string;
  alt: string;
  width: number;
  height: number;
  /** A tiny blurred preview (data: URL from the thumbhash) shown until the photo has loaded. */
  placeholder: string | null;
  /** The folder of the derivatives: each is `${base}${width}.${extension}` (pipeline/urls.ts). */
  base: string;
  /** The widths made in each format the `<source>`s offer, smallest first. */
  widths: Record<PictureFormat, number[]>;
  /**
   * The JPEG fallback, one width (960, or the largest below it): every browser that reads srcset also reads WebP,
   * so a JPEG srcset only lengthened the page (~0.5 KB a photo).
   */
  src: string;
}

/** The formats of a picture's `<source>`s, best first. */
export type PictureFormat = "avif" | "webp";

/** One format's srcset: every width of it, smallest first ("…/480.avif 480w, …/720.avif 720w"). */
export function pictureSrcSet(photo: Pick<PictureData, "base" | "widths">, format: PictureFormat): string {
  const extension = EXTENSION_OF_FORMAT[format];
  return photo.widths[format].map((width) => `${photo.base}${width}.${extension} ${width}w`).join(", ");
}
