/**
 * Field-level errors, the shape every form action returns when its input is refused: field name → one
 * message; a message for the whole form goes under "form". Forms read their input through Conform
 * (`lib/submission.ts`, ADR 024), whose `submissionErrors` gives this shape.
 */
export type FieldErrors = Partial<Record<string, string>>;

/** True when the record holds at least one message. */
export function hasFieldErrors(errors: FieldErrors | undefined | null): errors is FieldErrors {
  return !!errors && Object.values(errors).some(Boolean);
}
