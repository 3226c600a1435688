import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { siteContent } from "~/content/localized";
import { useLocale, useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/frameworks";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_frameworks_title(),
    path: "/frameworks",
    description: m.pages_frameworks_description(),
  });

export default function Frameworks() {
  const href = useLocalizedHref();
  const { frameworks } = siteContent(useLocale());
  return (
    <div className="container-page py-12 sm:py-16">
      <PageHeader title={m.pages_frameworks_title()} lead={m.pages_frameworks_lead()} />

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
              <span className="font-semibold">{m.pages_frameworks_format()}</span> {framework.format}
            </p>

            <h3 className="mt-6 font-bold text-brand-900">{m.pages_frameworks_stages()}</h3>
            <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {framework.pages.map((page) => (
                <li key={page.segment} className="rounded-lg border border-slate-200 p-4">
                  <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
                    {page.label}
                    {page.week ? ` · ${page.week}` : null}
                  </p>
                  <Link to={href(`${framework.basePath}/${page.segment}`)} className="mt-1 block font-semibold">
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
