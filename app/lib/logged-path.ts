/**
 * The path a log line records: never the query string, and never a secret that travels in the path (a
 * booking's own links, the calendar feed, a shared gallery, a password reset). Every log of a request's
 * path goes through it.
 */
const SECRET_SEGMENT =
  /\/(reset-password|shared|calendar-feed|book\/(?:booked|cancel|confirm|unpaid|reschedule))\/[^/]+/g;

export const loggedPath = (url: string) => url.split("?", 1)[0]!.replace(SECRET_SEGMENT, "/$1/[redacted]");
