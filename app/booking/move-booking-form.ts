/**
 * The owner moves a booking to a new start (the owner's booking page): one schema, run in the browser and by
 * the action. Plain module. Whether the new time is free only the server knows (`rescheduleBooking`).
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";
import { localDateTimeField } from "./wall-clock.ts";

export const MoveBookingSchema = z.object({
  intent: z.literal("move"),
  /** Wall-clock time in the business time zone. */
  start: localDateTimeField(m.calendar_move_start_required, m.calendar_move_start_format),
});
