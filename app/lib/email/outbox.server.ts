/**
 * Every e-mail is a row of `email_outbox`, the durable record of what was sent, to whom and when
 * (the owner's Today page and the tests read it). Sending is a kind of the one job runner
 * (app/lib/jobs/runner.server.ts): the row and its `email.send` job are written by one statement, so
 * the caller's write is durable before any delivery is attempted and no row is left without a job.
 * The runner's claim (`for update skip locked` and a lease) means several app instances never send
 * one message twice; its retries and back-off are declared on the kind below.
 */
import { and, eq, sql } from "drizzle-orm";
import { isUndeliverable } from "../anonymised.ts";
import { rowsOf } from "../db/rows.ts";
import { type EmailAttachment, emailOutbox } from "../db/schema.ts";
import type { Db } from "../db.server.ts";
import { getEnv } from "../env.server.ts";
import { claimJobs, defineJob, type JobKind, runJob, wakeJobRunners } from "../jobs/runner.server.ts";
import { logger } from "../logger.server.ts";
import { createTransport, type MailTransport, mayLogEmailLinks } from "./transport.server.ts";

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

/** Twelve attempts: with the default 30 s doubling (capped at an hour) that rides out about half a day. */
export const MAX_ATTEMPTS = 12;
/** The delay before the first retry, unless OUTBOX_RETRY_BASE_SECONDS says otherwise. */
export const DEFAULT_RETRY_BASE_SECONDS = 30;

interface Delivery {
  transport: MailTransport;
  from: string;
}
type SendPayload = { outboxId: number };

function sendingJob(delivery: () => Delivery): JobKind<SendPayload> {
  return defineJob<SendPayload>({
    kind: "email.send",
    label: "Sending e-mails",
    retries: MAX_ATTEMPTS - 1,
    backoffSeconds: DEFAULT_RETRY_BASE_SECONDS,
    concurrency: 4,
    // Longer than any SMTP exchange takes, so a slow send is never handed to a second instance.
    leaseSeconds: 120,
    async handler({ outboxId }, { db, attempt }) {
      const [message] = await db
        .update(emailOutbox)
        .set({ attempts: sql`${emailOutbox.attempts} + 1` })
        .where(and(eq(emailOutbox.id, outboxId), sql`${emailOutbox.status} <> 'sent'`))
        .returning();
      // Sent already, or withdrawn before it was due (a cancelled reminder, an erased account).
      if (!message) return;
      const { transport, from } = delivery();
      try {
        await transport.send({ ...message, from });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const giveUp = attempt >= MAX_ATTEMPTS;
        await db
          .update(emailOutbox)
          .set({ status: giveUp ? "failed" : "pending", lastError: reason.slice(0, 1000) })
          .where(eq(emailOutbox.id, outboxId));
        logger.warn({ outboxId, attempts: attempt, giveUp, reason }, "e-mail delivery failed");
        throw error;
      }
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, outboxId));
    },
  });
}

let configured: Delivery | undefined;

/** The kind the server's runner knows (app/background-jobs.server.ts); it sends as configured below. */
export const emailSendJob = sendingJob(() => {
  if (!configured) {
    // A process that runs the jobs without the server entry (a script) sends as the environment says.
    const env = getEnv();
    configureEmailDelivery({
      transport: createTransport({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, logLinks: mayLogEmailLinks(env) }),
      from: env.MAIL_FROM,
      retryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS,
    });
  }
  return configured!;
});

/** Called by the server entry at start: how e-mails leave, and how soon a refused one is tried again. */
export function configureEmailDelivery(options: Delivery & { retryBaseSeconds?: number }) {
  configured = { transport: options.transport, from: options.from };
  emailSendJob.backoffSeconds = options.retryBaseSeconds ?? DEFAULT_RETRY_BASE_SECONDS;
  return {
    close() {
      options.transport.close();
      configured = undefined;
    },
  };
}

type Executor = Pick<Db, "execute">;

/**
 * Queues one e-mail: its row and its job in one statement, inside the caller's transaction when given
 * one. Answers the row's id, or undefined when `dedupeKey` was already used or the address can never
 * receive mail (a deleted client's kept records: `isUndeliverable`).
 */
export async function enqueueEmail(db: Executor, email: EmailInput): Promise<number | undefined> {
  if (isUndeliverable(email.to)) return undefined;
  const attachments = email.attachments?.length ? JSON.stringify(email.attachments) : null;
  const runAt = email.sendAfter ? sql`${email.sendAfter.toISOString()}::timestamptz` : sql`now()`;
  const result = await db.execute(sql`
    with queued as (
      insert into email_outbox ("to", subject, text, html, reply_to, attachments, dedupe_key)
      values (${email.to}, ${email.subject}, ${email.text}, ${email.html ?? null}, ${email.replyTo ?? null},
        ${attachments}::jsonb, ${email.dedupeKey ?? null})
      on conflict (dedupe_key) do nothing
      returning id
    ), job as (
      insert into jobs (kind, payload, dedupe_key, max_attempts, run_at)
      select ${emailSendJob.kind}, jsonb_build_object('outboxId', id), id::text, ${MAX_ATTEMPTS}, ${runAt}
      from queued
      -- A job left by an earlier row of this id (a test database whose ids restarted) runs for this one.
      on conflict (kind, dedupe_key) where dedupe_key is not null do update set
        status = 'pending', attempts = 0, run_at = excluded.run_at, payload = excluded.payload,
        locked_by = null, locked_until = null, finished_at = null, last_error = null
    )
    select id from queued`);
  // Both drivers (pglite and node-postgres) answer raw queries with `{ rows }`.
  const [row] = rowsOf<{ id: number }>(result);
  if (row) wakeJobRunners(emailSendJob.kind);
  return row ? Number(row.id) : undefined;
}

