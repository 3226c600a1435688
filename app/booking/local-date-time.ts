/**
 * A wall-clock date and time as a `datetime-local` control posts it ("2030-05-02T14:00"), for the owner's
 * forms that take one (moving a booking, blocking time). Plain module: the forms' schemas run in the browser
 * too; the action reads the value in the business time zone (setup.server.ts, `businessInstant`).
 */
import { z } from "zod";

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** True for a real day and time ("2030-02-30T10:00" is not one). */
export function isLocalDateTime(value: string) {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}

/** A required date and time; the messages name the field (its emptiness, then its form). */
export const localDateTimeField = (required: () => string, format: () => string) =>
  z
    .string()
    .trim()
    .min(1, { error: () => required() })
    .refine((value) => value === "" || isLocalDateTime(value), { error: () => format() });
