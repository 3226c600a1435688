/**
 * better-auth, configured for this product: e-mail/password with mandatory verification, roles
 * through the admin plugin (never settable by the client), rate limits kept in the database and
 * keyed by the address the HTTP entry puts in CLIENT_IP_HEADER.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, emailOTP, magicLink, twoFactor } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { eq, lt, sql } from "drizzle-orm";
import { m } from "../paraglide/messages.js";
import { getLocale } from "../paraglide/runtime.js";
import { TWO_FACTOR_REQUIRED_MESSAGE } from "./auth-messages.ts";
import { accounts, rateLimits, sessions, twoFactors, usedTotpCodes, users, verifications } from "./db/schema.ts";
import type { Db } from "./db.server.ts";
import { getDb } from "./db.server.ts";
import { enqueueOnceADay } from "./email/once-a-day.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import {
  alreadyRegisteredEmail,
  invitationEmail,
  magicLinkEmail,
  noAccountEmail,
  oneTimeCodeEmail,
  passwordResetEmail,
  twoFactorOnlyEmail,
  verificationEmail,
} from "./email/templates.server.ts";
import { emailLinkPage } from "./email-link-pages.ts";
import type { Env } from "./env.server.ts";
import { getEnv } from "./env.server.ts";
import { BASE_LOCALE, isLocale, type Locale, localizedHref } from "./i18n/locale.ts";
import { PASSWORD_LENGTH } from "./password-length.ts";
import { consumeRateLimit } from "./rate-limit.server.ts";

/** Set by the HTTP entry from the socket (or the trusted proxy chain), replacing any client value. */
export const CLIENT_IP_HEADER = "x-client-ip";

const accessControl = createAccessControl(defaultStatements);
const roles = {
  admin: accessControl.newRole(adminAc.statements),
  client: accessControl.newRole(userAc.statements),
  user: accessControl.newRole(userAc.statements),
};

export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30;
/** How long a signed-in request may trust the session cookie cache before asking the database again. */
export const sessionCookieCacheSeconds = 10;
const invitationValidSeconds = 60 * 60 * 24 * 3;

/**
 * Magic links and one-time codes only go to confirmed accounts: for an unknown or unconfirmed
 * address we send an explanation instead (the page answers the same either way, so nothing is
 * revealed, and better-auth never signs in an unverified user this way, which would drop their password).
 * Returns the language of the account's e-mails, or null when it gets no link or code.
 *
 * The language: the account's when there is one; otherwise the page's. The /auth forms call
 * better-auth in-process (auth-forms.server.ts), inside the request's `inLocale`, so the current
 * language here (`getLocale()`, what `serverLocale()` reads; request-locale.server.ts would import this
 * module back) is the page's the form was on: `/fr/auth` French, and nothing for a client to forge.
 */
