import { data, Form, redirect } from "react-router";
import { cancelBooking, changePolicy, clientMayChange } from "~/booking/booking.server";
import { BookingSummary } from "~/booking/components/booking-summary";
import { LateChangeNotice } from "~/booking/components/late-change-notice";
import { refundOnCancel } from "~/booking/policy";
import { bookingContact, bookingPaths, getPlaceSettings, presentBooking } from "~/booking/present.server";
import { bookingForToken } from "~/booking/token-pages.server";
import { getDb } from "~/lib/db.server";
import { assertSameOrigin, HttpError } from "~/lib/http.server";
import { pageMeta } from "~/lib/meta";
import { creditNoteFor } from "~/payments/packages.server";
import { bookingMoney } from "~/payments/refunds.server";
import type { Route } from "./+types/cancel";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Cancel your booking", noindex: true });

/** A GET only asks: mail scanners follow links, and must never cancel anything. */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  const { booking, type, stale } = await bookingForToken(db, "cancel", params.token);
  return {
    booking: presentBooking(booking, type, await getPlaceSettings(db)),
    stale,
    allowed: !stale && clientMayChange(booking, type, new Date()),
    policy: changePolicy(type),
    contact: bookingContact(),
    /** Paid with a package credit: cancelling here (within the policy) gives it back. */
    creditPackage: (await creditNoteFor(db, booking.id))?.packageName ?? null,
    /** What cancelling now gives back (policy.ts), said before the button. */
    refund: refundOnCancel(
      booking.startsAt,
      type,
      "client",
      new Date(),
      (await bookingMoney(db, booking.id)).refundableCents,
    ).words,
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
  const { booking, tokenVersion } = await bookingForToken(db, "cancel", params.token);
  const outcome = await cancelBooking(db, booking.id, "client", new Date(), tokenVersion);
  if (outcome.status !== "done") return data({ error: outcome.detail }, { status: 409 });
  throw redirect(`${bookingPaths(outcome.booking).view}?cancelled=1`);
}

export default function CancelBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, stale, allowed, policy, contact, creditPackage, refund } = loaderData;
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">Cancel your booking</h1>
      <BookingSummary booking={booking} />
      {actionData && (
        <p role="alert" className="alert-danger mt-6">
          {actionData.error}
        </p>
      )}
      {booking.status !== "confirmed" ? (
        <p className="mt-6">This booking is no longer upcoming, so there is nothing to cancel.</p>
      ) : stale ? (
        <p role="alert" className="alert-danger mt-6">
          This link is from an older e-mail: please use the link in your latest confirmation.
        </p>
      ) : allowed ? (
        <Form method="post" className="mt-6">
          <p className="mb-4 text-slate-700">
            Cancelling frees the time for someone else. You will receive a confirmation.
          </p>
          {refund && <p className="mb-4 font-semibold">{refund}</p>}
          {creditPackage && (
            <p className="mb-4 text-slate-700">The credit it used goes back to your package {creditPackage}.</p>
          )}
          <button type="submit" className="btn-primary">
            Yes, cancel this booking
          </button>
        </Form>
      ) : (
        <LateChangeNotice policy={policy} contact={contact} />
      )}
    </div>
  );
}
