/**
 * A mood-board file gets one answer, whichever path names it: the upload's own route
 * (`/hob/uploads/:id`) and the derivative URLs of its image both ask access.server.ts, and both let in
 * only the client who uploaded it and the owner.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../tests/support/accounts.ts";
import { photoJpeg } from "../../tests/support/images.ts";
import { args, BASE, get, isRedirect, run } from "../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { loadPhaseState } from "../blueprint/blueprint.server.ts";
import { PHASES } from "../blueprint/questionnaires/engine.ts";
import { mediaAssets, uploads } from "../lib/db/schema.ts";
import { action as stepAction } from "../routes/blueprint/step.tsx";
import { loader as uploadLoader } from "../routes/blueprint/upload.ts";
import { loader as derivativeLoader } from "../routes/media/derivative.ts";
import { authorizeAsset, authorizeUpload, type Viewer } from "./access.server.ts";
import { runDueMediaJobs } from "./pipeline/jobs.server.ts";
import { derivativeUrl } from "./pipeline/urls.ts";
import { localDiskStorage, useStorageForTests } from "./storage.server.ts";

type Account = Awaited<ReturnType<typeof signedInUser>>;
let database: TestDatabase;
let storageDir: string;
let owner: Account;
let client: Account;
let otherClient: Account;
let fileId: string;
let assetId: string;
let imageUrl: string;

const status = (value: unknown) =>
  value instanceof Response
    ? value.status
    : ((value as { init?: { status?: number } })?.init?.status ?? (value === undefined ? 0 : 200));

beforeAll(async () => {
  database = await useFreshAppDatabase();
  storageDir = mkdtempSync(path.join(tmpdir(), "ho-mood-board-access-"));
  useStorageForTests(localDiskStorage(storageDir));
  owner = await signedInUser("admin");
  client = await signedInUser("client");
  otherClient = await signedInUser("client");

  const form = new FormData();
  form.append("intent", "next");
  form.append("url", "");
  form.append("file", new Blob([new Uint8Array(await photoJpeg(800, 600, 1))]), "board.jpg");
  const request = new Request(`${BASE}/hob/phase2/mood_board_upload`, {
    method: "POST",
    headers: { cookie: client.cookie, origin: BASE },
    body: form,
  });
  expect(status(await run(() => stepAction(args(request, { phase: "phase2", step: "mood_board_upload" }))))).toBe(302);
  const answer = (await loadPhaseState(database.db, client.id, PHASES[1]!)).answers.get("mood_board_upload") as {
    fileId: string;
  };
  fileId = answer.fileId;
  const [upload] = await database.db.select().from(uploads).where(eq(uploads.id, fileId));
  assetId = upload?.mediaAssetId as string;
  await runDueMediaJobs(database.db);
  const [asset] = await database.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId));
  if (!asset?.contentHash || !asset.derivatives[0]) throw new Error("the photo job did not process the image");
  imageUrl = derivativeUrl(assetId, asset.contentHash, asset.derivatives[0]);
});
afterAll(async () => {
  useStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await database.destroy();
});

function fromUploadRoute(cookie?: string) {
  return run(() => uploadLoader(args(get(`/hob/uploads/${fileId}`, cookie), { id: fileId })));
}

function fromDerivativeRoute(cookie?: string) {
  const [, , id, hash, file] = imageUrl.split("/");
  return run(() =>
    derivativeLoader(args(get(imageUrl, cookie), { assetId: id, hash, file } as Record<string, string>)),
  );
}

describe("one access decision for a mood-board image", () => {
  it("lets its uploader and the owner see it, through the upload and through the asset alike", async () => {
    for (const viewer of [client, owner]) {
      expect((await authorizeUpload(database.db, fileId, viewer))?.id).toBe(fileId);
      expect((await authorizeAsset(database.db, assetId, viewer, "view"))?.cache).toBe("private");
      expect(status(await fromUploadRoute(viewer.cookie))).toBe(200);
      const image = (await fromDerivativeRoute(viewer.cookie)) as Response;
      expect(image.status).toBe(200);
      expect(image.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("refuses it to another client, on both paths", async () => {
    expect(await authorizeUpload(database.db, fileId, otherClient)).toBeUndefined();
    expect(await authorizeAsset(database.db, assetId, otherClient, "view")).toBeUndefined();
    expect(status(await fromUploadRoute(otherClient.cookie))).toBe(404);
    expect(status(await fromDerivativeRoute(otherClient.cookie))).toBe(404);
  });

  it("refuses it to someone signed out and to a gallery's share guest, on both paths", async () => {
    const guest: Viewer = { user: null, shares: [{ galleryId: "AAAAAAAAAAAAAAAAAAAA", tokenHash: "x" }] };
    for (const viewer of [null, guest]) {
      expect(await authorizeUpload(database.db, fileId, viewer)).toBeUndefined();
      expect(await authorizeAsset(database.db, assetId, viewer, "view")).toBeUndefined();
    }
    // The upload's route asks a signed-out visitor to sign in first; the image URL answers "not found".
    expect(
      isRedirect(await fromUploadRoute(), `/auth?redirectTo=${encodeURIComponent(`/hob/uploads/${fileId}`)}`),
    ).toBe(true);
    expect(status(await fromDerivativeRoute())).toBe(404);
  });

  it("never hands out the original of a mood-board image, not even to the owner", async () => {
    for (const viewer of [client, owner]) {
      expect(await authorizeAsset(database.db, assetId, viewer, "download")).toBeUndefined();
    }
  });
});
