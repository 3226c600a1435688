/**
 * Nudges: reminders to clients idle inside a phase. A periodic job (started with the outbox
 * worker) decides who is due; each nudge is one `nudges` row plus one outbox e-mail with a dedupe
 * key, in one transaction, so two app instances (or two rounds) never send the same nudge twice.
 * Never between 21:00 and 08:00 in the business time zone; never to a client who opted out, who
 * completed the phase, or who is not an active client.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { sql } from "drizzle-orm";
import { phaseSlug } from "~/blueprint/questionnaires/engine";
import { phaseFor } from "~/blueprint/questionnaires/localized";
import { selectRows } from "~/lib/db/rows";
import { auditLog, nudges } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { isLocale, type Locale } from "~/lib/i18n/locale";
import { defineJob } from "~/lib/jobs/runner.server";
import { logger } from "~/lib/logger.server";
import type { SessionUser } from "~/lib/session.server";
import { getBusinessTimeZone, getSetting } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import { type NudgeConfig, ownerConfig } from "./config.server.ts";
import { asDate, personName, phaseNamed } from "./db-rows.server.ts";
import { nudgeEmail } from "./emails.server.ts";
import { DAY_MS, dateInZone, hourInZone } from "./time.ts";

/** Today lists clients idle for longer than this. */
export const IDLE_ALERT_DAYS = 14;
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

export const isQuietHour = (at: Date, timeZone: string) => {
  const hour = hourInZone(at, timeZone);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

/** The next 08:00 in `timeZone` at or after `at` (for a nudge asked for during quiet hours). */
export function endOfQuietHours(at: Date, timeZone: string): Date {
  if (!isQuietHour(at, timeZone)) return at;
  const local = new TZDate(at.getTime(), timeZone);
  const morning = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), QUIET_UNTIL_HOUR, 0, 0, timeZone);
  if (local.getHours() >= QUIET_FROM_HOUR) morning.setDate(morning.getDate() + 1);
  return new Date(morning.getTime());
}

// ── Opt-out tokens ─────────────────────────────────────────────────────────────
const mac = (secret: string, profileId: string) =>
  createHmac("sha256", secret).update(`nudge-opt-out:${profileId}`).digest("base64url");

export function optOutToken(secret: string, profileId: string) {
  return `${Buffer.from(profileId).toString("base64url")}.${mac(secret, profileId)}`;
}

