/**
 * A client's Blueprint journey at a glance, for the dashboard and /blueprint: each phase's state
 * and progress (the questionnaire's own measure, steps done of total), the one next action, and
 * the reports they have received. Scoped to one profile id taken from the session.
 */
import { eq } from "drizzle-orm";
import { PHASES, phaseSlug } from "~/questionnaires/engine";
import type { PhaseNumber } from "~/questionnaires/types";
import { type PhaseStatus, phaseStatuses, questionRegistry } from "./blueprint.server.ts";
import { reportNotes } from "./db/schema.ts";
import type { Db } from "./db.server.ts";

export interface JourneyPhase extends PhaseStatus {
  /** The short name, e.g. "Phase 1: Clarity". */
  shortName: string;
  /** The full name, e.g. "The Aligned Foundation". */
  title: string;
  summary: string;
  /** The step the client resumes on (what /hob/phaseN redirects to, without the extra round trip). */
  href: string;
  reportHref: string;
}

export interface NextAction {
  kind: "start" | "continue" | "done";
  /** e.g. "Continue Phase 2 — step 14 of 30". */
  label: string;
  href: string;
}

export interface ReceivedReport {
  phase: PhaseNumber;
  label: string;
  href: string;
  completedAt: string;
  hasNote: boolean;
}

export interface Journey {
  phases: JourneyPhase[];
  next: NextAction;
  reports: ReceivedReport[];
}

/** The first phase not completed, in order: continue it if started, else start it. */
export function nextAction(phases: JourneyPhase[]): NextAction {
  const current = phases.find((phase) => phase.status !== "completed");
  if (!current) return { kind: "done", label: "Read your Blueprint reports", href: phases[0]!.reportHref };
  const name = `Phase ${current.number}`;
  if (current.status === "not-started")
    return { kind: "start", label: `Start ${current.shortName}`, href: current.href };
  return {
    kind: "continue",
    label: `Continue ${name} — step ${current.resumeStep.number} of ${current.totalSteps}`,
    href: current.href,
  };
}

export async function loadJourney(db: Db, profileId: string): Promise<Journey> {
  const statuses = await phaseStatuses(db, profileId);
  const phases = PHASES.map((phase, index) => ({
    ...statuses[index]!,
    shortName: phase.buttonLabel,
    title: phase.title,
    summary: phase.summary,
    href: `/hob/${phaseSlug(phase)}/${statuses[index]!.resumeStep.id}`,
    reportHref: `/hob/${phaseSlug(phase)}/report`,
  }));
  const registry = await questionRegistry(db);
  const notes = await db
    .select({ questionnaireId: reportNotes.questionnaireId })
    .from(reportNotes)
    .where(eq(reportNotes.profileId, profileId));
  const withNote = new Set(notes.map((n) => n.questionnaireId));
  const reports = phases
    .filter((phase) => phase.completedAt)
    .map((phase) => ({
      phase: phase.number,
      label: `${phase.shortName} report`,
      href: phase.reportHref,
      completedAt: phase.completedAt!,
      hasNote: withNote.has(registry.get(phase.number)!.questionnaireId),
    }));
  return { phases, next: nextAction(phases), reports };
}
