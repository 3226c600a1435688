/**
 * A whole Phase 1 (some questions skipped), saved through the questionnaire's own form posts: the last
 * answer completes the phase. Shared by the journeys that need a client with a completed phase.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** Phase 1 answers of the dashboard and report client, saved through the questionnaire's own form posts. */
export const PHASE1_ANSWERS: [string, Record<string, string | string[]>][] = [
  ["values-q1", { answer: "Running my first workshop, when a shy participant found her voice." }],
  ["values-q2", { intent: "skip" }],
  ["values-q3", { answer: "My grandmother, who ran a bakery with patience and humour." }],
  ["values-q4", { answer: "Kindness, craft and keeping my word." }],
  ["values-q5", { intent: "skip" }],
  ["values-q6", { answer: "Honest pricing and respect for people's time." }],
  [
    "values-q7",
    {
      stage: "first",
      answer: [
        "Authenticity",
        "Balance",
        "Compassion",
        "Creativity",
        "Freedom",
        "Growth",
        "Honesty",
        "Integrity",
        "Joy",
        "Purpose",
      ],
    },
  ],
  ["values-q7", { stage: "final", answer: ["Authenticity", "Compassion", "Freedom", "Growth", "Joy"] }],
  ["vision-q1", { answer: "A calm studio by the sea where I choose the projects that matter." }],
  ["vision-q2", { answer: "A small studio known for warm, honest brands." }],
  ["mission-q1", { intent: "skip" }],
  ["mission-q2", { answer: "We help small studios grow through honest, human branding." }],
  ["wellness-q1", { answer: "7", detail: "Walking every morning." }],
  ["wellness-q2", { answer: "4", detail: "Too many open tabs." }],
  ["wellness-q3", { answer: "8", detail: "" }],
  ["wellness-q4", { answer: "6", detail: "" }],
  ["wellness-q5", { answer: "5", detail: "" }],
  ["wellness-q6", { answer: "9", detail: "I love the work itself." }],
  ["wellness-reflect1", { answer: "Sleep and social life." }],
  ["wellness-reflect2", { answer: "Late e-mails, unclear briefs." }],
  ["wellness-reflect3", { answer: "Morning walks, good coffee, generous clients." }],
  ["strengths-q1", { answer: "Turning messy ideas into a clear plan." }],
  ["strengths-q2", { intent: "skip" }],
  ["strengths-q3", { answer: "Listening closely before proposing anything." }],
  ["strengths-q4", { intent: "skip" }],
  ["strengths-q5", { intent: "skip" }],
  ["strengths-q6", { intent: "skip" }],
  ["strengths-q7", { intent: "skip" }],
  ["strengths-q8", { answer: ["Strategic Thinking", "Creativity", "Empathy", "Communication", "Resilience"] }],
];

export async function answer(
  request: APIRequestContext,
  phase: string,
  step: string,
  fields: Record<string, string | string[]>,
) {
  const form = new URLSearchParams({ intent: "next" });
  for (const [key, value] of Object.entries(fields)) {
    if (key === "intent") form.set(key, String(value));
    else for (const v of [value].flat()) form.append(key, v);
  }
  const response = await request.post(`/hob/${phase}/${step}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: form.toString(),
    maxRedirects: 0,
  });
  expect(response.status(), `${phase}/${step}`).toBe(302);
}
