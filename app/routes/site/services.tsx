import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ServicesGrid } from "~/components/services-grid";
import { getEnv } from "~/lib/env.server";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getSiteConfig } from "~/lib/site-config.server";
import type { Route } from "./+types/services";

export const handle = contentPage;

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
    <div className="container-page pt-10 sm:pt-16">
      <PageHeader
        eyebrow="What we do"
        title="Services"
        lead="Whether you want to work smarter with AI, sharpen your image or build a business that supports your well-being, each service can be taken on its own or combined into a programme shaped around your goals."
      />

      <ServicesGrid selfDevelopmentUrl={loaderData.selfDevelopmentUrl} headingLevel="h2" className="mt-12" />

      <section aria-labelledby="consultation-heading" className="mt-section rounded-card bg-sand p-7 sm:p-12">
        <h2 id="consultation-heading" className="font-display text-heading font-medium text-ink">
          Not sure where to start?
        </h2>
        <p className="mt-3 max-w-2xl text-ink-soft">
          Tell us about your business and your goals, and we will suggest the combination that fits you best.
        </p>
        <Link to="/book" className="btn-primary mt-6">
          Get a free consultation
        </Link>
      </section>
    </div>
  );
}
