/**
 * The owner's photo uploads: a multipart body with many files, streamed through busboy (never held
 * in memory) to temporary files under DATA_DIR/tmp, each file bounded while it is read and checked on
 * its own, so one refused file (HEIC, too large, damaged) does not stop the others. The limits are
 * the route's row in body-limits.ts: a file stops being written at the per-file limit (and its part
 * is deleted), the whole request at the per-request limit (every file deleted, 413), however the body
 * is chunked. The caller checks the role first.
 */
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { MAX_FORM_BYTES, PHOTO_UPLOAD_LIMITS, type UploadLimits } from "~/lib/body-limits";
import type { MediaUse } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { dropPart, safeFileName, unreadOnStop } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { formatFileSize } from "~/lib/intl";
import { uploadTempPath } from "~/lib/upload-temp.server";
import { createMediaAsset } from "~/media/pipeline/jobs.server";
import { getStorage } from "~/media/storage.server";
import { m } from "~/paraglide/messages";
import { photoTooLargeMessage } from "./upload-copy.ts";

export interface UploadResult {
  name: string;
  ok: boolean;
  message: string;
  assetId?: string;
  /** Refused for its size alone. */
  tooLarge?: boolean;
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

/** Passes a body through while it stays within `limit` bytes; past it, fails with `failure()`. */
function byteCap(limit: number, failure: () => Error) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) return callback(failure());
      callback(null, chunk);
    },
  });
}

async function receiveFiles(request: Request, limits: UploadLimits): Promise<Received[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") || !request.body) {
    throw new HttpError(400, m.studio_upload_none());
  }
  const received: Received[] = [];
  const writes: Promise<void>[] = [];
  const fileStreams: Readable[] = [];
  let tooMany = false;
  let failure: HttpError | undefined;
  const parser = busboy({
    headers: { "content-type": type },
    limits: {
      files: limits.files,
      fileSize: limits.fileBytes,
      fields: 10,
      fieldSize: limits.fieldBytes,
      parts: limits.files + 10,
    },
  });
  // The whole body, however it is chunked: past the route's limit nothing more is read or written.
  const cap = byteCap(limits.requestBytes, () => {
    failure ??= new HttpError(413, m.request_too_large({ size: formatFileSize(limits.requestBytes, serverLocale()) }));
    return failure;
  });
  // A real multipart body starts with its boundary: one whose first delimiter has not come within a
  // form's size is refused there, instead of being read to its end (a hostile body of any length).
  // The bytes are searched themselves: busboy announces a part only after it has buffered ahead.
  const preamble = boundaryWithin(type, MAX_FORM_BYTES);
  parser.on("file", (_field, stream, info) => {
    if (!info.filename) {
      dropPart(stream);
      return;
    }
    const file: Received = {
      name: safeFileName(info.filename),
      tempPath: uploadTempPath("photo"),
      size: 0,
      tooLarge: false,
    };
    received.push(file);
    fileStreams.push(stream);
    stream.on("data", (chunk: Buffer) => {
      file.size += chunk.length;
    });
    // busboy stops passing the file's bytes at the per-file limit (and skips the rest of its part):
    // what was written of it is deleted as soon as the write has settled.
    stream.on("limit", () => {
      file.tooLarge = true;
    });
    writes.push(
      pipeline(stream, createWriteStream(file.tempPath, { mode: 0o600 })).then(async () => {
        if (file.tooLarge) await rm(file.tempPath, { force: true });
      }),
    );
  });
  parser.on("filesLimit", () => {
    tooMany = true;
  });
  try {
    await pipeline(unreadOnStop(request.body), cap, preamble, parser);
    await Promise.all(writes);
  } catch (error) {
    // Every file stream stops with the body: wait for all of them before cleaning up.
    for (const stream of fileStreams) stream.destroy();
    await Promise.allSettled(writes);
    await Promise.all(received.map((f) => rm(f.tempPath, { force: true })));
    if (failure) throw failure;
    throw new HttpError(
      400,
      m.studio_upload_unreadable({
        reason: error instanceof Error ? error.message : m.studio_upload_unreadable_form(),
      }),
    );
  }
  if (tooMany) {
    await Promise.all(received.map((f) => rm(f.tempPath, { force: true })));
    throw new HttpError(413, m.studio_upload_too_many({ count: limits.files }));
  }
  if (received.length === 0) throw new HttpError(400, m.studio_upload_none());
  return received;
}

/**
 * Stores every acceptable file through the pipeline and hands it to `attach` (portfolio, gallery),
 * which records it in the asset's own transaction; answers one result per file, in order.
 */
export async function receivePhotoUploads(
  db: Db,
  request: Request,
  options: {
    use: MediaUse;
    uploadedBy: string;
    watermark?: string | null;
    attach(tx: Db, assetId: string, fileName: string): Promise<void>;
  },
): Promise<UploadResult[]> {
  const files = await receiveFiles(request, PHOTO_UPLOAD_LIMITS);
  const results: UploadResult[] = [];
  for (const file of files) {
    try {
      if (file.tooLarge) {
        results.push({
          name: file.name,
          ok: false,
          tooLarge: true,
          message: photoTooLargeMessage(serverLocale()),
        });
        continue;
      }
      const asset = await createMediaAsset(
        db,
        {
          use: options.use,
          tempPath: file.tempPath,
          originalName: file.name,
          size: file.size,
          uploadedBy: options.uploadedBy,
          watermark: options.watermark,
          locale: serverLocale(),
        },
        getStorage(),
        (tx, assetId) => options.attach(tx, assetId, file.name),
      );
      results.push({ name: file.name, ok: true, message: m.studio_upload_processing(), assetId: asset.id });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ name: file.name, ok: false, message: error.detail });
    } finally {
      await rm(file.tempPath, { force: true });
    }
  }
  return results;
}
