import { describe, expect, it } from "vitest";
import { choiceGuidance, isSkippable, parseSubmission } from "./answers";
import {
  answerKeys,
  countedSteps,
  findStep,
  lastQuestion,
  nextStep,
  PHASES,
  phaseBySlug,
  previousStep,
  progressPercent,
  questionRows,
  resumeStepId,
  stepPosition,
  stepsDone,
} from "./engine";
import { STRENGTHS, VALUES } from "./options";
import type { QuestionStep, TextStep } from "./types";

const [phase1, phase2, phase3, phase4] = PHASES as [
  (typeof PHASES)[0],
  (typeof PHASES)[0],
  (typeof PHASES)[0],
  (typeof PHASES)[0],
];
const q = (phaseIndex: number, id: string) => findStep(PHASES[phaseIndex]!, id) as QuestionStep;

describe("phase definitions", () => {
  it("Phase 1 has the 41 steps of the specification, in order, then the completion card", () => {
    const ids = countedSteps(phase1).map((s) => s.id);
    expect(ids).toHaveLength(41);
    expect(ids.slice(0, 11)).toEqual([
      "welcome",
      "module1-intro",
      "module1-core-concepts",
      "module1-activity-intro",
      "values-q1",
      "values-q2",
      "values-q3",
      "values-q4",
      "values-q5",
      "values-q6",
      "values-q7",
    ]);
    expect(ids.at(-1)).toBe("strengths-q8");
    expect(phase1.steps.at(-1)?.kind).toBe("completion");
    expect(stepPosition(phase1, "welcome")).toEqual({ number: 1, total: 41 });
    expect(stepPosition(phase1, "strengths-q8")).toEqual({ number: 41, total: 41 });
  });

  it("Phase 4 prefixes its repeated keys, and every phase has unique step ids", () => {
    expect(countedSteps(phase4).map((s) => s.id)).toContain("bi-needs-core-concepts");
    for (const phase of PHASES) {
      const ids = phase.steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("names each questionnaire 'Phase N' and finds phases by slug", () => {
    expect(PHASES.map((p) => p.name)).toEqual(["Phase 1", "Phase 2", "Phase 3", "Phase 4"]);
    expect(phaseBySlug("phase3")).toBe(phase3);
    expect(phaseBySlug("phase5")).toBeUndefined();
  });

  it("registers one question row per answer key, including slider details and both value lists", () => {
    const keys = questionRows(phase1).map((r) => r.questionKey);
    expect(keys).toContain("values-q7-10");
    expect(keys.indexOf("values-q7-10")).toBe(keys.indexOf("values-q7") - 1);
    expect(keys).toContain("wellness-q3-detail");
    expect(answerKeys(q(0, "wellness-q1"))).toEqual(["wellness-q1", "wellness-q1-detail"]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("navigation", () => {
  it("moves forward and back, with nothing before the first step", () => {
    expect(previousStep(phase2, "welcome")).toBeUndefined();
    expect(nextStep(phase2, "welcome")?.id).toBe("module1_intro");
    expect(previousStep(phase2, "module1_intro")?.id).toBe("welcome");
    expect(nextStep(phase3, lastQuestion(phase3).id)?.kind).toBe("completion");
    expect(lastQuestion(phase3).id).toBe("verbal-q5");
  });

  it("resumes after the last answered question, on welcome when nothing is saved", () => {
    expect(resumeStepId(phase1, new Set())).toBe("welcome");
    expect(resumeStepId(phase1, new Set(["values-q1", "values-q2"]))).toBe("values-q3");
    expect(resumeStepId(phase1, new Set(["values-q1", "values-q7-10"]))).toBe("values-q7");
    expect(resumeStepId(phase1, new Set(["vision-q1"]))).toBe("vision-q2");
    expect(resumeStepId(phase2, new Set(["mood_board_upload"]))).toBe("module2_intro");
    expect(resumeStepId(phase3, new Set([lastQuestion(phase3).id]))).toBe("completion");
  });

  it("measures progress in steps done, agreeing with 'Step n of total' on the resume step", () => {
    expect(stepsDone(phase3, new Set())).toBe(0);
    expect(progressPercent(phase3, new Set())).toBe(0);
    // visual-q1..q3 answered: the client resumes on visual-q4, step 8 of 16, with 7 steps behind them.
    const answered = new Set(["visual-q1", "visual-q2", "visual-q3"]);
    expect(stepPosition(phase3, resumeStepId(phase3, answered))).toEqual({ number: 8, total: 16 });
    expect(stepsDone(phase3, answered)).toBe(7);
    expect(progressPercent(phase3, answered)).toBe(44);
    expect(stepsDone(phase3, new Set([lastQuestion(phase3).id]))).toBe(16);
  });
});

describe("guidance wording", () => {
  it("reads 'Select 10 values' when min = max and 'Select 5-7 strengths' for a range, with the count", () => {
    expect(choiceGuidance(10, 10, "values", 7)).toBe("Select 10 values. Currently selected: 7");
    expect(choiceGuidance(5, 7, "strengths", 3)).toBe("Select 5-7 strengths. Currently selected: 3");
    expect(choiceGuidance(1, 3, "archetypes", 0)).toBe("Select 1-3 archetypes. Currently selected: 0");
  });

  it("names each chip question's own noun", () => {
    expect((q(0, "strengths-q8") as Extract<QuestionStep, { kind: "chips" }>).noun).toBe("strengths");
    expect((q(1, "archetype-q4") as Extract<QuestionStep, { kind: "chips" }>).noun).toBe("archetypes");
  });
});

describe("validation per step kind", () => {
  it("text: trimmed, with a length limit; empty only when the client chooses to skip it", () => {
    expect(parseSubmission(q(0, "values-q1"), { answer: "  My answer  " })).toEqual({
      ok: true,
      entries: [{ key: "values-q1", value: "My answer" }],
    });
    for (const empty of [{}, { answer: "   " }]) {
      expect(parseSubmission(q(0, "values-q1"), empty)).toEqual({
        ok: false,
        kind: "skip",
        error: "Skip this question?",
      });
    }
    expect(parseSubmission(q(0, "values-q1"), { intent: "skip", answer: "ignored" })).toEqual({
      ok: true,
      entries: [{ key: "values-q1", value: "" }],
      skipped: true,
    });
    expect(parseSubmission(q(0, "values-q1"), { answer: "x".repeat(10_001) })).toMatchObject({
      ok: false,
      kind: "guidance",
    });
    const required: QuestionStep = { ...(q(0, "values-q1") as TextStep), required: true };
    expect(parseSubmission(required, { answer: "" })).toEqual({
      ok: false,
      kind: "guidance",
      error: "This question needs an answer.",
    });
    expect(parseSubmission(required, { intent: "skip" })).toMatchObject({ ok: false, kind: "guidance" });
    expect(isSkippable(required)).toBe(false);
    expect(isSkippable(q(0, "values-q1"))).toBe(true);
  });

  it("slider: unset until a whole number from 1 to 10 is chosen; no default score", () => {
    const step = q(0, "wellness-q2");
    expect("defaultValue" in step).toBe(false);
    expect(parseSubmission(step, { answer: "7", detail: " sleep better " })).toEqual({
      ok: true,
      entries: [
        { key: "wellness-q2", value: 7 },
        { key: "wellness-q2-detail", value: "sleep better" },
      ],
    });
    for (const bad of ["0", "11", "5.5", "abc"]) {
      expect(parseSubmission(step, { answer: bad }), bad).toEqual({
        ok: false,
        kind: "guidance",
        error: "Choose a score from 1 to 10.",
      });
    }
    // Untouched: no score submitted. Never stored as 5; the client is asked whether to skip.
    for (const unset of [{}, { answer: "" }, { detail: "tired" }]) {
      expect(parseSubmission(step, unset)).toEqual({ ok: false, kind: "skip", error: "Skip this question?" });
    }
    expect(parseSubmission(step, { intent: "skip", detail: "tired" })).toEqual({
      ok: true,
      entries: [
        { key: "wellness-q2", value: "" },
        { key: "wellness-q2-detail", value: "tired" },
      ],
      skipped: true,
    });
  });

  it("chips: between min and max of the listed options, no duplicates", () => {
    const step = q(0, "strengths-q8");
    expect(parseSubmission(step, { answer: STRENGTHS.slice(0, 5) })).toMatchObject({ ok: true });
    expect(parseSubmission(step, { answer: STRENGTHS.slice(0, 2) })).toEqual({
      ok: false,
      kind: "guidance",
      error: "Select 5-7 strengths. Currently selected: 2",
    });
    expect(parseSubmission(step, { answer: STRENGTHS.slice(0, 8) })).toEqual({
      ok: false,
      kind: "guidance",
      error: "Select 5-7 strengths. Currently selected: 8",
    });
    expect(parseSubmission(step, { intent: "skip" })).toMatchObject({ ok: false, kind: "guidance" });
    expect(parseSubmission(step, { answer: [...STRENGTHS.slice(0, 4), "Telepathy"] })).toMatchObject({ ok: false });
    expect(parseSubmission(step, { answer: [STRENGTHS[0]!, STRENGTHS[0]!, ...STRENGTHS.slice(1, 5)] })).toMatchObject({
      ok: false,
    });
    expect(parseSubmission(q(1, "archetype-q4"), { answer: ["Sage", "Hero", "Rebel", "Lover"] })).toEqual({
      ok: false,
      kind: "guidance",
      error: "Select 1-3 archetypes. Currently selected: 4",
    });
  });

  it("values picker: exactly 10, then 5–7 chosen only from those 10", () => {
    const step = q(0, "values-q7");
    const top = VALUES.slice(0, 10);
    expect(parseSubmission(step, { stage: "first", answer: VALUES.slice(0, 9) })).toEqual({
      ok: false,
      kind: "guidance",
      error: "Select 10 values. Currently selected: 9",
    });
    expect(parseSubmission(step, { stage: "first", answer: top })).toEqual({
      ok: true,
      entries: [{ key: "values-q7-10", value: top }],
      removeKeys: [],
      stayOnStep: true,
    });
    expect(parseSubmission(step, { stage: "final", answer: top.slice(0, 5) })).toMatchObject({
      ok: false,
      error: "First choose your top 10 values.",
    });
    expect(parseSubmission(step, { stage: "final", answer: top.slice(0, 6) }, { savedTopValues: top })).toEqual({
      ok: true,
      entries: [{ key: "values-q7", value: top.slice(0, 6) }],
    });
    expect(
      parseSubmission(step, { stage: "final", answer: [...top.slice(0, 4), VALUES[20]!] }, { savedTopValues: top }),
    ).toMatchObject({ ok: false });
    expect(parseSubmission(step, { stage: "final", answer: top.slice(0, 8) }, { savedTopValues: top })).toEqual({
      ok: false,
      kind: "guidance",
      error: "Select 5-7 values. Currently selected: 8",
    });
    // A new top 10 without an earlier final choice drops that final choice.
    const changed = parseSubmission(
      step,
      { stage: "first", answer: VALUES.slice(10, 20) },
      { savedFinalValues: top.slice(0, 5) },
    );
    expect(changed).toMatchObject({ ok: true, removeKeys: ["values-q7"] });
    expect(parseSubmission(step, { stage: "sideways", answer: top })).toMatchObject({ ok: false });
  });

  it("mood board: an http(s) link and/or a file", () => {
    const step = q(1, "mood_board_upload");
    expect(parseSubmission(step, { url: "https://example.com/board" })).toEqual({
      ok: true,
      entries: [{ key: "mood_board_upload", value: { url: "https://example.com/board" } }],
    });
    expect(parseSubmission(step, { url: "javascript:alert(1)" })).toMatchObject({ ok: false, kind: "guidance" });
    expect(parseSubmission(step, { url: "" })).toEqual({ ok: false, kind: "skip", error: "Skip this question?" });
    expect(parseSubmission(step, { url: "" }, { uploadPending: true })).toMatchObject({ ok: true });
    expect(parseSubmission(step, { url: "", intent: "skip" })).toEqual({
      ok: true,
      entries: [{ key: "mood_board_upload", value: { url: "" } }],
      skipped: true,
    });
    expect(
      parseSubmission(
        step,
        { url: "", keepFile: "1" },
        { savedMoodBoard: { url: "", fileId: "abcdefghijkl", fileName: "board.png" } },
      ),
    ).toEqual({
      ok: true,
      entries: [{ key: "mood_board_upload", value: { url: "", fileId: "abcdefghijkl", fileName: "board.png" } }],
    });
  });
});
