/**
 * The original photo as clients and share guests download it: the same pixels, without what the
 * camera recorded about where and with what (GPS position, camera and lens models, serial numbers,
 * maker notes, XMP and IPTC blocks, embedded previews). Kept: the capture date and time, the
 * orientation, the colour profile and the copyright and artist fields.
 *
 * A JPEG is rewritten losslessly: its compressed image data is copied byte for byte and only the
 * metadata segments change. Other formats are re-encoded losslessly (PNG, TIFF, lossless WebP and
 * AVIF), turned upright, as sharp cannot copy their image data unchanged.
 */
import type { Exif } from "sharp";
import { loadSharp } from "../../lib/sharp.server.ts";
import { MAX_IMAGE_PIXELS } from "./limits.ts";

/** EXIF tags a served original keeps, by directory (IFD0 and the Exif sub-directory). */
const KEPT_IFD0_TAGS = new Map([
  [0x0112, "Orientation"],
  [0x0132, "DateTime"],
  [0x013b, "Artist"],
  [0x8298, "Copyright"],
]);
const KEPT_EXIF_TAGS = new Map([
  [0x9003, "DateTimeOriginal"],
  [0x9004, "DateTimeDigitized"],
  [0x9010, "OffsetTime"],
  [0x9011, "OffsetTimeOriginal"],
  [0x9012, "OffsetTimeDigitized"],
  [0x9290, "SubSecTime"],
  [0x9291, "SubSecTimeOriginal"],
  [0x9292, "SubSecTimeDigitized"],
  [0xa001, "ColorSpace"],
]);
const EXIF_POINTER = 0x8769;
const TYPE_SIZE: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8 };

interface TiffEntry {
  tag: number;
  type: number;
  count: number;
  /** The value's bytes, in the source's byte order. */
  value: Buffer;
}

export interface KeptExif {
  littleEndian: boolean;
  ifd0: TiffEntry[];
  exif: TiffEntry[];
}

/**
 * Reads the kept tags out of a TIFF-structured EXIF block (starting at its byte-order mark).
 * Answers undefined for a block it cannot read: nothing of it is kept then.
 */
export function readKeptExif(tiff: Buffer): KeptExif | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return undefined;
  const littleEndian = order === "II";
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;

  const readIfd = (offset: number, kept: Map<number, string>) => {
    const entries: TiffEntry[] = [];
    let pointer: number | undefined;
    if (offset + 2 > tiff.length) return { entries, pointer };
    const count = u16(offset);
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12;
      if (at + 12 > tiff.length) break;
      const tag = u16(at);
      const type = u16(at + 2);
      const items = u32(at + 4);
      if (tag === EXIF_POINTER) pointer = u32(at + 8);
      const size = (TYPE_SIZE[type] ?? 0) * items;
      if (!kept.has(tag) || size === 0 || size > 4096) continue;
      const start = size <= 4 ? at + 8 : u32(at + 8);
      if (start + size > tiff.length) continue;
      entries.push({ tag, type, count: items, value: Buffer.from(tiff.subarray(start, start + size)) });
    }
    return { entries, pointer };
  };

  try {
    const ifd0 = readIfd(u32(4), KEPT_IFD0_TAGS);
    const exif = ifd0.pointer ? readIfd(ifd0.pointer, KEPT_EXIF_TAGS).entries : [];
    return { littleEndian, ifd0: ifd0.entries, exif };
  } catch {
    return undefined;
  }
}

/** TIFF keeps values at even offsets. */
const padded = (length: number) => length + (length % 2);

/** Writes a TIFF-structured EXIF block holding only the kept tags (undefined when none is left). */
export function writeKeptExif(kept: KeptExif): Buffer | undefined {
  if (kept.ifd0.length === 0 && kept.exif.length === 0) return undefined;
  const { littleEndian } = kept;
  const ifd0 = [...kept.ifd0];
  // The Exif sub-directory's pointer is a LONG in IFD0, filled in once its offset is known.
  const pointer: TiffEntry = { tag: EXIF_POINTER, type: 4, count: 1, value: Buffer.alloc(4) };
  if (kept.exif.length > 0) ifd0.push(pointer);
  ifd0.sort((a, b) => a.tag - b.tag);
  const exif = [...kept.exif].sort((a, b) => a.tag - b.tag);

  const ifdSize = (entries: TiffEntry[]) =>
    2 +
    entries.length * 12 +
    4 +
    entries.reduce((sum, e) => sum + (e.value.length > 4 ? padded(e.value.length) : 0), 0);
  const ifd0Offset = 8;
  const exifOffset = ifd0Offset + ifdSize(ifd0);
  const out = Buffer.alloc(exifOffset + (exif.length > 0 ? ifdSize(exif) : 0));
  const w16 = (value: number, at: number) =>
    littleEndian ? out.writeUInt16LE(value, at) : out.writeUInt16BE(value, at);
  const w32 = (value: number, at: number) =>
    littleEndian ? out.writeUInt32LE(value, at) : out.writeUInt32BE(value, at);
  if (littleEndian) pointer.value.writeUInt32LE(exifOffset);
  else pointer.value.writeUInt32BE(exifOffset);
  out.write(littleEndian ? "II" : "MM", 0, "latin1");
  w16(42, 2);
  w32(ifd0Offset, 4);

  const writeIfd = (entries: TiffEntry[], offset: number) => {
    w16(entries.length, offset);
    let data = offset + 2 + entries.length * 12 + 4; // values longer than 4 bytes follow the directory
    entries.forEach((entry, i) => {
      const at = offset + 2 + i * 12;
      w16(entry.tag, at);
      w16(entry.type, at + 2);
      w32(entry.count, at + 4);
      if (entry.value.length <= 4) {
        entry.value.copy(out, at + 8);
      } else {
        w32(data, at + 8);
        entry.value.copy(out, data);
        data += padded(entry.value.length);
      }
    });
    w32(0, offset + 2 + entries.length * 12); // no next directory (no embedded thumbnail)
  };
  writeIfd(ifd0, ifd0Offset);
  if (exif.length > 0) writeIfd(exif, exifOffset);
  return out;
}

