import type { ReactNode } from "react";

/** A labelled text input with an optional hint (required unless told otherwise). */
export function Field(props: {
  id: string;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  hint?: string;
  required?: boolean;
  defaultValue?: string;
  invalid?: boolean;
  inputMode?: "numeric" | "text";
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}) {
  const { id, label, hint, invalid, ...input } = props;
  return (
    <div>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        className="field-input"
        id={id}
        name={id}
        required={input.required ?? true}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
