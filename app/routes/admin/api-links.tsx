import { data, Link } from "react-router";
import { ExternalLinkCards } from "~/components/external-link-list";
import { accessDenied, apiCostLinks, apiCreationLinks, type ExternalLink } from "~/content/links";
import { pageMeta } from "~/lib/meta";
import { pagePath } from "~/lib/request-path";
import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/api-links";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.title ?? "API links", noindex: true });

type ApiPage = "api-costs" | "api-creation";

const pages: Record<ApiPage, { title: string; lead: string; links: ExternalLink[]; denied: string }> = {
  "api-costs": {
    title: "API Cost Tracking",
    lead: "Usage and billing dashboards of the AI APIs in use. Each link opens in a new tab.",
    links: apiCostLinks,
    denied: accessDenied.apiCosts,
  },
  "api-creation": {
    title: "API Key Creation",
    lead: "Where to create API keys for each provider. Each link opens in a new tab.",
    links: apiCreationLinks,
    denied: accessDenied.apiCreation,
  },
};

/**
 * One module for /api-costs and /api-creation. Unlike the other owner pages, a signed-in non-admin
 * is not redirected but told why (product.md §6), with status 403 and none of the links.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const pathname = pagePath(args.request);
  const page: ApiPage | undefined =
    pathname === "/api-costs" ? "api-costs" : pathname === "/api-creation" ? "api-creation" : undefined;
  if (!page) throw data(null, { status: 404 });

  const { title, lead, links, denied } = pages[page];
  if (user.role !== "admin") {
    return data({ allowed: false as const, page, title: "Access Denied", message: denied }, { status: 403 });
  }
  return data({ allowed: true as const, page, title, lead, links });
}

export default function ApiLinks({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <div className="container-page py-12">
        <h1 className="font-serif text-4xl font-bold text-brand-900">Access Denied</h1>
        <p className="alert-danger mt-6 max-w-2xl">{loaderData.message}</p>
        <Link to="/dashboard" className="btn-secondary mt-6">
          Back to the dashboard
        </Link>
      </div>
    );
  }

  const { page, title, lead, links } = loaderData;
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{lead}</p>
      {page === "api-costs" ? (
        <Link to="/api-creation" className="btn-primary mt-6">
          Create API keys
        </Link>
      ) : (
        <Link to="/api-costs" className="btn-secondary mt-6">
          Back to API cost tracking
        </Link>
      )}
      <ExternalLinkCards links={links} label={title} />
    </div>
  );
}
