/**
 * The owner's shell: one navigation to every owner area, as a sidebar from the `lg` breakpoint and as a
 * menu on narrower screens. The menu is a `<details>` disclosure, so it opens and closes with the
 * keyboard and without JavaScript; with JavaScript, a navigation or Escape closes it again.
 */
import { type ReactNode, useRef } from "react";
import { Link, useLocation } from "react-router";
import { LogoutButton, Wordmark } from "~/components/site-header";
import { useMenuClosesOnNavigation } from "~/components/ui/menu-closes-on-navigation";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { ariaCurrentFor, firstName, type OwnerArea, ownerAreaFor, ownerNavigation } from "../navigation";
import { OwnerIcon } from "./owner-icons";

export interface OwnerShellData {
  name: string;
  email: string;
  /** Today's count: what needs the owner (unanswered inquiries, reports to approve, failed e-mails). */
  attention: number;
  unreadInquiries: number;
}

function Badge({ area, owner, current }: { area: OwnerArea; owner: OwnerShellData; current: boolean }) {
  const count =
    area.badge === "attention" ? owner.attention : area.badge === "unreadInquiries" ? owner.unreadInquiries : 0;
  if (!count) return null;
  const words = area.badge === "attention" ? m.owner_shell_badge_attention({ count }) : m.owner_shell_badge_unread();
  return (
    <span
      className={`ml-auto min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs leading-4 font-semibold tabular-nums ${
        current ? "bg-ink text-on-ink" : "bg-accent text-on-ink"
      }`}
      data-testid={area.badge === "attention" ? "nav-attention" : `nav-${area.id}-count`}
    >
      {count}
      <span className="sr-only"> {words}</span>
    </span>
  );
}

function OwnerNavList({ owner, pathname, idPrefix }: { owner: OwnerShellData; pathname: string; idPrefix: string }) {
  return (
    <nav aria-label={m.owner_shell_nav_label()}>
      {ownerNavigation.map((group, index) => {
        const labelId = `${idPrefix}-group-${index}`;
        return (
          <div key={group.label ?? "main"} className={index > 0 ? "mt-5" : ""}>
            {group.label && (
              <p
                id={labelId}
                className="px-3 pb-1.5 text-[0.6875rem] font-semibold tracking-[0.12em] text-muted uppercase"
              >
                {group.label}
              </p>
            )}
            <ul className="space-y-0.5" aria-labelledby={group.label ? labelId : undefined}>
              {group.areas.map((area) => {
                const current = ariaCurrentFor(area, pathname);
                return (
                  <li key={area.id}>
                    {/* Styled by .owner-nav-link in app.css: 26 links a page (the sidebar and the phone menu). */}
                    <Link to={area.to} aria-current={current} className="owner-nav-link">
                      {current && (
                        <span aria-hidden="true" className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-accent" />
                      )}
                      <OwnerIcon area={area.id} />
                      <span>{area.label}</span>
                      <Badge area={area} owner={owner} current={Boolean(current)} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** Who is signed in, and the ways out of the owner's area: the account, the public site, logging out. */
function OwnerFooter({ owner, pathname }: { owner: OwnerShellData; pathname: string }) {
  const shown = owner.name.trim() || owner.email;
  // The public site in the owner's language: its home page is `/fr` in French.
  const localized = useLocalizedHref();
  const quiet =
    "inline-flex min-h-9 cursor-pointer items-center rounded-md px-2 text-[0.8125rem] text-muted no-underline hover:bg-sand/70 hover:text-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink";
  return (
    <div className="border-t border-line pt-4">
      <div className="flex items-center gap-3 px-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft font-display text-base text-ink"
        >
          {(firstName(owner.name) || owner.email).charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink">{shown}</p>
          {shown !== owner.email && <p className="truncate text-xs text-muted">{owner.email}</p>}
        </div>
      </div>
      <ul className="mt-2 flex flex-wrap items-center gap-x-1 px-1">
        <li>
          <Link to="/account" aria-current={pathname === "/account" ? "page" : undefined} className={quiet}>
            {m.owner_shell_account()}
          </Link>
        </li>
        <li>
          <Link to={localized("/")} className={quiet}>
            {m.owner_shell_view_site()}
          </Link>
        </li>
        <li>
          <LogoutButton className={quiet} />
        </li>
      </ul>
    </div>
  );
}

export function OwnerShell({ owner, children }: { owner: OwnerShellData; children: ReactNode }) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  useMenuClosesOnNavigation(menu);
  const area = ownerAreaFor(pathname);

  return (
    <div className="flex-1 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <aside aria-label={m.owner_shell_sidebar_label()} className="hidden border-r border-line bg-surface lg:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-5 overflow-y-auto px-3 py-5">
          <div className="px-3">
            <Wordmark href="/dashboard" />
          </div>
          <div className="flex-1">
            <OwnerNavList owner={owner} pathname={pathname} idPrefix="sidebar" />
          </div>
          <OwnerFooter owner={owner} pathname={pathname} />
        </div>
      </aside>

      <div className="sticky top-0 z-40 border-b border-line bg-paper lg:hidden">
        <div className="relative flex min-h-16 items-center justify-between gap-4 px-gutter">
          <Wordmark href="/dashboard" />
          <details
            ref={menu}
            className="group"
            onKeyDown={(event) => {
              if (event.key === "Escape" && menu.current?.open) {
                menu.current.open = false;
                menu.current.querySelector("summary")?.focus();
              }
            }}
          >
            <summary className="btn-secondary min-h-11 cursor-pointer list-none gap-2 px-4 py-1.5 text-sm [&::-webkit-details-marker]:hidden">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
                <path d="M3 6h14M3 14h14" stroke="currentColor" strokeWidth="1.5" className="group-open:hidden" />
                <path
                  d="M5 5l10 10M15 5L5 15"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  className="hidden group-open:block"
                />
              </svg>
              {m.owner_shell_menu()}
              {area && <span className="sr-only">{m.owner_shell_menu_now_on({ area: area.label })}</span>}
            </summary>
            <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-gutter pt-4 pb-6 shadow-[0_24px_48px_-24px_rgb(0_0_0/0.3)]">
              <OwnerNavList owner={owner} pathname={pathname} idPrefix="menu" />
              <div className="mt-6">
                <OwnerFooter owner={owner} pathname={pathname} />
              </div>
            </div>
          </details>
        </div>
      </div>

      <main id="main" className="min-w-0 pb-16">
        {children}
      </main>
    </div>
  );
}
