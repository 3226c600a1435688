/**
 * The owner's hours for one date (a holiday, a day off, special hours): one schema, run in the browser and by
 * the action. Plain module. The hours are typed as ranges ("09:00-12:00, 13:00-17:00"); none closes the day.
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";
import { isLocalDateTime, minuteOf, TIME } from "./wall-clock.ts";

const MAX_NOTE = 200;

/** A calendar day as a date control posts it ("2031-05-04"), a real one. */
export const DateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: () => m.calendar_choose_date() })
  .refine((date) => isLocalDateTime(`${date}T00:00`), { error: () => m.calendar_choose_date() });

/** "09:00-12:00, 13:00-17:00" → ranges in minutes, sorted; an empty text is a closed day; or why it is refused. */
export function readRanges(text: string): { ranges: { startMinute: number; endMinute: number }[] } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ranges: [] };
  if (trimmed.length > 200) return { error: m.calendar_too_many_ranges() };
  const ranges: { startMinute: number; endMinute: number }[] = [];
  for (const part of trimmed.split(/[,;]/)) {
    const [from, to, ...rest] = part.split(/[-–]/).map((p) => p.trim());
    if (!from || !to || rest.length > 0 || !TIME.test(from) || !TIME.test(to)) {
      return { error: m.calendar_not_a_range({ part: part.trim() }) };
    }
    const range = { startMinute: minuteOf(from), endMinute: minuteOf(to) };
    if (range.startMinute >= range.endMinute) return { error: m.calendar_range_backwards({ part: part.trim() }) };
    ranges.push(range);
  }
  ranges.sort((a, b) => a.startMinute - b.startMinute);
  for (let i = 1; i < ranges.length; i++) {
    if (ranges[i]!.startMinute < ranges[i - 1]!.endMinute) return { error: m.calendar_ranges_overlap() };
  }
  return { ranges };
}

export const DateOverrideSchema = z.object({
  intent: z.literal("override"),
  date: DateSchema,
  /** Empty, or missing from a hand-made request: the day is closed. */
  hours: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const read = readRanges(text);
      if ("error" in read) {
        ctx.addIssue({ code: "custom", message: read.error });
        return z.NEVER;
      }
      return read.ranges;
    }),
  note: z
    .string()
    .trim()
    .max(MAX_NOTE, { error: () => m.calendar_note_long({ max: MAX_NOTE }) })
    .default(""),
});

export type DateOverrideForm = z.output<typeof DateOverrideSchema>;
