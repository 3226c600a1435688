/** The booking e-mails: confirmation, change, cancellation and reminder, each with a calendar file. */
import type { bookings, sessionTypes } from "~/lib/db/schema";
import type { EmailInput } from "~/lib/email/outbox.server";
import { type CreditNote, creditsLeftWords } from "~/payments/packages.server";
import { formatDateTimeLong } from "./availability.ts";
import { invitationIcs } from "./ics.server.ts";
import { oneLine, type PlaceSettings, sessionPlace } from "./places.ts";
import { contactWords, policyWords, REFUND_DELAY_WORDS, type RefundDecision } from "./policy.ts";
import { paymentWords } from "./price.ts";
import { bookingToken } from "./tokens.server.ts";

type Booking = typeof bookings.$inferSelect;
type SessionType = typeof sessionTypes.$inferSelect;

export interface BookingMailContext {
  siteName: string;
  baseUrl: string;
  ownerEmail: string;
  contactEmail: string;
  contactPhone: string;
  businessTimeZone: string;
  places: PlaceSettings;
  /** When the e-mails are written: what the change policy says depends on it. */
  now: Date;
}

function placeOf(booking: Booking, type: SessionType, context: BookingMailContext) {
  return sessionPlace(type, context.places, booking);
}

/** "Where: …" and, for an address, its map link. */
function whereLines(booking: Booking, type: SessionType, context: BookingMailContext) {
  const place = placeOf(booking, type, context);
  const lines = [`Where: ${place.line}`];
  if (place.link && place.kind !== "video") lines.push(`Map: ${place.link.href}`);
  return lines;
}

/** The calendar's LOCATION: the address, the meeting link or the phone call, without a label when it is known. */
export function icsLocation(booking: Booking, type: SessionType, places: PlaceSettings) {
  const place = sessionPlace(type, places, booking);
  if (place.kind === "phone" || !place.detail) return place.line;
  return place.kind === "video" ? place.detail : oneLine(place.detail);
}

/** The move and cancel links while they work, else how to reach us; the policy sentence either way. */
function changeLines(booking: Booking, type: SessionType, context: BookingMailContext, again = false) {
  const links = bookingLinks(booking, context.baseUrl);
  const policy = policyWords(booking.startsAt, type, context.now, booking.timeZone);
  return policy.changeable
    ? [
        `Need to move it${again ? " again" : ""}? ${links.reschedule}`,
        `Need to cancel? ${links.cancel}`,
        policy.afterBooking,
      ]
    : [`${policy.afterBooking} ${contactWords({ email: context.contactEmail, phone: context.contactPhone })}`];
}

export function bookingLinks(booking: Booking, baseUrl: string) {
  return {
    view: `${baseUrl}/book/booked/${bookingToken("view", booking.id, booking.version)}`,
    cancel: `${baseUrl}/book/cancel/${bookingToken("cancel", booking.id, booking.version)}`,
    reschedule: `${baseUrl}/book/reschedule/${bookingToken("reschedule", booking.id, booking.version)}`,
  };
}

function sessionTitle(booking: Booking, type: SessionType) {
  return booking.phase ? `${type.name} (Phase ${booking.phase})` : type.name;
}

function icsAttachment(booking: Booking, type: SessionType, context: BookingMailContext, method: "request" | "cancel") {
  const links = bookingLinks(booking, context.baseUrl);
  const content = invitationIcs(
    {
      icsUid: booking.icsUid,
      version: booking.version,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      status: booking.status,
      summary: `${sessionTitle(booking, type)} — ${context.siteName}`,
      description: [type.description, ...whereLines(booking, type, context), `Your booking: ${links.view}`]
        .filter(Boolean)
        .join("\n\n"),
      location: icsLocation(booking, type, context.places),
      organizerEmail: context.ownerEmail,
      organizerName: context.siteName,
      attendeeEmail: booking.email,
      attendeeName: booking.name,
      url: links.view,
    },
    method,
  );
  return {
    filename: method === "cancel" ? "cancelled.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${method === "cancel" ? "CANCEL" : "REQUEST"}`,
    contentBase64: Buffer.from(content, "utf8").toString("base64"),
  };
}

