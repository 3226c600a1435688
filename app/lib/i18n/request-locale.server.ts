/**
 * The language of the work in progress on the server (ADR 023). A request runs in the language of its
 * address on public pages, of the signed-in account elsewhere (root middleware); background work (e-mails, calendar files, PDFs) runs `inLocale(recipient's
 * language, …)`. Paraglide's messages read it through `getLocale`; outside both, English.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { RouterContextProvider } from "react-router";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { pagePath } from "../request-path";
import { sessionUserContext } from "../session.server";
import { BASE_LOCALE, type Locale, requestLocale } from "./locale";

const current = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => current.getStore() ?? BASE_LOCALE);

export function inLocale<T>(locale: Locale, work: () => T): T {
  return current.run(locale, work);
}

/** The language the server is working in now. */
export function serverLocale(): Locale {
  return current.getStore() ?? BASE_LOCALE;
}

/**
 * Root middleware, after the session middleware (it reads the session user from the context):
 * everything the request does (loaders, actions, rendering) runs in `requestLocale`.
 */
export function localeMiddleware(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  next: () => Promise<Response>,
): Promise<Response> {
  const account = context.get(sessionUserContext)?.user?.locale;
  return inLocale(requestLocale(pagePath(request), account), next);
}
