/** The owner's business time zone, chosen from a list: one schema, run in the browser and by the action. */
import { z } from "zod";
import { isTimeZone } from "~/lib/intl";
import { m } from "~/paraglide/messages";

export const TimeZoneSchema = z.object({
  intent: z.literal("timezone"),
  timeZone: z
    .string()
    .max(64, { error: () => m.calendar_choose_time_zone() })
    .refine(isTimeZone, { error: () => m.calendar_choose_time_zone() }),
});
