import { data, Form } from "react-router";
import { z } from "zod";
import { BACKGROUND_JOBS, jobFailureText, jobLabel } from "~/background-jobs.server";
import { OutcomeMessage } from "~/components/ui/outcome-message";
import { PageHeader } from "~/components/ui/page-header";
import { Table } from "~/components/ui/table";
import { getDb } from "~/lib/db.server";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { failedJobs, jobSummary, retryJob } from "~/lib/jobs/runner.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { formatInZone } from "~/owner/time";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/system";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.studio_system_title(), noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const [summary, failed, timeZone] = await Promise.all([jobSummary(db), failedJobs(db), getBusinessTimeZone(db)]);
  const count = (kind: string, status: string) =>
    summary.find((row) => row.kind === kind && row.status === status)?.count ?? 0;
  return {
    kinds: BACKGROUND_JOBS.map((job) => ({
      kind: job.kind,
      label: jobLabel(job.kind),
      schedule: job.everySeconds ? everyInWords(job.everySeconds) : m.studio_system_when_needed(),
      waiting: count(job.kind, "pending") + count(job.kind, "running"),
      done: count(job.kind, "done"),
      failed: count(job.kind, "failed"),
    })),
    failed: failed.map((job) => ({
      id: job.id,
      label: jobLabel(job.kind),
      error: job.lastError ? jobFailureText(job.kind, job.lastError) : m.studio_system_no_message(),
      attempts: job.attempts,
      when: job.finishedAt ? formatInZone(job.finishedAt, timeZone, "datetime", serverLocale()) : "",
    })),
  };
}

const RetrySchema = z.object({
  intent: z.literal("retry", { error: () => m.studio_system_unknown_action() }),
  id: z.coerce
    .number({ error: () => m.studio_system_choose_task() })
    .int({ error: () => m.studio_system_choose_task() })
    .positive({ error: () => m.studio_system_choose_task() })
    .max(Number.MAX_SAFE_INTEGER),
});

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const parsed = RetrySchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  const retried = await retryJob(await getDb(), parsed.data.id);
  if (!retried) {
    return data({ ok: false, message: m.studio_system_not_failed() }, { status: 409 });
  }
  return { ok: true, message: m.studio_system_retried() };
}

function everyInWords(seconds: number) {
  if (seconds % 3600 === 0) return m.studio_system_every_hours({ count: seconds / 3600 });
  if (seconds % 60 === 0) return m.studio_system_every_minutes({ count: seconds / 60 });
  return m.studio_system_every_seconds({ count: seconds });
}

export default function System({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-12">
      <PageHeader eyebrow={m.studio_system_eyebrow()} title={m.studio_system_title()} lead={m.studio_system_lead()} />
      <OutcomeMessage outcome={actionData} className="mt-8" />
      <section aria-labelledby="failed-heading" className="mt-10">
        <h2 id="failed-heading" className="text-h3">
          {m.studio_system_failed_heading()}
        </h2>
        <div className="mt-4">
          <Table
            caption={m.studio_system_failed_caption()}
            captionHidden
            rows={loaderData.failed}
            rowKey={(job) => job.id}
            empty={{ title: m.studio_system_failed_none(), body: m.studio_system_failed_none_body() }}
            columns={[
              { header: m.studio_system_column_task(), primary: true, cell: (job) => job.label },
              { header: m.studio_system_column_error(), cell: (job) => job.error },
              { header: m.studio_system_column_attempts(), align: "end", cell: (job) => job.attempts },
              { header: m.studio_system_column_last(), cell: (job) => job.when },
              {
                header: m.studio_system_column_action(),
                hideHeader: true,
                align: "end",
                cell: (job) => (
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={job.id} />
                    <button type="submit" className="btn-secondary">
                      {m.studio_system_retry()}
                      <span className="sr-only">: {job.label}</span>
                    </button>
                  </Form>
                ),
              },
            ]}
          />
        </div>
      </section>
      <section aria-labelledby="kinds-heading" className="mt-12">
        <h2 id="kinds-heading" className="text-h3">
          {m.studio_system_kinds_heading()}
        </h2>
        <div className="mt-4">
          <Table
            caption={m.studio_system_kinds_caption()}
            captionHidden
            rows={loaderData.kinds}
            rowKey={(kind) => kind.kind}
            columns={[
              { header: m.studio_system_column_task(), primary: true, cell: (kind) => kind.label },
              { header: m.studio_system_column_runs(), cell: (kind) => kind.schedule },
              { header: m.studio_system_column_waiting(), align: "end", cell: (kind) => kind.waiting },
              { header: m.studio_system_column_done(), align: "end", cell: (kind) => kind.done },
              { header: m.studio_system_column_failed(), align: "end", cell: (kind) => kind.failed },
            ]}
          />
        </div>
      </section>
    </div>
  );
}
