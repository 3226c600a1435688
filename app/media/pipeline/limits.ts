/**
 * What the image pipeline accepts; shared by the server and the upload form's instant checks. The byte
 * limits of a photo and of a post are rows of the body-limits table (app/lib/body-limits.ts).
 */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/tiff"] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** For the file picker only; the server decides by content, never by the name. */
export const IMAGE_ACCEPT_ATTRIBUTE =
  ".jpg,.jpeg,.png,.webp,.avif,.tif,.tiff,image/jpeg,image/png,image/webp,image/avif,image/tiff";

/** 100 megapixels: a 24–60 MP camera file fits; anything bigger is refused as a possible decompression bomb. */
export const MAX_IMAGE_PIXELS = 100_000_000;
