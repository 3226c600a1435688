import { useState } from "react";

/**
 * Multi-select chips (real checkboxes, so the form works without JavaScript). With JavaScript the
 * count is live and options are disabled at the maximum; the server enforces min and max either way.
 */
export function ChoiceChips(props: {
  name: string;
  legend: string;
  help?: string;
  options: { value: string; description?: string }[];
  min: number;
  max: number;
  initial: string[];
  describedBy?: string;
}) {
  const { name, legend, help, options, min, max, initial, describedBy } = props;
  const [selected, setSelected] = useState<string[]>(initial);
  const atMax = selected.length >= max;
  const hintId = `${name}-hint`;
  return (
    <fieldset aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {help && <p className="mt-1 text-slate-700">{help}</p>}
      <p id={hintId} className="mt-2 text-sm font-medium text-slate-700" aria-live="polite">
        Select {min}-{max} values. Currently selected: {selected.length}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          const id = `${name}-${option.value.replace(/\W+/g, "-")}`;
          return (
            <li key={option.value}>
              <input
                type="checkbox"
                id={id}
                name={name}
                value={option.value}
                className="peer sr-only"
                defaultChecked={checked}
                disabled={!checked && atMax}
                onChange={(event) => {
                  const { checked: on } = event.currentTarget;
                  setSelected((current) =>
                    on ? [...current, option.value] : current.filter((v) => v !== option.value),
                  );
                }}
              />
              <label
                htmlFor={id}
                className="inline-flex cursor-pointer flex-col rounded-full border border-slate-400 bg-white px-4 py-2 text-sm text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                <span className="font-semibold">{option.value}</span>
                {option.description && <span className="text-xs opacity-90">{option.description}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
