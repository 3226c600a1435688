import { type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
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
 * `submission.reply()`, which comes back here as `lastResult`. A field is checked when it is left after a change,
 * then at every keystroke once it has an error; a submit checks them all. Without JavaScript the server's answer
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
  /** The stored values; repeated checkboxes take a list. After a save, the page's reloaded values. */
  defaultValue?: Partial<Record<keyof z.input<Schema>, string | string[] | undefined>>;
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

  // When leaving a field checks it. A field not changed since the form started (or was emptied after a save) is
  // not checked when left: passing through it, or clicking elsewhere on the page, says nothing; the submit checks
  // it. Leaving a field for the form's own submit button checks nothing either: the submit checks every field, and
  // an error shown now would push the button from under the pointer between press and release, losing the click.
  // Leaving it by pressing anything else (ticking a box below it, a button further down the page) checks it once
  // the press is released, for the same reason. (Conform listens on the document; stopping the event at the form
  // also hides it from React's onBlur handlers inside the form, for that one move.) Safari does not focus a clicked
  // button, so there the click can still miss.
  const changed = useRef(new Set<string>());
  useEffect(() => {
    if (lastResult?.initialValue === null) changed.current.clear();
  }, [lastResult]);
  const { validate } = form;
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!(element instanceof HTMLFormElement)) return;
    let pressed = false;
    const onPointerDown = () => {
      pressed = true;
    };
    const onPointerUp = () => {
      pressed = false;
    };
    const onInput = (event: Event) => {
      if (isNamedField(event.target)) changed.current.add(event.target.name);
    };
    const onReset = () => changed.current.clear();
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (!isNamedField(left)) return;
      const next = event.relatedTarget;
      const submits = (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) && next.type === "submit";
      if (!changed.current.has(left.name) || (submits && next.form === element)) {
        event.stopPropagation();
      } else if (pressed) {
        event.stopPropagation();
        // The click comes right after the release, in the same task; the check after it.
        const check = () => setTimeout(() => element.isConnected && validate({ name: left.name }));
        document.addEventListener("pointerup", check, { once: true });
      }
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("pointerup", onPointerUp, true);
    document.addEventListener("pointercancel", onPointerUp, true);
    element.addEventListener("input", onInput);
    element.addEventListener("reset", onReset);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("pointerup", onPointerUp, true);
      document.removeEventListener("pointercancel", onPointerUp, true);
      element.removeEventListener("input", onInput);
      element.removeEventListener("reset", onReset);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [form.id, validate]);

  // A save's answer comes before the page's reloaded values: once they are in (the navigation is idle again), each
  // field still showing what the submit sent shows what is now stored ("481.00" saved reads "481"), and a field
  // typed in during the save keeps its typing. Nothing is remounted, so nothing typed is lost.
  const sent = useRef<Map<string, string> | null>(null);
  const navigation = useNavigation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trigger is the end of the save's round trip; the stored values are read as they stand then.
  useEffect(() => {
    const element = document.getElementById(form.id);
    if (!sent.current || navigation.state !== "idle" || !(element instanceof HTMLFormElement)) return;
    const values = sent.current;
    sent.current = null;
    if (lastResult?.status !== "success") return;
    for (const field of valueFields(element)) {
      const stored = defaultValue?.[field.name as keyof typeof defaultValue];
      if (typeof stored === "string" && values.get(field.name) === field.value) field.value = stored;
    }
  }, [navigation.state, lastResult, form.id]);

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
        if (!event.defaultPrevented) {
          sent.current = new Map(valueFields(event.currentTarget).map((field) => [field.name, field.value]));
        }
      },
    },
    summary: { errors: refused ? errors : null, focusKey: refused },
  };
}

function isNamedField(
  target: EventTarget | null,
): target is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  const field =
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  return field && target.name !== "";
}

/** The form's fields that hold one typed or chosen value (not checkboxes, radios, files or buttons). */
function valueFields(form: HTMLFormElement) {
  const noValue = new Set(["checkbox", "radio", "file", "hidden", "submit", "button", "reset", "image"]);
  return Array.from(form.elements).filter(
    (field): field is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (field instanceof HTMLInputElement && !noValue.has(field.type)) ||
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLSelectElement && !field.multiple),
  );
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
  /** When a field's element id is not its name (several forms of the same kind on a page). */
  fieldIds?: Record<string, string>;
}) {
  return <FormErrorSummary {...props} role="alert" />;
}
