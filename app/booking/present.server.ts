/** Booking data as pages show it (strings only, in the booker's time zone). */
import { formatDateTimeLong } from "./availability.ts";
import type { Booking, SessionType } from "./booking.server.ts";
import { bookingToken } from "./tokens.server.ts";

export function presentBooking(booking: Booking, type: SessionType, timeZone = booking.timeZone) {
  return {
    title: booking.phase ? `${type.name} (Phase ${booking.phase})` : type.name,
    when: formatDateTimeLong(booking.startsAt, timeZone),
    startsAt: booking.startsAt.toISOString(),
    location: type.location,
    durationMinutes: type.durationMinutes,
    status: booking.status,
  };
}

export function bookingPaths(booking: Booking) {
  return {
    view: `/book/booked/${bookingToken("view", booking.id, booking.version)}`,
    cancel: `/book/cancel/${bookingToken("cancel", booking.id, booking.version)}`,
    reschedule: `/book/reschedule/${bookingToken("reschedule", booking.id, booking.version)}`,
  };
}