function sign(lines: string[], siteName: string) {
  return `${lines.join("\n\n")}\n\n— ${siteName}\n`;
}

function whenFor(booking: Booking, context: BookingMailContext) {
  const local = formatDateTimeLong(booking.startsAt, booking.timeZone);
  return booking.timeZone === context.businessTimeZone
    ? local
    : `${local}, which is ${formatDateTimeLong(booking.startsAt, context.businessTimeZone)}`;
}

function ownerNotice(subject: string, lines: string[], booking: Booking, context: BookingMailContext): EmailInput {
  return {
    to: context.ownerEmail,
    subject,
    text: sign(
      [
        ...lines,
        `${booking.name} <${booking.email}>${booking.phone ? `, phone ${booking.phone}` : ""}`,
        ...(booking.clientAddress ? [`At their address: ${oneLine(booking.clientAddress)}`] : []),
        booking.message ? `Their message: ${booking.message}` : "No message.",
        `Details: ${context.baseUrl}/admin/booking/${booking.id}`,
      ],
      context.siteName,
    ),
  };
}

/**
 * To the address of a booking that waits for it: one link confirms it. No calendar file and no notice
 * to the owner yet: until the address confirms, nothing is booked in its name.
 */
export function confirmationRequestEmail(booking: Booking, type: SessionType, context: BookingMailContext): EmailInput {
  const title = sessionTitle(booking, type);
  const until = booking.confirmExpiresAt ?? booking.startsAt;
  return {
    to: booking.email,
    subject: `Please confirm: ${title} on ${formatDateTimeLong(booking.startsAt, booking.timeZone)}`,
    text: sign(
      [
        // Nothing the booker typed (not even the name): a stranger may have typed this address.
        "Hello,",
        `Someone, probably you, asked to book a ${title} for ${whenFor(booking, context)} with this e-mail address.`,
        `To confirm it, open this link: ${context.baseUrl}/book/confirm/${bookingToken("confirm", booking.id, booking.version)}`,
        `The time is held for you until ${formatDateTimeLong(until, booking.timeZone)}. If it is not confirmed by then, it is released and nothing is booked.`,
        "If you did not ask for this, ignore this e-mail: nothing will be booked and we will not write again about it.",
      ],
      context.siteName,
    ),
  };
}

/** "Paid with a credit from your package …": said to the client when a package credit paid for the session. */
function creditSpentLine(credit: CreditNote) {
  return `Paid with a credit from your package ${credit.packageName}: nothing to pay. ${creditsLeftWords(credit)}.`;
}

/**
 * The confirmation and the owner's notice. `paidCents`: what was paid online for it (a deposit or the full
 * price), stated with what remains; `paidWith`: the package credit that paid for it instead.
 */
export function bookingConfirmedEmails(
  booking: Booking,
  type: SessionType,
  context: BookingMailContext,
  paidCents = 0,
  paidWith: CreditNote | null = null,
): EmailInput[] {
  const title = sessionTitle(booking, type);
  const paid = paidCents > 0 ? [paymentWords(type, paidCents)] : [];
  return [
    {
      to: booking.email,
      subject: `Booked: ${title} on ${formatDateTimeLong(booking.startsAt, booking.timeZone)}`,
      text: sign(
        [
          `Hello ${booking.name},`,
          `Your ${title} is booked for ${whenFor(booking, context)}. It lasts ${type.durationMinutes} minutes.`,
          ...whereLines(booking, type, context),
          ...paid,
          ...(paidWith ? [creditSpentLine(paidWith)] : []),
          "The attached calendar invitation adds it to your calendar.",
          ...changeLines(booking, type, context),
        ],
        context.siteName,
      ),
      attachments: [icsAttachment(booking, type, context, "request")],
    },
    ownerNotice(
      `New booking: ${title}, ${formatDateTimeLong(booking.startsAt, context.businessTimeZone)}`,
      [
        `${booking.name} booked a ${title} for ${formatDateTimeLong(booking.startsAt, context.businessTimeZone)}.`,
        ...paid,
        ...(paidWith ? [`Paid with a package credit (${paidWith.packageName}, ${creditsLeftWords(paidWith)}).`] : []),
      ],
      booking,
      context,
    ),
  ];
}

