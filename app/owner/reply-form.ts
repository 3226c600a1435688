/**
 * The owner's reply to an inquiry: one schema, read in the browser for instant feedback and by the action as the
 * authority (app/lib/submission.ts). Plain module, safe in the browser bundle: its messages are read when a field
 * fails, in the language of the page or of the request. One line for the subject: it becomes a mail header.
 */
import { z } from "zod";
import { say } from "~/lib/contact-fields";
import { m } from "~/paraglide/messages";

export const ReplySchema = z.object({
  subject: z
    .string(say(m.owner_inquiry_subject_required))
    .trim()
    .min(1, say(m.owner_inquiry_subject_required))
    .max(200, say(m.owner_inquiry_subject_max))
    .refine((s) => !/[\r\n]/.test(s), say(m.owner_inquiry_subject_one_line)),
  body: z
    .string(say(m.owner_inquiry_body_required))
    .trim()
    .min(1, say(m.owner_inquiry_body_required))
    .max(10_000, say(m.owner_inquiry_body_max)),
});

export type Reply = z.output<typeof ReplySchema>;
