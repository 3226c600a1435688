/**
 * Field rules shared by the forms' schemas (docs/decisions/024-forms-with-conform.md). Plain module, safe in the
 * browser bundle: each rule's message is a function read when the field fails, in the page's or request's language.
 */
import { z } from "zod";
import { m } from "~/paraglide/messages";

/**
 * A whole number from `min` to `max`, typed as digits ("7", not "7.0" or "1e1"). One message for every way it can
 * fail (empty, not a number, out of range), naming the field and its bounds.
 */
export const wholeNumber = (min: number, max: number, message: () => string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));

/**
 * A whole number from `min` to `max`, each way it fails with its own message naming the field (`label`, read in
 * the request's language): not a number (`notANumber` picks the wording), not whole, too small, too large.
 */
export const boundedWholeNumber = (
  label: () => string,
  min: number,
  max: number,
  notANumber: (inputs: { label: string }) => string = m.calendar_int_number,
) =>
  z.coerce
    .number({ error: () => notANumber({ label: label() }) })
    .int({ error: () => m.calendar_int_whole({ label: label() }) })
    .min(min, { error: () => m.calendar_int_min({ label: label(), min }) })
    .max(max, { error: () => m.calendar_int_max({ label: label(), max }) });
