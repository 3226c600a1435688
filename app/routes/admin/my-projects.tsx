import { Link } from "react-router";
import { ExternalLinkColumns } from "~/components/external-link-list";
import { myProjectsColumns, myProjectsInternalLinks } from "~/content/links";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/my-projects";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.owner_projects_title(), noindex: true });

/** The buttons to the other owner tools, named in the owner's language. */
const internalTitles: Record<(typeof myProjectsInternalLinks)[number]["to"], () => string> = {
  "/ai-ide-costs": m.owner_projects_link_ai_ide,
  "/api-costs": m.owner_projects_link_api_costs,
  "/api-creation": m.owner_projects_link_api_creation,
};

// The owner's links travel through the loader, so they never reach the client bundle of other roles.
export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  return {
    columns: myProjectsColumns,
    internalLinks: myProjectsInternalLinks.map((link) => ({ ...link, title: internalTitles[link.to]() })),
  };
}

export default function MyProjects({ loaderData }: Route.ComponentProps) {
  const { columns, internalLinks } = loaderData;
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.owner_projects_title()}</h1>
      <p className="mt-3 text-lg text-slate-700">{m.owner_projects_lead()}</p>
      <nav aria-label={m.owner_projects_tools_nav()} className="mt-6">
        <ul className="flex flex-wrap gap-3">
          {internalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn-primary">
                {link.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ExternalLinkColumns columns={columns} />
    </div>
  );
}
