/**
 * better-auth, configured for this product: e-mail/password with mandatory verification, roles
 * through the admin plugin (never settable by the client), rate limits kept in the database and
 * keyed by the address the HTTP entry puts in CLIENT_IP_HEADER.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "./db/schema.ts";
import type { Db } from "./db.server.ts";
import { getDb } from "./db.server.ts";
import { enqueueEmail } from "./email/outbox.server.ts";
import { passwordResetEmail, verificationEmail } from "./email/templates.server.ts";
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
    session: { expiresIn: sessionMaxAgeSeconds, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await enqueueEmail(db, passwordResetEmail(env.SITE_NAME, user.email, url));
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
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"], ac: accessControl, roles })],
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
