import { data, Link } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { BulletList, PrevNextNav, Section } from "~/components/content-blocks";
import { siteContent } from "~/content/localized";
import { englishPath } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { pagePath } from "~/lib/request-path";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/framework-page";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, { title: m.pages_not_found(), noindex: true });
  const { framework, page } = loaderData;
  return pageMeta(matches, {
    title: page.title,
    description: page.objective,
    path: `${framework.basePath}/${page.segment}`,
  });
};

/**
 * One module for the 15 framework pages, registered under three patterns. The pathname decides
 * which framework is meant, so /frameworks/resilience or /frameworks/step-1 (which match
 * /frameworks/:page) are 404s rather than pages of the wrong framework.
 */
export function loader({ request }: Route.LoaderArgs) {
  const pathname = englishPath(pagePath(request));
  for (const framework of siteContent(serverLocale()).frameworks) {
    const index = framework.pages.findIndex((p) => `${framework.basePath}/${p.segment}` === pathname);
    const page = framework.pages[index];
    if (!page) continue;
    const link = (p: (typeof framework.pages)[number] | undefined) =>
      p ? { to: `${framework.basePath}/${p.segment}`, label: p.label, title: p.title } : null;
    return {
      framework: { name: framework.name, basePath: framework.basePath },
      page,
      previous: link(framework.pages[index - 1]),
      next: link(framework.pages[index + 1]),
    };
  }
  throw data(null, { status: 404 });
}

export default function FrameworkPage({ loaderData }: Route.ComponentProps) {
  const { framework, page, previous, next } = loaderData;
  const href = useLocalizedHref();
  return (
    <article className="container-page py-12 sm:py-16">
      <div className="max-w-3xl">
        <p className="text-sm">
          <Link to={href("/frameworks")}>{framework.name}</Link>
        </p>
        <header className="mt-6">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {page.label}
            {page.week ? ` · ${page.week}` : null}
          </p>
          <h1 className="mt-2 font-display text-title font-normal text-ink">{page.title}</h1>
        </header>

        <Section compact id="objective" title={m.pages_framework_objective()}>
          <p className="text-lg leading-relaxed text-slate-700">{page.objective}</p>
        </Section>
        <Section compact id="key-topics" title={m.pages_framework_topics()}>
          <BulletList items={page.keyTopics} />
        </Section>
        <Section compact id="tools" title={m.pages_framework_tools()}>
          <BulletList items={page.toolsAndTechniques} />
        </Section>
        <Section compact id="exercise" title={m.pages_framework_exercise()}>
          <p className="leading-relaxed text-slate-700">{page.practicalExercise}</p>
        </Section>
        <Section compact id="deliverables" title={m.pages_framework_deliverables()}>
          <BulletList items={page.deliverables} />
        </Section>

        <PrevNextNav
          label={m.pages_framework_pages({ name: framework.name })}
          previous={previous}
          next={next}
          last={
            <Link to={href("/frameworks")} className="block">
              <span className="block text-sm text-slate-700">{m.pages_framework_finished()}</span>
              {m.pages_framework_all()}
            </Link>
          }
        />

        <CallToAction
          as="aside"
          id="framework-cta-heading"
          className="mt-12"
          title={m.pages_framework_cta_title()}
          text={m.pages_framework_cta_text()}
          primary={{ to: href("/book"), label: m.pages_free_consultation() }}
        />
      </div>
    </article>
  );
}
