/** The booking e-mails: confirmation, change, cancellation and reminder, each with a calendar file. */
import type { bookings, sessionTypes } from "~/lib/db/schema";
import type { EmailInput } from "~/lib/email/outbox.server";
import { type Locale, localizedHref } from "~/lib/i18n/locale";
import { inLocale } from "~/lib/i18n/request-locale.server";
import { m } from "~/paraglide/messages";
import { purchaseName } from "~/payments/package-language";
import { type CreditNote, creditsLeftWords } from "~/payments/packages.server";
import { formatDateTimeLong } from "./availability.ts";
import { invitationIcs } from "./ics.server.ts";
import { oneLine, type PlaceSettings, sessionPlace } from "./places.ts";
import { contactWords, policyWords, type RefundDecision, refundDelayWords } from "./policy.ts";
import { paymentWords } from "./price.ts";
import { bookingToken } from "./tokens.server.ts";
import { sessionTitle, typeIn } from "./type-language.ts";

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
  /** The language of the owner's account: the owner's notices are written in it (English if not given). */
  ownerLocale?: Locale;
}

function placeOf(booking: Booking, type: SessionType, context: BookingMailContext) {
  return sessionPlace(type, context.places, booking);
}

/** "Where: …" and, for an address, its map link. */
function whereLines(booking: Booking, type: SessionType, context: BookingMailContext) {
  const place = placeOf(booking, type, context);
  const lines = [m.booking_mail_where({ place: place.line })];
  if (place.link && place.kind !== "video") lines.push(m.booking_mail_map({ href: place.link.href }));
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
        again ? m.booking_mail_move_again({ href: links.reschedule }) : m.booking_mail_move({ href: links.reschedule }),
        m.booking_mail_cancel({ href: links.cancel }),
        policy.afterBooking,
      ]
    : [`${policy.afterBooking} ${contactWords({ email: context.contactEmail, phone: context.contactPhone })}`];
}

/** The booking's pages in the language it was made in (`/fr/book/…` for a French booking). */
export function bookingLinks(booking: Booking, baseUrl: string) {
  const page = (path: string) => `${baseUrl}${localizedHref(path, booking.locale)}`;
  return {
    view: page(`/book/booked/${bookingToken("view", booking.id, booking.version)}`),
    cancel: page(`/book/cancel/${bookingToken("cancel", booking.id, booking.version)}`),
    reschedule: page(`/book/reschedule/${bookingToken("reschedule", booking.id, booking.version)}`),
  };
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
      summary: `${sessionTitle(type, booking.phase)} — ${context.siteName}`,
      description: [
        typeIn(type).description,
        ...whereLines(booking, type, context),
        m.booking_mail_your_booking({ href: links.view }),
      ]
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
    booking.locale,
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
    : m.booking_mail_which_is({ local, business: formatDateTimeLong(booking.startsAt, context.businessTimeZone) });
}

/**
 * The owner's notice; its callers write it in the owner's account language (`inOwnerLocale`), whatever
 * language the booking was made in.
 */
function ownerNotice(subject: string, lines: string[], booking: Booking, context: BookingMailContext): EmailInput {
  const sender = `${booking.name} <${booking.email}>`;
  return {
    to: context.ownerEmail,
    subject,
    text: sign(
      [
        ...lines,
        booking.phone ? m.email_inquiry_sender_phone({ sender, phone: booking.phone }) : sender,
        ...(booking.clientAddress ? [m.email_booking_address({ address: oneLine(booking.clientAddress) })] : []),
        booking.message ? m.email_booking_message({ message: booking.message }) : m.email_booking_no_message(),
        m.email_booking_details({ url: `${context.baseUrl}/admin/booking/${booking.id}` }),
      ],
      context.siteName,
    ),
  };
}

const inOwnerLocale = <T>(context: BookingMailContext, work: () => T) => inLocale(context.ownerLocale ?? "en", work);

/**
 * To the address of a booking that waits for it: one link confirms it. No calendar file and no notice
 * to the owner yet: until the address confirms, nothing is booked in its name.
 */
export function confirmationRequestEmail(booking: Booking, type: SessionType, context: BookingMailContext): EmailInput {
  return inLocale(booking.locale, () => {
    const title = sessionTitle(type, booking.phase);
    const until = booking.confirmExpiresAt ?? booking.startsAt;
    const confirm = localizedHref(
      `/book/confirm/${bookingToken("confirm", booking.id, booking.version)}`,
      booking.locale,
    );
    return {
      to: booking.email,
      subject: m.booking_confirm_subject({ title, when: formatDateTimeLong(booking.startsAt, booking.timeZone) }),
      text: sign(
        [
          // Nothing the booker typed (not even the name): a stranger may have typed this address.
          m.booking_mail_hello(),
          m.booking_confirm_asked({ title, when: whenFor(booking, context) }),
          m.booking_confirm_open({ href: `${context.baseUrl}${confirm}` }),
          m.booking_confirm_held({ until: formatDateTimeLong(until, booking.timeZone) }),
          m.booking_confirm_ignore(),
        ],
        context.siteName,
      ),
    };
  });
}

