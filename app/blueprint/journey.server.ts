/**
 * A client's Blueprint journey at a glance, for the dashboard and /blueprint: each phase's state
 * and progress (the questionnaire's own measure, steps done of total), the one next action, and
 * the reports they have received. Scoped to one profile id taken from the session.
 */
import { sql } from "drizzle-orm";
import { PHASES, phaseSlug } from "~/blueprint/questionnaires/engine";
import { phasesFor } from "~/blueprint/questionnaires/localized";
import type { PhaseNumber } from "~/blueprint/questionnaires/types";
import { m } from "~/paraglide/messages";
import type { Db } from "../lib/db.server.ts";
import { serverLocale } from "../lib/i18n/request-locale.server.ts";
import { type PhaseStatus, phaseStatuses, questionRegistry } from "./blueprint.server.ts";
import { stepsTimeEstimate } from "./time-estimate.ts";

export interface JourneyPhase extends PhaseStatus {
  /** The short name, e.g. "Phase 1: Clarity". */
  shortName: string;
  /** The full name, e.g. "The Aligned Foundation". */
  title: string;
  summary: string;
  /** The step the client resumes on (what /hob/phaseN redirects to, without the extra round trip). */
  href: string;
  reportHref: string;
  /** The owner has approved this phase's report: the client may read it. */
  reportReady: boolean;
  /** Steps left to do (all of them before starting, none once completed). */
  stepsLeft: number;
  /** e.g. "about 45 minutes, in as many sittings as you like", for the steps left. */
  timeLeft: string;
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
  /** False while the owner prepares it: the client sees "being prepared", not a link. */
  ready: boolean;
}

export interface Journey {
  phases: JourneyPhase[];
  next: NextAction;
  reports: ReceivedReport[];
}

/** The first phase not completed, in order: continue it if started, else start it. */
export function nextAction(phases: JourneyPhase[]): NextAction {
  const current = phases.find((phase) => phase.status !== "completed");
  if (!current) return { kind: "done", label: m.blueprint_journey_read_reports(), href: phases[0]!.reportHref };
  if (current.status === "not-started")
    return { kind: "start", label: m.blueprint_journey_start({ phase: current.shortName }), href: current.href };
  return {
    kind: "continue",
    label: m.blueprint_journey_continue_step({
      phase: m.blueprint_journey_phase_number({ number: current.number }),
      number: current.resumeStep.number,
      total: current.totalSteps,
    }),
    href: current.href,
  };
}

export async function loadJourney(db: Db, profileId: string): Promise<Journey> {
  const statuses = await phaseStatuses(db, profileId);
  const registry = await questionRegistry(db);
  // The approved reports (what the client may read), and whether each carries a note: one statement.
  const approved = (
    (await db.execute(sql`select r.questionnaire_id, (n.id is not null) as has_note
      from phase_reports p
      join questionnaire_results r on r.id = p.result_id
      left join report_notes n on n.profile_id = r.profile_id and n.questionnaire_id = r.questionnaire_id
      where r.profile_id = ${profileId} and p.status = 'approved'`)) as unknown as {
      rows: { questionnaire_id: number; has_note: boolean }[];
    }
  ).rows;
  const approvedById = new Map(approved.map((row) => [Number(row.questionnaire_id), Boolean(row.has_note)]));
  // What the client reads (names, titles) in the request's language; slugs and numbers are the same in both.
  const worded = phasesFor(serverLocale());
  const phases = PHASES.map((phase, index) => {
    const status = statuses[index]!;
    const stepsLeft = status.status === "completed" ? 0 : status.totalSteps - status.stepsDone;
    return {
      ...status,
      shortName: worded[index]!.buttonLabel,
      title: worded[index]!.title,
      summary: worded[index]!.summary,
      // decisions §1: the phase's own address, which sends the client on to where they left off.
      href: `/hob/${phaseSlug(phase)}`,
      reportHref: `/hob/${phaseSlug(phase)}/report`,
      reportReady: approvedById.has(registry.get(phase.number)!.questionnaireId),
      stepsLeft,
      timeLeft: stepsTimeEstimate(stepsLeft),
    };
  });
  const reports = phases
    .filter((phase) => phase.completedAt)
    .map((phase) => ({
      phase: phase.number,
      label: m.blueprint_journey_report_label({ phase: phase.shortName }),
      href: phase.reportHref,
      completedAt: phase.completedAt!,
      hasNote: approvedById.get(registry.get(phase.number)!.questionnaireId) ?? false,
      ready: phase.reportReady,
    }));
  return { phases, next: nextAction(phases), reports };
}
