import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { sessionSummaryByClient, upcomingSessionsFor } from "~/booking/read-models.server";
import { typeName } from "~/booking/type-language";
import { Field } from "~/components/ui/field";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { fieldProps, SchemaFormSummary, useSchemaForm } from "~/components/ui/schema-form";
import { getDb } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { parseSubmission, submissionErrors } from "~/lib/submission";
import { listClientGalleries } from "~/media/galleries.server";
import { loadClientPage } from "~/owner/client.server";
import { formatInZone } from "~/owner/time";
import { runTodayAction, type TodayActionResult } from "~/owner/today-actions.server";
import { m } from "~/paraglide/messages";
import { formatEuros } from "~/payments/money";
import { purchasesOfClient, refundPackagePurchase } from "~/payments/packages.server";
import { RefundPackageSchema } from "~/payments/refund-form";
import { newRefundRequestKey, RefundRefused } from "~/payments/refunds.server";
import { deleteClientAccount } from "~/privacy/self-service.server";
import type { Route } from "./+types/client";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData
      ? `${m.owner_clients_column_client()} · ${loaderData.profile.name || loaderData.profile.email}`
      : m.owner_clients_column_client(),
    noindex: true,
  });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const page = await loadClientPage(db, args.params.id);
  if (!page) throw data(null, { status: 404 });
  // Booking and media (issues 11 and 12): this client's sessions and galleries.
  const now = new Date();
  const [timeZone, upcoming, summary, galleries, packages] = await Promise.all([
    getBusinessTimeZone(db),
    upcomingSessionsFor(db, { id: args.params.id, email: page.profile.email }, now),
    sessionSummaryByClient(db, [args.params.id], now),
    listClientGalleries(db, args.params.id),
    // Payments (issue 29): the packages they bought and the credits left.
    purchasesOfClient(db, args.params.id, now),
  ]);
  const last = summary.get(args.params.id)?.last;
  const locale = serverLocale();
  return {
    ...page,
    sessions: {
      last: last ? formatInZone(last, timeZone, "datetime", locale) : null,
      upcoming: upcoming.map(({ booking, type }) => ({
        id: booking.id,
        type: typeName(type),
        at: formatInZone(booking.startsAt, timeZone, "datetime", locale),
      })),
    },
    galleries,
    packages: packages.map((p) => ({
      ...p,
      refundable: p.refundableCents > 0 ? formatEuros(p.refundableCents) : null,
    })),
    refundKey: newRefundRequestKey(),
  };
}

/** What this page's actions answer; a refund form's refusal carries its Conform result and its package. */
type ClientActionResult = TodayActionResult & { purchaseId?: number; result?: SubmissionResult<string[]> };

/** The owner refunds a package: its payment goes back (in part or in full) and its unused credits end. */
async function refundPackage(clientId: string, payload: FormData) {
  const submission = parseSubmission(payload, RefundPackageSchema);
  const purchaseId = Number(payload.get("purchaseId"));
  if (submission.status !== "success") {
    const result = submission.reply();
    const message = Object.values(submissionErrors(result))[0] ?? m.owner_invalid_request();
    return data<ClientActionResult>({ ok: false, message, purchaseId, result }, { status: 400 });
  }
  const { amount, key } = submission.value;
  try {
    const refund = await refundPackagePurchase(
      await getDb(),
      { userId: clientId, purchaseId: submission.value.purchaseId, amountCents: amount, requestKey: key },
      new Date(),
    );
    return data<ClientActionResult>({
      ok: true,
      message: m.payments_package_refund_sent({ amount: formatEuros(refund.amountCents) }),
    });
  } catch (error) {
    if (error instanceof RefundRefused) {
      // Said beside the amount: the refund's own check (more than is left, nothing paid).
      const result = submission.reply({ fieldErrors: { amount: [error.message] } });
      return data<ClientActionResult>({ ok: false, message: error.message, purchaseId, result }, { status: 409 });
    }
    throw error;
  }
}

