import { data, Link } from "react-router";
import { ExternalLinkCards } from "~/components/external-link-list";
import { apiCostLinks, apiCreationLinks, type ExternalLink } from "~/content/links";
import { pageMeta } from "~/lib/meta";
import { pagePath } from "~/lib/request-path";
import { requireUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/api-links";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.title ?? m.owner_api_meta_fallback(), noindex: true });

type ApiPage = "api-costs" | "api-creation";

/** The words are read per request, in the reader's language. */
const pages: Record<ApiPage, { title: () => string; lead: () => string; links: ExternalLink[]; denied: () => string }> =
  {
    "api-costs": {
      title: m.owner_api_costs_title,
      lead: m.owner_api_costs_lead,
      links: apiCostLinks,
      denied: m.owner_api_denied_costs,
    },
    "api-creation": {
      title: m.owner_api_creation_title,
      lead: m.owner_api_creation_lead,
      links: apiCreationLinks,
      denied: m.owner_api_denied_creation,
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
    return data(
      { allowed: false as const, page, title: m.owner_api_denied_title(), message: denied() },
      { status: 403 },
    );
  }
  return data({ allowed: true as const, page, title: title(), lead: lead(), links });
}

export default function ApiLinks({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <div className="container-page py-12">
        <h1 className="font-serif text-4xl font-bold text-brand-900">{m.owner_api_denied_title()}</h1>
        <p className="alert-danger mt-6 max-w-2xl">{loaderData.message}</p>
        <Link to="/dashboard" className="btn-secondary mt-6">
          {m.owner_api_back_dashboard()}
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
          {m.owner_api_create_keys()}
        </Link>
      ) : (
        <Link to="/api-costs" className="btn-secondary mt-6">
          {m.owner_api_back_costs()}
        </Link>
      )}
      <ExternalLinkCards links={links} label={title} />
    </div>
  );
}
