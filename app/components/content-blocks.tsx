import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TitledText } from "~/content/types";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/** Building blocks of the content pages (services, Blueprint phases, frameworks, legal pages). */

function withClass(base: string, className?: string) {
  return className ? `${base} ${className}` : base;
}

/**
 * A titled part of a content page, labelled by its h2. `compact` is the tighter rhythm of the
 * framework pages, whose sections are short.
 */
export function Section({
  id,
  title,
  compact = false,
  children,
}: {
  id: string;
  title: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={compact ? "mt-12" : "mt-16 sm:mt-20"}>
      <h2 id={id} className={withClass("font-display font-medium text-ink", compact ? "text-2xl" : "text-heading")}>
        {title}
      </h2>
      <div className={compact ? "mt-4" : "mt-6"}>{children}</div>
    </section>
  );
}

/** One `<p>` per string. */
export function Paragraphs({ items, className }: { items: string[]; className?: string }) {
  return (
    <div className={withClass("prose-page text-[1.0625rem] text-ink-soft", className)}>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

export function BulletList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={withClass("list-disc space-y-2 pl-6 leading-relaxed text-slate-700", className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Titled items in two ruled columns (a list to scan, not a wall of boxes). */
export function CardList({ items }: { items: TitledText[] }) {
  return (
    <ul className="grid gap-x-10 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="border-t border-line py-5">
          <h3 className="text-[1.0625rem] font-semibold text-ink">{item.title}</h3>
          <p className="mt-1.5 leading-relaxed text-ink-soft">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** An ordered list of steps; the round number badges are decorative (the `<ol>` already numbers them). */
export function NumberedSteps({ items, className }: { items: TitledText[]; className?: string }) {
  return (
    <ol className={withClass("space-y-4", className)}>
      {items.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full border border-line-strong/60 font-display text-lg text-ink"
          >
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="text-[1.0625rem] font-semibold text-ink">{step.title}</h3>
            <p className="mt-1 leading-relaxed text-ink-soft">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export interface PageLink {
  to: string;
  /** Short position label, e.g. "Phase 2" or "Module 3". */
  label: string;
  title: string;
}

/** Previous/next links between the pages of a series; `last` takes the next link's place on the final page. */
export function PrevNextNav({
  label,
  previous,
  next,
  last = null,
}: {
  label: string;
  previous: PageLink | null;
  next: PageLink | null;
  last?: ReactNode;
}) {
  const href = useLocalizedHref();
  return (
    <nav aria-label={label} className="mt-16 border-t border-line pt-6">
      <ul className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <li>
          {previous ? (
            <Link to={href(previous.to)} rel="prev" className="block">
              <span className="block text-sm text-slate-700">{m.pages_previous({ label: previous.label })}</span>
              {previous.title}
            </Link>
          ) : null}
        </li>
        <li className="sm:text-right">
          {next ? (
            <Link to={href(next.to)} rel="next" className="block">
              <span className="block text-sm text-slate-700">{m.pages_next({ label: next.label })}</span>
              {next.title}
            </Link>
          ) : (
            last
          )}
        </li>
      </ul>
    </nav>
  );
}
