import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { services } from "~/content/services";
import type { TitledText } from "~/content/types";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/service";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const service = loaderData?.service;
  if (!service) return pageMeta(matches, { title: "Page not found", noindex: true });
  return pageMeta(matches, {
    title: service.title,
    description: service.summary,
    path: `/services/${service.slug}`,
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const service = services.find((s) => s.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  return { service };
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

function Paragraphs({ items }: { items: string[] }) {
  return (
    <div className="prose-page max-w-3xl text-slate-700">
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

function CardList({ items }: { items: TitledText[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3 className="font-bold text-brand-900">{item.title}</h3>
          <p className="mt-2 text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const isAiTools = service.slug === "ai-tools-mastery";
  return (
    <article className="container-page py-12 sm:py-16">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap gap-2 text-slate-700">
          <li>
            <Link to="/services">Services</Link>
            <span aria-hidden="true" className="ml-2">
              /
            </span>
          </li>
          <li aria-current="page">{service.title}</li>
        </ol>
      </nav>

      <header className="mt-6 max-w-3xl">
        <h1 className="font-serif text-4xl font-bold text-brand-900 sm:text-5xl">{service.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{service.summary}</p>
        <Link to="/book" className="btn-primary mt-6">
          Get a free consultation
        </Link>
      </header>

      <Section id="introduction" title={isAiTools ? "Overview" : "Introduction"}>
        <Paragraphs items={service.introduction} />
      </Section>

      {service.whyItMatters?.length ? (
        <Section id="why-it-matters" title="Why it matters">
          <Paragraphs items={service.whyItMatters} />
        </Section>
      ) : null}

      {service.approach?.length ? (
        <Section id="our-approach" title="Our approach">
          <ol className="max-w-3xl space-y-4">
            {service.approach.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-brand-900">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {service.offer?.length ? (
        <Section id="what-we-offer" title="What we offer">
          <CardList items={service.offer} />
        </Section>
      ) : null}

      {service.keyBenefits.length ? (
        <Section id="key-benefits" title="Key benefits">
          <CardList items={service.keyBenefits} />
        </Section>
      ) : null}

      {service.bestPractices.length ? (
        <Section id="best-practices" title="Best practices">
          <CardList items={service.bestPractices} />
        </Section>
      ) : null}

      {service.subServices?.length ? (
        <Section id="sub-services" title="Sub-services">
          <CardList items={service.subServices} />
        </Section>
      ) : null}

      <aside aria-labelledby="consultation-heading" className="mt-16 rounded-xl bg-brand-50 p-6 sm:p-8">
        <h2 id="consultation-heading" className="font-serif text-2xl font-bold text-brand-900">
          Ready to talk about your project?
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Book a free, no-obligation consultation and we will look at how this service can support your goals.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/book" className="btn-primary">
            Get a free consultation
          </Link>
          <Link to="/services" className="btn-secondary">
            All services
          </Link>
        </div>
      </aside>
    </article>
  );
}
