/**
 * A thumbhash placeholder as a small PNG data URL. `thumbhash`'s own `thumbHashToDataURL` writes
 * stored (uncompressed) deflate blocks: ~4 KB of base64 per photo, 24 of them on /portfolio. The same
 * pixels, filtered ("Sub") and deflated by node:zlib, are a fraction of that.
 */
import { crc32, deflateSync } from "node:zlib";
import { thumbHashToRGBA } from "thumbhash";

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixels → PNG bytes (8-bit RGBA, every row filtered with "Sub"). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 1; // filter type "Sub": each byte minus the same channel of the pixel on its left
    for (let x = 0; x < stride; x++) {
      const value = rgba[y * stride + x] ?? 0;
      const left = x >= 4 ? (rgba[y * stride + x - 4] ?? 0) : 0;
      raw[row + 1 + x] = (value - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The thumbhash (base64, as stored) decoded to a PNG data URL. */
export function thumbhashDataUrl(thumbhash: string): string {
  const { w, h, rgba } = thumbHashToRGBA(Buffer.from(thumbhash, "base64"));
  return `data:image/png;base64,${encodePng(w, h, rgba).toString("base64")}`;
}
