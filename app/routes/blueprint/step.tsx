import { type FormEvent, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { ProgressFill } from "~/components/progress-fill";
import { StepFields } from "~/components/questionnaire/step-fields";
import { loadStep, type StepActionData, submitStep } from "~/lib/blueprint-flow.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/step";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `${loaderData.step.title} · ${loaderData.phase.name}` : "Blueprint",
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

export default function StepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { phase, step, position, percent, previousId, isLastQuestion, answers, stage, completedAt } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [upload, setUpload] = useState<{ percent: number | null; error?: StepActionData }>();
  const failure = (upload?.error ?? (actionData as StepActionData | undefined)) || undefined;
  const saving =
    navigation.state === "submitting" || (upload !== undefined && upload.percent !== null && !upload.error);
  const here = `/hob/${phase.slug}/${step.id}`;

  if (step.kind === "completion") {
    return (
      <div className="container-page max-w-3xl py-12">
        <div className="card border-brand-600 text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
            {phase.name} · {phase.title}
          </p>
          <h1 className="mt-2 font-serif text-4xl font-bold text-brand-900">{step.title}</h1>
          {step.body.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          {completedAt && (
            <p className="mt-4 text-sm text-slate-600">
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
    );
  }

  /** The mood board upload goes through XMLHttpRequest so its progress can be shown. */
  function uploadWithProgress(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
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
            error: reply.error ?? "Failed to save answer: the upload failed.",
            fields: reply.fields ?? {},
          },
        });
    };
    request.onerror = () =>
      setUpload({
        percent: null,
        error: { ok: false, error: "Failed to save answer: the connection was lost.", fields: {} },
      });
    request.send(body);
  }

  const errorId = failure ? "step-error" : undefined;
  return (
    <div className="container-page max-w-3xl py-10">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {phase.name} · {phase.title}
      </p>
      <div className="mt-3 flex items-center justify-between text-sm text-slate-700">
        <span>
          Step {position.number} of {position.total}
        </span>
        <span>{percent}% answered</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${phase.name} progress`}
        aria-valuemin={0}
        aria-valuemax={position.total}
        aria-valuenow={position.number}
        aria-valuetext={`Step ${position.number} of ${position.total}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <ProgressFill percent={(position.number / position.total) * 100} />
      </div>

      <Form
        method="post"
        encType={step.kind === "moodboard" ? "multipart/form-data" : undefined}
        onSubmit={step.kind === "moodboard" ? uploadWithProgress : undefined}
        className="card mt-6"
      >
        <p className="text-sm font-semibold text-brand-700">{step.section}</p>
        <h1 className="mt-1 font-serif text-3xl font-bold text-brand-900">{step.title}</h1>
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
              submitted={failure?.fields && Object.keys(failure.fields).length ? failure.fields : undefined}
              stage={stage}
              errorId={errorId}
              stageUrl={`${here}?stage=first`}
            />
          )}
        </div>

        {failure && (
          <p id="step-error" role="alert" className="mt-4 font-medium text-red-700">
            {failure.error}
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

        <div className="mt-8 flex items-center justify-between gap-3">
          <button
            type="submit"
            name="intent"
            value="back"
            className="btn-secondary"
            disabled={!previousId || saving}
            formNoValidate
          >
            Back
          </button>
          <button type="submit" name="intent" value="next" className="btn-primary" disabled={saving}>
            {saving ? "Saving..." : isLastQuestion ? "Submit" : "Continue"}
          </button>
        </div>
      </Form>
      <p className="mt-6 text-sm text-slate-700">
        Your answers are saved on each step. <Link to="/blueprint">Back to the Blueprint dashboard</Link>
      </p>
    </div>
  );
}
