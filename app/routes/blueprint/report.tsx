import { data, Form, Link, useNavigation } from "react-router";
import { PrintButton } from "~/components/report/print-button";
import { ReportAnswerValue } from "~/components/report/report-answer";
import { WellbeingRadar, type WellbeingScore } from "~/components/report/wellbeing-radar";
import { requireBlueprintUser, requirePhase } from "~/lib/blueprint-flow.server";
import { getDb } from "~/lib/db.server";
import { readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { type AnswerGroup, clientResults, findProfile, ReportNoteSchema, saveReportNote } from "~/lib/results.server";
import type { SessionUser } from "~/lib/session.server";
import { approvedRecommendations } from "~/owner/reports.server";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: `Report · ${loaderData?.report.phase.name ?? "Blueprint"}`, noindex: true });

/** Phase 1's six well-being sliders, in the order the chart and table show them. */
const WELLBEING_KEYS = ["wellness-q1", "wellness-q2", "wellness-q3", "wellness-q4", "wellness-q5", "wellness-q6"];

/** A 10,000-character note can take up to 9 bytes per character once URL-encoded. */
const NOTE_FORM_LIMITS = { maxFieldsBytes: 96 * 1024, maxFileBytes: 0 };

/**
 * Whose report this is: your own, or with `?client=<id>` (the admin only) anyone's. For everyone
 * but the admin another id simply does not exist.
 */
async function requireReportProfile(request: Request, user: SessionUser) {
  const clientId = new URL(request.url).searchParams.get("client");
  if (!clientId || clientId === user.id) return user.id;
  if (user.role !== "admin") throw data(null, { status: 404 });
  const profile = await findProfile(await getDb(), clientId);
  if (!profile) throw data(null, { status: 404 });
  return profile.id;
}

function wellbeingScores(groups: AnswerGroup[]): WellbeingScore[] {
  const items = new Map(groups.flatMap((group) => group.items).map((item) => [item.key, item]));
  return WELLBEING_KEYS.map((key) => {
    const item = items.get(key);
    return { key, label: item?.label ?? key, score: typeof item?.value === "number" ? item.value : null };
  });
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireBlueprintUser(args);
  const phase = requirePhase(args.params.phase);
  const profileId = await requireReportProfile(args.request, user);
  const db = await getDb();
  const report = await clientResults(db, profileId, phase);
  if (!report.profile) throw data(null, { status: 404 });
  // What the owner recommended when approving the report (issue 14); null until approved.
  const recommendations = await approvedRecommendations(db, profileId, phase.name);
  const viewingOther = profileId !== user.id;
  const resultsPath = `/hob/${report.phase.slug}/Phase${phase.number}ResultsPage`;
  const query = viewingOther ? `?client=${encodeURIComponent(profileId)}` : "";
  return {
    report,
    wellbeing: phase.number === 1 && report.hasResult ? wellbeingScores(report.groups) : null,
    recommendations,
    canEditNote: user.role === "admin",
    viewingOther,
    reportPath: `/hob/${report.phase.slug}/report${query}`,
    resultsPath: `${resultsPath}${query}`,
  };
}

type NoteActionData = { ok: boolean; message: string };

