import type { ReactNode } from "react";
import { Link } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { CardList, Paragraphs } from "~/components/content-blocks";
import { siteContent } from "~/content/localized";
import { useLocale, useLocalizedHref } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/**
 * The public part of /blueprint: title, methodology, the four phases, what comes after them and,
 * for visitors and signed-in non-clients only (`salesBlock`), a call to action.
 * `children` (sections shown only to some visitors, such as a signed-in client's dashboard; headings
 * inside start at h2) comes right after the title, before the introduction.
 */
export function BlueprintOverview({ children, salesBlock = true }: { children?: ReactNode; salesBlock?: boolean }) {
  const href = useLocalizedHref();
  const { afterTheBlueprint, blueprintIntro, blueprintPhases } = siteContent(useLocale());
  return (
    <div className="container-page py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{m.pages_blueprint_eyebrow()}</p>
        <h1 className="mt-2 font-display text-title font-normal text-ink">{m.pages_blueprint_title()}</h1>
      </header>

      {children}

      <Paragraphs items={blueprintIntro} className="mt-6 max-w-3xl text-lg" />

      <section aria-labelledby="phases-heading" className="mt-12">
        <h2 id="phases-heading" className="font-display text-heading font-medium text-ink">
          {m.pages_blueprint_phases()}
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2">
          {blueprintPhases.map((phase) => (
            <li key={phase.number} className="card flex flex-col">
              <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
                {m.pages_blueprint_phase({ number: phase.number })}
              </p>
              <h3 className="mt-1 font-display text-xl font-medium text-ink">{phase.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{phase.summary}</p>
              <Link to={href(`/blueprint/phase-${phase.number}`)} className="mt-4 font-semibold">
                {m.pages_blueprint_explore({ number: phase.number })}
                <span className="sr-only">: {phase.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="after-heading" className="mt-12">
        <h2 id="after-heading" className="font-display text-heading font-medium text-ink">
          {afterTheBlueprint.title}
        </h2>
        <Paragraphs items={afterTheBlueprint.intro} className="mt-4 max-w-3xl text-lg" />
        <div className="mt-6">
          <CardList items={afterTheBlueprint.items} />
        </div>
      </section>

      {salesBlock && (
        <CallToAction
          id="blueprint-cta-heading"
          className="mt-12"
          textClassName="max-w-2xl"
          title={m.pages_blueprint_cta_title()}
          text={m.pages_blueprint_cta_text()}
          primary={{ to: href("/book/free-consultation"), label: m.pages_book_free_consultation() }}
        />
      )}
    </div>
  );
}
