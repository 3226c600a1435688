/**
 * Reads a form post with bounded sizes: url-encoded bodies as text, multipart bodies streamed
 * through busboy with at most one file, which is written to a temporary file under DATA_DIR/tmp
 * (never kept in memory; removed at start-up if a crash left it).
 */
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { m } from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { multipartRequestBytes } from "./body-limits.ts";
import { HttpError, type RequestLike, readBoundedText } from "./http.server.ts";
import { formatFileSize } from "./intl.ts";
import { uploadTempPath } from "./upload-temp.server.ts";

export type FormFields = Record<string, string | string[]>;

/** A received file's name, safe to show and to put in a header: no path, no control characters. */
export function safeFileName(name: string) {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150);
  return cleaned && cleaned !== "." && cleaned !== ".." ? cleaned : "upload";
}

export interface ReceivedFile {
  fieldName: string;
  originalName: string;
  tempPath: string;
  size: number;
  /** Removes the temporary file (safe to call twice). */
  discard(): Promise<void>;
}

export interface ReadFormOptions {
  maxFieldsBytes: number;
  maxFileBytes: number;
}

function addField(fields: FormFields, name: string, value: string) {
  const current = fields[name];
  if (current === undefined) fields[name] = value;
  else fields[name] = Array.isArray(current) ? [...current, value] : [current, value];
}

export async function readForm(
  request: RequestLike,
  options: ReadFormOptions,
): Promise<{ fields: FormFields; file?: ReceivedFile }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    const fields: FormFields = {};
    for (const [name, value] of new URLSearchParams(await readBoundedText(request, options.maxFieldsBytes))) {
      addField(fields, name, value);
    }
    return { fields };
  }
  if (!request.body) throw new HttpError(400, m.form_empty());

  const fields: FormFields = {};
  let file: ReceivedFile | undefined;
  const writes: Promise<void>[] = [];
  let fileStream: Readable | undefined;
  let failure: HttpError | undefined;

  const parser = busboy({
    headers: { "content-type": type },
    limits: { files: 1, fileSize: options.maxFileBytes, fields: 50, fieldSize: options.maxFieldsBytes, parts: 60 },
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) failure ??= new HttpError(413, m.form_answer_too_long());
    if (value.includes("\u0000")) failure ??= new HttpError(400, m.request_nul());
    addField(fields, name, value);
  });
  parser.on("file", (fieldName, stream, info) => {
    if (!info.filename) {
      dropPart(stream);
      return;
    }
    const tempPath = uploadTempPath("form");
    const received: ReceivedFile = {
      fieldName,
      originalName: info.filename,
      tempPath,
      size: 0,
      discard: () => rm(tempPath, { force: true }),
    };
    file = received;
    fileStream = stream;
    stream.on("data", (chunk: Buffer) => {
      received.size += chunk.length;
    });
    stream.on("limit", () => {
      failure = new HttpError(413, m.request_file_larger({ size: formatFileSize(options.maxFileBytes, getLocale()) }));
    });
    writes.push(pipeline(stream, createWriteStream(tempPath, { mode: 0o600 })));
  });
  parser.on("filesLimit", () => {
    failure ??= new HttpError(400, m.request_one_file());
  });

  // The whole body is capped while it streams (a file cut short by busboy's own limit would
  // otherwise still be read to its end): fields + one file + room for the part headers, as the
  // route's row in body-limits.ts computes it for the early gate.
  const maxTotal = multipartRequestBytes(options.maxFieldsBytes, options.maxFileBytes);
  let total = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxTotal) {
        failure ??= new HttpError(
          413,
          m.request_upload_larger({ size: formatFileSize(options.maxFileBytes, getLocale()) }),
        );
        callback(failure);
        return;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(unreadOnStop(request.body), cap, parser);
    await Promise.all(writes);
  } catch (error) {
    fileStream?.destroy();
    await Promise.allSettled(writes);
    await file?.discard();
    if (failure) throw failure;
    throw new HttpError(
      400,
      m.form_upload_unreadable({ reason: error instanceof Error ? error.message : m.form_invalid() }),
    );
  }
  if (failure) {
    await file?.discard();
    throw failure;
  }
  return { fields, file };
}

/**
 * Reads and drops a file part the form does not keep (no file name: busboy reduces "photos/" to ""). When
 * the body stops inside the part, busboy fails its stream with the form; the parser's own error answers
 * the request, so the part's is only heard here. Unheard, it was an uncaught exception that ended the
 * process.
 */
export function dropPart(stream: Readable) {
  stream.on("error", () => undefined);
  stream.resume();
}

/**
 * A web body as a Node stream that, when the form parser stops early (a malformed or oversized form),
 * leaves the rest of the body unread instead of cancelling it. Cancelling destroyed the HTTP request
 * and, with it, the connection, before the refusal could be written: the client got an empty reply.
 * The HTTP entry closes a connection whose body was not read to its end once the answer has gone.
 */
export function unreadOnStop(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  return new Readable({
    async read() {
      try {
        const { done, value } = await reader.read();
        this.push(done ? null : value);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      try {
        reader.releaseLock(); // a pending read ends with an error, caught above
      } catch {
        // an older stream implementation refuses while a read is pending: the lock then stays
      }
      callback(error);
    },
  });
}
