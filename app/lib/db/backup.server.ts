/**
 * Backups of the embedded database: a gzip tarball of the PGlite data directory, taken while no
 * other process holds it (the directory lock guarantees that), and restored into an empty one.
 * For PostgreSQL use pg_dump / pg_restore (see README).
 */
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "./client.server.ts";

export class BackupError extends Error {}

export async function backupEmbedded(dataDir: string, file: string) {
  const directory = path.join(dataDir, "pglite");
  if (!existsSync(directory)) throw new BackupError(`No embedded database in ${directory}.`);
  // Opening through openDatabase takes the lock (a running server makes this fail with a clear message).
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await database.close();
  }
}

export async function restoreEmbedded(dataDir: string, file: string, options: { force?: boolean } = {}) {
  const directory = path.join(dataDir, "pglite");
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    if (!options.force) throw new BackupError(`${directory} is not empty: pass --force to replace it.`);
    // Take the lock first so a running server is never overwritten.
    const current = await openDatabase({ dataDir, migrate: false });
    await current.close();
    await rm(directory, { recursive: true, force: true });
  }
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(directory, { loadDataDir: new Blob([new Uint8Array(await readFile(file))]) });
  await client.close();
  // Reopen normally: checks the restored data and applies any newer migrations.
  const database = await openDatabase({ dataDir });
  await database.close();
}
