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
import { m } from "~/paraglide/messages";
import { purchaseName } from "~/payments/package-language";
import { creditNoteFor } from "~/payments/packages.server";
import { bookingMoney } from "~/payments/refunds.server";
import type { Route } from "./+types/cancel";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.payments_cancel_title(), noindex: true });

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
    creditPackage: await creditNoteFor(db, booking.id).then((note) => (note ? purchaseName(note.purchase) : null)),
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
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.payments_cancel_title()}</h1>
      <BookingSummary booking={booking} />
      {actionData && (
        <p role="alert" className="alert-danger mt-6">
          {actionData.error}
        </p>
      )}
      {booking.status !== "confirmed" ? (
        <p className="mt-6">{m.payments_cancel_not_upcoming()}</p>
      ) : stale ? (
        <p role="alert" className="alert-danger mt-6">
          {m.payments_link_stale()}
        </p>
      ) : allowed ? (
        <Form method="post" className="mt-6">
          <p className="mb-4 text-slate-700">{m.payments_cancel_intro()}</p>
          {refund && <p className="mb-4 font-semibold">{refund}</p>}
          {creditPackage && (
            <p className="mb-4 text-slate-700">{m.payments_cancel_credit_back({ package: creditPackage })}</p>
          )}
          <button type="submit" className="btn-primary">
            {m.payments_cancel_button()}
          </button>
        </Form>
      ) : (
        <LateChangeNotice policy={policy} contact={contact} />
      )}
    </div>
  );
}
