/** What an action answered, as the page shows it: a confirmation, or a refusal read out at once. */
export interface Outcome {
  ok: boolean;
  message: string;
}

/**
 * The sentence an action's outcome puts above its form: a polite status when it worked, an alert when
 * it was refused. Renders nothing until there is an outcome.
 */
export function OutcomeMessage({
  outcome,
  className = "",
}: {
  outcome: Outcome | null | undefined;
  className?: string;
}) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      className={`${className} ${outcome.ok ? "alert-success" : "alert-danger"}`.trim()}
    >
      {outcome.message}
    </p>
  );
}
