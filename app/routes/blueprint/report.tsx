import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { PrintButton } from "~/blueprint/components/report/print-button";
import { ReportAnswerValue } from "~/blueprint/components/report/report-answer";
import { WellbeingRadar } from "~/blueprint/components/report/wellbeing-radar";
import { requireBlueprintUser, requirePhase, shownPhase } from "~/blueprint/flow.server";
import { answeredCountText, type ReportSummary, reportSummary, type WellbeingScore } from "~/blueprint/report-summary";
import { clientResults, ReportNoteSchema, saveReportNote } from "~/blueprint/results.server";
import { LARGE_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { dateFormat } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { requireReportAccess } from "~/owner/reports.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: `${m.blueprint_report()} · ${loaderData?.summary.phase.name ?? "Blueprint"}`,
    noindex: true,
  });

/** A 10,000-character note can take up to 9 bytes per character once URL-encoded. */
const NOTE_FORM_LIMITS = { maxFieldsBytes: LARGE_FORM_BYTES.blueprintReportNotes, maxFileBytes: 0 };

export async function loader(args: Route.LoaderArgs) {
  const user = await requireBlueprintUser(args);
  const phase = requirePhase(args.params.phase);
  const db = await getDb();
  // The one rule (app/owner/reports.server.ts): whose report, and a client reads it once the owner approved it.
  const { profileId, access } = await requireReportAccess(db, user, args.request, phase);
  const report = await clientResults(db, profileId, shownPhase(phase));
  if (!report.profile) throw data(null, { status: 404 });
  const summary = reportSummary(report);
  const viewingOther = profileId !== user.id;
  const resultsPath = `/hob/${report.phase.slug}/Phase${phase.number}ResultsPage`;
  const query = viewingOther ? `?client=${encodeURIComponent(profileId)}` : "";
  return {
    ready: access.ready,
    // Until then the client sees their answers only: no summary, note or recommendations.
    summary: access.ready ? summary : { ...summary, note: null, highlights: [], wellbeing: null },
    profile: report.profile,
    /** The note as stored (its time keys the owner's form, so a saved note refreshes it). */
    note: access.ready ? report.note : null,
    /** What the owner recommended when approving the report (issue 14); null until approved. */
    recommendations: access.ready ? access.approved?.recommendations.trim() || null : null,
    /** The PDF the client received by e-mail, once approved. */
    pdfHref: access.ready && access.approved ? `/hob/${report.phase.slug}/report/pdf${query}` : null,
    canEditNote: user.role === "admin",
    viewingOther,
    reportPath: `/hob/${report.phase.slug}/report${query}`,
    resultsPath: `${resultsPath}${query}`,
    phaseHref: `/hob/${report.phase.slug}`,
  };
}

type NoteActionData = { ok: boolean; message: string };

/** The owner's personal note on the report: saved, or removed when empty. Admin only. */
export async function action(args: Route.ActionArgs) {
  const user = await requireBlueprintUser(args);
  const phase = requirePhase(args.params.phase);
  if (user.role !== "admin") throw data(null, { status: 403 });
  const { profileId } = await requireReportAccess(await getDb(), user, args.request, phase);
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
    return data<NoteActionData>({ ok: false, message: message ?? m.blueprint_note_one_field() }, { status: 400 });
  }
  await saveReportNote(await getDb(), profileId, phase, parsed.data.note);
  return data<NoteActionData>({
    ok: true,
    message: parsed.data.note ? m.blueprint_note_saved() : m.blueprint_note_removed(),
  });
}

