import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { frameworks } from "~/content/frameworks";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import type { Route } from "./+types/frameworks";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Frameworks",
    path: "/frameworks",
    description:
      "Three signature frameworks for entrepreneurs: AI-augmented creativity, data-driven resilience and aligned impact, each in five practical steps.",
  });

export default function Frameworks() {
  return (
    <div className="container-page py-12 sm:py-16">
      <PageHeader
        title="Frameworks"
        lead="Our three signature frameworks turn AI, data and purpose into practical, step-by-step programmes. Each one has five stages with clear objectives, exercises and deliverables."
      />

      <div className="mt-10 space-y-10">
        {frameworks.map((framework) => (
          <section key={framework.id} aria-labelledby={`${framework.id}-heading`} className="card sm:p-8">
            <h2 id={`${framework.id}-heading`} className="font-display text-2xl font-medium text-ink sm:text-3xl">
              {framework.name}
            </h2>
            <p className="mt-2 text-lg font-semibold text-brand-800">{framework.tagline}</p>
            <div className="prose-page mt-4 max-w-3xl text-slate-700">
              {framework.description.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
            <p className="text-sm text-slate-700">
              <span className="font-semibold">Format:</span> {framework.format}
            </p>

            <h3 className="mt-6 font-bold text-brand-900">The five stages</h3>
            <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {framework.pages.map((page) => (
                <li key={page.segment} className="rounded-lg border border-slate-200 p-4">
                  <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
                    {page.label}
                    {page.week ? ` · ${page.week}` : null}
                  </p>
                  <Link to={`${framework.basePath}/${page.segment}`} className="mt-1 block font-semibold">
                    {page.title}
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
