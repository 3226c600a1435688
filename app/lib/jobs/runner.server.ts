/**
 * The one job runner (issue 25; the choice is docs/decisions/ on background jobs): one table, `jobs`,
 * and a loop per process that claims jobs with `for update skip locked` and a lease. Every kind of
 * background work declares here how it retries, backs off, deduplicates and how many may run at once;
 * scheduled kinds run once per period across every instance, because the period is the dedupe key.
 *
 * A process killed during a job leaves its lease; once it runs out another claim runs the job again,
 * so a handler must be safe to run twice (they are: each one decides from the database as it is).
 * A job that fails every attempt stays `failed`, listed on the owner's System page with a Retry.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, lt, notInArray, sql } from "drizzle-orm";
import { jobs } from "../db/schema.ts";
import type { Db } from "../db.server.ts";
import { logger } from "../logger.server.ts";

export interface JobContext {
  db: Db;
  jobId: number;
  /** 1 for the first run. */
  attempt: number;
}

export interface JobKind<Payload extends Record<string, unknown> = Record<string, unknown>> {
  kind: string;
  /** What the owner reads on the System page ("Booking reminders and expired holds"). */
  label: string;
  /** Runs after the first; 0 = one attempt only. */
  retries: number;
  /** Seconds before retry `n` (1-based): doubles from `backoffSeconds`, capped at an hour. */
  backoffSeconds: number;
  /** At most this many of this kind at once in one process. */
  concurrency: number;
  /** How long a claim lasts before another process may run the job again. */
  leaseSeconds: number;
  /** Scheduled kinds: one job per period across instances (its dedupe key is the period). */
  everySeconds?: number;
  handler(payload: Payload, context: JobContext): Promise<void>;
}

export function defineJob<Payload extends Record<string, unknown>>(
  kind: Pick<JobKind<Payload>, "kind" | "label" | "handler"> & Partial<JobKind<Payload>>,
): JobKind<Payload> {
  return { retries: 4, backoffSeconds: 30, concurrency: 1, leaseSeconds: 300, ...kind };
}

export function retryDelaySeconds(kind: Pick<JobKind, "backoffSeconds">, attempt: number) {
  return Math.min(3600, kind.backoffSeconds * 2 ** Math.max(0, attempt - 1));
}

/**
 * Queues a job; with a dedupe key, a second job of the same kind and key is not added. Answers
 * whether this call added it. Takes a transaction too: the job exists exactly when the change does.
 */
export async function enqueueJob(
  db: Db,
  kind: Pick<JobKind, "kind" | "retries">,
  payload: Record<string, unknown> = {},
  options: { dedupeKey?: string; runAt?: Date } = {},
) {
  const added = await db
    .insert(jobs)
    .values({
      kind: kind.kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      maxAttempts: kind.retries + 1,
      runAt: options.runAt ?? sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (added.length > 0) wakeJobRunners(kind.kind);
  return added.length > 0;
}

/**
 * Queues a job, or runs again the one with the same key that already exists: finished, failed or
 * running (that one runs once more after it ends, whoever holds it). For work that must follow the
 * latest change, like a photo rendered again after its watermark changed; a job still waiting
 * absorbs repeated calls. Takes a transaction too.
 */
export async function enqueueOrRerunJob(
  db: Db,
  kind: Pick<JobKind, "kind" | "retries">,
  payload: Record<string, unknown>,
  dedupeKey: string,
) {
  const fresh = { status: "pending" as const, attempts: 0, runAt: sql`now()`, finishedAt: null, lastError: null };
  await db
    .insert(jobs)
    .values({ kind: kind.kind, payload, dedupeKey, maxAttempts: kind.retries + 1 })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.dedupeKey],
      targetWhere: sql`${jobs.dedupeKey} is not null`,
      set: { ...fresh, payload, maxAttempts: kind.retries + 1 },
      setWhere: sql`${jobs.status} <> 'pending'`,
    });
  wakeJobRunners(kind.kind);
}

/**
 * A job that may be claimed now: due and waiting, or running under a lease that ran out.
 * Parenthesised whole: `and` does not wrap raw SQL.
 */
const claimable = sql`((${jobs.status} = 'pending' and ${jobs.runAt} <= now()) or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))`;

/**
 * The kinds that have a job to claim now, in one statement: a poll that finds nothing due costs this
 * alone, not a claim per kind (twelve statements a second with nothing to do, on every instance; at
 * rest a scavenge a second, ~2 MB/s; docs/performance.md, "Memory at rest").
 */
export async function claimableKinds(db: Db): Promise<ReadonlySet<string>> {
  const rows = await db.selectDistinct({ kind: jobs.kind }).from(jobs).where(claimable);
  return new Set(rows.map((row) => row.kind));
}

