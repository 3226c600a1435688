import type { Place } from "~/booking/places";
import { PlaceDetails } from "./place-details";

/** What was booked, for the booker: when (in their zone), what, where, and its state. */
export function BookingSummary({
  booking,
}: {
  booking: { title: string; when: string; place: Place; durationMinutes: number; status: string };
}) {
  const status =
    booking.status === "cancelled"
      ? "Cancelled"
      : booking.status === "completed"
        ? "Completed"
        : booking.status === "no_show"
          ? "Missed"
          : booking.status === "pending_payment"
            ? "Waiting for payment"
            : "Confirmed";
  return (
    <dl className="card mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Session</dt>
      <dd>{booking.title}</dd>
      <dt className="font-semibold">When</dt>
      <dd>{booking.when}</dd>
      <dt className="font-semibold">Duration</dt>
      <dd>{booking.durationMinutes} minutes</dd>
      <dt className="font-semibold">Where</dt>
      <dd>
        <PlaceDetails place={booking.place} />
      </dd>
      <dt className="font-semibold">Status</dt>
      <dd>{status}</dd>
    </dl>
  );
}
