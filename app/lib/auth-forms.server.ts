/**
 * Our forms post to route actions (so they work without JavaScript); the actions call better-auth's
 * own HTTP handler rather than `auth.api.*`, so its rate limiter and origin checks apply to them too.
 */
import { z } from "zod";
import { CLIENT_IP_HEADER, getAuth } from "./auth.server.ts";
import { getEnv } from "./env.server.ts";

export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address.").max(254));

export const PasswordSchema = z.string().min(8, "Use at least 8 characters.").max(128, "Use at most 128 characters.");

export interface AuthCallResult {
  ok: boolean;
  status: number;
  code?: string;
  message?: string;
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
  const error = (parsed && typeof parsed === "object" ? parsed : {}) as { code?: string; message?: string };
  return {
    ok: response.ok,
    status: response.status,
    code: response.ok ? undefined : error.code,
    message: response.ok ? undefined : error.message,
    setCookies: response.headers.getSetCookie(),
    body: parsed,
  };
}

/** Messages people can act on, for the errors better-auth reports. */
export function describeAuthError(result: AuthCallResult): string {
  if (result.status === 429) {
    // Only this account is held back (others on the same network are not): say so, and what helps.
    return result.code === "ACCOUNT_RATE_LIMITED" && result.message
      ? result.message
      : "Too many attempts from your network. Please wait a few minutes and try again.";
  }
  switch (result.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "Invalid email or password";
    case "EMAIL_NOT_VERIFIED":
      return "Please confirm your e-mail address first. We have sent you a new confirmation link.";
    case "PASSWORD_TOO_SHORT":
      return "Password is too short: use at least 8 characters.";
    case "PASSWORD_TOO_LONG":
      return "Password is too long: use at most 128 characters.";
    case "BANNED_USER":
      return "This account has been deactivated. Please contact us.";
    default:
      return result.message || "Something went wrong. Please try again.";
  }
}

export function withCookies(init: ResponseInit, cookies: string[]): ResponseInit {
  const headers = new Headers(init.headers);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return { ...init, headers };
}
