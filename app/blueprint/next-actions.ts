/**
 * The client's next actions on their dashboard, most urgent first: a gallery waiting for their choice
 * (the one closing soonest first), then a session coming up to prepare for, then the Blueprint (start or
 * continue the next phase, with an honest time estimate). Pure: the dashboard's loader gathers the
 * galleries, sessions and journey, this decides the order and the words (in `locale`, by default the
 * request's language: messages/blueprint).
 */

import type { Locale } from "../lib/i18n/locale.ts";
import { dateFormat, intlLocale } from "../lib/intl.ts";
import { m } from "../paraglide/messages.js";
import { getLocale } from "../paraglide/runtime.js";
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
const DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" };

/** Whole days from `today` to `date` (both calendar days, UTC). */
function daysUntil(date: string, today: Date) {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - start) / DAY_MS);
}

function closingText(days: number, date: string, locale: Locale) {
  const day = dateFormat(intlLocale[locale], DAY_OPTIONS).format(new Date(`${date}T12:00:00Z`));
  if (days <= 0) return m.blueprint_next_closes_today({}, { locale });
  if (days === 1) return m.blueprint_next_closes_tomorrow({ day }, { locale });
  return m.blueprint_next_closes_in({ days, day }, { locale });
}

function galleryStep(gallery: GalleryForActions, today: Date, locale: Locale): NextStep {
  const days = daysUntil(gallery.expiresOn, today);
  const closing = closingText(days, gallery.expiresOn, locale);
  return {
    kind: "gallery",
    id: `gallery-${gallery.id}`,
    title: m.blueprint_next_gallery_title({ gallery: gallery.title }, { locale }),
    detail: m.blueprint_next_gallery_detail({ closing, count: gallery.selectionLimit }, { locale }),
    urgency: days <= GALLERY_CLOSING_SOON_DAYS ? closing : null,
    href: `/galleries/${gallery.id}`,
    action: m.blueprint_next_gallery_action({ gallery: gallery.title }, { locale }),
  };
}

function sessionStep(session: SessionForActions, phases: PhaseForActions[], locale: Locale): NextStep {
  const phase = session.phase === null ? undefined : phases.find((p) => p.number === session.phase);
  if (phase) {
    return {
      kind: "session",
      id: `session-${session.id}`,
      title: m.blueprint_next_review_title({ phase: phase.shortName }, { locale }),
      detail: m.blueprint_next_review_detail({ when: session.when }, { locale }),
      urgency: null,
      href: phase.reportHref,
      action: m.blueprint_next_review_action({ phase: phase.shortName }, { locale }),
    };
  }
  return {
    kind: "session",
    id: `session-${session.id}`,
    title: m.blueprint_next_session_title({ session: session.title }, { locale }),
    detail: m.blueprint_next_session_detail({ when: session.when }, { locale }),
    urgency: null,
    href: session.view,
    action: m.blueprint_next_session_action({}, { locale }),
  };
}

function blueprintStep(phases: PhaseForActions[], locale: Locale): NextStep | null {
  const current = phases.find((phase) => phase.status !== "completed");
  if (!current) return null;
  const estimate = stepsTimeEstimate(current.stepsLeft, locale);
  if (current.status === "not-started") {
    const start = m.blueprint_journey_start({ phase: current.shortName }, { locale });
    return {
      kind: "blueprint",
      id: `blueprint-${current.number}`,
      title: start,
      detail: m.blueprint_next_start_detail({ total: current.totalSteps, estimate }, { locale }),
      urgency: null,
      href: current.href,
      action: start,
    };
  }
  const left = m.blueprint_phase_steps_left({ count: current.stepsLeft }, { locale });
  const resume = m.blueprint_next_continue_title({ phase: current.shortName }, { locale });
  return {
    kind: "blueprint",
    id: `blueprint-${current.number}`,
    title: resume,
    detail: m.blueprint_next_continue_detail(
      { number: current.resumeStep.number, total: current.totalSteps, left, estimate },
      { locale },
    ),
    urgency: null,
    href: current.href,
    action: resume,
  };
}

export function clientNextSteps(input: {
  galleries: GalleryForActions[];
  sessions: SessionForActions[];
  phases: PhaseForActions[];
  now?: Date;
  locale?: Locale;
}): NextStep[] {
  const now = input.now ?? new Date();
  const locale = input.locale ?? getLocale();
  const galleries = input.galleries
    .filter((g) => g.published && !g.selectionSubmitted && !g.finalsDelivered && daysUntil(g.expiresOn, now) >= 0)
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))
    .map((g) => galleryStep(g, now, locale));
  const horizon = now.getTime() + SESSION_PREPARE_DAYS * DAY_MS;
  const sessions = input.sessions
    .filter((s) => {
      const starts = Date.parse(s.startsAt);
      return starts > now.getTime() && starts <= horizon;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((s) => sessionStep(s, input.phases, locale));
  const blueprint = blueprintStep(input.phases, locale);
  return [...galleries, ...sessions, ...(blueprint ? [blueprint] : [])];
}
