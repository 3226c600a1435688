import { Link } from "react-router";
import { formatTime } from "~/booking/availability";
import { BookingSummary } from "~/booking/components/booking-summary";
import { LateChangeNotice } from "~/booking/components/late-change-notice";
import {
  bookingContact,
  bookingPaths,
  getPlaceSettings,
  presentBooking,
  presentPolicy,
} from "~/booking/present.server";
import { paymentWords } from "~/booking/price";
import { bookingForToken } from "~/booking/token-pages.server";
import { getDb } from "~/lib/db.server";
import { useLocalizedHref } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { useRefreshWhilePending } from "~/media/components/use-refresh-while-pending";
import { m } from "~/paraglide/messages";
import { PaymentsPanel } from "~/payments/components/payments-panel";
import { ReceiptLinks } from "~/payments/components/receipt-links";
import { bookingPayment } from "~/payments/holds.server";
import { purchaseName } from "~/payments/package-language";
import { creditNoteFor, creditsLeftWords } from "~/payments/packages.server";
import { presentMoney, presentReceipts } from "~/payments/present.server";
import { receiptsOfBooking } from "~/payments/receipts.server";
import { bookingMoney } from "~/payments/refunds.server";
import type { Route } from "./+types/booked";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.booking_booked_meta_title(), noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  const { booking, type } = await bookingForToken(db, "view", params.token);
  const now = new Date();
  const policy = presentPolicy(booking, type, now);
  const changeable = booking.status === "confirmed" && policy.changeable;
  const pending = booking.status === "pending";
  const payment = await bookingPayment(db, booking.id);
  const awaitingPayment = booking.status === "pending_payment";
  return {
    booking: presentBooking(booking, type, await getPlaceSettings(db)),
    /** A pending booking: until when its time is held ("" once the hold has run out). */
    heldUntil:
      pending && booking.confirmExpiresAt && booking.confirmExpiresAt > now
        ? formatTime(booking.confirmExpiresAt, booking.timeZone)
        : pending
          ? ""
          : null,
    email: booking.email,
    /** Back from Stripe before its webhook arrived (or without paying): the page waits for it. */
    awaitingPayment: awaitingPayment
      ? {
          until: formatTime(booking.confirmExpiresAt ?? now, booking.timeZone),
          checkoutUrl: payment.checkoutUrl,
        }
      : null,
    paid: payment.paidCents > 0 ? paymentWords(type, payment.paidCents) : null,
    paths: changeable ? bookingPaths(booking) : null,
    policy: policy.afterBooking,
    contact: bookingContact(),
    credit: await creditWords(await creditNoteFor(db, booking.id)),
    money: presentMoney(await bookingMoney(db, booking.id), booking.timeZone),
    // This page opens with the booking's own link, often for a guest without an account: signed links.
    receipts: presentReceipts(await receiptsOfBooking(db, booking.id), { signed: true }),
  };
}

/** What the booking's package credit became: spent on it, or back in the package after a cancellation. */
async function creditWords(note: Awaited<ReturnType<typeof creditNoteFor>>) {
  if (!note) return null;
  return note.returned
    ? m.booking_booked_credit_back({ package: purchaseName(note.purchase), left: creditsLeftWords(note) })
    : m.booking_booked_credit_paid({ package: purchaseName(note.purchase), left: creditsLeftWords(note) });
}

export default function Booked({ loaderData }: Route.ComponentProps) {
  const { booking, email, paths, policy, contact, heldUntil, awaitingPayment, paid, credit, money, receipts } =
    loaderData;
  const confirmed = booking.status === "confirmed";
  useRefreshWhilePending(awaitingPayment !== null);
  const localized = useLocalizedHref();
  if (awaitingPayment) {
    return (
      <div className="container-page max-w-3xl py-12">
        <h1 className="font-serif text-4xl font-bold text-brand-900">{m.booking_booked_waiting_heading()}</h1>
        <p role="status" className="alert-success mt-6">
          {m.booking_booked_waiting_body({ until: awaitingPayment.until, email })}
        </p>
        <BookingSummary booking={booking} />
        {awaitingPayment.checkoutUrl && (
          <p className="mt-6">
            {m.booking_booked_not_paid()} <a href={awaitingPayment.checkoutUrl}>{m.booking_booked_back_to_payment()}</a>
            .
          </p>
        )}
      </div>
    );
  }
  if (heldUntil !== null) {
    return (
      <div className="container-page max-w-3xl py-12">
        <h1 className="font-serif text-4xl font-bold text-brand-900">
          {heldUntil ? m.booking_booked_check_email() : m.booking_booked_not_confirmed()}
        </h1>
        <p role="status" className={heldUntil ? "alert-success mt-6" : "mt-6 text-slate-700"}>
          {heldUntil ? m.booking_booked_link_sent({ email, until: heldUntil }) : m.booking_booked_released()}
        </p>
        <BookingSummary booking={booking} />
        {!heldUntil && (
          <p className="mt-6">
            <Link to={localized("/book")}>{m.booking_booked_choose_again()}</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">
        {confirmed ? m.booking_booked_heading_confirmed() : m.booking_booked_heading()}
      </h1>
      {confirmed && (
        <p role="status" className="alert-success mt-6">
          {m.booking_booked_status({ email })}
        </p>
      )}
      <BookingSummary booking={booking} />
      {paid && booking.status !== "cancelled" && <p className="mt-6 text-slate-700">{paid}</p>}
      {credit && (
        <p className="mt-6 card" data-testid="credit-note">
          {credit}
        </p>
      )}
      {money.payments.length > 0 && (booking.status === "cancelled" || money.refunds.length > 0) && (
        <PaymentsPanel money={money} keptWords={booking.status === "cancelled" ? m.booking_booked_kept() : undefined} />
      )}
      <ReceiptLinks receipts={receipts} />
      {paths ? (
        <>
          <p className="mt-6 text-slate-700">{policy}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link className="btn-secondary" to={paths.reschedule}>
              {m.booking_booked_move()}
            </Link>
            <Link className="btn-secondary" to={paths.cancel}>
              {m.booking_booked_cancel()}
            </Link>
          </div>
        </>
      ) : (
        confirmed && <LateChangeNotice policy={policy} contact={contact} tone="note" />
      )}
    </div>
  );
}
