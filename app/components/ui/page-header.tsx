import type { ReactNode } from "react";

/**
 * The top of a page: an optional eyebrow, the page's single h1, an optional lead paragraph and optional
 * actions (buttons or links) underneath.
 */
export function PageHeader({
  eyebrow,
  title,
  lead,
  actions,
  className = "",
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <header className={`max-w-3xl ${className}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="mt-3 font-display text-title font-medium text-ink">{title}</h1>
      {lead ? <p className="mt-5 text-lead text-ink-soft">{lead}</p> : null}
      {actions ? <div className="mt-7 flex flex-wrap items-center gap-3">{actions}</div> : null}
    </header>
  );
}
