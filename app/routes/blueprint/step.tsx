import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation, useNavigationType, useRouteLoaderData } from "react-router";
import { FocusHeader } from "~/blueprint/components/questionnaire/focus-header";
import { questionHeading, StepFields } from "~/blueprint/components/questionnaire/step-fields";
import { loadStep, type StepActionData, submitStep } from "~/blueprint/flow.server";
import { choiceGuidance as frenchChoiceGuidance } from "~/blueprint/questionnaires/fr/guidance";
import type { Step } from "~/blueprint/questionnaires/types";
import { useLocale, useLocalizedHref } from "~/lib/i18n/use-locale";
import { dateFormat } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/step";

/** Focus mode: the root layout drops the marketing header and footer; this page draws a slim header. */
export const handle = { focusMode: true };

function headingOf(step: Step, stage: "first" | "final" | null) {
  return step.kind === "info" || step.kind === "completion" ? step.title : questionHeading(step, stage);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData
      ? `${"label" in loaderData.step ? loaderData.step.label : loaderData.step.title} · ${loaderData.phase.name}`
      : "Blueprint",
    noindex: true,
  });

/**
 * With JavaScript, the page sends its own submissions and reads a JSON reply (`Accept:
 * application/json`; every reply of `submitStep` is then a Response): answers go by `fetch`, a mood
 * board file by XMLHttpRequest (for its progress). A POST to a page is otherwise answered with the
 * rendered page, so such a submission is answered here, before rendering. URL-encoded answer saves
 * mostly never get here: the server answers them first, without React Router (server/pipeline/answer-save.ts,
 * blueprint/direct-save.server.ts); the form without JavaScript posts to the same address.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args) => {
    if (args.request.method !== "POST" || !args.request.headers.get("accept")?.includes("application/json")) return;
    const reply = await submitStep(args);
    if (reply instanceof Response) return reply;
  },
];

export async function loader(args: Route.LoaderArgs) {
  return loadStep(args);
}

export async function action(args: Route.ActionArgs) {
  return submitStep(args);
}

/** A save this browser sent and has not seen acknowledged yet (kept across the navigation it causes). */
const PENDING_SAVE = "ho-pending-save";
/** How much later than this browser's own save an answer's time may be before it counts as saved elsewhere. */
const OTHER_DEVICE_MARGIN_MS = 15_000;

const SINGLE_LINE = new Set(["text", "url", "email", "search", "tel", "number", "range"]);

