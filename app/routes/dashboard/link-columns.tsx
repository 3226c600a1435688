import { data } from "react-router";
import { ExternalLinkColumns } from "~/components/external-link-list";
import { type LinkColumn, sourcesColumns, toolsColumns } from "~/content/links";
import { pageMeta } from "~/lib/meta";
import { pagePath } from "~/lib/request-path";
import { requireUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/link-columns";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.title ?? m.account_links_title(), noindex: true });

/** One module for /tools and /sources (registered twice in routes.ts); the path picks the columns. */
const pages: Record<string, { title: () => string; lead: () => string; columns: LinkColumn[] }> = {
  "/tools": { title: m.account_tools_title, lead: m.account_tools_lead, columns: toolsColumns },
  "/sources": { title: m.account_sources_title, lead: m.account_sources_lead, columns: sourcesColumns },
};

export async function loader(args: Route.LoaderArgs) {
  await requireUser(args);
  const pathname = pagePath(args.request);
  const page = Object.hasOwn(pages, pathname) ? pages[pathname] : undefined;
  if (!page) throw data(null, { status: 404 });
  // In the reader's language (the account's): the descriptions follow in the component.
  return { title: page.title(), lead: page.lead(), columns: page.columns };
}

export default function LinkColumns({ loaderData }: Route.ComponentProps) {
  const { title, lead, columns } = loaderData;
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{lead}</p>
      <ExternalLinkColumns columns={columns} />
    </div>
  );
}
