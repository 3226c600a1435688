/**
 * The questionnaire's shared wording in French (see ../guidance.ts): the same sentence is shown
 * next to the control and returned when a submission is refused. The rules themselves do not
 * depend on the language and are re-exported as they are.
 */
export { isSkippable, isSkippedAnswer, sliderMiddle } from "../guidance";

/** The question asked when Continue is pressed on an empty optional answer. */
export const SKIP_QUESTION = "Passer cette question ?";
export const REQUIRED_ANSWER = "Cette question demande une réponse.";

/**
 * A noun given in the plural ("forces", "valeurs", "archétypes") in the singular, for a rule that
 * asks for exactly one (French uses the singular for 0 and 1); a plural in -x ("choix") is left as it is.
 */
function singular(noun: string) {
  return noun
    .split(" ")
    .map((word, index) => (index === 0 ? word.replace(/(?<=\p{L})s$/u, "") : word))
    .join(" ");
}

/**
 * The rule of a choice question and where the client stands: « Sélectionnez entre 5 et 7 forces.
 * Sélection actuelle : 3 », or « Sélectionnez 10 valeurs. Sélection actuelle : 7 » when the
 * count is exact. `noun` is the plural.
 */
export function choiceGuidance(min: number, max: number, noun: string, count: number) {
  const rule =
    min === max
      ? `Sélectionnez ${min} ${min < 2 ? singular(noun) : noun}.`
      : `Sélectionnez entre ${min} et ${max} ${noun}.`;
  return `${rule} Sélection actuelle : ${count}`;
}
