import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
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
import { jobFailureText } from "../../background-jobs.server.ts";
import { jobs, mediaAssets } from "../../lib/db/schema.ts";
import { resetEnvForTests } from "../../lib/env.server.ts";
import { HttpError } from "../../lib/http.server.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { failedJobs, PermanentJobError, retryJob, startJobRunner } from "../../lib/jobs/runner.server.ts";
import { type FileStorage, localDiskStorage, readStoredFile } from "../storage.server.ts";
import { photoFailureText, photoJobError, renderingFailure } from "./failures.server.ts";
import {
  createMediaAsset,
  mediaProcessJob,
  mediaProcessJobForTests,
  reprocessAsset,
  runDueMediaJobs,
  runOneMediaJob,
} from "./jobs.server.ts";
import { derivativeKey, inspectImageFile, MAX_DERIVATIVE_SIDE, renderImage } from "./pipeline.server.ts";
import { cleanJpeg } from "./served-original.server.ts";

let database: TestDatabase;
let dir: string;
let storage: FileStorage;

beforeAll(async () => {
  // The photo kind reads MEDIA_JOB_CONCURRENCY from the parsed environment when a runner claims.
  Object.assign(process.env, { BASE_URL: "http://localhost:3000" });
  resetEnvForTests();
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), "ho-pipeline-"));
  storage = localDiskStorage(path.join(dir, "store"));
});
afterAll(async () => {
  await database.destroy();
  await rm(dir, { recursive: true, force: true });
});

