import { data, Link } from "react-router";
import { dashboardCards, dashboardHeadings } from "~/content/dashboard";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { countUnreadInquiries } from "~/lib/inquiries.server";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/lib/session.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { TodayOverview } from "~/owner/components/today";
import { loadToday } from "~/owner/today.server";
import { runTodayAction, type TodayActionResult } from "~/owner/today-actions.server";
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
  const db = user.role === "admin" ? await getDb() : null;
  const [unreadInquiries, today] = db ? await Promise.all([countUnreadInquiries(db), loadToday(db)]) : [0, null];
  return { email: user.email, heading: dashboardHeadings[user.role], cards, unreadInquiries, today };
}

/** Today's buttons (nudge a client, retry an e-mail): the owner only. */
export async function action(args: Route.ActionArgs) {
  const user = await requireUser(args);
  if (user.role !== "admin") throw data(null, { status: 403 });
  return runTodayAction(user, Object.fromEntries(await args.request.formData()));
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { email, heading, cards, unreadInquiries, today } = loaderData;
  const outcome = actionData as TodayActionResult | undefined;
  // Under Today the cards are a subsection ("All areas"); alone they are the page's sections.
  const CardHeading = today ? "h3" : "h2";
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{heading}</h1>
      <p className="mt-3 text-lg text-slate-700">Welcome {email}. Choose an area to explore:</p>
      {today && (
        <section aria-labelledby="today-heading" className="mt-8">
          <h2 id="today-heading" className="font-serif text-3xl font-bold text-brand-900">
            Today
          </h2>
          {outcome && (
            <p
              role={outcome.ok ? "status" : "alert"}
              className={`mt-4 ${outcome.ok ? "alert-success" : "alert-danger"}`}
            >
              {outcome.message}
            </p>
          )}
          <div className="mt-4">
            <TodayOverview today={today} />
          </div>
        </section>
      )}
      {today && (
        <h2 className="mt-12 font-serif text-3xl font-bold text-brand-900" id="areas-heading">
          All areas
        </h2>
      )}
      <ul
        className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        aria-labelledby={today ? "areas-heading" : undefined}
      >
        {cards.map((card) => (
          <li key={card.title} className="card flex flex-col">
            <CardHeading className="text-lg font-bold text-brand-900">{card.title}</CardHeading>
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
    </div>
  );
}
