import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TitledText } from "~/content/types";

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
    <section aria-labelledby={id} className={compact ? "mt-10" : "mt-12"}>
      <h2
        id={id}
        className={withClass("font-serif text-2xl font-bold text-brand-900", compact ? undefined : "sm:text-3xl")}
      >
        {title}
      </h2>
      <div className={compact ? "mt-3" : "mt-4"}>{children}</div>
    </section>
  );
}

/** One `<p>` per string. */
export function Paragraphs({ items, className }: { items: string[]; className?: string }) {
  return (
    <div className={withClass("prose-page text-slate-700", className)}>
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

/** A two-column grid of cards, one per item. */
export function CardList({ items }: { items: TitledText[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3 className="font-bold text-brand-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
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
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-bold text-brand-900">{step.title}</h3>
            <p className="mt-1 text-slate-700">{step.text}</p>
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
  return (
    <nav aria-label={label} className="mt-12 border-t border-slate-200 pt-6">
      <ul className="flex flex-col gap-4 sm:flex-row sm:justify-between">
        <li>
          {previous ? (
            <Link to={previous.to} rel="prev" className="block">
              <span className="block text-sm text-slate-700">Previous: {previous.label}</span>
              {previous.title}
            </Link>
          ) : null}
        </li>
        <li className="sm:text-right">
          {next ? (
            <Link to={next.to} rel="next" className="block">
              <span className="block text-sm text-slate-700">Next: {next.label}</span>
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