/** Claims up to `limit` due jobs of a kind, or jobs whose lease ran out. */
export async function claimJobs(db: Db, kind: JobKind, limit: number, owner: string) {
  if (limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    // A lapsed lease of another kind is not ours.
    .where(and(eq(jobs.kind, kind.kind), claimable))
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: owner,
      lockedUntil: sql`now() + make_interval(secs => ${kind.leaseSeconds})`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

type Job = typeof jobs.$inferSelect;

/**
 * A job's failure that its row keeps as data: `stored` (a code as JSON) goes to `jobs.last_error` in place of
 * the message, and is worded when shown, in the reader's language (app/background-jobs.server.ts,
 * `jobFailureText`). The message, in English, is for the log. Any other error is stored as its message.
 */
export class JobError extends Error {
  readonly stored: string;
  constructor(message: string, options: ErrorOptions & { stored?: string } = {}) {
    super(message, options);
    this.stored = options.stored ?? message;
  }
}

/** A failure that retrying cannot fix (a damaged file): the job fails at once, whatever its retries. */
export class PermanentJobError extends JobError {}

/**
 * Runs one claimed job and records how it went (only while this process still holds it). While the
 * handler runs, the lease is renewed every third of its length: a short lease then frees the job of
 * a dead process soon, without a live one losing a long job to another instance.
 */
export async function runJob(db: Db, kind: JobKind, job: Job, owner: string) {
  const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, owner), eq(jobs.status, "running"));
  const heartbeat = setInterval(
    () => {
      db.update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${kind.leaseSeconds})` })
        .where(mine)
        .catch((error: unknown) => logger.warn({ err: error, job: job.id }, "renewing a job's lease failed"));
    },
    (kind.leaseSeconds * 1000) / 3,
  );
  heartbeat.unref();
  try {
    await kind.handler(job.payload, { db, jobId: job.id, attempt: job.attempts });
    clearInterval(heartbeat);
    await db.update(jobs).set({ status: "done", finishedAt: sql`now()`, lockedUntil: null }).where(mine);
    return true;
  } catch (error) {
    clearInterval(heartbeat);
    const message = error instanceof JobError ? error.stored : error instanceof Error ? error.message : String(error);
    const last = job.attempts >= job.maxAttempts || error instanceof PermanentJobError;
    logger.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts, last }, "background job failed");
    await db
      .update(jobs)
      .set(
        last
          ? { status: "failed", lastError: message.slice(0, 2000), lockedUntil: null, finishedAt: sql`now()` }
          : {
              status: "pending",
              lastError: message.slice(0, 2000),
              lockedUntil: null,
              runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(kind, job.attempts)})`,
            },
      )
      .where(mine);
    return false;
  }
}

/**
 * Frees every claim at start-up. Only for the embedded database: one process opens it at a time, so
 * a job found running is the previous (killed) process's, and may run again at once. Answers how many.
 */
export async function releaseLeftoverLeases(db: Db) {
  const released = await db
    .update(jobs)
    .set({ status: "pending", lockedUntil: null, lockedBy: null, runAt: sql`now()` })
    .where(eq(jobs.status, "running"))
    .returning({ id: jobs.id });
  if (released.length > 0) {
    logger.warn({ released: released.length }, "background jobs left running by the previous process released");
  }
  return released.length;
}

const wakers = new Set<(kind?: string) => void>();
/**
 * Tells this process's runners that a job was queued (kinds that write their own rows call it too):
 * with its kind, they claim that kind only; without, they run a whole round.
 */
export function wakeJobRunners(kind?: string) {
  for (const wake of wakers) wake(kind);
}

export interface JobRunner {
  /** Claims and runs what is due now (tests; the loop calls it every `pollMilliseconds`). */
  tick(): Promise<void>;
  /** Waits for the running jobs and stops claiming. */
  stop(): Promise<void>;
  owner: string;
}

/**
 * The loop of one process: every `pollMilliseconds` it queues the scheduled kinds' current period
 * (once per period: the dedupe key would refuse a second one anyway), asks which kinds have a job
 * due, then claims what each of those has room for. When this process queues a job, or a job ends and
 * frees a slot, it claims that kind at once, and only that kind: a whole round was ~20 statements, which
 * every booking's e-mail paid twice (docs/performance.md, "Booking under load").
 */
