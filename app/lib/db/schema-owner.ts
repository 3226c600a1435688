/**
 * The owner's day (issue 14): answer history, reports the owner approves, nudges, inquiry replies.
 * Re-exported by schema.ts. Two database triggers (in the owner migration's custom block) fill
 * `answer_history` on every change of `questionnaire_answers` and create the draft report when a
 * phase is completed, so neither costs the answer save path an extra statement.
 */
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { contactMessages, questionnaireResults, questions, users } from "./schema-core.ts";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * One row per change of an answer (insert, update with a different value, delete), written by the
 * trigger `questionnaire_answers_history`. The id is the answer version: a report remembers the
 * highest id it was built on, and any later row for its result means the report is outdated.
 */
export const answerHistory = pgTable(
  "answer_history",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    resultId: integer()
      .notNull()
      .references(() => questionnaireResults.id, { onDelete: "cascade" }),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** null when the answer did not exist before. */
    previousAnswer: jsonb(),
    /** null when the answer was removed. */
    newAnswer: jsonb(),
    changedAt: createdAt(),
  },
  (t) => [index().on(t.resultId, t.id)],
);

export const REPORT_STATUSES = ["draft", "approved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** One report per client and phase (its result); created as a draft when the phase is completed. */
export const phaseReports = pgTable(
  "phase_reports",
  {
    id: serial().primaryKey(),
    resultId: integer()
      .notNull()
      .references(() => questionnaireResults.id, { onDelete: "cascade" }),
    status: text().$type<ReportStatus>().notNull().default("draft"),
    note: text().notNull().default(""),
    recommendations: text().notNull().default(""),
    /** The highest `answer_history.id` of the result when the owner approved (0 = no history yet). */
    answerVersion: bigint({ mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: text().references(() => users.id, { onDelete: "set null" }),
    /** How many times the report was sent (a re-approval after changed answers sends it again). */
    sentCount: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.resultId), index().on(t.status)],
);

export const NUDGE_KINDS = ["auto", "manual"] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

/** Every nudge e-mail queued for a client, automatic (sequence 1, 2) or by hand (sequence 0). */
export const nudges = pgTable(
  "nudges",
  {
    id: serial().primaryKey(),
    resultId: integer()
      .notNull()
      .references(() => questionnaireResults.id, { onDelete: "cascade" }),
    profileId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<NudgeKind>().notNull(),
    sequence: integer().notNull(),
    /** The client's last activity in the phase when the nudge was decided. */
    idleSince: timestamp({ withTimezone: true }).notNull(),
    actorEmail: text(),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one automatic nudge per phase and sequence, whatever the number of app instances.
    uniqueIndex("nudges_auto_once").on(t.resultId, t.sequence).where(sql`${t.kind} = 'auto'`),
    index().on(t.profileId),
  ],
);

/** Clients who asked for no more nudges (the one-click link in every nudge). */
export const nudgeOptOuts = pgTable("nudge_opt_outs", {
  profileId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** The owner's replies to an inquiry, kept as its thread (each one also an outbox e-mail). */
export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: serial().primaryKey(),
    inquiryId: integer()
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: text().references(() => users.id, { onDelete: "set null" }),
    authorEmail: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.inquiryId, t.createdAt)],
);
