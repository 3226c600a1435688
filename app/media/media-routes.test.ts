/**
 * The media routes end to end at the route level: uploads, the portfolio, a client gallery from
 * proofs to the zip of finals, and who may reach which photo on every path.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { heicHeader, orientedJpeg, photoJpeg } from "../../tests/support/images.ts";
import { args, BASE, get, isRedirect, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { unzip } from "../../tests/support/zip.ts";
import { emailOutbox, galleries, galleryPhotos, mediaAssets, portfolioPhotos } from "../lib/db/schema.ts";
import { action as newGalleryAction } from "../routes/admin/galleries.tsx";
import { action as galleryAdminAction, loader as galleryAdminLoader } from "../routes/admin/gallery.tsx";
import { loader as selectionLoader } from "../routes/admin/gallery-selection.ts";
import { action as uploadAction } from "../routes/admin/media-upload.ts";
import { action as portfolioAdminAction } from "../routes/admin/portfolio.tsx";
import { loader as dashboardLoader } from "../routes/dashboard/dashboard.tsx";
import { loader as zipLoader } from "../routes/galleries/download.ts";
import { action as clientAction, loader as clientLoader } from "../routes/galleries/gallery.tsx";
import { action as photoPageAction, loader as photoPageLoader } from "../routes/galleries/photo.tsx";
import { loader as photoDownloadLoader } from "../routes/galleries/photo-download.ts";
import { loader as derivativeLoader } from "../routes/media/derivative.ts";
import { loader as homeLoader } from "../routes/site/home.tsx";
import { loader as portfolioLoader } from "../routes/site/portfolio.tsx";
import { loader as serviceLoader } from "../routes/site/service.tsx";
import { galleriesAwaitingFinals, galleriesAwaitingSelection } from "./galleries.server.ts";
import { pictureSrcSet } from "./picture-data.ts";
import { runDueMediaJobs } from "./pipeline/jobs.server.ts";
import { cleanJpeg } from "./pipeline/served-original.server.ts";
import { localDiskStorage, useStorageForTests } from "./storage.server.ts";

type Account = Awaited<ReturnType<typeof signedInUser>>;
let database: TestDatabase;
let storageDir: string;
let admin: Account;
let client: Account;
let stranger: Account;

beforeAll(async () => {
  database = await useFreshAppDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "ho-media-routes-"));
  useStorageForTests(localDiskStorage(storageDir));
  admin = await signedInUser("admin");
  client = await signedInUser("client");
  stranger = await signedInUser("client");
});
afterAll(async () => {
  useStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await database.destroy();
});

const status = (value: unknown) =>
  value instanceof Response
    ? value.status
    : ((value as { init?: { status?: number } })?.init?.status ?? (value === undefined ? 0 : 200));

function uploadRequest(query: string, files: { name: string; content: Buffer }[], cookie?: string) {
  const form = new FormData();
  for (const file of files) form.append("photos", new Blob([new Uint8Array(file.content)]), file.name);
  return new Request(`${BASE}/admin/media/upload?${query}`, {
    method: "POST",
    headers: { origin: BASE, accept: "application/json", ...(cookie ? { cookie } : {}) },
    body: form,
  });
}

async function upload(query: string, files: { name: string; content: Buffer }[]) {
  const answer = (await uploadAction(args(uploadRequest(query, files, admin.cookie)))) as {
    data: { results: { name: string; ok: boolean; message: string }[] };
  };
  return answer.data.results;
}

async function derivative(url: string, cookie?: string) {
  const [, , assetId, hash, file] = url.split("/");
  return run(() => derivativeLoader(args(get(url, cookie), { assetId, hash, file } as Record<string, string>)));
}

describe("uploads", () => {
  it("only the owner may upload, refused before the body is read", async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
          throw new Error("the body must not be read");
        },
      },
      { highWaterMark: 0 },
    );
    for (const cookie of [undefined, client.cookie]) {
      const request = new Request(`${BASE}/admin/media/upload?to=portfolio`, {
        method: "POST",
        headers: { origin: BASE, "content-type": "multipart/form-data; boundary=x", ...(cookie ? { cookie } : {}) },
        body,
        duplex: "half",
      } as RequestInit);
      expect([401, 403]).toContain(status(await run(() => uploadAction(args(request)))));
    }
    expect(pulled).toBe(false);
  });

  it("accepts a photo far larger than a form, however the body is chunked; refuses a body with no part", async () => {
    // Regression: the body was refused ("no form part found") when more than a form's size streamed
    // in before busboy announced the file, which depends on how the network chunks the body.
    const photo = await photoJpeg(1600, 1067, 3);
    expect(photo.length).toBeGreaterThan(128 * 1024);
    const whole = uploadRequest("to=portfolio", [{ name: "big.jpg", content: photo }]);
    const contentType = whole.headers.get("content-type") ?? "";
    expect(contentType).toMatch(/boundary=/);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const streamed = (body: Uint8Array, chunk: number) => {
      let offset = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= body.length) return controller.close();
          controller.enqueue(body.slice(offset, offset + chunk));
          offset += chunk;
        },
      });
      return new Request(`${BASE}/admin/media/upload?to=portfolio`, {
        method: "POST",
        headers: { origin: BASE, accept: "application/json", cookie: admin.cookie, "content-type": contentType },
        body: stream,
        duplex: "half",
      } as RequestInit);
    };
    const uploaded: string[] = [];
    for (const chunk of [bytes.length, 64 * 1024, 16 * 1024, 7]) {
      const answer = (await uploadAction(args(streamed(bytes, chunk)))) as {
        data: { results: { ok: boolean; assetId?: string }[] };
      };
      expect(answer.data.results.map((r) => r.ok)).toEqual([true]);
      uploaded.push(answer.data.results[0]?.assetId ?? "");
    }
    // Not part of the portfolio the tests below build.
    await database.db.delete(mediaAssets).where(inArray(mediaAssets.id, uploaded));
    const noPart = new Uint8Array(200 * 1024).fill(0x61);
    expect(status(await run(() => uploadAction(args(streamed(noPart, 16 * 1024)))))).toBe(400);
  });

  it("answers one result per file: accepted photos and a clear reason for each refused one", async () => {
    const results = await upload("to=portfolio", [
      { name: "ok.jpg", content: await orientedJpeg(6) },
      { name: "IMG_1234.HEIC", content: heicHeader() },
      { name: "notes.jpg", content: Buffer.from("hello") },
    ]);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ["ok.jpg", true],
      ["IMG_1234.HEIC", false],
      ["notes.jpg", false],
    ]);
    expect(results[1]?.message).toMatch(/HEIC \(iPhone\) photos are not accepted/);
    const unknownTarget = await run(() =>
      uploadAction(args(uploadRequest("to=gallery&kind=proof&gallery=nope-nope-nope", [], admin.cookie))),
    );
    expect(status(unknownTarget)).toBe(404);
  });
});

describe("the portfolio", () => {
  it("publishes only described photos, serves them publicly and immutably, and features them on home", async () => {
    expect((await portfolioLoader(args(get("/portfolio"), {}))).photos).toEqual([]);
    await runDueMediaJobs(database.db);
    const [photo] = await database.db.select().from(portfolioPhotos);
    const id = String(photo?.id);
    const refused = await run(() =>
      portfolioAdminAction(args(postForm("/admin/portfolio", { intent: "publish", id }, admin.cookie))),
    );
    expect(status(refused)).toBe(400);
    expect(JSON.stringify(refused)).toContain("Add the alternative text");
    await portfolioAdminAction(
      args(
        postForm(
          "/admin/portfolio",
          {
            intent: "details",
            id,
            altText: "A founder laughing by a window",
            caption: "Studio, 2026",
            category: "portraits",
          },
          admin.cookie,
        ),
      ),
    );
    await portfolioAdminAction(args(postForm("/admin/portfolio", { intent: "publish", id }, admin.cookie)));
    await portfolioAdminAction(args(postForm("/admin/portfolio", { intent: "feature", id }, admin.cookie)));

    const page = await portfolioLoader(args(get("/portfolio"), {}));
    expect(page.photos).toHaveLength(1);
    const picture = page.photos[0]?.picture;
    expect(picture).toMatchObject({ alt: "A founder laughing by a window", width: 300, height: 200 });
    expect(picture && pictureSrcSet(picture, "webp")).toMatch(/\/media\/[\w-]+\/[a-f0-9]{16}\/300\.webp 300w/);
    expect(picture?.src).toMatch(/\/media\/[\w-]+\/[a-f0-9]{16}\/300\.jpg$/);
    expect(picture?.placeholder).toMatch(/^data:image\/png;base64,/);
    expect((await portfolioLoader(args(get("/portfolio/events"), { category: "events" }))).photos).toEqual([]);
    expect(status(await run(() => portfolioLoader(args(get("/portfolio/nope"), { category: "nope" }))))).toBe(404);
    expect((await homeLoader()).featured).toMatchObject({ caption: "Studio, 2026" });
    const photography = await serviceLoader(
      args(get("/services/corporate-photography"), { slug: "corporate-photography" }),
    );
    expect(photography.featured).toHaveLength(1);

    const served = (await derivative(picture?.src as string)) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    // A stale or guessed hash is not found.
    const src = picture?.src as string;
    expect(status(await derivative(src.replace(/\/[a-f0-9]{16}\//, "/0123456789abcdef/")))).toBe(404);

    await portfolioAdminAction(args(postForm("/admin/portfolio", { intent: "unpublish", id }, admin.cookie)));
    expect(status(await derivative(picture?.src as string))).toBe(404);
    const asOwner = (await derivative(picture?.src as string, admin.cookie)) as Response;
    expect(asOwner.headers.get("cache-control")).toBe("private, no-store");
    expect((await homeLoader()).featured).toBeNull();
  });
});

describe("the portfolio, several at once", () => {
  const act = (fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    }
    return run(() =>
      portfolioAdminAction(
        args(
          new Request(`${BASE}/admin/portfolio`, {
            method: "POST",
            headers: { origin: BASE, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
            body,
          }),
        ),
      ),
    );
  };
  const rowsOf = async (ids: number[]) =>
    (await database.db.select().from(portfolioPhotos).where(inArray(portfolioPhotos.id, ids))).sort(
      (a, b) => a.id - b.id,
    );

  it("publishes what is typed in the fields: unsaved alternative text is saved with it, or nothing changes", async () => {
    const before = (await database.db.select({ id: portfolioPhotos.id }).from(portfolioPhotos)).map((r) => r.id);
    await upload(
      "to=portfolio",
      await Promise.all(
        ["bulk-1.jpg", "bulk-2.jpg", "bulk-3.jpg"].map(async (name, i) => ({
          name,
          content: await photoJpeg(300, 200, 70 + i),
        })),
      ),
    );
    await runDueMediaJobs(database.db);
    const ids = (await database.db.select({ id: portfolioPhotos.id }).from(portfolioPhotos))
      .map((r) => r.id)
      .filter((id) => !before.includes(id))
      .sort((a, b) => a - b);
    expect(ids).toHaveLength(3);
    const [a, b, c] = ids.map(String) as [string, string, string];

    // Publish with the card's fields: the typed (never saved) alternative text and caption are saved and published.
    const published = await act({
      intent: "publish",
      id: a,
      altText: "Hands around a mug",
      caption: "Morning",
      category: "events",
    });
    expect(published).toMatchObject({ ok: true, message: "Published." });
    expect((await rowsOf([Number(a)]))[0]).toMatchObject({
      published: true,
      altText: "Hands around a mug",
      caption: "Morning",
      category: "events",
    });
    // Empty alternative text: refused, and the caption typed with it is not saved either.
    const refused = await act({
      intent: "publish",
      id: b,
      altText: " ",
      caption: "Should not stick",
      category: "events",
    });
    expect(status(refused)).toBe(400);
    expect(JSON.stringify(refused)).toContain("Add the alternative text");
    expect((await rowsOf([Number(b)]))[0]).toMatchObject({ published: false, caption: "" });

    // Several at once, all or nothing: b and c lack their alternative text, so nothing is published.
    const bulkRefused = await act({ intent: "bulk-publish", ids: [a, b, c] });
    expect(status(bulkRefused)).toBe(400);
    expect(JSON.stringify(bulkRefused)).toContain(
      "Add the alternative text to bulk-2.jpg and bulk-3.jpg before publishing",
    );
    expect((await rowsOf([Number(b), Number(c)])).map((r) => r.published)).toEqual([false, false]);
    for (const [id, alt] of [
      [b, "A speaker on stage"],
      [c, "A crowd applauding"],
    ] as const) {
      await act({ intent: "details", id, altText: alt, caption: "", category: "events" });
    }
    expect(await act({ intent: "bulk-publish", ids: [a, b, c] })).toMatchObject({
      ok: true,
      message: "Published 3 photos.",
    });
    expect(await act({ intent: "bulk-feature", ids: [b, c] })).toMatchObject({
      ok: true,
      message: "Featured 2 photos on the home page.",
    });
    expect((await rowsOf([Number(a), Number(b), Number(c)])).map((r) => [r.published, r.featured])).toEqual([
      [true, false],
      [true, true],
      [true, true],
    ]);
    expect(status(await act({ intent: "bulk-feature", ids: [] }))).toBe(400);
    expect(status(await act({ intent: "bulk-publish", ids: [a, "999999"] }))).toBe(409);

    // Deleting asks first (and deletes nothing), then deletes the confirmed photos with their files.
    const question = await act({ intent: "bulk-delete", ids: [b, c] });
    expect(question).toMatchObject({
      ok: true,
      confirmDelete: { ids: [Number(b), Number(c)], names: ["bulk-2.jpg", "bulk-3.jpg"] },
    });
    expect(await rowsOf([Number(b), Number(c)])).toHaveLength(2);
    expect(await act({ intent: "bulk-delete", ids: [b, c], confirmed: "yes" })).toMatchObject({
      ok: true,
      message: "Deleted 2 photos.",
    });
    expect(await rowsOf([Number(a), Number(b), Number(c)])).toHaveLength(1);
    await act({ intent: "bulk-delete", ids: [a], confirmed: "yes" });
  });
});

describe("a client gallery", () => {
  let galleryId: string;

  it("is created for a client, filled with proofs, and invisible to the client until published", async () => {
    const created = await run(() =>
      newGalleryAction(
        args(
          postForm(
            "/admin/galleries",
            {
              clientId: client.id,
              title: "Spring portraits",
              selectionLimit: "3",
              expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
              allowDownloads: "on",
              watermarkText: "PROOF",
              sessionDate: "2026-03-06",
              bookingId: "",
            },
            admin.cookie,
          ),
        ),
      ),
    );
    expect(isRedirect(created)).toBe(true);
    galleryId = ((created as Response).headers.get("location") as string).split("/").pop() as string;
    const proofs = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => ({
        name: `DSC_00${i + 1}.jpg`,
        content: await photoJpeg(400, 300, i),
      })),
    );
    const results = await upload(`to=gallery&kind=proof&gallery=${galleryId}`, proofs);
    expect(results.every((r) => r.ok)).toBe(true);
    await runDueMediaJobs(database.db);
    expect(
      status(await run(() => clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId })))),
    ).toBe(404);

    const dashboard = await dashboardLoader(args(get("/dashboard", client.cookie)));
    expect(dashboard.galleries[0]).toMatchObject({
      title: "Spring portraits",
      published: false,
      // Friday 6 March 2026 + 3 and + 5 business days.
      expectedProofs: { from: "2026-03-11", to: "2026-03-13" },
    });

    await galleryAdminAction(
      args(postForm(`/admin/galleries/${galleryId}`, { intent: "publish" }, admin.cookie), { id: galleryId }),
    );
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `gallery-%:${galleryId}%`));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your gallery "Spring portraits" closes in a week',
      "Your proof gallery is ready",
    ]);
    expect(mails.every((m) => m.to === client.email)).toBe(true);
    expect(await galleriesAwaitingSelection(database.db)).toEqual([expect.objectContaining({ id: galleryId })]);
  });

  it("shows the client watermarked, private proofs; nobody else can reach them", async () => {
    const page = await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }));
    expect(page.proofs).toHaveLength(5);
    const src = page.proofs[0]?.picture?.src as string;
    const mine = (await derivative(src, client.cookie)) as Response;
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await sharp(Buffer.from(await mine.arrayBuffer())).metadata()).exif).toBeUndefined();
    for (const cookie of [stranger.cookie, undefined]) expect(status(await derivative(src, cookie))).toBe(404);
    expect(
      status(await run(() => clientLoader(args(get(`/galleries/${galleryId}`, stranger.cookie), { id: galleryId })))),
    ).toBe(404);
    expect(
      status(
        await run(() =>
          clientLoader(args(get("/galleries/AAAAAAAAAAAAAAAAAAAA", client.cookie), { id: "AAAAAAAAAAAAAAAAAAAA" })),
        ),
      ),
    ).toBe(404);
    const [asset] = await database.db
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.id, page.proofs[0]?.picture?.assetId as string));
    expect(asset?.watermark).toBe("PROOF");
  });

  it("takes favourites and comments, refuses a selection over the limit, accepts one within it", async () => {
    const page = await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }));
    const act = (fields: Record<string, string>, cookie = client.cookie) =>
      run(() => clientAction(args(postForm(`/galleries/${galleryId}`, fields, cookie), { id: galleryId })));
    const ids = page.proofs.map((p) => p.id);
    for (const id of ids.slice(0, 3)) await act({ intent: "favourite", photoId: id });
    // At the limit a fourth favourite is refused, whatever the page showed; a favourite marked again is no change.
    const fourth = await act({ intent: "favourite", photoId: ids[3] as string });
    expect(status(fourth)).toBe(409);
    expect(JSON.stringify(fourth)).toContain("3 of 3 chosen — remove one to choose another.");
    expect(await act({ intent: "favourite", photoId: ids[0] as string })).toMatchObject({ ok: true });
    const favourites = async () =>
      (await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }))).proofs
        .filter((p) => p.favourite)
        .map((p) => p.id);
    expect(await favourites()).toEqual(ids.slice(0, 3));
    // Two favourites sent at once for the last place (two tabs): one wins.
    await act({ intent: "unfavourite", photoId: ids[2] as string });
    const race = await Promise.all([
      act({ intent: "favourite", photoId: ids[2] as string }),
      act({ intent: "favourite", photoId: ids[3] as string }),
    ]);
    expect(race.map(status).sort()).toEqual([200, 409]);
    expect(await favourites()).toHaveLength(3);
    if ((await favourites()).includes(ids[3] as string)) {
      await act({ intent: "unfavourite", photoId: ids[3] as string });
      await act({ intent: "favourite", photoId: ids[2] as string });
    }

    // A comment sent twice (a double click, a resubmitted form) is kept once; different words are a new comment.
    const comment = { intent: "comment", photoId: ids[0] as string, body: "Could this one be a little warmer?" };
    const sent = await Promise.all([act(comment), act(comment)]);
    expect(sent).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    await act(comment);
    await act({ ...comment, body: "And a touch brighter." });
    const [first] = (await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }))).proofs;
    expect(first?.comments.map((c) => c.body)).toEqual(["Could this one be a little warmer?", "And a touch brighter."]);
    expect(status(await act({ intent: "favourite", photoId: ids[0] as string }, stranger.cookie))).toBe(404);

    // A limit lowered by the owner after the choice: the submission is refused until the client removes one.
    await database.db.update(galleries).set({ selectionLimit: 2 }).where(eq(galleries.id, galleryId));
    const tooMany = await act({ intent: "submit" });
    expect(status(tooMany)).toBe(400);
    expect(JSON.stringify(tooMany)).toContain("You can choose at most 2 photos; you have 3 favourites");
    await database.db.update(galleries).set({ selectionLimit: 3 }).where(eq(galleries.id, galleryId));

    // Each proof has its own page (where a thumbnail leads without JavaScript), with the same actions.
    const photoPage = (photoId: string, cookie = client.cookie) =>
      run(() =>
        photoPageLoader(args(get(`/galleries/${galleryId}/photos/${photoId}`, cookie), { id: galleryId, photoId })),
      );
    const second = (await photoPage(ids[1] as string)) as Awaited<ReturnType<typeof photoPageLoader>>;
    expect(second.photo.fileName).toBe("DSC_002.jpg");
    expect(second.position).toMatchObject({ index: 1, previous: ids[0], next: ids[2] });
    expect(status(await photoPage(ids[1] as string, stranger.cookie))).toBe(404);
    expect(status(await photoPage("nonexistent-photo-id"))).toBe(404);
    const fromPage = await run(() =>
      photoPageAction(
        args(
          postForm(
            `/galleries/${galleryId}/photos/${ids[4]}`,
            { intent: "favourite", photoId: ids[4] as string },
            client.cookie,
          ),
          {
            id: galleryId,
            photoId: ids[4] as string,
          },
        ),
      ),
    );
    expect(status(fromPage)).toBe(409);

    const before = await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }));
    expect(before.gallery.stage).toEqual({ name: "choosing" });
    expect(await act({ intent: "submit" })).toMatchObject({ ok: true });
    const after = await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }));
    expect(after.gallery.stage).toMatchObject({ name: "selection-sent", finalsFrom: expect.stringMatching(/^\d{4}-/) });
    expect(status(await act({ intent: "submit" }))).toBe(409);
    expect(status(await act({ intent: "favourite", photoId: ids[4] as string }))).toBe(409);

    const owner = await galleryAdminLoader(args(get(`/admin/galleries/${galleryId}`, admin.cookie), { id: galleryId }));
    expect(owner.proofs.filter((p) => p.selected).map((p) => p.fileName)).toEqual([
      "DSC_001.jpg",
      "DSC_002.jpg",
      "DSC_003.jpg",
    ]);
    expect(owner.proofs[0]?.comments[0]).toMatchObject({ body: "Could this one be a little warmer?" });
    const csv = (await selectionLoader(
      args(get(`/admin/galleries/${galleryId}/selection?format=csv`, admin.cookie), { id: galleryId }),
    )) as Response;
    expect(Buffer.from(await csv.arrayBuffer()).toString("utf8")).toBe(
      '\uFEFFfile_name\r\n"DSC_001.jpg"\r\n"DSC_002.jpg"\r\n"DSC_003.jpg"\r\n',
    );
    const txt = (await selectionLoader(
      args(get(`/admin/galleries/${galleryId}/selection?format=txt`, admin.cookie), { id: galleryId }),
    )) as Response;
    expect(await txt.text()).toBe("DSC_001.jpg\nDSC_002.jpg\nDSC_003.jpg\n");
    expect(
      isRedirect(
        await run(() =>
          selectionLoader(args(get(`/admin/galleries/${galleryId}/selection`, client.cookie), { id: galleryId })),
        ),
      ),
    ).toBe(false);
    expect(
      status(
        await run(() =>
          selectionLoader(args(get(`/admin/galleries/${galleryId}/selection`, client.cookie), { id: galleryId })),
        ),
      ),
    ).toBe(403);
    const [notice] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `gallery-selection:${galleryId}`));
    expect(notice?.subject).toBe("Selection received: Spring portraits");
    expect(await galleriesAwaitingFinals(database.db)).toEqual([expect.objectContaining({ id: galleryId })]);
  });

  it("delivers finals as single downloads and a streamed zip that never contains a hidden photo", async () => {
    const finals = await Promise.all(
      ["DSC_001-final.jpg", "DSC_002-final.jpg", "DSC_003-final.jpg"].map(async (name, i) => ({
        name,
        content: await photoJpeg(300, 200, 10 + i),
      })),
    );
    await upload(`to=gallery&kind=final&gallery=${galleryId}`, finals);
    await runDueMediaJobs(database.db);
    // Not delivered yet: nothing to download.
    expect(
      status(
        await run(() => zipLoader(args(get(`/galleries/${galleryId}/download`, client.cookie), { id: galleryId }))),
      ),
    ).toBe(404);
    await galleryAdminAction(
      args(postForm(`/admin/galleries/${galleryId}`, { intent: "deliver" }, admin.cookie), { id: galleryId }),
    );
    // Delivered replaces "expected between…": the state moves on, it does not pile up.
    const delivered = await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }));
    expect(delivered.gallery.stage).toEqual({ name: "finals-delivered" });
    const [hidden] = await database.db
      .select()
      .from(galleryPhotos)
      .where(eq(galleryPhotos.fileName, "DSC_002-final.jpg"));
    await galleryAdminAction(
      args(postForm(`/admin/galleries/${galleryId}`, { intent: "hide", photoId: hidden?.id as string }, admin.cookie), {
        id: galleryId,
      }),
    );

    const zip = (await zipLoader(
      args(get(`/galleries/${galleryId}/download`, client.cookie), { id: galleryId }),
    )) as Response;
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.headers.get("cache-control")).toBe("private, no-store");
    const files = await unzip(Buffer.from(await zip.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(["DSC_001-final.jpg", "DSC_003-final.jpg"]);
    // The served original: the same image data without the GPS tags photoJpeg writes (issue 31).
    expect(files.get("DSC_001-final.jpg")?.equals(cleanJpeg(finals[0]?.content as Buffer))).toBe(true);

    const single = (photoId: string, cookie?: string) =>
      run(() =>
        photoDownloadLoader(
          args(get(`/galleries/${galleryId}/photos/${photoId}/download`, cookie), { id: galleryId, photoId }),
        ),
      );
    expect(status(await single(hidden?.id as string, client.cookie))).toBe(404);
    const [visible] = await database.db
      .select()
      .from(galleryPhotos)
      .where(eq(galleryPhotos.fileName, "DSC_001-final.jpg"));
    const one = (await single(visible?.id as string, client.cookie)) as Response;
    expect(one.headers.get("content-disposition")).toMatch(/^attachment; filename="DSC_001-final.jpg"/);
    expect(status(await single(visible?.id as string, stranger.cookie))).toBe(404);
    // Proofs are never downloadable originals for the client.
    const page = await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }));
    expect(status(await single(page.proofs[0]?.id as string, client.cookie))).toBe(404);

    // Taking download rights away applies at once, on every path.
    await database.db.update(galleries).set({ allowDownloads: false }).where(eq(galleries.id, galleryId));
    expect(
      status(
        await run(() => zipLoader(args(get(`/galleries/${galleryId}/download`, client.cookie), { id: galleryId }))),
      ),
    ).toBe(404);
    expect(status(await single(visible?.id as string, client.cookie))).toBe(404);
    // An expired gallery is gone for the client, still there for the owner.
    await database.db
      .update(galleries)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(galleries.id, galleryId));
    expect(
      status(await run(() => clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId })))),
    ).toBe(404);
    expect(status(await derivative(page.proofs[1]?.picture?.src as string, client.cookie))).toBe(404);
    expect(status(await derivative(page.proofs[1]?.picture?.src as string, admin.cookie))).toBe(200);
  });
});