async function usableAccount(db: Db, env: Env, email: string): Promise<Locale | null> {
  const [user] = await db
    .select({
      id: users.id,
      emailVerified: users.emailVerified,
      banned: users.banned,
      twoFactorEnabled: users.twoFactorEnabled,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  const locale = user ? accountLocale(user) : accountLocale({ locale: getLocale() });
  if (user?.emailVerified && !user.banned && user.twoFactorEnabled) {
    // A link or an e-mailed code would skip the authenticator: say so to the owner of the address only.
    await enqueueOnceADay(db, "two-factor-only", twoFactorOnlyEmail(env.SITE_NAME, email, env.BASE_URL, locale));
    return null;
  }
  if (user?.emailVerified && !user.banned) return locale;
  await enqueueOnceADay(
    db,
    "no-account",
    noAccountEmail(env.SITE_NAME, email, env.BASE_URL, user ? "unverified" : "unknown", locale),
  );
  return null;
}

/**
 * Per-account limits (on top of better-auth's per-address ceilings), keyed by the e-mail typed or the
 * user. Password and code sign-ins count twice: per account and client address (tight, so someone
 * guessing from one place is stopped quickly) and per account from any address (looser, so a stranger
 * elsewhere cannot easily lock the real person out). Neither counts other people's attempts: clients
 * sharing an office network never lock each other out; only the much higher per-address ceiling
 * (SIGN_IN_ADDRESS_CEILING) counts everyone behind one address.
 */
export const ACCOUNT_LIMITS = {
  "sign-in": { windowSeconds: 15 * 60, max: 50, perAddressMax: 10 },
  "email-code": { windowSeconds: 15 * 60, max: 15, perAddressMax: 5 },
  "mail-request": { windowSeconds: 60 * 60, max: 5 },
  "two-factor": { windowSeconds: 15 * 60, max: 10 },
} as const;

export type AccountLimit = keyof typeof ACCOUNT_LIMITS;
/** A compiled message without inputs: in the current language, or in `options.locale`. */
type PlainMessage = (inputs?: object, options?: { locale?: Locale }) => string;

/**
 * What each limit tells the person, by the `limit` its refusal carries (code ACCOUNT_RATE_LIMITED). better-auth
 * words the refusal in English, for any API caller; the /auth page words it again in its reader's language
 * (accounts/auth-forms.server.ts), as the refusal may be made outside the request's language.
 */
export const ACCOUNT_LIMIT_MESSAGES: Record<AccountLimit, PlainMessage> = {
  "sign-in": m.account_auth_limit_sign_in,
  "email-code": m.account_auth_limit_email_code,
  "mail-request": m.account_auth_limit_mail_request,
  "two-factor": m.account_auth_limit_two_factor,
};

export function isAccountLimit(value: unknown): value is AccountLimit {
  return typeof value === "string" && Object.hasOwn(ACCOUNT_LIMITS, value);
}

/** Password sign-ins from one client address, whichever accounts they are for. */
export const SIGN_IN_ADDRESS_CEILING = { windowSeconds: 15 * 60, max: 150 };

const ACCOUNT_LIMITED_PATHS: Record<string, AccountLimit> = {
  "/sign-in/email": "sign-in",
  "/sign-in/email-otp": "email-code",
  "/sign-in/magic-link": "mail-request",
  "/email-otp/send-verification-otp": "mail-request",
  "/request-password-reset": "mail-request",
  "/two-factor/verify-totp": "two-factor",
  "/two-factor/verify-backup-code": "two-factor",
};

async function consumeAccountLimit(db: Db, kind: AccountLimit, account: string, address: string | null | undefined) {
  const rule: { windowSeconds: number; max: number; perAddressMax?: number } = ACCOUNT_LIMITS[kind];
  const checks = [consumeRateLimit(db, `account:${kind}:${account}`, rule)];
  if (rule.perAddressMax !== undefined && address) {
    checks.push(
      consumeRateLimit(db, `account-address:${kind}:${account}:${address}`, {
        windowSeconds: rule.windowSeconds,
        max: rule.perAddressMax,
      }),
    );
  }
  const results = await Promise.all(checks);
  if (results.some((result) => !result.allowed)) {
    throw new APIError("TOO_MANY_REQUESTS", {
      message: ACCOUNT_LIMIT_MESSAGES[kind]({}, { locale: BASE_LOCALE }),
      code: "ACCOUNT_RATE_LIMITED",
      limit: kind,
    });
  }
}

/** The language of an account's e-mails (better-auth hands hooks the user with our additional fields). */
function accountLocale(user: object): Locale {
  const locale = (user as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : "en";
}

/** How long a fresh unconfirmed sign-up is protected from being replaced by another one. */
const UNCONFIRMED_PROTECTED_MINUTES = 15;

/**
 * An unconfirmed self-service sign-up must not keep the real owner of the address out: a new sign-up
 * for that address replaces it once it is 15 minutes old (its confirmation links stop working, as they
 * name the old user). The delay keeps a stranger from replacing someone's own sign-up while they open
 * their mailbox; a password reset takes the address over at any time. Invited, confirmed or already
 * used accounts are never touched.
 */
async function releaseUnconfirmedSignUp(db: Db, email: string) {
  await db.execute(sql`
    delete from users u
    where u.email = ${email.trim().toLowerCase()} and u.email_verified = false and u.invited_at is null
      and u.role = 'user' and not exists (select 1 from sessions s where s.user_id = u.id)
      and u.created_at < now() - make_interval(mins => ${UNCONFIRMED_PROTECTED_MINUTES})`);
}

const totpReplayWindowSeconds = 180;

/** Refuses a TOTP code this user has already used (better-auth accepts a code again within its window). */
async function refuseReplayedTotp(db: Db, userId: string, code: string) {
  await db
    .delete(usedTotpCodes)
    .where(lt(usedTotpCodes.usedAt, sql`now() - make_interval(secs => ${totpReplayWindowSeconds})`));
  const inserted = await db
    .insert(usedTotpCodes)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ code: usedTotpCodes.code });
  if (inserted.length === 0) {
    throw new APIError("UNAUTHORIZED", {
      message: "This code has already been used. Wait for the next one.",
      code: "TOTP_REPLAYED",
    });
  }
}

export function createAuth(db: Db, env: Env) {
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.BASE_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.BASE_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    user: {
      // The account's language (ADR 023): given at sign-up by the page's language (refused unless en or
      // fr, see hooks.before), then changed on /account; it rides in the session cookie cache.
      additionalFields: { locale: { type: "string", required: false, defaultValue: "en", input: true } },
    },
    session: {
      expiresIn: sessionMaxAgeSeconds,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session and user (role, ban) rides in a short-lived cookie, so most
      // signed-in requests need no database lookup at all. A revoked session, a ban or a role
      // change therefore takes effect within this many seconds (docs/performance.md).
      cookieCache: { enabled: true, maxAge: sessionCookieCacheSeconds },
    },
    databaseHooks: {
      // Changes better-auth makes itself (sign-out, revoked sessions, a ban, a new password) bypass
      // the session cookie cache at once in this process (see sessionsChanged).
      session: { delete: { after: async (session) => notifySessionsChanged(session.userId) } },
      user: { update: { after: async (user) => notifySessionsChanged(user.id) } },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url, token }) {
        const [row] = await db.select({ invitedAt: users.invitedAt }).from(users).where(eq(users.id, user.id));
        if (!row?.invitedAt) {
          await enqueueEmail(db, passwordResetEmail(env.SITE_NAME, user.email, url, accountLocale(user)));
          return;
        }
        // An invitation link stays valid for 3 days instead of the reset link's hour.
        await db
          .update(verifications)
          .set({ expiresAt: new Date(Date.now() + invitationValidSeconds * 1000) })
          .where(eq(verifications.identifier, `reset-password:${token}`));
        // Anyone can ask for a reset: an invitation goes out at most once a day.
        await enqueueOnceADay(db, "invitation", invitationEmail(env.SITE_NAME, user.email, url, accountLocale(user)));
      },
      async onPasswordReset({ user }) {
        // The reset link reached this mailbox: the address is confirmed (and an unconfirmed sign-up by
        // someone else, with their password, is taken over by the real owner).
        await db.update(users).set({ invitedAt: null, emailVerified: true }).where(eq(users.id, user.id));
      },
      async onExistingUserSignUp({ user }) {
        await enqueueOnceADay(
          db,
          "already-registered",
          alreadyRegisteredEmail(env.SITE_NAME, user.email, env.BASE_URL, user.emailVerified, accountLocale(user)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const locale = accountLocale(user);
        await enqueueEmail(db, verificationEmail(env.SITE_NAME, user.email, emailLinkPage(url, locale), locale));
      },
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"], ac: accessControl, roles }),
      magicLink({
        disableSignUp: true,
        expiresIn: 60 * 10,
        storeToken: "hashed",
        async sendMagicLink({ email, url }) {
          const locale = await usableAccount(db, env, email);
          if (locale) await enqueueEmail(db, magicLinkEmail(env.SITE_NAME, email, emailLinkPage(url, locale), locale));
        },
      }),
      emailOTP({
        disableSignUp: true,
        otpLength: 6,
        expiresIn: 60 * 5,
        allowedAttempts: 3,
        storeOTP: "hashed",
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== "sign-in") return;
          const locale = await usableAccount(db, env, email);
          if (locale) await enqueueEmail(db, oneTimeCodeEmail(env.SITE_NAME, email, otp, locale));
        },
      }),
      twoFactor({
        issuer: env.SITE_NAME,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The library's own user administration (set-role, create-user, impersonate-user, ...) is not
        // part of the product: only the owner's tools change accounts, with the audit log.
        if (ctx.path?.startsWith("/admin/") && ctx.request) {
          throw new APIError("NOT_FOUND", { message: "Not found." });
        }
        if (ctx.body && "locale" in ctx.body) {
          // Only sign-up may name a language, and only one of ours (the account page changes it itself).
          if (ctx.path !== "/sign-up/email" || !isLocale(ctx.body.locale)) {
            throw new APIError("BAD_REQUEST", { message: "Unknown language.", code: "INVALID_LOCALE" });
          }
        }
        const limit = ACCOUNT_LIMITED_PATHS[ctx.path ?? ""];
        if (limit) {
          const account =
            limit === "two-factor"
              ? await twoFactorUserId(ctx)
              : typeof ctx.body?.email === "string"
                ? ctx.body.email.trim().toLowerCase()
                : undefined;
          if (account) await consumeAccountLimit(db, limit, account, ctx.request?.headers.get(CLIENT_IP_HEADER));
        }
        if (ctx.path === "/sign-up/email" && typeof ctx.body?.email === "string") {
          await releaseUnconfirmedSignUp(db, ctx.body.email);
        }
        const code = typeof ctx.body?.code === "string" ? ctx.body.code.trim() : "";
        if (ctx.path !== "/two-factor/verify-totp" || !code) return;
        const userId = await twoFactorUserId(ctx);
        if (userId) await refuseReplayedTotp(db, userId, code);
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Magic links and e-mailed codes never replace the authenticator: a session they just created
        // for an account with two-factor on is deleted again (none is sent to such accounts; this
        // covers a link or code that was issued before two-factor was switched on).
        if (ctx.path !== "/magic-link/verify" && ctx.path !== "/sign-in/email-otp") return;
        const created = ctx.context.newSession;
        if (!created?.user.twoFactorEnabled) return;
        await ctx.context.internalAdapter.deleteSession(created.session.token);
        ctx.context.setNewSession(null);
        if (ctx.path === "/magic-link/verify") {
          // The person opened the e-mail, written in their account's language: the page is in it too.
          const signIn = localizedHref("/auth?view=sign_in&error=TWO_FACTOR_REQUIRED", accountLocale(created.user));
          throw ctx.redirect(`${env.BASE_URL}${signIn}`);
        }
        throw new APIError("FORBIDDEN", { message: TWO_FACTOR_REQUIRED_MESSAGE, code: "TWO_FACTOR_REQUIRED" });
      }),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // The per-address ceiling only: attempts per account are limited above (consumeAccountLimit).
        // Its 15-minute window also keeps better-auth's pruning (rows older than its longest window)
        // from deleting our own 15-minute counters in the same table early.
        "/sign-in/email": { window: SIGN_IN_ADDRESS_CEILING.windowSeconds, max: SIGN_IN_ADDRESS_CEILING.max },
        "/sign-up/email": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
        "/request-password-reset": { window: 60, max: 3 },
        "/sign-in/magic-link": { window: 60, max: 3 },
        "/email-otp/send-verification-otp": { window: 60, max: 3 },
        "/sign-in/email-otp": { window: SIGN_IN_ADDRESS_CEILING.windowSeconds, max: SIGN_IN_ADDRESS_CEILING.max },
        "/two-factor/verify-totp": { window: 60, max: 5 },
        "/two-factor/verify-backup-code": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: "ho",
      useSecureCookies: env.BASE_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Set by session.server.ts (which imports this module, so it registers itself rather than being imported). */
let sessionsChangedListener: ((userId: string) => Promise<void>) | undefined;
export function onSessionsChanged(listener: (userId: string) => Promise<void>) {
  sessionsChangedListener = listener;
}
/** Awaited by the hooks: a sign-out is answered only once its record is stored (it must survive a restart). */
async function notifySessionsChanged(userId: string) {
  await sessionsChangedListener?.(userId);
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user a TOTP code is being checked for: the signed-in user, or the one half-way through sign-in. */
async function twoFactorUserId(ctx: HookContext): Promise<string | undefined> {
  const sessionCookie = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (sessionCookie) {
    const session = await ctx.context.internalAdapter.findSession(sessionCookie);
    if (session) return session.user.id;
  }
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value;
}

let instance: Promise<Auth> | undefined;

export function getAuth(): Promise<Auth> {
  instance ??= getDb().then((db) => createAuth(db, getEnv()));
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

/** Tests that swap the database also need a fresh auth instance bound to it. */
export function resetAuthForTests() {
  instance = undefined;
}
