/**
 * A month with no free time left (late in the month, or in another time zone): the calendar says so and
 * links the nearest free day, instead of pointing at highlighted days that are not there. Before, a visitor
 * on the evening of the last day of a month met a page with no times and no way forward but the arrows.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import type { Locale } from "../lib/i18n/locale.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { getSessionTypeBySlug, type SessionType } from "./booking.server.ts";
import { type CalendarView, calendarView } from "./calendar-view.server.ts";
import { BookingCalendar } from "./components/booking-calendar.tsx";

let database: TestDatabase;
let consultation: SessionType;
beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
  consultation = (await getSessionTypeBySlug(database.db, "free-consultation")) as SessionType;
});
afterAll(() => database.destroy());

/** Sunday 31 January 2027, 21:00 in Paris: nothing of January is left to book. */
const LAST_EVENING = new Date("2027-01-31T20:00:00Z");

function pageText(locale: Locale, view: CalendarView) {
  const props = { view, basePath: "/book/free-consultation", timeHref: () => "/", zones: [], zoneChosen: true };
  const Stub = createRoutesStub([
    { path: "/book/free-consultation", Component: () => createElement(BookingCalendar, props) },
  ]);
  return inLocale(locale, () =>
    renderToStaticMarkup(createElement(Stub, { initialEntries: ["/book/free-consultation"] })),
  ).replaceAll("&amp;", "&");
}

describe("a month with no free time", () => {
  it("names the nearest free day and links it", async () => {
    const view = await calendarView(database.db, consultation, { month: "2027-01" }, LAST_EVENING);
    expect(view.month).toBe("2027-01");
    expect(view.selectedDate).toBeNull();
    expect(view.weeks.flat().filter((day) => day.inMonth && day.free > 0)).toEqual([]);
    expect(view.nearestFree).toMatchObject({ month: "2027-02" });
    expect(view.nearestFree!.date).toBe(view.firstFreeDate);

    const html = pageText("en", view);
    expect(html).toContain("There is no free time in January 2027.");
    expect(html).toContain(`See the nearest free day: ${view.nearestFree!.label}`);
    expect(html).toContain(`month=2027-02&date=${view.nearestFree!.date}`);
    expect(html).not.toContain("highlighted");
  });

  it("says it in French", async () => {
    const view = await inLocale("fr", () =>
      calendarView(database.db, consultation, { month: "2027-01" }, LAST_EVENING),
    );
    const html = pageText("fr", view);
    expect(html).toContain("Il n’y a aucun créneau libre en janvier 2027.");
    expect(html).toMatch(/Voir le jour libre le plus proche : \S+ \d+ février 2027/);
  });

  it("opens on the first free day when no month is asked for, as before", async () => {
    const view = await calendarView(database.db, consultation, {}, LAST_EVENING);
    expect(view.month).toBe("2027-02");
    expect(view.selectedDate).toBe(view.firstFreeDate);
    expect(view.nearestFree).toBeNull();
    expect(view.times.length).toBeGreaterThan(0);
  });
});
