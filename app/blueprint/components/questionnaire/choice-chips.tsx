import { useState } from "react";
import { choiceGuidance as englishGuidance } from "~/blueprint/questionnaires/guidance";
import { optionLabel } from "~/blueprint/questionnaires/option-labels";
import type { ChipOption } from "~/blueprint/questionnaires/types";
import { m } from "~/paraglide/messages";

/**
 * Multi-select chips (real checkboxes, so the form works without JavaScript). The rule sits next
 * to the chips as guidance and is announced as the count changes ("Select 5-7 strengths.
 * Currently selected: 3"); options are disabled at the maximum. The server enforces the same rule
 * and answers with the same sentence.
 */
export function ChoiceChips(props: {
  name: string;
  /** Id of the heading that asks the question. */
  labelledBy: string;
  help?: string;
  noun: string;
  /** Each chip shows its label (a translation) when it has one; the stored value is what is submitted. */
  options: ChipOption[];
  min: number;
  max: number;
  initial: string[];
  /**
   * Set (to the refusal itself) when the server refused the last submission because the rule was
   * not met: the hint says so until the client changes the selection.
   */
  refused?: object;
  /** The rule sentence in the page's language (English by default). */
  choiceGuidance?: typeof englishGuidance;
}) {
  const { name, labelledBy, help, noun, options, min, max, initial, refused } = props;
  const choiceGuidance = props.choiceGuidance ?? englishGuidance;
  const [selected, setSelected] = useState<string[]>(initial);
  const [changedAfter, setChangedAfter] = useState<object | undefined>();
  const atMax = selected.length >= max;
  const met = selected.length >= min && selected.length <= max;
  const hintId = `${name}-hint`;
  const helpId = help ? `${name}-help` : undefined;
  const warn = Boolean(refused) && changedAfter !== refused && !met;
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={[helpId, hintId].filter(Boolean).join(" ")}>
      {help && (
        <p id={helpId} className="text-slate-700">
          {help}
        </p>
      )}
      <p
        id={hintId}
        aria-live="polite"
        className={`mt-3 inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold ${
          warn
            ? "border border-warning bg-warning-soft text-warning"
            : met
              ? "bg-brand-50 text-brand-900"
              : "bg-slate-100 text-slate-800"
        }`}
      >
        <span aria-hidden="true">{met ? "✓" : warn ? "!" : "•"}</span>
        {warn && <span className="sr-only">{m.blueprint_not_saved_yet()} </span>}
        {choiceGuidance(min, max, noun, selected.length)}
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
                  setChangedAfter(refused);
                  setSelected((current) =>
                    on ? [...current, option.value] : current.filter((v) => v !== option.value),
                  );
                }}
              />
              <label
                htmlFor={id}
                className="inline-flex min-h-11 cursor-pointer flex-col justify-center rounded-full border border-slate-400 bg-white px-4 py-2 text-sm text-slate-800 transition-colors hover:border-brand-700 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
              >
                <span className="font-semibold">{optionLabel(option)}</span>
                {option.description && <span className="text-xs opacity-90">{option.description}</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