async function upload(name: string, content: Buffer, watermark?: string, use: "portfolio" | "final" = "portfolio") {
  const tempPath = await writeTemp(dir, name, content);
  return createMediaAsset(
    database.db,
    { use, tempPath, originalName: name, size: (await stat(tempPath)).size, uploadedBy: null, watermark },
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

/** The photo's job in the runner's table (one per photo: its dedupe key). */
async function jobOf(assetId: string) {
  const rows = await database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, mediaProcessJob.kind), sql`${jobs.payload}->>'assetId' = ${assetId}`));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("photo jobs on the job runner", () => {
  it("queues one job per upload with the upload, declared with its retries, back-off and lease", async () => {
    expect(mediaProcessJob).toMatchObject({ kind: "media.process", retries: 2, backoffSeconds: 30 });
    expect(mediaProcessJob.leaseSeconds).toBeLessThanOrEqual(30);
    expect(mediaProcessJob.concurrency).toBe(1); // MEDIA_JOB_CONCURRENCY's default
    const { id } = await upload("queued.png", await uprightImage(90, 60));
    expect(await jobOf(id)).toMatchObject({ status: "pending", attempts: 0, maxAttempts: 3, dedupeKey: `asset:${id}` });

    // A refused upload leaves neither an asset nor a job.
    const before = await database.db.$count(jobs, eq(jobs.kind, mediaProcessJob.kind));
    await refusal(upload("refused.heic", heicHeader()));
    expect(await database.db.$count(jobs, eq(jobs.kind, mediaProcessJob.kind))).toBe(before);
    expect(await runDueMediaJobs(database.db, storage)).toBeGreaterThanOrEqual(1);
    expect((await assetRow(id)).status).toBe("ready");
  });

  it("retries a failed job after its back-off, then records it as done; the asset status is visible", async () => {
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
    const job = await jobOf(id);
    // Stored as a code with the store's own words, worded when shown; tried again (storage may come back).
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(JSON.parse(job.lastError!)).toEqual({ code: "storage", detail: "store unavailable" });
    expect(jobFailureText(job.kind, job.lastError!)).toBe(
      "The photo's files could not be read or saved in storage (store unavailable). Retry once storage answers again.",
    );
    expect(job.runAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect((await assetRow(id)).status).toBe("pending");
    // Not due yet (back-off), so nothing runs; make it due.
    expect(await runOneMediaJob(database.db, flaky)).toBe(false);
    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job.id));
    expect(await runOneMediaJob(database.db, flaky)).toBe(true);
    expect(await jobOf(id)).toMatchObject({ status: "done", attempts: 2 });
    expect((await assetRow(id)).status).toBe("ready");
  });

  it("fails a damaged file at once, marks its asset failed and lists it for the owner, its reason kept as a code", async () => {
    for (const use of ["portfolio", "final"] as const) {
      const good = await sharp(await uprightImage(200, 100))
        .jpeg()
        .toBuffer();
      const { id } = await upload(
        `truncated-${use}.jpg`,
        good.subarray(0, Math.round(good.length * 0.5)),
        undefined,
        use,
      );
      await runDueMediaJobs(database.db, storage);
      const job = await jobOf(id);
      expect(job).toMatchObject({ status: "failed", attempts: 1 });
      // A code, not a sentence in the language of the moment: the owner reads it in theirs.
      expect(job.lastError).toBe(JSON.stringify({ code: "damaged" }));
      expect(job.lastError).not.toMatch(/[A-Za-z]+ [A-Za-z]+/);
      expect(jobFailureText(job.kind, job.lastError!)).toBe(
        "The photo file is damaged and could not be read. Upload the photo again from the original.",
      );
      expect(inLocale("fr", () => jobFailureText(job.kind, job.lastError!))).toBe(
        "Le fichier de la photo est endommagé et n’a pas pu être lu. Importez de nouveau la photo à partir de l’original.",
      );
      expect((await assetRow(id)).status).toBe("failed");
      expect((await failedJobs(database.db)).map((failed) => failed.id)).toContain(job.id);
    }
  });

  it("gives up after three attempts, and the owner's Retry renders the photo once the store is back", async () => {
    let storeDown = true;
    const down: FileStorage = {
      ...storage,
      async get(key) {
        if (storeDown) throw new Error("store unreachable");
        return storage.get(key);
      },
    };
    const { id } = await upload("gives-up.png", await uprightImage(90, 60));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.dedupeKey, `asset:${id}`));
      expect(await runOneMediaJob(database.db, down)).toBe(true);
      expect((await assetRow(id)).status).toBe(attempt < 3 ? "pending" : "failed");
    }
    const failed = await jobOf(id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: JSON.stringify({ code: "storage", detail: "store unreachable" }),
    });
    expect(await runOneMediaJob(database.db, down)).toBe(false);

    storeDown = false;
    expect(await retryJob(database.db, failed.id)).toBe(true);
    expect(await runOneMediaJob(database.db, down)).toBe(true);
    expect(await jobOf(id)).toMatchObject({ status: "done", attempts: 1 });
    expect((await assetRow(id)).status).toBe("ready");
  });

  it("renders a photo again when its watermark changes, once more if a rendering is under way", async () => {
    const { id } = await upload("marked.png", await uprightImage(120, 80), "Proof");
    await runDueMediaJobs(database.db, storage);
    const first = await assetRow(id);
    expect(first.status).toBe("ready");

    await reprocessAsset(database.db, id, "Other mark");
    await reprocessAsset(database.db, id, "Third mark"); // absorbed by the waiting job
    expect(await jobOf(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await runDueMediaJobs(database.db, storage)).toBe(1);
    const second = await assetRow(id);
    expect(second).toMatchObject({ status: "ready", watermark: "Third mark" });
    expect(second.contentHash).not.toBe(first.contentHash);

    // The watermark changes while the job renders: that rendering is discarded, the job runs again.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reading = () => {};
    const reached = new Promise<void>((resolve) => {
      reading = resolve;
    });
    const slow: FileStorage = {
      ...storage,
      async get(key) {
        reading();
        await held;
        return storage.get(key);
      },
    };
    await reprocessAsset(database.db, id, "Fourth mark");
    const running = runOneMediaJob(database.db, slow);
    await reached;
    await reprocessAsset(database.db, id, "Latest mark");
    release();
    expect(await running).toBe(true);
    expect((await assetRow(id)).status).toBe("pending");
    expect(await runDueMediaJobs(database.db, storage)).toBe(1);
    expect(await assetRow(id)).toMatchObject({ status: "ready", watermark: "Latest mark" });
  }, 30_000);

  it("never hands one job to two runners; an expired lease is claimed again", async () => {
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
    const kind = mediaProcessJobForTests(watching);
    const a = startJobRunner(database.db, [kind], { start: false, owner: "instance-a" });
    const b = startJobRunner(database.db, [kind], { start: false, owner: "instance-b" });
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(seen.sort()).toEqual([`media/${first.id}/original`, `media/${second.id}/original`].sort());

    // A worker that died mid-job leaves a lease; once it runs out another worker takes over.
    const third = await upload("w3.png", await uprightImage(90, 60));
    await database.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedBy: "dead", lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(jobs.dedupeKey, `asset:${third.id}`));
    expect(await runOneMediaJob(database.db, storage)).toBe(false);
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.dedupeKey, `asset:${third.id}`));
    expect(await runOneMediaJob(database.db, storage)).toBe(true);
    expect((await assetRow(third.id)).status).toBe("ready");
    expect(await jobOf(third.id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("keeps a running job's lease short and renews it while the worker lives", async () => {
    const { id } = await upload("heartbeat.png", await uprightImage(90, 60));
    const leaseOf = async () => (await jobOf(id)).lockedUntil?.getTime() ?? 0;
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
    expect(first - Date.now()).toBeLessThanOrEqual(mediaProcessJob.leaseSeconds * 1000);
    expect(first).toBeGreaterThan(Date.now());
    await new Promise((resolve) => setTimeout(resolve, (mediaProcessJob.leaseSeconds * 1000) / 3 + 1_000));
    expect(await leaseOf()).toBeGreaterThan(first + 1_000);
    release();
    expect(await running).toBe(true);
    expect((await assetRow(id)).status).toBe("ready");
  }, 30_000);

  it("releases at start-up a lease left by a killed process of the embedded database", async () => {
    const { id } = await upload("crashed.png", await uprightImage(90, 60));
    await database.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedBy: "killed", lockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(jobs.dedupeKey, `asset:${id}`));
    const runner = startJobRunner(database.db, [mediaProcessJobForTests(storage)], {
      start: false,
      releaseLeftoverLeases: true,
    });
    await runner.tick();
    await runner.stop();
    expect((await assetRow(id)).status).toBe("ready");
    expect(await jobOf(id)).toMatchObject({ status: "done", attempts: 2, lockedBy: runner.owner });
  });
});

