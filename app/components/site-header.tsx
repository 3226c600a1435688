import { useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { alternatePaths } from "~/lib/i18n/locale";
import { useLocale, useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { useMenuClosesOnNavigation } from "./ui/menu-closes-on-navigation";

interface HeaderUser {
  email: string;
  role: string;
  /** The owner's "Today" count (items needing attention), shown on the Dashboard link. */
  attention?: number;
}

function AttentionBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span
      className="ml-1.5 rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white"
      data-testid="nav-attention"
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> {m.nav_attention({ count })}</span>
    </span>
  );
}

/**
 * The site's places, in this order, in the header on every screen size and in the footer; Book is the call
 * to action. The specification's header (Home, Services, Blueprint, Frameworks, Contact): the wordmark is
 * Home, and Contact is Book (decisions §1).
 */
export const sitePlaces = [
  { to: "/services", label: m.nav_services },
  { to: "/portfolio", label: m.nav_portfolio },
  { to: "/blueprint", label: m.nav_blueprint },
  { to: "/frameworks", label: m.nav_frameworks },
  { to: "/articles", label: m.nav_articles },
  { to: "/faq", label: m.nav_faq },
  { to: "/about", label: m.nav_about },
];

const BOOK = { to: "/book", label: m.nav_book } as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative inline-flex min-h-11 items-center px-1 text-sm whitespace-nowrap no-underline transition-colors hover:text-ink ${
    isActive
      ? "font-semibold text-ink after:absolute after:inset-x-1 after:bottom-1.5 after:h-px after:bg-accent"
      : "text-ink-soft"
  }`;

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center justify-between border-b border-line py-2 font-display text-2xl no-underline ${
    isActive ? "text-accent" : "text-ink"
  }`;

/** The studio's mark: two circles around an accent dot. */
export function Mark({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={`${className} shrink-0`}>
      <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.25" />
      <circle cx="16" cy="16" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.25" />
      <circle cx="16" cy="16" r="2" className="fill-accent" />
    </svg>
  );
}

/** The studio's mark and name, a link to `href` (the home page unless told otherwise). */
export function Wordmark({ href }: { href?: string }) {
  const localized = useLocalizedHref();
  return (
    <a href={href ?? localized("/")} className="group flex items-center gap-2.5 text-ink no-underline hover:text-ink">
      <Mark className="size-8" />
      <span className="font-display text-xl leading-none font-medium tracking-[-0.01em]">Holistic Omega</span>
    </a>
  );
}

export function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        {m.nav_logout()}
      </button>
    </Form>
  );
}

function AccountLinks({ user, mobile }: { user: HeaderUser | null; mobile?: boolean }) {
  const localized = useLocalizedHref();
  const cls = mobile
    ? "inline-flex min-h-11 items-center text-base font-semibold text-ink-soft no-underline hover:text-ink"
    : "inline-flex min-h-11 items-center text-sm whitespace-nowrap text-muted no-underline hover:text-ink aria-[current=page]:text-ink";
  if (!user) {
    return (
      <li>
        <NavLink to={localized("/auth")} className={cls}>
          {m.nav_login()}
        </NavLink>
      </li>
    );
  }
  return (
    <>
      <li>
        <NavLink to="/dashboard" className={cls}>
          {m.nav_dashboard()}
          <AttentionBadge count={user.attention} />
        </NavLink>
      </li>
      <li>
        <NavLink to="/account" className={cls}>
          {m.nav_account()}
        </NavLink>
      </li>
      <li>
        <LogoutButton className={`${cls} cursor-pointer`} />
      </li>
    </>
  );
}

/**
 * The same page in the other language, on pages that have both. A plain link: the new page is a new
 * document in its own language (its `lang`, its messages).
 */
function LanguageLink({ mobile }: { mobile?: boolean }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const alternates = alternatePaths(pathname);
  if (!alternates) return null;
  const other = locale === "fr" ? "en" : "fr";
  return (
    <li>
      <a
        href={alternates[other]}
        hrefLang={other}
        lang={other}
        className={
          mobile
            ? "inline-flex min-h-11 items-center text-base font-semibold text-ink-soft no-underline hover:text-ink"
            : "inline-flex min-h-11 items-center text-sm whitespace-nowrap text-muted no-underline hover:text-ink"
        }
      >
        {m.language_in_other()}
      </a>
    </li>
  );
}

/**
 * The site header. Wide screens (1280 px and up: the French labels of a signed-in owner need it all, each on
 * one line, with 14 px links and 12 px between them; about 35 px are left there, enough for a two-digit
 * attention badge) show the list inline; narrower screens fold the same list into a
 * `<details>` disclosure, which opens and closes without JavaScript (content pages ship none). With
 * JavaScript, a client-side navigation closes it again.
 */
export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const localized = useLocalizedHref();
  useMenuClosesOnNavigation(menu);

  return (
    <header className="relative border-b border-line bg-paper">
      <div className="container-page flex min-h-18 items-center justify-between gap-4">
        <Wordmark />

        <nav aria-label={m.nav_main()} className="hidden items-center gap-4 xl:flex">
          <ul className="flex items-center gap-3">
            {sitePlaces.map((link) => (
              <li key={link.to}>
                <NavLink to={localized(link.to)} className={linkClass}>
                  {link.label()}
                </NavLink>
              </li>
            ))}
            <li className="ml-1">
              <NavLink to={localized(BOOK.to)} className="btn-primary min-h-10 px-5 py-1.5 whitespace-nowrap">
                {BOOK.label()}
              </NavLink>
            </li>
          </ul>
          <ul className="flex items-center gap-3 border-l border-line pl-4">
            <AccountLinks user={user} />
            <LanguageLink />
          </ul>
        </nav>

        <details ref={menu} className="group xl:hidden">
          <summary className="btn-secondary min-h-10 cursor-pointer list-none gap-2 px-4 py-1.5 text-sm [&::-webkit-details-marker]:hidden">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
              <path
                d="M3 6h14M3 14h14"
                stroke="currentColor"
                strokeWidth="1.5"
                className="origin-center transition-transform group-open:hidden"
              />
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="1.5"
                className="hidden group-open:block"
              />
            </svg>
            {m.nav_menu()}
          </summary>
          <nav
            aria-label={m.nav_mobile()}
            className="absolute inset-x-0 top-18 z-40 border-b border-line bg-paper px-gutter pt-2 pb-8 shadow-[0_24px_48px_-24px_rgb(0_0_0/0.25)]"
          >
            <ul>
              {sitePlaces.map((link) => (
                <li key={link.to}>
                  <NavLink to={localized(link.to)} className={mobileLinkClass}>
                    {link.label()}
                    <span aria-hidden="true" className="text-base text-muted">
                      →
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
            <NavLink to={localized(BOOK.to)} className="btn-primary mt-6 w-full">
              {BOOK.label()}
            </NavLink>
            <ul className="mt-4 flex flex-wrap items-center gap-x-6">
              <AccountLinks user={user} mobile />
              <LanguageLink mobile />
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
