/**
 * The Blueprint pages' server side: who may use them, what a step shows, and what happens when a
 * step is submitted (validate → store upload → save answers → maybe complete → next step).
 */
import { data, redirect } from "react-router";
import { type AnswerValue, type MoodBoardAnswer, parseSubmission } from "~/blueprint/questionnaires/answers";
import {
  answerKeys,
  completionStep,
  findStep,
  firstStep,
  isQuestion,
  labelFor,
  lastQuestion,
  nextStep,
  phaseBySlug,
  phaseSlug,
  previousStep,
  questionSteps,
  resumeStepId,
  stepPosition,
  stepsDone,
} from "~/blueprint/questionnaires/engine";
import { guidanceFor, phaseFor } from "~/blueprint/questionnaires/localized";
import { optionLabelMap } from "~/blueprint/questionnaires/option-labels";
import type { PhaseDefinition, Step } from "~/blueprint/questionnaires/types";
import { m } from "~/paraglide/messages";
import { MOOD_BOARD_UPLOAD_LIMITS } from "../lib/body-limits.ts";
import type { Db } from "../lib/db.server.ts";
import { getDb } from "../lib/db.server.ts";
import { enqueueEmail } from "../lib/email/outbox.server.ts";
import { ownerAddress, ownerLocale } from "../lib/email/owner.server.ts";
import { getEnv } from "../lib/env.server.ts";
import { readForm } from "../lib/forms.server.ts";
import { HttpError } from "../lib/http.server.ts";
import { localizedHref } from "../lib/i18n/locale.ts";
import { serverLocale } from "../lib/i18n/request-locale.server.ts";
import { requireUser, type SessionUser } from "../lib/session.server.ts";
import { releaseUpload, storeUpload } from "../media/mood-board.server.ts";
import { answerText } from "./answers-format.ts";
import { loadPhaseState, saveAnswers } from "./blueprint.server.ts";
import { phaseCompletedClientEmail, phaseCompletedOwnerEmail } from "./emails.server.ts";

type GuardArgs = Parameters<typeof requireUser>[0];

export const CLIENTS_ONLY = { kind: "clients-only" as const };

/** Clients and the admin use the Blueprint; a signed-in `user` gets the clients-only page (403). */
export async function requireBlueprintUser(args: GuardArgs): Promise<SessionUser> {
  const user = await requireUser(args);
  if (user.role === "user") throw data(CLIENTS_ONLY, { status: 403 });
  return user;
}

export function requirePhase(slug: string | undefined): PhaseDefinition {
  const phase = phaseBySlug(slug);
  if (!phase) throw data(null, { status: 404 });
  return phase;
}

export const stepUrl = (phase: PhaseDefinition, step: Step | string) =>
  `/hob/${phaseSlug(phase)}/${typeof step === "string" ? step : step.id}`;

export async function resumeUrl(db: Db, userId: string, phase: PhaseDefinition) {
  const state = await loadPhaseState(db, userId, phase);
  return stepUrl(phase, resumeStepId(phase, new Set(state.answers.keys())));
}

/**
 * The phase as the client reads it in the request's language: the same steps, ids and keys as the
 * English phase (which the saves and the `questions` table use), with the words of the language.
 */
export const shownPhase = (phase: PhaseDefinition) => phaseFor(serverLocale(), phase.number);

export async function loadStep(args: GuardArgs & { params: { phase?: string; step?: string } }) {
  const user = await requireBlueprintUser(args);
  const phase = requirePhase(args.params.phase);
  const shown = shownPhase(phase);
  const step = findStep(shown, args.params.step);
  // Unknown or missing step: back to the phase's first step (replacing the history entry).
  if (!step) throw redirect(stepUrl(phase, firstStep(phase)));
  const db = await getDb();
  const state = await loadPhaseState(db, user.id, phase);
  const answered = new Set(state.answers.keys());
  if (step.kind === "completion" && !state.completedAt) throw redirect(stepUrl(phase, resumeStepId(phase, answered)));

  const answers: Record<string, AnswerValue> = {};
  let savedAt: Date | null = null;
  if (isQuestion(step))
    for (const key of answerKeys(step)) {
      if (state.answers.has(key)) answers[key] = state.answers.get(key)!;
      const at = state.answeredAt.get(key);
      if (at && (!savedAt || at > savedAt)) savedAt = at;
    }
  const url = new URL(args.request.url);
  const savedTop = step.kind === "values" ? (state.answers.get(step.firstKey) as string[] | undefined) : undefined;
  let stage: "first" | "final" | null = null;
  if (step.kind === "values") {
    stage = savedTop?.length === step.firstCount && url.searchParams.get("stage") !== "first" ? "final" : "first";
  }
  const previous = previousStep(phase, step.id);
  const next = nextStep(phase, step.id);
  return {
    kind: "step" as const,
    phase: {
      number: phase.number,
      name: phase.name,
      title: shown.title,
      shortName: shown.buttonLabel,
      slug: phaseSlug(phase),
    },
    step,
    position: stepPosition(phase, step.id),
    /** Steps behind the client (the progress bar), of `position.total`. */
    done: state.completedAt ? stepPosition(phase, step.id).total : stepsDone(phase, answered),
    /** When this step's answer was last saved, and the server's clock now (to compare with this browser's saves). */
    savedAt: savedAt?.toISOString() ?? null,
    serverNow: new Date().toISOString(),
    previousId: previous?.id ?? null,
    nextId: next?.id ?? null,
    isLastQuestion: step.id === lastQuestion(phase).id,
    answers,
    stage,
    completedAt: state.completedAt?.toISOString() ?? null,
  };
}

