/**
 * The French Blueprint is the English one in other words: the same steps, ids, kinds, keys and
 * numbers (so the engine and the stored answers cannot tell them apart), every sentence a client
 * reads in French, and every option labelled in French while its stored value stays English.
 */
import { describe, expect, it } from "vitest";
import { parseSubmission } from "../answers";
import {
  answerKeys,
  findStep,
  labelFor,
  PHASES,
  progressPercent,
  questionRows,
  questionSteps,
  resumeStepId,
  stepsDone,
} from "../engine";
import { choiceGuidance as englishChoiceGuidance } from "../guidance";
import { guidanceFor, phaseFor, phasesFor } from "../localized";
import { ARCHETYPES, STRENGTHS, VALUES } from "../options";
import type { ChipsStep, PhaseDefinition, QuestionStep, Step, ValuesStep } from "../types";
import { choiceGuidance, REQUIRED_ANSWER, SKIP_QUESTION } from "./guidance";

const FRENCH = phasesFor("fr");

/** Fields that are data, not text: they must be byte-identical in both languages. */
const IDENTICAL_FIELDS = [
  "id",
  "kind",
  "firstKey",
  "min",
  "max",
  "firstCount",
  "finalMin",
  "finalMax",
  "required",
] as const;

/** Fields a client reads: present in French exactly where they are in English, and translated. */
const TEXT_FIELDS = [
  "title",
  "section",
  "prompt",
  "help",
  "label",
  "placeholder",
  "minLabel",
  "maxLabel",
  "detailPrompt",
  "noun",
  "firstPrompt",
  "finalPrompt",
  "urlLabel",
  "fileLabel",
] as const;

/** Words French shares with English: an option may keep them as its label. */
const COGNATES = new Set([
  "Compassion",
  "Contribution",
  "Excellence",
  "Impact",
  "Innovation",
  "Justice",
  "Leadership",
  "Passion",
  "Respect",
  "Service",
  "Communication",
  "Persuasion",
]);

/** Texts that are the same in both languages on purpose. */
const SAME_IN_BOTH = new Set([
  // The row name of the questionnaire in the database, and correct French as it is.
  "Phase 1",
  "Phase 2",
  "Phase 3",
  "Phase 4",
]);

/**
 * Texts English derives in code ("values", "Top 10 Values", "<label> (details)") and a translation
 * states: a French phase may have them where the English one does not.
 */
const translationOnly = (step: Step, name: string) => step.kind === "values" && name === "noun";

const field = (step: Step, name: string) => (step as unknown as Record<string, unknown>)[name];

/** Every text of a step a client can read, with where it is (for failure messages). */
function texts(phase: PhaseDefinition): [string, string][] {
  const found: [string, string][] = [
    [`phase ${phase.number} title`, phase.title],
    [`phase ${phase.number} buttonLabel`, phase.buttonLabel],
    [`phase ${phase.number} summary`, phase.summary],
  ];
  for (const step of phase.steps) {
    for (const name of TEXT_FIELDS) {
      const value = field(step, name);
      if (typeof value === "string" && !translationOnly(step, name)) found.push([`${step.id}.${name}`, value]);
    }
    if ("body" in step) found.push(...step.body.map((p, i): [string, string] => [`${step.id}.body[${i}]`, p]));
    if ("bullets" in step)
      found.push(...(step.bullets ?? []).map((b, i): [string, string] => [`${step.id}.bullets[${i}]`, b]));
    if (step.kind === "chips") {
      for (const option of step.options) {
        found.push([`${step.id} option ${option.value} label`, option.label ?? ""]);
        if (option.description) found.push([`${step.id} option ${option.value} description`, option.description]);
      }
    }
    if (step.kind === "values") {
      // In sorted order: a translation may list the same values in another order.
      for (const value of [...step.options].sort())
        found.push([`${step.id} option ${value} label`, step.optionLabels?.[value] ?? ""]);
    }
  }
  return found;
}

