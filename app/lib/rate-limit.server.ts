/**
 * Fixed-window rate limits kept in the database (shared by every app instance). Keys are
 * namespaced ("contact:<ip>") so they never collide with better-auth's own rows in the same table.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf } from "./db/rows.ts";
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
  const row = rowsOf<{ count: number; last_request: number | string }>(result)[0]!;
  const started = Number(row.last_request);
  return {
    allowed: row.count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((started + rule.windowSeconds * 1000 - now) / 1000)),
  };
}

/**
 * Several limits in one statement, as `consumeRateLimit` for each in turn: a limit is consumed only while
 * those before it allow the request, and the answer is the first refusal (or allowed). One statement
 * instead of one per key: each is a turn through PGlite's single thread or a pooled connection.
 */
export async function consumeRateLimits(
  db: Db,
  checks: readonly { key: string; rule: RateLimitRule }[],
): Promise<RateLimitResult> {
  const limits = rateLimitsStatement(checks);
  const result = await db.execute(sql`with ${limits.ctes} select ${limits.columns}`);
  return limits.read(rowsOf<Record<string, unknown>>(result)[0]!);
}

/**
 * `consumeRateLimits` as parts of a larger statement (`with <ctes> select <columns>, …`), for a request
 * that reads other things at the same time; `read` answers from the statement's row.
 */
export function rateLimitsStatement(checks: readonly { key: string; rule: RateLimitRule }[]) {
  const now = Date.now();
  const steps = checks.map(({ key, rule }, i) => {
    const windowStart = now - rule.windowSeconds * 1000;
    // Consumed only if every limit before it allowed the request.
    const allowedSoFar =
      i === 0
        ? sql`true`
        : sql.join(
            checks
              .slice(0, i)
              .map((earlier, j) => sql`(select count from ${sql.raw(`limit_${j}`)}) <= ${earlier.rule.max}`),
            sql` and `,
          );
    return sql`${sql.raw(`limit_${i}`)} as (
      insert into rate_limits (id, key, count, last_request)
      select ${randomUUID()}, ${key}, 1, ${now} where ${allowedSoFar}
      on conflict (key) do update set
        count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
        last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
      returning count, last_request)`;
  });
  return {
    ctes: sql.join(steps, sql`, `),
    columns: sql.join(
      checks.map((_, i) =>
        sql.raw(`(select json_build_array(count, last_request) from limit_${i}) as rate_limit_${i}`),
      ),
      sql`, `,
    ),
    read(row: Record<string, unknown>): RateLimitResult {
      for (const [i, { rule }] of checks.entries()) {
        // Null only after a refusal, which ends the loop.
        const [count, lastRequest] = row[`rate_limit_${i}`] as [number, number | string];
        const started = Number(lastRequest);
        if (count > rule.max) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((started + rule.windowSeconds * 1000 - now) / 1000)),
          };
        }
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/**
 * Back-off after failures, for a key that many people share (a share link): the first `freeFailures`
 * failures cost nothing, each later one doubles the wait from `baseSeconds` up to `maxSeconds`, and a
 * streak is forgotten `forgetAfterSeconds` after its last failure. Only failures count, so the right
 * answer is never kept out longer than `maxSeconds` by what others send.
 */
export interface BackoffRule {
  freeFailures: number;
  baseSeconds: number;
  maxSeconds: number;
  forgetAfterSeconds: number;
}

function backoffSeconds(failures: number, rule: BackoffRule) {
  if (failures <= rule.freeFailures) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (failures - rule.freeFailures - 1));
}

/** Seconds to wait before the next attempt on `key` (0: go ahead). */
export async function backoffWait(db: Db, key: string, rule: BackoffRule): Promise<number> {
  const result = await db.execute(sql`select count, last_request from rate_limits where key = ${key}`);
  const row = rowsOf<{ count: number; last_request: number | string }>(result)[0];
  if (!row) return 0;
  const last = Number(row.last_request);
  const now = Date.now();
  if (now - last > rule.forgetAfterSeconds * 1000) return 0;
  const until = last + backoffSeconds(Number(row.count), rule) * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts one failure on `key` (a streak older than `forgetAfterSeconds` starts again at one). */
export async function recordFailure(db: Db, key: string, rule: BackoffRule): Promise<void> {
  const now = Date.now();
  const forgetBefore = now - rule.forgetAfterSeconds * 1000;
  await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${forgetBefore} then 1 else rate_limits.count + 1 end,
      last_request = ${now}`);
}
