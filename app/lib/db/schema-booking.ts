/** Booking: session types, availability, bookings (issue 11). Re-exported by schema.ts. */
export {};
