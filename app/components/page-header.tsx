import type { ReactNode } from "react";

/** The top of a content page: optional eyebrow, the page's single h1 and an optional lead paragraph. */
export function PageHeader({ eyebrow, title, lead }: { eyebrow?: ReactNode; title: string; lead?: ReactNode }) {
  return (
    <header className="max-w-3xl">
      {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 font-serif text-4xl font-bold text-brand-900 sm:text-5xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-700">{lead}</p> : null}
    </header>
  );
}
