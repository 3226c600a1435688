import { type FormEvent, useEffect, useRef } from "react";
import { Form } from "react-router";
import { m } from "~/paraglide/messages";

export interface PackageFormValues {
  name: string;
  description: string;
  /** Euros as typed ("480", "479.50"), "" for no price. */
  price: string;
  sessionCount: number | string;
  validityDays: number | string;
  sessionTypeIds: number[];
  active: boolean;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function textFields(form: HTMLFormElement) {
  return Array.from(form.elements).filter(
    (field): field is TextField =>
      field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type === "text"),
  );
}

/**
 * One form for a new package and an existing one (the owner's packages pages). Its fields are the owner's
 * while they type: new `values` become the fields' defaults without remounting the form, so a save's reload
 * never takes back what was typed since.
 */
export function PackageForm(props: {
  values: PackageFormValues;
  sessionTypes: { id: number; name: string }[];
  errors: Record<string, string | undefined>;
  submitLabel: string;
  /** The last submission was saved: the fields left as sent show the stored values ("479.5" as "479.50"). */
  saved?: boolean;
}) {
  const { values, sessionTypes, errors, submitLabel, saved } = props;
  const invalid = (field: string) => (errors[field] ? true : undefined);
  // What the last submission sent, and the values the form had then.
  const sent = useRef({ fields: new Map<TextField, string>(), values });
  const rememberSent = (event: FormEvent<HTMLFormElement>) => {
    sent.current = {
      fields: new Map(textFields(event.currentTarget).map((field) => [field, field.value])),
      values,
    };
  };
  useEffect(() => {
    // The save's answer can come before the reloaded values: wait for these (they are the fields' defaults by now).
    if (!saved || values === sent.current.values) return;
    for (const [field, value] of sent.current.fields) if (field.value === value) field.value = field.defaultValue;
    sent.current = { fields: new Map(), values };
  }, [saved, values]);
  return (
    <Form
      method="post"
      className="card mt-6 grid gap-4 sm:grid-cols-2"
      aria-label={submitLabel}
      noValidate
      onSubmit={rememberSent}
    >
      <input type="hidden" name="intent" value="save" />
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor="name">
          {m.calendar_name()}
        </label>
        <input
          className="field-input"
          id="name"
          name="name"
          defaultValue={values.name}
          maxLength={100}
          required
          aria-invalid={invalid("name")}
        />
        {errors.name && <p className="field-error">{errors.name}</p>}
      </div>
      <div className="sm:col-span-2">
        <label className="field-label" htmlFor="description">
          {m.calendar_description()} <span className="font-normal text-slate-600">{m.calendar_shown_to_clients()}</span>
        </label>
        <textarea
          className="field-input min-h-24"
          id="description"
          name="description"
          defaultValue={values.description}
          maxLength={1000}
        />
        {errors.description && <p className="field-error">{errors.description}</p>}
      </div>
      <div>
        <label className="field-label" htmlFor="price">
          {m.calendar_price_label()}
        </label>
        <input
          className="field-input"
          id="price"
          name="price"
          inputMode="decimal"
          defaultValue={values.price}
          aria-invalid={invalid("price")}
          aria-describedby="price-hint"
        />
        <p id="price-hint" className="mt-1 text-sm text-slate-600">
          {m.calendar_package_price_hint()}
        </p>
        {errors.price && <p className="field-error">{errors.price}</p>}
      </div>
      <div>
        <label className="field-label" htmlFor="sessionCount">
          {m.calendar_sessions()}
        </label>
        <input
          className="field-input"
          id="sessionCount"
          name="sessionCount"
          inputMode="numeric"
          defaultValue={values.sessionCount}
          aria-invalid={invalid("sessionCount")}
        />
        {errors.sessionCount && <p className="field-error">{errors.sessionCount}</p>}
      </div>
      <div>
        <label className="field-label" htmlFor="validityDays">
          {m.calendar_valid_for()}
        </label>
        <input
          className="field-input"
          id="validityDays"
          name="validityDays"
          inputMode="numeric"
          defaultValue={values.validityDays}
          aria-invalid={invalid("validityDays")}
        />
        {errors.validityDays && <p className="field-error">{errors.validityDays}</p>}
      </div>
      <fieldset className="sm:col-span-2" aria-describedby={errors.sessionTypeIds ? "types-error" : undefined}>
        <legend className="field-label">{m.calendar_covers()}</legend>
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {sessionTypes.map((type) => (
            <li key={type.id}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="sessionTypeIds"
                  value={type.id}
                  defaultChecked={values.sessionTypeIds.includes(type.id)}
                  className="size-4"
                />
                {type.name}
              </label>
            </li>
          ))}
        </ul>
        {errors.sessionTypeIds && (
          <p id="types-error" className="field-error">
            {errors.sessionTypeIds}
          </p>
        )}
      </fieldset>
      <div className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" id="active" name="active" value="on" defaultChecked={values.active} className="size-5" />
        <label htmlFor="active" className="font-semibold">
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

/** The stored price as the form shows it: "480", "479.50", or "" when none is set. */
export function priceInput(cents: number | null) {
  return cents === null ? "" : (cents / 100).toFixed(cents % 100 ? 2 : 0);
}