export function bookingChangedEmails(
  change: "moved" | "cancelled",
  booking: Booking,
  type: SessionType,
  actor: "client" | "owner",
  context: BookingMailContext,
  previousStart?: Date,
  /** A cancellation's refund decision (policy.ts): its words go to both sides. */
  refund?: RefundDecision,
  /** The package credit that came back with the cancellation, if the session was paid with one. */
  creditBack: CreditNote | null = null,
): EmailInput[] {
  const title = sessionTitle(booking, type);
  const emails: EmailInput[] = [];
  if (change === "moved") {
    emails.push({
      to: booking.email,
      subject: `Moved: ${title} is now on ${formatDateTimeLong(booking.startsAt, booking.timeZone)}`,
      text: sign(
        [
          `Hello ${booking.name},`,
          `Your ${title} ${actor === "owner" ? "was moved" : "is moved"} to ${whenFor(booking, context)}.`,
          ...whereLines(booking, type, context),
          "The attached calendar invitation updates the event in your calendar.",
          ...changeLines(booking, type, context, true),
        ],
        context.siteName,
      ),
      attachments: [icsAttachment(booking, type, context, "request")],
    });
  } else {
    emails.push({
      to: booking.email,
      subject: `Cancelled: ${title} on ${formatDateTimeLong(booking.startsAt, booking.timeZone)}`,
      text: sign(
        [
          `Hello ${booking.name},`,
          `Your ${title} on ${whenFor(booking, context)} ${actor === "owner" ? "had to be cancelled by us. We are sorry and will be in touch." : "is cancelled."}`,
          ...refundLines(refund),
          "The attached file removes it from your calendar.",
          ...(creditBack
            ? [
                `The session's credit is back in your package ${creditBack.packageName}: ${creditsLeftWords(creditBack)}.`,
              ]
            : []),
          `Book another time whenever you like: ${context.baseUrl}/book`,
        ],
        context.siteName,
      ),
      attachments: [icsAttachment(booking, type, context, "cancel")],
    });
  }
  if (actor === "client") {
    const when = formatDateTimeLong(booking.startsAt, context.businessTimeZone);
    emails.push(
      change === "moved"
        ? ownerNotice(
            `Booking moved: ${title}, now ${when}`,
            [
              `${booking.name} moved their ${title}${previousStart ? ` from ${formatDateTimeLong(previousStart, context.businessTimeZone)}` : ""} to ${when}.`,
            ],
            booking,
            context,
          )
        : ownerNotice(
            `Booking cancelled: ${title}, ${when}`,
            [`${booking.name} cancelled their ${title} on ${when}.`, ...(refund?.words ? [refund.words] : [])],
            booking,
            context,
          ),
    );
  }
  return emails;
}

/** The refund sentence of a cancellation e-mail to the client, and when to expect the money. */
function refundLines(refund: RefundDecision | undefined) {
  if (!refund?.words) return [];
  return [refund.refundCents > 0 ? `${refund.words} ${REFUND_DELAY_WORDS}` : refund.words];
}

export function reminderEmail(booking: Booking, type: SessionType, context: BookingMailContext): EmailInput {
  const links = bookingLinks(booking, context.baseUrl);
  const title = sessionTitle(booking, type);
  return {
    to: booking.email,
    subject: `Reminder: ${title} tomorrow, ${formatDateTimeLong(booking.startsAt, booking.timeZone)}`,
    text: sign(
      [
        `Hello ${booking.name},`,
        `A reminder of your ${title} on ${whenFor(booking, context)}.`,
        ...whereLines(booking, type, context),
        `Your booking: ${links.view}`,
      ],
      context.siteName,
    ),
    dedupeKey: `booking-reminder:${booking.id}:v${booking.version}`,
  };
}
