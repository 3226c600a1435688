/**
 * The owner's photo uploads: a multipart body with many files, streamed through busboy (never held
 * in memory), each file bounded while it is read and checked on its own, so one refused file
 * (HEIC, too large, damaged) does not stop the others. The caller checks the role first.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { MAX_FORM_BYTES } from "~/lib/body-guard.server";
import type { MediaUse } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { HttpError } from "~/lib/http.server";
import { createMediaAsset } from "~/lib/media/jobs.server";
import { MAX_FILES_PER_POST, MAX_IMAGE_BYTES } from "~/lib/media/limits";
import { safeFileName } from "~/lib/uploads.server";

export interface UploadResult {
  name: string;
  ok: boolean;
  message: string;
  assetId?: string;
}

interface Received {
  name: string;
  tempPath: string;
  size: number;
  tooLarge: boolean;
}

/** Passes a multipart body through once its first `--boundary` has appeared within `limit` bytes. */
function boundaryWithin(contentType: string, limit: number) {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = Buffer.from(`--${match?.[1] ?? match?.[2] ?? ""}`);
  let seen = 0;
  let tail = Buffer.alloc(0); // the last bytes seen, for a delimiter split across chunks
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!found) {
        const window = Buffer.concat([tail, chunk]);
        found = match !== null && window.includes(delimiter);
        seen += chunk.length;
        if (!found && seen > limit) return callback(new Error("no form part found"));
        tail = window.subarray(Math.max(0, window.length - delimiter.length));
      }
      callback(null, chunk);
    },
  });
}

async function receiveFiles(request: Request): Promise<Received[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") || !request.body) {
    throw new HttpError(400, "Choose one or more photos to upload.");
  }
  const received: Received[] = [];
  const writes: Promise<void>[] = [];
  let tooMany = false;
  const parser = busboy({
    headers: { "content-type": type },
    limits: {
      files: MAX_FILES_PER_POST,
      fileSize: MAX_IMAGE_BYTES,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_FILES_PER_POST + 10,
    },
  });
  // A real multipart body starts with its boundary: one whose first delimiter has not come within a
  // form's size is refused there, instead of being read to its end (a hostile body of any length).
  // The bytes are searched themselves: busboy announces a part only after it has buffered ahead.
  const preamble = boundaryWithin(type, MAX_FORM_BYTES);
  parser.on("file", (_field, stream, info) => {
    if (!info.filename) {
      stream.resume();
      return;
    }
    const file: Received = {
      name: safeFileName(info.filename),
      tempPath: path.join(tmpdir(), `ho-media-${randomUUID()}`),
      size: 0,
      tooLarge: false,
    };
    received.push(file);
    stream.on("data", (chunk: Buffer) => {
      file.size += chunk.length;
    });
    stream.on("limit", () => {
      file.tooLarge = true;
    });
    writes.push(pipeline(stream, createWriteStream(file.tempPath, { mode: 0o600 })));
  });
  parser.on("filesLimit", () => {
    tooMany = true;
  });
  try {
    await pipeline(Readable.fromWeb(request.body as unknown as NodeWebStream), preamble, parser);
    await Promise.all(writes);
  } catch (error) {
    // Every file stream fails with the body: wait for all of them before cleaning up.
    await Promise.allSettled(writes);
    await Promise.all(received.map((f) => rm(f.tempPath, { force: true })));
    throw new HttpError(
      400,
      `The upload could not be read (${error instanceof Error ? error.message : "invalid form"}).`,
    );
  }
  if (tooMany) {
    await Promise.all(received.map((f) => rm(f.tempPath, { force: true })));
    throw new HttpError(413, `Upload at most ${MAX_FILES_PER_POST} photos at a time.`);
  }
  if (received.length === 0) throw new HttpError(400, "Choose one or more photos to upload.");
  return received;
}

/**
 * Stores every acceptable file through the pipeline and hands it to `attach` (portfolio, gallery);
 * answers one result per file, in order.
 */
export async function receivePhotoUploads(
  db: Db,
  request: Request,
  options: {
    use: MediaUse;
    uploadedBy: string;
    watermark?: string | null;
    attach(assetId: string, fileName: string): Promise<void>;
  },
): Promise<UploadResult[]> {
  const files = await receiveFiles(request);
  const results: UploadResult[] = [];
  for (const file of files) {
    try {
      if (file.tooLarge) {
        results.push({ name: file.name, ok: false, message: `Larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.` });
        continue;
      }
      const asset = await createMediaAsset(db, {
        use: options.use,
        tempPath: file.tempPath,
        originalName: file.name,
        size: file.size,
        uploadedBy: options.uploadedBy,
        watermark: options.watermark,
      });
      await options.attach(asset.id, file.name);
      results.push({ name: file.name, ok: true, message: "Uploaded; processing.", assetId: asset.id });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ name: file.name, ok: false, message: error.detail });
    } finally {
      await rm(file.tempPath, { force: true });
    }
  }
  return results;
}
