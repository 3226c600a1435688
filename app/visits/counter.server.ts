/**
 * Cookieless visit counting (issue 30): each instance adds up page views in memory (one Map update
 * per view, no I/O on the request path) and adds its counts to `page_views` in one statement every
 * `flushIntervalMilliseconds`, and once more when it stops. Nothing identifies a visitor: no cookie
 * is read or set, and neither the address nor the user agent is kept (the agent only decides "bot").
 */
import { sql } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { isEntry, isPersonBrowsing, visitPath } from "./visit-path.ts";

interface Tally {
  views: number;
  entries: number;
}

/** Distinct day-and-path pairs kept between two writes; more are dropped (and said so once per batch). */
export const MAX_PENDING_PATHS = 2_000;
export const DEFAULT_FLUSH_INTERVAL_MILLISECONDS = 15_000;

export interface PageViewInput {
  url: string;
  method?: string;
  userAgent?: string | null;
  referer?: string | null;
  host?: string | null;
}

export class VisitCounter {
  private pending = new Map<string, Tally>();
  private dropped = 0;
  private dayStartsAt = 0;
  private dayEndsAt = 0;
  private day = "";

  /** Counts one response of a public page, when it is a person's GET. Answers whether it counted. */
  record(view: PageViewInput, now = Date.now()): boolean {
    if (view.method !== undefined && view.method !== "GET") return false;
    const path = visitPath(view.url);
    if (path === undefined || !isPersonBrowsing(view.userAgent)) return false;
    const key = `${this.dayOf(now)} ${path}`;
    let tally = this.pending.get(key);
    if (!tally) {
      if (this.pending.size >= MAX_PENDING_PATHS) {
        this.dropped++;
        return false;
      }
      tally = { views: 0, entries: 0 };
      this.pending.set(key, tally);
    }
    tally.views++;
    if (isEntry(view.referer, view.host)) tally.entries++;
    return true;
  }

  /** How many day-and-path pairs wait to be written. */
  get size() {
    return this.pending.size;
  }

  /** Adds the pending counts to the database in one statement; on failure they stay for the next try. */
  async flush(db: Db): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    if (this.dropped > 0) {
      logger.warn({ dropped: this.dropped }, "page views dropped: too many distinct paths between two writes");
      this.dropped = 0;
    }
    const rows = [...batch].map(([key, tally]) => {
      const space = key.indexOf(" ");
      return sql`(${key.slice(0, space)}::date, ${key.slice(space + 1)}, ${tally.views}, ${tally.entries})`;
    });
    try {
      await db.execute(sql`insert into page_views (day, path, views, entries) values ${sql.join(rows, sql`, `)}
        on conflict (day, path) do update set
          views = page_views.views + excluded.views, entries = page_views.entries + excluded.entries`);
      return batch.size;
    } catch (error) {
      for (const [key, tally] of batch) {
        const current = this.pending.get(key);
        if (current) {
          current.views += tally.views;
          current.entries += tally.entries;
        } else if (this.pending.size < MAX_PENDING_PATHS) this.pending.set(key, tally);
      }
      throw error;
    }
  }

  /** The UTC day of `now`, recomputed only when a day boundary is crossed. */
  private dayOf(now: number) {
    if (now < this.dayStartsAt || now >= this.dayEndsAt) {
      const start = new Date(now);
      start.setUTCHours(0, 0, 0, 0);
      this.dayStartsAt = start.getTime();
      this.dayEndsAt = this.dayStartsAt + 86_400_000;
      this.day = start.toISOString().slice(0, 10);
    }
    return this.day;
  }
}

/** This process's counter: the HTTP entry's cache fast path and the app's renders both add to it. */
export const visitCounter = new VisitCounter();

export interface VisitWriter {
  stop(): Promise<void>;
}

/** Writes the counts every interval (and once at stop, so a deploy loses nothing it counted). */
export function startVisitWriter(
  db: Db,
  options: { intervalMilliseconds?: number; counter?: VisitCounter } = {},
): VisitWriter {
  const counter = options.counter ?? visitCounter;
  let running: Promise<unknown> | undefined;
  const write = () => {
    if (running) return running;
    running = counter
      .flush(db)
      .catch((error: unknown) => logger.warn({ err: error }, "writing page views failed; kept for the next write"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(write, options.intervalMilliseconds ?? DEFAULT_FLUSH_INTERVAL_MILLISECONDS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await write();
    },
  };
}
