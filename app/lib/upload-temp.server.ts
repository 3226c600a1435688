/**
 * Where an upload is written while it arrives: DATA_DIR/tmp/<host>-<pid>/, one folder per server
 * process, never the system's temporary folder (a crash there left files behind for good). Every
 * reader deletes its files when it is done; what a killed process leaves is removed at the next
 * start-up (`removeStaleUploadTemp`). Folders of other processes that are still running (several
 * instances sharing DATA_DIR) are left alone; a folder of another machine only once it is a day old.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";
import { getEnv } from "./env.server.ts";
import { isRunning } from "./process-state.server.ts";

const OTHER_HOST_GRACE_MS = 24 * 60 * 60 * 1000;
const host = hostname().replace(/[^\w.-]/g, "_") || "host";

let testRoot: string | undefined;
let ready: string | undefined;

/** DATA_DIR/tmp (or the folder a test chose). */
export function uploadTempRoot() {
  return testRoot ?? path.join(getEnv().DATA_DIR, "tmp");
}

/** Tests point uploads' temporary files at their own folder (undefined: back to DATA_DIR/tmp). */
export function useUploadTempRootForTests(directory: string | undefined) {
  testRoot = directory;
  ready = undefined;
}

function ownFolder() {
  const folder = path.join(uploadTempRoot(), `${host}-${process.pid}`);
  if (ready !== folder) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    ready = folder;
  }
  return folder;
}

/** A new temporary file name for an upload (`kind`: what it is, for whoever lists the folder). */
export function uploadTempPath(kind: string) {
  return path.join(ownFolder(), `${kind}-${randomUUID()}`);
}

/**
 * Removes what earlier processes left in DATA_DIR/tmp; called once at start-up, before the server
 * listens. Answers the names removed.
 */
export async function removeStaleUploadTemp(): Promise<string[]> {
  const root = uploadTempRoot();
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of entries) {
    const owner = /^(.+)-(\d+)$/.exec(name);
    if (owner && Number(owner[2]) !== process.pid) {
      if (owner[1] === host && isRunning(Number(owner[2]))) continue;
      if (owner[1] !== host) {
        const modified = await stat(path.join(root, name)).then(
          (s) => s.mtimeMs,
          () => 0,
        );
        if (Date.now() - modified < OTHER_HOST_GRACE_MS) continue;
      }
    }
    await rm(path.join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  ready = undefined;
  return removed;
}
