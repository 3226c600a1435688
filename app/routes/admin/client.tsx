import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { sessionSummaryByClient, upcomingSessionsFor } from "~/booking/booking.server";
import { parseEuros } from "~/booking/price";
import { Field } from "~/components/ui/field";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { listClientGalleries } from "~/media/galleries.server";
import { loadClientPage } from "~/owner/client.server";
import { formatInZone } from "~/owner/time";
import { runTodayAction, type TodayActionResult } from "~/owner/today-actions.server";
import { formatEuros } from "~/payments/money";
import { purchasesOfClient, refundPackagePurchase } from "~/payments/packages.server";
import { newRefundRequestKey, RefundRefused } from "~/payments/refunds.server";
import { PRIVACY_COPY } from "~/privacy/copy";
import { deleteClientAccount } from "~/privacy/self-service.server";
import type { Route } from "./+types/client";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? `Client · ${loaderData.profile.name || loaderData.profile.email}` : "Client",
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
  return {
    ...page,
    sessions: {
      last: last ? formatInZone(last, timeZone) : null,
      upcoming: upcoming.map(({ booking, type }) => ({
        id: booking.id,
        type: type.name,
        at: formatInZone(booking.startsAt, timeZone),
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

const RefundPackageSchema = z.object({
  intent: z.literal("refund-package"),
  purchaseId: z.coerce.number().int().positive().max(2_147_483_647),
  amount: z.string().max(20),
  key: z.uuid(),
});

/** The owner refunds a package: its payment goes back (in part or in full) and its unused credits end. */
async function refundPackage(clientId: string, fields: Record<string, FormDataEntryValue>) {
  const form = RefundPackageSchema.safeParse(fields);
  if (!form.success) return data<TodayActionResult>({ ok: false, message: "Invalid request." }, { status: 400 });
  const amountCents = parseEuros(form.data.amount);
  if (!amountCents) {
    return data<TodayActionResult>(
      { ok: false, message: "Enter the amount to refund in euros, e.g. 480 or 120.50." },
      { status: 400 },
    );
  }
  try {
    const refund = await refundPackagePurchase(
      await getDb(),
      { userId: clientId, purchaseId: form.data.purchaseId, amountCents, requestKey: form.data.key },
      new Date(),
    );
    return data<TodayActionResult>({
      ok: true,
      message: `Refund of ${formatEuros(refund.amountCents)} on its way; the package's unused sessions were removed.`,
    });
  } catch (error) {
    if (error instanceof RefundRefused) {
      return data<TodayActionResult>({ ok: false, message: error.message }, { status: 409 });
    }
    throw error;
  }
}

/** "Nudge now" from this page (the same action as on Today). */
export async function action(args: Route.ActionArgs) {
  const me = await requireRole(args, "admin");
  const form = Object.fromEntries(await args.request.formData());
  if (form.intent === "delete-account") {
    const outcome = await deleteClientAccount(await getDb(), me, args.params.id, form.confirmEmail);
    if (outcome.ok) throw redirect("/admin/clients?deleted=1");
    return data<TodayActionResult>({ ok: false, message: outcome.message }, { status: outcome.status });
  }
  if (form.intent === "refund-package") return refundPackage(args.params.id, form);
  return runTodayAction(me, form);
}

const STATUS_LABELS = { "not-started": "Not started", "in-progress": "In progress", completed: "Completed" } as const;

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
  const outcome = actionData as TodayActionResult | undefined;
  const name = page.profile.name || page.profile.email;
  return (
    <div className="container-page max-w-5xl py-12">
      <p>
        <Link to="/admin/clients">← Clients</Link>
      </p>
      <h1 className="mt-4 font-serif text-4xl font-bold break-words text-brand-900">{name}</h1>
      {outcome && (
        <p role={outcome.ok ? "status" : "alert"} className={`mt-4 ${outcome.ok ? "alert-success" : "alert-danger"}`}>
          {outcome.message}
        </p>
      )}
      <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${page.profile.email}`}>{page.profile.email}</a>
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{page.profile.phone ?? "Not given"}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>
          {page.profile.role} · {page.profile.status} ·{" "}
          <Link to={`/admin/users?q=${encodeURIComponent(page.profile.email)}`}>Manage account</Link>
        </dd>
        <dt className="font-semibold">Account since</dt>
        <dd>{page.profile.since}</dd>
        <dt className="font-semibold">Reminders</dt>
        <dd>{page.optedOutOfNudges ? `Opted out on ${page.optedOutOfNudges}` : "Receives reminders when idle"}</dd>
        <dt className="font-semibold">Times</dt>
        <dd>{page.zone}</dd>
      </dl>

      <Section id="progress" title="Blueprint progress">
        <ul className="grid gap-4 sm:grid-cols-2">
          {page.phases.map((phase) => (
            <li key={phase.number} className="card">
              <h3 className="font-bold text-brand-900">{phase.label}</h3>
              <p className="mt-1 text-slate-700">
                {STATUS_LABELS[phase.status]}
                {phase.status === "in-progress" ? ` · ${phase.percent}%` : ""}
                {phase.completed ? ` · completed ${phase.completed}` : ""}
              </p>
              <progress
                className="mt-2 h-2 w-full accent-brand-700"
                aria-label={`${phase.label} progress`}
                value={phase.percent}
                max={100}
              >
                {phase.percent}%
              </progress>
              {phase.lastActivity && <p className="mt-2 text-sm text-slate-600">Last activity {phase.lastActivity}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                {phase.status !== "not-started" && (
                  <Link to={phase.reportHref} className="btn-secondary text-sm">
                    Printable report<span className="sr-only"> for {phase.label}</span>
                  </Link>
                )}
                {phase.resultId !== null && !page.optedOutOfNudges && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="nudge" />
                    <input type="hidden" name="id" value={phase.resultId} />
                    <button type="submit" className="btn-secondary text-sm" disabled={busy}>
                      Nudge now<span className="sr-only"> about {phase.label}</span>
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="answers" title="Answers by phase">
        {page.phases.every((phase) => phase.groups.length === 0) ? (
          <p className="text-slate-700">No answers yet.</p>
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
                            {item.answer || <span className="italic">No answer</span>}
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

      <Section id="reports" title="Reports">
        {page.reports.length === 0 ? (
          <p className="text-slate-700">A draft report appears here when a phase is completed.</p>
        ) : (
          <ul className="space-y-2">
            {page.reports.map((report) => (
              <li key={report.id} className="card flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="font-semibold">{report.phase}</span> · {report.state}
                  {report.approved ? ` · approved ${report.approved}` : ""}
                </span>
                <Link to={`/admin/reports/${report.id}`} className="btn-secondary text-sm">
                  Open<span className="sr-only"> the {report.phase} report</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="sessions" title="Sessions">
        {page.sessions.upcoming.length === 0 ? (
          <p className="text-slate-700">No upcoming session.</p>
        ) : (
          <ul className="space-y-2">
            {page.sessions.upcoming.map((session) => (
              <li key={session.id} className="card flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="font-semibold">{session.type}</span> · {session.at}
                </span>
                <Link to={`/admin/booking/${session.id}`} className="btn-secondary text-sm">
                  Open<span className="sr-only"> the booking of {session.at}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-700">Last session: {page.sessions.last ?? "none yet"}.</p>
      </Section>

      <Section id="packages" title="Packages">
        {page.packages.length === 0 ? (
          <p className="text-slate-700">No package bought.</p>
        ) : (
          <ul className="space-y-2" data-testid="client-packages">
            {page.packages.map((p) => (
              <li key={p.id} className="card py-3">
                <span className="font-semibold">{p.name}</span> · {p.remaining} of {p.sessionCount}{" "}
                {p.sessionCount === 1 ? "session" : "sessions"} left · {p.state}
                {p.paidOn ? ` · paid ${p.paidOn}` : ""}
                {p.refundable && (
                  <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="refund-package" />
                    <input type="hidden" name="key" value={page.refundKey} />
                    <input type="hidden" name="purchaseId" value={p.id} />
                    <div>
                      <label className="field-label" htmlFor={`refund-package-${p.id}`}>
                        Refund (EUR), up to {p.refundable}
                      </label>
                      <input
                        className="field-input"
                        id={`refund-package-${p.id}`}
                        name="amount"
                        inputMode="decimal"
                        required
                        defaultValue={(p.refundableCents / 100).toFixed(2)}
                      />
                    </div>
                    <button className="btn-secondary" type="submit" disabled={busy}>
                      Refund<span className="sr-only"> {p.name}</span> and end its sessions
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="galleries" title="Galleries">
        {page.galleries.length === 0 ? (
          <p className="text-slate-700">
            No gallery yet. <Link to="/admin/galleries">Create one</Link> after a session.
          </p>
        ) : (
          <ul className="space-y-2">
            {page.galleries.map((gallery) => (
              <li key={gallery.id} className="card flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="font-semibold">{gallery.title}</span> ·{" "}
                  {gallery.finalsDelivered
                    ? "finals delivered"
                    : gallery.selectionSubmitted
                      ? "selection submitted, finals to deliver"
                      : gallery.published
                        ? "waiting for the client's selection"
                        : "draft"}
                </span>
                <Link to={`/admin/galleries/${gallery.id}`} className="btn-secondary text-sm">
                  Open<span className="sr-only"> the gallery {gallery.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="nudges" title="Reminders sent">
        {page.nudges.length === 0 ? (
          <p className="text-slate-700">No reminders yet.</p>
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

      <Section id="inquiries" title="Inquiries">
        {page.inquiries.length === 0 ? (
          <p className="text-slate-700">No inquiries from this address.</p>
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
        <Section id="privacy" title={PRIVACY_COPY.ownerDeleteHeading}>
          <Form method="post" action={`/admin/clients/${page.profile.id}/export`} reloadDocument>
            <button type="submit" className="btn-secondary">
              {PRIVACY_COPY.ownerExportButton}
            </button>
          </Form>
          <p className="mt-6 text-slate-700">{PRIVACY_COPY.ownerDeleteIntro}</p>
          <Form method="post" className="mt-4 space-y-4">
            <Field
              id="delete-confirm-email"
              name="confirmEmail"
              label={PRIVACY_COPY.ownerDeleteConfirmLabel}
              type="email"
              autoComplete="off"
              maxLength={254}
            />
            <button type="submit" name="intent" value="delete-account" className="btn-secondary" disabled={busy}>
              {PRIVACY_COPY.ownerDeleteButton}
            </button>
          </Form>
        </Section>
      )}

      <Section id="audit" title="Owner actions">
        {page.audit.length === 0 ? (
          <p className="text-slate-700">No owner actions recorded yet.</p>
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
