import { CallToAction } from "~/components/call-to-action";
import { PageHeader } from "~/components/page-header";
import { ServicesGrid } from "~/components/services-grid";
import { getEnv } from "~/lib/env.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getSiteConfig } from "~/lib/site-config.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/services";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_services_title(),
    path: "/services",
    description: m.pages_services_description(),
  });

export function loader() {
  return { selfDevelopmentUrl: getSiteConfig(getEnv().SITE_NAME).links.selfDevelopment };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const href = useLocalizedHref();
  return (
    <div className="container-page pt-10 sm:pt-16">
      <PageHeader
        eyebrow={m.pages_services_eyebrow()}
        title={m.pages_services_title()}
        lead={m.pages_services_lead()}
      />

      <ServicesGrid selfDevelopmentUrl={loaderData.selfDevelopmentUrl} headingLevel="h2" className="mt-12" />

      <CallToAction
        tone="sand"
        id="consultation-heading"
        className="mt-section"
        title={m.pages_services_start_title()}
        text={m.pages_services_start_text()}
        primary={{ to: href("/book"), label: m.pages_free_consultation() }}
      />
    </div>
  );
}