/**
 * Queues several e-mails in one statement (their rows and jobs, in the order given), inside the caller's
 * transaction when given one: as `enqueueEmail` for each, without a round trip per message. Answers the
 * rows' ids, undefined where `dedupeKey` was already used or the address is undeliverable.
 */
export async function enqueueEmails(db: Executor, emails: readonly EmailInput[]): Promise<(number | undefined)[]> {
  if (emails.some((email) => isUndeliverable(email.to))) {
    const ids = await enqueueEmails(
      db,
      emails.filter((email) => !isUndeliverable(email.to)),
    );
    return emails.map((email) => (isUndeliverable(email.to) ? undefined : ids.shift()));
  }
  if (emails.length <= 1) return Promise.all(emails.map((email) => enqueueEmail(db, email)));
  const list = emails.map((email) => ({
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
    reply_to: email.replyTo ?? null,
    attachments: email.attachments?.length ? email.attachments : null,
    dedupe_key: email.dedupeKey ?? null,
    run_at: email.sendAfter?.toISOString() ?? null,
  }));
  const result = await db.execute(sql`
    with given as (
      -- Each message's row id is taken here, in the order given, so its job can find its run_at.
      select nextval(pg_get_serial_sequence('email_outbox', 'id')) as id, e.*
      from rows from (json_to_recordset(${JSON.stringify(list)}::json) as (
        "to" text, subject text, text text, html text, reply_to text, attachments jsonb, dedupe_key text,
        run_at timestamptz)) with ordinality as e("to", subject, text, html, reply_to, attachments, dedupe_key, run_at, n)
      order by e.n
    ), queued as (
      insert into email_outbox (id, "to", subject, text, html, reply_to, attachments, dedupe_key)
      select id, "to", subject, text, html, reply_to, attachments, dedupe_key from given order by n
      on conflict (dedupe_key) do nothing
      returning id
    ), job as (
      insert into jobs (kind, payload, dedupe_key, max_attempts, run_at)
      select ${emailSendJob.kind}, jsonb_build_object('outboxId', given.id), given.id::text, ${MAX_ATTEMPTS},
        coalesce(given.run_at, now())
      from queued join given using (id)
      -- As enqueueEmail: a job left by an earlier row of this id runs for this one.
      on conflict (kind, dedupe_key) where dedupe_key is not null do update set
        status = 'pending', attempts = 0, run_at = excluded.run_at, payload = excluded.payload,
        locked_by = null, locked_until = null, finished_at = null, last_error = null
    )
    select given.id, queued.id is not null as queued from given left join queued using (id) order by given.n`);
  const rows = rowsOf<{ id: number | string; queued: boolean }>(result);
  if (rows.some((row) => row.queued)) wakeJobRunners(emailSendJob.kind);
  return rows.map((row) => (row.queued ? Number(row.id) : undefined));
}

/** "Try sending again" on a failed e-mail: back to pending, and its job runs now with its attempts back. */
export async function retryEmail(db: Db, id: number) {
  const retried = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, lastError: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
      .returning({ id: emailOutbox.id });
    if (!row) return false;
    // Its job has failed (or, for a row older than the runner, never existed): queued afresh either way.
    await tx.execute(sql`
      insert into jobs (kind, payload, dedupe_key, max_attempts)
      values (${emailSendJob.kind}, jsonb_build_object('outboxId', ${id}::int), ${String(id)}, ${MAX_ATTEMPTS})
      on conflict (kind, dedupe_key) where dedupe_key is not null do update set
        status = 'pending', attempts = 0, run_at = now(), finished_at = null, locked_by = null, locked_until = null
      where jobs.status in ('failed', 'done')`);
    return true;
  });
  if (retried) wakeJobRunners(emailSendJob.kind);
  return retried;
}

/**
 * Runs the e-mail jobs due now, through `transport`, in this process (tests, and scripts that have
 * no server running); answers how many were attempted.
 */
export async function deliverDue(db: Db, transport: MailTransport, from: string, retryBaseSeconds?: number) {
  const kind = sendingJob(() => ({ transport, from }));
  if (retryBaseSeconds) kind.backoffSeconds = retryBaseSeconds;
  const owner = `deliver-due-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const claimed = await claimJobs(db, kind, 50, owner);
  for (const job of claimed) await runJob(db, kind, job, owner);
  return claimed.length;
}
