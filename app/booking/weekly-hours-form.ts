/**
 * The owner's weekly hours: per weekday, rows of two time controls (`day1-start`, `day1-end` … `day7-end`, one
 * value per row). One schema, run in the browser and by the action: every row is checked, and each refused row
 * gets its error under the key `day<weekday>-<n>`, n counting the day's rows that are not empty (an empty row
 * is an unused or cleared one, and is left out). Plain module.
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";
import { formatMinute, minuteOf } from "./wall-clock.ts";

export const MAX_RANGES_PER_DAY = 8;
/** What a time control posts: "09:00", or with seconds from some browsers. */
const TIME_INPUT = /^([01]\d|2[0-3]):([0-5]\d)(:00(\.0+)?)?$/;

export type WeeklyRows = { start: string; end: string }[][];
export type WeeklyRule = { weekday: number; startMinute: number; endMinute: number };

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Each weekday's rows as posted, the empty ones left out; `values(name)` is every value posted under a name. */
export function postedRows(values: (name: string) => string[]): WeeklyRows {
  return Array.from({ length: 7 }, (_, day) => {
    const starts = values(`day${day + 1}-start`);
    const ends = values(`day${day + 1}-end`);
    return Array.from({ length: Math.max(starts.length, ends.length) }, (_, i) => ({
      start: (starts[i] ?? "").trim(),
      end: (ends[i] ?? "").trim(),
    })).filter((row) => row.start !== "" || row.end !== "");
  });
}

/** True for the key of a row's error (`day6-1`), as opposed to one of the form's. */
export const isRowKey = (key: string) => /^day[1-7]-\d+$/.test(key);

/** The rules the rows make, and an error per refused row (by its key). */
export function checkRows(days: WeeklyRows) {
  const errors: Record<string, string> = {};
  const rules: WeeklyRule[] = [];
  days.forEach((rows, day) => {
    const weekday = day + 1;
    const ranges: { startMinute: number; endMinute: number }[] = [];
    rows.forEach((row, index) => {
      const key = `day${weekday}-${index}`;
      if (index >= MAX_RANGES_PER_DAY) {
        errors[key] = m.calendar_ranges_per_day({ max: MAX_RANGES_PER_DAY });
        return;
      }
      if (!row.start || !row.end) {
        errors[key] = m.calendar_range_both();
        return;
      }
      if (!TIME_INPUT.test(row.start) || !TIME_INPUT.test(row.end)) {
        errors[key] = m.calendar_range_format();
        return;
      }
      const startMinute = minuteOf(row.start.slice(0, 5));
      // A range may run to midnight: "00:00" as an end is the end of the day.
      const endMinute = row.end.startsWith("00:00") ? 1440 : minuteOf(row.end.slice(0, 5));
      if (endMinute <= startMinute) {
        errors[key] = m.calendar_range_end_after({ end: row.end.slice(0, 5), start: row.start.slice(0, 5) });
        return;
      }
      const clash = ranges.find((r) => startMinute < r.endMinute && r.startMinute < endMinute);
      if (clash) {
        errors[key] = m.calendar_range_overlaps({
          range: `${formatMinute(clash.startMinute)}–${formatMinute(clash.endMinute)}`,
        });
        return;
      }
      ranges.push({ startMinute, endMinute });
    });
    for (const r of ranges) rules.push({ weekday, ...r });
  });
  return { errors, rules };
}

export const WeeklyHoursSchema = z
  .object({
    intent: z.literal("hours"),
    // Without the marker the request is not this form (an old page, a hand-made request): saving it would close
    // every day.
    hoursForm: z.literal("rows", { error: () => m.calendar_form_out_of_date() }),
  })
  .catchall(z.union([z.string(), z.array(z.string())]).optional())
  .transform((form, ctx) => {
    const { errors, rules } = checkRows(postedRows((name) => list(form[name])));
    for (const [key, message] of Object.entries(errors)) ctx.addIssue({ code: "custom", path: [key], message });
    return { rules };
  });