export function startJobRunner(
  db: Db,
  kinds: JobKind[],
  options: {
    pollMilliseconds?: number;
    owner?: string;
    start?: boolean;
    /** The embedded database: leases left by the previous process are released before the first claim. */
    releaseLeftoverLeases?: boolean;
  } = {},
): JobRunner {
  const owner = options.owner ?? randomUUID();
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));
  const running = new Map<string, Set<Promise<unknown>>>(kinds.map((kind) => [kind.kind, new Set()]));
  let stopped = false;
  let ticking: Promise<void> | undefined;
  const ready = options.releaseLeftoverLeases
    ? releaseLeftoverLeases(db).then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, "releasing leftover job leases failed"),
      )
    : undefined;
  /** What the next round covers, asked for while one ran: every kind, or these kinds only. */
  let again: "all" | Set<string> | undefined;
  /** The period each scheduled kind last had its job queued for, by this runner. */
  const queuedPeriods = new Map<string, number>();

  const tick = async (only?: ReadonlySet<string>) => {
    await ready;
    const now = Date.now();
    for (const kind of byKind.values()) {
      if (stopped) return;
      if (only && !only.has(kind.kind)) continue;
      if (kind.everySeconds) {
        const period = Math.floor(now / (kind.everySeconds * 1000));
        if (queuedPeriods.get(kind.kind) !== period) {
          await enqueueJob(db, kind, {}, { dedupeKey: `every-${period}` });
          queuedPeriods.set(kind.kind, period);
        }
      }
    }
    // A whole round first asks which kinds have work; a kind woken by name is claimed at once.
    const due = only ?? (await claimableKinds(db));
    for (const kind of byKind.values()) {
      if (stopped) return;
      if (!due.has(kind.kind)) continue;
      const inFlight = running.get(kind.kind)!;
      const claimed = await claimJobs(db, kind, kind.concurrency - inFlight.size, owner);
      for (const job of claimed) {
        // A finished job frees a slot: look for more of its kind at once rather than at the next poll.
        const work = runJob(db, kind, job, owner).finally(() => {
          inFlight.delete(work);
          if (options.start !== false) round(kind.kind);
        });
        inFlight.add(work);
      }
    }
  };
  const round = (kind?: string) => {
    if (stopped) return;
    if (kind !== undefined && !byKind.has(kind)) return;
    // A wake-up during a round (a job queued, a slot freed) gets one more round after it.
    if (ticking) {
      if (kind === undefined) again = "all";
      else if (again !== "all") {
        again ??= new Set();
        again.add(kind);
      }
      return;
    }
    ticking = tick(kind === undefined ? undefined : new Set([kind]))
      .catch((error: unknown) => logger.error({ err: error }, "job runner round failed"))
      .finally(() => {
        ticking = undefined;
        const next = again;
        again = undefined;
        if (next === "all") round();
        else for (const one of next ?? []) round(one);
      });
  };
  const timer = options.start === false ? undefined : setInterval(() => round(), options.pollMilliseconds ?? 1000);
  timer?.unref();
  if (options.start !== false) {
    wakers.add(round);
    round();
  }

  return {
    owner,
    tick: async () => {
      await tick();
      await Promise.all([...running.values()].flatMap((set) => [...set]));
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      wakers.delete(round);
      await ticking;
      await Promise.all([...running.values()].flatMap((set) => [...set]));
    },
  };
}

// ── What the owner sees ─────────────────────────────────────────────────────────

/** The latest failed jobs, each with how many there are in all (one statement). */
export async function failedJobs(db: Db, limit = 50, options: { exceptKinds?: string[] } = {}) {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      finishedAt: jobs.finishedAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "failed"),
        options.exceptKinds?.length ? notInArray(jobs.kind, options.exceptKinds) : undefined,
      ),
    )
    .orderBy(desc(jobs.finishedAt))
    .limit(limit);
}

/** Counts per kind and state (the System page). */
export async function jobSummary(db: Db) {
  return db
    .select({ kind: jobs.kind, status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.kind, jobs.status)
    .orderBy(jobs.kind, jobs.status);
}

/** The owner's Retry: a failed job gets its attempts back and runs now. Answers whether it was failed. */
export async function retryJob(db: Db, id: number) {
  const retried = await db
    .update(jobs)
    .set({ status: "pending", attempts: 0, runAt: sql`now()`, finishedAt: null, lockedBy: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, "failed")))
    .returning({ id: jobs.id });
  if (retried.length > 0) wakeJobRunners();
  return retried.length > 0;
}

/** Finished jobs leave after a week (failed ones stay until retried or the owner's data ages out). */
export const cleanUpJobs = defineJob({
  kind: "jobs.clean-up",
  label: "Clearing finished background tasks",
  everySeconds: 6 * 3600,
  retries: 2,
  async handler(_payload, { db }) {
    await db.delete(jobs).where(and(eq(jobs.status, "done"), lt(jobs.finishedAt, sql`now() - interval '7 days'`)));
  },
});
