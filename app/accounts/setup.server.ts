/**
 * First run: while no admin exists, each starting instance creates a one-time setup link (only its
 * SHA-256 is stored) and logs it. The /setup page spends a token to create the owner's admin account;
 * once an admin exists, every link stops working.
 */
import { createHash, randomBytes } from "node:crypto";
import { count, eq, gt, sql } from "drizzle-orm";
import { setupTokens, users } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { m } from "../paraglide/messages.js";
import { createVerifiedUser } from "./users.server.ts";

const setupLinkValidSeconds = 60 * 60 * 24;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function adminExists(db: Db) {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
  return (row?.n ?? 0) > 0;
}

/** Returns a fresh setup URL when the install has no admin yet, otherwise null. */
export async function createSetupLink(db: Db, baseUrl: string): Promise<string | null> {
  if (await adminExists(db)) return null;
  const token = randomBytes(32).toString("base64url");
  await db.insert(setupTokens).values({
    tokenHash: hash(token),
    expiresAt: new Date(Date.now() + setupLinkValidSeconds * 1000),
  });
  return `${baseUrl}/setup?token=${token}`;
}

export async function isSetupTokenValid(db: Db, token: string) {
  if (!token || (await adminExists(db))) return false;
  const rows = await db
    .select({ tokenHash: setupTokens.tokenHash })
    .from(setupTokens)
    .where(sql`${setupTokens.tokenHash} = ${hash(token)} and ${gt(setupTokens.expiresAt, new Date())}`);
  return rows.length > 0;
}

export { SetupSchema } from "./setup-form.ts";

export class SetupLinkError extends Error {}

/** Spends the token and creates the admin, once: a second attempt (or a race) finds no token left. */
export async function completeSetup(db: Db, token: string, input: { email: string; password: string; name?: string }) {
  return db.transaction(async (tx) => {
    // Serialises concurrent attempts (several instances may each hold a valid link).
    await tx.execute(sql`select pg_advisory_xact_lock(715004222)`);
    const claimed = await tx
      .delete(setupTokens)
      .where(sql`${setupTokens.tokenHash} = ${hash(token)} and ${gt(setupTokens.expiresAt, new Date())}`)
      .returning({ tokenHash: setupTokens.tokenHash });
    if (claimed.length === 0 || (await adminExists(tx as unknown as Db))) {
      throw new SetupLinkError(m.owner_setup_link_invalid());
    }
    const user = await createVerifiedUser(tx as unknown as Db, { ...input, role: "admin" });
    await tx.delete(setupTokens);
    return user;
  });
}
