import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FieldError } from "~/components/ui/field";
import { FrenchFieldset } from "~/components/ui/french-fieldset";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { m } from "~/paraglide/messages";
import { PACKAGE_DESCRIPTION_MAX, PACKAGE_NAME_MAX, PackageSchema } from "../package-form.ts";

export interface PackageFormValues {
  name: string;
  description: string;
  /** Empty where the owner has not written one: French clients read the English text. */
  nameFr: string;
  descriptionFr: string;
  /** Euros as typed ("480", "479.50"), "" for no price. */
  price: string;
  sessionCount: number;
  validityDays: number;
  sessionTypeIds: number[];
  active: boolean;
}

/**
 * One form for a new package and an existing one (the owner's packages pages), over the schema its actions read
 * (payments/package-form.ts). The fields are the owner's while they type: a save's reload puts the stored values
 * only in the fields left as they were sent. A new package's form starts empty again once it is created (its
 * action answers with a reset).
 */
export function PackageForm(props: {
  /** "new-package" or "package": stable, so the server's and the browser's ids agree. */
  id: string;
  values: PackageFormValues;
  sessionTypes: { id: number; name: string }[];
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
}) {
  const { id, values, sessionTypes, lastResult, submitLabel } = props;
  const { formProps, fields, summary } = useSchemaForm({
    id,
    schema: PackageSchema,
    lastResult,
    defaultValue: {
      name: values.name,
      description: values.description,
      nameFr: values.nameFr,
      descriptionFr: values.descriptionFr,
      price: values.price,
      sessionCount: String(values.sessionCount),
      validityDays: String(values.validityDays),
      sessionTypeIds: values.sessionTypeIds.map(String),
      active: values.active ? "on" : undefined,
    },
  });
  const covered = fields.sessionTypeIds;
  const coveredIds = new Set([covered.initialValue ?? []].flat());
  const coveredError = covered.errors?.[0];
  return (
    <Form method="post" {...formProps} className="card mt-6 grid gap-4 sm:grid-cols-2" aria-label={submitLabel}>
      <input type="hidden" name="intent" value="save" />
      <div className="sm:col-span-2 empty:hidden">
        <SchemaFormSummary {...summary} />
      </div>
      <Field
        {...fieldProps(fields.name)}
        className="sm:col-span-2"
        label={m.calendar_name()}
        maxLength={PACKAGE_NAME_MAX}
      />
      <Field
        {...fieldProps(fields.description)}
        as="textarea"
        className="sm:col-span-2"
        inputClassName="min-h-24"
        label={
          <>
            {m.calendar_description()}{" "}
            <span className="font-normal text-slate-600">{m.calendar_shown_to_clients()}</span>
          </>
        }
        required={false}
        maxLength={PACKAGE_DESCRIPTION_MAX}
      />
      <FrenchFieldset hintId={`${id}-french-hint`} hint={m.calendar_package_french_hint()}>
        <Field
          {...fieldProps(fields.nameFr)}
          label={m.calendar_name_fr()}
          lang="fr"
          required={false}
          maxLength={PACKAGE_NAME_MAX}
        />
        <Field
          {...fieldProps(fields.descriptionFr)}
          as="textarea"
          inputClassName="min-h-24"
          label={m.calendar_description_fr()}
          lang="fr"
          required={false}
          maxLength={PACKAGE_DESCRIPTION_MAX}
        />
      </FrenchFieldset>
      <Field
        {...fieldProps(fields.price)}
        label={m.calendar_price_label()}
        hint={m.calendar_package_price_hint()}
        inputMode="decimal"
        required={false}
      />
      <Field {...fieldProps(fields.sessionCount)} label={m.calendar_sessions()} inputMode="numeric" />
      <Field {...fieldProps(fields.validityDays)} label={m.calendar_valid_for()} inputMode="numeric" />
      <fieldset
        className="sm:col-span-2"
        aria-describedby={coveredError ? `${covered.name}-error` : undefined}
        aria-invalid={coveredError ? true : undefined}
      >
        <legend className="field-label">{m.calendar_covers()}</legend>
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {sessionTypes.map((type, index) => (
            <li key={type.id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  // The error summary links to the group's first box.
                  id={index === 0 ? covered.name : undefined}
                  name={covered.name}
                  value={type.id}
                  defaultChecked={coveredIds.has(String(type.id))}
                  className="size-4"
                />
                {type.name}
              </label>
            </li>
          ))}
        </ul>
        {coveredError ? <FieldError id={`${covered.name}-error`} error={coveredError} /> : null}
      </fieldset>
      <div className="flex items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          id={fields.active.name}
          name={fields.active.name}
          value="on"
          defaultChecked={fields.active.initialValue === "on"}
          className="size-5"
        />
        <label htmlFor={fields.active.name} className="font-semibold">
          {m.calendar_on_sale_label()}
        </label>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
