import { Link } from "react-router";
import type { JourneyPhase, NextAction } from "~/lib/journey.server";
import { ProgressRing } from "../progress-bar";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function PhaseState({ phase }: { phase: JourneyPhase }) {
  if (phase.status === "completed" && phase.completedAt)
    return (
      <>
        Completed on <time dateTime={phase.completedAt}>{dateFormat.format(new Date(phase.completedAt))}</time>
      </>
    );
  if (phase.status === "in-progress")
    return <>{`In progress: step ${phase.resumeStep.number} of ${phase.totalSteps}`}</>;
  return <>Not started</>;
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
            label={`${phase.shortName} progress`}
            valueText={
              phase.status === "completed" ? "Completed" : `${phase.stepsDone} of ${phase.totalSteps} steps done`
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
                    Your report<span className="sr-only"> for {phase.shortName}</span>
                  </Link>
                ) : (
                  "Your report is being prepared"
                )}
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-700">
                {`${phase.status === "in-progress" ? `${phase.stepsLeft} ${phase.stepsLeft === 1 ? "step" : "steps"} left` : `${phase.totalSteps} steps`}: ${phase.timeLeft}`}
              </p>
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
