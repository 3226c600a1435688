/**
 * Mails that anyone can cause to be sent to any address (no-account notices, invitation re-sends,
 * contact acknowledgements, "you already have an account") go out at most once per address, kind and
 * UTC day: the outbox's unique dedupe key makes the second enqueue a no-op, on every app instance.
 */
import { type EmailInput, enqueueEmail } from "./outbox.server.ts";

export type UnsolicitedKind = "no-account" | "invitation" | "contact-ack" | "already-registered" | "two-factor-only";

export function onceADayKey(kind: UnsolicitedKind, address: string, now = new Date()) {
  return `once-a-day:${kind}:${address.trim().toLowerCase()}:${now.toISOString().slice(0, 10)}`;
}

/** Queues the message unless one of this kind already went to this address today; true when queued. */
export async function enqueueOnceADay(
  db: Parameters<typeof enqueueEmail>[0],
  kind: UnsolicitedKind,
  email: EmailInput,
): Promise<boolean> {
  return (await enqueueEmail(db, { ...email, dedupeKey: onceADayKey(kind, email.to) })) !== undefined;
}
