import sharp from "sharp";
import { rgbaToThumbHash, thumbHashToDataURL, thumbHashToRGBA } from "thumbhash";
import { describe, expect, it } from "vitest";
import { photoJpeg } from "../../tests/support/images.ts";
import { thumbhashDataUrl } from "./placeholder-png.server.ts";

async function thumbhashOf(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg)
    .resize(100, 100, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString("base64");
}

const pngBytes = (url: string) => Buffer.from(url.slice("data:image/png;base64,".length), "base64");

describe("thumbhash placeholders", () => {
  it("decode to exactly the thumbhash's pixels, in a fraction of the bytes of thumbhash's own PNG", async () => {
    for (const [width, height, seed] of [
      [1600, 1067, 1],
      [800, 1200, 2],
      [4000, 600, 3],
    ] as const) {
      const hash = await thumbhashOf(await photoJpeg(width, height, seed));
      const url = thumbhashDataUrl(hash);
      expect(url.startsWith("data:image/png;base64,")).toBe(true);
      const expected = thumbHashToRGBA(Buffer.from(hash, "base64"));
      const decoded = await sharp(pngBytes(url)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([decoded.info.width, decoded.info.height]).toEqual([expected.w, expected.h]);
      expect(Buffer.compare(decoded.data, Buffer.from(expected.rgba))).toBe(0);
      expect(url.length).toBeLessThan(thumbHashToDataURL(Buffer.from(hash, "base64")).length / 4);
    }
  });
});
