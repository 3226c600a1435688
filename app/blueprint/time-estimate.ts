/**
 * Honest time estimates for the Blueprint's questionnaires, from their number of steps. One rate for every
 * step (an introduction reads in under a minute, a question takes one or two): 41 steps make about
 * 45 minutes. Answers are saved at every step, so the time can be split into as many sittings as wanted.
 * Worded in `locale`, by default the request's language (messages/blueprint).
 */

import type { Locale } from "../lib/i18n/locale.ts";
import { m } from "../paraglide/messages.js";

export const MINUTES_PER_STEP = 1.1;

/** Minutes for `steps` steps, to the nearest 5 (at least 5). */
export function minutesForSteps(steps: number) {
  return Math.max(5, Math.round((Math.max(0, steps) * MINUTES_PER_STEP) / 5) * 5);
}

/** "about 45 minutes", "about an hour", "about 1 hour 15 minutes", "about 2 hours" ("environ 45 minutes"…). */
export function durationText(minutes: number, locale?: Locale) {
  const options = locale ? { locale } : undefined;
  if (minutes < 60) return m.blueprint_time_minutes({ minutes }, options);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursText =
    hours === 1
      ? rest
        ? m.blueprint_time_one_hour({}, options)
        : m.blueprint_time_an_hour({}, options)
      : m.blueprint_time_hours({ hours }, options);
  return rest
    ? m.blueprint_time_about_with_minutes({ hours: hoursText, minutes: rest }, options)
    : m.blueprint_time_about({ duration: hoursText }, options);
}

/** "about 45 minutes, in as many sittings as you like" for 41 steps. */
export function stepsTimeEstimate(steps: number, locale?: Locale) {
  return m.blueprint_time_sittings(
    { duration: durationText(minutesForSteps(steps), locale) },
    locale ? { locale } : undefined,
  );
}
