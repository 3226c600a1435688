/**
 * Session guards. Every loader and action that needs a session calls one of these itself;
 * a layout check alone protects nothing. The root middleware loads the session once per request.
 */

import { gt, lt } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import { m } from "../paraglide/messages.js";
import { getAuth, onSessionsChanged, sessionCookieCacheSeconds } from "./auth.server.ts";
import { guardRequestBody } from "./body-guard.server.ts";
import { ROLES, type Role, sessionChanges } from "./db/schema.ts";
import { type Db, getDb } from "./db.server.ts";
import type { RequestLike } from "./http.server.ts";
import { BASE_LOCALE, isLocale, type Locale, localeOfPath, prefersFrench } from "./i18n/locale.ts";
import { logger } from "./logger.server.ts";
import { pagePath, pageUrl } from "./request-path.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The account's language: the pages without a French address and the e-mails follow it. */
  locale: Locale;
}

/** `null` = not looked up yet; `{ user: null }` = anonymous. */
export const sessionUserContext = createContext<{ user: SessionUser | null } | null>(null);

interface GuardArgs {
  request: RequestLike;
  context: Readonly<RouterContextProvider>;
}

/**
 * Users whose sessions or account changed (sign-out, role change, ban, session deleted), with when:
 * their next lookups skip the session cookie cache and ask the database. A change made here applies at
 * once; it is also written to `session_changes` before it is answered, and every process reads that
 * table when it starts (a cookie cache issued before a restart is not trusted after it) and, beside
 * other instances on PostgreSQL, every second (`watchSessionChanges`).
 */
const changedAt = new Map<string, number>();
/** How long after a change the cookie cache stays untrusted: every cookie cache issued before it has expired. */
const untrustedForMs = () => (sessionCookieCacheSeconds + 1) * 1000;

function markChanged(userId: string, at: number) {
  const now = Date.now();
  if ((changedAt.get(userId) ?? 0) < at) changedAt.set(userId, at);
  for (const [cookie, user] of recentLookups.entries()) if (user.id === userId) recentLookups.delete(cookie);
  for (const [id, when] of changedAt) if (now - when > untrustedForMs()) changedAt.delete(id);
}

/** Records a change to a user's sessions: at once in this process, and durably for restarts and other instances. */
export async function sessionsChanged(userId: string) {
  const now = Date.now();
  markChanged(userId, now);
  const db = await getDb();
  await db
    .insert(sessionChanges)
    .values({ userId, changedAt: new Date(now) })
    .onConflictDoUpdate({ target: sessionChanges.userId, set: { changedAt: new Date(now) } });
}

onSessionsChanged(sessionsChanged);

/**
 * Reads the changes made since `since` (by any process) into this one; returns the newest time seen.
 * The window reaches back one cookie cache lifetime plus a margin for clocks that differ between hosts.
 */
export async function loadSessionChanges(db: Db, since = Date.now() - untrustedForMs() - 2_000): Promise<number> {
  const rows = await db
    .select()
    .from(sessionChanges)
    .where(gt(sessionChanges.changedAt, new Date(since)));
  let newest = since;
  for (const row of rows) {
    markChanged(row.userId, row.changedAt.getTime());
    newest = Math.max(newest, row.changedAt.getTime());
  }
  return newest;
}

/**
 * Called at start-up: loads the recent changes before the first request, then (with several writers
 * possible, PostgreSQL) reads new ones every `intervalMs`, overlapping by two seconds so that a change
 * committed late with an earlier time is not missed. Rows older than a day are removed once an hour.
 */
export async function watchSessionChanges(db: Db, options: { poll: boolean; intervalMs?: number }) {
  let seen = await loadSessionChanges(db);
  const timers: ReturnType<typeof setInterval>[] = [];
  const prune = () =>
    db
      .delete(sessionChanges)
      .where(lt(sessionChanges.changedAt, new Date(Date.now() - 86_400_000)))
      .catch((error: unknown) => logger.warn({ err: error }, "pruning session changes failed"));
  timers.push(setInterval(prune, 60 * 60 * 1000));
  if (options.poll) {
    let running = false;
    timers.push(
      setInterval(async () => {
        if (running) return;
        running = true;
        try {
          seen = Math.max(seen, await loadSessionChanges(db, Math.min(seen, Date.now()) - 2_000));
        } catch (error) {
          logger.warn({ err: error }, "reading session changes failed");
        } finally {
          running = false;
        }
      }, options.intervalMs ?? 1_000),
    );
  }
  for (const timer of timers) timer.unref();
  return { stop: () => timers.forEach(clearInterval) };
}