function ReportDate({ iso }: { iso: string }) {
  const locale = useLocale() === "fr" ? "fr-FR" : "en-GB";
  return <time dateTime={iso}>{dateFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso))}</time>;
}

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { ready, summary, note, recommendations, pdfHref, canEditNote, viewingOther, reportPath, resultsPath } =
    loaderData;
  const { phase, preparedFor: who } = summary;
  const site = useRouteLoaderData("root") as { site?: { name: string; baseUrl: string } } | undefined;
  const siteName = site?.site?.name ?? "Holistic Omega";
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.startsWith(`/hob/${phase.slug}/report`);
  const outcome = actionData as NoteActionData | undefined;
  const phaseName = `${phase.name}: ${phase.title}`;

  return (
    <article className="container-page max-w-4xl py-10 print:max-w-none print:p-0">
      {/* Print only: a branded cover page, and a footer repeated on every printed page. */}
      {ready && (
        <>
          <section aria-hidden="true" className="report-cover print-only">
            <p className="report-cover-brand">
              <svg aria-hidden="true" viewBox="0 0 32 32" width="44" height="44">
                <circle cx="16" cy="16" r="15" fill="none" stroke="currentColor" strokeWidth="1.25" />
                <circle cx="16" cy="16" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.25" />
                <circle cx="16" cy="16" r="2" fill="#9a3f22" />
              </svg>
              {siteName}
            </p>
            <p className="report-cover-kicker">{m.blueprint_report_kicker()}</p>
            <p className="report-cover-title">{phaseName}</p>
            <p className="report-cover-for">{m.blueprint_prepared_for({ who })}</p>
            {summary.completedAt && (
              <p className="report-cover-date">
                {m.blueprint_completed_on()} <ReportDate iso={summary.completedAt} />
              </p>
            )}
          </section>
          <p aria-hidden="true" className="report-footer print-only">
            {siteName} · {phaseName} · {m.blueprint_personal_report_for({ who })}
          </p>
        </>
      )}

      <header className="border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{`${m.blueprint_personal_report()} · ${phase.name}`}</p>
        <h1 className="mt-2 font-serif text-4xl font-bold text-brand-900">{phaseName}</h1>
        <p className="mt-3 text-lg text-slate-800">
          {m.blueprint_prepared_for_label()} <span className="font-semibold">{who}</span>
        </p>
        {summary.hasResult && (
          <dl className="mt-4 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{m.blueprint_started()}</dt>
            <dd>{summary.startedAt ? <ReportDate iso={summary.startedAt} /> : m.blueprint_not_recorded()}</dd>
            <dt className="font-semibold">{m.blueprint_completed()}</dt>
            <dd>{summary.completedAt ? <ReportDate iso={summary.completedAt} /> : m.blueprint_not_completed_yet()}</dd>
            <dt className="font-semibold">{m.blueprint_answers()}</dt>
            <dd>{answeredCountText(summary.counts)}</dd>
          </dl>
        )}
        <div className="no-print mt-6 flex flex-wrap items-center gap-3">
          {ready && <PrintButton />}
          {pdfHref && (
            <a href={pdfHref} className="btn-secondary" download>
              {m.blueprint_download_pdf()}
            </a>
          )}
          <Link to={resultsPath} className="btn-secondary">
            {viewingOther ? m.blueprint_back_to_results() : m.blueprint_back_to_answers()}
          </Link>
          {!viewingOther && (
            <Link to="/dashboard" className="btn-secondary">
              {m.blueprint_your_dashboard()}
            </Link>
          )}
        </div>
      </header>

      {canEditNote && (
        <Form method="post" action={reportPath} className="card no-print mt-8">
          <label htmlFor="report-note" className="field-label">
            {m.blueprint_note_for({ who })}
          </label>
          <p id="report-note-help" className="mb-2 text-sm text-slate-700">
            {m.blueprint_note_help()}
          </p>
          <textarea
            key={note?.updatedAt ?? "none"}
            id="report-note"
            name="note"
            rows={6}
            maxLength={10_000}
            defaultValue={note?.text ?? ""}
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
            {saving ? m.blueprint_saving_ellipsis() : m.blueprint_save_note()}
          </button>
        </Form>
      )}

      {recommendations && (
        <section aria-labelledby="recommendations-heading" className="card mt-8">
          <h2 id="recommendations-heading" className="font-serif text-2xl font-bold text-brand-900">
            {m.blueprint_recommendations()}
          </h2>
          <p className="mt-3 whitespace-pre-wrap text-slate-800">{recommendations}</p>
        </section>
      )}

      {!ready && (
        <ReportBeingPrepared completed={Boolean(summary.completedAt)} phase={phase} href={loaderData.phaseHref} />
      )}

      {!summary.hasResult ? (
        <>
          {summary.note && <ConsultantNote text={summary.note} hiddenOnScreen={canEditNote} />}
          <p className="mt-8 text-lg text-slate-700">{m.blueprint_no_results()}</p>
        </>
      ) : (
        <>
          {ready && <ReportOverview summary={summary} noteHiddenOnScreen={canEditNote} />}
          <section aria-labelledby="answers-heading" className="mt-12">
            <div className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-brand-600 pb-1">
              <h2 id="answers-heading" className="font-serif text-3xl font-bold text-brand-900">
                {m.blueprint_your_answers()}
              </h2>
              <p className="text-sm font-semibold text-slate-700">{answeredCountText(summary.counts)}</p>
            </div>
            {summary.groups.length === 0 && <p className="mt-4 text-slate-700">{m.blueprint_none_answered()}</p>}
            {summary.groups.map((group, index) => (
              <section key={group.section} aria-labelledby={`section-${index}`} className="mt-8">
                <h3 id={`section-${index}`} className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
                  {group.section}
                </h3>
                <div className="mt-4 space-y-6">
                  {group.items.map((item) => (
                    <div key={item.key} className="report-answer">
                      <h4 className="font-semibold text-slate-900">{item.label}</h4>
                      <p className="mt-1 text-sm text-slate-700">{item.prompt}</p>
                      <div className="mt-2">
                        <ReportAnswerValue value={item.value} kind={item.kind} labels={item.optionLabels} />
                      </div>
                    </div>
                  ))}
                </div>
              </section>
            ))}
          </section>
        </>
      )}
    </article>
  );
}

