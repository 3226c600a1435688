import type { ReactNode } from "react";
import { Link } from "react-router";
import { Paragraphs } from "~/components/content-blocks";
import { blueprintIntro, blueprintPhases } from "~/content/blueprint-phases";

/**
 * The public part of /blueprint: title, methodology, the four phases and a call to action.
 * `children` (sections shown only to some visitors, such as a signed-in client's dashboard; headings
 * inside start at h2) comes right after the title, before the introduction.
 */
export function BlueprintOverview({ children }: { children?: ReactNode }) {
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Our signature programme</p>
        <h1 className="mt-2 font-display text-title font-normal text-ink">The Holistic Omega Blueprint</h1>
      </header>

      {children}

      <Paragraphs items={blueprintIntro} className="mt-6 max-w-3xl text-lg" />

      <section aria-labelledby="phases-heading" className="mt-12">
        <h2 id="phases-heading" className="font-display text-heading font-medium text-ink">
          The four phases
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2">
          {blueprintPhases.map((phase) => (
            <li key={phase.number} className="card flex flex-col">
              <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Phase {phase.number}</p>
              <h3 className="mt-1 font-display text-xl font-medium text-ink">{phase.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{phase.summary}</p>
              <Link to={`/blueprint/phase-${phase.number}`} className="mt-4 font-semibold">
                Explore Phase {phase.number}
                <span className="sr-only">: {phase.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="blueprint-cta-heading" className="mt-12 rounded-xl bg-brand-50 p-6 sm:p-8">
        <h2 id="blueprint-cta-heading" className="font-display text-2xl font-medium text-ink">
          Ready to build your Blueprint?
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Book a free consultation to talk about your goals and how the Blueprint can support them.
        </p>
        <Link to="/book" className="btn-primary mt-4">
          Book a free consultation
        </Link>
      </section>
    </div>
  );
}
