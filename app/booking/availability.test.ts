import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  type AvailabilityInput,
  dateIn,
  dayCandidates,
  explainDay,
  formatTime,
  freeSlots,
  groupByDate,
  type SlotType,
  type WeeklyRule,
} from "./availability.ts";

const PARIS = "Europe/Paris";
const type: SlotType = {
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 365,
  dailyCap: null,
};

const everyDay = (startMinute: number, endMinute: number): WeeklyRule[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startMinute, endMinute }));

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    timeZone: PARIS,
    rules: everyDay(9 * 60, 12 * 60),
    overrides: [],
    blocked: [],
    busy: [],
    bookedPerDate: new Map(),
    now: new Date("2026-01-01T00:00:00Z"),
    ...overrides,
  };
}

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe("an instant's date and time in a zone", () => {
  it("match date-fns in zones with odd offsets, across every clock change of a year", () => {
    const zones = [PARIS, "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "Australia/Lord_Howe", "UTC"];
    const mismatches: string[] = [];
    for (const zone of zones) {
      // Every 91 minutes through 2026: each wall-clock minute class and both sides of each change.
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 91 * 60_000) {
        const at = new Date(t);
        const expected = `${format(at, "yyyy-MM-dd", { in: tz(zone) })} ${format(at, "HH:mm", { in: tz(zone) })}`;
        const got = `${dateIn(at, zone)} ${formatTime(at, zone)}`;
        if (got !== expected) mismatches.push(`${zone} ${at.toISOString()}: ${got}, expected ${expected}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(formatTime(new Date("2026-03-29T00:30:00Z"), PARIS)).toBe("01:30");
    expect(formatTime(new Date("2026-03-29T01:30:00Z"), PARIS)).toBe("03:30");
    expect(formatTime(new Date("2026-11-25T23:00:00Z"), PARIS)).toBe("00:00");
    expect(dateIn(new Date("2026-11-25T23:00:00Z"), PARIS)).toBe("2026-11-26");
  });
});

describe("free times across daylight saving changes (Europe/Paris)", () => {
  const nineToTen = () => input({ rules: everyDay(9 * 60, 10 * 60) });

  it("keeps 09:00 Paris wall time on both sides of the last Sunday of March", () => {
    // 2026-03-29: clocks go from 02:00 CET to 03:00 CEST.
    const slots = freeSlots("2026-03-28", "2026-03-30", type, nineToTen());
    expect(iso(slots)).toEqual(["2026-03-28T08:00:00.000Z", "2026-03-29T07:00:00.000Z", "2026-03-30T07:00:00.000Z"]);
  });

  it("keeps 09:00 Paris wall time on both sides of the last Sunday of October", () => {
    // 2026-10-25: clocks go from 03:00 CEST back to 02:00 CET.
    const slots = freeSlots("2026-10-24", "2026-10-26", type, nineToTen());
    expect(iso(slots)).toEqual(["2026-10-24T07:00:00.000Z", "2026-10-25T08:00:00.000Z", "2026-10-26T08:00:00.000Z"]);
  });

  it("offers only times that exist on the night the clocks jump forward, each once", () => {
    const night = input({ rules: [{ weekday: 7, startMinute: 60, endMinute: 240 }] });
    const slots = freeSlots("2026-03-29", "2026-03-29", { ...type, durationMinutes: 30 }, night);
    // 01:00–04:00 wall time is only two real hours: 02:00–03:00 does not exist that night.
    expect(slots.map((s) => formatTime(s, PARIS))).toEqual(["01:00", "01:30", "03:00", "03:30"]);
    expect(new Set(iso(slots)).size).toBe(slots.length);
  });

  it("offers the repeated hour on the night the clocks go back as real, distinct times", () => {
    const night = input({ rules: [{ weekday: 7, startMinute: 60, endMinute: 240 }] });
    const slots = freeSlots("2026-10-25", "2026-10-25", { ...type, durationMinutes: 30 }, night);
    expect(slots).toHaveLength(8); // four real hours
    expect(slots.map((s) => formatTime(s, PARIS))).toEqual([
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "02:00",
      "02:30",
      "03:00",
      "03:30",
    ]);
    for (let i = 1; i < slots.length; i++) expect(slots[i]!.getTime() - slots[i - 1]!.getTime()).toBe(30 * 60_000);
  });
});

describe("visitors in other time zones", () => {
  it("shows a New York visitor the right local time while only the US has changed its clocks", () => {
    // The US moved to daylight time on 2026-03-08; Paris only on 2026-03-29: a 5-hour gap, not 6.
    const [first] = freeSlots("2026-03-16", "2026-03-16", type, input());
    expect(formatTime(first!, PARIS)).toBe("09:00");
    expect(formatTime(first!, "America/New_York")).toBe("04:00");
    const [later] = freeSlots("2026-04-06", "2026-04-06", type, input());
    expect(formatTime(later!, "America/New_York")).toBe("03:00");
    const [winter] = freeSlots("2026-11-02", "2026-11-02", type, input());
    // Europe left summer time on 2026-10-25, the US on 2026-11-01: back to 6 hours.
    expect(formatTime(winter!, "America/New_York")).toBe("03:00");
  });

  it("groups times by the visitor's own date (Kolkata is ahead, New York behind)", () => {
    const evening = input({ rules: everyDay(20 * 60, 21 * 60) });
    const slots = freeSlots("2026-03-28", "2026-03-30", type, evening);
    const kolkata = groupByDate(slots, "Asia/Kolkata");
    // 20:00 Paris on Saturday 28 March (CET) is 00:30 on Sunday 29 March in Kolkata.
    expect(kolkata.get("2026-03-29")?.map((s) => formatTime(s, "Asia/Kolkata"))).toEqual(["00:30", "23:30"]);
    // After the change, 20:00 CEST on Sunday is 23:30 IST the same day; Monday's is 23:30 on Monday.
    expect(kolkata.get("2026-03-30")?.map((s) => formatTime(s, "Asia/Kolkata"))).toEqual(["23:30"]);
    expect(kolkata.has("2026-03-28")).toBe(false);
    const newYork = groupByDate(slots, "America/New_York");
    expect(newYork.get("2026-03-28")?.map((s) => formatTime(s, "America/New_York"))).toEqual(["15:00"]);
    expect(newYork.get("2026-03-29")?.map((s) => formatTime(s, "America/New_York"))).toEqual(["14:00"]);
  });
});

describe("why a day has no free time", () => {
  const date = "2026-02-10"; // a Tuesday
  it("explains a day without hours", () => {
    expect(explainDay(date, type, input({ rules: [] })).reasons).toEqual({ closed: 1 });
  });

  it("explains notice, cap, blocked time and bookings", () => {
    const nine = new Date("2026-02-10T08:00:00Z");
    const ten = new Date("2026-02-10T09:00:00Z");
    const eleven = new Date("2026-02-10T10:00:00Z");
    const noon = new Date("2026-02-10T11:00:00Z");
    expect(
      explainDay(date, type, input({ now: new Date("2026-02-10T07:30:00Z"), blocked: [{ start: ten, end: eleven }] })),
    ).toMatchObject({
      free: 2,
      reasons: { blocked: 3 },
    });
    const withNotice = explainDay(date, { ...type, minNoticeMinutes: 24 * 60 }, input({ now: nine }));
    expect(withNotice).toMatchObject({ free: 0, reasons: { notice: 5 } });
    expect(explainDay(date, { ...type, dailyCap: 1 }, input({ bookedPerDate: new Map([[date, 1]]) }))).toMatchObject({
      free: 0,
      reasons: { cap: 5 },
    });
    expect(explainDay(date, type, input({ busy: [{ start: nine, end: noon }] }))).toMatchObject({
      free: 0,
      reasons: { booked: 5 },
    });
  });

  it("counts buffers: a session may not start right after a booking when it needs time before", () => {
    const busy = [{ start: new Date("2026-02-10T08:00:00Z"), end: new Date("2026-02-10T09:00:00Z") }];
    const candidates = dayCandidates(date, { ...type, bufferBeforeMinutes: 15 }, input({ busy }));
    expect(candidates.find((c) => c.start.toISOString() === "2026-02-10T09:00:00.000Z")?.reason).toBe("booked");
    expect(candidates.find((c) => c.start.toISOString() === "2026-02-10T09:30:00.000Z")?.reason).toBeUndefined();
  });

  it("replaces the weekly hours with a date's overrides, or closes the day", () => {
    const changed = input({ overrides: [{ date, startMinute: 14 * 60, endMinute: 16 * 60 }] });
    expect(freeSlots(date, date, type, changed).map((s) => formatTime(s, PARIS))).toEqual(["14:00", "14:30", "15:00"]);
    const closed = input({ overrides: [{ date, startMinute: null, endMinute: null }] });
    expect(explainDay(date, type, closed).reasons).toEqual({ closed: 1 });
  });
});

describe("busy calendars and travel time (issue 28)", () => {
  const day = "2026-02-10";
  const at = (time: string) => new Date(`${day}T${time}:00Z`);

  it("removes the times a calendar range overlaps, with buffers, and names the calendar", () => {
    // 09:00–12:00 Paris is 08:00–11:00 UTC: starts 09:00, 09:30, … 11:00.
    const calendarBusy = [{ start: at("09:15"), end: at("09:45"), calendar: "Family" }];
    expect(iso(freeSlots(day, day, type, input({ calendarBusy })))).toEqual([
      "2026-02-10T08:00:00.000Z",
      "2026-02-10T10:00:00.000Z",
    ]);
    const buffered = { ...type, bufferAfterMinutes: 30 };
    expect(iso(freeSlots(day, day, buffered, input({ calendarBusy })))).toEqual(["2026-02-10T10:00:00.000Z"]);
    expect(explainDay(day, type, input({ calendarBusy }))).toMatchObject({
      free: 2,
      reasons: { calendar: 3 },
      busyCalendars: [{ name: "Family", count: 3 }],
    });
  });

  it("finds a long range that started before shorter ones (the running maximum of ends)", () => {
    const calendarBusy = [
      { start: at("09:35"), end: at("09:40"), calendar: "Work" },
      { start: new Date("2026-02-09T12:00:00Z"), end: at("09:05"), calendar: "Trip" },
      { start: at("07:00"), end: at("07:10"), calendar: "Work" },
    ];
    expect(iso(freeSlots(day, day, type, input({ calendarBusy })))).toEqual(["2026-02-10T10:00:00.000Z"]);
    const checked = dayCandidates(day, type, input({ calendarBusy })).map((c) => [c.start.toISOString(), c.reason]);
    const linear = dayCandidates(day, type, input()).map((c) => [
      c.start.toISOString(),
      calendarBusy.some((b) => b.start < c.end && c.start < b.end) ? "calendar" : undefined,
    ]);
    expect(checked).toEqual(linear);
  });

  it("holds travel time before and after a session on location only", () => {
    const calendarBusy = [{ start: at("10:50"), end: at("11:30"), calendar: "Family" }];
    const onLocation = { ...type, locationKind: "on_location", travelMinutes: 45 };
    expect(iso(freeSlots(day, day, onLocation, input({ calendarBusy })))).toEqual([
      "2026-02-10T08:00:00.000Z",
      "2026-02-10T08:30:00.000Z",
      "2026-02-10T09:00:00.000Z",
    ]);
    const inStudio = { ...onLocation, locationKind: "studio" };
    expect(freeSlots(day, day, inStudio, input({ calendarBusy }))).toHaveLength(4);
  });
});
