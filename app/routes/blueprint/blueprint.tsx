import { Link } from "react-router";
import { NextActionLink, PhaseProgressList } from "~/blueprint/components/journey/phase-progress";
import { loadJourney } from "~/blueprint/journey.server";
import { UpcomingSessions } from "~/booking/components/upcoming-sessions";
import { loadUpcomingSessions } from "~/booking/upcoming.server";
import { BlueprintOverview } from "~/components/blueprint-overview";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getUser } from "~/lib/session.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/blueprint";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: m.pages_blueprint_title(),
    path: "/blueprint",
    description: m.pages_blueprint_description(),
  });

/**
 * Everyone sees the programme. A signed-in client (or the admin) also gets their Blueprint
 * Dashboard: "Continue where you left off" and each phase's state; the sales block is only for
 * visitors and signed-in users who are not clients.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  if (!user || user.role === "user") return { dashboard: null, next: null, upcomingSessions: [] };
  const journey = await loadJourney(await getDb(), user.id);
  return {
    dashboard: journey.phases,
    next: journey.next,
    upcomingSessions: await loadUpcomingSessions(await getDb(), user),
  };
}

export default function Blueprint({ loaderData }: Route.ComponentProps) {
  const { dashboard, next, upcomingSessions } = loaderData;
  return (
    <BlueprintOverview salesBlock={!dashboard}>
      {dashboard && next && (
        <section aria-labelledby="dashboard-heading" className="card mt-8 mb-4 border-brand-600 sm:p-8">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">HOLISTIC OMEGA BLUEPRINT</p>
          <h2 id="dashboard-heading" className="mt-1 font-serif text-3xl font-bold text-brand-900">
            {m.pages_blueprint_dashboard()}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{m.pages_blueprint_dashboard_text()}</p>
          <div className="mt-6 flex flex-col gap-2 rounded-lg bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-semibold text-brand-900">
              {next.kind === "continue"
                ? m.pages_blueprint_continue()
                : next.kind === "start"
                  ? m.pages_blueprint_ready_next()
                  : m.pages_blueprint_all_complete()}
            </p>
            <NextActionLink next={next} />
          </div>
          <div className="mt-6">
            <PhaseProgressList phases={dashboard} />
          </div>
          <Link to="/hob/phase1/Phase1ResultsPage" className="btn-secondary mt-6">
            {m.pages_blueprint_results()}
          </Link>
        </section>
      )}
      {dashboard && <UpcomingSessions sessions={upcomingSessions} />}
    </BlueprintOverview>
  );
}
