/**
 * The one answer to "may this person export or delete this account's data?": a person their own
 * account; the owner (an administrator) a client's or a visitor's account. Every privacy path asks it.
 */
import { eq } from "drizzle-orm";
import { type Role, users } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import type { SessionUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";

export type PrivacyAction = "export" | "delete";

export interface PrivacySubject {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
  /** The owner acting for a client, rather than the person themselves. */
  byOwner: boolean;
}

export class PrivacyRefusal extends Error {
  readonly status: 403 | 404;
  constructor(status: 403 | 404, message: string) {
    super(message);
    this.status = status;
  }
}

/** The account `subjectId` as `actor` may act on it, or a refusal (404 when they may not even know it exists). */
export async function requirePrivacySubject(
  db: Db,
  actor: SessionUser,
  subjectId: string,
  action: PrivacyAction,
): Promise<PrivacySubject> {
  const self = actor.id === subjectId;
  if (!self && actor.role !== "admin") throw new PrivacyRefusal(404, m.account_privacy_not_found());
  const [subject] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, subjectId));
  if (!subject) throw new PrivacyRefusal(404, m.account_privacy_not_found());
  // The owner acts for clients and visitors, never on another administrator's account.
  if (!self && subject.role === "admin") throw new PrivacyRefusal(403, m.account_privacy_not_for_admin());
  // Deleting an administrator here could leave the site without an owner (roles change on /admin/users).
  if (action === "delete" && subject.role === "admin") throw new PrivacyRefusal(403, m.account_privacy_not_for_admin());
  return { ...subject, twoFactorEnabled: Boolean(subject.twoFactorEnabled), byOwner: !self };
}
