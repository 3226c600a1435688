import type { Place } from "~/booking/places";
import { m } from "~/paraglide/messages";
import { PlaceDetails } from "./place-details";

/** What was booked, for the booker: when (in their zone), what, where, and its state. */
export function BookingSummary({
  booking,
}: {
  booking: { title: string; when: string; place: Place; durationMinutes: number; status: string };
}) {
  const status =
    booking.status === "cancelled"
      ? m.booking_status_cancelled()
      : booking.status === "completed"
        ? m.booking_status_completed()
        : booking.status === "no_show"
          ? m.booking_status_missed()
          : booking.status === "pending_payment"
            ? m.booking_status_waiting_payment()
            : m.booking_status_confirmed();
  return (
    <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{m.booking_summary_session()}</dt>
      <dd>{booking.title}</dd>
      <dt className="font-semibold">{m.booking_summary_when()}</dt>
      <dd>{booking.when}</dd>
      <dt className="font-semibold">{m.booking_facts_duration()}</dt>
      <dd>{m.booking_facts_minutes({ count: booking.durationMinutes })}</dd>
      <dt className="font-semibold">{m.booking_facts_where()}</dt>
      <dd>
        <PlaceDetails place={booking.place} />
      </dd>
      <dt className="font-semibold">{m.booking_summary_status()}</dt>
      <dd>{status}</dd>
    </dl>
  );
}
