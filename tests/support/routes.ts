/** Helpers for calling route loaders and actions directly, as React Router would. */
import { RouterContextProvider } from "react-router";

export const BASE = "http://localhost:3000";

export function args(request: Request, params: Record<string, string> = {}) {
  // biome-ignore lint/suspicious/noExplicitAny: route args differ per route; tests build them by hand
  return { request, params, context: new RouterContextProvider() } as any;
}

export function get(path: string, cookie?: string) {
  return new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
}

export function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = { origin: BASE, "x-client-ip": "203.0.113.7" };
  if (cookie) headers.cookie = cookie;
  return new Request(`${BASE}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** Turns Set-Cookie headers into a Cookie request header. */
export function cookieFrom(response: Response | Headers) {
  const headers = response instanceof Response ? response.headers : response;
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c?.endsWith("="))
    .join("; ");
}

/** Runs a loader/action and returns the thrown or returned Response (redirects are thrown). */
export async function run(fn: () => Promise<unknown> | unknown): Promise<unknown> {
  try {
    return await fn();
  } catch (thrown) {
    return thrown;
  }
}

export function isRedirect(value: unknown, location?: string) {
  return (
    value instanceof Response &&
    value.status >= 300 &&
    value.status < 400 &&
    (location === undefined || value.headers.get("Location") === location)
  );
}
