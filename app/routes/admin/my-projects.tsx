import { Link } from "react-router";
import { ExternalLinkColumns } from "~/components/external-link-list";
import { myProjectsColumns, myProjectsInternalLinks } from "~/content/links";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import type { Route } from "./+types/my-projects";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "My Projects", noindex: true });

// The owner's links travel through the loader, so they never reach the client bundle of other roles.
export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  return { columns: myProjectsColumns, internalLinks: myProjectsInternalLinks };
}

export default function MyProjects({ loaderData }: Route.ComponentProps) {
  const { columns, internalLinks } = loaderData;
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">My Projects</h1>
      <p className="mt-3 text-lg text-slate-700">Your sites, code, everyday tools and app store consoles.</p>
      <nav aria-label="Cost and key tools" className="mt-6">
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
