/**
 * Our forms post to route actions (so they work without JavaScript); the actions call better-auth's
 * own HTTP handler rather than `auth.api.*`, so its rate limiter and origin checks apply to them too.
 */
import { ACCOUNT_LIMIT_MESSAGES, CLIENT_IP_HEADER, getAuth, isAccountLimit } from "../lib/auth.server.ts";
import { getEnv } from "../lib/env.server.ts";
import { logger } from "../lib/logger.server.ts";
import { PASSWORD_LENGTH } from "../lib/password-length.ts";
import { m } from "../paraglide/messages.js";

// The first rules of every account form live with the /auth page's schemas (browser-safe, ADR 024).
export { EmailSchema, PasswordSchema } from "./auth-form.ts";

export interface AuthCallResult {
  ok: boolean;
  status: number;
  code?: string;
  message?: string;
  /** Which per-account limit refused it (code ACCOUNT_RATE_LIMITED). */
  limit?: string;
  setCookies: string[];
  body: unknown;
}

export async function callAuthEndpoint(request: Request, endpoint: string, body: unknown): Promise<AuthCallResult> {
  const auth = await getAuth();
  const env = getEnv();
  const headers = new Headers({ "content-type": "application/json", origin: env.BASE_URL });
  for (const name of [CLIENT_IP_HEADER, "cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await auth.handler(
    new Request(`${env.BASE_URL}/api/auth${endpoint}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  const error = (parsed && typeof parsed === "object" ? parsed : {}) as {
    code?: string;
    message?: string;
    limit?: string;
  };
  return {
    ok: response.ok,
    status: response.status,
    code: response.ok ? undefined : error.code,
    message: response.ok ? undefined : error.message,
    limit: response.ok ? undefined : error.limit,
    setCookies: response.headers.getSetCookie(),
    body: parsed,
  };
}

/** Messages people can act on, in the request's language, for the errors better-auth reports. */
export function describeAuthError(result: AuthCallResult): string {
  if (result.status === 429) {
    // Only this account is held back (others on the same network are not): say so, and what helps.
    return result.code === "ACCOUNT_RATE_LIMITED" && isAccountLimit(result.limit)
      ? ACCOUNT_LIMIT_MESSAGES[result.limit]()
      : m.payments_auth_too_many();
  }
  switch (result.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return m.payments_auth_invalid();
    case "EMAIL_NOT_VERIFIED":
      return m.payments_auth_not_verified();
    case "PASSWORD_TOO_SHORT":
      return m.payments_auth_too_short(PASSWORD_LENGTH);
    case "PASSWORD_TOO_LONG":
      return m.payments_auth_too_long(PASSWORD_LENGTH);
    case "BANNED_USER":
      return m.payments_auth_banned();
    case "TWO_FACTOR_REQUIRED":
      return m.account_auth_two_factor_required();
    default:
      // A refusal we have no words for: the library's own text is English only (and may say more than we
      // mean to), so the reader gets ours, in their language, and the log keeps the code to add it here.
      logger.warn({ code: result.code, status: result.status }, "auth refusal without a message of ours");
      return m.payments_auth_went_wrong();
  }
}

export function withCookies(init: ResponseInit, cookies: string[]): ResponseInit {
  const headers = new Headers(init.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return { ...init, headers };
}
