import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  heicHeader,
  meanColour,
  orientedJpeg,
  pngBombHeader,
  uprightImage,
  writeTemp,
} from "../../../tests/support/images.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database.ts";
import { mediaAssets, mediaJobs } from "../db/schema.ts";
import { HttpError } from "../http.server.ts";
import { type FileStorage, localDiskStorage, readStoredFile } from "../storage.server.ts";
import {
  createMediaAsset,
  LEASE_RENEW_MILLISECONDS,
  LEASE_SECONDS,
  runDueMediaJobs,
  runOneMediaJob,
  startMediaWorker,
} from "./jobs.server.ts";
import { derivativeKey, inspectImageFile, MAX_DERIVATIVE_SIDE } from "./pipeline.server.ts";

let database: TestDatabase;
let dir: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "ho-pipeline-"));
  storage = localDiskStorage(path.join(dir, "store"));
});
afterAll(async () => {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
});

async function upload(name: string, content: Buffer, watermark?: string) {
  const tempPath = await writeTemp(dir, name, content);
  return createMediaAsset(
    database.db,
    { use: "portfolio", tempPath, originalName: name, size: (await stat(tempPath)).size, uploadedBy: null, watermark },
    storage,
  );
}

async function assetRow(id: string) {
  const [row] = await database.db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  if (!row) throw new Error("missing asset");
  return row;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("image pipeline", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "EXIF orientation %i: every derivative is upright and carries no metadata (no GPS)",
    async (orientation) => {
      const source = await orientedJpeg(orientation);
      expect((await sharp(source).metadata()).orientation).toBe(orientation);
      expect((await sharp(source).metadata()).exif).toBeDefined();
      const { id } = await upload(`o${orientation}.jpg`, source);
      await runDueMediaJobs(database.db, storage);
      const asset = await assetRow(id);
      expect(asset).toMatchObject({ status: "ready", width: 300, height: 200 });
      expect(asset.thumbhash).toMatch(/^[A-Za-z0-9+/=]{10,}$/);
      expect(asset.derivatives.map((d) => d.format).sort()).toEqual(["avif", "jpeg", "webp"]);
      for (const derivative of asset.derivatives) {
        const data = (await readStoredFile(
          derivativeKey(id, asset.contentHash as string, derivative),
          storage,
        )) as Buffer;
        const meta = await sharp(data).metadata();
        expect(meta.format).toBe(
          derivative.format === "jpeg" ? "jpeg" : derivative.format === "webp" ? "webp" : "heif",
        );
        expect([meta.width, meta.height]).toEqual([300, 200]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        const [r, , b] = await meanColour(data, { left: 0.05, top: 0.05, width: 0.2, height: 0.2 });
        expect(r).toBeGreaterThan(180);
        expect(b).toBeLessThan(90);
        const [r2, , b2] = await meanColour(data, { left: 0.7, top: 0.7, width: 0.25, height: 0.25 });
        expect(r2).toBeLessThan(90);
        expect(b2).toBeGreaterThan(150);
      }
    },
    30_000,
  );

  it("renders a panorama wider than WebP's 16,383 px limit without failing, at several widths", async () => {
    const panorama = await sharp(await uprightImage(17_000, 600))
      .jpeg()
      .toBuffer();
    const { id } = await upload("panorama.jpg", panorama);
    await runDueMediaJobs(database.db, storage);
    const asset = await assetRow(id);
    expect(asset.status).toBe("ready");
    expect(new Set(asset.derivatives.map((d) => d.width))).toEqual(new Set([480, 720, 960, 1600, 2400]));
    for (const d of asset.derivatives) expect(Math.max(d.width, d.height)).toBeLessThanOrEqual(MAX_DERIVATIVE_SIDE);
  }, 60_000);

  it("clamps a very tall image to the formats' limits", async () => {
    const tall = await sharp(await uprightImage(400, 17_500))
      .jpeg()
      .toBuffer();
    const { id } = await upload("tall.jpg", tall);
    await runDueMediaJobs(database.db, storage);
    const asset = await assetRow(id);
    expect(asset.status).toBe("ready");
    expect(Math.max(...asset.derivatives.map((d) => d.height))).toBeLessThanOrEqual(MAX_DERIVATIVE_SIDE);
  }, 60_000);

  it("accepts PNG, WebP, AVIF and TIFF by content", async () => {
    const upright = await uprightImage(120, 80);
    for (const [name, data] of [
      ["a.png", upright],
      ["b.webp", await sharp(upright).webp().toBuffer()],
      ["c.avif", await sharp(upright).avif().toBuffer()],
      ["d.tif", await sharp(upright).tiff().toBuffer()],
    ] as const) {
      await expect(upload(name, data)).resolves.toMatchObject({ id: expect.any(String) });
    }
  });

  it("refuses HEIC, GIF, PDF, text, empty files and decompression bombs with clear messages, storing nothing", async () => {
    const before = await database.db.$count(mediaAssets);
    expect((await refusal(upload("IMG_0001.HEIC", heicHeader()))).detail).toMatch(
      /HEIC \(iPhone\) photos are not accepted/,
    );
    const gif = await sharp(await uprightImage(20, 20))
      .gif()
      .toBuffer();
    expect((await refusal(upload("a.gif", gif))).detail).toMatch(/GIF images are not accepted/);
    expect((await refusal(upload("doc.jpg", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n")))).detail).toMatch(/PDF files/);
    expect((await refusal(upload("notes.jpg", Buffer.from("just some text")))).detail).toMatch(/not a photo/);
    const bomb = await refusal(upload("bomb.png", pngBombHeader()));
    expect(bomb.status).toBe(413);
    expect(bomb.detail).toMatch(/3600 megapixels; the limit is 100 megapixels/);
    expect((await refusal(upload("empty.jpg", Buffer.alloc(0)))).status).toBe(400);
    expect(await database.db.$count(mediaAssets)).toBe(before);
  });

  it("composites a text watermark and gives the watermarked rendering another content hash", async () => {
    const source = await uprightImage(600, 400);
    const plain = await upload("plain.png", source);
    const marked = await upload("marked.png", source, "PROOF");
    await runDueMediaJobs(database.db, storage);
    const [a, b] = [await assetRow(plain.id), await assetRow(marked.id)];
    expect(a.contentHash).not.toBe(b.contentHash);
    const jpegA = a.derivatives.find((d) => d.format === "jpeg") as (typeof a.derivatives)[number];
    const jpegB = b.derivatives.find((d) => d.format === "jpeg") as (typeof b.derivatives)[number];
    const [pa, pb] = [
      await readStoredFile(derivativeKey(a.id, a.contentHash as string, jpegA), storage),
      await readStoredFile(derivativeKey(b.id, b.contentHash as string, jpegB), storage),
    ];
    const region = { left: 0.4, top: 0.4, width: 0.6, height: 0.6 };
    const [ca, cb] = [await meanColour(pa as Buffer, region), await meanColour(pb as Buffer, region)];
    // White text over blue raises the red and green channels.
    expect((cb[0] as number) + (cb[1] as number)).toBeGreaterThan((ca[0] as number) + (ca[1] as number) + 5);
  });

  it("checks headers only when inspecting, so a bomb is refused quickly", async () => {
    const file = await writeTemp(dir, "bomb2.png", pngBombHeader(100_000, 100_000));
    const started = performance.now();
    await expect(inspectImageFile(file)).rejects.toThrow(/megapixels/);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("media jobs", () => {
  it("retries a failed job, then records it as done; the asset status is visible", async () => {
    let failures = 1;
    const flaky: FileStorage = {
      ...storage,
      async put(key, content, options) {
        if (key.endsWith(".avif") && failures-- > 0) throw new Error("store unavailable");
        return storage.put(key, content, options);
      },
    };
    const { id } = await upload("retry.png", await uprightImage(100, 80));
    expect(await runOneMediaJob(database.db, flaky)).toBe(true);
    const [job] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.assetId, id));
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: "store unavailable" });
    expect((await assetRow(id)).status).toBe("pending");
    // Not due yet (backoff), so nothing runs; make it due.
    expect(await runOneMediaJob(database.db, flaky)).toBe(false);
    await database.db.update(mediaJobs).set({ nextAttemptAt: sql`now()` }).where(eq(mediaJobs.assetId, id));
    expect(await runOneMediaJob(database.db, flaky)).toBe(true);
    const [done] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.assetId, id));
    expect(done).toMatchObject({ status: "done", attempts: 2, lastError: null });
    expect((await assetRow(id)).status).toBe("ready");
  });

  it("fails a damaged file at once and marks its asset failed", async () => {
    const good = await sharp(await uprightImage(200, 100))
      .jpeg()
      .toBuffer();
    const { id } = await upload("truncated.jpg", good.subarray(0, Math.round(good.length * 0.5)));
    await runDueMediaJobs(database.db, storage);
    const [job] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.assetId, id));
    expect(job?.status).toBe("failed");
    expect(job?.attempts).toBe(1);
    expect((await assetRow(id)).status).toBe("failed");
  });

  it("never hands one job to two workers; an expired lease is claimed again", async () => {
    const first = await upload("w1.png", await uprightImage(90, 60));
    const second = await upload("w2.png", await uprightImage(90, 60));
    const seen: string[] = [];
    const watching: FileStorage = {
      ...storage,
      async get(key) {
        seen.push(key);
        return storage.get(key);
      },
    };
    const results = await Promise.all([
      runOneMediaJob(database.db, watching),
      runOneMediaJob(database.db, watching),
      runOneMediaJob(database.db, watching),
    ]);
    expect(results.filter(Boolean)).toHaveLength(2);
    expect(seen.sort()).toEqual([`media/${first.id}/original`, `media/${second.id}/original`].sort());

    // A worker that crashed mid-job leaves a lease; once it expires another worker takes over.
    const third = await upload("w3.png", await uprightImage(90, 60));
    await database.db
      .update(mediaJobs)
      .set({ attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(mediaJobs.assetId, third.id));
    expect(await runOneMediaJob(database.db, storage)).toBe(false);
    await database.db
      .update(mediaJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mediaJobs.assetId, third.id));
    expect(await runOneMediaJob(database.db, storage)).toBe(true);
    expect((await assetRow(third.id)).status).toBe("ready");
  });

  it("keeps a running job's lease short and renews it while the worker lives", async () => {
    expect(LEASE_SECONDS).toBeLessThanOrEqual(30);
    const { id } = await upload("heartbeat.png", await uprightImage(90, 60));
    const leaseOf = async () => {
      const [job] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.assetId, id));
      return job?.lockedUntil?.getTime() ?? 0;
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: FileStorage = {
      ...storage,
      async get(key) {
        await held; // the job is running: the test looks at its lease meanwhile
        return storage.get(key);
      },
    };
    const running = runOneMediaJob(database.db, slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const first = await leaseOf();
    expect(first - Date.now()).toBeLessThanOrEqual(LEASE_SECONDS * 1000);
    expect(first).toBeGreaterThan(Date.now());
    await new Promise((resolve) => setTimeout(resolve, LEASE_RENEW_MILLISECONDS + 1_000));
    expect(await leaseOf()).toBeGreaterThan(first + 1_000);
    release();
    expect(await running).toBe(true);
    expect((await assetRow(id)).status).toBe("ready");
  }, 30_000);

  it("releases at start-up a lease left by a crashed process of the embedded database", async () => {
    const { id } = await upload("crashed.png", await uprightImage(90, 60));
    await database.db
      .update(mediaJobs)
      .set({ attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(mediaJobs.assetId, id));
    const worker = startMediaWorker({ db: database.db, storage, releaseLeftoverLeases: true });
    try {
      await worker.flush();
    } finally {
      await worker.stop();
    }
    expect((await assetRow(id)).status).toBe("ready");
    const [job] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.assetId, id));
    expect(job).toMatchObject({ status: "done", attempts: 2 });
  });
});