/** Tests: this process forgets what it knew, as a restarted one would. */
export function forgetSessionStateForTests() {
  changedAt.clear();
  recentLookups.clear();
}

function changedRecently(userId: string) {
  const at = changedAt.get(userId);
  return at !== undefined && Date.now() - at <= untrustedForMs();
}

/**
 * The signed-in user of a request, and the cookies the session lookup wants to set (a renewed
 * session cookie or a fresh session cookie cache): the root middleware adds them to the response.
 */
export async function lookUpSession(request: RequestLike): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  const cookie = request.headers.get("cookie");
  const recent = cookie ? recentLookups.get(cookie) : undefined;
  if (recent && !changedRecently(recent.id)) return { user: recent, setCookies: [] };
  const found = await lookUpSessionNow(request);
  if (cookie && found.user && found.setCookies.length === 0) {
    recentLookups.set(cookie, found.user, { ttl: keepFor(cookie, Date.now()) });
  }
  return found;
}

/**
 * The users that exact Cookie headers resolved to, for as long as better-auth's answer for that exact
 * header cannot change: checking the signed session cookie cache costs better-auth ~0.5 ms of CPU (a
 * context per call, WebCrypto HMAC), the largest cost of a signed-in page served from the signed-in page
 * cache and ~6 % of an answer save's. A change to a user's sessions in this process forgets their entries
 * at once (`sessionsChanged`); elsewhere it applies within the cookie cache's lifetime, as it does for
 * better-auth itself. Lookups that renew a cookie are never kept.
 */
const RECENT_LOOKUP_MS = 2_000;
const recentLookups = new LRUCache<string, SessionUser>({ max: 10_000, ttl: RECENT_LOOKUP_MS });

/**
 * How long a lookup that better-auth has just accepted from this Cookie header may be kept, in ms. Its
 * session cookie cache is signed over its own expiry time (`expiresAt`, compact strategy), so until then
 * better-auth accepts the same header again, without the database; after it, better-auth asks the database
 * and sets a new cookie cache. Without a readable expiry (no cookie cache, a chunked one), RECENT_LOOKUP_MS
 * less a random quarter, so entries made together (clients signed in together) expire apart.
 */
export function keepFor(cookieHeader: string, now: number): number {
  const expiresAt = cookieCacheExpiry(cookieHeader);
  if (expiresAt !== undefined && expiresAt > now) return Math.min(expiresAt - now, sessionCookieCacheSeconds * 1000);
  return RECENT_LOOKUP_MS * (0.75 + Math.random() / 4);
}

const COOKIE_CACHE = /(?:^|;\s*)(?:__Secure-)?ho\.session_data=([^;]*)/g;

/** The expiry a single session cookie cache in this header claims (two or more: none is trusted). */
function cookieCacheExpiry(cookieHeader: string): number | undefined {
  const found = [...cookieHeader.matchAll(COOKIE_CACHE)];
  const value = found.length === 1 ? found[0]![1] : undefined;
  if (!value) return undefined;
  try {
    const expiresAt = (JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as { expiresAt?: unknown })
      .expiresAt;
    return typeof expiresAt === "number" && Number.isFinite(expiresAt) ? expiresAt : undefined;
  } catch {
    return undefined;
  }
}

async function lookUpSessionNow(request: RequestLike): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  const auth = await getAuth();
  let { headers, response: session } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (session && changedRecently(session.user.id)) {
    ({ headers, response: session } = await auth.api.getSession({
      headers: request.headers,
      query: { disableCookieCache: true },
      returnHeaders: true,
    }));
  }
  const setCookies = headers.getSetCookie();
  if (!session || session.user.banned) return { user: null, setCookies };
  const role = ROLES.includes(session.user.role as Role) ? (session.user.role as Role) : "user";
  const locale = isLocale(session.user.locale) ? session.user.locale : BASE_LOCALE;
  return {
    user: { id: session.user.id, email: session.user.email, name: session.user.name, role, locale },
    setCookies,
  };
}

export async function loadSessionUser(request: RequestLike): Promise<SessionUser | null> {
  return (await lookUpSession(request)).user;
}

