/**
 * Where a session takes place, in one place: the session type sets the kind (the studio, the client's
 * address asked at booking, a video call, a phone call); the settings hold the studio's address and the
 * owner's meeting link; a session type may name its own address or link instead. Every page, e-mail and
 * calendar file shows what `sessionPlace` answers. Pure: the caller reads the settings.
 */

import { z } from "zod";
import type { LocationKind } from "~/lib/db/schema-booking";
import { m } from "~/paraglide/messages";

export interface PlaceSettings {
  /** The studio's postal address, one line per line of the address. */
  studioAddress: string;
  /** The owner's default video meeting link (https). */
  meetingLink: string;
}

export const PLACE_LABELS: Record<LocationKind, string> = {
  studio: "At the studio",
  on_location: "At your address",
  video: "Video call",
  phone: "Phone call",
};

/** The kind of place in the language being spoken (PLACE_LABELS in English). */
export function placeLabel(kind: LocationKind): string {
  const labels = {
    studio: m.booking_place_studio,
    on_location: m.booking_place_on_location,
    video: m.booking_place_video,
    phone: m.booking_place_phone,
  };
  return labels[kind]();
}

export const MAX_ADDRESS_LENGTH = 300;

/** A link the owner gives for video calls: a web address people can open (https only). */
export const MeetingLinkSchema = z
  .string()
  .trim()
  .max(300, { error: () => m.calendar_meeting_link_long() })
  .refine((value) => value === "" || isMeetingLink(value), { error: () => m.calendar_meeting_link_https() });

export function isMeetingLink(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const AddressSchema = z
  .string()
  .trim()
  .max(MAX_ADDRESS_LENGTH, { error: () => m.calendar_address_long({ max: MAX_ADDRESS_LENGTH }) })
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join("\n"),
  );

/**
 * The client's address for a session at their place: required, a real-looking address, one to five lines.
 * Its refusals are read when they happen, in the request's language.
 */
export const ClientAddressSchema = z
  .string({ error: () => m.payments_address_required() })
  .trim()
  .min(1, { error: () => m.payments_address_required() })
  .max(MAX_ADDRESS_LENGTH, { error: () => m.payments_address_max({ max: MAX_ADDRESS_LENGTH }) })
  .refine((value) => value.replace(/\s/g, "").length >= 8, { error: () => m.payments_address_full() })
  .refine((value) => /\d/.test(value), { error: () => m.payments_address_number() })
  .refine((value) => value.split(/\r?\n/).filter((l) => l.trim()).length <= 5, {
    error: () => m.payments_address_lines(),
  })
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join("\n"),
  );

/** An address on one line ("12 Rue Example, 75011 Paris"), for calendars and map searches. */
export function oneLine(address: string) {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");
}

/** A map search for an address: a plain link, nothing is fetched when the page is drawn. */
export function mapLink(address: string) {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(oneLine(address))}`;
}

export interface PlaceType {
  locationKind: LocationKind;
  /** The type's own address (studio) or meeting link (video); empty = the settings' one. */
  location: string;
}

export interface PlaceBooking {
  clientAddress: string | null;
  phone: string | null;
}

export interface Place {
  kind: LocationKind;
  label: string;
  /** The address, link or number, when known; lines of an address are separated by "\n". */
  detail: string | null;
  /** Where the detail leads: a map search, the meeting, or a phone number. */
  link: { href: string; text: string } | null;
  /** A note for the booker when the detail is not known yet (before booking). */
  note: string | null;
  /** The place on one line: an .ics LOCATION and the e-mails' "Where:". */
  line: string;
}

/** A place at a known address: the address, a map search for it, and the address on one line. */
function addressPlace(kind: LocationKind, label: string, address: string): Place {
  return {
    kind,
    label,
    detail: address,
    link: { href: mapLink(address), text: m.booking_place_map() },
    note: null,
    line: m.booking_place_line({ label, detail: oneLine(address) }),
  };
}

/**
 * The place of a session of `type`. Without `booking` (before booking, on public pages) the meeting link
 * is not shown: it is for those who booked.
 */
export function sessionPlace(type: PlaceType, settings: PlaceSettings, booking?: PlaceBooking): Place {
  const label = placeLabel(type.locationKind);
  const own = type.location.trim();
  switch (type.locationKind) {
    case "studio": {
      const address = own || settings.studioAddress.trim();
      return address
        ? addressPlace("studio", label, address)
        : { kind: "studio", label, detail: null, link: null, note: null, line: label };
    }
    case "on_location": {
      const address = booking?.clientAddress?.trim();
      return address
        ? addressPlace("on_location", label, address)
        : {
            kind: "on_location",
            label,
            detail: null,
            link: null,
            note: m.booking_place_we_come(),
            line: label,
          };
    }
    case "video": {
      const meeting = own || settings.meetingLink.trim();
      if (!booking) {
        return {
          kind: "video",
          label,
          detail: null,
          link: null,
          note: m.booking_place_online(),
          line: label,
        };
      }
      return meeting
        ? {
            kind: "video",
            label,
            detail: meeting,
            link: { href: meeting, text: m.booking_place_join() },
            note: null,
            line: m.booking_place_line({ label, detail: meeting }),
          }
        : { kind: "video", label, detail: null, link: null, note: null, line: label };
    }
    case "phone": {
      const phone = booking?.phone?.trim();
      return phone
        ? {
            kind: "phone",
            label,
            detail: m.booking_place_we_call({ phone }),
            link: null,
            note: null,
            line: m.booking_place_we_call_line({ label, phone }),
          }
        : {
            kind: "phone",
            label,
            detail: null,
            link: null,
            note: m.booking_place_we_call_note(),
            line: label,
          };
    }
  }
}

/**
 * What a session type still lacks for its place to be shown in full, for the owner's set-up pages
 * (null when nothing is missing).
 */
export function missingPlace(type: PlaceType, settings: PlaceSettings): string | null {
  if (type.locationKind === "studio" && !type.location.trim() && !settings.studioAddress.trim()) {
    return m.calendar_missing_address();
  }
  if (type.locationKind === "video" && !type.location.trim() && !settings.meetingLink.trim()) {
    return m.calendar_missing_link();
  }
  return null;
}
