/**
 * The owner's note and recommendations on a client's phase report: one schema, read in the browser for instant
 * feedback and by the action as the authority (app/lib/submission.ts), for a draft saved as for a report approved.
 * Plain module, safe in the browser bundle.
 */
import { z } from "zod";
import { say } from "~/lib/contact-fields";
import { m } from "~/paraglide/messages";

export const ReportFieldsSchema = z.object({
  note: z.string(say(m.owner_report_note_text)).trim().max(10_000, say(m.owner_report_note_max)),
  recommendations: z
    .string(say(m.owner_report_recommendations_text))
    .trim()
    .max(10_000, say(m.owner_report_recommendations_max)),
});

export type ReportFields = z.output<typeof ReportFieldsSchema>;
