/**
 * The owner's two gallery forms (a new gallery, a gallery's settings): one schema each, read in the browser for
 * instant feedback and by the actions as the authority (app/lib/submission.ts). Plain module, safe in the browser
 * bundle: its messages are read when a field fails, in the language of the page or of the request. Whether the
 * chosen booking is the client's is the server's check (galleries.server.ts).
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";

const dateString = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => m.studio_field_date_format() })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: () => m.studio_field_date_real() });

export const GallerySettingsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => m.studio_field_title_missing() })
    .max(120, { error: () => m.studio_field_title_too_long() }),
  selectionLimit: z.coerce
    .number({ error: () => m.studio_field_limit_missing() })
    .int({ error: () => m.studio_field_limit_whole() })
    .min(1, { error: () => m.studio_field_limit_min() })
    .max(500, { error: () => m.studio_field_limit_max() }),
  expiresOn: dateString,
  allowDownloads: z
    .enum(["on", "true", "false", ""])
    .optional()
    .transform((v) => v === "on" || v === "true"),
  finalsKeepMetadata: z
    .enum(["on", "true", "false", ""])
    .optional()
    .transform((v) => v === "on" || v === "true"),
  watermarkText: z
    .string()
    .trim()
    .max(60, { error: () => m.studio_field_watermark_too_long() })
    .default(""),
  sessionDate: z.union([z.literal(""), dateString]).default(""),
  /** One of the client's bookings (its id, from the form's list), checked against the client on save. */
  bookingId: z
    .string()
    .trim()
    .max(64, { error: () => m.studio_field_booking_invalid() })
    .regex(/^[A-Za-z0-9_-]*$/, { error: () => m.studio_field_booking_invalid() })
    .default(""),
});

/** The client first, as the form shows it (the error summary follows the schema's order). */
export const NewGallerySchema = z.object({
  clientId: z
    .string()
    .trim()
    .min(1, { error: () => m.studio_field_client_missing() })
    .max(100),
  ...GallerySettingsSchema.shape,
});

/** The fields both forms show, by name. */
export type GalleryFieldName = keyof z.input<typeof GallerySettingsSchema>;
