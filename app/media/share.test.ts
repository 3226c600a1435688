/**
 * Share links for client galleries: a guest without an account opens the link, types the password
 * and sees exactly what the client sees, read-only, on every path (page, derivative, single
 * download, zip); every change the owner makes applies to an existing guest cookie at once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { photoJpeg } from "../../tests/support/images.ts";
import { args, BASE, cookieFrom, get, isRedirect, postForm, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { unzip } from "../../tests/support/zip.ts";
import { guardRequestBody } from "../lib/body-guard.server.ts";
import { galleries, galleryComments, galleryPhotos } from "../lib/db/schema.ts";
import { isShareable } from "../lib/public-page-cache.server.ts";
import { action as newGalleryAction } from "../routes/admin/galleries.tsx";
import { action as galleryAdminAction, loader as galleryAdminLoader } from "../routes/admin/gallery.tsx";
import { action as uploadAction } from "../routes/admin/media-upload.ts";
import { loader as zipLoader } from "../routes/galleries/download.ts";
import { action as clientAction, loader as clientLoader } from "../routes/galleries/gallery.tsx";
import { loader as photoDownloadLoader } from "../routes/galleries/photo-download.ts";
import {
  action as sharedAction,
  headers as sharedHeaders,
  loader as sharedLoader,
  meta as sharedMeta,
} from "../routes/galleries/shared.tsx";
import { loader as derivativeLoader } from "../routes/media/derivative.ts";
import { type GalleryAccess, galleryAccess } from "./access.server.ts";
import { setFavourite, submitSelection } from "./galleries.server.ts";
import { runDueMediaJobs } from "./pipeline/jobs.server.ts";
import { hashShareToken, SHARE_ATTEMPTS_PER_VISITOR } from "./share.server.ts";
import { grantCookie, shareCookieName } from "./share-grant.server.ts";
import { localDiskStorage, useStorageForTests } from "./storage.server.ts";

type Account = Awaited<ReturnType<typeof signedInUser>>;
let database: TestDatabase;
let storageDir: string;
let admin: Account;
let client: Account;
let stranger: Account;
let galleryId: string;
let otherGalleryId: string;
let token: string;
let guest: string;
const PASSWORD = "summer wedding 26";

const status = (value: unknown) =>
  value instanceof Response
    ? value.status
    : ((value as { init?: { status?: number } })?.init?.status ?? (value === undefined ? 0 : 200));

let ipCounter = 0;
/** Each call is a new visitor address unless one is given (rate limits are per address). */
function passwordPost(shareToken: string, password: string, ip = `192.0.2.${++ipCounter}`) {
  return new Request(`${BASE}/shared/${shareToken}`, {
    method: "POST",
    headers: { origin: BASE, "x-client-ip": ip },
    body: new URLSearchParams({ password }),
  });
}

async function unlock(shareToken: string, password: string, ip?: string) {
  return run(() => sharedAction(args(passwordPost(shareToken, password, ip), { token: shareToken })));
}

function sharedPage(shareToken: string, cookie?: string) {
  return run(() => sharedLoader(args(get(`/shared/${shareToken}`, cookie), { token: shareToken })));
}

/** The loader's payload (a `data()` result) of an unlocked page. */
function pageData(value: unknown) {
  const payload = (value as { data: Awaited<ReturnType<typeof sharedLoader>>["data"] }).data;
  if (payload.locked) throw new Error("the page is locked");
  return payload;
}

async function derivative(url: string, cookie?: string) {
  const [, , assetId, hash, file] = url.split("/");
  return run(() => derivativeLoader(args(get(url, cookie), { assetId, hash, file } as Record<string, string>)));
}

function zip(id: string, cookie?: string) {
  return run(() => zipLoader(args(get(`/galleries/${id}/download`, cookie), { id })));
}

function single(id: string, photoId: string, cookie?: string) {
  return run(() =>
    photoDownloadLoader(args(get(`/galleries/${id}/photos/${photoId}/download`, cookie), { id, photoId })),
  );
}

function ownerAct(id: string, fields: Record<string, string>) {
  return run(() => galleryAdminAction(args(postForm(`/admin/galleries/${id}`, fields, admin.cookie), { id })));
}

