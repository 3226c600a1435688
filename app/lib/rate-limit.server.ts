/**
 * Fixed-window rate limits kept in the database (shared by every app instance). Keys are
 * namespaced ("contact:<ip>") so they never collide with better-auth's own rows in the same table.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "./db.server.ts";

export interface RateLimitRule {
  windowSeconds: number;
  max: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  // `last_request` holds the start of the current window for our keys.
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = (result as unknown as { rows: { count: number; last_request: number | string }[] }).rows[0]!;
  const started = Number(row.last_request);
  return {
    allowed: row.count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((started + rule.windowSeconds * 1000 - now) / 1000)),
  };
}
