import { data, Link } from "react-router";
import { BulletList, PrevNextNav, Section } from "~/components/content-blocks";
import { frameworks } from "~/content/frameworks";
import { englishPath } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { pagePath } from "~/lib/request-path";
import type { Route } from "./+types/framework-page";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, { title: "Page not found", noindex: true });
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
  for (const framework of frameworks) {
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
  return (
    <article className="container-page py-12 sm:py-16">
      <div className="max-w-3xl">
        <p className="text-sm">
          <Link to="/frameworks">{framework.name}</Link>
        </p>
        <header className="mt-6">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {page.label}
            {page.week ? ` · ${page.week}` : null}
          </p>
          <h1 className="mt-2 font-display text-title font-normal text-ink">{page.title}</h1>
        </header>

        <Section compact id="objective" title="Objective">
          <p className="text-lg leading-relaxed text-slate-700">{page.objective}</p>
        </Section>
        <Section compact id="key-topics" title="Key topics">
          <BulletList items={page.keyTopics} />
        </Section>
        <Section compact id="tools" title="Tools and techniques">
          <BulletList items={page.toolsAndTechniques} />
        </Section>
        <Section compact id="exercise" title="Practical exercise">
          <p className="leading-relaxed text-slate-700">{page.practicalExercise}</p>
        </Section>
        <Section compact id="deliverables" title="Deliverables">
          <BulletList items={page.deliverables} />
        </Section>

        <PrevNextNav
          label={`${framework.name} pages`}
          previous={previous}
          next={next}
          last={
            <Link to="/frameworks" className="block">
              <span className="block text-sm text-slate-700">Finished?</span>
              All frameworks
            </Link>
          }
        />

        <aside aria-labelledby="framework-cta-heading" className="mt-12 rounded-xl bg-brand-50 p-6 sm:p-8">
          <h2 id="framework-cta-heading" className="font-display text-2xl font-medium text-ink">
            Work through this framework with us
          </h2>
          <p className="mt-2 text-slate-700">
            Book a free consultation to find out how this programme can be adapted to your business.
          </p>
          <Link to="/book" className="btn-primary mt-4">
            Get a free consultation
          </Link>
        </aside>
      </div>
    </article>
  );
}
