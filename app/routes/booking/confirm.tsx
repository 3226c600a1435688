import { data, Form, Link, redirect } from "react-router";
import { confirmBooking } from "~/booking/booking.server";
import { BookingSummary } from "~/booking/components/booking-summary";
import { bookingPaths, getPlaceSettings, presentBooking } from "~/booking/present.server";
import { bookingForToken } from "~/booking/token-pages.server";
import { getDb } from "~/lib/db.server";
import { assertSameOrigin, HttpError } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.booking_confirm_meta_title(), noindex: true });

/**
 * The link in the e-mail sent to the address of a pending booking. A GET only asks (mail scanners
 * follow links and must never confirm anything); the button confirms. A hold that ran out is gone (404).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  const { booking, type } = await bookingForToken(db, "confirm", params.token);
  const now = new Date();
  if (booking.status === "pending" && (!booking.confirmExpiresAt || booking.confirmExpiresAt <= now)) {
    throw data(null, { status: 404 });
  }
  return {
    booking: presentBooking(booking, type, await getPlaceSettings(db)),
    pending: booking.status === "pending",
    view: bookingPaths(booking).view,
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  try {
    assertSameOrigin(request);
  } catch (error) {
    if (error instanceof HttpError) return data({ error: error.detail }, { status: error.status });
    throw error;
  }
  const db = await getDb();
  const { booking } = await bookingForToken(db, "confirm", params.token);
  const outcome = await confirmBooking(db, booking.id, new Date());
  switch (outcome.status) {
    case "confirmed":
    case "already":
      throw redirect(bookingPaths(outcome.booking).view);
    case "expired":
      throw data(null, { status: 404 });
    case "refused":
      return data({ error: outcome.detail }, { status: 409 });
  }
}

export default function ConfirmBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, pending, view } = loaderData;
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.booking_confirm_heading()}</h1>
      <BookingSummary booking={booking} />
      {actionData && (
        <p role="alert" className="alert-danger mt-6">
          {actionData.error}
        </p>
      )}
      {pending ? (
        <Form method="post" className="mt-6">
          <button type="submit" className="btn-primary">
            {m.booking_confirm_button()}
          </button>
        </Form>
      ) : (
        <p className="mt-6">
          {m.booking_confirm_already()} <Link to={view}>{m.booking_confirm_see()}</Link>.
        </p>
      )}
    </div>
  );
}
