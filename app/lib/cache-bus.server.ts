/**
 * The cache bus: several instances on one PostgreSQL keep their public-page caches in step. An
 * invalidation is sent with `pg_notify` through the app's pool (so it needs no connection of its own
 * and waits for none); every instance LISTENs on one channel with a dedicated connection and forgets
 * its cached pages when another instance's message arrives, within milliseconds.
 *
 * A listener that loses its connection pauses the cache (it would miss changes), reconnects with a
 * growing delay, and resumes from empty. The embedded database has one process, so it needs no bus.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "./db.server.ts";
import { logger } from "./logger.server.ts";
import {
  connectPublicPages,
  disconnectPublicPages,
  forgetPublicPages,
  pausePublicPages,
  resumePublicPages,
} from "./public-page-cache.server.ts";

export const CACHE_CHANNEL = "holistic_omega_public_pages";
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export interface CacheBus {
  /** Resolves once the listener is connected, or at once after a failed first try (it keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export function startCacheBus(db: Db, url: string): CacheBus {
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;

  connectPublicPages(() => {
    db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${instance})`).catch((error: unknown) =>
      logger.error({ err: error }, "could not tell other instances that public pages changed"),
    );
  });

  const reconnect = () => {
    if (stopped || retry) return;
    pausePublicPages();
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const listen = async () => {
    const listener = new pg.Client({ connectionString: url, application_name: "holistic-omega cache bus" });
    client = listener;
    listener.on("notification", (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload !== instance) forgetPublicPages();
    });
    listener.on("error", (error) => {
      logger.warn(
        { err: error },
        "the cache bus lost its database connection; public pages are not cached until it is back",
      );
      listener.end().catch(() => {});
      if (client === listener) reconnect();
    });
    try {
      await listener.connect();
      await listener.query(`listen ${CACHE_CHANNEL}`);
      if (stopped) return void (await listener.end());
      retryMs = FIRST_RETRY_MS;
      resumePublicPages();
    } catch (error) {
      logger.warn({ err: error }, "the cache bus could not listen; retrying");
      listener.end().catch(() => {});
      if (client === listener) reconnect();
    }
  };

  return {
    ready: listen(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      disconnectPublicPages();
      await client?.end().catch(() => {});
    },
  };
}
