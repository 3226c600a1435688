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
import { accounts, rateLimits, sessions, twoFactors, usedTotpCodes, users, verifications } from "./db/schema.ts";
import type { Db } from "./db.server.ts";
import { getDb } from "./db.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import {
  invitationEmail,
  magicLinkEmail,
  noAccountEmail,
  oneTimeCodeEmail,
  passwordResetEmail,
  verificationEmail,
} from "./email/templates.server.ts";
import type { Env } from "./env.server.ts";
import { getEnv } from "./env.server.ts";

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
 */
async function usableAccount(db: Db, env: Env, email: string) {
  const [user] = await db
    .select({ id: users.id, emailVerified: users.emailVerified, banned: users.banned })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (user?.emailVerified && !user.banned) return true;
  await enqueueEmail(db, noAccountEmail(env.SITE_NAME, email, env.BASE_URL, user ? "unverified" : "unknown"));
  return false;
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
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url, token }) {
        const [row] = await db.select({ invitedAt: users.invitedAt }).from(users).where(eq(users.id, user.id));
        if (!row?.invitedAt) {
          await enqueueEmail(db, passwordResetEmail(env.SITE_NAME, user.email, url));
          return;
        }
        // An invitation link stays valid for 3 days instead of the reset link's hour.
        await db
          .update(verifications)
          .set({ expiresAt: new Date(Date.now() + invitationValidSeconds * 1000) })
          .where(eq(verifications.identifier, `reset-password:${token}`));
        await enqueueEmail(db, invitationEmail(env.SITE_NAME, user.email, url));
      },
      async onPasswordReset({ user }) {
        await db.update(users).set({ invitedAt: null }).where(eq(users.id, user.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await enqueueEmail(db, verificationEmail(env.SITE_NAME, user.email, url));
      },
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"], ac: accessControl, roles }),
      magicLink({
        disableSignUp: true,
        expiresIn: 60 * 10,
        storeToken: "hashed",
        async sendMagicLink({ email, url }) {
          if (await usableAccount(db, env, email)) await enqueueEmail(db, magicLinkEmail(env.SITE_NAME, email, url));
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
          if (await usableAccount(db, env, email)) await enqueueEmail(db, oneTimeCodeEmail(env.SITE_NAME, email, otp));
        },
      }),
      twoFactor({
        issuer: env.SITE_NAME,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const code = typeof ctx.body?.code === "string" ? ctx.body.code.trim() : "";
        if (ctx.path !== "/two-factor/verify-totp" || !code) return;
        const userId = await twoFactorUserId(ctx);
        if (userId) await refuseReplayedTotp(db, userId, code);
      }),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
        "/request-password-reset": { window: 60, max: 3 },
        "/sign-in/magic-link": { window: 60, max: 3 },
        "/email-otp/send-verification-otp": { window: 60, max: 3 },
        "/sign-in/email-otp": { window: 60, max: 5 },
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
let sessionsChangedListener: ((userId: string) => void) | undefined;
export function onSessionsChanged(listener: (userId: string) => void) {
  sessionsChangedListener = listener;
}
function notifySessionsChanged(userId: string) {
  sessionsChangedListener?.(userId);
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