/** The owner's personal note on the report: saved, or removed when empty. Admin only. */
export async function action(args: Route.ActionArgs) {
  const user = await requireBlueprintUser(args);
  const phase = requirePhase(args.params.phase);
  if (user.role !== "admin") throw data(null, { status: 403 });
  const profileId = await requireReportProfile(args.request, user);
  let fields: Awaited<ReturnType<typeof readForm>>["fields"];
  try {
    const form = await readForm(args.request, NOTE_FORM_LIMITS);
    await form.file?.discard();
    fields = form.fields;
  } catch (error) {
    if (error instanceof HttpError)
      return data<NoteActionData>({ ok: false, message: error.detail }, { status: error.status });
    throw error;
  }
  const parsed = ReportNoteSchema.safeParse({ note: fields.note });
  if (!parsed.success) {
    const message = typeof fields.note === "string" ? parsed.error.issues[0]?.message : undefined;
    return data<NoteActionData>({ ok: false, message: message ?? "Send the note as one text field." }, { status: 400 });
  }
  await saveReportNote(await getDb(), profileId, phase, parsed.data.note);
  return data<NoteActionData>({ ok: true, message: parsed.data.note ? "Note saved." : "Note removed." });
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

function ReportDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;
}

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { report, wellbeing, recommendations, canEditNote, viewingOther, reportPath, resultsPath } = loaderData;
  const { phase, profile } = report;
  const who = profile?.name || profile?.email || "Unknown User";
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith(`/hob/${phase.slug}/report`);
  const outcome = actionData as NoteActionData | undefined;

  return (
    <article className="container-page max-w-4xl py-10 print:max-w-none print:p-0">
      <header className="border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{`Personal report · ${phase.name}`}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold text-brand-900">{`${phase.name}: ${phase.title}`}</h1>
        <p className="mt-3 text-lg text-slate-800">
          Prepared for <span className="font-semibold">{who}</span>
        </p>
        {report.hasResult && (
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">Started</dt>
            <dd>{report.startedAt ? <ReportDate iso={report.startedAt} /> : "Not recorded"}</dd>
            <dt className="font-semibold">Completed</dt>
            <dd>{report.completedAt ? <ReportDate iso={report.completedAt} /> : "Not completed yet"}</dd>
          </dl>
        )}
        <div className="no-print mt-6 flex flex-wrap items-center gap-3">
          <PrintButton />
          <Link to={resultsPath} className="btn-secondary">
            {viewingOther ? "Back to results" : "Back to your answers"}
          </Link>
          {!viewingOther && (
            <Link to="/blueprint" className="btn-secondary">
              Blueprint dashboard
            </Link>
          )}
        </div>
      </header>

      {canEditNote ? (
        <>
          <Form method="post" action={reportPath} className="card no-print mt-8">
            <label htmlFor="report-note" className="field-label">
              {`Personal note for ${who}`}
            </label>
            <p id="report-note-help" className="mb-2 text-sm text-slate-700">
              Shown to the client at the top of this report. Leave it empty to remove the note.
            </p>
            <textarea
              key={report.note?.updatedAt ?? "none"}
              id="report-note"
              name="note"
              rows={6}
              maxLength={10_000}
              defaultValue={report.note?.text ?? ""}
              aria-describedby={outcome && !outcome.ok ? "report-note-help report-note-message" : "report-note-help"}
              aria-invalid={outcome && !outcome.ok ? true : undefined}
              className="field-input"
            />
            {outcome && (
              <p
                id="report-note-message"
                role={outcome.ok ? "status" : "alert"}
                className={`mt-3 ${outcome.ok ? "alert-success" : "alert-danger"}`}
              >
                {outcome.message}
              </p>
            )}
            <button type="submit" className="btn-primary mt-4" disabled={saving}>
              {saving ? "Saving…" : "Save note"}
            </button>
          </Form>
          {report.note && (
            // The form is not printed; the owner's printout still carries the note as the client sees it.
            <ConsultantNote text={report.note.text} className="hidden print:block" />
          )}
        </>
      ) : (
        report.note && <ConsultantNote text={report.note.text} />
      )}

      {recommendations && (
        <section aria-labelledby="recommendations-heading" className="card mt-8">
          <h2 id="recommendations-heading" className="font-serif text-2xl font-bold text-brand-900">
            Recommendations for the next phase
          </h2>
          <p className="mt-3 whitespace-pre-wrap text-slate-800">{recommendations}</p>
        </section>
      )}

      {!report.hasResult ? (
        <p className="mt-8 text-lg text-slate-700">No results found for this profile.</p>
      ) : (
        <>
          {wellbeing && <WellbeingSection scores={wellbeing} />}
          {report.groups.map((group, index) => (
            <section key={group.section} aria-labelledby={`section-${index}`} className="mt-10">
              <h2
                id={`section-${index}`}
                className="border-b-2 border-brand-600 pb-1 font-serif text-2xl font-bold text-brand-900"
              >
                {group.section}
              </h2>
              <div className="mt-4 space-y-6">
                {group.items.map((item) => (
                  <div key={item.key} className="report-answer">
                    <h3 className="font-semibold text-slate-900">{item.label}</h3>
                    <p className="mt-1 text-sm text-slate-700">{item.prompt}</p>
                    <div className="mt-2">
                      <ReportAnswerValue value={item.value} kind={item.kind} />
                    </div>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </>
      )}
    </article>
  );
}

function ConsultantNote({ text, className = "" }: { text: string; className?: string }) {
  return (
    <section aria-labelledby="note-heading" className={`card mt-8 border-brand-600 bg-brand-50 ${className}`}>
      <h2 id="note-heading" className="font-serif text-2xl font-bold text-brand-900">
        A note from your consultant
      </h2>
      <p className="mt-3 whitespace-pre-wrap text-slate-800">{text}</p>
    </section>
  );
}

function WellbeingSection({ scores }: { scores: WellbeingScore[] }) {
  return (
    <section aria-labelledby="wellbeing-heading" className="report-answer mt-10">
      <h2
        id="wellbeing-heading"
        className="border-b-2 border-brand-600 pb-1 font-serif text-2xl font-bold text-brand-900"
      >
        Well-being at a glance
      </h2>
      <div className="mt-4 grid items-center gap-6 md:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
        <WellbeingRadar scores={scores} />
        <table className="text-left">
          <caption className="mb-2 text-left font-semibold text-slate-900">Well-being scores</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-6">
                Area
              </th>
              <th scope="col" className="py-1">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {scores.map((s) => (
              <tr key={s.key} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-6 font-medium">
                  {s.label}
                </th>
                <td className="py-1">
                  {s.score === null ? <span className="text-slate-600 italic">No answer</span> : `${s.score} / 10`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
