/** Loads the booking behind a link from a booking e-mail (a signed token), or answers 404. */
import { data } from "react-router";
import type { Db } from "~/lib/db.server";
import { getBooking } from "./booking.server.ts";
import { readBookingToken, type TokenPurpose } from "./tokens.server.ts";

export async function bookingForToken(db: Db, purpose: TokenPurpose, token: string | undefined) {
  const claim = readBookingToken(purpose, token ?? "");
  if (!claim) throw data(null, { status: 404 });
  const found = await getBooking(db, claim.bookingId);
  if (!found || claim.version > found.booking.version) throw data(null, { status: 404 });
  return { ...found, tokenVersion: claim.version, stale: claim.version !== found.booking.version };
}
