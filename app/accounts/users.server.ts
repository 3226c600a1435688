/**
 * Account administration shared by the command-line tool, the owner's pages and test fixtures.
 * Passwords are hashed with better-auth's own hasher so accounts created here sign in normally.
 */
import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { accounts, ROLES, type Role, users } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { LOCALES } from "../lib/i18n/locale.ts";
import { PASSWORD_LENGTH } from "../lib/password-length.ts";

export const NewUserSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("must be a valid e-mail address")),
  password: z
    .string()
    .min(PASSWORD_LENGTH.min, `must be at least ${PASSWORD_LENGTH.min} characters`)
    .max(PASSWORD_LENGTH.max, `must be at most ${PASSWORD_LENGTH.max} characters`),
  role: z.enum(ROLES).default("user"),
  name: z.string().trim().max(100).default(""),
  locale: z.enum(LOCALES).default("en"),
});

export class UserExistsError extends Error {}
export class UserNotFoundError extends Error {}
export class LastAdminError extends Error {
  constructor() {
    super("At least one administrator must remain.");
  }
}

/** The database refuses to demote, deactivate or delete the last active admin (trigger ho_keep_last_admin). */
export function isLastAdminViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { hint?: string }).hint === "last-admin") return true;
  }
  return false;
}

export async function createVerifiedUser(db: Db, input: z.input<typeof NewUserSchema>) {
  const { email, password, role, name, locale } = NewUserSchema.parse(input);
  const id = randomBytes(16).toString("base64url");
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing.length > 0) throw new UserExistsError(`A user with the e-mail ${email} already exists.`);
    await tx.insert(users).values({ id, email, name, role, locale, emailVerified: true });
    await tx.insert(accounts).values({
      id: randomBytes(16).toString("base64url"),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
    });
    return { id, email, role, name, locale };
  });
}

export async function setUserRole(db: Db, email: string, role: Role) {
  const normalized = email.trim().toLowerCase();
  const updated = await db
    .update(users)
    .set({ role })
    .where(eq(users.email, normalized))
    .returning({ id: users.id, email: users.email, role: users.role })
    .catch((error: unknown) => {
      throw isLastAdminViolation(error) ? new LastAdminError() : error;
    });
  if (updated.length === 0) throw new UserNotFoundError(`No user with the e-mail ${normalized}.`);
  return updated[0]!;
}

/** The columns of an account listing (the command-line tool and the owner's Users page). */
/** Who an account is, for a page about them: undefined when there is no such account. */
export async function accountCard(db: Db, id: string) {
  const [account] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return account;
}

export const userListColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  emailVerified: users.emailVerified,
  banned: users.banned,
  createdAt: users.createdAt,
};

export async function listUsers(db: Db) {
  return db.select(userListColumns).from(users).orderBy(asc(users.email));
}