describe.each(PHASES.map((english, index) => ({ english, french: FRENCH[index]!, n: index + 1 })))(
  "phase $n in French",
  ({ english, french }) => {
    it("has the same number and database name", () => {
      expect(french.number).toBe(english.number);
      expect(french.name).toBe(english.name);
    });

    it("has the same steps in the same order, with identical ids, kinds, keys and numbers", () => {
      expect(french.steps.map((s) => `${s.id}:${s.kind}`)).toEqual(english.steps.map((s) => `${s.id}:${s.kind}`));
      english.steps.forEach((step, index) => {
        const twin = french.steps[index]!;
        for (const name of IDENTICAL_FIELDS) expect(field(twin, name), `${step.id}.${name}`).toEqual(field(step, name));
        for (const name of TEXT_FIELDS) {
          if (translationOnly(step, name)) continue;
          expect(typeof field(twin, name), `${step.id}.${name} present in both`).toBe(typeof field(step, name));
        }
        if ("body" in step) expect((twin as typeof step).body.length, `${step.id}.body`).toBe(step.body.length);
        if ("bullets" in step)
          expect((twin as typeof step).bullets?.length, `${step.id}.bullets`).toBe(step.bullets?.length);
      });
    });

    it("stores the same English option values", () => {
      english.steps.forEach((step, index) => {
        const twin = french.steps[index]!;
        if (step.kind === "chips" && twin.kind === "chips") {
          expect(twin.options.map((o) => o.value)).toEqual(step.options.map((o) => o.value));
        }
        if (step.kind === "values" && twin.kind === "values") {
          expect([...twin.options].sort()).toEqual([...step.options].sort());
          expect(twin.options).toHaveLength(new Set(twin.options).size);
        }
      });
    });

    it("says every sentence in French: non-empty and different from the English", () => {
      const englishTexts = new Map(texts(english));
      const frenchTexts = texts(french);
      expect(frenchTexts.map(([where]) => where)).toEqual([...englishTexts.keys()]);
      for (const [where, text] of frenchTexts) {
        expect(text.trim(), where).not.toBe("");
        const original = englishTexts.get(where)!;
        if (where.endsWith(" label") && original === "") {
          // An English option has no label: the French one must differ from the stored value.
          const value = where.split(" option ")[1]!.replace(/ label$/, "");
          if (!COGNATES.has(value)) expect(text, where).not.toBe(value);
        } else if (!SAME_IN_BOTH.has(original)) {
          expect(text, where).not.toBe(original);
        }
      }
    });

    it("follows French typography: curly apostrophes, a non-breaking space before : ; ? ! and inside « »", () => {
      for (const [where, text] of texts(french)) {
        expect(text, where).not.toContain("'");
        expect(text, where).not.toMatch(/[ \S][:;?!»]|«(?!\u00a0)/u);
      }
    });

    it("gives the engine the same keys, rows, resume points and progress", () => {
      const englishQuestions = questionSteps(english);
      const frenchQuestions = questionSteps(french);
      expect(frenchQuestions.map(answerKeys)).toEqual(englishQuestions.map(answerKeys));
      const shape = (phase: PhaseDefinition) =>
        questionRows(phase).map(({ questionKey, type, position }) => ({ questionKey, type, position }));
      expect(shape(french)).toEqual(shape(english));
      const keys = englishQuestions.flatMap(answerKeys);
      const answeredSets = [0, 1, Math.floor(keys.length / 2), keys.length - 1, keys.length].map(
        (count) => new Set(keys.slice(0, count)),
      );
      const valuesStep = englishQuestions.find((step) => step.kind === "values");
      if (valuesStep?.kind === "values") answeredSets.push(new Set([valuesStep.firstKey]));
      for (const answered of answeredSets) {
        expect(resumeStepId(french, answered)).toBe(resumeStepId(english, answered));
        expect(stepsDone(french, answered)).toBe(stepsDone(english, answered));
        expect(progressPercent(french, answered)).toBe(progressPercent(english, answered));
      }
    });

    it("labels every answer key in French for results pages", () => {
      for (const { questionKey } of questionRows(english)) {
        const label = labelFor(french, questionKey);
        expect(label, questionKey).not.toBe(questionKey);
        expect(label, questionKey).not.toBe(labelFor(english, questionKey));
      }
    });
  },
);

describe("French options", () => {
  const phase1 = phaseFor("fr", 1);
  const phase2 = phaseFor("fr", 2);

  it("label all 44 values and list them in French alphabetical order", () => {
    const picker = phase1.steps.find((step) => step.id === "values-q7");
    if (picker?.kind !== "values") throw new Error("values-q7 is not a values picker");
    expect(Object.keys(picker.optionLabels ?? {}).sort()).toEqual([...VALUES].sort());
    const shown = picker.options.map((value) => picker.optionLabels![value]!);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, "fr")));
    expect(shown[0]).toBe("Accomplissement");
    expect(picker.noun).toBe("valeurs");
  });

  it("label the strengths and archetypes, keeping the English stored values", () => {
    const strengths = phase1.steps.find((step) => step.id === "strengths-q8");
    const archetypes = phase2.steps.find((step) => step.id === "archetype-q4");
    if (strengths?.kind !== "chips" || archetypes?.kind !== "chips") throw new Error("not chips");
    expect(strengths.options.map((o) => o.value)).toEqual(STRENGTHS);
    expect(strengths.options.find((o) => o.value === "Strategic Thinking")?.label).toBe("Pensée stratégique");
    expect(archetypes.options.map((o) => o.value)).toEqual(ARCHETYPES.map((a) => a.value));
    expect(archetypes.options.find((o) => o.value === "Sage")).toEqual({
      value: "Sage",
      label: "Le Sage",
      description: "Sagesse, vérité, discernement",
    });
  });
});

