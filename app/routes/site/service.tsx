import { data, Link } from "react-router";
import { CardList, NumberedSteps, Paragraphs, Section } from "~/components/content-blocks";
import { services } from "~/content/services";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { FeaturedPhotos, PHOTOGRAPHY_SLUG } from "~/media/components/featured-photos";
import { getFeaturedPhotos } from "~/media/portfolio.server";
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

export async function loader({ params }: Route.LoaderArgs) {
  const service = services.find((s) => s.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  // Media (issue 12): featured portfolio photos on the photography page.
  const featured = service.slug === PHOTOGRAPHY_SLUG ? await getFeaturedPhotos(await getDb(), 3) : [];
  return { service, featured };
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

      {/* Media (issue 12): featured portfolio photos and a link to the portfolio (photography page only). */}
      {service.slug === PHOTOGRAPHY_SLUG ? <FeaturedPhotos photos={loaderData.featured} withPortfolioLink /> : null}

      <Section id="introduction" title={isAiTools ? "Overview" : "Introduction"}>
        <Paragraphs items={service.introduction} className="max-w-3xl" />
      </Section>

      {service.whyItMatters?.length ? (
        <Section id="why-it-matters" title="Why it matters">
          <Paragraphs items={service.whyItMatters} className="max-w-3xl" />
        </Section>
      ) : null}

      {service.approach?.length ? (
        <Section id="our-approach" title="Our approach">
          <NumberedSteps items={service.approach} className="max-w-3xl" />
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
