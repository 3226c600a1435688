/**
 * The client's next actions on their dashboard, most urgent first: a gallery waiting for their choice
 * (the one closing soonest first), then a session coming up to prepare for, then the Blueprint (start or
 * continue the next phase, with an honest time estimate). Pure: the dashboard's loader gathers the
 * galleries, sessions and journey, this decides the order and the words.
 */
import { stepsTimeEstimate } from "./time-estimate.ts";

/** A gallery closing within this many days is urgent. */
export const GALLERY_CLOSING_SOON_DAYS = 7;
/** A session within this many days is one to prepare for. */
export const SESSION_PREPARE_DAYS = 14;

export interface GalleryForActions {
  id: string;
  title: string;
  published: boolean;
  selectionLimit: number;
  /** The last day it can be opened, `YYYY-MM-DD`. */
  expiresOn: string;
  selectionSubmitted: boolean;
  finalsDelivered: boolean;
}

export interface SessionForActions {
  id: number;
  title: string;
  when: string;
  startsAt: string;
  /** Its booking page (details, place, move or cancel). */
  view: string;
  /** The phase a review session is about. */
  phase: number | null;
}

export interface PhaseForActions {
  number: number;
  shortName: string;
  status: "not-started" | "in-progress" | "completed";
  href: string;
  reportHref: string;
  totalSteps: number;
  stepsLeft: number;
  resumeStep: { number: number };
}

export interface NextStep {
  kind: "gallery" | "session" | "blueprint";
  /** Stable across renders (for React keys and tests). */
  id: string;
  title: string;
  detail: string;
  /** A short, visible urgency ("Closes in 3 days"), only when it is urgent. */
  urgency: string | null;
  href: string;
  /** The link's text. */
  action: string;
}

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** Whole days from `today` to `date` (both calendar days, UTC). */
function daysUntil(date: string, today: Date) {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - start) / DAY_MS);
}

function closingText(days: number, date: string) {
  const day = dayFormat.format(new Date(`${date}T12:00:00Z`));
  if (days <= 0) return "Closes today";
  if (days === 1) return `Closes tomorrow, ${day}`;
  return `Closes in ${days} days, on ${day}`;
}

function galleryStep(gallery: GalleryForActions, today: Date): NextStep {
  const days = daysUntil(gallery.expiresOn, today);
  const closing = closingText(days, gallery.expiresOn);
  return {
    kind: "gallery",
    id: `gallery-${gallery.id}`,
    title: `Choose your favourites in ${gallery.title}`,
    detail: `${closing}. Choose up to ${gallery.selectionLimit} photos for your final images.`,
    urgency: days <= GALLERY_CLOSING_SOON_DAYS ? closing : null,
    href: `/galleries/${gallery.id}`,
    action: `Open ${gallery.title}`,
  };
}

function sessionStep(session: SessionForActions, phases: PhaseForActions[]): NextStep {
  const phase = session.phase === null ? undefined : phases.find((p) => p.number === session.phase);
  if (phase) {
    return {
      kind: "session",
      id: `session-${session.id}`,
      title: `Prepare for your ${phase.shortName} review`,
      detail: `${session.when}. Read your answers again beforehand: we will talk them through together.`,
      urgency: null,
      href: phase.reportHref,
      action: `Read your ${phase.shortName} answers`,
    };
  }
  return {
    kind: "session",
    id: `session-${session.id}`,
    title: `Prepare for your ${session.title}`,
    detail: `${session.when}. Where it takes place, and how to move it, are on your booking page.`,
    urgency: null,
    href: session.view,
    action: "See your booking",
  };
}

function blueprintStep(phases: PhaseForActions[]): NextStep | null {
  const current = phases.find((phase) => phase.status !== "completed");
  if (!current) return null;
  const estimate = stepsTimeEstimate(current.stepsLeft);
  if (current.status === "not-started") {
    return {
      kind: "blueprint",
      id: `blueprint-${current.number}`,
      title: `Start ${current.shortName}`,
      detail: `${current.totalSteps} steps: ${estimate}. Your answers are saved at every step.`,
      urgency: null,
      href: current.href,
      action: `Start ${current.shortName}`,
    };
  }
  const left = `${current.stepsLeft} ${current.stepsLeft === 1 ? "step" : "steps"} left`;
  return {
    kind: "blueprint",
    id: `blueprint-${current.number}`,
    title: `Continue ${current.shortName}`,
    detail: `You are on step ${current.resumeStep.number} of ${current.totalSteps}; ${left}: ${estimate}.`,
    urgency: null,
    href: current.href,
    action: `Continue ${current.shortName}`,
  };
}

export function clientNextSteps(input: {
  galleries: GalleryForActions[];
  sessions: SessionForActions[];
  phases: PhaseForActions[];
  now?: Date;
}): NextStep[] {
  const now = input.now ?? new Date();
  const galleries = input.galleries
    .filter((g) => g.published && !g.selectionSubmitted && !g.finalsDelivered && daysUntil(g.expiresOn, now) >= 0)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))
    .map((g) => galleryStep(g, now));
  const horizon = now.getTime() + SESSION_PREPARE_DAYS * DAY_MS;
  const sessions = input.sessions
    .filter((s) => {
      const starts = Date.parse(s.startsAt);
      return starts > now.getTime() && starts <= horizon;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((s) => sessionStep(s, input.phases));
  const blueprint = blueprintStep(input.phases);
  return [...galleries, ...sessions, ...(blueprint ? [blueprint] : [])];
}
