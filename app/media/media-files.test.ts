/**
 * Issue 31, items 2 and 3: every file of a deleted asset leaves storage (mood-board replacements,
 * a replacement racing the photo job, orphans found by the sweep), and no downloaded original
 * carries GPS or camera data, for the client and share guests, single and zipped.
 */
import { mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { photoJpeg } from "../../tests/support/images.ts";
import { args, BASE, cookieFrom, get, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { unzip } from "../../tests/support/zip.ts";
import { loadPhaseState } from "../blueprint/blueprint.server.ts";
import { PHASES } from "../blueprint/questionnaires/engine.ts";
import { galleries, galleryPhotos, jobs, mediaAssets, uploads } from "../lib/db/schema.ts";
import { action as newGalleryAction } from "../routes/admin/galleries.tsx";
import { action as galleryAdminAction, loader as galleryAdminLoader } from "../routes/admin/gallery.tsx";
import { action as uploadAction } from "../routes/admin/media-upload.ts";
import { action as stepAction } from "../routes/blueprint/step.tsx";
import { loader as zipLoader } from "../routes/galleries/download.ts";
import { loader as photoDownloadLoader } from "../routes/galleries/photo-download.ts";
import { action as sharedAction } from "../routes/galleries/shared.tsx";
import { storeUpload, sweepUploads, UPLOAD_QUOTA_BYTES } from "./mood-board.server.ts";
import { runDueMediaJobs, runOneMediaJob } from "./pipeline/jobs.server.ts";
import { type FileStorage, localDiskStorage, useStorageForTests } from "./storage.server.ts";

type Account = Awaited<ReturnType<typeof signedInUser>>;
let database: TestDatabase;
let storageDir: string;
let storage: FileStorage;
let admin: Account;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  storageDir = path.join(tmpdir(), `ho-media-files-${process.pid}-${Date.now()}`);
  storage = localDiskStorage(storageDir);
  useStorageForTests(storage);
  admin = await signedInUser("admin");
});
afterAll(async () => {
  useStorageForTests(undefined);
  await rm(storageDir, { recursive: true, force: true });
  await database.destroy();
});

const status = (value: unknown) =>
  value instanceof Response
    ? value.status
    : ((value as { init?: { status?: number } })?.init?.status ?? (value === undefined ? 0 : 200));

