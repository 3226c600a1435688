/**
 * The owner's control over accounts: roles, invitations and deactivation. Every role change and
 * (de)activation is written to the audit log in the same transaction. The last active admin can be
 * neither demoted nor deactivated.
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import { getAuth } from "../lib/auth.server.ts";
import { auditLog, type Role, sessions, users } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { type Locale, localizedHref } from "../lib/i18n/locale.ts";
import { type SessionUser, sessionsChanged } from "../lib/session.server.ts";
import { m } from "../paraglide/messages.js";
import { createVerifiedUser, UserExistsError, userListColumns } from "./users.server.ts";

export class AdminActionError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

export { AccountRowSchema, InviteFormSchema, RoleFormSchema } from "./users-form.ts";

/** Accounts per page of the owner's Users page. */
export const USERS_PAGE_SIZE = 50;

/**
 * One page of accounts by e-mail, filtered by part of an e-mail or a name, with the count of every
 * match (from the same statement). A page past the end gives the first.
 */
export async function listUsersForAdmin(db: Db, query: string, page = 1) {
  const q = query.trim().slice(0, 100);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const read = (onPage: number) =>
    db
      .select({ ...userListColumns, invitedAt: users.invitedAt, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(users)
      .where(q ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
      .orderBy(users.email)
      .limit(USERS_PAGE_SIZE)
      .offset((onPage - 1) * USERS_PAGE_SIZE);
  const firstTry = await read(page);
  const onFirstPage = firstTry.length === 0 && page > 1;
  const rows = onFirstPage ? await read(1) : firstTry;
  const total = rows[0]?.total ?? 0;
  return {
    users: rows.map(({ total: _, ...user }) => user),
    total,
    page: onFirstPage ? 1 : page,
    pages: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
  };
}

export async function listAuditLog(db: Db, limit = 50) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockTarget(tx: Tx, userId: string) {
  // Locks the target row and serialises admin changes, so two owners cannot remove the last admin together.
  await tx.execute(sql`select pg_advisory_xact_lock(715004223)`);
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!target) throw new AdminActionError(m.owner_admin_gone(), 404);
  return target;
}

async function otherActiveAdmins(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(eq(users.role, "admin"), ne(users.id, userId), or(eq(users.banned, false), sql`${users.banned} is null`)),
    );
  return row?.n ?? 0;
}

export async function changeRole(db: Db, actor: SessionUser, userId: string, role: Role) {
  const changed = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (target.role === role) return target;
    if (target.role === "admin" && (await otherActiveAdmins(tx, userId)) === 0) {
      throw new AdminActionError(m.owner_admin_last_admin());
    }
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "role-changed",
      targetUserId: userId,
      targetEmail: target.email,
      details: { from: target.role, to: role },
    });
    return { ...target, role };
  });
  await sessionsChanged(userId); // the new role applies on the person's next request, not after the session cache
  return changed;
}

export async function setDeactivated(db: Db, actor: SessionUser, userId: string, deactivated: boolean) {
  const changed = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, userId);
    if (Boolean(target.banned) === deactivated) return target;
    if (deactivated && target.id === actor.id) throw new AdminActionError(m.owner_admin_not_yourself());
    if (deactivated && target.role === "admin" && (await otherActiveAdmins(tx, userId)) === 0) {
      throw new AdminActionError(m.owner_admin_last_admin());
    }
    await tx
      .update(users)
      .set({ banned: deactivated, banReason: deactivated ? "Deactivated by the owner" : null })
      .where(eq(users.id, userId));
    if (deactivated) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: deactivated ? "deactivated" : "reactivated",
      targetUserId: userId,
      targetEmail: target.email,
    });
    return { ...target, banned: deactivated };
  });
  await sessionsChanged(userId);
  return changed;
}

/** Creates a client account with an unusable random password; the invitation e-mail lets them choose one. */
export async function createInvitedClient(
  db: Db,
  actor: SessionUser,
  email: string,
  name: string,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    let user: { id: string; email: string };
    try {
      user = await createVerifiedUser(tx as unknown as Db, {
        email,
        name,
        role: "client",
        password: randomBytes(32).toString("base64url"),
      });
    } catch (error) {
      if (error instanceof UserExistsError) throw new AdminActionError(m.owner_admin_exists({ email }), 409);
      throw error;
    }
    await tx.update(users).set({ invitedAt: new Date(), locale }).where(eq(users.id, user.id));
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "invited",
      targetUserId: user.id,
      targetEmail: user.email,
      details: { role: "client" },
    });
    return user;
  });
}

/**
 * Invites a client: the account (in `locale`), then the e-mail whose link lets them choose a password, on
 * the sign-in page in their language. Used by the users page and by an inquiry's "Invite as a client".
 */
export async function inviteClient(db: Db, actor: SessionUser, email: string, name: string, locale: Locale) {
  const user = await createInvitedClient(db, actor, email, name, locale);
  const auth = await getAuth();
  await auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: localizedHref("/auth?view=update_password", locale) },
  });
  return user;
}
