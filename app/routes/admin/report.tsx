import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { LARGE_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { personName } from "~/owner/db-rows.server";
import {
  approveReport,
  findReport,
  ReportActionError,
  ReportFieldsSchema,
  reportChanges,
  saveReportDraft,
} from "~/owner/reports.server";
import { formatInZone, zoneLabel } from "~/owner/time";
import { phaseSlug } from "~/questionnaires/engine";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `${loaderData.phase.name} report · ${loaderData.client.name}` : "Report",
    noindex: true,
  });

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
const IntentSchema = z.enum(["save", "approve"]);
/** Two 10,000-character texts, URL-encoded at up to 9 bytes a character. */
const FORM_LIMITS = { maxFieldsBytes: LARGE_FORM_BYTES.ownerReport, maxFileBytes: 0 };

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) throw data(null, { status: 404 });
  const db = await getDb();
  const report = await findReport(db, id.data);
  if (!report) throw data(null, { status: 404 });
  const [changes, timeZone] = await Promise.all([reportChanges(db, report), getBusinessTimeZone(db)]);
  const query = `?client=${encodeURIComponent(report.profile.id)}`;
  return {
    id: report.id,
    status: report.status,
    outdated: report.outdated,
    note: report.note,
    recommendations: report.recommendations,
    sentCount: report.sentCount,
    approved: report.approvedAt ? formatInZone(report.approvedAt, timeZone) : null,
    approvedBy: report.approvedByEmail,
    completed: report.completedAt ? formatInZone(report.completedAt, timeZone) : null,
    zone: zoneLabel(timeZone),
    client: { id: report.profile.id, name: personName(report.profile), email: report.profile.email },
    phase: { name: report.phase.name, title: report.phase.title, label: report.phase.buttonLabel },
    printableHref: `/hob/${phaseSlug(report.phase)}/report${query}`,
    changes: changes.map((c) => ({ ...c, changedAt: formatInZone(c.changedAt, timeZone) })),
  };
}

type ActionResult = { ok: boolean; message: string; fields?: { note: string; recommendations: string } };

export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) return data<ActionResult>({ ok: false, message: "This report does not exist." }, { status: 404 });
  let fields: Awaited<ReturnType<typeof readForm>>["fields"];
  try {
    const form = await readForm(args.request, FORM_LIMITS);
    await form.file?.discard();
    fields = form.fields;
  } catch (error) {
    if (error instanceof HttpError)
      return data<ActionResult>({ ok: false, message: error.detail }, { status: error.status });
    throw error;
  }
  const intent = IntentSchema.safeParse(fields.intent);
  const parsed = ReportFieldsSchema.safeParse({ note: fields.note, recommendations: fields.recommendations });
  if (!intent.success || !parsed.success) {
    const echo =
      typeof fields.note === "string" && typeof fields.recommendations === "string"
        ? { note: fields.note, recommendations: fields.recommendations }
        : undefined;
    return data<ActionResult>(
      { ok: false, message: parsed.error?.issues[0]?.message ?? "Invalid request.", fields: echo },
      { status: 400 },
    );
  }
  const db = await getDb();
  try {
    if (intent.data === "save") {
      await saveReportDraft(db, id.data, parsed.data);
      return data<ActionResult>({ ok: true, message: "Draft saved." });
    }
    const env = getEnv();
    const outcome = await approveReport(db, me, id.data, parsed.data, {
      siteName: env.SITE_NAME,
      baseUrl: env.BASE_URL,
    });
    return data<ActionResult>({ ok: true, message: outcome.message });
  } catch (error) {
    if (error instanceof ReportActionError)
      return data<ActionResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

export default function OwnerReport({ loaderData, actionData }: Route.ComponentProps) {
  const report = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const echo = actionData && !actionData.ok ? actionData.fields : undefined;
  const canApprove = report.status === "draft" || report.outdated;
  const state =
    report.status === "draft" ? "Draft: not sent yet" : report.outdated ? "Sent, now outdated" : "Approved and sent";
  return (
    <div className="container-page max-w-4xl py-12">
      <p>
        <Link to="/dashboard">← Today</Link>
      </p>
      <p className="mt-4 text-sm font-semibold tracking-widest text-brand-700 uppercase">{`Report · ${report.phase.label}`}</p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900">
        {`${report.phase.name} report for ${report.client.name}`}
      </h1>
      {actionData && (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-4 ${actionData.ok ? "alert-success" : "alert-danger"}`}
        >
          {actionData.message}
        </p>
      )}
      <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">State</dt>
        <dd data-testid="report-state">{state}</dd>
        <dt className="font-semibold">Client</dt>
        <dd className="break-all">
          <Link to={`/admin/clients/${encodeURIComponent(report.client.id)}`}>{report.client.name}</Link> (
          {report.client.email})
        </dd>
        <dt className="font-semibold">Completed</dt>
        <dd>{report.completed ?? "Not completed"}</dd>
        {report.approved && (
          <>
            <dt className="font-semibold">Last approved</dt>
            <dd>
              {report.approved}
              {report.approvedBy ? ` by ${report.approvedBy}` : ""} · sent{" "}
              {report.sentCount === 1 ? "once" : `${report.sentCount} times`}
            </dd>
          </>
        )}
        <dt className="font-semibold">Times</dt>
        <dd>{report.zone}</dd>
      </dl>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to={report.printableHref} className="btn-secondary">
          Read the answers (printable report)
        </Link>
        <a href={`/admin/reports/${report.id}/pdf`} className="btn-secondary" target="_blank" rel="noopener">
          Preview the PDF<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>

      {report.changes.length > 0 && (
        <section aria-labelledby="changes-heading" className="card mt-8 border-amber-500">
          <h2 id="changes-heading" className="text-xl font-bold text-brand-900">
            What changed since you approved it
          </h2>
          <p className="mt-1 text-slate-700">
            {report.changes.length === 1 ? "1 answer differs" : `${report.changes.length} answers differ`} from the
            version the sent report was built on. Approve again to send the updated report.
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Changed answers: before and now</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    Question
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    In the sent report
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Now
                  </th>
                  <th scope="col" className="py-2">
                    Changed
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.changes.map((change) => (
                  <tr key={change.key} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {change.label}
                    </th>
                    <td className="py-2 pr-4 break-words">
                      <del className="text-slate-700">{change.before}</del>
                    </td>
                    <td className="py-2 pr-4 break-words">
                      <ins className="font-semibold text-slate-900 no-underline">{change.after}</ins>
                    </td>
                    <td className="py-2 whitespace-nowrap">{change.changedAt}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <Form method="post" className="card mt-8 space-y-4" key={`${report.status}-${report.sentCount}`}>
        <div>
          <label htmlFor="note" className="field-label">
            {`Personal note for ${report.client.name}`}
          </label>
          <p id="note-help" className="mb-2 text-sm text-slate-700">
            Opens the report, online and in the PDF.
          </p>
          <textarea
            id="note"
            name="note"
            rows={6}
            maxLength={10_000}
            aria-describedby="note-help"
            defaultValue={echo?.note ?? report.note}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="recommendations" className="field-label">
            Recommendations for the next phase
          </label>
          <textarea
            id="recommendations"
            name="recommendations"
            rows={6}
            maxLength={10_000}
            defaultValue={echo?.recommendations ?? report.recommendations}
            className="field-input"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
            Save draft
          </button>
          {canApprove && (
            <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy}>
              {report.status === "draft" ? "Approve and send to the client" : "Approve again and resend"}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
