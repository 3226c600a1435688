import { Link } from "react-router";
import { clientMayChange } from "~/booking/booking.server";
import { BookingSummary } from "~/booking/components/booking-summary";
import { bookingPaths, presentBooking } from "~/booking/present.server";
import { bookingForToken } from "~/booking/token-pages.server";
import { getDb } from "~/lib/db.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/booked";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Your booking", noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const { booking, type } = await bookingForToken(await getDb(), "view", params.token);
  const changeable = clientMayChange(booking, type, new Date());
  return {
    booking: presentBooking(booking, type),
    email: booking.email,
    paths: changeable ? bookingPaths(booking) : null,
    noticeHours: type.clientChangeNoticeHours,
  };
}

export default function Booked({ loaderData }: Route.ComponentProps) {
  const { booking, email, paths, noticeHours } = loaderData;
  const confirmed = booking.status === "confirmed";
  return (
    <div className="container-page max-w-3xl py-12">
      <h1 className="font-serif text-4xl font-bold text-brand-900">{confirmed ? "You're booked" : "Your booking"}</h1>
      {confirmed && (
        <p role="status" className="alert-success mt-6">
          Your session is booked. A confirmation with a calendar invitation is on its way to {email}.
        </p>
      )}
      <BookingSummary booking={booking} />
      {paths ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link className="btn-secondary" to={paths.reschedule}>
            Move this booking
          </Link>
          <Link className="btn-secondary" to={paths.cancel}>
            Cancel this booking
          </Link>
        </div>
      ) : (
        confirmed && (
          <p className="mt-6 text-slate-700">
            Bookings can be moved or cancelled online up to {noticeHours} hours before the session. For anything else,{" "}
            <Link to="/book#send-a-message">send us a message</Link>.
          </p>
        )
      )}
    </div>
  );
}