export default function StepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { phase, step, position, done, previousId, isLastQuestion, answers, stage, completedAt, savedAt, serverNow } =
    loaderData;
  const navigation = useNavigation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const who = useRouteLoaderData("root") as { user?: { email: string } | null } | undefined;
  /** A submission this page sent itself: waiting for its reply (with a file's upload progress), or refused. */
  const [sending, setSending] = useState<{ percent?: number; error?: StepActionData }>();
  const [saved, setSaved] = useState(false);
  const [savedElsewhere, setSavedElsewhere] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  const clockOffset = useRef(0);
  const firstRender = useRef(true);
  const refusal = (sending?.error ?? (actionData as StepActionData | undefined)) || undefined;
  const saving = navigation.state === "submitting" || (sending !== undefined && !sending.error);
  const here = `/hob/${phase.slug}/${step.id}`;
  const saveKey = (id: string) => `ho-saved:${who?.user?.email ?? ""}:${phase.slug}:${id}`;
  const heading = headingOf(step, stage);
  const locale = useLocale();
  const localized = useLocalizedHref();

  // Each new step: confirm the save that led here, tell whether this answer was saved on another
  // device, and move focus to the new question (not when the document itself was just loaded).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per loaded step, keyed by its data
  useEffect(() => {
    setSending(undefined);
    clockOffset.current = Date.parse(serverNow) - Date.now();
    const pending = sessionStorage.getItem(PENDING_SAVE);
    sessionStorage.removeItem(PENDING_SAVE);
    let confirmed = false;
    if (pending) {
      try {
        const { key, at } = JSON.parse(pending) as { key: string; at: number };
        localStorage.setItem(key, String(at));
        confirmed = true;
      } catch {
        // A damaged record: nothing to confirm.
      }
    }
    setSaved(confirmed);
    const own = Number(localStorage.getItem(saveKey(step.id)) ?? 0);
    setSavedElsewhere(
      savedAt && (!own || Date.parse(savedAt) > own + OTHER_DEVICE_MARGIN_MS)
        ? dateFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long", timeStyle: "short" }).format(
            new Date(savedAt),
          )
        : null,
    );
    if (!firstRender.current || navigationType !== "POP") headingRef.current?.focus();
    firstRender.current = false;
  }, [loaderData]);

  // A refused or failed save: forget the pending record; "Skip this question?" takes the focus.
  useEffect(() => {
    if (!refusal) return;
    sessionStorage.removeItem(PENDING_SAVE);
    setSaved(false);
    if (refusal.kind === "skip") skipRef.current?.focus();
  }, [refusal]);

  if (step.kind === "completion") {
    return (
      <>
        <FocusHeader
          phaseName={phase.shortName}
          done={position.total}
          total={position.total}
          status={saved ? <SavedBadge /> : null}
          action={
            <Link to="/dashboard" className="btn-secondary min-h-11 py-1.5 text-sm">
              {m.blueprint_dashboard()}
            </Link>
          }
        />
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
          <div className="card border-brand-600 text-center sm:p-10">
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              {phase.name} · {phase.title}
            </p>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="mt-2 font-serif text-3xl font-bold break-words text-brand-900 sm:text-4xl"
            >
              {step.title}
            </h1>
            {step.body.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-slate-700">
                {paragraph}
              </p>
            ))}
            {completedAt && (
              <p className="mt-4 text-sm text-slate-700">
                {m.blueprint_completed_on()}{" "}
                <time dateTime={completedAt}>
                  {dateFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
                    new Date(completedAt),
                  )}
                </time>
                .
              </p>
            )}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to={localized(`/book/phase-review?phase=${phase.number}`)} className="btn-primary">
                {m.blueprint_book_review({ number: phase.number })}
              </Link>
              <Link to={`/hob/${phase.slug}/Phase${phase.number}ResultsPage`} className="btn-secondary">
                {m.blueprint_review_answers()}
              </Link>
              <Link to={localized("/blueprint")} className="btn-secondary">
                {m.blueprint_back_to_blueprint()}
              </Link>
            </div>
          </div>
        </div>
      </>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "next";
    if (step.kind !== "info" && (intent === "next" || intent === "skip")) {
      const record = { key: saveKey(step.id), at: Date.now() + clockOffset.current };
      sessionStorage.setItem(PENDING_SAVE, JSON.stringify(record));
    }
    const body = new FormData(event.currentTarget);
    if (submitter?.name) body.set(submitter.name, submitter.value);
    if (step.kind === "moodboard") uploadWithProgress(body, intent !== "skip");
    else void send(body);
  }

  /** ⌘/Ctrl+Enter continues from anywhere; Enter continues from a single-line input. */
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || saving) return;
    const target = event.target as HTMLElement;
    const singleLine = target instanceof HTMLInputElement && SINGLE_LINE.has(target.type);
    if (!(event.metaKey || event.ctrlKey) && !singleLine) return;
    event.preventDefault();
    event.currentTarget.requestSubmit(continueRef.current);
  }

  /**
   * Follows the server's reply to a submission: the next page on success (or the page a redirect led to,
   * such as sign-in after the session ended), else the refusal shown on this step.
   */
  function settle(status: number, text: string, redirectedTo: string | null, failure: string) {
    let reply: { redirectTo?: string } & Partial<StepActionData> = {};
    try {
      reply = JSON.parse(text || "{}");
    } catch {
      // Not our JSON (an expired session's sign-in page, a proxy's error page).
    }
    if (status < 400 && reply.redirectTo) return navigate(reply.redirectTo);
    if (status < 400 && redirectedTo && !reply.error) {
      const target = new URL(redirectedTo);
      if (target.origin === location.origin) return navigate(`${target.pathname}${target.search}`);
    }
    setSending({
      error: {
        ok: false,
        kind: reply.kind ?? "failure",
        error: reply.error ?? m.blueprint_save_failed({ reason: failure }),
        fields: reply.fields ?? {},
      },
    });
  }

  const lostConnection = () =>
    setSending({
      error: { ok: false, kind: "failure", error: m.blueprint_save_failed_connection(), fields: {} },
    });

  /** Answers go URL-encoded (a file field without a file is left out). */
  async function send(form: FormData) {
    const body = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
    setSending({});
    try {
      const response = await fetch(here, { method: "POST", headers: { Accept: "application/json" }, body });
      settle(
        response.status,
        await response.text(),
        response.redirected ? response.url : null,
        m.blueprint_save_retry(),
      );
    } catch {
      lostConnection();
    }
  }

  /** The mood board goes through XMLHttpRequest so its upload's progress can be shown. */
  function uploadWithProgress(body: FormData, withFile: boolean) {
    const file = body.get("file");
    const hasFile = withFile && file instanceof File && file.size > 0;
    if (!hasFile) body.delete("file");
    setSending({ percent: hasFile ? 0 : undefined });
    const request = new XMLHttpRequest();
    request.open("POST", here);
    request.setRequestHeader("Accept", "application/json");
    if (hasFile) {
      request.upload.onprogress = (e) =>
        e.lengthComputable && setSending({ percent: Math.round((e.loaded / e.total) * 100) });
    }
    request.onload = () => {
      const redirected = request.responseURL && new URL(request.responseURL).pathname !== here;
      settle(
        request.status,
        request.responseText,
        redirected ? request.responseURL : null,
        m.blueprint_upload_failed(),
      );
    };
    request.onerror = lostConnection;
    request.send(body);
  }

  const choiceHint =
    refusal?.kind === "guidance" &&
    (step.kind === "chips" || step.kind === "values") &&
    /^(Select|Sélectionnez) /.test(refusal.error);
  const guidance = refusal?.kind === "guidance" && !choiceHint ? refusal.error : null;
  const describedBy =
    refusal?.kind === "failure"
      ? "step-error"
      : guidance
        ? "step-guidance"
        : refusal?.kind === "skip"
          ? "skip-title"
          : undefined;
  const submitted = refusal?.fields && Object.keys(refusal.fields).length ? refusal.fields : undefined;

  return (
    <>
      <FocusHeader
        phaseName={phase.shortName}
        done={done}
        total={position.total}
        status={saved ? <SavedBadge /> : null}
        action={
          <button
            type="submit"
            form="step-form"
            name="intent"
            value="exit"
            formNoValidate
            disabled={saving}
            className="btn-secondary min-h-11 py-1.5 text-sm"
          >
            {m.blueprint_save_and_exit()}
          </button>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <p className="text-sm font-medium text-slate-700">
          {m.blueprint_step_of({ number: position.number, total: position.total })}
        </p>
        <Form
          id="step-form"
          method="post"
          encType={step.kind === "moodboard" ? "multipart/form-data" : undefined}
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          className="card mt-3 sm:p-8"
        >
          {/* The form's default button (Enter without JavaScript): Continue, not Back. */}
          <button type="submit" name="intent" value="next" hidden tabIndex={-1} aria-hidden="true" />
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{step.section}</p>
          <h1
            id="question-heading"
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 font-serif text-2xl leading-snug font-bold text-brand-900 focus:outline-none sm:text-3xl"
          >
            {heading}
          </h1>
          {savedElsewhere && (
            <p className="mt-2 text-sm text-slate-700">
              <span aria-hidden="true">☁ </span>
              {m.blueprint_saved_elsewhere({ when: savedElsewhere })}
            </p>
          )}
          <div className="mt-6">
            {step.kind === "info" ? (
              <div className="space-y-4 text-lg leading-relaxed text-slate-800">
                {step.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {step.bullets && (
                  <ul className="list-disc space-y-1 pl-6">
                    {step.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                )}
              </div>
            ) : (
              <StepFields
                key={`${step.id}-${stage}`}
                step={step}
                answers={answers}
                submitted={submitted}
                stage={stage}
                labelledBy="question-heading"
                describedBy={describedBy}
                refused={choiceHint ? refusal : undefined}
                stageUrl={`${here}?stage=first`}
                choiceGuidance={locale === "fr" ? frenchChoiceGuidance : undefined}
              />
            )}
          </div>

          <div aria-live="polite">
            {guidance && (
              <p
                id="step-guidance"
                className="mt-4 rounded-md border border-warning bg-warning-soft px-4 py-3 font-medium text-warning"
              >
                {guidance}
              </p>
            )}
            {refusal?.kind === "skip" && (
              <div className="mt-6 rounded-lg border border-warning bg-warning-soft p-4">
                <p id="skip-title" className="text-lg font-semibold text-warning">
                  {refusal.error}
                </p>
                <p className="mt-1 text-warning">
                  {step.kind === "slider" ? m.blueprint_skip_no_score() : m.blueprint_skip_no_answer()}
                </p>
                <div className="mt-3 flex flex-wrap gap-3">
                  <button
                    ref={skipRef}
                    type="submit"
                    name="intent"
                    value="skip"
                    formNoValidate
                    className="btn-primary min-h-11"
                    disabled={saving}
                  >
                    {m.blueprint_skip_button()}
                  </button>
                  <button
                    type="button"
                    className="btn-secondary min-h-11"
                    onClick={() => document.getElementById(step.kind === "moodboard" ? "url" : "answer")?.focus()}
                  >
                    {m.blueprint_answer_it()}
                  </button>
                </div>
              </div>
            )}
          </div>
          {refusal?.kind === "failure" && (
            <p id="step-error" role="alert" className="alert-danger mt-4 font-medium">
              {refusal.error}
            </p>
          )}
          {sending?.percent !== undefined && !sending.error && (
            <div className="mt-4">
              <label htmlFor="upload-progress" className="text-sm text-slate-700">
                {m.blueprint_uploading({ percent: sending.percent })}
              </label>
              <progress id="upload-progress" max={100} value={sending.percent} className="mt-1 w-full" />
            </div>
          )}

          <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
            <button
              type="submit"
              name="intent"
              value="back"
              className="btn-secondary min-h-11"
              disabled={!previousId || saving}
              formNoValidate
            >
              {m.blueprint_back()}
            </button>
            <button
              ref={continueRef}
              type="submit"
              name="intent"
              value="next"
              className="btn-primary min-h-11 px-6"
              disabled={saving}
            >
              {saving ? m.blueprint_saving() : isLastQuestion ? m.blueprint_submit() : m.blueprint_continue()}
            </button>
          </div>
          <p className="mt-4 hidden text-right text-xs text-slate-600 sm:block">
            {m.blueprint_shortcut_press()} <kbd className="rounded border border-slate-300 px-1">Ctrl</kbd> +{" "}
            <kbd className="rounded border border-slate-300 px-1">{m.blueprint_key_enter()}</kbd> (
            <kbd className="rounded border border-slate-300 px-1">⌘</kbd> +{" "}
            <kbd className="rounded border border-slate-300 px-1">{m.blueprint_key_enter()}</kbd>{" "}
            {m.blueprint_shortcut_mac()}) {m.blueprint_shortcut_continue()}
          </p>
        </Form>
      </div>
    </>
  );
}

function SavedBadge() {
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-success">
      <span aria-hidden="true">✓</span> {m.blueprint_saved()}
    </span>
  );
}
