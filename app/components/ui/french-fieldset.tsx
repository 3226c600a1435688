/**
 * The "In French" group of an owner's form (a session type, a package): the French texts French readers
 * see, each empty field showing the English one. `hint` says where those texts appear.
 */
import type { ReactNode } from "react";
import { m } from "~/paraglide/messages";

export function FrenchFieldset({
  hintId,
  hint,
  twoColumns = false,
  children,
}: {
  hintId: string;
  hint: string;
  /** Side by side from the small breakpoint (the hint spans both). */
  twoColumns?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={`grid gap-4 sm:col-span-2${twoColumns ? " sm:grid-cols-2" : ""}`} aria-describedby={hintId}>
      <legend className="font-semibold text-ink">{m.calendar_french_heading()}</legend>
      <p id={hintId} className={`text-sm text-slate-600${twoColumns ? " sm:col-span-2" : ""}`}>
        {hint}
      </p>
      {children}
    </fieldset>
  );
}
