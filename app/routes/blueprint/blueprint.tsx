import { Link } from "react-router";
import { BlueprintOverview } from "~/components/blueprint-overview";
import { ProgressFill } from "~/components/progress-fill";
import { phaseStatuses } from "~/lib/blueprint.server";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { contentPage } from "~/lib/page-handle";
import { getUser } from "~/lib/session.server";
import { PHASES } from "~/questionnaires/engine";
import type { Route } from "./+types/blueprint";

export const handle = contentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "The Holistic Omega Blueprint",
    path: "/blueprint",
    description:
      "A four-phase programme for entrepreneurs: aligned foundation, creative and brand resonance, AI and BI integration, growth and presence.",
  });

/** Everyone sees the programme; a signed-in client or admin also gets their Blueprint Dashboard. */
export async function loader(args: Route.LoaderArgs) {
  const user = await getUser(args);
  if (!user || user.role === "user") return { dashboard: null };
  const statuses = await phaseStatuses(await getDb(), user.id);
  return {
    dashboard: PHASES.map((phase, index) => ({
      ...statuses[index]!,
      label: phase.buttonLabel,
      title: phase.title,
      summary: phase.summary,
    })),
  };
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

export default function Blueprint({ loaderData }: Route.ComponentProps) {
  const { dashboard } = loaderData;
  return (
    <BlueprintOverview>
      {dashboard && (
        <section aria-labelledby="dashboard-heading" className="card mt-8 mb-4 border-brand-600">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">HOLISTIC OMEGA BLUEPRINT</p>
          <h2 id="dashboard-heading" className="mt-1 font-serif text-3xl font-bold text-brand-900">
            Blueprint Dashboard
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">
            Work through the four phases in order: each builds on the one before. Your answers are saved at every step,
            so you can stop and continue whenever you like, on any device.
          </p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {dashboard.map((phase) => (
              <li key={phase.number} className="rounded-lg border border-slate-200 p-4">
                <Link to={`/hob/phase${phase.number}`} className="btn-primary w-full">
                  {phase.label}
                </Link>
                <p className="mt-3 text-slate-700">{phase.summary}</p>
                <p className="mt-2 text-sm font-semibold text-slate-800">
                  {phase.status === "completed" && phase.completedAt
                    ? `Completed on ${dateFormat.format(new Date(phase.completedAt))}`
                    : phase.status === "in-progress"
                      ? `In progress: ${phase.percent}%`
                      : "Not started"}
                </p>
                {phase.status === "in-progress" && (
                  <div
                    role="progressbar"
                    aria-label={`${phase.label} progress`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={phase.percent}
                    className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                  >
                    <ProgressFill percent={phase.percent} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Link to="/hob/phase1/Phase1ResultsPage" className="btn-secondary mt-6">
            View Questionnaires Results
          </Link>
        </section>
      )}
    </BlueprintOverview>
  );
}
