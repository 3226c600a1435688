/**
 * Links in booking e-mails carry a signed, single-purpose token: one for viewing, one for
 * cancelling, one for moving, one for confirming a pending booking. It names the booking and its version, so a link from an older
 * e-mail stops working once the booking changed (the new e-mail carries fresh links).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/lib/env.server";

/** "pay": the way back from an unfinished Stripe Checkout, which releases the held time. */
export const TOKEN_PURPOSES = ["view", "cancel", "reschedule", "confirm", "pay"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

function signature(purpose: TokenPurpose, bookingId: number, version: number) {
  return createHmac("sha256", getEnv().AUTH_SECRET)
    .update(`booking:${purpose}:${bookingId}:${version}`)
    .digest("base64url")
    .slice(0, 32);
}

export function bookingToken(purpose: TokenPurpose, bookingId: number, version: number) {
  return `${bookingId}.${version}.${signature(purpose, bookingId, version)}`;
}

/** The booking id and version a token was made for, or null when it is not a valid token for `purpose`. */
export function readBookingToken(purpose: TokenPurpose, token: string): { bookingId: number; version: number } | null {
  const match = /^(\d{1,9})\.(\d{1,6})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const bookingId = Number(match[1]);
  const version = Number(match[2]);
  const expected = Buffer.from(signature(purpose, bookingId, version));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { bookingId, version };
}
