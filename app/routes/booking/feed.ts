import { timingSafeEqual } from "node:crypto";
import { data } from "react-router";
import { mailContext } from "~/booking/booking.server";
import { icsLocation } from "~/booking/emails.server";
import { feedIcs } from "~/booking/ics.server";
import { bookingsBetween } from "~/booking/read-models.server";
import { sessionTitle } from "~/booking/type-language";
import { keptAddress, keptName } from "~/lib/anonymised";
import { getDb } from "~/lib/db.server";
import { inLocale } from "~/lib/i18n/request-locale.server";
import { getSetting } from "~/lib/settings.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/feed";

/** The owner's private calendar feed: anyone with the secret URL can read it, so it can be revoked. */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  const secret = await getSetting(db, "bookingFeedToken");
  const given = Buffer.from((params.token ?? "").replace(/\.ics$/, ""));
  if (!secret || given.length !== Buffer.from(secret).length || !timingSafeEqual(given, Buffer.from(secret))) {
    throw data(null, { status: 404 });
  }
  const now = Date.now();
  const rows = await bookingsBetween(db, new Date(now - 30 * 86_400_000), new Date(now + 366 * 86_400_000));
  const context = await mailContext(db);
  // The feed is the owner's: their calendar shows it in their account's language.
  const body = inLocale(context.ownerLocale ?? "en", () =>
    feedIcs(
      m.calendar_feed_name({ site: context.siteName }),
      rows.map(({ booking, type }) => ({
        icsUid: booking.icsUid,
        version: booking.version,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        status: booking.status,
        summary: `${sessionTitle(type, booking.phase)}: ${keptName(booking)}`,
        description: [keptAddress(booking), booking.phone, booking.message].filter(Boolean).join("\n"),
        location: icsLocation(booking, type, context.places),
        organizerEmail: context.ownerEmail,
        organizerName: context.siteName,
        attendeeEmail: keptAddress(booking),
        attendeeName: keptName(booking),
        url: `${context.baseUrl}/admin/booking/${booking.id}`,
      })),
    ),
  );
  return new Response(body, {
    headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": "private, no-store" },
  });
}
