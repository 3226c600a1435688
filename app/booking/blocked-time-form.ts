/**
 * The owner blocks a stretch of time (from, until, a note): one schema, run in the browser and by the action.
 * Plain module. The action reads both ends in the business time zone (setup.server.ts, `addBlockedTime`).
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";
import { isLocalDateTime, localDateTimeField } from "./wall-clock.ts";

const MAX_NOTE = 200;

export const BlockedTimeSchema = z
  .object({
    intent: z.literal("block"),
    from: localDateTimeField(m.calendar_block_from_required, m.calendar_block_from_format),
    until: localDateTimeField(m.calendar_block_until_required, m.calendar_block_until_format),
    note: z
      .string()
      .trim()
      .max(MAX_NOTE, { error: () => m.calendar_note_long({ max: MAX_NOTE }) })
      .default(""),
  })
  .superRefine((form, ctx) => {
    // Both wall-clock times in the same zone: their text orders them (the server checks the instants again).
    if (isLocalDateTime(form.from) && isLocalDateTime(form.until) && form.until <= form.from) {
      ctx.addIssue({ code: "custom", path: ["until"], message: m.calendar_end_after_start() });
    }
  });
