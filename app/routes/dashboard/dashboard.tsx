import { Link } from "react-router";
import { dashboardCards, dashboardHeadings } from "~/content/dashboard";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { countUnreadInquiries } from "~/lib/inquiries.server";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { ClientGalleries } from "~/media/components/client-galleries";
import { listClientGalleries } from "~/media/galleries.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Dashboard", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const links = getSiteConfig(getEnv().SITE_NAME).links;
  const cards = dashboardCards
    .filter((card) => card.roles.includes(user.role))
    .map((card) => ({
      title: card.title,
      description: card.description,
      href: card.external ? links[card.external] : (card.to ?? "/"),
      external: Boolean(card.external),
    }));
  const unreadInquiries = user.role === "admin" ? await countUnreadInquiries(await getDb()) : 0;
  // Media (issue 12): the client's photo galleries.
  const galleries = user.role === "admin" ? [] : await listClientGalleries(await getDb(), user.id);
  return { email: user.email, heading: dashboardHeadings[user.role], cards, unreadInquiries, galleries };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { email, heading, cards, unreadInquiries, galleries } = loaderData;
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{heading}</h1>
      <p className="mt-3 text-lg text-slate-700">Welcome {email}. Choose an area to explore:</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="card flex flex-col">
            <h2 className="text-lg font-bold text-brand-900">{card.title}</h2>
            <p className="mt-2 flex-1 text-slate-700">
              {card.description}
              {card.href === "/admin/inquiries" && (
                <strong className="mt-2 block text-brand-900">
                  {unreadInquiries === 1 ? "1 unread inquiry" : `${unreadInquiries} unread inquiries`}
                </strong>
              )}
            </p>
            {card.external ? (
              <a href={card.href} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-4 self-start">
                Open {card.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={card.href} className="btn-primary mt-4 self-start">
                Open {card.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <ClientGalleries galleries={galleries} />
    </div>
  );
}
