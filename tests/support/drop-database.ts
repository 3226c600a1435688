import { randomBytes } from "node:crypto";
import pg from "pg";

/** Creates an empty database named `<prefix>_<random>` on the server; its name and its address. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Drops a test database, ending its connections. An autovacuum worker that happens to be in it makes the
 * drop fail for a role without pg_signal_backend (42501) or report it still in use (55006); the worker
 * is gone within moments, so the drop is tried again.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= 20 || (code !== "42501" && code !== "55006")) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await cleanup.end();
  }
}
