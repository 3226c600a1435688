import { ProgressFill } from "./progress-fill";

/** A progress bar with the ARIA progressbar semantics (the fill is `ProgressFill`: no inline style). */
export function ProgressBar(props: {
  label: string;
  value: number;
  max: number;
  valueText: string;
  className?: string;
}) {
  const { label, value, max, valueText, className = "h-2 rounded-full" } = props;
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={`overflow-hidden bg-slate-200 ${className}`}
    >
      <ProgressFill percent={percent} />
    </div>
  );
}

/** A ring (for a phase on the dashboard): the share done as an arc, the label beside it. */
export function ProgressRing(props: { value: number; max: number; label: string; valueText: string }) {
  const { value, max, label, valueText } = props;
  const fraction = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="relative size-16 shrink-0"
    >
      <svg viewBox="0 0 64 64" className="size-16 -rotate-90" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r={radius} fill="none" strokeWidth="7" className="stroke-slate-200" />
        <circle
          cx="32"
          cy="32"
          r={radius}
          fill="none"
          strokeWidth="7"
          strokeLinecap="round"
          strokeDasharray={`${fraction * circumference} ${circumference}`}
          className={fraction > 0 ? "stroke-brand-700" : "stroke-transparent"}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-sm font-bold text-brand-900"
      >
        {Math.round(fraction * 100)}%
      </span>
    </div>
  );
}
