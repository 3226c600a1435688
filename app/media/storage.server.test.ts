import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FileStorage, isSafeStorageKey, localDiskStorage, readStoredFile, s3Storage } from "./storage.server.ts";

interface Driver {
  name: string;
  setup(): Promise<{ storage: FileStorage; teardown(): Promise<void>; dir?: string }>;
}

const drivers: Driver[] = [
  {
    name: "local disk",
    async setup() {
      const dir = await mkdtemp(path.join(tmpdir(), "ho-storage-"));
      return { storage: localDiskStorage(dir), dir, teardown: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver in-process)",
    async setup() {
      const dir = await mkdtemp(path.join(tmpdir(), "ho-s3rver-"));
      const server = new S3rver({
        port: 0,
        address: "127.0.0.1",
        silent: true,
        directory: dir,
        configureBuckets: [{ name: "test-bucket", configs: [] }],
      });
      const address = (await server.run()) as AddressInfo;
      const storage = s3Storage({
        bucket: "test-bucket",
        region: "us-east-1",
        endpoint: `http://127.0.0.1:${address.port}`,
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
        prefix: "site/",
      });
      return {
        storage,
        async teardown() {
          await server.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

describe("storage keys", () => {
  it("accepts the first release's flat keys and nested media keys, refuses traversal", () => {
    expect(isSafeStorageKey("AbCdEf0123456789_-xy")).toBe(true);
    expect(isSafeStorageKey("media/abc123/original")).toBe(true);
    expect(isSafeStorageKey("media/abc/d-1a2b3c-640.webp")).toBe(true);
    for (const bad of ["", "../etc/passwd", "a/../b", "/abs", "a//b", ".hidden", "a/.x", "a\\b", "a b", "a/b/"]) {
      expect(isSafeStorageKey(bad), bad).toBe(false);
    }
  });
});

for (const driver of drivers) {
  describe(`FileStorage on ${driver.name}`, () => {
    let storage: FileStorage;
    let teardown: () => Promise<void>;
    let dir: string | undefined;

    beforeAll(async () => {
      ({ storage, teardown, dir } = await driver.setup());
    }, 30_000);
    afterAll(() => teardown());

    it("stores, reads, describes and removes a streamed file", async () => {
      const content = randomBytes(300_000);
      await storage.put("media/asset1/original", Readable.from([content.subarray(0, 1000), content.subarray(1000)]));
      expect(await storage.stat("media/asset1/original")).toEqual({ size: content.length });
      expect((await readStoredFile("media/asset1/original", storage))?.equals(content)).toBe(true);
      await storage.remove("media/asset1/original");
      expect(await storage.get("media/asset1/original")).toBeUndefined();
      expect(await storage.stat("media/asset1/original")).toBeUndefined();
    });

    it("stores buffers, replaces content under the same key, and keeps a flat first-release key working", async () => {
      await storage.put("FlatKey0123456789", Buffer.from("first"));
      await storage.put("FlatKey0123456789", Buffer.from("second"), { contentType: "text/plain" });
      expect((await readStoredFile("FlatKey0123456789", storage))?.toString()).toBe("second");
    });

    it("answers undefined for missing files and ignores removing them", async () => {
      expect(await storage.get("media/none/original")).toBeUndefined();
      expect(await storage.stat("nothing-here-at-all")).toBeUndefined();
      await expect(storage.remove("media/none/original")).resolves.toBeUndefined();
    });

    it("refuses unsafe keys before touching the store", async () => {
      await expect(storage.put("../escape", Buffer.from("x"))).rejects.toThrow("Invalid storage key");
      await expect(storage.get("a/../../b")).rejects.toThrow("Invalid storage key");
    });

    it("stores a multi-part stream larger than one S3 part (6 MB) in full", async () => {
      const part = randomBytes(1024 * 1024);
      const parts = Array.from({ length: 6 }, () => part);
      await storage.put("media/big/original", Readable.from(parts));
      expect(await storage.stat("media/big/original")).toEqual({ size: 6 * part.length });
      await storage.remove("media/big/original");
    });

    it("lists the stored keys under a prefix, with when each was written (for the orphan sweep)", async () => {
      const before = Date.now() - 60_000;
      for (const key of ["listed/a/one", "listed/b/two", "listed-not/x", "elsewhere/three"]) {
        await storage.put(key, Buffer.from(key));
      }
      const listed: { key: string; modifiedAt: Date }[] = [];
      for await (const file of storage.list("listed/")) listed.push(file);
      expect(listed.map((f) => f.key).sort()).toEqual(["listed/a/one", "listed/b/two"]);
      for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
      const all: string[] = [];
      for await (const file of storage.list()) all.push(file.key);
      expect(all).toEqual(expect.arrayContaining(["listed/a/one", "listed-not/x", "elsewhere/three"]));
    });

    it("leaves no partial file behind when the source stream fails", async () => {
      const failing = new Readable({
        read() {
          this.destroy(new Error("client went away"));
        },
      });
      await expect(storage.put("media/broken/original", failing)).rejects.toThrow();
      expect(await storage.stat("media/broken/original")).toBeUndefined();
      if (dir) expect(await readdir(path.join(dir, "media", "broken")).catch(() => [])).toEqual([]);
    });
  });
}
