import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoJpeg } from "../../../tests/support/images.ts";
import { cleanJpeg, servedOriginal } from "./served-original.server.ts";

const GPS = {
  GPSLatitudeRef: "N",
  GPSLatitude: "48/1 51/1 2964/100",
  GPSLongitudeRef: "E",
  GPSLongitude: "2/1 0/1 0/1",
};
const IDENTITY = { Make: "ProbeCam", Model: "Secret X100", Copyright: "(c) Omega Studio" };

/** Does this EXIF block (as sharp returns it) name a GPS directory? Tag 0x8825 in IFD0. */
function hasGpsPointer(exif: Buffer | undefined) {
  if (!exif) return false;
  const tiff = exif.toString("latin1", 0, 6) === "Exif\0\0" ? exif.subarray(6) : exif;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

async function samePixels(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  return x.equals(y);
}

describe("served originals", () => {
  it("rewrites a progressive JPEG losslessly and drops an image appended after its end (a preview with GPS)", async () => {
    const base = await photoJpeg(400, 300, 3);
    const main = await sharp(base)
      .withExif({ IFD0: IDENTITY, IFD3: GPS })
      .jpeg({ quality: 85, progressive: true })
      .toBuffer();
    const preview = await sharp(base).resize(80).withExif({ IFD0: IDENTITY, IFD3: GPS }).jpeg().toBuffer();
    const served = cleanJpeg(Buffer.concat([main, preview]));
    expect(await samePixels(served, main)).toBe(true);
    expect(served.toString("latin1")).not.toContain("ProbeCam");
    expect(served.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    const meta = await sharp(served).metadata();
    expect(meta.isProgressive).toBe(true);
    expect(hasGpsPointer(meta.exif)).toBe(false);
    expect(meta.exif?.toString("latin1")).toContain("(c) Omega Studio");
  });

  it("answers a JPEG without any metadata unchanged but for nothing it can drop", async () => {
    const plain = await sharp(await photoJpeg(120, 90, 1))
      .jpeg()
      .toBuffer();
    const served = cleanJpeg(plain);
    expect(await samePixels(served, plain)).toBe(true);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it("refuses a damaged JPEG (the job then fails instead of serving the original)", async () => {
    const good = await photoJpeg(200, 100, 2);
    expect(() => cleanJpeg(good.subarray(0, Math.round(good.length / 2)))).toThrow(/JPEG/);
    expect(() => cleanJpeg(Buffer.from("not a jpeg"))).toThrow(/Not a JPEG/);
  });

  it("re-encodes PNG and WebP losslessly without GPS or camera, keeping the copyright", async () => {
    const pixels = await sharp(await photoJpeg(160, 120, 4))
      .png()
      .toBuffer();
    for (const format of ["png", "webp"] as const) {
      const input = await sharp(pixels).withExif({ IFD0: IDENTITY, IFD3: GPS }).toFormat(format).toBuffer();
      expect(hasGpsPointer((await sharp(input).metadata()).exif)).toBe(true);
      const served = await servedOriginal(input, `image/${format}`);
      const meta = await sharp(served).metadata();
      expect(meta.format).toBe(format);
      expect(hasGpsPointer(meta.exif)).toBe(false);
      expect(served.toString("latin1")).not.toContain("ProbeCam");
      expect(meta.exif?.toString("latin1")).toContain("(c) Omega Studio");
      expect(await samePixels(served, input)).toBe(true);
    }
  });
});
