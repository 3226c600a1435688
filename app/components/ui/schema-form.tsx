import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import type { FieldErrors } from "~/lib/form-errors";
import { parseSubmission } from "~/lib/submission";
import { FormErrorSummary } from "./form-error-summary";

/** The name of the hidden button Conform submits with when it checks a field (not exported by Conform). */
const CONFORM_INTENT = "__intent__";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * One way to build a form (docs/decisions/024-forms-with-conform.md): Conform checks the fields against the
 * form's Zod schema in the browser, the action checks them again with `parseSubmission` and answers
 * `submission.reply()`, which comes back here as `lastResult`. A field is checked when it is left, then at
 * every keystroke once it has an error; a submit checks them all. Without JavaScript the server's answer
 * renders the same errors. Spread `formProps` on the `<Form>`, `fieldProps(fields.x)` on each `Field`, and
 * render `<SchemaFormSummary {...summary} />` at the top of the form.
 */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  /** Stable across renders, so the server's and the browser's ids agree. */
  id: string;
  schema: Schema;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: Partial<Record<keyof z.input<Schema>, string | undefined>>;
}) {
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    // Conform's own type for default values is recursive; a flat form's strings fit it.
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  });

  // A new object per refused submit (in the browser or by the server): the summary shows and takes focus.
  const [refused, setRefused] = useState<object | null>(() => (lastResult?.status === "error" ? {} : null));
  useEffect(() => {
    if (lastResult?.status === "error") setRefused({});
  }, [lastResult]);

  // Leaving a field for the form's own submit button checks nothing: the submit checks every field anyway, and
  // an error shown now would push the button from under the pointer between press and release, losing the click.
  // (Conform listens on the document; stopping the event at the form also hides it from React's onBlur handlers
  // inside the form, for that one move.) Safari does not focus a clicked button, so there the click can still miss.
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement)) return;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      const submits = (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) && next.type === "submit";
      if (submits && next.form === element) event.stopPropagation();
    };
    element.addEventListener("focusout", onFocusOut);
    return () => element.removeEventListener("focusout", onFocusOut);
  }, [form.id]);

  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(form.allErrors)) {
    if (messages[0]) errors[name === "" ? "form" : name] = messages[0];
  }

  return {
    form,
    fields,
    formProps: {
      id: form.id,
      noValidate: form.noValidate,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        form.onSubmit(event);
        // Conform prevents the submit it refuses, and its own checks of one field, which it sends as a submit
        // by a button named "__intent__"; React Router's Form sends the others.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (event.defaultPrevented && submitter?.getAttribute("name") !== CONFORM_INTENT) setRefused({});
      },
    },
    summary: { errors: refused ? errors : null, focusKey: refused },
  };
}

/** A `Field`'s id, name, starting value and error from Conform's metadata; the id is the name, as elsewhere. */
export function fieldProps(field: FieldMetadata<unknown>) {
  return {
    id: field.name,
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    error: field.errors?.[0],
  };
}

/**
 * The error summary of a `useSchemaForm` form: focused on each refused submit, its messages announced, each a link
 * to its field. Messages that name their field ("Name is required.") need no `labels`.
 */
export function SchemaFormSummary(props: {
  errors: FieldErrors | null;
  focusKey: unknown;
  labels?: Record<string, string>;
  /** When a field's element id differs from its name (two forms of a page with a field of the same name). */
  fieldIds?: Record<string, string>;
}) {
  return <FormErrorSummary {...props} role="alert" />;
}