const EXIF_HEADER = Buffer.from("Exif\0\0", "latin1");

function segment(marker: number, payload: Buffer) {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

function startsWith(data: Buffer, at: number, text: string) {
  return data.toString("latin1", at, at + text.length) === text;
}

/** A JPEG whose structure cannot be followed: a damaged file, which processing again cannot fix. */
export class DamagedJpegError extends Error {}

/**
 * A JPEG without its identifying metadata, its compressed image data unchanged: JFIF, ICC colour
 * profile, Adobe colour-transform and every coding segment kept; EXIF reduced to the kept tags; XMP,
 * IPTC, comments, other application segments and anything after the image's end dropped.
 */
export function cleanJpeg(jpeg: Buffer): Buffer {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new DamagedJpegError("Not a JPEG file.");
  const parts: Buffer[] = [jpeg.subarray(0, 2)];
  let exif: Buffer | undefined;
  let exifAt = 1; // after SOI, or after a JFIF segment that opens the file
  let at = 2;
  for (;;) {
    while (at < jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] === 0xff) at++; // fill bytes
    if (at + 1 >= jpeg.length || jpeg[at] !== 0xff) throw new DamagedJpegError("The JPEG file is damaged.");
    const marker = jpeg[at + 1] as number;
    if (marker === 0xd9) {
      parts.push(jpeg.subarray(at, at + 2));
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      parts.push(jpeg.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > jpeg.length) throw new DamagedJpegError("The JPEG file is damaged.");
    const end = at + 2 + jpeg.readUInt16BE(at + 2);
    if (end > jpeg.length) throw new DamagedJpegError("The JPEG file is damaged.");
    const body = at + 4;
    if (marker === 0xda) {
      // A scan: its header, then entropy-coded data up to the next marker (0xFF not followed by a
      // stuffed 0x00 or a restart marker), all copied unchanged.
      let next = jpeg.indexOf(0xff, end);
      while (next !== -1 && next + 1 < jpeg.length) {
        const following = jpeg[next + 1] as number;
        if (following !== 0x00 && following !== 0xff && !(following >= 0xd0 && following <= 0xd7)) break;
        next = jpeg.indexOf(0xff, next + 1);
      }
      if (next === -1 || next + 1 >= jpeg.length) throw new DamagedJpegError("The JPEG file has no end marker.");
      parts.push(jpeg.subarray(at, next));
      at = next;
      continue;
    }
    const keep =
      (marker === 0xe0 && startsWith(jpeg, body, "JFIF\0")) ||
      (marker === 0xe2 && startsWith(jpeg, body, "ICC_PROFILE\0")) ||
      (marker === 0xee && startsWith(jpeg, body, "Adobe")) ||
      (marker >= 0xc0 && marker <= 0xdf); // frame, Huffman, quantisation, restart-interval segments
    if (marker === 0xe1 && !exif && startsWith(jpeg, body, "Exif\0\0")) {
      const kept = readKeptExif(jpeg.subarray(body + 6, end));
      const tiff = kept && writeKeptExif(kept);
      exif = tiff ? segment(0xe1, Buffer.concat([EXIF_HEADER, tiff])) : undefined;
    } else if (keep) {
      if (marker === 0xe0 && parts.length === 1) exifAt = 2;
      parts.push(jpeg.subarray(at, end));
    }
    at = end;
  }
  if (exif) parts.splice(exifAt, 0, exif);
  return Buffer.concat(parts);
}

/** The kept tags as sharp's `withExif` takes them (text values), for re-encoded formats. */
function keptForSharp(kept: KeptExif | undefined): Exif {
  const text = (entries: TiffEntry[], names: Map<number, string>) =>
    Object.fromEntries(
      entries
        .filter((e) => e.type === 2 && names.has(e.tag))
        .map((e) => [names.get(e.tag) as string, e.value.toString("latin1").replace(/\0+$/, "")]),
    );
  return { IFD0: text(kept?.ifd0 ?? [], KEPT_IFD0_TAGS), IFD2: text(kept?.exif ?? [], KEPT_EXIF_TAGS) };
}

/** The served original of one stored original of type `mimeType` (one of the pipeline's types). */
export async function servedOriginal(original: Buffer, mimeType: string): Promise<Buffer> {
  if (mimeType === "image/jpeg") return cleanJpeg(original);
  const sharp = await loadSharp();
  const { exif } = await sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  // libvips answers the block with its "Exif\0\0" header for some formats, without it for others.
  const kept = exif ? readKeptExif(startsWith(exif, 0, "Exif\0\0") ? exif.subarray(6) : exif) : undefined;
  // Upright pixels stand in for the orientation tag, which sharp does not carry over on its own.
  const image = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .keepIccProfile()
    .withExif(keptForSharp(kept));
  switch (mimeType) {
    case "image/png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "image/webp":
      return image.webp({ lossless: true }).toBuffer();
    case "image/avif":
      return image.avif({ lossless: true }).toBuffer();
    case "image/tiff":
      return image.tiff({ compression: "lzw" }).toBuffer();
    default:
      throw new Error(`No served original for ${mimeType}.`);
  }
}
