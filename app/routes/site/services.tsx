import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { selfDevelopmentCard, services } from "~/content/services";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import { getSiteConfig } from "~/lib/site-config.server";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Services",
    path: "/services",
    description:
      "AI training, visual identity, web, business intelligence, coaching and photography: services that help entrepreneurs grow with clarity.",
  });

export function loader() {
  return { selfDevelopmentUrl: getSiteConfig(getEnv().SITE_NAME).links.selfDevelopment };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-12 sm:py-16">
      <PageHeader
        title="Services"
        lead="Whether you want to work smarter with AI, sharpen your image or build a business that supports your well-being, each service can be taken on its own or combined into a programme shaped around your goals."
      />

      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug} className="card flex flex-col">
            <h2 className="text-lg font-bold text-brand-900">{service.title}</h2>
            <p className="mt-2 flex-1 text-slate-700">{service.summary}</p>
            <Link to={`/services/${service.slug}`} className="mt-4 font-semibold">
              Learn more<span className="sr-only"> about {service.title}</span>
            </Link>
          </li>
        ))}
        <li className="card flex flex-col">
          <h2 className="text-lg font-bold text-brand-900">{selfDevelopmentCard.title}</h2>
          <p className="mt-2 flex-1 text-slate-700">{selfDevelopmentCard.summary}</p>
          <a
            href={loaderData.selfDevelopmentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 font-semibold"
          >
            Visit the site<span className="sr-only"> ({selfDevelopmentCard.title}, opens in a new tab)</span>
          </a>
        </li>
      </ul>

      <section aria-labelledby="consultation-heading" className="mt-12 rounded-xl bg-brand-50 p-6 sm:p-8">
        <h2 id="consultation-heading" className="font-serif text-2xl font-bold text-brand-900">
          Not sure where to start?
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">
          Tell us about your business and your goals, and we will suggest the combination that fits you best.
        </p>
        <Link to="/book" className="btn-primary mt-4">
          Get a free consultation
        </Link>
      </section>
    </div>
  );
}
