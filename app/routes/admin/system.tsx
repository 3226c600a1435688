import { data, Form } from "react-router";
import { z } from "zod";
import { BACKGROUND_JOBS, jobLabel } from "~/background-jobs.server";
import { PageHeader } from "~/components/ui/page-header";
import { Table } from "~/components/ui/table";
import { getDb } from "~/lib/db.server";
import { failedJobs, jobSummary, retryJob } from "~/lib/jobs/runner.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { getBusinessTimeZone } from "~/lib/settings.server";
import { formatInZone } from "~/owner/time";
import type { Route } from "./+types/system";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "System", noindex: true });

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const db = await getDb();
  const [summary, failed, timeZone] = await Promise.all([jobSummary(db), failedJobs(db), getBusinessTimeZone(db)]);
  const count = (kind: string, status: string) =>
    summary.find((row) => row.kind === kind && row.status === status)?.count ?? 0;
  return {
    kinds: BACKGROUND_JOBS.map((job) => ({
      kind: job.kind,
      label: job.label,
      schedule: job.everySeconds ? everyInWords(job.everySeconds) : "When needed",
      waiting: count(job.kind, "pending") + count(job.kind, "running"),
      done: count(job.kind, "done"),
      failed: count(job.kind, "failed"),
    })),
    failed: failed.map((job) => ({
      id: job.id,
      label: jobLabel(job.kind),
      error: job.lastError ?? "No message was recorded.",
      attempts: job.attempts,
      when: job.finishedAt ? formatInZone(job.finishedAt, timeZone) : "",
    })),
  };
}

const RetrySchema = z.object({
  intent: z.literal("retry", "Unknown action."),
  id: z.coerce.number("Choose a task.").int("Choose a task.").positive("Choose a task.").max(Number.MAX_SAFE_INTEGER),
});

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  const parsed = RetrySchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  const retried = await retryJob(await getDb(), parsed.data.id);
  if (!retried) {
    return data({ ok: false, message: "That task is no longer failed: it was retried already." }, { status: 409 });
  }
  return { ok: true, message: "The task runs again now. Reload the page to see how it went." };
}

function everyInWords(seconds: number) {
  if (seconds % 3600 === 0) return seconds === 3600 ? "Every hour" : `Every ${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? "Every minute" : `Every ${seconds / 60} minutes`;
  return `Every ${seconds} seconds`;
}

export default function System({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-12">
      <PageHeader
        eyebrow="Business"
        title="System"
        lead="The work the site does in the background: reminders, calendars, clean-ups. A task that failed every attempt waits here until you run it again."
      />
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={actionData.ok ? "alert-success mt-8" : "alert-danger mt-8"}
        >
          {actionData.message}
        </p>
      ) : null}
      <section aria-labelledby="failed-heading" className="mt-10">
        <h2 id="failed-heading" className="text-h3">
          Failed tasks
        </h2>
        <div className="mt-4">
          <Table
            caption="Tasks that failed every attempt"
            captionHidden
            rows={loaderData.failed}
            rowKey={(job) => job.id}
            empty={{ title: "No failed tasks", body: "Everything the site did in the background worked." }}
            columns={[
              { header: "Task", primary: true, cell: (job) => job.label },
              { header: "What went wrong", cell: (job) => job.error },
              { header: "Attempts", align: "end", cell: (job) => job.attempts },
              { header: "Last attempt", cell: (job) => job.when },
              {
                header: "Action",
                hideHeader: true,
                align: "end",
                cell: (job) => (
                  <Form method="post">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="id" value={job.id} />
                    <button type="submit" className="btn-secondary">
                      Retry<span className="sr-only">: {job.label}</span>
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
          Background tasks
        </h2>
        <div className="mt-4">
          <Table
            caption="Each kind of background task, how often it runs and how it went"
            captionHidden
            rows={loaderData.kinds}
            rowKey={(kind) => kind.kind}
            columns={[
              { header: "Task", primary: true, cell: (kind) => kind.label },
              { header: "Runs", cell: (kind) => kind.schedule },
              { header: "Waiting", align: "end", cell: (kind) => kind.waiting },
              { header: "Done (last 7 days)", align: "end", cell: (kind) => kind.done },
              { header: "Failed", align: "end", cell: (kind) => kind.failed },
            ]}
          />
        </div>
      </section>
    </div>
  );
}
