/**
 * The addresses of the two e-mailed links that sign in (app/accounts/email-links.server.ts). better-auth
 * makes them (`/api/auth/magic-link/verify?…`, `/api/auth/verify-email?…`); the e-mails carry our page's
 * address instead, with the same query. A link of the library's own form (sent before the pages
 * existed) leads to the page.
 */
import { type Locale, localeOfPath, localizedHref } from "./i18n/locale.ts";

/** Each link's page (under /auth) and the better-auth endpoint behind it. */
export const EMAIL_LINKS = {
  "magic-link": "/magic-link/verify",
  "verify-email": "/verify-email",
} as const;

export type EmailLinkKind = keyof typeof EMAIL_LINKS;

const KINDS = Object.keys(EMAIL_LINKS) as EmailLinkKind[];

/** The link's kind from the library's endpoint path (`/api/auth/verify-email`), or null. */
export function kindOfEndpoint(pathname: string): EmailLinkKind | null {
  return KINDS.find((kind) => pathname === `/api/auth${EMAIL_LINKS[kind]}`) ?? null;
}

/** The link's kind from its page's path (`/auth/magic-link`, `/fr/auth/verify-email`). */
export function kindOfPage(pathname: string): EmailLinkKind {
  const kind = KINDS.find((k) => pathname.endsWith(`/auth/${k}`));
  if (!kind) throw new Error(`Not an e-mailed link's page: ${pathname}`);
  return kind;
}

/** The page's address for a link the library made, in the reader's language, with the link's query. */
export function emailLinkPage(libraryUrl: string, locale: Locale): string {
  const url = new URL(libraryUrl);
  const kind = kindOfEndpoint(url.pathname);
  if (!kind) throw new Error(`Not an e-mailed sign-in link: ${url.pathname}`);
  return `${url.origin}${localizedHref(`/auth/${kind}${url.search}`, locale)}`;
}

/**
 * Where a link of the library's own form now leads: the page, in the language its way back names
 * (a French sign-in page asked for it), with the same query.
 */
export function pageForLibraryLink(url: URL): string | null {
  const kind = kindOfEndpoint(url.pathname);
  if (!kind) return null;
  const back = url.searchParams.get("callbackURL") ?? "";
  const locale: Locale = back.startsWith("/") && localeOfPath(back.split(/[?#]/, 1)[0]!) === "fr" ? "fr" : "en";
  return localizedHref(`/auth/${kind}${url.search}`, locale);
}
