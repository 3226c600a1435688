/**
 * Session guards. Every loader and action that needs a session calls one of these itself;
 * a layout check alone protects nothing. The root middleware loads the session once per request.
 */
import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import { getAuth } from "./auth.server.ts";
import { ROLES, type Role } from "./db/schema.ts";
import { pageUrl } from "./request-path.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** `null` = not looked up yet; `{ user: null }` = anonymous. */
export const sessionUserContext = createContext<{ user: SessionUser | null } | null>(null);

interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session || session.user.banned) return null;
  const role = ROLES.includes(session.user.role as Role) ? (session.user.role as Role) : "user";
  return { id: session.user.id, email: session.user.email, name: session.user.name, role };
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

export async function requireUser(args: GuardArgs): Promise<SessionUser> {
  const user = await getUser(args);
  if (!user) {
    throw redirect(`/auth?redirectTo=${encodeURIComponent(pageUrl(args.request))}`);
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
  if (!user) throw data({ detail: "You must be logged in to access this page." }, { status: 401 });
  if (!allowed.includes(user.role)) throw data({ detail: "You do not have permission to do this." }, { status: 403 });
  return user;
}