/**
 * Why a submitted step was not saved: `guidance` (a rule of the question, shown next to the
 * control), `skip` (an empty answer: "Skip this question?"), `failure` (the save itself failed:
 * "Failed to save answer: …").
 */
export type StepActionData = {
  ok: false;
  kind: "guidance" | "skip" | "failure";
  error: string;
  fields: Record<string, string | string[]>;
};

const INTENTS = ["next", "back", "skip", "exit"] as const;
type Intent = (typeof INTENTS)[number];

const FORM_LIMITS = {
  maxFieldsBytes: MOOD_BOARD_UPLOAD_LIMITS.fieldBytes,
  maxFileBytes: MOOD_BOARD_UPLOAD_LIMITS.fileBytes,
};

/** How a submitted step ends: where the client goes next, or why nothing was saved (and the status to say it with). */
export type StepOutcome = { redirectTo: string } | { status: number; refusal: StepActionData };

type StepArgs = GuardArgs & { params: { phase?: string; step?: string } };

/**
 * The step's action: a redirect for a form; for the page's own submissions (`Accept:
 * application/json`) every outcome as JSON, `{ redirectTo }` or the refusal.
 */
export async function submitStep(args: StepArgs) {
  const outcome = await saveStep(args);
  const wantsJson = args.request.headers.get("accept")?.includes("application/json") ?? false;
  if ("redirectTo" in outcome) {
    return wantsJson ? Response.json({ redirectTo: outcome.redirectTo }) : redirect(outcome.redirectTo);
  }
  return wantsJson
    ? Response.json(outcome.refusal, { status: outcome.status })
    : data(outcome.refusal, { status: outcome.status });
}

/**
 * Saves a submitted step (authorisation, validation, the save) and says how it ends. A visitor is sent
 * to sign in, a signed-in user without the client role gets 403, an unknown step 404 (all thrown).
 */
