import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { blueprintPhases } from "~/content/blueprint-phases";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blueprint-phase";

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
    p ? { to: `/blueprint/phase-${p.number}`, number: p.number, title: p.title } : null;
  return { phase, previous: link(blueprintPhases[index - 1]), next: link(blueprintPhases[index + 1]) };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
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
          <h1 className="mt-2 font-serif text-4xl font-bold text-brand-900 sm:text-5xl">{phase.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{phase.summary}</p>
        </header>

        <Section id="overview" title="Overview">
          <div className="prose-page text-slate-700">
            {phase.overview.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </Section>

        <Section id="key-methods" title="Key methods">
          <ul className="grid gap-4 sm:grid-cols-2">
            {phase.keyMethods.map((method) => (
              <li key={method.title} className="card">
                <h3 className="font-bold text-brand-900">{method.title}</h3>
                <p className="mt-2 text-slate-700">{method.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="activities" title="Activities">
          <ol className="space-y-4">
            {phase.activities.map((activity, index) => (
              <li key={activity.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-brand-900">{activity.title}</h3>
                  <p className="mt-1 text-slate-700">{activity.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>

        <Section id="outcomes" title="Outcomes">
          <ul className="list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
            {phase.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
        </Section>

        <nav aria-label="Blueprint phases" className="mt-12 border-t border-slate-200 pt-6">
          <ul className="flex flex-col gap-4 sm:flex-row sm:justify-between">
            <li>
              {previous ? (
                <Link to={previous.to} rel="prev" className="block">
                  <span className="block text-sm text-slate-700">Previous: Phase {previous.number}</span>
                  {previous.title}
                </Link>
              ) : null}
            </li>
            <li className="sm:text-right">
              {next ? (
                <Link to={next.to} rel="next" className="block">
                  <span className="block text-sm text-slate-700">Next: Phase {next.number}</span>
                  {next.title}
                </Link>
              ) : null}
            </li>
          </ul>
        </nav>

        <aside aria-labelledby="phase-cta-heading" className="mt-12 rounded-xl bg-brand-50 p-6 sm:p-8">
          <h2 id="phase-cta-heading" className="font-serif text-2xl font-bold text-brand-900">
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
