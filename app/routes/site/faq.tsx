import { CallToAction } from "~/components/call-to-action";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { siteContent } from "~/content/localized";
import { useLocale, useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/faq";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_faq_title(),
    path: "/faq",
    description: m.pages_faq_description(),
  });

export default function Faq() {
  const locale = useLocale();
  const href = useLocalizedHref();
  const { faq } = siteContent(locale);
  const faqSchema = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: locale,
    mainEntity: faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
  return (
    <div className="container-page py-12 sm:py-16">
      <PageHeader title={m.pages_faq_title()} lead={m.pages_faq_lead()} />

      <div className="mt-10 max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {faq.map((entry) => (
          <details key={entry.question} className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <span>{entry.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="currentColor"
                className="mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-180"
              >
                <path
                  fillRule="evenodd"
                  d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                  clipRule="evenodd"
                />
              </svg>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-slate-700">{entry.answer}</p>
          </details>
        ))}
      </div>

      <CallToAction
        id="more-questions-heading"
        className="mt-12 max-w-3xl"
        title={m.pages_faq_more_title()}
        text={m.pages_faq_more_text()}
        primary={{ to: href("/book"), label: m.pages_free_consultation() }}
      />

      <JsonLd data={faqSchema} />
    </div>
  );
}