/**
 * What a client sees before the owner approves their report: where it stands, then their answers.
 * (The completion card told them their consultant reviews it first.)
 */
function ReportBeingPrepared(props: { completed: boolean; phase: ReportSummary["phase"]; href: string }) {
  const { completed, phase, href } = props;
  return (
    <section aria-labelledby="preparing-heading" className="card mt-8 border-brand-600 bg-brand-50">
      <h2 id="preparing-heading" className="font-serif text-2xl font-bold break-words text-brand-900">
        {completed ? m.blueprint_report_preparing() : m.blueprint_report_follows({ phase: phase.name })}
      </h2>
      {completed ? (
        <p className="mt-2 text-slate-800">{m.blueprint_report_preparing_body()}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">{m.blueprint_report_after_phase({ phase: phase.name })}</p>
          <Link to={href} className="btn-primary mt-4">
            {m.blueprint_continue_phase({ phase: phase.name })}
          </Link>
        </>
      )}
    </section>
  );
}

/** The summary the report opens with: highlights, the well-being chart (with answers only), the note. */
function ReportOverview({ summary, noteHiddenOnScreen }: { summary: ReportSummary; noteHiddenOnScreen: boolean }) {
  const { highlights, wellbeing, note } = summary;
  return (
    <section aria-labelledby="summary-heading" className="mt-10">
      <h2 id="summary-heading" className="font-serif text-3xl font-bold text-brand-900">
        {m.blueprint_at_a_glance()}
      </h2>
      {note && <ConsultantNote text={note} hiddenOnScreen={noteHiddenOnScreen} />}
      {highlights.length > 0 && (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {highlights.map((item) => (
            <div key={item.key} className="report-answer rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{item.label}</h3>
              <div className="mt-3">
                <ReportAnswerValue value={item.value} kind="highlight" labels={item.optionLabels} />
              </div>
            </div>
          ))}
        </div>
      )}
      {wellbeing && <WellbeingSection scores={wellbeing} />}
    </section>
  );
}

/** The owner's note; on the owner's own screen the form above shows it, so only the printout repeats it. */
function ConsultantNote({ text, hiddenOnScreen }: { text: string; hiddenOnScreen: boolean }) {
  return (
    <section
      aria-labelledby="note-heading"
      className={`card mt-6 border-brand-600 bg-brand-50 ${hiddenOnScreen ? "hidden print:block" : ""}`}
    >
      <h3 id="note-heading" className="font-serif text-2xl font-bold text-brand-900">
        {m.blueprint_consultant_note()}
      </h3>
      <p className="mt-3 whitespace-pre-wrap text-slate-800">{text}</p>
    </section>
  );
}

function WellbeingSection({ scores }: { scores: WellbeingScore[] }) {
  return (
    <section aria-labelledby="wellbeing-heading" className="report-answer mt-8">
      <h3 id="wellbeing-heading" className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {m.blueprint_wellbeing_glance()}
      </h3>
      <div className="mt-4 grid items-center gap-6 md:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
        <WellbeingRadar scores={scores} />
        <table className="text-left">
          <caption className="mb-2 text-left font-semibold text-slate-900">{m.blueprint_wellbeing_scores()}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-6">
                {m.blueprint_area()}
              </th>
              <th scope="col" className="py-1">
                {m.blueprint_score()}
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
                  {s.score === null ? (
                    <span className="text-slate-700 italic">{m.blueprint_not_answered()}</span>
                  ) : (
                    `${s.score} / 10`
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
