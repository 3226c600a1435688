/**
 * Retention (issue 30), once a day across every instance: inquiries go 24 months after their last
 * message, expired galleries' files 12 months after expiry, and accounts without activity for 3 years
 * are warned by e-mail, then deleted 30 days later unless the person signs in (periods in the
 * `retention` setting). Page-view counts older than 25 months go too (the CNIL's ceiling), and the
 * records of e-mails sent more than 90 days ago.
 * The round is a daily kind of the one job runner (app/lib/jobs/runner.server.ts): the day is its
 * dedupe key, so one instance runs it per UTC day whichever instances tick.
 */
import { sql } from "drizzle-orm";
import { selectRows } from "~/lib/db/rows";
import type { Db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { withButton } from "~/lib/email/templates.server";
import { getEnv } from "~/lib/env.server";
import { isLocale, type Locale, localizedHref } from "~/lib/i18n/locale";
import { defineJob } from "~/lib/jobs/runner.server";
import { logger } from "~/lib/logger.server";
import { getSetting } from "~/lib/settings.server";
import { type FileStorage, getStorage } from "~/media/storage.server";
import { removeStorageGarbage } from "~/media/storage-sweep.server";
import { m } from "~/paraglide/messages";
import { deleteAccount } from "./deletion.server.ts";

/** Audience measurement kept at most 25 months (CNIL conditions for counting without consent). */
export const PAGE_VIEW_MONTHS = 25;
/** Sent (or abandoned) e-mails are kept this long, to see what went out and retry what failed. */
export const EMAIL_RECORD_DAYS = 90;

export interface RetentionResult {
  inquiriesDeleted: number;
  galleryFilesDeleted: number;
  accountsWarned: number;
  warningsCancelled: number;
  accountsDeleted: number;
  pageViewDaysDeleted: number;
  emailsDeleted: number;
  filesRemoved: number;
}

/** The last activity of each account: sign-ins (sessions), answers, or changes to the account. */
const lastActivity = sql`greatest(u.created_at, u.updated_at,
  coalesce((select max(s.updated_at) from sessions s where s.user_id = u.id), u.created_at),
  coalesce((select max(r.updated_at) from questionnaire_results r where r.profile_id = u.id), u.created_at))`;

/** The warning before an inactive account is deleted, in the account's language (sign-in link `/fr/auth` in French). */
export function inactivityWarningEmail(
  siteName: string,
  baseUrl: string,
  account: { email: string; locale: string },
  periods: { inactiveAccountYears: number; warningDays: number },
) {
  const locale: Locale = isLocale(account.locale) ? account.locale : "en";
  const o = { locale };
  return withButton(
    siteName,
    account.email,
    m.email_inactivity_subject({}, o),
    [
      m.email_inactivity_unused({ years: periods.inactiveAccountYears }, o),
      m.email_inactivity_deadline({ days: periods.warningDays }, o),
    ],
    { label: m.email_inactivity_button({}, o), url: `${baseUrl}${localizedHref("/auth", locale)}` },
    locale,
  );
}

/** One round of retention at `now` (idempotent: a second round the same day finds nothing more). */
export async function runRetention(
  db: Db,
  now: Date,
  options: { storage?: FileStorage } = {},
): Promise<RetentionResult> {
  const settings = await getSetting(db, "retention");
  const at = now.toISOString();
  const inquiries = await selectRows<{ id: number }>(
    db,
    sql`delete from contact_messages c
        where greatest(c.created_at, coalesce((select max(r.created_at) from inquiry_replies r where r.inquiry_id = c.id), c.created_at))
          < ${at}::timestamptz - make_interval(months => ${settings.inquiryMonths})
        returning id`,
  );
  // The photos' assets: their files are queued by trigger, the photos go by cascade; the gallery
  // itself (title, dates, the client's selection date) stays for the owner's records.
  const galleryFiles = await selectRows<{ id: string }>(
    db,
    sql`delete from media_assets where id in (
          select p.asset_id from gallery_photos p join galleries g on g.id = p.gallery_id
          where g.expires_at < ${at}::timestamptz - make_interval(months => ${settings.galleryFilesMonths}))
        returning id`,
  );
  const inactiveBefore = sql`${at}::timestamptz - make_interval(years => ${settings.inactiveAccountYears})`;
  // Someone who came back since their warning keeps their account (and may be warned again one day).
  const cancelled = await selectRows<{ user_id: string }>(
    db,
    sql`delete from inactivity_warnings w using users u
        where u.id = w.user_id and ${lastActivity} > w.warned_at returning w.user_id`,
  );
  const due = await selectRows<{ id: string; email: string }>(
    db,
    sql`select u.id, u.email from users u join inactivity_warnings w on w.user_id = u.id
        where u.role <> 'admin' and ${lastActivity} <= w.warned_at
          and w.warned_at < ${at}::timestamptz - make_interval(days => ${settings.warningDays})`,
  );
  let accountsDeleted = 0;
  for (const account of due) {
    await deleteAccount(db, account, {
      reason: "inactivity",
      storage: options.storage,
      now,
      inactiveYears: settings.inactiveAccountYears,
    });
    accountsDeleted++;
  }
  const toWarn = await selectRows<{ id: string; email: string; name: string; locale: string }>(
    db,
    sql`select u.id, u.email, u.name, u.locale from users u
        where u.role <> 'admin' and ${lastActivity} < ${inactiveBefore}
          and not exists (select 1 from inactivity_warnings w where w.user_id = u.id)
        limit 500`,
  );
  const env = getEnv();
  for (const account of toWarn) {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into inactivity_warnings (user_id, warned_at) values (${account.id}, ${at}) on conflict do nothing`,
      );
      await enqueueEmail(tx, {
        ...inactivityWarningEmail(env.SITE_NAME, env.BASE_URL, account, settings),
        dedupeKey: `inactivity:${account.id}:${at.slice(0, 10)}`,
      });
    });
  }
  const pageViews = await selectRows<{ day: string }>(
    db,
    sql`delete from page_views where day < (${at}::timestamptz - make_interval(months => ${PAGE_VIEW_MONTHS}))::date
        returning day`,
  );
  const emails = await selectRows<{ id: number }>(
    db,
    sql`delete from email_outbox where status <> 'pending'
          and created_at < ${at}::timestamptz - make_interval(days => ${EMAIL_RECORD_DAYS}) returning id`,
  );
  const filesRemoved = await removeStorageGarbage(db, options.storage ?? getStorage());
  return {
    inquiriesDeleted: inquiries.length,
    galleryFilesDeleted: galleryFiles.length,
    accountsWarned: toWarn.length,
    warningsCancelled: cancelled.length,
    accountsDeleted,
    pageViewDaysDeleted: pageViews.length,
    emailsDeleted: emails.length,
    filesRemoved,
  };
}

/**
 * The day's round (UTC days). A failed round is tried again after 10, 20 and 40 minutes, then listed
 * for the owner; the lease is long because deleting accounts and files may take a while.
 */
export const retentionJob = defineJob({
  kind: "privacy.retention",
  label: "Deleting data past its retention period",
  everySeconds: 24 * 3600,
  retries: 3,
  backoffSeconds: 600,
  leaseSeconds: 3600,
  async handler(_payload, { db }) {
    const result = await runRetention(db, new Date());
    logger.info({ ...result }, "retention round done");
  },
});
