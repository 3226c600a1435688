import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { labelFor, phaseSlug } from "~/blueprint/questionnaires/engine";
import { phaseFor } from "~/blueprint/questionnaires/localized";
import { Field } from "~/components/ui/field";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { LARGE_FORM_BYTES } from "~/lib/body-limits";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { readForm } from "~/lib/forms.server";
import { HttpError } from "~/lib/http.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { parseSubmission, payloadOf, SAVED, submissionErrors } from "~/lib/submission";
import { personName } from "~/owner/db-rows.server";
import { ReportFieldsSchema } from "~/owner/report-form";
import { approveReport, findReport, ReportActionError, reportChanges, saveReportDraft } from "~/owner/reports.server";
import { formatInZone, zoneLabel } from "~/owner/time";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData
      ? m.owner_report_meta_title({ phase: loaderData.phase.name, client: loaderData.client.name })
      : m.owner_report_meta_fallback(),
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
  // The owner reads the page in their language: the phase's title, label and question labels too.
  const locale = serverLocale();
  const shown = phaseFor(locale, report.phase.number);
  const when = (date: Date) => formatInZone(date, timeZone, "datetime", locale);
  return {
    id: report.id,
    status: report.status,
    outdated: report.outdated,
    note: report.note,
    recommendations: report.recommendations,
    sentCount: report.sentCount,
    approved: report.approvedAt ? when(report.approvedAt) : null,
    approvedBy: report.approvedByEmail,
    completed: report.completedAt ? when(report.completedAt) : null,
    zone: zoneLabel(timeZone, new Date(), locale),
    client: { id: report.profile.id, name: personName(report.profile), email: report.profile.email },
    phase: { name: report.phase.name, title: shown.title, label: shown.buttonLabel },
    printableHref: `/hob/${phaseSlug(report.phase)}/report${query}`,
    changes: changes.map((c) => ({ ...c, label: labelFor(shown, c.key), changedAt: when(c.changedAt) })),
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  /** A refused form: what was typed. */
  fields?: { note: string; recommendations: string };
  /** The form's Conform result (lib/submission.ts). */
  result?: SubmissionResult<string[]>;
};

export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const id = IdSchema.safeParse(args.params.id);
  if (!id.success) return data<ActionResult>({ ok: false, message: m.owner_report_not_found() }, { status: 404 });
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
  const submission = parseSubmission(payloadOf(fields), ReportFieldsSchema);
  if (!intent.success || submission.status !== "success") {
    const echo =
      typeof fields.note === "string" && typeof fields.recommendations === "string"
        ? { note: fields.note, recommendations: fields.recommendations }
        : undefined;
    const result = submission.status === "success" ? undefined : submission.reply();
    const message = Object.values(submissionErrors(result))[0] ?? m.owner_report_invalid_request();
    return data<ActionResult>({ ok: false, message, fields: echo, result }, { status: 400 });
  }
  const db = await getDb();
  try {
    if (intent.data === "save") {
      await saveReportDraft(db, id.data, submission.value);
      return data<ActionResult>({ ok: true, message: m.owner_report_draft_saved() });
    }
    const env = getEnv();
    const outcome = await approveReport(db, me, id.data, submission.value, {
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
  // Not remounted after a save or an approval: typing during the reload stays (useSchemaForm).
  const { formProps, fields, summary } = useSchemaForm({
    id: "report",
    schema: ReportFieldsSchema,
    // A save answers no result (its callers read `{ ok, message }`): the page shows what is stored.
    lastResult: actionData?.result ?? (actionData?.ok ? SAVED : undefined),
    defaultValue: { note: report.note, recommendations: report.recommendations },
  });
  const canApprove = report.status === "draft" || report.outdated;
  const state =
    report.status === "draft"
      ? m.owner_report_state_draft()
      : report.outdated
        ? m.owner_report_state_outdated()
        : m.owner_report_state_approved();
  return (
    <div className="container-page max-w-4xl py-12">
      <p>
        <Link to="/dashboard">{m.owner_report_back()}</Link>
      </p>
      <p className="mt-4 text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {m.owner_report_eyebrow({ label: report.phase.label })}
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold text-brand-900">
        {m.owner_report_heading({ phase: report.phase.name, client: report.client.name })}
      </h1>
      {/* A refused form says so in its own summary, beside the fields. */}
      {!actionData?.result?.error && <OutcomeMessage outcome={actionData} className="mt-4" />}
      <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.owner_report_state()}</dt>
        <dd data-testid="report-state">{state}</dd>
        <dt className="font-semibold">{m.owner_report_client()}</dt>
        <dd className="break-all">
          <Link to={`/admin/clients/${encodeURIComponent(report.client.id)}`}>{report.client.name}</Link> (
          {report.client.email})
        </dd>
        <dt className="font-semibold">{m.owner_report_completed()}</dt>
        <dd>{report.completed ?? m.owner_report_not_completed()}</dd>
        {report.approved && (
          <>
            <dt className="font-semibold">{m.owner_report_last_approved()}</dt>
            <dd>
              {[
                report.approved,
                report.approvedBy ? ` ${m.owner_report_approved_by({ email: report.approvedBy })}` : "",
                ` · ${m.owner_report_sent({ count: report.sentCount })}`,
              ].join("")}
            </dd>
          </>
        )}
        <dt className="font-semibold">{m.owner_report_times()}</dt>
        <dd>{report.zone}</dd>
      </dl>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to={report.printableHref} className="btn-secondary">
          {m.owner_report_read_answers()}
        </Link>
        <a href={`/admin/reports/${report.id}/pdf`} className="btn-secondary" target="_blank" rel="noopener">
          {m.owner_report_preview_pdf()}
          <span className="sr-only">{m.link_new_tab()}</span>
        </a>
      </p>

      {report.changes.length > 0 && (
        <section aria-labelledby="changes-heading" className="card mt-8 border-amber-500">
          <h2 id="changes-heading" className="text-xl font-bold text-brand-900">
            {m.owner_report_changes_heading()}
          </h2>
          <p className="mt-1 text-slate-700">{m.owner_report_changes_lead({ count: report.changes.length })}</p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{m.owner_report_changes_caption()}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    {m.owner_report_col_question()}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {m.owner_report_col_before()}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {m.owner_report_col_now()}
                  </th>
                  <th scope="col" className="py-2">
                    {m.owner_report_col_changed()}
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

      <Form method="post" {...formProps} className="card mt-8 space-y-4">
        <SchemaFormSummary {...summary} />
        <Field
          {...fieldProps(fields.note)}
          as="textarea"
          label={m.owner_report_note_label({ client: report.client.name })}
          hint={m.owner_report_note_help()}
          required={false}
          rows={6}
          inputClassName="min-h-0"
          maxLength={10_000}
        />
        <Field
          {...fieldProps(fields.recommendations)}
          as="textarea"
          label={m.owner_report_recommendations()}
          required={false}
          rows={6}
          inputClassName="min-h-0"
          maxLength={10_000}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
            {m.owner_report_save()}
          </button>
          {canApprove && (
            <button type="submit" name="intent" value="approve" className="btn-primary" disabled={busy}>
              {report.status === "draft" ? m.owner_report_approve() : m.owner_report_approve_again()}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}
