/**
 * Field rules shared by the forms' schemas (docs/decisions/024-forms-with-conform.md). Plain module, safe in the
 * browser bundle: each rule's message is a function read when the field fails, in the page's or request's language.
 */
import { z } from "zod";

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
