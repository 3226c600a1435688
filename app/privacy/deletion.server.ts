/**
 * Deleting an account (issue 30): one transaction removes the account and everything that is only
 * its own (sessions, answers and their history, reports, uploads, galleries with their photos,
 * comments and favourites, messages sent, e-mails queued to it), and anonymises what the law keeps
 * for the accounts (bookings, payments and receipts: the name and e-mail replaced). Sessions still to
 * come are cancelled first, their times freed and their deposits refunded by the change policy. Files leave
 * storage (disk or S3) through the storage_garbage queue the deleting triggers fill, right after, and the
 * Stripe checkouts still open for them (a deposit or a package waiting to be paid) are expired.
 */
import { sql } from "drizzle-orm";
import { cancelUpcomingFor } from "~/booking/booking.server";
import { ANONYMISED_EMAIL, ANONYMISED_NAME } from "~/lib/anonymised";
import { selectRows } from "~/lib/db/rows";
import { auditLog } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { type EmailInput, enqueueEmail } from "~/lib/email/outbox.server";
import { ownerAddress, ownerLocale } from "~/lib/email/owner.server";
import { getEnv } from "~/lib/env.server";
import type { Locale } from "~/lib/i18n/locale";
import { formatDay } from "~/lib/intl";
import { logger } from "~/lib/logger.server";
import { sessionsChanged } from "~/lib/session.server";
import { type FileStorage, getStorage } from "~/media/storage.server";
import { removeStorageGarbage } from "~/media/storage-sweep.server";
import { m } from "~/paraglide/messages";
import { expireCheckout } from "~/payments/holds.server";

export type DeletionReason = "self" | "owner" | "inactivity";

export interface DeletionResult {
  /** Sessions still to come (and holds), cancelled. */
  bookingsCancelled: number;
  bookingsKept: number;
  paymentsKept: number;
  filesRemoved: number;
}

/** The owner's notice of a deleted account: `byOwner` is who deleted it when it was not the client. */
export function deletionNoticeEmail(
  siteName: string,
  to: string,
  locale: Locale,
  deletion: { byOwner: string | null; day: string; bookings: number; payments: number; cancelled: number },
): EmailInput {
  const o = { locale };
  // English keeps the ISO day it always had; French writes it out ("26 novembre 2026").
  const when = locale === "en" ? deletion.day : formatDay(deletion.day, locale);
  const kept = m.email_deleted_kept(
    {
      bookings: m.email_bookings_count({ count: deletion.bookings }, o),
      payments: m.email_payments_count({ count: deletion.payments }, o),
    },
    o,
  );
  const body =
    deletion.byOwner === null
      ? m.email_deleted_body({ when }, o)
      : m.email_deleted_by_owner_body({ actor: deletion.byOwner, when }, o);
  const cancelled = deletion.cancelled > 0 ? ` ${m.email_deleted_cancelled({ count: deletion.cancelled }, o)}` : "";
  return {
    to,
    subject: deletion.byOwner === null ? m.email_deleted_subject({}, o) : m.email_deleted_by_owner_subject({}, o),
    text: `${body}${cancelled} ${kept}\n\n— ${siteName}\n`,
  };
}

/** Who deleted the account: the owner names the administrator, as the log and the notice show them. */
type DeletedBy =
  | { reason: "owner"; actorEmail: string }
  | { reason: Exclude<DeletionReason, "owner">; actorEmail?: undefined };

