import { data, Form, Link } from "react-router";
import { sessionSummaryByClient } from "~/booking/booking.server";
import { ReportAnswerValue } from "~/components/report/report-answer";
import { Table } from "~/components/ui/table";
import { answerText } from "~/lib/answers-format";
import { requireBlueprintUser, shownPhase } from "~/lib/blueprint-flow.server";
import { getDb } from "~/lib/db.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { dateFormat } from "~/lib/intl";
import { pageMeta } from "~/lib/meta";
import { pagePath } from "~/lib/request-path";
import { RESULT_STATUSES, RESULTS_PAGE_SIZE } from "~/lib/results";
import {
  clientResults,
  findProfile,
  listResultPeople,
  listResults,
  parseResultsFilter,
  resultsOverview,
} from "~/lib/results.server";
import { m } from "~/paraglide/messages";
import { labelFor, PHASES, phaseBySlug, questionRows } from "~/questionnaires/engine";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title:
      loaderData?.mode === "admin"
        ? "Questionnaire Results"
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
    const base = { mode: "admin" as const, phase: { name: phase.name, number: phase.number }, people, overview };
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
    const columns = questionRows(filter.phase).map((r) => ({
      key: r.questionKey,
      label: labelFor(filter.phase, r.questionKey),
    }));
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
        name: row.name || row.email || "Unknown User",
        email: row.email,
        completedAt: row.completedAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
        lastSession: sessions.get(row.profileId)?.last?.toISOString() ?? null,
        nextSession: sessions.get(row.profileId)?.next?.toISOString() ?? null,
        cells: columns.map((c) => {
          const text = answerText(row.answers[c.key]);
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
  const results = await clientResults(db, profileId, shownPhase(phase));
  return { mode: "client" as const, ...results, viewingOther: profileId !== user.id, isAdmin: user.role === "admin" };
}

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const formatDay = (iso: string | null) => (iso ? day.format(new Date(iso)) : "—");

export default function Results({ loaderData }: Route.ComponentProps) {
  return loaderData.mode === "admin" ? <OwnerResults data={loaderData} /> : <ClientAnswers data={loaderData} />;
}

type AdminData = Extract<Route.ComponentProps["loaderData"], { mode: "admin" }>;
type ClientData = Extract<Route.ComponentProps["loaderData"], { mode: "client" }>;

function OwnerResults({ data: d }: { data: AdminData }) {
  const pages = Math.max(1, Math.ceil(d.total / RESULTS_PAGE_SIZE));
  const page = d.filter?.page ?? 1;
  const pageLink = (n: number) =>
    `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(d.query)), page: String(n) })}`;
  return (
    <div className="container-page py-10">
      <h1 className="font-serif text-4xl font-bold text-brand-900">Questionnaire Results</h1>

      <section aria-labelledby="overview-heading" className="mt-6">
        <h2 id="overview-heading" className="text-xl font-bold text-brand-900">
          Overview
        </h2>
        <div className="mt-4">
          <Table
            caption="Clients per phase: not started, in progress, completed"
            captionHidden
            rows={d.overview.phases}
            rowKey={(p) => p.name}
            columns={[
              { header: "Phase", primary: true, cell: (p) => `${p.name}: ${p.title}` },
              { header: "Not started", align: "end", cell: (p) => p.notStarted },
              { header: "In progress", align: "end", cell: (p) => p.inProgress },
              { header: "Completed", align: "end", cell: (p) => p.completed },
            ]}
          />
        </div>
        <h3 className="mt-4 font-semibold">Idle for more than 14 days in an unfinished phase</h3>
        {d.overview.idle.length === 0 ? (
          <p className="text-slate-700">Nobody: every client in progress has been active recently.</p>
        ) : (
          <ul className="mt-1 list-disc pl-6 text-slate-800">
            {d.overview.idle.map((c) => (
              <li key={`${c.id}-${c.phase}`}>
                {c.name || c.email} — {c.phase}, last active {formatDay(c.lastActivity)}
              </li>
            ))}
          </ul>
        )}
      </section>

      <Form method="get" className="card mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <div>
          <label className="field-label" htmlFor="questionnaire">
            Questionnaire
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
            User
          </label>
          <select id="user" name="user" className="field-input" defaultValue={d.filter?.user ?? ""}>
            <option value="">All users</option>
            {d.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name ? `${p.name} (${p.email})` : p.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="from">
            From
          </label>
          <input id="from" name="from" type="date" className="field-input" defaultValue={d.filter?.from ?? ""} />
        </div>
        <div>
          <label className="field-label" htmlFor="to">
            To
          </label>
          <input id="to" name="to" type="date" className="field-input" defaultValue={d.filter?.to ?? ""} />
        </div>
        <div>
          <label className="field-label" htmlFor="status">
            Status
          </label>
          <select id="status" name="status" className="field-input" defaultValue={d.filter?.status ?? "all"}>
            {RESULT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === "all" ? "All" : s === "completed" ? "Completed" : "In progress"}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3 lg:col-span-6">
          <button type="submit" className="btn-primary">
            Apply filters
          </button>
          {d.filter && (
            <a href={`/hob/results/export?${d.query}`} className="btn-secondary" download>
              Export CSV
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
          No results found.
        </p>
      ) : (
        <section aria-labelledby="rows-heading" className="mt-6">
          <h2 id="rows-heading" className="text-xl font-bold text-brand-900">
            {d.total === 1 ? "1 result" : `${d.total} results`}
          </h2>
          <div className="mt-4">
            <Table
              caption="One row per client, newest first"
              captionHidden
              rows={d.rows}
              rowKey={(row) => row.profileId}
              columns={[
                {
                  header: "Client",
                  primary: true,
                  cell: (row) => (
                    <Link to={`${d.resultsPath}?client=${encodeURIComponent(row.profileId)}`}>{row.name}</Link>
                  ),
                },
                { header: "Email", cell: (row) => row.email },
                {
                  header: "Completed",
                  cell: (row) => (row.completedAt ? formatDay(row.completedAt) : "In progress"),
                },
                { header: "Last session", cell: (row) => (row.lastSession ? formatDay(row.lastSession) : "None") },
                { header: "Next session", cell: (row) => (row.nextSession ? formatDay(row.nextSession) : "None") },
                ...d.columns.map((column, index) => ({
                  header: column.label,
                  cell: (row: (typeof d.rows)[number]) =>
                    row.cells[index] || <span className="text-muted italic">No answer</span>,
                })),
              ]}
            />
          </div>
          {pages > 1 && (
            <nav aria-label="Result pages" className="mt-4 flex items-center gap-4">
              {page > 1 && <Link to={pageLink(page - 1)}>Previous page</Link>}
              <span>
                Page {page} of {pages}
              </span>
              {page < pages && <Link to={pageLink(page + 1)}>Next page</Link>}
            </nav>
          )}
        </section>
      )}
    </div>
  );
}

function ClientAnswers({ data: d }: { data: ClientData }) {
  const locale = useLocale();
  const day = (iso: string | null) =>
    iso
      ? dateFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso))
      : "—";
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
