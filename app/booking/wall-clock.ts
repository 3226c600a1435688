/**
 * Wall-clock times in the business time zone as the owner's forms post them: a time of day ("09:30"), a range
 * of them, a `datetime-local` value ("2030-05-02T14:00"). Plain module: the forms' schemas run in the browser
 * too; the server turns them into instants (setup.server.ts, `businessInstant`).
 */
import { z } from "zod";

/** A time of day as the owner types it: "9:00", "09:00", up to "24:00". */
export const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes since midnight of "HH:MM". */
export function minuteOf(time: string) {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** "HH:MM" of minutes since midnight. */
export function formatMinute(minute: number) {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

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
