/**
 * The tables of the first release: accounts (the first six belong to better-auth, field names are its
 * own), the Blueprint, inquiries, settings. Column names are snake_case in SQL (drizzle `casing`),
 * camelCase in TypeScript. Import tables from `schema.ts`, which gathers every capability's file.
 */

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AuditAction } from "../audit-log.ts";
import type { Locale } from "../i18n/locale.ts";
import type { Role } from "./roles.ts";
import type { TodoPriority } from "./todo-priorities.ts";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export { ROLES, type Role } from "./roles.ts";

// ── better-auth ────────────────────────────────────────────────────────────────
export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    role: text().$type<Role>().notNull().default("user"),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    twoFactorEnabled: boolean().default(false),
    /** Set when the owner invited this person; cleared once they have chosen a password. */
    invitedAt: timestamp({ withTimezone: true }),
    /** The language of the account's pages and e-mails (ADR 023): the one they signed up in, then their choice. */
    locale: text().$type<Locale>().notNull().default("en"),
  },
  (t) => [check("users_locale", sql`${t.locale} in ('en', 'fr')`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    impersonatedBy: text(),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.identifier)],
);

export const twoFactors = pgTable(
  "two_factors",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.secret)],
);

export const rateLimits = pgTable("rate_limits", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/** TOTP codes already accepted, so a code cannot be replayed within its validity window. */
export const usedTotpCodes = pgTable(
  "used_totp_codes",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text().notNull(),
    usedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** One-time links that create the first admin on a fresh install (only the SHA-256 of the token is kept). */
export const setupTokens = pgTable("setup_tokens", {
  tokenHash: text().primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Who changed whose role or status, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial().primaryKey(),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    /** One of AUDIT_ACTIONS; each has its sentence in app/lib/audit-log.ts. */
    action: text().$type<AuditAction>().notNull(),
    targetUserId: text().references(() => users.id, { onDelete: "set null" }),
    targetEmail: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt)],
);

// ── Owner tools ────────────────────────────────────────────────────────────────
export { TODO_PRIORITIES, type TodoPriority } from "./todo-priorities.ts";

export const todos = pgTable(
  "todos",
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    isCompleted: boolean().notNull().default(false),
    status: text().notNull().default("Waiting"),
    priority: text().$type<TodoPriority>().notNull().default("Medium"),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

// ── Blueprint questionnaires ───────────────────────────────────────────────────
export const questionnaires = pgTable("questionnaires", {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
});

export const questions = pgTable(
  "questions",
  {
    id: serial().primaryKey(),
    questionnaireId: integer()
      .notNull()
      .references(() => questionnaires.id, { onDelete: "cascade" }),
    questionKey: text().notNull(),
    questionText: text().notNull(),
    type: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.questionnaireId, t.questionKey)],
);

export const questionnaireResults = pgTable(
  "questionnaire_results",
  {
    id: serial().primaryKey(),
    questionnaireId: integer()
      .notNull()
      .references(() => questionnaires.id, { onDelete: "cascade" }),
    profileId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startedAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.questionnaireId, t.profileId), index().on(t.completedAt)],
);

export const questionnaireAnswers = pgTable(
  "questionnaire_answers",
  {
    id: serial().primaryKey(),
    resultId: integer()
      .notNull()
      .references(() => questionnaireResults.id, { onDelete: "cascade" }),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
    /** A string, a number, a list of strings, or a mood board object. */
    answer: jsonb().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.resultId, t.questionId)],
);

/** The owner's personal note on a client's report for one phase (the client sees it). */
export const reportNotes = pgTable(
  "report_notes",
  {
    id: serial().primaryKey(),
    profileId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionnaireId: integer()
      .notNull()
      .references(() => questionnaires.id, { onDelete: "cascade" }),
    note: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex().on(t.profileId, t.questionnaireId)],
);

/** Files clients upload (mood boards). The bytes live in storage under `storageKey`. */
export const uploads = pgTable(
  "uploads",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    /** Images go through the media pipeline (served as a stripped, upright derivative); PDFs are stored as-is. */
    mediaAssetId: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

// ── Contact inquiries ──────────────────────────────────────────────────────────
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** The language of the page the inquiry was sent from: the acknowledgement is written in it. */
    locale: text().$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt), check("contact_messages_locale", sql`${t.locale} in ('en', 'fr')`)],
);

// ── E-mail outbox ──────────────────────────────────────────────────────────────
export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  contentBase64: string;
}

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Where the recipient's answer goes (an inquiry reply: the owner's own address), if not the sender. */
    replyTo: text(),
    /** Files sent with the message (calendar invitations, PDF reports), base64 in JSON. */
    attachments: jsonb().$type<EmailAttachment[]>(),
    /**
     * At most one message per key, ever: reminders and nudges use it so that two instances (or a
     * retried job) can never queue the same e-mail twice.
     */
    dedupeKey: text().unique(),
    status: text().$type<OutboxStatus>().notNull().default("pending"),
    /** Sending attempts so far; when and how often to try is the `email.send` job's (the one job runner). */
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  // The owner's lists ask for the failed ones.
  (t) => [index().on(t.status)],
);

// ── Settings ───────────────────────────────────────────────────────────────────
/** Owner-editable settings (business time zone, nudge delays, …), one JSON value per key. */
export const appSettings = pgTable("app_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});
