/**
 * Issue 25: the owner's set-up forms' schemas, as the browser and the action read the posted fields
 * (app/lib/submission.ts): each refusal on the field it concerns, naming it.
 */
import { describe, expect, it } from "vitest";
import { parseSubmission } from "../lib/submission.ts";
import { BlockedTimeSchema } from "./blocked-time-form.ts";
import { DateOverrideSchema } from "./date-override-form.ts";
import { PlacesFormSchema } from "./places-form.ts";
import { TimeZoneSchema } from "./time-zone-form.ts";
import { isLocalDateTime } from "./wall-clock.ts";
import { WeeklyHoursSchema } from "./weekly-hours-form.ts";

const read = <S extends Parameters<typeof parseSubmission>[1]>(schema: S, fields: [string, string][]) =>
  parseSubmission(new URLSearchParams(fields), schema);
const errorsOf = (schema: Parameters<typeof parseSubmission>[1], fields: [string, string][]) =>
  read(schema, fields).reply().error;

describe("a date and time as a datetime-local control posts it", () => {
  it("is a real day and time", () => {
    expect(isLocalDateTime("2030-05-02T14:00")).toBe(true);
    expect(isLocalDateTime("2028-02-29T00:00")).toBe(true);
    expect(isLocalDateTime("2030-02-30T10:00")).toBe(false);
    expect(isLocalDateTime("2030-05-02T24:00")).toBe(false);
    expect(isLocalDateTime("2030-05-02 14:00")).toBe(false);
  });
});

describe("blocked time", () => {
  const block = (from: string, until: string) => [
    ["intent", "block"] as [string, string],
    ["from", from] as [string, string],
    ["until", until] as [string, string],
    ["note", ""] as [string, string],
  ];

  it("asks for both ends, real ones, the end after the start", () => {
    expect(errorsOf(BlockedTimeSchema, block("", "2030-02-30T10:00"))).toEqual({
      from: ["Enter when the blocked time starts."],
      until: ["The end must be a real date and time."],
    });
    expect(errorsOf(BlockedTimeSchema, block("2030-05-02T12:00", "2030-05-02T12:00"))).toEqual({
      until: ["The end must be after the start."],
    });
    expect(read(BlockedTimeSchema, block("2030-05-02T12:00", "2030-05-03T09:00")).status).toBe("success");
  });
});

describe("a date's own hours", () => {
  const override = (date: string, hours: string) => [
    ["intent", "override"] as [string, string],
    ["date", date] as [string, string],
    ["hours", hours] as [string, string],
  ];

  it("reads the ranges in order, and no hours as a closed day", () => {
    const open = read(DateOverrideSchema, override("2031-05-04", "13:00-17:00; 9:00 – 12:00"));
    expect(open.status === "success" && open.value).toMatchObject({
      date: "2031-05-04",
      hours: [
        { startMinute: 540, endMinute: 720 },
        { startMinute: 780, endMinute: 1020 },
      ],
      note: "",
    });
    const closed = read(DateOverrideSchema, override("2031-05-04", " "));
    expect(closed.status === "success" && closed.value.hours).toEqual([]);
  });

  it("refuses a date that does not exist and ranges that overlap, each on its field", () => {
    expect(errorsOf(DateOverrideSchema, override("2031-02-30", "09:00-12:00, 11:00-13:00"))).toEqual({
      date: ["Choose a date."],
      hours: ["Ranges must not overlap."],
    });
  });
});

describe("weekly hours", () => {
  it("keys a row's error by its place among the day's rows that are not empty", () => {
    const result = read(WeeklyHoursSchema, [
      ["intent", "hours"],
      ["hoursForm", "rows"],
      ["day6-start", ""],
      ["day6-end", ""],
      ["day6-start", "10:00"],
      ["day6-end", "12:00"],
      ["day6-start", "14:00"],
      ["day6-end", "13:00"],
    ]).reply();
    expect(result.error).toEqual({ "day6-1": ["The end (13:00) must be after the start (14:00)."] });
  });

  it("reads one row posted for a day (a single value) as well as several", () => {
    const saved = read(WeeklyHoursSchema, [
      ["intent", "hours"],
      ["hoursForm", "rows"],
      ["day1-start", "09:00"],
      ["day1-end", "00:00"],
    ]);
    expect(saved.status === "success" && saved.value.rules).toEqual([
      { weekday: 1, startMinute: 540, endMinute: 1440 },
    ]);
  });
});

describe("places and the time zone", () => {
  it("refuse a meeting link that is not https and a zone that does not exist", () => {
    expect(
      errorsOf(PlacesFormSchema, [
        ["intent", "places"],
        ["studioAddress", ""],
        ["meetingLink", "http://meet.example.com/x"],
      ]),
    ).toEqual({ meetingLink: ["The meeting link must be a web address starting with https://."] });
    expect(
      errorsOf(TimeZoneSchema, [
        ["intent", "timezone"],
        ["timeZone", "Europe/Atlantis"],
      ]),
    ).toEqual({ timeZone: ["Choose a time zone from the list."] });
  });
});
