import { data, Link } from "react-router";
import { BulletList, CardList, NumberedSteps, Paragraphs, PrevNextNav, Section } from "~/components/content-blocks";
import { blueprintPhases } from "~/content/blueprint-phases";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import type { Route } from "./+types/blueprint-phase";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, { title: "Page not found", noindex: true });
  const { phase } = loaderData;
  return pageMeta(matches, {
    title: phase.title,
    description: phase.summary,
    path: `/blueprint/phase-${phase.number}`,
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const number = /^phase-([1-4])$/.exec(params.phase)?.[1];
  const index = blueprintPhases.findIndex((p) => String(p.number) === number);
  const phase = blueprintPhases[index];
  if (!phase) throw data(null, { status: 404 });
  const link = (p: (typeof blueprintPhases)[number] | undefined) =>
    p ? { to: `/blueprint/phase-${p.number}`, label: `Phase ${p.number}`, title: p.title } : null;
  return { phase, previous: link(blueprintPhases[index - 1]), next: link(blueprintPhases[index + 1]) };
}

export default function BlueprintPhase({ loaderData }: Route.ComponentProps) {
  const { phase, previous, next } = loaderData;
  return (
    <article className="container-page py-12 sm:py-16">
      <div className="max-w-4xl">
        <p className="text-sm">
          <Link to="/blueprint">
            <span aria-hidden="true">← </span>The Holistic Omega Blueprint
          </Link>
        </p>
        <header className="mt-6">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Phase {phase.number}</p>
          <h1 className="mt-2 font-display text-title font-normal text-ink">{phase.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{phase.summary}</p>
        </header>

        <Section id="overview" title="Overview">
          <Paragraphs items={phase.overview} />
        </Section>

        <Section id="key-methods" title="Key methods">
          <CardList items={phase.keyMethods} />
        </Section>

        <Section id="activities" title="Activities">
          <NumberedSteps items={phase.activities} />
        </Section>

        <Section id="outcomes" title="Outcomes">
          <BulletList items={phase.outcomes} />
        </Section>

        <PrevNextNav label="Blueprint phases" previous={previous} next={next} />

        <aside aria-labelledby="phase-cta-heading" className="mt-12 rounded-xl bg-brand-50 p-6 sm:p-8">
          <h2 id="phase-cta-heading" className="font-display text-2xl font-medium text-ink">
            Start your Blueprint journey
          </h2>
          <p className="mt-2 text-slate-700">
            Talk to us about your goals and we will help you decide whether the Blueprint is right for you.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/book" className="btn-primary">
              Book a free consultation
            </Link>
            <Link to="/blueprint" className="btn-secondary">
              Blueprint overview
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