describe("phasesFor and guidanceFor", () => {
  it("give the English phases and wording for English", () => {
    expect(phasesFor("en")).toBe(PHASES);
    expect(phaseFor("en", 3)).toBe(PHASES[2]);
    expect(guidanceFor("en").choiceGuidance).toBe(englishChoiceGuidance);
  });

  it("give the French phases, numbered 1 to 4, and the French wording", () => {
    expect(phasesFor("fr").map((p) => p.number)).toEqual([1, 2, 3, 4]);
    expect(phasesFor("fr")).not.toBe(PHASES);
    expect(guidanceFor("fr")).toEqual({ SKIP_QUESTION, REQUIRED_ANSWER, choiceGuidance });
  });
});

describe("French guidance", () => {
  it("asks the skip question and states the required answer in French", () => {
    expect(SKIP_QUESTION).toBe("Passer cette question\u00a0?");
    expect(REQUIRED_ANSWER).toBe("Cette question demande une réponse.");
  });

  it("states a range rule and the current count", () => {
    expect(choiceGuidance(5, 7, "forces", 3)).toBe("Sélectionnez entre 5 et 7 forces. Sélection actuelle\u00a0: 3");
    expect(choiceGuidance(1, 3, "archétypes", 0)).toBe(
      "Sélectionnez entre 1 et 3 archétypes. Sélection actuelle\u00a0: 0",
    );
  });

  it("states an exact rule, in the singular for one", () => {
    expect(choiceGuidance(10, 10, "valeurs", 7)).toBe("Sélectionnez 10 valeurs. Sélection actuelle\u00a0: 7");
    expect(choiceGuidance(1, 1, "archétypes", 0)).toBe("Sélectionnez 1 archétype. Sélection actuelle\u00a0: 0");
    expect(choiceGuidance(1, 1, "choix", 1)).toBe("Sélectionnez 1 choix. Sélection actuelle\u00a0: 1");
  });
});

describe("saving a French step", () => {
  const french = guidanceFor("fr");
  const step = <T>(phase: 1 | 2, id: string) => findStep(phaseFor("fr", phase), id) as T;

  it("accepts the English stored values and refuses the French labels as values", () => {
    const strengths = step<ChipsStep>(1, "strengths-q8");
    const chosen = ["Empathy", "Creativity", "Leadership", "Resilience", "Persuasion"];
    expect(parseSubmission(strengths, { answer: chosen }, { wording: french })).toEqual({
      ok: true,
      entries: [{ key: "strengths-q8", value: chosen }],
    });
    expect(
      parseSubmission(strengths, { answer: ["Empathie", "Créativité", "Leadership", "Résilience", "Persuasion"] }),
    ).toMatchObject({ ok: false, kind: "guidance" });
    const values = step<ValuesStep>(1, "values-q7");
    expect(parseSubmission(values, { stage: "first", answer: VALUES.slice(0, 10) })).toMatchObject({ ok: true });
  });

  it("refuses in French with the French wording, in English without it", () => {
    const strengths = step<ChipsStep>(1, "strengths-q8");
    expect(parseSubmission(strengths, { answer: ["Empathy"] }, { wording: french })).toEqual({
      ok: false,
      kind: "guidance",
      error: "Sélectionnez entre 5 et 7 forces. Sélection actuelle\u00a0: 1",
    });
    const values = step<ValuesStep>(1, "values-q7");
    expect(parseSubmission(values, { stage: "first", answer: ["Joy"] }, { wording: french })).toMatchObject({
      error: "Sélectionnez 10 valeurs. Sélection actuelle\u00a0: 1",
    });
    const question = step<QuestionStep>(1, "values-q1");
    expect(parseSubmission(question, { answer: " " }, { wording: french })).toEqual({
      ok: false,
      kind: "skip",
      error: SKIP_QUESTION,
    });
    expect(parseSubmission(question, { answer: " " })).toMatchObject({ error: "Skip this question?" });
    expect(
      parseSubmission(PHASES[0]!.steps.find((s) => s.id === "strengths-q8") as ChipsStep, { answer: [] }),
    ).toMatchObject({ error: "Select 5-7 strengths. Currently selected: 0" });
  });
});
