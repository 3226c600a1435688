/** Test images generated with sharp (nothing committed): orientations, GPS tags, panoramas, bombs. */
import { mkdirSync } from "node:fs";
import { access, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";

const GPS = {
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 0/1" },
};

/** An upright landscape picture: a red block in the top-left corner on blue; optional label colour shift. */
export async function uprightImage(width = 300, height = 200, shade = 0) {
  const block = await sharp({
    create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: "#ff0000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: shade, g: 40, b: 220 } } })
    .composite([{ input: block, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

async function apply(input: Buffer, step: (image: Sharp) => Sharp) {
  return step(sharp(input)).png().toBuffer();
}

/**
 * A JPEG whose stored pixels, once its EXIF orientation `orientation` (1–8) is applied, show the
 * upright picture; it also carries GPS coordinates.
 */
export async function orientedJpeg(orientation: number, width = 300, height = 200) {
  const upright = await uprightImage(width, height);
  // Stored pixels = the inverse of what the orientation tag asks a viewer to do.
  const inverse: Record<number, (b: Buffer) => Promise<Buffer>> = {
    1: async (b) => b,
    2: (b) => apply(b, (i) => i.flop()),
    3: (b) => apply(b, (i) => i.rotate(180)),
    4: (b) => apply(b, (i) => i.flip()),
    5: async (b) => apply(await apply(b, (i) => i.rotate(90)), (i) => i.flop()),
    6: (b) => apply(b, (i) => i.rotate(270)),
    7: async (b) => apply(await apply(b, (i) => i.rotate(90)), (i) => i.flip()),
    8: (b) => apply(b, (i) => i.rotate(90)),
  };
  const stored = await (inverse[orientation] as (b: Buffer) => Promise<Buffer>)(upright);
  return sharp(stored).withExif(GPS).withMetadata({ orientation }).jpeg({ quality: 90 }).toBuffer();
}

/** A photo-like JPEG with GPS tags: smooth colour blobs (noise enlarged), which encodes like a real photo. */
export async function photoJpeg(width: number, height: number, seed = 0) {
  const small = await sharp({
    create: {
      width: Math.max(8, Math.round(width / 16)),
      height: Math.max(8, Math.round(height / 16)),
      channels: 3,
      background: { r: 90 + ((seed * 37) % 120), g: 80 + ((seed * 53) % 100), b: 70 + ((seed * 71) % 140) },
      noise: { type: "gaussian", mean: 110 + (seed % 40), sigma: 45 },
    },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: "cubic" }).withExif(GPS).jpeg({ quality: 88 }).toBuffer();
}

/** A PNG header claiming `width` × `height` pixels: a decompression bomb as far as any reader can tell. */
export function pngBombHeader(width = 60_000, height = 60_000) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (name: string, body: Buffer) => {
    const type = Buffer.from(name, "latin1");
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([type, body])));
    return Buffer.concat([length, type, body, crc]);
  };
  // A few rows of zero bytes, compressed: real bombs are exactly this, repeated.
  const idat = deflateSync(Buffer.alloc(64 * 1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first bytes of an HEIC file (enough for content detection). */
export function heicHeader() {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(24, 0);
  box.write("ftypheic", 4, "latin1");
  box.write("mif1heic", 16, "latin1");
  return box;
}

export async function writeTemp(dir: string, name: string, content: Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

/** Mean RGB of a region of an image (fractions of its width/height). */
export async function meanColour(image: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const meta = await sharp(image).metadata();
  const w = meta.width as number;
  const h = meta.height as number;
  const part = await sharp(image)
    .extract({
      left: Math.round(region.left * w),
      top: Math.round(region.top * h),
      width: Math.max(1, Math.round(region.width * w)),
      height: Math.max(1, Math.round(region.height * h)),
    })
    .png()
    .toBuffer();
  const stats = await sharp(part).stats();
  return stats.channels.slice(0, 3).map((c) => c.mean);
}

/**
 * Camera-sized files, generated on demand and kept for the run in `directory` (never committed).
 * Noise does not compress, so their sizes are those of real camera files: a 24-megapixel JPEG of
 * 15+ MB, a 45-megapixel JPEG near 30 MB, a TIFF just under the 60 MB per-file limit and one just over.
 */
export const CAMERA_FILES = {
  /** ~20 MB. */
  jpeg24mp: { name: "DSC_0024.jpg", width: 6000, height: 4000, format: "jpeg", quality: 92 },
  /** ~30 MB (quality 92 would make it 38 MB, more than such a camera writes). */
  jpeg45mp: { name: "DSC_0045.jpg", width: 8256, height: 5504, format: "jpeg", quality: 84 },
  /** 59.2 MB (MiB, as the limits are written): 3 bytes a pixel. */
  tiffUnderLimit: { name: "scan-under-limit.tif", width: 4400, height: 4700, format: "tiff", quality: 0 },
  /** 60.5 MB: just over. */
  tiffOverLimit: { name: "scan-over-limit.tif", width: 4600, height: 4600, format: "tiff", quality: 0 },
} as const;
export type CameraFile = keyof typeof CAMERA_FILES;

/**
 * The file's path in `directory`, made if missing. JPEGs: noise at the quality given. TIFFs: uncompressed
 * 8-bit RGB (3 bytes a pixel plus a small header), so their size is known to the byte.
 */
export async function cameraFile(directory: string, kind: CameraFile): Promise<string> {
  const spec = CAMERA_FILES[kind];
  const file = path.join(directory, spec.name);
  try {
    await access(file);
    return file;
  } catch {}
  const { randomBytes } = await import("node:crypto");
  const raw = { raw: { width: spec.width, height: spec.height, channels: 3 as const } };
  const image = sharp(randomBytes(spec.width * spec.height * 3), raw);
  const encoded = spec.format === "jpeg" ? image.jpeg({ quality: spec.quality }) : image.tiff({ compression: "none" });
  // Written under a temporary name, then renamed: a run stopped mid-write never leaves half a file.
  await encoded.toFile(`${file}.partial`);
  await rename(`${file}.partial`, file);
  return file;
}

/** Where the camera files are kept between tests and runs (generated once; outside the repository). */
export function cameraFixturesDir() {
  const directory = path.join(tmpdir(), "ho-camera-fixtures-v1");
  mkdirSync(directory, { recursive: true });
  return directory;
}
