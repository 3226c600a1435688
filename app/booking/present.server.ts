/** Booking data as pages show it (strings only, in the booker's time zone). */

import type { Db } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { getSetting } from "~/lib/settings.server";
import { getSiteConfig } from "~/lib/site-config.server";
import { formatDateTimeLong } from "./availability.ts";
import type { Booking, SessionType } from "./booking.server.ts";
import { type PlaceSettings, sessionPlace } from "./places.ts";
import { type Contact, policyWords } from "./policy.ts";
import { bookingToken } from "./tokens.server.ts";
import { sessionTitle } from "./type-language.ts";

export function presentBooking(
  booking: Booking,
  type: SessionType,
  places: PlaceSettings,
  timeZone = booking.timeZone,
) {
  return {
    title: sessionTitle(type, booking.phase),
    when: formatDateTimeLong(booking.startsAt, timeZone),
    startsAt: booking.startsAt.toISOString(),
    place: sessionPlace(type, places, booking),
    durationMinutes: type.durationMinutes,
    status: booking.status,
  };
}

/** What the booker may do about a confirmed booking now, in words (policy.ts). */
export function presentPolicy(booking: Booking, type: SessionType, now: Date) {
  return policyWords(booking.startsAt, type, now, booking.timeZone);
}

/** How a booker reaches the owner when a change is too late to make online. */
export function bookingContact(): Contact {
  const site = getSiteConfig(getEnv().SITE_NAME);
  return { email: site.contactEmail, phone: site.phones[0] };
}

export function getPlaceSettings(db: Db) {
  return getSetting(db, "bookingPlaces");
}

/** The booking's pages, in the language of the page asking (`/fr/book/…` from a French page). */
export function bookingPaths(booking: Booking) {
  const locale = serverLocale();
  return {
    view: localizedHref(`/book/booked/${bookingToken("view", booking.id, booking.version)}`, locale),
    cancel: localizedHref(`/book/cancel/${bookingToken("cancel", booking.id, booking.version)}`, locale),
    reschedule: localizedHref(`/book/reschedule/${bookingToken("reschedule", booking.id, booking.version)}`, locale),
  };
}
