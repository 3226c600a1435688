/**
 * The owner's package form (issue 29): one schema, read in the browser for instant feedback and by the action as
 * the authority (app/lib/submission.ts). Plain module, safe in the browser bundle: its messages are read when a
 * field fails, in the language of the page or of the request.
 */
import { z } from "zod";
import { eurosField } from "~/booking/price";
import { boundedWholeNumber } from "~/lib/form-fields";
import { m } from "~/paraglide/messages";

/** A package's counts say "whole number" for anything that is not one, words included. */
const whole = (label: () => string, min: number, max: number) =>
  boundedWholeNumber(label, min, max, m.calendar_int_whole);

export const PackageSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => m.calendar_name_required() })
      .max(100, { error: () => m.calendar_name_long() }),
    description: z
      .string()
      .trim()
      .max(1000, { error: () => m.calendar_description_long() })
      .default(""),
    price: eurosField(m.calendar_package_price_format),
    sessionCount: whole(m.calendar_label_sessions, 1, 100),
    validityDays: whole(m.calendar_label_validity, 1, 3650),
    // Repeated checkboxes: none ticked is absent, one ticked is a single value.
    sessionTypeIds: z.preprocess(
      (value) => (value === undefined ? [] : [value].flat()),
      z
        .array(z.coerce.number().int().positive().max(2_147_483_647), { error: () => m.calendar_covers_choose() })
        .max(50, { error: () => m.calendar_covers_choose() }),
    ),
    active: z.enum(["on"]).optional(),
  })
  .superRefine((form, ctx) => {
    if (form.active !== "on") return;
    if (!form.price) {
      ctx.addIssue({ code: "custom", path: ["price"], message: m.calendar_package_needs_price() });
    }
    if (form.sessionTypeIds.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["sessionTypeIds"],
        message: m.calendar_package_needs_type(),
      });
    }
  });

export type PackageForm = z.output<typeof PackageSchema>;

/** The form's fields as the schema reads them without Conform (the covered types are repeated checkboxes). */
export function packageFormInput(form: URLSearchParams) {
  return { ...Object.fromEntries(form), sessionTypeIds: form.getAll("sessionTypeIds") };
}

/** The stored price as the form shows it: "480", "479.50", or "" when none is set. */
export function priceInput(cents: number | null) {
  return cents === null ? "" : (cents / 100).toFixed(cents % 100 ? 2 : 0);
}
