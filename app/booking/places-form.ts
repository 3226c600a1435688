/**
 * Where sessions take place, as the owner sets it up: the studio's address and the video meeting link. One
 * schema, run in the browser and by the action. Plain module.
 */
import { z } from "zod";
import { AddressSchema, MeetingLinkSchema } from "./places.ts";

export const PlacesFormSchema = z.object({
  intent: z.literal("places"),
  studioAddress: AddressSchema,
  meetingLink: MeetingLinkSchema,
});

export type PlacesForm = z.output<typeof PlacesFormSchema>;
