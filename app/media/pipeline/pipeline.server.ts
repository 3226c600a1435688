/**
 * The one image pipeline: every stored picture (portfolio, gallery proofs and finals, mood boards)
 * is checked here on upload and turned into derivatives by a media job.
 *
 * Derivatives are upright (EXIF orientation applied by `.rotate()`), carry no metadata (sharp
 * strips it unless asked to keep it), come in AVIF, WebP and JPEG at a few widths, and never exceed
 * a format's limits (WebP stops at 16,383 px a side), so panoramas cannot fail.
 */
import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import type { Derivative, DerivativeFormat } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/http.server.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { loadSharp } from "../../lib/sharp.server.ts";
import { m } from "../../paraglide/messages.js";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_PIXELS } from "./limits.ts";

/** Bumped when derivative settings change, so every URL changes with them. */
export const PIPELINE_VERSION = 1;
export const LARGEST_DERIVATIVE_WIDTH = 2400;
// 720: a photo across a phone's width (≈ 370 CSS px at 1.75–2× density) without fetching the 960.
export const DERIVATIVE_WIDTHS = [480, 720, 960, 1600, LARGEST_DERIVATIVE_WIDTH] as const;
/** The largest side any derivative may have (WebP's limit is 16,383 px; AVIF and JPEG allow more). */
export const MAX_DERIVATIVE_SIDE = 16_383;

const FRIENDLY_TYPE: Record<string, typeof m.studio_upload_type_heic> = {
  "image/heic": m.studio_upload_type_heic,
  "image/heif": m.studio_upload_type_heif,
  "image/gif": m.studio_upload_type_gif,
  "image/bmp": m.studio_upload_type_bmp,
  "image/svg+xml": m.studio_upload_type_svg,
  "application/pdf": m.studio_upload_type_pdf,
};

/**
 * Checks a received file by its content; answers its type or throws a 415/413 with a clear message,
 * in `locale` (English unless the caller says: the owner's photo uploads give the request's language).
 */
export async function inspectImageFile(
  filePath: string,
  options: { accept?: readonly string[]; acceptedSentence?: string; locale?: Locale } = {},
): Promise<string> {
  const accept = options.accept ?? ACCEPTED_IMAGE_TYPES;
  const language = { locale: options.locale ?? "en" };
  const sentence = options.acceptedSentence ?? m.studio_upload_types({}, language);
  const { fileTypeFromFile } = await import("file-type");
  const detected = await fileTypeFromFile(filePath);
  if (!detected) {
    throw new HttpError(415, m.studio_upload_not_photo({ types: sentence }, language));
  }
  if (!accept.includes(detected.mime)) {
    const what =
      FRIENDLY_TYPE[detected.mime]?.({}, language) ?? m.studio_upload_type_other({ mime: detected.mime }, language);
    const hint = detected.mime.startsWith("image/hei") ? ` ${m.studio_upload_heic_hint({}, language)}` : "";
    throw new HttpError(415, `${m.studio_upload_type_refused({ what, types: sentence }, language)}${hint}`);
  }
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only: a decompression bomb is refused before anything is decoded.
    ({ width, height } = await sharp(filePath, { limitInputPixels: false }).metadata());
  } catch {
    throw new HttpError(415, m.studio_upload_damaged({}, language));
  }
  if (!width || !height) throw new HttpError(415, m.studio_upload_damaged({}, language));
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      413,
      m.studio_upload_megapixels({ size: Math.round((width * height) / 1e6), limit: MAX_IMAGE_PIXELS / 1e6 }, language),
    );
  }
  return detected.mime;
}

export interface RenderedDerivative extends Derivative {
  data: Buffer;
}

export interface RenderedImage {
  width: number;
  height: number;
  thumbhash: string;
  contentHash: string;
  derivatives: RenderedDerivative[];
}

const ENCODE: Record<DerivativeFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

export const EXTENSION: Record<DerivativeFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A repeated diagonal text watermark the size of the image. */
function watermarkSvg(text: string, width: number, height: number) {
  const fontSize = Math.max(14, Math.round(Math.min(width, height) / 14));
  const tileWidth = Math.round(fontSize * Math.max(6, text.length * 0.75));
  const tileHeight = fontSize * 5;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><pattern id="w" width="${tileWidth}" height="${tileHeight}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
        <text x="0" y="${fontSize * 2}" font-family="sans-serif" font-size="${fontSize}" font-weight="bold"
          fill="#ffffff" fill-opacity="0.45" stroke="#000000" stroke-opacity="0.25" stroke-width="1">${escapeXml(text)}</text>
      </pattern></defs>
      <rect width="100%" height="100%" fill="url(#w)"/>
    </svg>`,
  );
}

/** The widths to render for an upright image `width` px wide (never upscaled). */
export function derivativeWidths(width: number) {
  const widths: number[] = DERIVATIVE_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, LARGEST_DERIVATIVE_WIDTH);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}

/** Renders every derivative of one original (held in memory: at most MAX_IMAGE_BYTES). */
export async function renderImage(
  original: Buffer,
  options: { watermark?: string | null } = {},
): Promise<RenderedImage> {
  const watermark = options.watermark?.trim() || null;
  const sharp = await loadSharp();
  // One decode: upright, sRGB, flattened, at most the largest derivative width and 16,383 px tall.
  let base = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: LARGEST_DERIVATIVE_WIDTH, height: MAX_DERIVATIVE_SIDE, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb");
  let { data: pixels, info } = await base.raw().toBuffer({ resolveWithObject: true });
  if (watermark) {
    base = sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } }).composite([
      { input: watermarkSvg(watermark, info.width, info.height), top: 0, left: 0 },
    ]);
    ({ data: pixels, info } = await base.removeAlpha().raw().toBuffer({ resolveWithObject: true }));
  }
  const raw = { width: info.width, height: info.height, channels: info.channels };

  const { data: small, info: smallInfo } = await sharp(pixels, { raw })
    .resize({ width: 100, height: 100, fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const thumbhash = Buffer.from(rgbaToThumbHash(smallInfo.width, smallInfo.height, small)).toString("base64");

  const contentHash = createHash("sha256")
    .update(`v${PIPELINE_VERSION}\0${watermark ?? ""}\0`)
    .update(original)
    .digest("hex")
    .slice(0, 16);

  const derivatives: RenderedDerivative[] = [];
  for (const width of derivativeWidths(info.width)) {
    for (const format of ["avif", "webp", "jpeg"] as const) {
      const { data, info: out } = await ENCODE[format](
        sharp(pixels, { raw }).resize({ width, height: MAX_DERIVATIVE_SIDE, fit: "inside", withoutEnlargement: true }),
      ).toBuffer({ resolveWithObject: true });
      derivatives.push({ format, width: out.width, height: out.height, size: data.length, data });
    }
  }
  return { width: info.width, height: info.height, thumbhash, contentHash, derivatives };
}

export function derivativeKey(assetId: string, contentHash: string, derivative: Pick<Derivative, "format" | "width">) {
  return `media/${assetId}/${contentHash}/${derivative.width}.${EXTENSION[derivative.format]}`;
}

export function originalKey(assetId: string) {
  return `media/${assetId}/original`;
}

const SERVED_EXTENSION: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/tiff": "tif",
};

/** Where a final's served original (see served-original.server.ts) is stored, beside its derivatives. */
export function servedOriginalKey(assetId: string, contentHash: string, mimeType: string) {
  return `media/${assetId}/${contentHash}/served.${SERVED_EXTENSION[mimeType] ?? "bin"}`;
}
