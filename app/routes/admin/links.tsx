import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { ownerLinkGroups } from "~/content/owner-links";
import { getEnv } from "~/lib/env.server";
import { localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/links";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.owner_links_title(), noindex: true });

// The owner's links travel through the loader, so they never reach the client bundle of other roles.
export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const urls = getSiteConfig(getEnv().SITE_NAME).links;
  const locale = serverLocale();
  return {
    groups: ownerLinkGroups.map((group) => ({
      id: group.id,
      title: group.title(),
      intro: group.intro(),
      links: group.links.map((link) => ({
        title: link.title(),
        description: link.description(),
        // A public page in the owner's language (`/fr/blueprint` in French); the owner's own pages have one address.
        href: link.external ? urls[link.external] : localizedHref(link.to ?? "/", locale),
        external: Boolean(link.external),
      })),
    })),
  };
}

const rowClass =
  "flex items-center gap-4 px-5 py-4 text-ink no-underline transition-colors hover:bg-sand/60 hover:text-ink focus-visible:outline-offset-[-2px]";

export default function Links({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-12">
      <PageHeader eyebrow={m.owner_links_eyebrow()} title={m.owner_links_title()} lead={m.owner_links_lead()} />
      <div className="mt-10 grid gap-10 xl:grid-cols-2">
        {loaderData.groups.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`links-${group.id}`}
            className={group.id === "pages" ? "xl:row-span-2" : ""}
          >
            <h2 id={`links-${group.id}`} className="font-display text-2xl font-medium text-ink">
              {group.title}
            </h2>
            <p className="mt-1 text-[0.9375rem] text-muted">{group.intro}</p>
            <ul className="mt-4 divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
              {group.links.map((link) => {
                const body = (
                  <>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{link.title}</span>
                      <span className="mt-0.5 block text-sm text-muted">{link.description}</span>
                    </span>
                    <span aria-hidden="true" className="text-muted">
                      {link.external ? "↗" : "→"}
                    </span>
                  </>
                );
                return (
                  <li key={link.title}>
                    {link.external ? (
                      <a href={link.href} target="_blank" rel="noopener noreferrer" className={rowClass}>
                        {body}
                        <span className="sr-only">{m.link_new_tab()}</span>
                      </a>
                    ) : (
                      <Link to={link.href} className={rowClass}>
                        {body}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
