import { data, Form, Link } from "react-router";
import { answerText } from "~/blueprint/answers-format";
import { ReportAnswerValue } from "~/blueprint/components/report/report-answer";
import { requireBlueprintUser, shownPhase } from "~/blueprint/flow.server";
import {
  answerKeys,
  labelFor,
  PHASES,
  phaseBySlug,
  questionRows,
  questionSteps,
} from "~/blueprint/questionnaires/engine";
import { phaseFor } from "~/blueprint/questionnaires/localized";
import { optionLabelMap } from "~/blueprint/questionnaires/option-labels";
import { RESULT_STATUSES, RESULTS_PAGE_SIZE } from "~/blueprint/results";
import {
  clientResults,
  findProfile,
  IDLE_DAYS,
  listResultPeople,
  listResults,
  parseResultsFilter,
  resultsOverview,
} from "~/blueprint/results.server";
import { sessionSummaryByClient } from "~/booking/read-models.server";
import { Pager } from "~/components/ui/pager";
import { Table } from "~/components/ui/table";
import { getDb } from "~/lib/db.server";
import type { Locale } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { dateFormat, intlLocale } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { pagePath } from "~/lib/request-path";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title:
      loaderData?.mode === "admin"
        ? m.owner_results_title()
        : `${m.blueprint_your_answers()} · ${loaderData?.phase.name ?? "Blueprint"}`,
    noindex: true,
  });

