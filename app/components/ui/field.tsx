import type { ComponentProps, ReactNode } from "react";
import { m } from "~/paraglide/messages";

type Control =
  | ({ as?: "input" } & Omit<ComponentProps<"input">, "id" | "children" | "className">)
  | ({ as: "textarea" } & Omit<ComponentProps<"textarea">, "id" | "children" | "className">)
  | ({ as: "select"; children: ReactNode } & Omit<ComponentProps<"select">, "id" | "className">);

/**
 * A labelled form control (input, textarea or select), required unless told otherwise. Its hint and its
 * error sit right under it and are linked with `aria-describedby`; an error also marks it `aria-invalid`.
 * The control's `id` is also its `name` unless a `name` is given, and is what a FormErrorSummary links to.
 */
export function Field(
  props: {
    id: string;
    label: ReactNode;
    hint?: ReactNode;
    error?: string;
    /** Marks the control invalid without a message of its own (e.g. a failed sign-in). */
    invalid?: boolean;
    /** The label is read out but not shown (a compact control whose column or button says what it is). */
    hideLabel?: boolean;
    /** Classes of the wrapper and of the control itself. */
    className?: string;
    inputClassName?: string;
  } & Control,
) {
  const { id, label, hint, error, invalid, hideLabel, className = "", inputClassName = "", ...control } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: control.name ?? id,
    required: control.required ?? true,
    "aria-invalid": error || invalid ? true : undefined,
    "aria-describedby": describedBy,
  };

  let input: ReactNode;
  if (control.as === "textarea") {
    const { as: _as, ...rest } = control;
    input = <textarea className={`field-input min-h-36 ${inputClassName}`} {...rest} {...common} />;
  } else if (control.as === "select") {
    const { as: _as, children, ...rest } = control;
    input = (
      <select className={`field-input ${inputClassName}`} {...rest} {...common}>
        {children}
      </select>
    );
  } else {
    const { as: _as, ...rest } = control;
    input = <input className={`field-input ${inputClassName}`} {...rest} {...common} />;
  }

  return (
    <div className={className || undefined}>
      <label className={hideLabel ? "sr-only" : "field-label"} htmlFor={id}>
        {label}
      </label>
      {input}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A field's error as `Field` shows it, for the controls it does not draw (a group of radio buttons): give the
 * group `aria-describedby` this `id`.
 */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      <span aria-hidden="true">!</span>
      <span>
        <span className="sr-only">{m.form_error_prefix()}</span>
        {error}
      </span>
    </p>
  );
}