async function ownerShare(id: string) {
  return (await galleryAdminLoader(args(get(`/admin/galleries/${id}`, admin.cookie), { id }))).share;
}

async function upload(id: string, kind: "proof" | "final", names: string[]) {
  const form = new FormData();
  for (const [i, name] of names.entries()) {
    form.append("photos", new Blob([new Uint8Array(await photoJpeg(300, 200, i))]), name);
  }
  const request = new Request(`${BASE}/admin/media/upload?to=gallery&kind=${kind}&gallery=${id}`, {
    method: "POST",
    headers: { origin: BASE, accept: "application/json", cookie: admin.cookie },
    body: form,
  });
  const answer = (await uploadAction(args(request))) as { data: { results: { ok: boolean }[] } };
  expect(answer.data.results.every((r) => r.ok)).toBe(true);
  await runDueMediaJobs(database.db);
}

async function newGallery(clientId: string, title: string) {
  const created = await newGalleryAction(
    args(
      postForm(
        "/admin/galleries",
        {
          clientId,
          title,
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
  return ((created as Response).headers.get("location") as string).split("/").pop() as string;
}

async function photoId(fileName: string) {
  const [row] = await database.db.select().from(galleryPhotos).where(eq(galleryPhotos.fileName, fileName));
  return row?.id as string;
}

/** The names in a ZIP archive, sorted. */
async function zipNames(buffer: Buffer): Promise<string[]> {
  return [...(await unzip(buffer)).keys()].sort();
}

beforeAll(async () => {
  database = await useFreshAppDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "ho-share-"));
  useStorageForTests(localDiskStorage(storageDir));
  admin = await signedInUser("admin");
  client = await signedInUser("client");
  stranger = await signedInUser("client");

  galleryId = await newGallery(client.id, "Anna & Tom");
  await upload(galleryId, "proof", ["P1.jpg", "P2.jpg", "P3.jpg"]);
  await upload(galleryId, "final", ["F1.jpg", "F2.jpg"]);
  await ownerAct(galleryId, { intent: "publish" });

  otherGalleryId = await newGallery(stranger.id, "Someone else");
  await upload(otherGalleryId, "proof", ["OTHER.jpg"]);
  await ownerAct(otherGalleryId, { intent: "publish" });
});
afterAll(async () => {
  useStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await database.destroy();
});

describe("the owner's share link", () => {
  it("refuses a short password with a field error and changes nothing", async () => {
    const refused = await ownerAct(galleryId, { intent: "share-on", sharePassword: "short" });
    expect(status(refused)).toBe(400);
    expect(JSON.stringify(refused)).toContain("Choose a password of at least 8 characters.");
    const [row] = await database.db.select().from(galleries).where(eq(galleries.id, galleryId));
    expect([row?.shareTokenHash, row?.sharePasswordHash, row?.shareTokenSealed]).toEqual([null, null, null]);
    expect(await ownerShare(galleryId)).toMatchObject({ on: false, url: null });
  });

  it("turns sharing on; the database holds only hashes and a sealed token, the owner sees the link", async () => {
    expect(await ownerAct(galleryId, { intent: "share-on", sharePassword: PASSWORD })).toMatchObject({ ok: true });
    const share = await ownerShare(galleryId);
    expect(share.on).toBe(true);
    expect(share.url).toMatch(new RegExp(`^${BASE}/shared/[A-Za-z0-9_-]{43}$`));
    token = (share.url as string).split("/").pop() as string;
    const [row] = await database.db.select().from(galleries).where(eq(galleries.id, galleryId));
    expect(row?.shareTokenHash).toBe(hashShareToken(token));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(PASSWORD);
    // The owner can copy the same link again later.
    expect((await ownerShare(galleryId)).url).toBe(share.url);
  });
});

describe("a guest without an account", () => {
  it("gets 404 for an unknown or malformed token, and a private password page for the right one", async () => {
    for (const wrong of ["A".repeat(43), "short", `${"A".repeat(42)}!`, token.slice(0, 42)]) {
      expect(status(await sharedPage(wrong))).toBe(404);
      expect(status(await unlock(wrong, PASSWORD))).toBe(404);
    }
    const page = (await sharedPage(token)) as { data: { locked: boolean }; init: { headers: Record<string, string> } };
    expect(page.data).toEqual({ locked: true });
    expect(page.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });
    const tags = sharedMeta({ loaderData: page.data, matches: [] } as never);
    expect(tags).toContainEqual({ name: "referrer", content: "no-referrer" });
    // The rendered document carries the same headers, so the public-page cache never stores it.
    const rendered = sharedHeaders({
      actionHeaders: new Headers(),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    } as never);
    const headers = Object.fromEntries(new Headers(rendered).entries());
    expect(isShareable(200, { ...headers, "content-type": "text/html; charset=utf-8" })).toBe(false);
  });

  it("is refused with a clear error for a wrong password; the right one sets a signed, HttpOnly cookie", async () => {
    const wrong = await unlock(token, "summer wedding 25");
    expect(status(wrong)).toBe(400);
    expect(JSON.stringify(wrong)).toContain("That password is not right.");
    expect((wrong as { init: { headers: Record<string, string> } }).init.headers["Set-Cookie"]).toBeUndefined();
    const empty = await unlock(token, "");
    expect(status(empty)).toBe(400);

    const right = (await unlock(token, PASSWORD)) as Response;
    expect(isRedirect(right, `/shared/${token}`)).toBe(true);
    const setCookie = right.headers.get("set-cookie") as string;
    expect(setCookie).toMatch(new RegExp(`^${shareCookieName(galleryId)}=`));
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Max-Age=43200");
    expect(setCookie).not.toContain(token);
    guest = cookieFrom(right);
  });

  it("sees what the client sees: no hidden proof, no finals before delivery, no comments or favourites", async () => {
    await ownerAct(galleryId, { intent: "hide", photoId: await photoId("P2.jpg") });
    await clientAction(
      args(
        postForm(`/galleries/${galleryId}`, { intent: "favourite", photoId: await photoId("P1.jpg") }, client.cookie),
        {
          id: galleryId,
        },
      ),
    );
    await clientAction(
      args(
        postForm(
          `/galleries/${galleryId}`,
          { intent: "comment", photoId: await photoId("P1.jpg"), body: "Our favourite!" },
          client.cookie,
        ),
        { id: galleryId },
      ),
    );
    const asClient = await clientLoader(args(get(`/galleries/${galleryId}`, client.cookie), { id: galleryId }));
    const page = pageData(await sharedPage(token, guest));
    expect(page.gallery.title).toBe("Anna & Tom");
    expect(page.proofs.map((p) => p.id)).toEqual(asClient.proofs.map((p) => p.id));
    expect(page.proofs.map((p) => p.fileName)).toEqual(["P1.jpg", "P3.jpg"]);
    expect(page.finals).toEqual([]);
    expect(page.proofs.every((p) => p.comments.length === 0 && !p.favourite)).toBe(true);

    const visible = (await derivative(page.proofs[0]?.picture?.src as string, guest)) as Response;
    expect(visible.status).toBe(200);
    expect(visible.headers.get("cache-control")).toBe("private, no-store");
    const owner = await galleryAdminLoader(args(get(`/admin/galleries/${galleryId}`, admin.cookie), { id: galleryId }));
    const hiddenSrc = owner.proofs.find((p) => p.fileName === "P2.jpg")?.picture?.src as string;
    expect(status(await derivative(hiddenSrc, guest))).toBe(404);
    expect(status(await derivative(page.proofs[0]?.picture?.src as string))).toBe(404);
    // Undelivered finals: no zip, no single download.
    expect(status(await zip(galleryId, guest))).toBe(404);
    expect(status(await single(galleryId, await photoId("F1.jpg"), guest))).toBe(404);
  });

  it("downloads delivered finals (one, or a zip that never holds a hidden photo) only with download rights", async () => {
    await ownerAct(galleryId, { intent: "deliver" });
    await ownerAct(galleryId, { intent: "hide", photoId: await photoId("F2.jpg") });
    const page = pageData(await sharedPage(token, guest));
    expect(page.finals.map((p) => [p.fileName, p.downloadable])).toEqual([["F1.jpg", true]]);

    const archive = (await zip(galleryId, guest)) as Response;
    expect(archive.headers.get("cache-control")).toBe("private, no-store");
    expect(await zipNames(Buffer.from(await archive.arrayBuffer()))).toEqual(["F1.jpg"]);
    const one = (await single(galleryId, await photoId("F1.jpg"), guest)) as Response;
    expect(one.status).toBe(200);
    expect(one.headers.get("content-disposition")).toMatch(/^attachment; filename="F1.jpg"/);
    expect(status(await single(galleryId, await photoId("F2.jpg"), guest))).toBe(404);
    // Proof originals are never downloads.
    expect(status(await single(galleryId, await photoId("P1.jpg"), guest))).toBe(404);

    await database.db.update(galleries).set({ allowDownloads: false }).where(eq(galleries.id, galleryId));
    expect(status(await zip(galleryId, guest))).toBe(404);
    expect(status(await single(galleryId, await photoId("F1.jpg"), guest))).toBe(404);
    expect(pageData(await sharedPage(token, guest)).finals[0]?.downloadable).toBe(false);
    await database.db.update(galleries).set({ allowDownloads: true }).where(eq(galleries.id, galleryId));
  });

  it("reaches nothing of another gallery, by photo id, asset or zip", async () => {
    const other = await galleryAdminLoader(
      args(get(`/admin/galleries/${otherGalleryId}`, admin.cookie), { id: otherGalleryId }),
    );
    const otherPhoto = other.proofs[0];
    expect(status(await derivative(otherPhoto?.picture?.src as string, guest))).toBe(404);
    expect(status(await zip(otherGalleryId, guest))).toBe(404);
    expect(status(await single(otherGalleryId, otherPhoto?.id as string, guest))).toBe(404);
    expect(status(await single(galleryId, otherPhoto?.id as string, guest))).toBe(404);
    // The account pages stay for accounts: a guest cookie alone is sent to sign in.
    expect(
      isRedirect(await run(() => clientLoader(args(get(`/galleries/${galleryId}`, guest), { id: galleryId })))),
    ).toBe(true);
  });

  it("cannot favourite, comment or submit: 4xx and nothing changed", async () => {
    const before = await database.db.select().from(galleryPhotos).where(eq(galleryPhotos.galleryId, galleryId));
    const [{ comments: commentsBefore } = { comments: 0 }] = await database.db
      .select({ comments: count() })
      .from(galleryComments);
    // The client's page takes accounts only: signed in as someone else, a guest cookie opens nothing there.
    const cookie = `${stranger.cookie}; ${guest}`;
    const p1 = await photoId("P3.jpg");
    const attempts: Record<string, string>[] = [
      { intent: "favourite", photoId: p1 },
      { intent: "comment", photoId: p1, body: "Nice" },
      { intent: "submit" },
    ];
    for (const fields of attempts) {
      const answer = await run(() =>
        clientAction(args(postForm(`/galleries/${galleryId}`, fields, cookie), { id: galleryId })),
      );
      expect(status(answer)).toBe(404);
    }
    // The shared page's own action only takes the password.
    expect(
      status(await run(() => sharedAction(args(postForm(`/shared/${token}`, { intent: "submit" }, guest), { token })))),
    ).toBe(400);
    expect(await database.db.select().from(galleryPhotos).where(eq(galleryPhotos.galleryId, galleryId))).toEqual(
      before,
    );
    const [{ comments } = { comments: 0 }] = await database.db.select({ comments: count() }).from(galleryComments);
    expect(comments).toBe(commentsBefore);
    const [row] = await database.db.select().from(galleries).where(eq(galleries.id, galleryId));
    expect(row?.selectionSubmittedAt).toBeNull();

    // And the gallery rules themselves refuse a guest, whatever page would ask.
    const shares = [{ galleryId, tokenHash: hashShareToken(token) }];
    const access = (await galleryAccess(database.db, galleryId, { user: null, shares })) as GalleryAccess;
    expect(access.role).toBe("guest");
    await expect(setFavourite(database.db, access, p1, true)).rejects.toMatchObject({ status: 403 });
    await expect(submitSelection(database.db, access)).rejects.toMatchObject({ status: 403 });
  });

  it("is not let in by a tampered, forged, foreign or expired cookie", async () => {
    const value = guest.slice(guest.indexOf("=") + 1);
    const [id, tokenHash, expires, signature] = value.split(".") as [string, string, string, string];
    const name = shareCookieName(galleryId);
    const page = pageData(await sharedPage(token, guest));
    const src = page.proofs[0]?.picture?.src as string;
    const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith("A") ? "B" : "A"}`;
    const expired = grantCookie({ galleryId, tokenHash }, Date.now() - 13 * 3600 * 1000).split(";")[0] as string;
    for (const cookie of [
      `${name}=${id}.${tokenHash}.${expires}.${flip(signature)}`,
      `${name}=${id}.${tokenHash}.${Number(expires) + 3600}.${signature}`,
      `${name}=${id}.${flip(tokenHash)}.${expires}.${signature}`,
      `${shareCookieName(otherGalleryId)}=${value}`,
      `${name}=${id}.${tokenHash}.${expires}`,
      expired,
    ]) {
      expect(status(await derivative(src, cookie))).toBe(404);
      expect(((await sharedPage(token, cookie)) as { data: { locked: boolean } }).data.locked).toBe(true);
      expect(status(await zip(galleryId, cookie))).toBe(404);
    }
    // A grant for this gallery does not open the other one, even with a matching cookie name.
    const other = await galleryAdminLoader(
      args(get(`/admin/galleries/${otherGalleryId}`, admin.cookie), { id: otherGalleryId }),
    );
    const forged = grantCookie({ galleryId: otherGalleryId, tokenHash }).split(";")[0] as string;
    expect(status(await derivative(other.proofs[0]?.picture?.src as string, forged))).toBe(404);
  });
});

describe("changes apply to an existing guest cookie at once", () => {
  async function guestSees() {
    const page = await sharedPage(token, guest);
    const src = (
      await galleryAdminLoader(args(get(`/admin/galleries/${galleryId}`, admin.cookie), { id: galleryId }))
    ).proofs.find((p) => p.fileName === "P1.jpg")?.picture?.src as string;
    return {
      page:
        status(page) === 200 ? ((page as { data: { locked: boolean } }).data.locked ? "locked" : "open") : status(page),
      derivative: status(await derivative(src, guest)),
      zip: status(await zip(galleryId, guest)),
    };
  }

  it("unpublishing and expiry close everything; publishing again reopens", async () => {
    expect(await guestSees()).toEqual({ page: "open", derivative: 200, zip: 200 });
    await ownerAct(galleryId, { intent: "unpublish" });
    expect(await guestSees()).toEqual({ page: 404, derivative: 404, zip: 404 });
    expect(status(await unlock(token, PASSWORD))).toBe(404);
    await ownerAct(galleryId, { intent: "publish" });
    expect(await guestSees()).toEqual({ page: "open", derivative: 200, zip: 200 });

    const [row] = await database.db.select().from(galleries).where(eq(galleries.id, galleryId));
    await database.db
      .update(galleries)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(galleries.id, galleryId));
    expect(await guestSees()).toEqual({ page: 404, derivative: 404, zip: 404 });
    await database.db
      .update(galleries)
      .set({ expiresAt: row?.expiresAt as Date })
      .where(eq(galleries.id, galleryId));
  });

  it("a new link locks out the old link and its cookie; the new link with the same password works", async () => {
    const oldToken = token;
    const oldGuest = guest;
    expect(await ownerAct(galleryId, { intent: "share-new-link" })).toMatchObject({ ok: true });
    token = ((await ownerShare(galleryId)).url as string).split("/").pop() as string;
    expect(token).not.toBe(oldToken);
    expect(status(await sharedPage(oldToken, oldGuest))).toBe(404);
    expect(await guestSees()).toEqual({ page: "locked", derivative: 404, zip: 404 });
    guest = cookieFrom((await unlock(token, PASSWORD)) as Response);
    expect(await guestSees()).toEqual({ page: "open", derivative: 200, zip: 200 });
  });

  it("turning sharing off locks everyone out, and the link is gone for good", async () => {
    expect(await ownerAct(galleryId, { intent: "share-off" })).toMatchObject({ ok: true });
    expect(await guestSees()).toEqual({ page: 404, derivative: 404, zip: 404 });
    expect(await ownerShare(galleryId)).toMatchObject({ on: false, url: null });
    expect(status(await ownerAct(galleryId, { intent: "share-new-link" }))).toBe(409);
    // Turning it on again makes a different link; the old one stays dead.
    await ownerAct(galleryId, { intent: "share-on", sharePassword: "another password" });
    expect(status(await sharedPage(token))).toBe(404);
    token = ((await ownerShare(galleryId)).url as string).split("/").pop() as string;
    expect(status(await unlock(token, PASSWORD))).toBe(400);
    expect(isRedirect(await unlock(token, "another password"))).toBe(true);
  });
});

describe("password attempts", () => {
  it("are rate limited per visitor: the next attempt, even the right one, waits; other visitors do not", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < SHARE_ATTEMPTS_PER_VISITOR.max; i++) {
      expect(status(await unlock(token, `wrong guess ${i}`, ip))).toBe(400);
    }
    const limited = await unlock(token, "another password", ip);
    expect(status(limited)).toBe(429);
    expect(JSON.stringify(limited)).toContain("Too many attempts");
    expect((limited as { init: { headers: Record<string, string> } }).init.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(isRedirect(await unlock(token, "another password", "198.51.100.78"))).toBe(true);
  });

  it("from many addresses slow a link down, yet never keep the right password out for more than a minute", async () => {
    const retryAfter = (value: unknown) =>
      Number((value as { init: { headers: Record<string, string> } }).init.headers["Retry-After"]);
    const outcomes: number[] = [];
    for (let i = 0; i < 55; i++) outcomes.push(status(await unlock(token, `guess ${i}`, `192.0.2.${i + 1}`)));
    // Ten wrong guesses cost nothing (five were made above), then the link waits between guesses.
    expect(outcomes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(outcomes.filter((s) => s === 429).length).toBeGreaterThan(40);

    const refused = await unlock(token, "another password", "192.0.2.200");
    expect(status(refused)).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);

    // A new link starts clean: its guests get in at once.
    expect(await ownerAct(galleryId, { intent: "share-new-link" })).toMatchObject({ ok: true });
    const oldToken = token;
    token = ((await ownerShare(galleryId)).url as string).split("/").pop() as string;
    expect(isRedirect(await unlock(token, "another password", "192.0.2.201"))).toBe(true);

    // On the old link, the right password gets in once the wait (a minute at most) is over.
    await database.db
      .update(galleries)
      .set({ shareTokenHash: hashShareToken(oldToken) })
      .where(eq(galleries.id, galleryId));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      expect(isRedirect(await unlock(oldToken, "another password", "192.0.2.202"))).toBe(true);
    } finally {
      vi.useRealTimers();
      await database.db
        .update(galleries)
        .set({ shareTokenHash: hashShareToken(token) })
        .where(eq(galleries.id, galleryId));
    }
  });

  it("arrive as a small url-encoded form: multipart and oversized bodies are refused before the action", async () => {
    const post = (body: BodyInit, type: string) =>
      guardRequestBody(
        new Request(`${BASE}/shared/${token}`, { method: "POST", headers: { "content-type": type }, body }),
        null,
      );
    expect((await post("x", "multipart/form-data; boundary=x"))?.status).toBe(415);
    expect((await post(`password=${"x".repeat(70 * 1024)}`, "application/x-www-form-urlencoded"))?.status).toBe(413);
    expect(await post("password=fine", "application/x-www-form-urlencoded")).toBeUndefined();
    const json = await run(() =>
      sharedAction(
        args(
          new Request(`${BASE}/shared/${token}`, {
            method: "POST",
            headers: { origin: BASE, "content-type": "application/json" },
            body: "{}",
          }),
          { token },
        ),
      ),
    );
    expect(status(json)).toBe(415);
  });
});
