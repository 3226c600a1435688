/**
 * Share links: the owner lets people without an account see a client gallery through a secret link
 * plus a password the owner chooses. The database keeps the token's SHA-256 (the lookup key), the
 * token sealed with a key derived from AUTH_SECRET (so the owner can copy the link again) and the
 * password's scrypt hash (better-auth's hasher, as for accounts). Who may then see what is decided
 * by access.server.ts, like for every other viewer. Design notes: docs/decisions/017-gallery-share-links.md.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { galleries, users } from "~/lib/db/schema";
import type { Db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { HttpError } from "~/lib/http.server";
import { BASE_LOCALE, type Locale } from "~/lib/i18n/locale";
import {
  type BackoffRule,
  backoffWait,
  consumeRateLimit,
  type RateLimitRule,
  recordFailure,
} from "~/lib/rate-limit.server";
import { m } from "~/paraglide/messages";
import { type Gallery, isExpired } from "./access.server.ts";
import { SharePasswordSchema } from "./share-form.ts";
import { derivedKey, grantCookie } from "./share-grant.server.ts";

/** 32 random bytes, base64url. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

// The share form's schema: a plain module the page also runs (docs/decisions/024-forms-with-conform.md).
export { SharePasswordSchema } from "./share-form.ts";

/**
 * Password attempts. Per visitor (client address) and gallery: every attempt counts, 5 per 15 minutes.
 * Per link, from everywhere together: only wrong passwords count, 10 free, then a back-off doubling from
 * 2 s to at most a minute, forgotten 15 minutes after the last wrong one. Guessers spread over many
 * addresses are slowed to one guess a minute, yet can never keep the right password out longer than
 * that; a new link (its own key) starts clean.
 */
export const SHARE_ATTEMPTS_PER_VISITOR: RateLimitRule = { windowSeconds: 15 * 60, max: 5 };
export const SHARE_WRONG_PASSWORDS_PER_LINK: BackoffRule = {
  freeFailures: 10,
  baseSeconds: 2,
  maxSeconds: 60,
  forgetAfterSeconds: 15 * 60,
};

export function hashShareToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

function seal(token: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey("gallery-share-link"), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return ["v1", iv, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
}

/** The token back, or null when it cannot be opened (AUTH_SECRET changed since): the owner makes a new link. */
function unseal(sealed: string): string | null {
  const [version, iv, data, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey("gallery-share-link"), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

export function shareUrl(token: string) {
  return `${getEnv().BASE_URL}/shared/${token}`;
}

/** What the owner's gallery page shows about sharing. */
export function shareStatus(gallery: Gallery) {
  if (!gallery.shareTokenHash || !gallery.shareTokenSealed) return { on: false as const, since: null, url: null };
  const token = unseal(gallery.shareTokenSealed);
  return {
    on: true as const,
    since: gallery.sharedAt?.toISOString() ?? null,
    url: token && hashShareToken(token) === gallery.shareTokenHash ? shareUrl(token) : null,
  };
}

function newTokenColumns() {
  const token = randomBytes(32).toString("base64url");
  return { shareTokenHash: hashShareToken(token), shareTokenSealed: seal(token), sharedAt: new Date() };
}

async function updateShare(db: Db, galleryId: string, set: Partial<typeof galleries.$inferInsert>) {
  const [row] = await db.update(galleries).set(set).where(eq(galleries.id, galleryId)).returning({ id: galleries.id });
  if (!row) throw new HttpError(404, m.studio_gallery_missing());
}

/** Turns sharing on with a new link and this password (a link shared before stops working). */
export async function enableSharing(db: Db, galleryId: string, password: string) {
  const parsed = SharePasswordSchema.safeParse(password);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? m.studio_share_password_other());
  const passwordHash = await hashPassword(parsed.data);
  await updateShare(db, galleryId, { ...newTokenColumns(), sharePasswordHash: passwordHash });
}

/** A new link with the same password: the old link, and every browser let in through it, stop at once. */
export async function regenerateShareLink(db: Db, gallery: Gallery) {
  if (!gallery.shareTokenHash) throw new HttpError(409, m.studio_share_off_first());
  await updateShare(db, gallery.id, newTokenColumns());
}

export async function disableSharing(db: Db, galleryId: string) {
  await updateShare(db, galleryId, {
    shareTokenHash: null,
    shareTokenSealed: null,
    sharePasswordHash: null,
    sharedAt: null,
  });
}

/**
 * The gallery a share token opens, or undefined: unknown or malformed token, sharing withdrawn,
 * gallery unpublished or closed. The caller answers all of these alike (404).
 */
export async function galleryForShareToken(db: Db, token: string): Promise<Gallery | undefined> {
  if (!SHARE_TOKEN.test(token)) return undefined;
  const [gallery] = await db
    .select()
    .from(galleries)
    .where(eq(galleries.shareTokenHash, hashShareToken(token)));
  if (!gallery?.sharePasswordHash || gallery.status !== "published" || isExpired(gallery)) return undefined;
  return gallery;
}

/**
 * The language of a shared gallery's page. Its guests have no account, so it speaks the language of
 * the client the gallery belongs to (their account's); English when the link leads nowhere.
 */
export async function shareLocale(db: Db, token: string): Promise<Locale> {
  const gallery = await galleryForShareToken(db, token);
  if (!gallery) return BASE_LOCALE;
  const [client] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, gallery.clientId));
  return client?.locale ?? BASE_LOCALE;
}

export type UnlockOutcome =
  | { status: "unlocked"; cookie: string }
  | { status: "wrong" }
  | { status: "rate-limited"; retryAfterSeconds: number };

/** Checks a guest's password (rate limited before the check); the right one earns the grant cookie. */
export async function unlockSharedGallery(
  db: Db,
  gallery: Gallery,
  password: string,
  clientIp: string,
): Promise<UnlockOutcome> {
  const visitor = await consumeRateLimit(db, `share:visitor:${gallery.id}:${clientIp}`, SHARE_ATTEMPTS_PER_VISITOR);
  if (!visitor.allowed) return { status: "rate-limited", retryAfterSeconds: visitor.retryAfterSeconds };
  const linkKey = `share:link:${gallery.shareTokenHash}`;
  const wait = await backoffWait(db, linkKey, SHARE_WRONG_PASSWORDS_PER_LINK);
  if (wait > 0) return { status: "rate-limited", retryAfterSeconds: wait };
  const hash = gallery.sharePasswordHash;
  if (!hash || !gallery.shareTokenHash || password.length > 128 || !(await verifyPassword({ hash, password }))) {
    await recordFailure(db, linkKey, SHARE_WRONG_PASSWORDS_PER_LINK);
    return { status: "wrong" };
  }
  return { status: "unlocked", cookie: grantCookie({ galleryId: gallery.id, tokenHash: gallery.shareTokenHash }) };
}