/** "Nudge now" from this page (the same action as on Today). */
export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const payload = await args.request.formData();
  const form = Object.fromEntries(payload);
  if (form.intent === "delete-account") {
    const outcome = await deleteClientAccount(await getDb(), me, args.params.id, form.confirmEmail);
    if (outcome.ok) throw redirect("/admin/clients?deleted=1");
    return data<TodayActionResult>({ ok: false, message: outcome.message }, { status: outcome.status });
  }
  if (form.intent === "refund-package") return refundPackage(args.params.id, payload);
  return runTodayAction(me, form);
}

const STATUS_LABELS = {
  "not-started": m.owner_client_phase_not_started,
  "in-progress": m.owner_today_idle_in_progress,
  completed: m.owner_client_phase_completed,
} as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="border-b border-slate-200 pb-1 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function ClientPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const busy = useNavigation().state === "submitting";
  const outcome = actionData as ClientActionResult | undefined;
  const name = page.profile.name || page.profile.email;
  return (
    <div className="container-page max-w-5xl py-12">
      <p>
        <Link to="/admin/clients">{m.owner_client_back()}</Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold break-words text-brand-900">{name}</h1>
      {/* A refused refund says so in its own form, beside the amount. */}
      {!outcome?.result?.error && <OutcomeMessage outcome={outcome} className="mt-4" />}
      <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.owner_email()}</dt>
        <dd className="break-all">
          <a href={`mailto:${page.profile.email}`}>{page.profile.email}</a>
        </dd>
        <dt className="font-semibold">{m.owner_phone()}</dt>
        <dd>{page.profile.phone ?? m.owner_not_given()}</dd>
        <dt className="font-semibold">{m.owner_client_role()}</dt>
        <dd>
          {page.profile.roleLabel} · {page.profile.status} ·{" "}
          <Link to={`/admin/users?q=${encodeURIComponent(page.profile.email)}`}>{m.owner_client_manage_account()}</Link>
        </dd>
        <dt className="font-semibold">{m.owner_client_since()}</dt>
        <dd>{page.profile.since}</dd>
        <dt className="font-semibold">{m.owner_client_reminders()}</dt>
        <dd>
          {page.optedOutOfNudges
            ? m.owner_client_opted_out({ when: page.optedOutOfNudges })
            : m.owner_client_receives_reminders()}
        </dd>
        <dt className="font-semibold">{m.owner_client_times()}</dt>
        <dd>{page.zone}</dd>
      </dl>

      <Section id="progress" title={m.owner_client_progress()}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {page.phases.map((phase) => (
            <li key={phase.number} className="card">
              <h3 className="font-bold text-brand-900">{phase.label}</h3>
              <p className="mt-1 text-slate-700">
                {STATUS_LABELS[phase.status]()}
                {phase.status === "in-progress" ? ` · ${phase.percent}%` : ""}
                {phase.completed ? ` · ${m.owner_client_completed_on({ when: phase.completed })}` : ""}
              </p>
              <progress
                className="mt-2 h-2 w-full accent-brand-700"
                aria-label={m.owner_client_phase_progress({ phase: phase.label })}
                value={phase.percent}
                max={100}
              >
                {phase.percent}%
              </progress>
              {phase.lastActivity && (
                <p className="mt-2 text-sm text-slate-600">
                  {m.owner_client_last_activity({ when: phase.lastActivity })}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {phase.status !== "not-started" && (
                  <Link to={phase.reportHref} className="btn-secondary text-sm">
                    {m.owner_client_printable_report()}
                    <span className="sr-only"> {m.owner_client_for_phase({ phase: phase.label })}</span>
                  </Link>
                )}
                {phase.resultId !== null && !page.optedOutOfNudges && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="nudge" />
                    <input type="hidden" name="id" value={phase.resultId} />
                    <button type="submit" className="btn-secondary text-sm" disabled={busy}>
                      {m.owner_client_nudge_now()}
                      <span className="sr-only"> {m.owner_client_about_phase({ phase: phase.label })}</span>
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="answers" title={m.owner_client_answers()}>
        {page.phases.every((phase) => phase.groups.length === 0) ? (
          <p className="text-slate-700">{m.owner_client_no_answers()}</p>
        ) : (
          page.phases
            .filter((phase) => phase.groups.length > 0)
            .map((phase) => (
              <details key={phase.number} className="card mb-3">
                <summary className="cursor-pointer font-semibold text-brand-900">{phase.label}</summary>
                {phase.groups.map((group) => (
                  <div key={group.section} className="mt-4">
                    <h3 className="font-bold text-slate-900">{group.section}</h3>
                    <dl className="mt-2 space-y-2">
                      {group.items.map((item) => (
                        <div key={item.key}>
                          <dt className="text-sm font-semibold text-slate-800">{item.label}</dt>
                          <dd className="break-words whitespace-pre-wrap text-slate-700">
                            {item.answer || <span className="italic">{m.owner_client_no_answer()}</span>}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </div>
                ))}
              </details>
            ))
        )}
      </Section>

      <Section id="reports" title={m.owner_client_reports()}>
        {page.reports.length === 0 ? (
          <p className="text-slate-700">{m.owner_client_no_reports()}</p>
        ) : (
          <ul className="space-y-2">
            {page.reports.map((report) => (
              <li key={report.id} className="card flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="font-semibold">{report.phase}</span> · {report.state}
                  {report.approved ? ` · ${m.owner_client_approved_on({ when: report.approved })}` : ""}
                </span>
                <Link to={`/admin/reports/${report.id}`} className="btn-secondary text-sm">
                  {m.owner_client_open()}
                  <span className="sr-only"> {m.owner_client_the_report({ phase: report.phase })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="sessions" title={m.owner_client_sessions()}>
        {page.sessions.upcoming.length === 0 ? (
          <p className="text-slate-700">{m.owner_client_no_session()}</p>
        ) : (
          <ul className="space-y-2">
            {page.sessions.upcoming.map((session) => (
              <li key={session.id} className="card flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="font-semibold">{session.type}</span> · {session.at}
                </span>
                <Link to={`/admin/booking/${session.id}`} className="btn-secondary text-sm">
                  {m.owner_client_open()}
                  <span className="sr-only"> {m.owner_client_the_booking({ when: session.at })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-700">
          {m.owner_client_last_session({ when: page.sessions.last ?? m.owner_client_none_yet() })}
        </p>
      </Section>

      <Section id="packages" title={m.owner_nav_packages()}>
        {page.packages.length === 0 ? (
          <p className="text-slate-700">{m.owner_client_no_package()}</p>
        ) : (
          <ul className="space-y-2" data-testid="client-packages">
            {page.packages.map((p) => (
              <li key={p.id} className="card py-3">
                <span className="font-semibold">{p.name}</span> ·{" "}
                {m.owner_client_package_left({ remaining: p.remaining, count: p.sessionCount })} · {p.state}
                {p.paidOn ? ` · ${m.owner_client_paid_on({ when: p.paidOn })}` : ""}
                {p.refundable && (
                  <RefundPackageForm
                    purchase={{ id: p.id, name: p.name, refundable: p.refundable, refundableCents: p.refundableCents }}
                    refundKey={page.refundKey}
                    lastResult={outcome?.purchaseId === p.id ? outcome.result : undefined}
                    busy={busy}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="galleries" title={m.owner_nav_galleries()}>
        {page.galleries.length === 0 ? (
          <p className="text-slate-700">
            {m.owner_client_no_gallery()} <Link to="/admin/galleries">{m.owner_client_create_gallery()}</Link>{" "}
            {m.owner_client_after_session()}
          </p>
        ) : (
          <ul className="space-y-2">
            {page.galleries.map((gallery) => (
              <li key={gallery.id} className="card flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="font-semibold">{gallery.title}</span> ·{" "}
                  {gallery.finalsDelivered
                    ? m.owner_client_gallery_delivered()
                    : gallery.selectionSubmitted
                      ? m.owner_client_gallery_selected()
                      : gallery.published
                        ? m.owner_client_gallery_waiting()
                        : m.owner_client_gallery_draft()}
                </span>
                <Link to={`/admin/galleries/${gallery.id}`} className="btn-secondary text-sm">
                  {m.owner_client_open()}
                  <span className="sr-only"> {m.owner_client_the_gallery({ title: gallery.title })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="nudges" title={m.owner_client_nudges()}>
        {page.nudges.length === 0 ? (
          <p className="text-slate-700">{m.owner_client_no_nudges()}</p>
        ) : (
          <ul className="space-y-1">
            {page.nudges.map((nudge) => (
              <li key={nudge.id}>
                {nudge.at} · {nudge.phase} · {nudge.how}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="inquiries" title={m.owner_nav_inquiries()}>
        {page.inquiries.length === 0 ? (
          <p className="text-slate-700">{m.owner_client_no_inquiries()}</p>
        ) : (
          <ul className="space-y-2">
            {page.inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                <Link to={`/admin/inquiries/${inquiry.id}`}>{inquiry.received}</Link> · {inquiry.state} ·{" "}
                <span className="break-words text-slate-700">{inquiry.preview}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {page.profile.role !== "admin" && (
        <Section id="privacy" title={m.owner_client_privacy_heading()}>
          <Form method="post" action={`/admin/clients/${page.profile.id}/export`} reloadDocument>
            <button type="submit" className="btn-secondary">
              {m.owner_client_privacy_export()}
            </button>
          </Form>
          <p className="mt-6 text-slate-700">{m.owner_client_privacy_intro()}</p>
          <Form method="post" className="mt-4 space-y-4">
            <Field
              id="delete-confirm-email"
              name="confirmEmail"
              label={m.owner_client_privacy_confirm_label()}
              type="email"
              autoComplete="off"
              maxLength={254}
            />
            <button type="submit" name="intent" value="delete-account" className="btn-secondary" disabled={busy}>
              {m.owner_client_privacy_delete()}
            </button>
          </Form>
        </Section>
      )}

      <Section id="audit" title={m.owner_client_audit()}>
        {page.audit.length === 0 ? (
          <p className="text-slate-700">{m.owner_client_no_audit()}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {page.audit.map((entry) => (
              <li key={entry.id} className="break-words">
                {entry.at} · {entry.sentence}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** A package's refund: the amount, up to what is left on its payment (the server checks it again). */
function RefundPackageForm({
  purchase,
  refundKey,
  lastResult,
  busy,
}: {
  purchase: { id: number; name: string; refundable: string; refundableCents: number };
  refundKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const amountId = `refund-package-${purchase.id}`;
  const { formProps, fields, summary } = useSchemaForm({
    id: `refund-form-${purchase.id}`,
    schema: RefundPackageSchema,
    lastResult,
    defaultValue: { amount: (purchase.refundableCents / 100).toFixed(2) },
  });
  return (
    <Form method="post" {...formProps} className="mt-3 space-y-3">
      <SchemaFormSummary {...summary} fieldIds={{ amount: amountId }} />
      <div className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="refund-package" />
        <input type="hidden" name="key" value={refundKey} />
        <input type="hidden" name="purchaseId" value={purchase.id} />
        <Field
          {...fieldProps(fields.amount)}
          id={amountId}
          label={m.owner_client_refund_label({ amount: purchase.refundable })}
          inputMode="decimal"
        />
        <button className="btn-secondary" type="submit" disabled={busy}>
          {m.owner_client_refund_button_start()}
          <span className="sr-only"> {purchase.name}</span> {m.owner_client_refund_button_end()}
        </button>
      </div>
    </Form>
  );
}
