import type { ReactNode } from "react";

/** What a list or table shows when it has nothing yet: a short title, one sentence, and the next step. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel: Heading = "h2",
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: "h2" | "h3" | "p";
}) {
  return (
    <div className="rounded-card border border-dashed border-line-strong/60 bg-surface px-6 py-10 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto size-10 text-muted" fill="none">
        <rect x="6" y="12" width="36" height="26" rx="4" stroke="currentColor" strokeWidth="2" />
        <circle cx="24" cy="25" r="7" stroke="currentColor" strokeWidth="2" />
        <path d="M17 12l3-4h8l3 4" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <Heading className="mt-4 font-display text-xl font-medium text-ink">{title}</Heading>
      {children ? <div className="mx-auto mt-2 max-w-prose text-muted">{children}</div> : null}
      {action ? <div className="mt-6 flex justify-center">{action}</div> : null}
    </div>
  );
}
