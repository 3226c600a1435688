/**
 * Field-level errors, the shape every form action returns when its input is refused: field name → one
 * message. The first message per field wins; issues without a path go under "form".
 */
export type FieldErrors = Partial<Record<string, string>>;

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** True when the record holds at least one message. */
export function hasFieldErrors(errors: FieldErrors | undefined | null): errors is FieldErrors {
  return !!errors && Object.values(errors).some(Boolean);
}
