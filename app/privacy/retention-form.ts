/**
 * The owner's retention periods form on /admin/settings: read in the browser as the owner types and by the action
 * as the authority (app/lib/submission.ts). Plain module, safe in the browser bundle. The bounds are the setting's
 * (app/lib/settings.server.ts), which checks the stored value again.
 */
import { z } from "zod";
import { wholeNumber } from "~/lib/form-fields";
import { m } from "~/paraglide/messages";

export const RETENTION_BOUNDS = {
  inquiryMonths: { min: 1, max: 120 },
  galleryFilesMonths: { min: 1, max: 120 },
  inactiveAccountYears: { min: 1, max: 10 },
  warningDays: { min: 7, max: 90 },
} as const;

const field = (name: keyof typeof RETENTION_BOUNDS, message: () => string) =>
  wholeNumber(RETENTION_BOUNDS[name].min, RETENTION_BOUNDS[name].max, message);

export const RetentionFormSchema = z.object({
  inquiryMonths: field("inquiryMonths", m.studio_settings_retention_inquiries_range),
  galleryFilesMonths: field("galleryFilesMonths", m.studio_settings_retention_galleries_range),
  inactiveAccountYears: field("inactiveAccountYears", m.studio_settings_retention_accounts_range),
  warningDays: field("warningDays", m.studio_settings_retention_warning_range),
});
