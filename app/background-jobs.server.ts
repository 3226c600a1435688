/**
 * Every kind of background work the one job runner (app/lib/jobs/runner.server.ts) knows, from
 * every capability: started by the server entry, named on the owner's System page.
 */
import { busyCalendarJob } from "./booking/busy-calendars.server";
import { bookingMinuteJob } from "./booking/reminders.server";
import { databaseDailyUpkeepJob, databaseUpkeepJob } from "./lib/db/maintenance.server";
import { emailSendJob } from "./lib/email/outbox.server";
import { cleanUpJobs, type JobKind } from "./lib/jobs/runner.server";
import { uploadSweepJob } from "./media/mood-board.server";
import { photoFailureText } from "./media/pipeline/failures.server";
import { mediaProcessJob } from "./media/pipeline/jobs.server";
import { nudgeJob } from "./owner/nudges.server";
import { m } from "./paraglide/messages";
import { receiptMailJob } from "./payments/receipts.server";
import { refundJob } from "./payments/refunds.server";
import { retentionJob } from "./privacy/retention.server";

export const BACKGROUND_JOBS: JobKind[] = [
  emailSendJob,
  bookingMinuteJob,
  busyCalendarJob,
  nudgeJob,
  uploadSweepJob,
  refundJob,
  receiptMailJob,
  retentionJob,
  mediaProcessJob,
  cleanUpJobs,
  databaseUpkeepJob,
  databaseDailyUpkeepJob,
];

/** The tasks' names in the language in use (the System page, Today); a kind not listed keeps its own label. */
const JOB_NAMES: Record<string, () => string> = {
  [emailSendJob.kind]: m.studio_system_job_email,
  [bookingMinuteJob.kind]: m.studio_system_job_booking,
  [busyCalendarJob.kind]: m.studio_system_job_busy,
  [nudgeJob.kind]: m.studio_system_job_nudges,
  [uploadSweepJob.kind]: m.studio_system_job_sweep,
  [refundJob.kind]: m.studio_system_job_refunds,
  [receiptMailJob.kind]: m.studio_system_job_receipts,
  [retentionJob.kind]: m.studio_system_job_retention,
  [mediaProcessJob.kind]: m.studio_system_job_media,
  [cleanUpJobs.kind]: m.studio_system_job_cleanup,
  [databaseUpkeepJob.kind]: m.studio_system_job_upkeep,
  [databaseDailyUpkeepJob.kind]: m.studio_system_job_upkeep_daily,
};

export function jobLabel(kind: string) {
  return JOB_NAMES[kind]?.() ?? BACKGROUND_JOBS.find((job) => job.kind === kind)?.label ?? kind;
}

/** The kinds whose failures are stored as data (a code as JSON, JobError), each read by its capability. */
const FAILURE_TEXTS: Record<string, (stored: string) => string> = {
  [mediaProcessJob.kind]: photoFailureText,
};

/**
 * Why a task failed, in the reader's language (the System page, Today): a stored code worded by the kind's
 * capability; a sentence stored as it came (another kind, or a row written before codes) shown as written.
 */
export function jobFailureText(kind: string, stored: string) {
  return Object.hasOwn(FAILURE_TEXTS, kind) ? FAILURE_TEXTS[kind]!(stored) : stored;
}
