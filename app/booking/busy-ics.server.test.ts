import { describe, expect, it } from "vitest";
import { busyRangesFromIcs, CalendarParseError } from "./busy-ics.server.ts";

const PARIS_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A calendar as Google or Outlook would publish it, from events given as property lines. */
function calendar(events: string[][], head: string[] = []) {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tests//Busy calendar fixtures//EN",
    ...head,
    ...events.flatMap((lines) => ["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

const YEAR_2026 = { from: new Date("2026-01-01T00:00:00Z"), to: new Date("2027-01-01T00:00:00Z") };

function expand(text: string, window = YEAR_2026, businessTimeZone = "Europe/Paris") {
  return busyRangesFromIcs(text, window, businessTimeZone).map((r) => [r.start.toISOString(), r.end.toISOString()]);
}

describe("busy ranges of a feed", () => {
  it("expands a weekly rule less its EXDATE, with a moved instance, across the March clock change", () => {
    const text = calendar(
      [
        [
          "UID:weekly@test",
          "SUMMARY:School run",
          "DTSTART;TZID=Europe/Paris:20260302T100000",
          "DTEND;TZID=Europe/Paris:20260302T110000",
          "RRULE:FREQ=WEEKLY;COUNT=6",
          "EXDATE;TZID=Europe/Paris:20260309T100000",
        ],
        [
          "UID:weekly@test",
          "RECURRENCE-ID;TZID=Europe/Paris:20260316T100000",
          "DTSTART;TZID=Europe/Paris:20260317T140000",
          "DTEND;TZID=Europe/Paris:20260317T150000",
        ],
      ],
      PARIS_VTIMEZONE,
    );
    expect(expand(text)).toEqual([
      ["2026-03-02T09:00:00.000Z", "2026-03-02T10:00:00.000Z"],
      // 9 March is excluded; 16 March moved to the 17th at 14:00.
      ["2026-03-17T13:00:00.000Z", "2026-03-17T14:00:00.000Z"],
      ["2026-03-23T09:00:00.000Z", "2026-03-23T10:00:00.000Z"],
      // Summer time from 29 March: 10:00 in Paris is 08:00 UTC.
      ["2026-03-30T08:00:00.000Z", "2026-03-30T09:00:00.000Z"],
      ["2026-04-06T08:00:00.000Z", "2026-04-06T09:00:00.000Z"],
    ]);
  });

  it("reads events that span the last Sunday of March and of October in Europe/Paris", () => {
    const text = calendar(
      [
        ["UID:spring@test", "DTSTART;TZID=Europe/Paris:20260329T013000", "DTEND;TZID=Europe/Paris:20260329T033000"],
        ["UID:autumn@test", "DTSTART;TZID=Europe/Paris:20261025T013000", "DTEND;TZID=Europe/Paris:20261025T033000"],
      ],
      PARIS_VTIMEZONE,
    );
    expect(expand(text)).toEqual([
      // 01:30 CET to 03:30 CEST: one real hour.
      ["2026-03-29T00:30:00.000Z", "2026-03-29T01:30:00.000Z"],
      // 01:30 CEST to 03:30 CET: three real hours.
      ["2026-10-24T23:30:00.000Z", "2026-10-25T02:30:00.000Z"],
    ]);
  });

  it("prefers the feed's own VTIMEZONE to the platform's rules for the same name", () => {
    const fixed = [
      "BEGIN:VTIMEZONE",
      "TZID:W. Europe Standard Time",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:+0500",
      "TZOFFSETTO:+0500",
      "DTSTART:16010101T000000",
      "END:STANDARD",
      "END:VTIMEZONE",
    ];
    const text = calendar(
      [
        [
          "UID:outlook@test",
          "DTSTART;TZID=W. Europe Standard Time:20260601T100000",
          "DTEND;TZID=W. Europe Standard Time:20260601T110000",
        ],
      ],
      fixed,
    );
    expect(expand(text)).toEqual([["2026-06-01T05:00:00.000Z", "2026-06-01T06:00:00.000Z"]]);
  });

  it("blocks the whole day of an all-day event in the business time zone", () => {
    const text = calendar([
      ["UID:day@test", "DTSTART;VALUE=DATE:20260415", "DTEND;VALUE=DATE:20260416"],
      ["UID:two-days@test", "DTSTART;VALUE=DATE:20260501", "DTEND;VALUE=DATE:20260503"],
      ["UID:no-end@test", "DTSTART;VALUE=DATE:20260601"],
    ]);
    expect(expand(text)).toEqual([
      ["2026-04-14T22:00:00.000Z", "2026-04-15T22:00:00.000Z"],
      ["2026-04-30T22:00:00.000Z", "2026-05-02T22:00:00.000Z"],
      ["2026-05-31T22:00:00.000Z", "2026-06-01T22:00:00.000Z"],
    ]);
    expect(expand(text, YEAR_2026, "America/New_York")[0]).toEqual([
      "2026-04-15T04:00:00.000Z",
      "2026-04-16T04:00:00.000Z",
    ]);
  });

  it("reads floating times in the calendar's X-WR-TIMEZONE, else in the business time zone, and UTC as UTC", () => {
    const events = [
      ["UID:floating@test", "DTSTART:20260610T090000", "DTEND:20260610T100000"],
      ["UID:utc@test", "DTSTART:20260611T090000Z", "DTEND:20260611T100000Z"],
    ];
    expect(expand(calendar(events))).toEqual([
      ["2026-06-10T07:00:00.000Z", "2026-06-10T08:00:00.000Z"],
      ["2026-06-11T09:00:00.000Z", "2026-06-11T10:00:00.000Z"],
    ]);
    expect(expand(calendar(events, ["X-WR-TIMEZONE:Asia/Tokyo"]))).toEqual([
      ["2026-06-10T00:00:00.000Z", "2026-06-10T01:00:00.000Z"],
      ["2026-06-11T09:00:00.000Z", "2026-06-11T10:00:00.000Z"],
    ]);
  });

  it("does not block with cancelled or transparent events, nor with a cancelled instance of a series", () => {
    const text = calendar([
      ["UID:cancelled@test", "STATUS:CANCELLED", "DTSTART:20260701T090000Z", "DTEND:20260701T100000Z"],
      ["UID:free@test", "TRANSP:TRANSPARENT", "DTSTART:20260702T090000Z", "DTEND:20260702T100000Z"],
      ["UID:busy@test", "TRANSP:OPAQUE", "STATUS:CONFIRMED", "DTSTART:20260703T090000Z", "DTEND:20260703T100000Z"],
      ["UID:daily@test", "DTSTART:20260706T120000Z", "DTEND:20260706T130000Z", "RRULE:FREQ=DAILY;COUNT=3"],
      [
        "UID:daily@test",
        "RECURRENCE-ID:20260707T120000Z",
        "STATUS:CANCELLED",
        "DTSTART:20260707T120000Z",
        "DTEND:20260707T130000Z",
      ],
    ]);
    expect(expand(text)).toEqual([
      ["2026-07-03T09:00:00.000Z", "2026-07-03T10:00:00.000Z"],
      ["2026-07-06T12:00:00.000Z", "2026-07-06T13:00:00.000Z"],
      ["2026-07-08T12:00:00.000Z", "2026-07-08T13:00:00.000Z"],
    ]);
  });

  it("reads a calendar in America/New_York without a VTIMEZONE, across its March clock change", () => {
    const text = calendar(
      [
        [
          "UID:ny-night@test",
          "DTSTART;TZID=America/New_York:20260308T013000",
          "DTEND;TZID=America/New_York:20260308T033000",
        ],
        [
          "UID:ny-weekly@test",
          "DTSTART;TZID=America/New_York:20260302T090000",
          "DTEND;TZID=America/New_York:20260302T093000",
          "RRULE:FREQ=WEEKLY;UNTIL=20260316T235959Z",
        ],
        ["UID:ny-floating@test", "DTSTART:20260320T170000", "DTEND:20260320T180000"],
      ],
      ["X-WR-TIMEZONE:America/New_York"],
    );
    expect(expand(text)).toEqual([
      ["2026-03-02T14:00:00.000Z", "2026-03-02T14:30:00.000Z"],
      // 01:30 EST to 03:30 EDT: one real hour.
      ["2026-03-08T06:30:00.000Z", "2026-03-08T07:30:00.000Z"],
      ["2026-03-09T13:00:00.000Z", "2026-03-09T13:30:00.000Z"],
      ["2026-03-16T13:00:00.000Z", "2026-03-16T13:30:00.000Z"],
      ["2026-03-20T21:00:00.000Z", "2026-03-20T22:00:00.000Z"],
    ]);
  });

  it("expands an endless rule up to the window's end only, and keeps what overlaps the window", () => {
    const text = calendar([
      ["UID:forever@test", "DTSTART:20200106T080000Z", "DTEND:20200106T090000Z", "RRULE:FREQ=WEEKLY"],
      ["UID:long@test", "DTSTART:20260101T000000Z", "DTEND:20260301T000000Z"],
      ["UID:later@test", "DTSTART:20270101T000000Z", "DTEND:20270102T000000Z"],
    ]);
    const window = { from: new Date("2026-02-02T08:30:00Z"), to: new Date("2026-02-17T00:00:00Z") };
    expect(expand(text, window)).toEqual([
      ["2026-01-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z"],
      ["2026-02-02T08:00:00.000Z", "2026-02-02T09:00:00.000Z"],
      ["2026-02-09T08:00:00.000Z", "2026-02-09T09:00:00.000Z"],
      ["2026-02-16T08:00:00.000Z", "2026-02-16T09:00:00.000Z"],
    ]);
  });

  it("moves an instance whose original time lies past the window into it", () => {
    const text = calendar([
      ["UID:series@test", "DTSTART:20260105T080000Z", "DTEND:20260105T090000Z", "RRULE:FREQ=WEEKLY"],
      ["UID:series@test", "RECURRENCE-ID:20260302T080000Z", "DTSTART:20260210T150000Z", "DTEND:20260210T160000Z"],
    ]);
    const window = { from: new Date("2026-02-09T00:00:00Z"), to: new Date("2026-02-12T00:00:00Z") };
    expect(expand(text, window)).toEqual([
      ["2026-02-09T08:00:00.000Z", "2026-02-09T09:00:00.000Z"],
      ["2026-02-10T15:00:00.000Z", "2026-02-10T16:00:00.000Z"],
    ]);
  });

  it("refuses a text that is not a calendar", () => {
    expect(() => busyRangesFromIcs("<html>Sign in</html>", YEAR_2026, "Europe/Paris")).toThrow(CalendarParseError);
  });
});
