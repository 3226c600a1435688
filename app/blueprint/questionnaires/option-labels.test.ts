/**
 * A chosen option reads as its label when the phase has one (French) and as its stored value
 * otherwise (English): in the question's chips, on the results and report pages, and in text.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { answerText } from "~/blueprint/answers-format";
import { ChoiceChips } from "~/blueprint/components/questionnaire/choice-chips";
import { ReportAnswerValue } from "~/blueprint/components/report/report-answer";
import { findStep } from "./engine";
import { phaseFor } from "./localized";
import { optionLabel, optionLabelMap, shownValue, valueChips } from "./option-labels";
import type { ChipsStep, ValuesStep } from "./types";

const step = <T>(locale: "en" | "fr", phase: 1 | 2, id: string) => findStep(phaseFor(locale, phase), id) as T;

const strengths = { en: step<ChipsStep>("en", 1, "strengths-q8"), fr: step<ChipsStep>("fr", 1, "strengths-q8") };
const archetypes = { en: step<ChipsStep>("en", 2, "archetype-q4"), fr: step<ChipsStep>("fr", 2, "archetype-q4") };
const values = { en: step<ValuesStep>("en", 1, "values-q7"), fr: step<ValuesStep>("fr", 1, "values-q7") };

function chips(options: ChipsStep["options"], noun: string) {
  return renderToStaticMarkup(
    createElement(ChoiceChips, {
      name: "answer",
      labelledBy: "question",
      noun,
      options,
      min: 1,
      max: 3,
      initial: ["Sage"],
    }),
  );
}

describe("option labels", () => {
  it("show the label of an option that has one, else its value", () => {
    expect(optionLabel({ value: "Sage", label: "Le Sage" })).toBe("Le Sage");
    expect(optionLabel({ value: "Sage" })).toBe("Sage");
    expect(shownValue("Joy", { Joy: "Joie" })).toBe("Joie");
    expect(shownValue("Joy", undefined)).toBe("Joy");
  });

  it("map a French choice step's stored values to labels, and none for English", () => {
    expect(optionLabelMap(strengths.fr)?.["Problem-Solving"]).toBe("Résolution de problèmes");
    expect(optionLabelMap(values.fr)?.["Well-being"]).toBe("Bien-être");
    expect(optionLabelMap(strengths.en)).toBeUndefined();
    expect(optionLabelMap(archetypes.en)).toBeUndefined();
    expect(optionLabelMap(values.en)).toBeUndefined();
  });

  it("turn a values picker's stored values into chips with or without labels", () => {
    expect(valueChips(values.fr, ["Joy", "Trust"])).toEqual([
      { value: "Joy", label: "Joie" },
      { value: "Trust", label: "Confiance" },
    ]);
    expect(valueChips(values.en, ["Joy", "Trust"])).toEqual([{ value: "Joy" }, { value: "Trust" }]);
  });

  it("show French chips with French labels while submitting the English values", () => {
    const html = chips(archetypes.fr.options, archetypes.fr.noun);
    expect(html).toContain(">Le Sage</span>");
    expect(html).toContain("Sagesse, vérité, discernement");
    expect(html).toContain('value="Sage"');
    expect(html).not.toContain(">Sage</span>");
  });

  it("show English chips as their values, exactly as before labels existed", () => {
    const html = chips(archetypes.en.options, archetypes.en.noun);
    expect(html).toContain(">Sage</span>");
    expect(html).toContain('value="Sage"');
    expect(html).not.toContain("Le Sage");
  });

  it("show a saved answer's options as labels on the report in French, as values in English", () => {
    const saved = ["Strategic Thinking", "Empathy"];
    const french = renderToStaticMarkup(
      createElement(ReportAnswerValue, { value: saved, kind: "chips", labels: optionLabelMap(strengths.fr) }),
    );
    expect(french).toContain(">Pensée stratégique</li>");
    expect(french).toContain(">Empathie</li>");
    expect(french).not.toContain("Strategic Thinking");
    const english = renderToStaticMarkup(
      createElement(ReportAnswerValue, { value: saved, kind: "chips", labels: optionLabelMap(strengths.en) }),
    );
    expect(english).toContain(">Strategic Thinking</li>");
    expect(english).toBe(renderToStaticMarkup(createElement(ReportAnswerValue, { value: saved, kind: "chips" })));
  });

  it("write a saved answer as text with labels in French and values in English", () => {
    expect(answerText(["Joy", "Trust"], optionLabelMap(values.fr))).toBe("Joie; Confiance");
    expect(answerText(["Joy", "Trust"], optionLabelMap(values.en))).toBe("Joy; Trust");
    expect(answerText(["Joy", "Trust"])).toBe("Joy; Trust");
  });
});
