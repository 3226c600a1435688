/**
 * Where stored files live, behind one small interface with two drivers:
 * - local disk under DATA_DIR/uploads (the embedded default, outside the web root);
 * - any S3-compatible store (AWS S3, MinIO, Cloudflare R2) when S3_BUCKET is set, so several app
 *   instances share the same files. See docs/decisions/ for the design.
 *
 * Keys are slash-separated segments of `[A-Za-z0-9_.-]` (no `..`, no leading dot), e.g. the flat
 * mood-board keys of the first release or `media/<assetId>/original`.
 */
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { getEnv } from "../lib/env.server.ts";

export interface StoredFileInfo {
  size: number;
}

export interface FileStorage {
  /** Writes the whole content under `key` (replacing any previous content); readers never see a partial file. */
  put(key: string, content: Readable | Buffer, options?: { contentType?: string }): Promise<void>;
  /** The content, or undefined when nothing is stored under `key`. */
  get(key: string): Promise<Readable | undefined>;
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Deletes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (all of them when omitted), for the orphan sweep. */
  list(prefix?: string): AsyncIterable<ListedFile>;
}

export interface ListedFile {
  key: string;
  /** When the content was last written. */
  modifiedAt: Date;
}

const SEGMENT = /^[a-zA-Z0-9_-][a-zA-Z0-9_.-]{0,199}$/;

export function isSafeStorageKey(key: string) {
  if (key.length === 0 || key.length > 400) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

function checkedKey(key: string) {
  if (!isSafeStorageKey(key)) throw new Error("Invalid storage key");
  return key;
}

export function localDiskStorage(directory: string): FileStorage {
  const file = (key: string) => path.join(directory, ...checkedKey(key).split("/"));
  return {
    async put(key, content) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target then renamed: a reader sees the old file or the new one, never half.
      const partial = `${target}.partial-${randomUUID()}`;
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = file(key);
      try {
        if (!(await stat(target)).isFile()) return undefined;
      } catch {
        return undefined;
      }
      return createReadStream(target);
    },
    async stat(key) {
      try {
        const info = await stat(file(key));
        return info.isFile() ? { size: info.size } : undefined;
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
    async *list(prefix = "") {
      // Walks the folders depth first; a file that vanishes meanwhile is simply not listed.
      const pending = [""];
      while (pending.length > 0) {
        const folder = pending.pop() as string;
        const entries = await readdir(path.join(directory, ...folder.split("/").filter(Boolean)), {
          withFileTypes: true,
        }).catch(() => []);
        for (const entry of entries) {
          const key = folder ? `${folder}/${entry.name}` : entry.name;
          if (!isSafeStorageKey(key)) continue;
          if (entry.isDirectory()) {
            if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) pending.push(key);
          } else if (entry.isFile() && key.startsWith(prefix)) {
            const info = await stat(file(key)).catch(() => undefined);
            if (info) yield { key, modifiedAt: info.mtime };
          }
        }
      }
    },
  };
}

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** A prefix inside the bucket (e.g. "holistic-omega/"), so one bucket can serve several sites. */
  prefix?: string;
}

function isMissing(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/** The SDK (~30 MB and ~0.2 s to load) is loaded on the first stored file, never on local disk. */
function connect(options: S3StorageOptions) {
  return Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(([s3, { Upload }]) => {
    const client: S3Client = new s3.S3Client({
      region: options.region ?? "auto",
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Recent SDKs add CRC32 checksums to every request by default; MinIO, R2 and s3rver may refuse them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
    return { s3, Upload, client };
  });
}

export function s3Storage(options: S3StorageOptions): FileStorage {
  let connection: ReturnType<typeof connect> | undefined;
  const sdk = () => {
    connection ??= connect(options);
    return connection;
  };
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix ?? ""}${checkedKey(key)}`;
  return {
    async put(key, content, putOptions) {
      // lib-storage streams bodies of unknown length as a multipart upload (5 MB parts, bounded memory);
      // an object only becomes visible once the upload completes.
      const { Upload, client } = await sdk();
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: content, ContentType: putOptions?.contentType },
        queueSize: 2,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const { s3, client } = await sdk();
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stat(key) {
      try {
        const { s3, client } = await sdk();
        const answer = await client.send(new s3.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      try {
        const { s3, client } = await sdk();
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async *list(prefix = "") {
      const { s3, client } = await sdk();
      const own = options.prefix ?? "";
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: `${own}${prefix}`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(own.length);
          if (key && isSafeStorageKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The configured driver: S3 when S3_BUCKET is set, else local disk under DATA_DIR/uploads. */
export function storageFromEnv(env = getEnv()): FileStorage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      prefix: env.S3_PREFIX,
    });
  }
  return localDiskStorage(path.join(env.DATA_DIR, "uploads"));
}

let storage: FileStorage | undefined;
export function getStorage(): FileStorage {
  storage ??= storageFromEnv();
  return storage;
}

/** Tests point storage at a temporary directory or an in-process S3 server. */
export function useStorageForTests(next: FileStorage | undefined) {
  storage = next;
}

/** Reads a stored file fully (small files only: derivatives, thumbnails). */
export async function readStoredFile(key: string, from: FileStorage = getStorage()) {
  const stream = await from.get(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
