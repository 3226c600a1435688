import { FRENCH_COLUMN_TITLES, FRENCH_LINK_DESCRIPTIONS } from "~/content/fr/links";
import type { ExternalLink, LinkColumn } from "~/content/links";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/** A seeded description or column title in the page's language: the English text is its French one's key. */
function inLanguage(text: string, french: Readonly<Record<string, string>>, locale: Locale) {
  return locale === "fr" ? (french[text] ?? text) : text;
}

/** An external link that opens in a new tab and says so to screen readers. */
function ExternalAnchor({ link, className, children }: { link: ExternalLink; className?: string; children: string }) {
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{m.link_new_tab()}</span>
    </a>
  );
}

/** A grid of cards, one per external link (API dashboards, key consoles, IDE subscriptions). */
export function ExternalLinkCards({ links, label }: { links: readonly ExternalLink[]; label?: string }) {
  const locale = useLocale();
  return (
    <ul aria-label={label} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.url} className="card flex flex-col">
          <h2 className="text-lg font-bold text-brand-900">{link.name}</h2>
          {link.description ? (
            <p className="mt-2 flex-1 text-slate-700">
              {inLanguage(link.description, FRENCH_LINK_DESCRIPTIONS, locale)}
            </p>
          ) : null}
          <ExternalAnchor link={link} className="btn-secondary mt-4 self-start">
            {m.link_open({ name: link.name })}
          </ExternalAnchor>
        </li>
      ))}
    </ul>
  );
}

/** Columns as cards: an h2 per column and its external links, each with its description underneath. */
export function ExternalLinkColumns({ columns }: { columns: readonly LinkColumn[] }) {
  const locale = useLocale();
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {columns.map((column) => (
        <section key={column.title} aria-labelledby={columnId(column.title)} className="card">
          <h2 id={columnId(column.title)} className="font-display text-2xl font-medium text-ink">
            {inLanguage(column.title, FRENCH_COLUMN_TITLES, locale)}
          </h2>
          <ul className="mt-4 space-y-4">
            {column.links.map((link) => (
              <li key={link.url}>
                <ExternalAnchor link={link} className="font-semibold">
                  {link.name}
                </ExternalAnchor>
                {link.description ? (
                  <p className="mt-1 text-sm text-slate-700">
                    {inLanguage(link.description, FRENCH_LINK_DESCRIPTIONS, locale)}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function columnId(title: string) {
  return `column-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
}