/** The error `work` throws (or rejects with). */
async function thrownBy(work: () => unknown) {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("why a photo could not be processed", () => {
  it("names each failure the pipeline meets by a code, from the libraries' real errors", async () => {
    const jpeg = await sharp(await uprightImage(200, 100))
      .jpeg()
      .toBuffer();
    const tiff = await sharp(await uprightImage(200, 100))
      .tiff()
      .toBuffer();
    const cases: [unknown, object][] = [
      // The served original's own reading of a JPEG (a final), before sharp's.
      [await thrownBy(() => cleanJpeg(jpeg.subarray(0, jpeg.length - 2))), { code: "damaged" }],
      [await thrownBy(() => cleanJpeg(Buffer.from("not a jpeg"))), { code: "damaged" }],
      [await thrownBy(() => renderImage(jpeg.subarray(0, Math.round(jpeg.length * 0.6)))), { code: "damaged" }],
      [await thrownBy(() => renderImage(Buffer.from("text, not an image"))), { code: "unsupported" }],
      [await thrownBy(() => renderImage(tiff.subarray(0, 200))), { code: "unsupported" }],
      [await thrownBy(() => sharp(jpeg, { limitInputPixels: 100 }).raw().toBuffer()), { code: "too-many-pixels" }],
      [new Error("vips: out of memory\nmore lines"), { code: "not-processed", detail: "vips: out of memory" }],
    ];
    for (const [error, failure] of cases) expect(renderingFailure(error), String(error)).toEqual(failure);
  });

  it("keeps the distinction between a failure for good and one worth trying again", () => {
    expect(photoJobError({ code: "damaged" })).toBeInstanceOf(PermanentJobError);
    expect(photoJobError({ code: "too-many-pixels" })).toBeInstanceOf(PermanentJobError);
    expect(photoJobError({ code: "storage", detail: "timeout" })).not.toBeInstanceOf(PermanentJobError);
    // The log reads English; the row keeps the code.
    const error = photoJobError({ code: "unsupported" }, new Error("Input buffer contains unsupported image format"));
    expect(error.message).toBe(
      "This kind of image file could not be read. Export the photo as JPEG or PNG and upload it again.",
    );
    expect(error.stored).toBe('{"code":"unsupported"}');
  });

  it("words every code in English and in French, and shows an old or unknown stored text as it was written", () => {
    const words: [object, string, string][] = [
      [
        { code: "missing-original" },
        "The original file is missing from storage. Upload the photo again.",
        "Le fichier original est introuvable dans le stockage. Importez de nouveau la photo.",
      ],
      [
        { code: "unsupported" },
        "This kind of image file could not be read. Export the photo as JPEG or PNG and upload it again.",
        "Ce type de fichier image n’a pas pu être lu. Exportez la photo en JPEG ou en PNG, puis importez-la de nouveau.",
      ],
      [
        { code: "too-many-pixels" },
        "The photo is larger than the limit of 100 megapixels. Export it at a smaller size and upload it again.",
        "La photo dépasse la limite de 100 mégapixels. Exportez-la dans une taille plus petite, puis importez-la de nouveau.",
      ],
      [
        { code: "not-processed", detail: "vips: out of memory" },
        "The photo could not be processed (vips: out of memory). Retry, or export it as JPEG and upload it again.",
        "La photo n’a pas pu être traitée (vips: out of memory). Réessayez, ou exportez-la en JPEG et importez-la de nouveau.",
      ],
    ];
    for (const [failure, english, french] of words) {
      const stored = JSON.stringify(failure);
      expect(photoFailureText(stored)).toBe(english);
      expect(inLocale("fr", () => photoFailureText(stored))).toBe(french);
    }
    for (const old of [
      "The image could not be processed: VipsJpeg: premature end of JPEG image",
      "store unreachable",
      '{"code":"from-a-later-version"}',
      "{not json",
    ]) {
      expect(photoFailureText(old)).toBe(old);
      expect(inLocale("fr", () => jobFailureText(mediaProcessJob.kind, old))).toBe(old);
    }
  });
});