export async function getUser({ request, context }: GuardArgs): Promise<SessionUser | null> {
  const known = context.get(sessionUserContext);
  if (known) return known.user;
  const user = await loadSessionUser(request);
  (context as RouterContextProvider).set(sessionUserContext, { user });
  return user;
}

/** Only same-site relative paths are accepted as a return target. */
export function safeRedirectTarget(target: FormDataEntryValue | string | null | undefined, fallback = "/dashboard") {
  if (typeof target !== "string") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  // A Location header carries ASCII only: other characters are percent-encoded (a lone surrogate,
  // which cannot be encoded, falls back).
  try {
    return target.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
  } catch {
    return fallback;
  }
}

/**
 * The sign-in page for someone who must sign in first: `/fr/auth` when the request comes from a French
 * address (`/fr/…`) or, on a page with one address only (the dashboard, receipts), from a browser that
 * prefers French; `/auth` otherwise. The page asked for comes back as `redirectTo` either way.
 */
export function signInPath(request: RequestLike): string {
  const french = localeOfPath(pagePath(request)) === "fr" || prefersFrench(request.headers.get("accept-language"));
  return `${french ? "/fr/auth" : "/auth"}?redirectTo=${encodeURIComponent(pageUrl(request))}`;
}

export async function requireUser(args: GuardArgs): Promise<SessionUser> {
  const user = await getUser(args);
  if (!user) {
    // The target depends on the browser's language: caches must keep the two answers apart.
    throw redirect(signInPath(args.request), { headers: { Vary: "Accept-Language" } });
  }
  return user;
}

/** Pages: a signed-in user without the role is sent (silently) to the dashboard. */
export async function requireRole(args: GuardArgs, ...allowed: Role[]): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!allowed.includes(user.role)) throw redirect("/dashboard");
  return user;
}

/** Data endpoints: 401/403 JSON instead of redirects. */
export async function requireApiRole(args: GuardArgs, ...allowed: Role[]): Promise<SessionUser> {
  const user = await getUser(args);
  if (!user) throw data({ detail: m.payments_session_sign_in() }, { status: 401 });
  if (!allowed.includes(user.role)) throw data({ detail: m.payments_session_forbidden() }, { status: 403 });
  return user;
}

/**
 * The root middleware of every request (also run, in its two halves, by the direct answer save,
 * blueprint/direct-save.server.ts): loads the session once (every guard reads it from the context),
 * lets the body guard decide from the session and the route whether the body may be read at all, adds
 * the session lookup's cookies to the answer and makes signed-in answers private.
 */
export async function sessionMiddleware(
  args: { request: RequestLike; context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
): Promise<Response> {
  const { setCookies, refused } = await openSession(args);
  if (refused) return refused;
  const response = await next();
  closeSession(response.headers, args.context, setCookies);
  return response;
}

/** The root middleware's first half: the session into the context, and the body guard's refusal if any. */
export async function openSession({
  request,
  context,
}: {
  request: RequestLike;
  context: Readonly<RouterContextProvider>;
}): Promise<{ setCookies: string[]; refused?: Response }> {
  let setCookies: string[] = [];
  let user: SessionUser | null = null;
  if (!pagePath(request).startsWith("/api/auth/")) {
    const session = await lookUpSession(request);
    setCookies = session.setCookies;
    user = session.user;
    (context as RouterContextProvider).set(sessionUserContext, { user });
  }
  return { setCookies, refused: await guardRequestBody(request, user) };
}

/** The root middleware's second half, on the answer's headers: the lookup's cookies, and privacy. */
export function closeSession(headers: Headers, context: Readonly<RouterContextProvider>, setCookies: string[]) {
  // A cookie the response sets itself (sign-in, logout) wins over the session lookup's copy.
  const ownCookies = new Set(headers.getSetCookie().map((cookie) => cookie.split("=", 1)[0]));
  for (const cookie of setCookies) {
    if (!ownCookies.has(cookie.split("=", 1)[0])) headers.append("Set-Cookie", cookie);
  }
  // Signed-in responses are private, except public immutable files (published portfolio photos, issue 12).
  const immutable = headers.get("Cache-Control")?.startsWith("public, max-age=31536000, immutable");
  if (context.get(sessionUserContext)?.user && !immutable) headers.set("Cache-Control", "private, no-store");
}
