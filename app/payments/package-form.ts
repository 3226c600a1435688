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

/** The longest name and description, in either language; the form's fields say the same (`maxLength`). */
export const PACKAGE_NAME_MAX = 100;
export const PACKAGE_DESCRIPTION_MAX = 1000;

/** A name or description field, in one language: `long` is its message when it is over the limit. */
const text = (max: number, long: () => string) =>
  z
    .string()
    .trim()
    .max(max, { error: () => long() });

export const PackageSchema = z
  .object({
    name: text(PACKAGE_NAME_MAX, m.calendar_name_long).min(1, { error: () => m.calendar_name_required() }),
    description: text(PACKAGE_DESCRIPTION_MAX, m.calendar_description_long).default(""),
    /** The French texts (issue 30), empty for the English ones; absent from a form that does not show them = unchanged. */
    nameFr: text(PACKAGE_NAME_MAX, m.calendar_name_fr_long).optional(),
    descriptionFr: text(PACKAGE_DESCRIPTION_MAX, m.calendar_description_fr_long).optional(),
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
