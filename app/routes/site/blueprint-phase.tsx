import { data, Link } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { BulletList, CardList, NumberedSteps, Paragraphs, PrevNextNav, Section } from "~/components/content-blocks";
import { siteContent } from "~/content/localized";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/blueprint-phase";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, { title: m.pages_not_found(), noindex: true });
  const { phase } = loaderData;
  return pageMeta(matches, {
    title: phase.title,
    description: phase.summary,
    path: `/blueprint/phase-${phase.number}`,
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const number = /^phase-([1-4])$/.exec(params.phase)?.[1];
  const { blueprintPhases } = siteContent(serverLocale());
  const index = blueprintPhases.findIndex((p) => String(p.number) === number);
  const phase = blueprintPhases[index];
  if (!phase) throw data(null, { status: 404 });
  const link = (p: (typeof blueprintPhases)[number] | undefined) =>
    p
      ? { to: `/blueprint/phase-${p.number}`, label: m.pages_blueprint_phase({ number: p.number }), title: p.title }
      : null;
  return { phase, previous: link(blueprintPhases[index - 1]), next: link(blueprintPhases[index + 1]) };
}

export default function BlueprintPhase({ loaderData }: Route.ComponentProps) {
  const { phase, previous, next } = loaderData;
  const href = useLocalizedHref();
  return (
    <article className="container-page py-12 sm:py-16">
      <div className="max-w-4xl">
        <p className="text-sm">
          <Link to={href("/blueprint")}>
            <span aria-hidden="true">← </span>
            {m.pages_phase_back()}
          </Link>
        </p>
        <header className="mt-6">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {m.pages_blueprint_phase({ number: phase.number })}
          </p>
          <h1 className="mt-2 font-display text-title font-normal text-ink">{phase.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{phase.summary}</p>
        </header>

        <Section id="overview" title={m.pages_phase_overview()}>
          <Paragraphs items={phase.overview} />
        </Section>

        <Section id="key-methods" title={m.pages_phase_methods()}>
          <CardList items={phase.keyMethods} />
        </Section>

        <Section id="activities" title={m.pages_phase_activities()}>
          <NumberedSteps items={phase.activities} />
        </Section>

        <Section id="outcomes" title={m.pages_phase_outcomes()}>
          <BulletList items={phase.outcomes} />
        </Section>

        <PrevNextNav label={m.pages_phase_nav()} previous={previous} next={next} />

        <CallToAction
          as="aside"
          id="phase-cta-heading"
          className="mt-12"
          title={m.pages_phase_cta_title()}
          text={m.pages_phase_cta_text()}
          primary={{ to: href("/book"), label: m.pages_book_free_consultation() }}
          secondary={{ to: href("/blueprint"), label: m.pages_phase_overview_link() }}
        />
      </div>
    </article>
  );
}