/** The profile id a token was made for, or null when it was not made by us. */
export function verifyOptOutToken(secret: string, token: string | null | undefined): string | null {
  if (!token || token.length > 300) return null;
  const [encodedId, signature] = token.split(".");
  if (!encodedId || !signature) return null;
  const profileId = Buffer.from(encodedId, "base64url").toString("utf8");
  if (!profileId) return null;
  const expected = Buffer.from(mac(secret, profileId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? profileId : null;
}

/** Records the opt-out and drops any reminder still waiting in the outbox (a hand nudge held for 08:00). */
export async function optOut(db: Db, profileId: string) {
  return db.transaction(async (tx) => {
    // A token outlives its account: opting out of a deleted account is simply nothing to do.
    const inserted = await selectRows<{ profile_id: string }>(
      tx,
      sql`insert into nudge_opt_outs (profile_id) select id from users where id = ${profileId}
        on conflict do nothing returning profile_id`,
    );
    await tx.execute(
      sql`delete from email_outbox where status = 'pending' and dedupe_key like 'nudge:%'
        and "to" = (select email from users where id = ${profileId})`,
    );
    return inserted.length > 0;
  });
}

/** The opt-out page speaks the language of the account the link was made for (its reminders'); else English. */
export async function optOutLocale(db: Db, profileId: string): Promise<Locale> {
  const [row] = await selectRows<{ locale: string }>(db, sql`select locale from users where id = ${profileId}`);
  return isLocale(row?.locale) ? row.locale : "en";
}

// ── Who is due ─────────────────────────────────────────────────────────────────
interface Candidate {
  result_id: number;
  profile_id: string;
  name: string;
  email: string;
  locale: string;
  questionnaire: string;
  updated_at: string | Date;
  auto_sent: number | string;
  last_auto: string | Date | null;
}

export interface DueNudge {
  resultId: number;
  profileId: string;
  name: string;
  email: string;
  /** The client's account language: the reminder is written in it. */
  locale: Locale;
  questionnaire: string;
  idleSince: Date;
  sequence: 1 | 2;
}

/** The automatic nudges due at `now` (pure decision over one query's rows). */
export async function dueNudges(db: Db, now: Date): Promise<DueNudge[]> {
  const settings = await getSetting(db, "nudges");
  if (!settings.enabled) return [];
  const delays = [settings.firstDelayDays, settings.secondDelayDays] as const;
  const idleBefore = new Date(now.getTime() - delays[0] * DAY_MS).toISOString();
  const candidates = await selectRows<Candidate>(
    db,
    sql`select r.id as result_id, r.profile_id, u.name, u.email, u.locale, q.name as questionnaire, r.updated_at,
        (select count(*) from nudges n where n.result_id = r.id and n.kind = 'auto') as auto_sent,
        (select max(n.created_at) from nudges n where n.result_id = r.id and n.kind = 'auto') as last_auto
      from questionnaire_results r
      join users u on u.id = r.profile_id
      join questionnaires q on q.id = r.questionnaire_id
      where r.completed_at is null and r.updated_at <= ${idleBefore}
        and u.role = 'client' and coalesce(u.banned, false) = false
        and not exists (select 1 from nudge_opt_outs o where o.profile_id = r.profile_id)
      order by r.updated_at asc
      limit 500`,
  );
  const due: DueNudge[] = [];
  for (const row of candidates) {
    const sent = Number(row.auto_sent);
    if (sent >= 2) continue;
    const idleSince = asDate(row.updated_at);
    const idleMs = now.getTime() - idleSince.getTime();
    if (idleMs < delays[sent]! * DAY_MS) continue;
    // The second reminder keeps its distance from the first, even when the job starts late.
    if (
      sent === 1 &&
      row.last_auto &&
      now.getTime() - asDate(row.last_auto).getTime() < (delays[1] - delays[0]) * DAY_MS
    )
      continue;
    due.push({
      resultId: row.result_id,
      profileId: row.profile_id,
      name: row.name,
      email: row.email,
      locale: isLocale(row.locale) ? row.locale : "en",
      questionnaire: row.questionnaire,
      idleSince,
      sequence: (sent + 1) as 1 | 2,
    });
  }
  return due;
}

/** The reminder, in the client's language (the phase's label too). */
function nudgeMessage(
  config: NudgeConfig,
  nudge: { profileId: string; name: string; email: string; locale: Locale; questionnaire: string },
) {
  const phase = phaseNamed(nudge.questionnaire);
  const resumeUrl = `${config.baseUrl}/hob/${phase ? phaseSlug(phase) : "phase1"}`;
  const optOutUrl = `${config.baseUrl}/nudges/opt-out?token=${encodeURIComponent(optOutToken(config.secret, nudge.profileId))}`;
  return nudgeEmail(
    config.siteName,
    nudge.email,
    {
      name: nudge.name,
      phaseLabel: phase ? phaseFor(nudge.locale, phase.number).buttonLabel : nudge.questionnaire,
      resumeUrl,
      optOutUrl,
    },
    nudge.locale,
  );
}

export interface NudgeRound {
  skipped?: "disabled" | "quiet-hours";
  queued: number;
}

/** One round of the job: queues every due nudge exactly once. */
export async function runNudges(db: Db, config: NudgeConfig, now: Date): Promise<NudgeRound> {
  const settings = await getSetting(db, "nudges");
  if (!settings.enabled) return { skipped: "disabled", queued: 0 };
  const timeZone = await getBusinessTimeZone(db);
  if (isQuietHour(now, timeZone)) return { skipped: "quiet-hours", queued: 0 };
  let queued = 0;
  for (const nudge of await dueNudges(db, now)) {
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(nudges)
        .values({
          resultId: nudge.resultId,
          profileId: nudge.profileId,
          kind: "auto",
          sequence: nudge.sequence,
          idleSince: nudge.idleSince,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: nudges.id });
      if (!row) return false;
      await enqueueEmail(tx, {
        ...nudgeMessage(config, nudge),
        dedupeKey: `nudge:auto:${nudge.resultId}:${nudge.sequence}`,
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return { queued };
}

export class NudgeRefused extends Error {}

/** The owner nudges one client by hand (from Today or the client's page): at most once a day. */
export async function nudgeByHand(db: Db, config: NudgeConfig, actor: SessionUser, resultId: number, now = new Date()) {
  const [row] = await selectRows<
    Candidate & { completed_at: unknown; role: string; banned: boolean | null; opted_out: boolean }
  >(
    db,
    sql`select r.id as result_id, r.profile_id, u.name, u.email, u.locale, u.role, u.banned, q.name as questionnaire,
        r.updated_at, r.completed_at,
        exists (select 1 from nudge_opt_outs o where o.profile_id = r.profile_id) as opted_out
      from questionnaire_results r
      join users u on u.id = r.profile_id
      join questionnaires q on q.id = r.questionnaire_id
      where r.id = ${resultId}`,
  );
  if (!row) throw new NudgeRefused(m.owner_nudge_no_phase());
  if (row.completed_at)
    throw new NudgeRefused(m.owner_nudge_completed({ name: personName(row), phase: row.questionnaire }));
  if (row.opted_out) throw new NudgeRefused(m.owner_nudge_opted_out({ name: personName(row) }));
  if (row.banned) throw new NudgeRefused(m.owner_nudge_deactivated({ name: personName(row) }));
  const timeZone = await getBusinessTimeZone(db);
  const sendAfter = endOfQuietHours(now, timeZone);
  const queued = await db.transaction(async (tx) => {
    const id = await enqueueEmail(tx, {
      ...nudgeMessage(config, {
        profileId: row.profile_id,
        name: row.name,
        email: row.email,
        locale: isLocale(row.locale) ? row.locale : "en",
        questionnaire: row.questionnaire,
      }),
      dedupeKey: `nudge:manual:${row.result_id}:${dateInZone(now, timeZone)}`,
      ...(sendAfter > now ? { sendAfter } : {}),
    });
    if (id === undefined) return false;
    await tx.insert(nudges).values({
      resultId: row.result_id,
      profileId: row.profile_id,
      kind: "manual",
      sequence: 0,
      idleSince: asDate(row.updated_at),
      actorEmail: actor.email,
      createdAt: now,
    });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "nudged",
      targetUserId: row.profile_id,
      targetEmail: row.email,
      details: { questionnaire: row.questionnaire },
    });
    return true;
  });
  if (!queued) throw new NudgeRefused(m.owner_nudge_already({ name: personName(row) }));
  return {
    message:
      sendAfter > now ? m.owner_nudge_queued({ name: personName(row) }) : m.owner_nudge_sent({ name: personName(row) }),
  };
}

// ── The periodic job ───────────────────────────────────────────────────────────
/** Every 15 minutes, on one instance: the reminders idle clients are due (dedupe keys make a repeat a no-op). */
export const nudgeJob = defineJob({
  kind: "owner.nudges",
  label: "Reminders to idle clients",
  everySeconds: 15 * 60,
  retries: 0,
  async handler(_payload, { db }) {
    const round = await runNudges(db, ownerConfig(), new Date());
    if (round.queued > 0) logger.info({ queued: round.queued }, "nudges queued");
  },
});
