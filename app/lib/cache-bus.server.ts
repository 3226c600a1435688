/**
 * The cache bus: several instances on one PostgreSQL keep their caches in step.
 * - Public pages: an invalidation is sent with `pg_notify` through the app's pool (so it needs no
 *   connection of its own); every other instance forgets its cached public pages when it hears it.
 * - Signed-in pages: this process's writes (its data version, data-version.server.ts) are announced
 *   at once, then at most every `DATA_NOTICE_MS` while they keep coming, always once more after the
 *   last one; every other instance bumps its own data version, so its kept renderings are dropped.
 * Every instance LISTENs on both channels with one dedicated connection; messages arrive within
 * milliseconds. A listener that loses its connection switches both caches off (it would miss
 * changes), reconnects with a growing delay, and starts again from empty. The embedded database has
 * one process, so it needs no bus.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Client } from "pg";
import { bumpDataVersionFromElsewhere, onDataVersionBump } from "./data-version.server.ts";
import type { Db } from "./db.server.ts";
import { logger } from "./logger.server.ts";
import { enablePrivatePageCache } from "./private-page-cache.server.ts";
import {
  connectPublicPages,
  disconnectPublicPages,
  forgetPublicPages,
  pausePublicPages,
  resumePublicPages,
} from "./public-page-cache.server.ts";

export const CACHE_CHANNEL = "holistic_omega_public_pages";
export const DATA_CHANNEL = "holistic_omega_data_version";
/** The longest a burst of writes here goes unannounced to other instances. */
export const DATA_NOTICE_MS = 50;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export interface CacheBus {
  /** Resolves once the listener is connected, or at once after a failed first try (it keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** `privatePages: false` (PRIVATE_PAGE_CACHE=off, for the bench) leaves the signed-in page cache off. */
export function startCacheBus(db: Db, url: string, { privatePages = true } = {}): CacheBus {
  const instance = randomUUID();
  let client: Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const notify = (channel: string, what: string) =>
    db
      .execute(sql`select pg_notify(${channel}, ${instance})`)
      .catch((error: unknown) => logger.error({ err: error }, `could not tell other instances that ${what} changed`));
  connectPublicPages(() => void notify(CACHE_CHANNEL, "public pages"));

  // Announces this process's writes: the first at once, then at most one per window, the last always.
  let noticeWindow: ReturnType<typeof setTimeout> | undefined;
  let unannounced = false;
  const closeWindow = () => {
    noticeWindow = undefined;
    if (!unannounced) return;
    unannounced = false;
    void notify(DATA_CHANNEL, "data");
    noticeWindow = setTimeout(closeWindow, DATA_NOTICE_MS);
  };
  onDataVersionBump(() => {
    if (noticeWindow) {
      unannounced = true;
      return;
    }
    void notify(DATA_CHANNEL, "data");
    noticeWindow = setTimeout(closeWindow, DATA_NOTICE_MS);
  });

  const pause = () => {
    pausePublicPages();
    enablePrivatePageCache(false);
  };
  pause();

  const reconnect = () => {
    if (stopped || retry) return;
    pause();
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const listen = async () => {
    // Loaded here: a start on the embedded database never loads node-postgres.
    const { default: pg } = await import("pg");
    const listener = new pg.Client({ connectionString: url, application_name: "holistic-omega cache bus" });
    client = listener;
    listener.on("notification", (message) => {
      if (message.payload === instance) return;
      if (message.channel === CACHE_CHANNEL) forgetPublicPages();
      else if (message.channel === DATA_CHANNEL) bumpDataVersionFromElsewhere();
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
      await listener.query(`listen ${CACHE_CHANNEL}; listen ${DATA_CHANNEL}`);
      if (stopped) return void (await listener.end());
      retryMs = FIRST_RETRY_MS;
      resumePublicPages();
      // Whatever another instance wrote while this one was not listening: kept renderings are dropped.
      bumpDataVersionFromElsewhere();
      enablePrivatePageCache(privatePages);
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
      if (noticeWindow) clearTimeout(noticeWindow);
      onDataVersionBump(undefined);
      enablePrivatePageCache(false);
      disconnectPublicPages();
      await client?.end().catch(() => {});
    },
  };
}
