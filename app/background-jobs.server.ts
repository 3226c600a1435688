/**
 * Every kind of background work the one job runner (app/lib/jobs/runner.server.ts) knows, from
 * every capability: started by the server entry, named on the owner's System page.
 */
import { busyCalendarJob } from "./booking/busy-calendars.server";
import { bookingMinuteJob } from "./booking/reminders.server";
import { emailSendJob } from "./lib/email/outbox.server";
import { cleanUpJobs, type JobKind } from "./lib/jobs/runner.server";
import { mediaProcessJob } from "./lib/media/jobs.server";
import { uploadSweepJob } from "./lib/uploads.server";
import { nudgeJob } from "./owner/nudges.server";
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
];

export function jobLabel(kind: string) {
  return BACKGROUND_JOBS.find((job) => job.kind === kind)?.label ?? kind;
}
