/**
 * Where uploaded files live. Local disk under DATA_DIR/uploads by default (outside the web root);
 * the interface is small so an S3-compatible store can implement it (see docs/decisions/006).
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getEnv } from "./env.server.ts";

export interface FileStorage {
  put(key: string, content: Readable): Promise<void>;
  get(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9_-]{10,100}$/;

export function localDiskStorage(directory: string): FileStorage {
  const file = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error("Invalid storage key");
    return path.join(directory, key);
  };
  return {
    async put(key, content) {
      await mkdir(directory, { recursive: true });
      await pipeline(content, createWriteStream(file(key), { flags: "wx", mode: 0o600 }));
    },
    async get(key) {
      const target = file(key);
      try {
        await stat(target);
      } catch {
        return undefined;
      }
      return createReadStream(target);
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}

let storage: FileStorage | undefined;
export function getStorage(): FileStorage {
  storage ??= localDiskStorage(path.join(getEnv().DATA_DIR, "uploads"));
  return storage;
}

/** Tests point storage at a temporary directory. */
export function useStorageForTests(next: FileStorage | undefined) {
  storage = next;
}
