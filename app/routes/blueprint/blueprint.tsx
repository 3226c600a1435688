import { Link } from "react-router";
import { BlueprintOverview } from "~/components/blueprint-overview";
import { NextActionLink, PhaseProgressList } from "~/components/journey/phase-progress";
import { getDb } from "~/lib/db.server";
import { loadJourney } from "~/lib/journey.server";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getUser } from "~/lib/session.server";
import type { Route } from "./+types/blueprint";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "The Holistic Omega Blueprint",
    path: "/blueprint",
    description:
      "A four-phase programme for entrepreneurs: aligned foundation, creative and brand resonance, brand expression, and AI and BI integration.",
  });

/**
 * Everyone sees the programme. A signed-in client (or the admin) also gets their Blueprint
 * Dashboard: "Continue where you left off" and each phase's state; the sales block is only for
 * visitors and signed-in users who are not clients.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  if (!user || user.role === "user") return { dashboard: null, next: null };
  const journey = await loadJourney(await getDb(), user.id);
  return { dashboard: journey.phases, next: journey.next };
}

export default function Blueprint({ loaderData }: Route.ComponentProps) {
  const { dashboard, next } = loaderData;
  return (
    <BlueprintOverview salesBlock={!dashboard}>
      {dashboard && next && (
        <section aria-labelledby="dashboard-heading" className="card mt-8 mb-4 border-brand-600 sm:p-8">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">HOLISTIC OMEGA BLUEPRINT</p>
          <h2 id="dashboard-heading" className="mt-1 font-serif text-3xl font-bold text-brand-900">
            Blueprint Dashboard
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            Work through the four phases in order: each builds on the one before. Your answers are saved at every step,
            so you can stop and continue whenever you like, on any device.
          </p>
          <div className="mt-6 flex flex-col gap-2 rounded-lg bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-semibold text-brand-900">
              {next.kind === "continue"
                ? "Continue where you left off"
                : next.kind === "start"
                  ? "Ready for the next phase"
                  : "All four phases are complete"}
            </p>
            <NextActionLink next={next} />
          </div>
          <div className="mt-6">
            <PhaseProgressList phases={dashboard} />
          </div>
          <Link to="/hob/phase1/Phase1ResultsPage" className="btn-secondary mt-6">
            View Questionnaires Results
          </Link>
        </section>
      )}
    </BlueprintOverview>
  );
}