/** Every stored file under `folder` (relative to the storage root), as storage keys. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(storageDir, folder), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("item 2: a deleted asset leaves no file behind", () => {
  const phase2 = PHASES[1]!;

  function saveMoodBoard(client: Account, content: Buffer, name: string) {
    const form = new FormData();
    form.append("intent", "next");
    form.append("url", "");
    form.append("file", new Blob([new Uint8Array(content)]), name);
    const request = new Request(`${BASE}/hob/phase2/mood_board_upload`, {
      method: "POST",
      headers: { cookie: client.cookie, origin: BASE },
      body: form,
    });
    return run(() => stepAction(args(request, { phase: "phase2", step: "mood_board_upload" })));
  }

  async function moodBoardAsset(client: Account) {
    const answer = (await loadPhaseState(database.db, client.id, phase2)).answers.get("mood_board_upload") as {
      fileId: string;
    };
    const [row] = await database.db.select().from(uploads).where(eq(uploads.id, answer.fileId));
    return row?.mediaAssetId as string;
  }

  it("replacing a processed mood-board image removes its original and every derivative", async () => {
    const client = await signedInUser("client");
    expect(status(await saveMoodBoard(client, await photoJpeg(800, 600, 1), "first.jpg"))).toBe(302);
    const first = await moodBoardAsset(client);
    await runDueMediaJobs(database.db);
    expect((await filesUnder(`media/${first}`)).length).toBeGreaterThanOrEqual(10); // original + 9 derivatives

    expect(status(await saveMoodBoard(client, await photoJpeg(800, 600, 2), "second.jpg"))).toBe(302);
    const second = await moodBoardAsset(client);
    expect(second).not.toBe(first);
    expect(await filesUnder(`media/${first}`)).toEqual([]);
    expect(await database.db.select().from(mediaAssets).where(eq(mediaAssets.id, first))).toEqual([]);
    expect(await filesUnder(`media/${second}`)).toEqual([`media/${second}/original`]);
  });

  it("a replacement made while the photo job runs: the job's files do not survive it", async () => {
    const client = await signedInUser("client");
    await runDueMediaJobs(database.db);
    expect(status(await saveMoodBoard(client, await photoJpeg(800, 600, 3), "racing.jpg"))).toBe(302);
    const racing = await moodBoardAsset(client);

    // The job has rendered and starts writing; the client replaces the file at that moment.
    let writing = () => {};
    const reachedWrite = new Promise<void>((resolve) => {
      writing = resolve;
    });
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const paused: FileStorage = {
      ...storage,
      async put(key, content, options) {
        writing();
        await resumed;
        return storage.put(key, content, options);
      },
    };
    const job = runOneMediaJob(database.db, paused);
    await reachedWrite;
    expect(status(await saveMoodBoard(client, await photoJpeg(800, 600, 4), "replacement.jpg"))).toBe(302);
    expect(await moodBoardAsset(client)).not.toBe(racing);
    resume();
    expect(await job).toBe(true);
    expect(await filesUnder(`media/${racing}`)).toEqual([]);
  });

  it("a mood-board image refused for the quota, or whose upload cannot be recorded, leaves no asset, job or file", async () => {
    const client = await signedInUser("client");
    const received = async (name: string) => {
      const tempPath = path.join(storageDir, "..", `ho-media-files-received-${process.pid}-${name}`);
      const content = await photoJpeg(600, 400, 8);
      await writeFile(tempPath, content);
      const discard = () => rm(tempPath, { force: true });
      return { fieldName: "file", originalName: name, tempPath, size: content.length, discard };
    };
    const recorded = async () => ({
      assets: (await database.db.select().from(mediaAssets).where(eq(mediaAssets.uploadedBy, client.id))).length,
      jobs: (await database.db.select().from(jobs).where(eq(jobs.kind, "media.process"))).length,
      files: await filesUnder("media"),
    });
    const before = await recorded();

    await database.db.insert(uploads).values({
      id: `full-${client.id}`.slice(0, 40),
      userId: client.id,
      originalName: "big.pdf",
      mimeType: "application/pdf",
      size: UPLOAD_QUOTA_BYTES,
      storageKey: `full-${client.id}`.slice(0, 40),
    });
    await expect(storeUpload(database.db, client.id, await received("over-quota.jpg"))).rejects.toMatchObject({
      status: 413,
    });
    expect(await recorded()).toEqual(before);
    await database.db.delete(uploads).where(eq(uploads.userId, client.id));

    // The upload's row fails after the asset's was written in the same transaction: neither stays.
    await database.db.execute(sql`create function ho_test_refuse_upload() returns trigger language plpgsql as $$
      begin raise exception 'the upload row cannot be written'; end $$`);
    await database.db.execute(
      sql`create trigger ho_test_refuse_upload before insert on uploads for each row execute function ho_test_refuse_upload()`,
    );
    try {
      await expect(storeUpload(database.db, client.id, await received("failing.jpg"))).rejects.toThrow();
    } finally {
      await database.db.execute(sql`drop trigger ho_test_refuse_upload on uploads`);
      await database.db.execute(sql`drop function ho_test_refuse_upload()`);
    }
    expect(await recorded()).toEqual(before);
  });

  it("the sweep removes stored files no row owns once they are older than the grace period", async () => {
    const client = await signedInUser("client");
    await saveMoodBoard(client, await photoJpeg(600, 400, 5), "kept.jpg");
    const kept = await moodBoardAsset(client);
    await runDueMediaJobs(database.db);
    const keptFiles = await filesUnder(`media/${kept}`);
    const [asset] = await database.db.select().from(mediaAssets).where(eq(mediaAssets.id, kept));

    const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const plant = async (key: string, age?: Date) => {
      await mkdir(path.dirname(path.join(storageDir, key)), { recursive: true });
      await writeFile(path.join(storageDir, key), "x");
      if (age) await utimes(path.join(storageDir, key), age, age);
    };
    const orphans = [
      "media/GhostAsset0000000001/original", // a crash between storing a file and writing its row
      "media/GhostAsset0000000001/0123456789abcdef/480.jpg",
      `media/${kept}/fedcba9876543210/480.webp`, // a previous rendering's derivative
      `media/${kept}/original.partial-0c4d`, // a half-written file
      "GhostUpload0000000000000", // a mood-board PDF without its row
      "GhostUpload0000000000001.partial-0b8f4c1e-2f6d-4a57-9d3e-8c1f2a3b4c5d",
    ];
    for (const key of orphans) await plant(key, old);
    await plant("media/FreshAsset0000000001/original"); // too recent: perhaps its row is being written
    await plant("backups/site-export.tar", old); // not a shape this app writes: never touched
    for (const key of keptFiles) await utimes(path.join(storageDir, key), old, old);

    const swept = await sweepUploads(database.db, storage);
    expect(swept.orphanFiles).toBe(orphans.length);
    for (const key of orphans) expect(await storage.stat(key), key).toBeUndefined();
    expect(await storage.stat("media/FreshAsset0000000001/original")).toBeDefined();
    expect(await storage.stat("backups/site-export.tar")).toBeDefined();
    expect(await filesUnder(`media/${kept}`)).toEqual(keptFiles);
    expect(asset?.contentHash && keptFiles.some((key) => key.includes(asset.contentHash as string))).toBe(true);
  });
});

// ── Item 3 ──────────────────────────────────────────────────────────────────
const CAMERA = {
  make: "ProbeCam",
  model: "Secret X100",
  lens: "SecretLens 50mm",
  serial: "SN-99887766",
  copyright: "(c) Omega Studio 2026",
  artist: "Ann Photographer",
  taken: "2026:05:01 10:11:12",
};

/** A final as a camera writes it: GPS, camera and lens, serial, XMP with a location, a P3 profile, turned 90°. */
async function cameraJpeg() {
  const pixels = await photoJpeg(640, 480, 7);
  return sharp(pixels)
    .withIccProfile("p3")
    .withExif({
      IFD0: { Make: CAMERA.make, Model: CAMERA.model, Copyright: CAMERA.copyright, Artist: CAMERA.artist },
      IFD2: { DateTimeOriginal: CAMERA.taken, LensModel: CAMERA.lens, BodySerialNumber: CAMERA.serial },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2964/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 4020/100",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.494N" ' +
        'xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="SecretCity"/></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The tags of a TIFF-structured EXIF block (IFD0 and, through its pointer, the Exif directory),
 * read independently of the code under test: tag number → text value (or "" for non-text values).
 */
function exifTags(exif: Buffer | undefined) {
  const tags = new Map<number, string>();
  if (!exif) return tags;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const walk = (offset: number) => {
    for (let i = 0; i < u16(offset); i++) {
      const at = offset + 2 + i * 12;
      const [tag, type, count] = [u16(at), u16(at + 2), u32(at + 4)];
      const start = type === 2 && count > 4 ? u32(at + 8) : at + 8;
      tags.set(tag, type === 2 ? tiff.toString("latin1", start, start + count).replace(/\0+$/, "") : "");
      if (tag === 0x8769) walk(u32(at + 8));
    }
  };
  walk(u32(4));
  return tags;
}

const GPS_POINTER = 0x8825;

/** What a served original must and must not carry. */
async function expectNoLocation(file: Buffer, original: Buffer) {
  const meta = await sharp(file).metadata();
  const tags = exifTags(meta.exif);
  expect(tags.has(GPS_POINTER)).toBe(false);
  expect(meta.xmp).toBeUndefined();
  const text = file.toString("latin1");
  for (const secret of [CAMERA.make, CAMERA.model, CAMERA.lens, CAMERA.serial, "SecretCity", "GPSLatitude"]) {
    expect(text, secret).not.toContain(secret);
  }
  // Kept: capture date, orientation, colour profile, copyright and artist.
  expect(tags.get(0x9003)).toBe(CAMERA.taken);
  expect(tags.get(0x8298)).toBe(CAMERA.copyright);
  expect(tags.get(0x013b)).toBe(CAMERA.artist);
  expect(meta.orientation).toBe(6);
  expect(meta.icc?.equals((await sharp(original).metadata()).icc as Buffer)).toBe(true);
  // The same pixels: the JPEG's image data is copied, not re-encoded.
  const [a, b] = await Promise.all([sharp(file).raw().toBuffer(), sharp(original).raw().toBuffer()]);
  expect(a.equals(b)).toBe(true);
}

describe("item 3: downloaded originals carry no location", () => {
  let client: Account;
  let galleryId: string;
  let photoId: string;
  let original: Buffer;
  let guest: string;

  const ownerAct = (fields: Record<string, string>) =>
    run(() =>
      galleryAdminAction(args(postForm(`/admin/galleries/${galleryId}`, fields, admin.cookie), { id: galleryId })),
    );
  const single = (cookie: string) =>
    run(() =>
      photoDownloadLoader(
        args(get(`/galleries/${galleryId}/photos/${photoId}/download`, cookie), { id: galleryId, photoId }),
      ),
    );
  const zip = (cookie: string) =>
    run(() => zipLoader(args(get(`/galleries/${galleryId}/download`, cookie), { id: galleryId })));
  const bytes = async (value: unknown) => Buffer.from(await (value as Response).arrayBuffer());

  beforeAll(async () => {
    client = await signedInUser("client");
    original = await cameraJpeg();
    const created = await newGalleryAction(
      args(
        postForm(
          "/admin/galleries",
          {
            clientId: client.id,
            title: "Location test",
            selectionLimit: "2",
            expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            allowDownloads: "on",
            watermarkText: "",
            sessionDate: "",
            bookingId: "",
          },
          admin.cookie,
        ),
      ),
    );
    galleryId = ((created as Response).headers.get("location") as string).split("/").pop() as string;
    for (const kind of ["proof", "final"] as const) {
      const form = new FormData();
      form.append("photos", new Blob([new Uint8Array(original)]), `IMG_${kind}.jpg`);
      const request = new Request(`${BASE}/admin/media/upload?to=gallery&kind=${kind}&gallery=${galleryId}`, {
        method: "POST",
        headers: { origin: BASE, accept: "application/json", cookie: admin.cookie },
        body: form,
      });
      const answer = (await uploadAction(args(request))) as { data: { results: { ok: boolean }[] } };
      expect(answer.data.results.every((r) => r.ok)).toBe(true);
    }
    await ownerAct({ intent: "publish" });
    await ownerAct({ intent: "deliver" });
    await ownerAct({ intent: "share-on", sharePassword: "location test 31" });
    const share = (
      await galleryAdminLoader(args(get(`/admin/galleries/${galleryId}`, admin.cookie), { id: galleryId }))
    ).share;
    const token = (share.url as string).split("/").pop() as string;
    const unlocked = await run(() =>
      sharedAction(
        args(
          new Request(`${BASE}/shared/${token}`, {
            method: "POST",
            headers: { origin: BASE, "x-client-ip": "192.0.2.31" },
            body: new URLSearchParams({ password: "location test 31" }),
          }),
          { token },
        ),
      ),
    );
    guest = cookieFrom(unlocked as Response);
    const [row] = await database.db.select().from(galleryPhotos).where(eq(galleryPhotos.fileName, "IMG_final.jpg"));
    photoId = row?.id as string;
  }, 60_000);

  it("answers 'being prepared' (never the original) until the photo job has made the served original", async () => {
    const early = await single(client.cookie);
    expect(status(early)).toBe(503);
    expect((early as Response).headers.get("retry-after")).toBe("60");
    expect(status(await zip(guest))).toBe(503);
    await runDueMediaJobs(database.db);
  });

  it("strips GPS, camera and XMP from the client's and the guest's single downloads, keeping date, orientation, profile and copyright", async () => {
    expect(exifTags((await sharp(original).metadata()).exif).has(GPS_POINTER)).toBe(true); // the probe's input
    for (const cookie of [client.cookie, guest]) {
      const answer = await single(cookie);
      expect(status(answer)).toBe(200);
      const file = await bytes(answer);
      expect((answer as Response).headers.get("content-length")).toBe(String(file.length));
      await expectNoLocation(file, original);
    }
  });

  it("strips them inside the zip too, for the client and the guest", async () => {
    for (const cookie of [client.cookie, guest]) {
      const files = await unzip(await bytes(await zip(cookie)));
      expect([...files.keys()]).toEqual(["IMG_final.jpg"]);
      await expectNoLocation(files.get("IMG_final.jpg") as Buffer, original);
    }
  });

  it("keeps full metadata for the client's finals only when the owner says so, never for guests; the owner gets the original", async () => {
    const [row] = await database.db.select().from(galleries).where(eq(galleries.id, galleryId));
    if (!row) throw new Error("the gallery is missing");
    const settings = {
      intent: "settings",
      title: row.title,
      selectionLimit: "2",
      expiresOn: row.expiresAt.toISOString().slice(0, 10),
      allowDownloads: "on",
      finalsKeepMetadata: "on",
      watermarkText: "",
      sessionDate: "",
      bookingId: "",
    };
    await ownerAct(settings);
    expect((await database.db.select().from(galleries).where(eq(galleries.id, galleryId)))[0]?.finalsKeepMetadata).toBe(
      true,
    );
    expect((await bytes(await single(client.cookie))).equals(original)).toBe(true);
    expect((await unzip(await bytes(await zip(client.cookie)))).get("IMG_final.jpg")?.equals(original)).toBe(true);
    await expectNoLocation(await bytes(await single(guest)), original);
    await expectNoLocation((await unzip(await bytes(await zip(guest)))).get("IMG_final.jpg") as Buffer, original);
    expect((await bytes(await single(admin.cookie))).equals(original)).toBe(true);
  });
});
