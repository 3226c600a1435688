import type { ReactNode } from "react";
import { Mark } from "~/components/site-header";
import { m } from "~/paraglide/messages";
import { ProgressBar } from "../../../components/progress-bar";

/**
 * The questionnaire's slim header in focus mode: the logo, the phase, one progress measure (steps
 * done of the phase's total, the same count as "Step n of total") and a way out.
 */
export function FocusHeader(props: {
  phaseName: string;
  done: number;
  total: number;
  /** "Save and exit" (a submit button of the step form) or a link out. */
  action: ReactNode;
  /** "Saved" and similar confirmations, announced politely. */
  status?: ReactNode;
}) {
  const { phaseName, done, total, action, status } = props;
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <span className="flex shrink-0 items-center gap-2 text-ink">
          {/* The site's mark (as in the site header), without a link: leaving goes through "Save and exit". */}
          <Mark className="size-7" />
          <span className="sr-only font-display text-lg leading-none font-medium sm:not-sr-only">Holistic Omega</span>
        </span>
        <span aria-hidden="true" className="hidden text-slate-300 sm:inline">
          |
        </span>
        <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">{phaseName}</p>
        <div className="shrink-0 text-sm text-slate-700" role="status" aria-live="polite">
          {status}
        </div>
        <div className="shrink-0">{action}</div>
      </div>
      <ProgressBar
        label={m.blueprint_progress_label({ phase: phaseName })}
        value={done}
        max={total}
        valueText={m.blueprint_steps_done({ done, total })}
        className="h-1.5"
      />
    </header>
  );
}
