/** What a page needs to render one processed photo responsively (built on the server, plain data). */
export interface PictureData {
  assetId: string;
  alt: string;
  width: number;
  height: number;
  /** A tiny blurred preview (data: URL from the thumbhash) shown until the photo has loaded. */
  placeholder: string | null;
  /** AVIF then WebP, each a srcset of every width. */
  sources: { type: string; srcSet: string }[];
  /** The JPEG fallback. */
  src: string;
  srcSet: string;
}
