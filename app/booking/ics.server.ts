/**
 * Calendar invitations. One UID per booking for its whole life, SEQUENCE = the booking's version
 * (it grows on every change), times in UTC so every calendar shows the right local time.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

export interface IcsBooking {
  icsUid: string;
  version: number;
  startsAt: Date;
  endsAt: Date;
  status: string;
  summary: string;
  description: string;
  location: string;
  organizerEmail: string;
  organizerName: string;
  /** None for a deleted client's kept booking: the event then lists no attendee. */
  attendeeEmail: string | null;
  attendeeName: string;
  url?: string;
}

function addEvent(calendar: ReturnType<typeof ical>, booking: IcsBooking, cancelled: boolean) {
  calendar.createEvent({
    id: booking.icsUid,
    sequence: booking.version,
    start: booking.startsAt,
    end: booking.endsAt,
    timezone: null,
    summary: booking.summary,
    description: booking.description,
    location: booking.location || null,
    url: booking.url ?? null,
    // A booking still waiting for its address to confirm it, or for its deposit, holds the time tentatively.
    status: cancelled
      ? ICalEventStatus.CANCELLED
      : booking.status === "pending" || booking.status === "pending_payment"
        ? ICalEventStatus.TENTATIVE
        : ICalEventStatus.CONFIRMED,
    organizer: { name: booking.organizerName, email: booking.organizerEmail },
    attendees: booking.attendeeEmail ? [{ name: booking.attendeeName, email: booking.attendeeEmail, rsvp: false }] : [],
  });
}

/** An invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL). */
export function invitationIcs(booking: IcsBooking, method: "request" | "cancel", language: "en" | "fr" = "en"): string {
  const calendar = ical({
    prodId: { company: "Holistic Omega", product: "Booking", language: language.toUpperCase() },
    method: method === "cancel" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addEvent(calendar, booking, method === "cancel");
  return calendar.toString();
}

/** The owner's subscribed feed: every booking that is not cancelled. */
export function feedIcs(name: string, events: IcsBooking[]): string {
  const calendar = ical({
    name,
    prodId: { company: "Holistic Omega", product: "Booking", language: "EN" },
    ttl: 15 * 60,
  });
  for (const event of events) addEvent(calendar, event, false);
  return calendar.toString();
}
