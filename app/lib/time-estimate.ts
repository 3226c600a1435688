/**
 * Honest time estimates for the Blueprint's questionnaires, from their number of steps. One rate for every
 * step (an introduction reads in under a minute, a question takes one or two): 41 steps make about
 * 45 minutes. Answers are saved at every step, so the time can be split into as many sittings as wanted.
 */
export const MINUTES_PER_STEP = 1.1;

/** Minutes for `steps` steps, to the nearest 5 (at least 5). */
export function minutesForSteps(steps: number) {
  return Math.max(5, Math.round((Math.max(0, steps) * MINUTES_PER_STEP) / 5) * 5);
}

/** "about 45 minutes", "about an hour", "about 1 hour 15 minutes", "about 2 hours". */
export function durationText(minutes: number) {
  if (minutes < 60) return `about ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursText = hours === 1 ? (rest ? "1 hour" : "an hour") : `${hours} hours`;
  return rest ? `about ${hoursText} ${rest} minutes` : `about ${hoursText}`;
}

/** "about 45 minutes, in as many sittings as you like" for 41 steps. */
export function stepsTimeEstimate(steps: number) {
  return `${durationText(minutesForSteps(steps))}, in as many sittings as you like`;
}
