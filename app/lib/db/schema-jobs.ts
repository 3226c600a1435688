/**
 * The one job runner's table (issue 25, app/lib/jobs/runner.server.ts). Re-exported by schema.ts.
 * A job is claimed by moving `lockedUntil` forward (a lease): a process killed during a job leaves
 * a lease that runs out, and another claim runs the job again.
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const JOB_STATUSES = ["pending", "running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job per kind and key, whatever its state (a scheduled task's key is its period). */
    dedupeKey: text(),
    status: text().$type<JobStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_kind_dedupe_key").on(t.kind, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index("jobs_claim").on(t.kind, t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    index("jobs_failed").on(t.createdAt).where(sql`${t.status} = 'failed'`),
    index("jobs_finished").on(t.finishedAt).where(sql`${t.status} = 'done'`),
    check("jobs_status", sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check("jobs_attempts", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
