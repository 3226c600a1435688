import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { loadPhaseState, saveAnswers } from "../../blueprint/blueprint.server.ts";
import { findStep, PHASES } from "../../blueprint/questionnaires/engine.ts";
import { phaseFor } from "../../blueprint/questionnaires/localized.ts";
import { STRENGTHS } from "../../blueprint/questionnaires/options.ts";
import type { QuestionStep } from "../../blueprint/questionnaires/types.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { loader as reportLoader } from "./report.tsx";
import { loader as resultsLoader } from "./results.tsx";
import { action, loader } from "./step.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
});
afterAll(() => database.destroy());

type Client = Awaited<ReturnType<typeof signedInUser>>;
type Locale = "en" | "fr";
const english = PHASES[0]!;
const french = phaseFor("fr", 1);

const open = (locale: Locale, client: Client, step: string) =>
  inLocale(locale, () =>
    run(() => loader(args(get(`/hob/phase1/${step}`, client.cookie), { phase: "phase1", step }))),
  ) as Promise<{ step: QuestionStep; phase: { name: string; title: string; shortName: string } }>;

const submit = (locale: Locale, client: Client, step: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  const request = postForm(`/hob/phase1/${step}`, {}, client.cookie);
  return inLocale(locale, () =>
    run(() => action(args(new Request(request, { body }), { phase: "phase1", step: step }))),
  ) as Promise<{ data?: { kind: string; error: string } }>;
};

describe("the Blueprint step in French", () => {
  it("shows the French question, phase title and options, with the English phase name and keys", async () => {
    const client = await signedInUser("client");
    const page = await open("fr", client, "values-q1");
    const frenchStep = findStep(french, "values-q1") as QuestionStep;
    const englishStep = findStep(english, "values-q1") as QuestionStep;
    expect(page.step).toEqual(frenchStep);
    expect(page.step.label).not.toBe(englishStep.label);
    expect(page.phase).toMatchObject({
      name: "Phase 1",
      title: "Les fondations alignées",
      shortName: french.buttonLabel,
    });
    // English is unchanged.
    expect((await open("en", client, "values-q1")).step).toEqual(englishStep);

    const chips = await open("fr", client, "strengths-q8");
    expect(chips.step.kind === "chips" && chips.step.options.map((o) => o.value)).toEqual(STRENGTHS);
    expect(chips.step.kind === "chips" && chips.step.options.some((o) => o.label && o.label !== o.value)).toBe(true);
  });

  it("refuses in French: the skip question, the choice rule", async () => {
    const client = await signedInUser("client");
    const skip = await submit("fr", client, "wellness-q1", { intent: "next", answer: "" });
    expect(skip.data).toMatchObject({ kind: "skip", error: "Passer cette question\u00a0?" });
    const few = await submit("fr", client, "strengths-q8", { intent: "next", answer: STRENGTHS.slice(0, 2) });
    expect(few.data).toMatchObject({
      kind: "guidance",
      error: "Sélectionnez entre 5 et 7 forces. Sélection actuelle\u00a0: 2",
    });
    const english = await submit("en", client, "strengths-q8", { intent: "next", answer: STRENGTHS.slice(0, 2) });
    expect(english.data).toMatchObject({ error: "Select 5-7 strengths. Currently selected: 2" });
    expect((await loadPhaseState(database.db, client.id, PHASES[0]!)).answers.size).toBe(0);
  });

  it("saves exactly what an English save stores", async () => {
    const answers = {
      "values-q1": { intent: "next", answer: "Une réponse" },
      "wellness-q1": { intent: "next", answer: "7", detail: "Bien" },
      "strengths-q8": { intent: "next", answer: STRENGTHS.slice(0, 5) },
    };
    const stored: Record<Locale, unknown> = { en: null, fr: null };
    for (const locale of ["en", "fr"] as const) {
      const client = await signedInUser("client");
      for (const [step, fields] of Object.entries(answers)) await submit(locale, client, step, fields);
      stored[locale] = Object.fromEntries((await loadPhaseState(database.db, client.id, PHASES[0]!)).answers);
    }
    expect(stored.fr).toEqual(stored.en);
    expect(stored.fr).toMatchObject({
      "values-q1": "Une réponse",
      "wellness-q1": 7,
      "strengths-q8": STRENGTHS.slice(0, 5),
    });
  });
});

describe("results and report in French", () => {
  it("label the client's answers and chosen options in French", async () => {
    const client = await signedInUser("client");
    await saveAnswers(database.db, client.id, english, [
      { key: "values-q1", value: "Ma réponse" },
      { key: "strengths-q8", value: STRENGTHS.slice(0, 5) },
    ]);
    const frenchLabel = (findStep(french, "values-q1") as QuestionStep).label;
    const englishLabel = (findStep(english, "values-q1") as QuestionStep).label;
    const results = (await inLocale("fr", () =>
      run(() => resultsLoader(args(get("/hob/phase1/Phase1ResultsPage", client.cookie), { phase: "phase1" }))),
    )) as { phase: { title: string }; groups: { items: { key: string; label: string; optionLabels?: object }[] }[] };
    expect(results.phase.title).toBe("Les fondations alignées");
    const items = results.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.key === "values-q1")?.label).toBe(frenchLabel);
    expect(items.find((i) => i.key === "strengths-q8")?.optionLabels).toBeDefined();
    const englishResults = (await run(() =>
      resultsLoader(args(get("/hob/phase1/Phase1ResultsPage", client.cookie), { phase: "phase1" })),
    )) as typeof results;
    expect(englishResults.groups.flatMap((g) => g.items).find((i) => i.key === "values-q1")?.label).toBe(englishLabel);

    const report = (await inLocale("fr", () =>
      run(() => reportLoader(args(get("/hob/phase1/report", client.cookie), { phase: "phase1" }))),
    )) as { summary: { phase: { title: string }; groups: { items: { key: string; label: string }[] }[] } };
    expect(report.summary.phase.title).toBe("Les fondations alignées");
    expect(report.summary.groups.flatMap((g) => g.items).find((i) => i.key === "values-q1")?.label).toBe(frenchLabel);
  });
});
