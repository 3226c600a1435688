/**
 * What a client reads for a stored option value. Chosen options are stored in English in every
 * language (saved answers hold them); a translated phase adds a label beside each value, and every
 * place that shows an option shows the label, else the value itself (English phases have none).
 */
import type { ChipOption, QuestionStep, ValuesStep } from "./types";

export const optionLabel = (option: ChipOption) => option.label ?? option.value;

/** Stored values of a values picker as chips, each with its label when the step has one. */
export function valueChips(step: ValuesStep, values: readonly string[]): ChipOption[] {
  return values.map((value) => {
    const label = step.optionLabels?.[value];
    return label === undefined ? { value } : { value, label };
  });
}

/** The labels of a choice step's options keyed by stored value, or undefined when it shows values as they are. */
export function optionLabelMap(step: QuestionStep): Readonly<Record<string, string>> | undefined {
  if (step.kind === "values") return step.optionLabels;
  if (step.kind !== "chips") return undefined;
  const labelled = step.options.filter((option) => option.label !== undefined);
  return labelled.length ? Object.fromEntries(labelled.map((option) => [option.value, option.label!])) : undefined;
}

/** A stored value as shown: its label from the map, else the value itself. */
export const shownValue = (value: string, labels: Readonly<Record<string, string>> | undefined) =>
  labels?.[value] ?? value;
