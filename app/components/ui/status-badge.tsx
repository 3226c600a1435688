import type { ReactNode } from "react";

/**
 * A status's colours, from the theme's roles (app/app.css) so they follow light and dark: each text colour
 * reads at 4.5:1 or more on its background in both schemes (WCAG AA).
 */
const TONES = {
  accent: "bg-accent text-on-ink",
  warning: "bg-warning-soft text-warning",
  success: "bg-success-soft text-success",
  danger: "bg-danger-soft text-danger",
  neutral: "bg-line text-ink-soft",
} as const;

export type StatusTone = keyof typeof TONES;

/** A short status word (an inquiry's state, a payment's) in its tone. */
export function StatusBadge({
  tone,
  className = "",
  children,
  ...rest
}: {
  tone: StatusTone;
  className?: string;
  children: ReactNode;
  "data-state"?: string;
}) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONES[tone]} ${className}`} {...rest}>
      {children}
    </span>
  );
}
