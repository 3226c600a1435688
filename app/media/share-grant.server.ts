/**
 * The cookie a share-link guest receives after typing the gallery's password: which gallery, which
 * share token (by its hash) and until when, signed with a key derived from AUTH_SECRET. It proves
 * only that the password was typed; whether the grant still opens anything is decided by
 * access.server.ts against the gallery's current row on every request.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/lib/env.server";

/** A verified, unexpired grant read from a request's cookies. */
export interface ShareGrant {
  galleryId: string;
  tokenHash: string;
}

/** How long a typed password keeps a browser in: a working day, then the password again. */
export const SHARE_GRANT_SECONDS = 12 * 60 * 60;

const COOKIE_PREFIX = "ho_share_";
/** At most this many share cookies of a request are looked at (each costs one HMAC). */
const MAX_GRANT_COOKIES = 8;
const ID = /^[A-Za-z0-9_-]{10,64}$/;
const TOKEN_HASH = /^[A-Za-z0-9_-]{43}$/;

/** A key for one purpose, derived from AUTH_SECRET, so no other use of the secret can be replayed here. */
export function derivedKey(purpose: string) {
  return createHmac("sha256", getEnv().AUTH_SECRET).update(`holistic-omega:${purpose}`).digest();
}

function mac(payload: string) {
  return createHmac("sha256", derivedKey("gallery-share-grant")).update(payload).digest("base64url");
}

export function shareCookieName(galleryId: string) {
  return `${COOKIE_PREFIX}${galleryId}`;
}

function cookieAttributes(maxAgeSeconds: number) {
  const secure = getEnv().BASE_URL.startsWith("https://") ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie header that lets this browser into the gallery for SHARE_GRANT_SECONDS. */
export function grantCookie(grant: ShareGrant, now = Date.now()) {
  const expires = Math.floor(now / 1000) + SHARE_GRANT_SECONDS;
  const payload = `${grant.galleryId}.${grant.tokenHash}.${expires}`;
  return `${shareCookieName(grant.galleryId)}=${payload}.${mac(payload)}; ${cookieAttributes(SHARE_GRANT_SECONDS)}`;
}

/** The Set-Cookie header that forgets a grant (a link that no longer opens anything). */
export function clearGrantCookie(galleryId: string) {
  return `${shareCookieName(galleryId)}=; ${cookieAttributes(0)}`;
}

function verify(name: string, value: string, now: number): ShareGrant | undefined {
  const parts = value.split(".");
  if (parts.length !== 4) return undefined;
  const [galleryId, tokenHash, expires, signature] = parts as [string, string, string, string];
  if (name !== shareCookieName(galleryId) || !ID.test(galleryId) || !TOKEN_HASH.test(tokenHash)) return undefined;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return undefined;
  const expected = Buffer.from(mac(`${galleryId}.${tokenHash}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { galleryId, tokenHash };
}

/** Does the request present any share cookie at all (valid or not)? */
export function carriesShareCookie(request: Request) {
  return /(^|;)\s*ho_share_/.test(request.headers.get("cookie") ?? "");
}

/** Every valid share grant the request's cookies carry; tampered, foreign or expired ones are ignored. */
export function shareGrantsFrom(request: Request, now = Date.now()): ShareGrant[] {
  const header = request.headers.get("cookie");
  if (!header?.includes(COOKIE_PREFIX)) return [];
  const grants: ShareGrant[] = [];
  let looked = 0;
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    if (at < 0 || !name.startsWith(COOKIE_PREFIX)) continue;
    const grant = verify(name, pair.slice(at + 1).trim(), now);
    if (grant) grants.push(grant);
    if (++looked >= MAX_GRANT_COOKIES) break;
  }
  return grants;
}