/** "Paid with a credit from your package …": said to the client when a package credit paid for the session. */
function creditSpentLine(credit: CreditNote) {
  return m.booking_credit_spent({ package: purchaseName(credit.purchase), left: creditsLeftWords(credit) });
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
  return [
    inLocale(booking.locale, () => {
      const title = sessionTitle(type, booking.phase);
      return {
        to: booking.email,
        subject: m.booking_booked_subject({ title, when: formatDateTimeLong(booking.startsAt, booking.timeZone) }),
        text: sign(
          [
            m.booking_mail_hello_name({ name: booking.name }),
            m.booking_booked_body({ title, when: whenFor(booking, context), minutes: type.durationMinutes }),
            ...whereLines(booking, type, context),
            ...(paidCents > 0 ? [paymentWords(type, paidCents)] : []),
            ...(paidWith ? [creditSpentLine(paidWith)] : []),
            m.booking_booked_invite(),
            ...changeLines(booking, type, context),
          ],
          context.siteName,
        ),
        attachments: [icsAttachment(booking, type, context, "request")],
      };
    }),
    inOwnerLocale(context, () => {
      const title = sessionTitle(type, booking.phase);
      const when = formatDateTimeLong(booking.startsAt, context.businessTimeZone);
      return ownerNotice(
        m.email_booking_new_subject({ title, when }),
        [
          m.email_booking_new_body({ name: booking.name, title, when }),
          ...(paidCents > 0 ? [paymentWords(type, paidCents)] : []),
          ...(paidWith
            ? [m.email_booking_credit({ package: purchaseName(paidWith.purchase), left: creditsLeftWords(paidWith) })]
            : []),
        ],
        booking,
        context,
      );
    }),
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
  const emails: EmailInput[] = [];
  emails.push(
    inLocale(booking.locale, () => {
      const title = sessionTitle(type, booking.phase);
      if (change === "moved") {
        return {
          to: booking.email,
          subject: m.booking_moved_subject({ title, when: formatDateTimeLong(booking.startsAt, booking.timeZone) }),
          text: sign(
            [
              m.booking_mail_hello_name({ name: booking.name }),
              (actor === "owner" ? m.booking_moved_by_owner : m.booking_moved_by_client)({
                title,
                when: whenFor(booking, context),
              }),
              ...whereLines(booking, type, context),
              m.booking_moved_invite(),
              ...changeLines(booking, type, context, true),
            ],
            context.siteName,
          ),
          attachments: [icsAttachment(booking, type, context, "request")],
        };
      }
      return {
        to: booking.email,
        subject: m.booking_cancelled_subject({ title, when: formatDateTimeLong(booking.startsAt, booking.timeZone) }),
        text: sign(
          [
            m.booking_mail_hello_name({ name: booking.name }),
            (actor === "owner" ? m.booking_cancelled_by_owner : m.booking_cancelled_by_client)({
              title,
              when: whenFor(booking, context),
            }),
            ...refundLines(refund),
            m.booking_cancelled_file(),
            ...(creditBack
              ? [
                  m.booking_cancelled_credit_back({
                    package: purchaseName(creditBack.purchase),
                    left: creditsLeftWords(creditBack),
                  }),
                ]
              : []),
            m.booking_cancelled_book_again({ href: `${context.baseUrl}${localizedHref("/book", booking.locale)}` }),
          ],
          context.siteName,
        ),
        attachments: [icsAttachment(booking, type, context, "cancel")],
      };
    }),
  );
  if (actor === "client") {
    emails.push(
      inOwnerLocale(context, () => {
        const title = sessionTitle(type, booking.phase);
        const when = formatDateTimeLong(booking.startsAt, context.businessTimeZone);
        const name = booking.name;
        return change === "moved"
          ? ownerNotice(
              m.email_booking_moved_subject({ title, when }),
              [
                previousStart
                  ? m.email_booking_moved_from_body({
                      name,
                      title,
                      from: formatDateTimeLong(previousStart, context.businessTimeZone),
                      when,
                    })
                  : m.email_booking_moved_body({ name, title, when }),
              ],
              booking,
              context,
            )
          : ownerNotice(
              m.email_booking_cancelled_subject({ title, when }),
              [m.email_booking_cancelled_body({ name, title, when }), ...(refund?.words ? [refund.words] : [])],
              booking,
              context,
            );
      }),
    );
  }
  return emails;
}

/** The refund sentence of a cancellation e-mail to the client, and when to expect the money. */
function refundLines(refund: RefundDecision | undefined) {
  if (!refund?.words) return [];
  return [refund.refundCents > 0 ? `${refund.words} ${refundDelayWords()}` : refund.words];
}

export function reminderEmail(booking: Booking, type: SessionType, context: BookingMailContext): EmailInput {
  return inLocale(booking.locale, () => {
    const links = bookingLinks(booking, context.baseUrl);
    const title = sessionTitle(type, booking.phase);
    return {
      to: booking.email,
      subject: m.booking_reminder_subject({ title, when: formatDateTimeLong(booking.startsAt, booking.timeZone) }),
      text: sign(
        [
          m.booking_mail_hello_name({ name: booking.name }),
          m.booking_reminder_body({ title, when: whenFor(booking, context) }),
          ...whereLines(booking, type, context),
          m.booking_mail_your_booking({ href: links.view }),
        ],
        context.siteName,
      ),
      dedupeKey: `booking-reminder:${booking.id}:v${booking.version}`,
    };
  });
}
