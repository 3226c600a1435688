/**
 * The language of the work in progress on the server (ADR 023). A request runs in the language of its
 * address (root middleware); background work (e-mails, calendar files, PDFs) runs `inLocale(recipient's
 * language, …)`. Paraglide's messages read it through `getLocale`; outside both, English.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { overwriteGetLocale } from "~/paraglide/runtime";
import { pagePath } from "../request-path";
import { BASE_LOCALE, type Locale, localeOfPath } from "./locale";

const current = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => current.getStore() ?? BASE_LOCALE);

export function inLocale<T>(locale: Locale, work: () => T): T {
  return current.run(locale, work);
}

/** The language the server is working in now. */
export function serverLocale(): Locale {
  return current.getStore() ?? BASE_LOCALE;
}

/** Root middleware: everything the request does (loaders, actions, rendering) runs in its address's language. */
export function localeMiddleware({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> {
  return inLocale(localeOfPath(pagePath(request)), next);
}