export async function saveStep(args: StepArgs): Promise<StepOutcome> {
  const user = await requireBlueprintUser(args);
  const phase = requirePhase(args.params.phase);
  // The step as the client read it (its options' values and keys are the English step's).
  const step = findStep(shownPhase(phase), args.params.step);
  if (!step) throw data({ ok: false, error: m.blueprint_step_missing(), fields: {} }, { status: 404 });

  const go = (location: string): StepOutcome => ({ redirectTo: location });
  const reply = (status: number, refusal: StepActionData): StepOutcome => ({ status, refusal });
  const refuse = (status: number, error: string, fields: Record<string, string | string[]> = {}) =>
    reply(status, { ok: false, kind: "failure", error: m.blueprint_save_failed({ reason: error }), fields });

  let form: Awaited<ReturnType<typeof readForm>>;
  try {
    form = await readForm(args.request, FORM_LIMITS);
  } catch (error) {
    if (error instanceof HttpError) return refuse(error.status, error.detail);
    throw error;
  }
  const { fields, file } = form;
  const intent: Intent = INTENTS.find((i) => i === fields.intent) ?? "next";
  const previous = previousStep(phase, step.id);
  const next = nextStep(phase, step.id);
  // "Save and exit" leaves for the dashboard; Back and exit never block on an unfinished answer.
  const leaving = intent === "back" || intent === "exit";
  const leave = () => go(intent === "exit" ? "/dashboard" : stepUrl(phase, previous ?? step));

  if (!isQuestion(step)) {
    await file?.discard();
    return leaving ? leave() : go(stepUrl(phase, next ?? step));
  }

  const db = await getDb();
  const completes = (intent === "next" || intent === "skip") && step.id === lastQuestion(phase).id;
  // Saved answers are read only when this step depends on them (two-stage values, a mood board
  // keeping its file) or when it completes the phase (the e-mail summary): an ordinary save is
  // then a single statement.
  const needsState = completes || step.kind === "values" || step.kind === "moodboard";
  const state = needsState ? await loadPhaseState(db, user.id, phase) : undefined;
  const parsed = parseSubmission(step, fields, {
    savedTopValues: step.kind === "values" ? (state?.answers.get(step.firstKey) as string[] | undefined) : undefined,
    savedFinalValues: step.kind === "values" ? (state?.answers.get(step.id) as string[] | undefined) : undefined,
    savedMoodBoard:
      step.kind === "moodboard" ? (state?.answers.get(step.id) as MoodBoardAnswer | undefined) : undefined,
    uploadPending: Boolean(file) && intent !== "skip",
    wording: guidanceFor(serverLocale()),
  });
  if (!parsed.ok) {
    await file?.discard();
    // Going back (or saving and exiting) never blocks on an unfinished answer: it is simply not saved.
    if (leaving) return leave();
    return reply(400, { ok: false, kind: parsed.kind, error: parsed.error, fields });
  }

  let entries = parsed.entries;
  if (file && parsed.skipped) await file.discard();
  else if (file) {
    if (step.kind !== "moodboard") {
      await file.discard();
      return refuse(400, m.blueprint_step_takes_no_file(), fields);
    }
    try {
      const upload = await storeUpload(db, user.id, file);
      entries = entries.map((entry) => ({ ...entry, value: { ...(entry.value as MoodBoardAnswer), ...upload } }));
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.detail, fields);
      throw error;
    }
  }

  await saveAnswers(db, user.id, phase, entries, {
    removeKeys: parsed.removeKeys,
    complete: completes,
    onFirstCompletion: (tx) =>
      queueCompletionEmails(tx, user, phase, {
        ...Object.fromEntries(state?.answers ?? []),
        ...Object.fromEntries(entries.map((e) => [e.key, e.value])),
      }),
  });

  if (step.kind === "moodboard") {
    // A replaced or removed mood-board file is deleted at once (the sweep catches anything missed).
    const before = (state?.answers.get(step.id) as MoodBoardAnswer | undefined)?.fileId;
    const after = (entries.find((entry) => entry.key === step.id)?.value as MoodBoardAnswer | undefined)?.fileId;
    // releaseUpload keeps a file some answer still points to.
    if (before && before !== after) await releaseUpload(db, user.id, before);
  }

  if (leaving) return leave();
  if (parsed.stayOnStep) return go(stepUrl(phase, step));
  return go(stepUrl(phase, next ?? completionStep(phase)));
}

async function queueCompletionEmails(
  tx: Db,
  user: SessionUser,
  phase: PhaseDefinition,
  answers: Record<string, AnswerValue>,
) {
  const env = getEnv();
  const resultsUrl = `${env.BASE_URL}/hob/${phaseSlug(phase)}/Phase${phase.number}ResultsPage`;
  // The client's e-mail in the client's language: the phase's words (questions, option labels) in it too.
  const locale = user.locale;
  const o = { locale };
  const shown = phaseFor(locale, phase.number);
  const summary = questionSteps(shown).flatMap((step) =>
    answerKeys(step).map((key) => {
      const text = answerText(answers[key], optionLabelMap(step));
      return {
        label: labelFor(shown, key),
        answer:
          text.length > 200
            ? `${text.slice(0, 200)}…`
            : text || (key in answers ? m.email_answer_skipped({}, o) : m.email_answer_none({}, o)),
      };
    }),
  );
  const reviewBookingUrl = `${env.BASE_URL}${localizedHref(`/book/phase-review?phase=${phase.number}`, locale)}`;
  await enqueueEmail(
    tx,
    phaseCompletedClientEmail(env.SITE_NAME, user.email, shown, summary, resultsUrl, reviewBookingUrl, locale),
  );
  const owner = ownerAddress();
  const ownerLanguage = await ownerLocale(tx, owner);
  const who = user.name ? `${user.name} (${user.email})` : user.email;
  await enqueueEmail(
    tx,
    phaseCompletedOwnerEmail(
      env.SITE_NAME,
      owner,
      who,
      phaseFor(ownerLanguage, phase.number),
      `${resultsUrl}?client=${encodeURIComponent(user.id)}`,
      ownerLanguage,
    ),
  );
}
