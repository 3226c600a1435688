import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation, useNavigationType, useRouteLoaderData } from "react-router";
import { FocusHeader } from "~/components/questionnaire/focus-header";
import { questionHeading, StepFields } from "~/components/questionnaire/step-fields";
import { loadStep, type StepActionData, submitStep } from "~/lib/blueprint-flow.server";
import { pageMeta } from "~/lib/meta";
import type { Step } from "~/questionnaires/types";
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
 * The mood board upload is sent by XMLHttpRequest (for its progress) and reads a JSON reply. A POST
 * to a page is otherwise answered with the rendered page, so such a submission is answered here,
 * before rendering (with `Accept: application/json`, every reply of `submitStep` is a Response).
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
  const [upload, setUpload] = useState<{ percent: number | null; error?: StepActionData }>();
  const [saved, setSaved] = useState(false);
  const [savedElsewhere, setSavedElsewhere] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const skipRef = useRef<HTMLButtonElement>(null);
  const clockOffset = useRef(0);
  const firstRender = useRef(true);
  const refusal = (upload?.error ?? (actionData as StepActionData | undefined)) || undefined;
  const saving =
    navigation.state === "submitting" || (upload !== undefined && upload.percent !== null && !upload.error);
  const here = `/hob/${phase.slug}/${step.id}`;
  const saveKey = (id: string) => `ho-saved:${who?.user?.email ?? ""}:${phase.slug}:${id}`;
  const heading = headingOf(step, stage);

  // Each new step: confirm the save that led here, tell whether this answer was saved on another
  // device, and move focus to the new question (not when the document itself was just loaded).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per loaded step, keyed by its data
  useEffect(() => {
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
        ? new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" }).format(new Date(savedAt))
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
              Dashboard
            </Link>
          }
        />
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
          <div className="card border-brand-600 text-center sm:p-10">
            <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
              {phase.name} · {phase.title}
            </p>
            <h1 ref={headingRef} tabIndex={-1} className="mt-2 font-serif text-4xl font-bold text-brand-900">
              {step.title}
            </h1>
            {step.body.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-slate-700">
                {paragraph}
              </p>
            ))}
            {completedAt && (
              <p className="mt-4 text-sm text-slate-700">
                Completed on{" "}
                <time dateTime={completedAt}>
                  {new Date(completedAt).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" })}
                </time>
                .
              </p>
            )}
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to="/book" className="btn-primary">
                Schedule your next session
              </Link>
              <Link to={`/hob/${phase.slug}/Phase${phase.number}ResultsPage`} className="btn-secondary">
                Review your answers
              </Link>
              <Link to="/blueprint" className="btn-secondary">
                Back to the Blueprint
              </Link>
            </div>
          </div>
        </div>
      </>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent = submitter?.value ?? "next";
    if (step.kind !== "info" && (intent === "next" || intent === "skip")) {
      const record = { key: saveKey(step.id), at: Date.now() + clockOffset.current };
      sessionStorage.setItem(PENDING_SAVE, JSON.stringify(record));
    }
    if (step.kind === "moodboard" && intent !== "skip") uploadWithProgress(event, submitter);
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

  /** The mood board upload goes through XMLHttpRequest so its progress can be shown. */
  function uploadWithProgress(event: FormEvent<HTMLFormElement>, submitter: HTMLButtonElement | null) {
    const body = new FormData(event.currentTarget);
    const file = body.get("file");
    if (!(file instanceof File) || file.size === 0) return; // nothing to upload: the normal submission is fine
    event.preventDefault();
    if (submitter?.name) body.set(submitter.name, submitter.value);
    setUpload({ percent: 0 });
    const request = new XMLHttpRequest();
    request.open("POST", here);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (e) =>
      e.lengthComputable && setUpload({ percent: Math.round((e.loaded / e.total) * 100) });
    request.onload = () => {
      let reply: { redirectTo?: string } & Partial<StepActionData> = {};
      try {
        reply = JSON.parse(request.responseText || "{}");
      } catch {
        // Not our JSON (an expired session's sign-in page, a proxy's error page): a failed upload.
      }
      if (request.status < 400 && reply.redirectTo) navigate(reply.redirectTo);
      else
        setUpload({
          percent: null,
          error: {
            ok: false,
            kind: reply.kind ?? "failure",
            error: reply.error ?? "Failed to save answer: the upload failed.",
            fields: reply.fields ?? {},
          },
        });
    };
    request.onerror = () =>
      setUpload({
        percent: null,
        error: { ok: false, kind: "failure", error: "Failed to save answer: the connection was lost.", fields: {} },
      });
    request.send(body);
  }

  const choiceHint =
    refusal?.kind === "guidance" &&
    (step.kind === "chips" || step.kind === "values") &&
    refusal.error.startsWith("Select ");
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
            Save and exit
          </button>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <p className="text-sm font-medium text-slate-700">
          Step {position.number} of {position.total}
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
              <span aria-hidden="true">☁ </span>Saved on another device · {savedElsewhere}
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
                  {step.kind === "slider"
                    ? "No score is chosen yet. You can skip it now and come back later; your report will show it as skipped."
                    : "You have not answered yet. You can skip it now and come back later; your report will show it as skipped."}
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
                    Skip this question
                  </button>
                  <button
                    type="button"
                    className="btn-secondary min-h-11"
                    onClick={() => document.getElementById(step.kind === "moodboard" ? "url" : "answer")?.focus()}
                  >
                    Answer it
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
          {upload?.percent !== undefined && upload.percent !== null && !upload.error && (
            <div className="mt-4">
              <label htmlFor="upload-progress" className="text-sm text-slate-700">
                Uploading… {upload.percent}%
              </label>
              <progress id="upload-progress" max={100} value={upload.percent} className="mt-1 w-full" />
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
              Back
            </button>
            <button
              ref={continueRef}
              type="submit"
              name="intent"
              value="next"
              className="btn-primary min-h-11 px-6"
              disabled={saving}
            >
              {saving ? "Saving..." : isLastQuestion ? "Submit" : "Continue"}
            </button>
          </div>
          <p className="mt-4 hidden text-right text-xs text-slate-600 sm:block">
            Press <kbd className="rounded border border-slate-300 px-1">Ctrl</kbd> +{" "}
            <kbd className="rounded border border-slate-300 px-1">Enter</kbd> (
            <kbd className="rounded border border-slate-300 px-1">⌘</kbd> +{" "}
            <kbd className="rounded border border-slate-300 px-1">Enter</kbd> on a Mac) to continue
          </p>
        </Form>
      </div>
    </>
  );
}

function SavedBadge() {
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-success">
      <span aria-hidden="true">✓</span> Saved
    </span>
  );
}
