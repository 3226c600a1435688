/**
 * Every e-mail goes through the `email_outbox` table: the caller's write is durable before any
 * delivery is attempted, and a worker delivers with retries and exponential backoff. Claims use
 * `FOR UPDATE SKIP LOCKED` plus a lease, so several app instances never send one message twice
 * and a crashed worker's claim expires.
 */
import { and, eq, sql } from "drizzle-orm";
import { type EmailAttachment, emailOutbox } from "../db/schema.ts";
import type { Db } from "../db.server.ts";
import { logger } from "../logger.server.ts";
import type { MailTransport } from "./transport.server.ts";

export interface EmailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer should go, when not to the sender (no-reply). */
  replyTo?: string;
  attachments?: EmailAttachment[];
  /** Queue at most one message per key, ever (reminders, nudges): a second enqueue is a no-op. */
  dedupeKey?: string;
  /** Hold the message until this time (e.g. a reminder due tomorrow). */
  sendAfter?: Date;
}

export const MAX_ATTEMPTS = 12;
const leaseSeconds = 120;
const batchSize = 10;

/** The delay before the first retry, unless OUTBOX_RETRY_BASE_SECONDS says otherwise. */
export const DEFAULT_RETRY_BASE_SECONDS = 30;

/** `baseSeconds` after the first failed attempt, doubling after each one, capped at 1 hour. */
export function backoffSeconds(attempts: number, baseSeconds: number) {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 3600);
}

/** The default schedule: 30 s, 1 min, 2 min, … capped at 1 hour. */
export function retryDelaySeconds(attempts: number) {
  return backoffSeconds(attempts, DEFAULT_RETRY_BASE_SECONDS);
}

type Executor = Pick<Db, "insert">;

/** Queues one e-mail; answers its id, or undefined when `dedupeKey` was already used. */
export async function enqueueEmail(db: Executor, email: EmailInput): Promise<number | undefined> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      replyTo: email.replyTo ?? null,
      attachments: email.attachments?.length ? email.attachments : null,
      dedupeKey: email.dedupeKey ?? null,
      ...(email.sendAfter ? { nextAttemptAt: email.sendAfter } : {}),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  if (row) notifyWorkers();
  return row?.id;
}

type Listener = () => void;
const listeners = new Set<Listener>();
function notifyWorkers() {
  for (const listener of listeners) listener();
}

interface ClaimedMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  attachments: EmailAttachment[] | null;
  attempts: number;
}

async function claimBatch(db: Db) {
  const result = await db.execute(sql`
    update email_outbox set
      attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from email_outbox
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
      order by id
      limit ${batchSize}
      for update skip locked
    )
    returning id, "to", subject, text, html, reply_to as "replyTo", attachments, attempts`);
  // Both drivers (pglite and node-postgres) answer raw queries with `{ rows }`.
  return (result as unknown as { rows: ClaimedMessage[] }).rows;
}

/** Delivers what is due; returns how many messages were attempted. */
export async function deliverDue(
  db: Db,
  transport: MailTransport,
  from: string,
  retryBaseSeconds = DEFAULT_RETRY_BASE_SECONDS,
): Promise<number> {
  const batch = await claimBatch(db);
  for (const message of batch) {
    try {
      await transport.send({ ...message, from });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, message.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(message.attempts, retryBaseSeconds)})`,
        })
        .where(and(eq(emailOutbox.id, message.id), eq(emailOutbox.status, "pending")));
      logger.warn({ outboxId: message.id, attempts: message.attempts, giveUp, reason }, "e-mail delivery failed");
    }
  }
  return batch.length;
}

export interface OutboxWorker {
  /** Resolves when the current delivery round (if any) has finished. */
  stop(): Promise<void>;
  /** Delivers everything due now (used by tests and after enqueueing). */
  flush(): Promise<void>;
}

export function startOutboxWorker(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  pollMilliseconds?: number;
  /** Delay before the first retry of a failed delivery, doubling after each failure. */
  retryBaseSeconds?: number;
}): OutboxWorker {
  const { db, transport, from, pollMilliseconds = 5000, retryBaseSeconds = DEFAULT_RETRY_BASE_SECONDS } = options;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let again = false;

  const round = (): Promise<void> => {
    if (stopped) return running;
    again = true;
    running = running.then(async () => {
      while (again && !stopped) {
        again = false;
        try {
          // Keep going while full batches come back.
          while (!stopped && (await deliverDue(db, transport, from, retryBaseSeconds)) === batchSize) {}
        } catch (error) {
          logger.error({ err: error }, "outbox round failed");
        }
      }
    });
    return running;
  };

  const timer = setInterval(round, pollMilliseconds);
  timer.unref();
  const listener = () => void round();
  listeners.add(listener);
  void round();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      listeners.delete(listener);
      await running;
      transport.close();
    },
    flush: round,
  };
}
