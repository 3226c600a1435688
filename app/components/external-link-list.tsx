import type { ExternalLink, LinkColumn } from "~/content/links";

/** The words around the links, in the page's language (English unless a page passes its own). */
export interface LinkListLabels {
  /** The card's button: "Open Perplexity". */
  open: (name: string) => string;
  /** Said to screen readers after each link (with its leading space). */
  newTab: string;
}

const englishLabels: LinkListLabels = { open: (name) => `Open ${name}`, newTab: " (opens in a new tab)" };

/** An external link that opens in a new tab and says so to screen readers. */
function ExternalAnchor({
  link,
  className,
  children,
  newTab,
}: {
  link: ExternalLink;
  className?: string;
  children: string;
  newTab: string;
}) {
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{newTab}</span>
    </a>
  );
}

/** A grid of cards, one per external link (API dashboards, key consoles, IDE subscriptions). */
export function ExternalLinkCards({
  links,
  label,
  labels = englishLabels,
}: {
  links: readonly ExternalLink[];
  label?: string;
  labels?: LinkListLabels;
}) {
  return (
    <ul aria-label={label} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.url} className="card flex flex-col">
          <h2 className="text-lg font-bold text-brand-900">{link.name}</h2>
          {link.description ? <p className="mt-2 flex-1 text-slate-700">{link.description}</p> : null}
          <ExternalAnchor link={link} className="btn-secondary mt-4 self-start" newTab={labels.newTab}>
            {labels.open(link.name)}
          </ExternalAnchor>
        </li>
      ))}
    </ul>
  );
}

/** Columns as cards: an h2 per column and its external links, each with its description underneath. */
export function ExternalLinkColumns({
  columns,
  labels = englishLabels,
}: {
  columns: readonly LinkColumn[];
  labels?: LinkListLabels;
}) {
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {columns.map((column) => (
        <section key={column.title} aria-labelledby={columnId(column.title)} className="card">
          <h2 id={columnId(column.title)} className="font-display text-2xl font-medium text-ink">
            {column.title}
          </h2>
          <ul className="mt-4 space-y-4">
            {column.links.map((link) => (
              <li key={link.url}>
                <ExternalAnchor link={link} className="font-semibold" newTab={labels.newTab}>
                  {link.name}
                </ExternalAnchor>
                {link.description ? <p className="mt-1 text-sm text-slate-700">{link.description}</p> : null}
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