export async function deleteAccount(
  db: Db,
  subject: { id: string; email: string },
  options: DeletedBy & { storage?: FileStorage; now?: Date; inactiveYears?: number },
): Promise<DeletionResult> {
  const now = options.now ?? new Date();
  const email = subject.email.toLowerCase();
  const anonymous = ANONYMISED_NAME;
  const counts = await db.transaction(async (tx) => {
    const locked = await selectRows<{ id: string }>(tx, sql`select id from users where id = ${subject.id} for update`);
    if (locked.length === 0) return undefined;
    // No one is left to come to them, or to tell: their times are freed before the names go.
    const cancelled = await cancelUpcomingFor(tx as unknown as Db, { id: subject.id, email }, now);
    // Kept for the accounts, without who it was.
    const bookings = await selectRows<{ id: number }>(
      tx,
      sql`update bookings set name = ${anonymous}, email = ${ANONYMISED_EMAIL}, phone = null, message = '',
            client_address = null, user_id = null
          where user_id = ${subject.id} or lower(email) = ${email} returning id`,
    );
    const payments = await selectRows<{ id: number; status: string; sessionId: string | null }>(
      tx,
      sql`update payments set name = ${anonymous}, email = ${ANONYMISED_EMAIL}, user_id = null
          where user_id = ${subject.id} or lower(email) = ${email}
          returning id, status, checkout_session_id as "sessionId"`,
    );
    if (payments.length > 0) {
      await tx.execute(sql`update receipts set details = jsonb_set(details, '{buyer}',
          jsonb_build_object('name', ${anonymous}::text, 'email', ${ANONYMISED_EMAIL}::text))
        where payment_id in ${sql`(${sql.join(
          payments.map((p) => sql`${p.id}`),
          sql`, `,
        )})`}`);
    }
    await tx.execute(sql`update package_purchases set user_id = 'deleted' where user_id = ${subject.id}`);
    // The client's gallery photos (their pictures): deleting the assets queues every file and, by
    // cascade, the photos with their favourites and comments; the galleries go with the account.
    await tx.execute(sql`delete from media_assets where id in (
        select p.asset_id from gallery_photos p join galleries g on g.id = p.gallery_id where g.client_id = ${subject.id})`);
    await tx.execute(sql`delete from gallery_comments where author_id = ${subject.id}`);
    await tx.execute(sql`delete from contact_messages where lower(email) = ${email}`);
    await tx.execute(sql`delete from email_outbox where lower("to") = ${email}`);
    await tx.execute(sql`delete from verifications where lower(identifier) = ${email}`);
    await tx.execute(sql`update audit_log set target_email = ${ANONYMISED_EMAIL}
        where target_user_id = ${subject.id} or lower(target_email) = ${email}`);
    await tx.execute(sql`update audit_log set actor_email = ${ANONYMISED_EMAIL}
        where actor_id = ${subject.id} or lower(actor_email) = ${email}`);
    // The account: sessions, credentials, two-factor, answers, history, reports, uploads (their files
    // queued by trigger), nudges and galleries follow by cascade.
    await tx.execute(sql`delete from users where id = ${subject.id}`);
    await tx.insert(auditLog).values({
      actorEmail: options.reason === "owner" ? options.actorEmail : ANONYMISED_EMAIL,
      action: "account-deleted",
      targetEmail: ANONYMISED_EMAIL,
      details: {
        reason: options.reason,
        bookings: bookings.length,
        payments: payments.length,
        ...(cancelled > 0 ? { cancelled } : {}),
        ...(options.inactiveYears ? { years: String(options.inactiveYears) } : {}),
      },
    });
    // The owner hears of it (not when the deletion is their own hand's, and they are the one told),
    // in the owner's account language.
    const ownerEmail = ownerAddress();
    if (options.reason !== "owner" || options.actorEmail.toLowerCase() !== ownerEmail.toLowerCase()) {
      const notice = deletionNoticeEmail(getEnv().SITE_NAME, ownerEmail, await ownerLocale(tx, ownerEmail), {
        byOwner: options.reason === "owner" ? options.actorEmail : null,
        day: now.toISOString().slice(0, 10),
        bookings: bookings.length,
        payments: payments.length,
        cancelled,
      });
      await enqueueEmail(tx, notice);
    }
    const openCheckouts = payments.flatMap(({ id, status, sessionId }) =>
      status === "open" && sessionId ? [{ id, sessionId }] : [],
    );
    return {
      bookingsCancelled: cancelled,
      bookingsKept: bookings.length,
      paymentsKept: payments.length,
      openCheckouts,
    };
  });
  if (!counts) return { bookingsCancelled: 0, bookingsKept: 0, paymentsKept: 0, filesRemoved: 0 };
  const { openCheckouts, ...kept } = counts;
  // Any cookie cache issued to this account stops being trusted, here and on other instances.
  await sessionsChanged(subject.id);
  // Nothing is left to pay for: Stripe's page closes, and its expiry event settles each payment. One
  // paid in the meantime reaches the webhook, which refunds in full a deposit for a cancelled time.
  for (const checkout of openCheckouts) await expireCheckout(checkout);
  let filesRemoved = 0;
  try {
    filesRemoved = await removeStorageGarbage(db, options.storage ?? getStorage());
  } catch (error) {
    // Still queued: the hourly sweep removes them.
    logger.warn({ err: error }, "removing a deleted account's files failed; left for the sweep");
  }
  return { ...kept, filesRemoved };
}