/**
 * /hob/phaseN/PhaseNResultsPage. The owner gets 'Questionnaire Results' (filters, one row per client,
 * CSV export, overview); with ?client=<id> the owner reads one client's answers. A client always
 * reads their own answers, and nobody else's.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireBlueprintUser(args);
  const phase = phaseBySlug(pagePath(args.request).split("/")[2]);
  if (!phase) throw data(null, { status: 404 });
  const url = new URL(args.request.url);
  const clientId = url.searchParams.get("client");
  const db = await getDb();

  if (user.role === "admin" && !clientId) {
    const [people, overview] = await Promise.all([listResultPeople(db), resultsOverview(db)]);
    const outcome = parseResultsFilter(url.searchParams, phase.name);
    // The owner reads the overview in their language: the phases' titles and the questions' labels too.
    const locale = serverLocale();
    const base = {
      mode: "admin" as const,
      phase: { name: phase.name, number: phase.number },
      people,
      overview: {
        ...overview,
        phases: overview.phases.map((p) => ({ ...p, title: phaseFor(locale, p.number).title })),
      },
      idleDays: IDLE_DAYS,
    };
    if (!outcome.ok) {
      return {
        ...base,
        error: outcome.error,
        filter: null,
        resultsPath: "",
        columns: [],
        rows: [],
        total: 0,
        query: "",
      };
    }
    const { filter } = outcome;
    const { rows, total } = await listResults(db, filter);
    // Booking (issue 11): each listed client's last and next session, in one query for the page.
    const sessions = await sessionSummaryByClient(
      db,
      rows.map((row) => row.profileId),
      new Date(),
    );
    const shown = phaseFor(locale, filter.phase.number);
    const columns = questionRows(filter.phase).map((r) => ({
      key: r.questionKey,
      label: labelFor(shown, r.questionKey),
    }));
    // Chosen options are stored in English: each is shown by its label in the owner's language.
    const optionLabels = new Map(
      questionSteps(shown).flatMap((step) => answerKeys(step).map((key) => [key, optionLabelMap(step)] as const)),
    );
    const query = new URLSearchParams({
      questionnaire: filter.phase.name,
      ...(filter.user ? { user: filter.user } : {}),
      ...(filter.from ? { from: filter.from } : {}),
      ...(filter.to ? { to: filter.to } : {}),
      status: filter.status,
    }).toString();
    return {
      ...base,
      error: null,
      filter: {
        questionnaire: filter.phase.name,
        user: filter.user ?? "",
        from: filter.from ?? "",
        to: filter.to ?? "",
        status: filter.status,
        page: filter.page,
      },
      resultsPath: `/hob/phase${filter.phase.number}/Phase${filter.phase.number}ResultsPage`,
      columns,
      total,
      query,
      rows: rows.map((row) => ({
        profileId: row.profileId,
        name: row.name || row.email || m.blueprint_unknown_user(),
        email: row.email,
        completedAt: row.completedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
        lastSession: sessions.get(row.profileId)?.last?.toISOString() ?? null,
        nextSession: sessions.get(row.profileId)?.next?.toISOString() ?? null,
        cells: columns.map((c) => {
          const text = answerText(row.answers[c.key], optionLabels.get(c.key));
          return text.length > 120 ? `${text.slice(0, 120)}…` : text;
        }),
      })),
    };
  }

  let profileId = user.id;
  if (clientId && clientId !== user.id) {
    // Only the owner may open someone else's answers; for anyone else the id simply does not exist.
    if (user.role !== "admin" || !(await findProfile(db, clientId))) throw data(null, { status: 404 });
    profileId = clientId;
  }
  // Labels and options as the reader reads them (the keys are the same in every language).
  // The owner's note belongs to the report, which reads it under requireReportAccess (a client sees it once the
  // report is approved); the answers page never sends it.
  const { note: _reportNote, ...results } = await clientResults(db, profileId, shownPhase(phase));
  return { mode: "client" as const, ...results, viewingOther: profileId !== user.id, isAdmin: user.role === "admin" };
}

const formatDay = (iso: string | null, locale: Locale) =>
  iso ? dateFormat(intlLocale[locale], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso)) : "—";

export default function Results({ loaderData }: Route.ComponentProps) {
  return loaderData.mode === "admin" ? <OwnerResults data={loaderData} /> : <ClientAnswers data={loaderData} />;
}

type AdminData = Extract<Route.ComponentProps["loaderData"], { mode: "admin" }>;
type ClientData = Extract<Route.ComponentProps["loaderData"], { mode: "client" }>;

function OwnerResults({ data: d }: { data: AdminData }) {
  const locale = useLocale();
  const day = (iso: string | null) => formatDay(iso, locale);
  const pages = Math.max(1, Math.ceil(d.total / RESULTS_PAGE_SIZE));
  const page = d.filter?.page ?? 1;
  return (
    <div className="container-page py-10">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.owner_results_title()}</h1>

      <section aria-labelledby="overview-heading" className="mt-6">
        <h2 id="overview-heading" className="text-xl font-bold text-brand-900">
          {m.owner_results_overview()}
        </h2>
        <div className="mt-4">
          <Table
            caption={m.owner_results_overview_caption()}
            captionHidden
            rows={d.overview.phases}
            rowKey={(p) => p.name}
            columns={[
              {
                header: m.owner_results_col_phase(),
                primary: true,
                cell: (p) => m.owner_results_phase_cell({ name: p.name, title: p.title }),
              },
              { header: m.owner_results_not_started(), align: "end", cell: (p) => p.notStarted },
              { header: m.owner_results_in_progress(), align: "end", cell: (p) => p.inProgress },
              { header: m.owner_results_completed(), align: "end", cell: (p) => p.completed },
            ]}
          />
        </div>
        <h3 className="mt-4 font-semibold">{m.owner_results_idle_heading({ days: d.idleDays })}</h3>
        {d.overview.idle.length === 0 ? (
          <p className="text-slate-700">{m.owner_results_idle_none()}</p>
        ) : (
          <ul className="mt-1 list-disc pl-6 text-slate-800">
            {d.overview.idle.map((c) => (
              <li key={`${c.id}-${c.phase}`}>
                {m.owner_results_idle_item({ who: c.name || c.email, phase: c.phase, day: day(c.lastActivity) })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Form method="get" className="card mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <div>
          <label className="field-label" htmlFor="questionnaire">
            {m.owner_results_questionnaire()}
          </label>
          <select
            id="questionnaire"
            name="questionnaire"
            className="field-input"
            defaultValue={d.filter?.questionnaire ?? d.phase.name}
          >
            {PHASES.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:col-span-2">
          <label className="field-label" htmlFor="user">
            {m.owner_results_user()}
          </label>
          <select id="user" name="user" className="field-input" defaultValue={d.filter?.user ?? ""}>
            <option value="">{m.owner_results_all_users()}</option>
            {d.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name ? `${p.name} (${p.email})` : p.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="from">
            {m.owner_results_from()}
          </label>
          <input id="from" name="from" type="date" className="field-input" defaultValue={d.filter?.from ?? ""} />
        </div>
        <div>
          <label className="field-label" htmlFor="to">
            {m.owner_results_to()}
          </label>
          <input id="to" name="to" type="date" className="field-input" defaultValue={d.filter?.to ?? ""} />
        </div>
        <div>
          <label className="field-label" htmlFor="status">
            {m.owner_results_status()}
          </label>
          <select id="status" name="status" className="field-input" defaultValue={d.filter?.status ?? "all"}>
            {RESULT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === "all"
                  ? m.owner_results_all()
                  : s === "completed"
                    ? m.owner_results_completed()
                    : m.owner_results_in_progress()}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3 lg:col-span-6">
          <button type="submit" className="btn-primary">
            {m.owner_results_apply()}
          </button>
          {d.filter && (
            <a href={`/hob/results/export?${d.query}`} className="btn-secondary" download>
              {m.owner_results_export()}
            </a>
          )}
        </div>
      </Form>

      {d.error ? (
        <p role="alert" className="alert-danger mt-6">
          {d.error}
        </p>
      ) : d.rows.length === 0 ? (
        <p role="status" className="mt-6 text-slate-700">
          {m.owner_results_none()}
        </p>
      ) : (
        <section aria-labelledby="rows-heading" className="mt-6">
          <h2 id="rows-heading" className="text-xl font-bold text-brand-900">
            {m.owner_results_count({ count: d.total })}
          </h2>
          <div className="mt-4">
            <Table
              caption={m.owner_results_rows_caption()}
              captionHidden
              rows={d.rows}
              rowKey={(row) => row.profileId}
              columns={[
                {
                  header: m.owner_results_col_client(),
                  primary: true,
                  cell: (row) => (
                    <Link to={`${d.resultsPath}?client=${encodeURIComponent(row.profileId)}`}>{row.name}</Link>
                  ),
                },
                { header: m.owner_results_col_email(), cell: (row) => row.email },
                {
                  header: m.owner_results_completed(),
                  cell: (row) => (row.completedAt ? day(row.completedAt) : m.owner_results_in_progress()),
                },
                {
                  header: m.owner_results_last_session(),
                  cell: (row) => (row.lastSession ? day(row.lastSession) : m.owner_results_no_session()),
                },
                {
                  header: m.owner_results_next_session(),
                  cell: (row) => (row.nextSession ? day(row.nextSession) : m.owner_results_no_session()),
                },
                ...d.columns.map((column, index) => ({
                  header: column.label,
                  cell: (row: (typeof d.rows)[number]) =>
                    row.cells[index] || <span className="text-muted italic">{m.owner_results_no_answer()}</span>,
                })),
              ]}
            />
          </div>
          <Pager page={page} pages={pages} query={d.query} label={m.owner_results_pages()} />
        </section>
      )}
    </div>
  );
}

function ClientAnswers({ data: d }: { data: ClientData }) {
  const locale = useLocale();
  const day = (iso: string | null) =>
    iso ? dateFormat(intlLocale[locale], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso)) : "—";
  const who = d.profile?.name || d.profile?.email || m.blueprint_unknown_user();
  const reportUrl = `/hob/${d.phase.slug}/report${d.viewingOther && d.profile ? `?client=${encodeURIComponent(d.profile.id)}` : ""}`;
  return (
    <div className="container-page max-w-4xl py-10">
      {d.isAdmin && (
        <p>
          <Link to={`/hob/phase${d.phase.number}/Phase${d.phase.number}ResultsPage`}>{m.blueprint_all_results()}</Link>
        </p>
      )}
      <p className="mt-2 text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {d.phase.name} · {d.phase.title}
      </p>
      <h1 className="mt-1 font-serif text-4xl font-bold text-brand-900">
        {d.viewingOther ? m.blueprint_answers_of({ who }) : m.blueprint_your_answers()}
      </h1>
      <nav aria-label={m.blueprint_phases()} className="mt-4 flex flex-wrap gap-2 text-sm">
        {PHASES.map((p) => (
          <Link
            key={p.number}
            to={`/hob/phase${p.number}/Phase${p.number}ResultsPage${d.viewingOther && d.profile ? `?client=${encodeURIComponent(d.profile.id)}` : ""}`}
            aria-current={p.number === d.phase.number ? "page" : undefined}
            className={`rounded-full border px-3 py-1 no-underline ${p.number === d.phase.number ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800"}`}
          >
            {p.name}
          </Link>
        ))}
      </nav>
      {!d.hasResult ? (
        <p role="status" className="mt-8 text-lg text-slate-700">
          {m.blueprint_no_results()}
        </p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            {d.completedAt ? m.blueprint_completed_on_day({ day: day(d.completedAt) }) : m.blueprint_in_progress()}{" "}
            {m.blueprint_last_updated({ day: day(d.updatedAt) })}{" "}
            <Link to={reportUrl}>{m.blueprint_open_report()}</Link>
          </p>
          {d.groups.map((group) => (
            <section
              key={group.section}
              className="card mt-6"
              aria-labelledby={`group-${group.section}`.replace(/\W+/g, "-")}
            >
              <h2 id={`group-${group.section}`.replace(/\W+/g, "-")} className="text-xl font-bold text-brand-900">
                {group.section}
              </h2>
              <dl className="mt-4 space-y-4">
                {group.items.map((item) => (
                  <div key={item.key}>
                    <dt className="font-semibold text-slate-900">{item.label}</dt>
                    <dd className="mt-1 text-slate-800">
                      <ReportAnswerValue value={item.value} kind={item.kind} labels={item.optionLabels} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
