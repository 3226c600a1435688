/**
 * Which requests count as a visit to a public page: the path of a page of the public site (never a
 * token page, an account page or an asset), normalised, from a person's browser (bots excluded by
 * their user agent). Pure: the HTTP entry's cache fast path and the app both ask it.
 */
import { isbot } from "isbot";

const SLUG = "[a-z0-9][a-z0-9-]{0,99}";
/** The public site's pages (app/routes.ts): anything else (accounts, tokens, admin, media) is not counted. */
const PUBLIC_PAGE = new RegExp(
  [
    "/",
    "/services",
    `/services/${SLUG}`,
    "/faq",
    "/about",
    "/privacypolicy",
    "/termsofservice",
    "/cookiepolicy",
    "/articles",
    `/articles/${SLUG}`,
    "/frameworks",
    `/frameworks(/${SLUG}){1,2}`,
    "/blueprint",
    `/blueprint/${SLUG}`,
    "/book",
    // Not /book/booked|cancel|confirm|reschedule/<token>: those carry secrets.
    `/book/(?!booked$|cancel$|confirm$|reschedule$)${SLUG}`,
    "/portfolio",
    `/portfolio/${SLUG}`,
  ]
    .map((pattern) => `(?:${pattern})`)
    .join("|")
    .replace(/^/, "^(?:")
    .concat(")$"),
);

/** The page's path as counted, or undefined when this path is not a public page. */
export function visitPath(url: string): string | undefined {
  let path = url.split(/[?#]/, 1)[0] ?? "";
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path.length > 200) return undefined;
  // A French page (/fr, /fr/…) counts under its own path when its English twin is a public page.
  const english = path === "/fr" ? "/" : path.startsWith("/fr/") ? path.slice(3) : path;
  return PUBLIC_PAGE.test(english) ? path : undefined;
}

/** Agents already judged: few distinct browsers make most views, and `isbot`'s pattern costs ~2 µs a test. */
const verdicts = new Map<string, boolean>();
export const MAX_REMEMBERED_AGENTS = 1_000;

/** A person's browser: a user agent that is present and not a known crawler, monitor or tool. */
export function isPersonBrowsing(userAgent: string | undefined | null): boolean {
  if (typeof userAgent !== "string" || userAgent.length === 0) return false;
  let person = verdicts.get(userAgent);
  if (person === undefined) {
    person = !isbot(userAgent);
    if (verdicts.size >= MAX_REMEMBERED_AGENTS) verdicts.clear();
    verdicts.set(userAgent, person);
  }
  return person;
}

/** A view that starts a visit: it came from no page of this site (no referrer, or another site's). */
export function isEntry(referer: string | undefined | null, host: string | undefined | null): boolean {
  if (!referer || !host) return true;
  try {
    return new URL(referer).host !== host;
  } catch {
    return true;
  }
}
