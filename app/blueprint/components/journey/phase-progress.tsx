import { Link } from "react-router";
import type { JourneyPhase, NextAction } from "~/blueprint/journey.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { formatDay } from "~/lib/intl";
import { m } from "~/paraglide/messages";
import { ProgressRing } from "../../../components/progress-bar";

function PhaseState({ phase }: { phase: JourneyPhase }) {
  const locale = useLocale();
  if (phase.status === "completed" && phase.completedAt)
    return (
      <>
        {m.blueprint_phase_completed_on()}{" "}
        <time dateTime={phase.completedAt}>{formatDay(phase.completedAt, locale)}</time>
      </>
    );
  if (phase.status === "in-progress")
    return <>{m.blueprint_phase_in_progress({ number: phase.resumeStep.number, total: phase.totalSteps })}</>;
  return <>{m.blueprint_phase_not_started()}</>;
}

/** "12 steps left: about 15 minutes, …" for a phase under way, "41 steps: …" for one not started. */
function stepsAndTime(phase: JourneyPhase) {
  const steps =
    phase.status === "in-progress"
      ? m.blueprint_phase_steps_left({ count: phase.stepsLeft })
      : m.blueprint_phase_steps({ count: phase.totalSteps });
  return m.blueprint_phase_time({ steps, time: phase.timeLeft });
}

/** The four phases in order, each with a progress ring, its state and a way in. */
export function PhaseProgressList({ phases, headingLevel = 3 }: { phases: JourneyPhase[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {phases.map((phase) => (
        <li key={phase.number} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <ProgressRing
            value={phase.stepsDone}
            max={phase.totalSteps}
            label={m.blueprint_phase_progress_label({ phase: phase.shortName })}
            valueText={
              phase.status === "completed"
                ? m.blueprint_phase_completed()
                : m.blueprint_steps_done({ done: phase.stepsDone, total: phase.totalSteps })
            }
          />
          <div className="min-w-0 flex-1">
            <Heading className="font-semibold text-brand-900">
              <Link to={phase.href} className="no-underline hover:underline">
                {phase.shortName}
              </Link>
            </Heading>
            <p className="text-sm text-slate-700">{phase.title}</p>
            <p className="mt-1 text-sm font-semibold text-slate-800">
              <PhaseState phase={phase} />
            </p>
            {phase.status === "completed" ? (
              <p className="mt-1 text-sm">
                {phase.reportReady ? (
                  <Link to={phase.reportHref}>
                    {m.blueprint_phase_your_report()}
                    <span className="sr-only"> {m.blueprint_phase_report_for({ phase: phase.shortName })}</span>
                  </Link>
                ) : (
                  m.blueprint_report_preparing()
                )}
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-700">{stepsAndTime(phase)}</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The one next step of the programme, as the page's primary action. */
export function NextActionLink({ next, className = "" }: { next: NextAction; className?: string }) {
  return (
    <Link to={next.href} className={`btn-primary min-h-11 px-6 text-base ${className}`}>
      {next.label}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
