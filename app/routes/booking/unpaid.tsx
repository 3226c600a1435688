import { data, Link, redirect } from "react-router";
import { getBooking } from "~/booking/booking.server";
import { bookingPaths } from "~/booking/present.server";
import { readBookingToken } from "~/booking/tokens.server";
import { typeIn } from "~/booking/type-language";
import { getDb } from "~/lib/db.server";
import { localizedHref } from "~/lib/i18n/locale";
import { serverLocale } from "~/lib/i18n/request-locale.server";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages";
import { abandonCheckout } from "~/payments/holds.server";
import type { Route } from "./+types/unpaid";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: m.payments_unpaid_title(), noindex: true });

/**
 * Where Stripe's page sends a visitor who goes back without paying (the checkout's cancel URL, with a
 * "pay" token only that visitor has): the checkout is closed and the held time released, so another
 * visitor may book it. A checkout that was paid after all leads to the booking instead.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const claim = readBookingToken("pay", params.token ?? "");
  if (!claim) throw data(null, { status: 404 });
  const db = await getDb();
  const found = await getBooking(db, claim.bookingId);
  const ending = found ? await abandonCheckout(db, claim.bookingId) : "gone";
  if (ending === "paid") {
    const paid = await getBooking(db, claim.bookingId);
    if (paid) throw redirect(bookingPaths(paid.booking).view);
  }
  return {
    bookAgain: localizedHref(found ? `/book/${found.type.slug}` : "/book", serverLocale()),
    typeName: found ? typeIn(found.type, serverLocale()).name : null,
  };
}

export default function Unpaid({ loaderData }: Route.ComponentProps) {
  const { bookAgain, typeName } = loaderData;
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{m.payments_unpaid_title()}</h1>
      <p role="status" className="mt-6 card">
        {m.payments_unpaid_body()}
      </p>
      <p className="mt-6">
        <Link className="btn-primary" to={bookAgain}>
          {m.booking_book_choose_time()}
          {typeName ? m.booking_book_choose_time_for({ name: typeName }) : ""}
        </Link>
      </p>
    </div>
  );
}
