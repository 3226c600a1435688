import { describe, expect, it } from "vitest";
import { countedSteps, PHASES } from "~/blueprint/questionnaires/engine";
import { durationText, MINUTES_PER_STEP, minutesForSteps, stepsTimeEstimate } from "./time-estimate";

describe("time estimates from the number of steps", () => {
  it("says about 45 minutes, in as many sittings as you like, for Phase 1's 41 steps", () => {
    expect(countedSteps(PHASES[0]!)).toHaveLength(41);
    expect(stepsTimeEstimate(41)).toBe("about 45 minutes, in as many sittings as you like");
  });

  it("follows the one rate, to the nearest 5 minutes, never less than 5", () => {
    expect(MINUTES_PER_STEP).toBeGreaterThan(1);
    expect(minutesForSteps(0)).toBe(5);
    expect(minutesForSteps(1)).toBe(5);
    expect(minutesForSteps(9)).toBe(10);
    expect(minutesForSteps(20)).toBe(20);
    for (const phase of PHASES) {
      const steps = countedSteps(phase).length;
      expect(Math.abs(minutesForSteps(steps) - steps * MINUTES_PER_STEP)).toBeLessThanOrEqual(2.5);
    }
  });

  it("words hours plainly", () => {
    expect(durationText(30)).toBe("about 30 minutes");
    expect(durationText(60)).toBe("about an hour");
    expect(durationText(75)).toBe("about 1 hour 15 minutes");
    expect(durationText(120)).toBe("about 2 hours");
  });

  it("words them in French when asked, with French spacing", () => {
    expect(durationText(30, "fr")).toBe("environ 30\u00a0minutes");
    expect(durationText(60, "fr")).toBe("environ une heure");
    expect(durationText(75, "fr")).toBe("environ 1\u00a0heure 15\u00a0minutes");
    expect(durationText(120, "fr")).toBe("environ 2\u00a0heures");
    expect(stepsTimeEstimate(41, "fr")).toBe("environ 45\u00a0minutes, en autant de fois que vous le souhaitez");
  });
});
