/**
 * A booking speaks the language it was made in (issue 30): `bookings.locale`, its e-mails to the booker
 * (confirmation request, confirmation, move, cancellation, reminder), the links in them and the calendar
 * file. The owner's notices stay in English.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { bookings, emailOutbox, rateLimits } from "../lib/db/schema.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import {
  type BookingRequestContext,
  bookSession,
  cancelBooking,
  confirmBooking,
  freeTimes,
  getSessionTypeBySlug,
  mailContext,
  rescheduleBooking,
  type SessionType,
} from "./booking.server.ts";
import { bookingConfirmedEmails } from "./emails.server.ts";
import { depositWords, paymentWords } from "./price.ts";
import { queueDueReminders } from "./reminders.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: "owner@example.com" });
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(bookings);
  await database.db.delete(emailOutbox);
  await database.db.delete(rateLimits);
});

// Monday 2 March 2026, 08:00 in Paris.
const now = new Date("2026-03-02T07:00:00Z");
let ip = 0;
const context = (overrides: Partial<BookingRequestContext> = {}): BookingRequestContext => ({
  db: database.db,
  clientIp: `198.51.100.${++ip % 250}`,
  user: null,
  now,
  ...overrides,
});
const form = (start: Date, email: string) => ({
  start: start.toISOString(),
  timeZone: "Europe/Paris",
  name: "Camille Martin",
  email,
  message: "",
});
const outbox = () => database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
const icsOf = (mail: { attachments: { contentBase64: string }[] | null }) =>
  Buffer.from(mail.attachments![0]!.contentBase64, "base64").toString("utf8");
/** ICS folds lines at 75 octets; unfold before reading a property. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

async function bookIn(locale: "en" | "fr", email: string, slotIndex: number) {
  const consultation = (await getSessionTypeBySlug(database.db, "free-consultation")) as SessionType;
  const slots = await freeTimes(database.db, consultation, now);
  // The page's request runs in its address's language: the booking takes it from there.
  const outcome = await inLocale(locale, () => bookSession(consultation, form(slots.at(slotIndex)!, email), context()));
  if (outcome.status !== "booked") throw new Error(JSON.stringify(outcome));
  return { booking: outcome.booking, slots, consultation };
}

describe("a booking made in French", () => {
  it("stores fr and writes to the booker in French from the request to the reminder, with /fr links and a French .ics", async () => {
    const { booking, slots } = await bookIn("fr", "camille@example.com", -20);
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.locale).toBe("fr");

    // The confirmation request, before anything is booked.
    const [request] = await outbox();
    expect(request!.subject).toMatch(
      /^À confirmer : Consultation gratuite le \S+ \d+ \S+ 2026 à \d\d:\d\d \(Europe\/Paris\)$/,
    );
    expect(request!.text).toContain("Bonjour,");
    expect(request!.text).toMatch(/ouvrez ce lien : http:\/\/localhost:3000\/fr\/book\/confirm\//);
    expect(request!.text).not.toMatch(/\b(Hello|Someone|To confirm it)\b/);

    // Confirmed outside any request (as the confirmation link's action, or a job): still French.
    await database.db.delete(emailOutbox);
    expect((await confirmBooking(database.db, booking.id, now)).status).toBe("confirmed");
    const [confirmation, notice] = await outbox();
    expect(confirmation!.to).toBe("camille@example.com");
    expect(confirmation!.subject).toMatch(
      /^Réservée : Consultation gratuite le (lundi|mardi|mercredi|jeudi|vendredi) /,
    );
    expect(confirmation!.text).toContain("Bonjour Camille Martin,");
    expect(confirmation!.text).toMatch(/Elle dure 30 minutes\./);
    expect(confirmation!.text).toMatch(/Besoin de la déplacer \? http:\/\/localhost:3000\/fr\/book\/reschedule\//);
    expect(confirmation!.text).toMatch(/Besoin d’annuler \? http:\/\/localhost:3000\/fr\/book\/cancel\//);
    expect(confirmation!.text).toMatch(/Vous pouvez la déplacer ou l’annuler en ligne jusqu’au \S+ \d+ \S+ 2026 à /);
    expect(confirmation!.text).not.toMatch(/\b(Hello|Your|booked for|calendar)\b/);
    const ics = unfold(icsOf(confirmation!));
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("PRODID:-//Holistic Omega//Booking//FR");
    expect(ics).toMatch(/DESCRIPTION:.*Votre réservation : http:\/\/localhost:3000\/fr\/book\/booked\//);
    expect(ics).toMatch(/URL(;VALUE=URI)?:http:\/\/localhost:3000\/fr\/book\/booked\//);
    // The owner reads hers in English.
    expect(notice!.to).toBe("owner@example.com");
    expect(notice!.subject).toMatch(/^New booking: Free consultation, \w+day \d+ \w+ 2026 at /);

    // Moved, reminded, cancelled: French each time, with French dates.
    await database.db.delete(emailOutbox);
    const later = slots.at(-5)!;
    expect((await rescheduleBooking(database.db, booking.id, later, "client", now)).status).toBe("done");
    expect(await queueDueReminders(database.db, new Date(later.getTime() - 23 * 3_600_000))).toBe(1);
    expect((await cancelBooking(database.db, booking.id, "client", now)).status).toBe("done");
    const toBooker = (await outbox()).filter((m) => m.to === "camille@example.com");
    expect(toBooker.map((m) => m.subject.split(" : ")[0])).toEqual(["Déplacée", "Rappel", "Annulée"]);
    expect(toBooker[0]!.text).toContain("est déplacée au");
    expect(toBooker[1]!.text).toContain("Un petit rappel de votre séance Consultation gratuite le");
    expect(toBooker[2]!.text).toContain("Votre séance Consultation gratuite du");
    expect(toBooker[2]!.text).toContain("quand vous le souhaitez : http://localhost:3000/fr/book\n");
    expect(icsOf(toBooker[2]!)).toContain("METHOD:CANCEL");
    for (const mail of toBooker)
      expect(mail.subject).toMatch(/ \d+ (mars|avril|mai) 2026 à \d\d:\d\d \(Europe\/Paris\)$/);
    const owner = (await outbox()).filter((m) => m.to === "owner@example.com");
    expect(owner.map((m) => m.subject.split(":")[0])).toEqual(["Booking moved", "Booking cancelled"]);
  });

  it("says money the French way in the deposit e-mail: 250,00 €", async () => {
    const { booking, consultation } = await bookIn("fr", "argent@example.com", -15);
    const priced = { ...consultation, priceCents: 25_000, priceFrom: false };
    const mailCtx = await mailContext(database.db, now);
    const [toBooker, toOwner] = bookingConfirmedEmails({ ...booking, status: "confirmed" }, priced, mailCtx, 5_000);
    expect(toBooker!.text).toContain(
      "Payé en ligne : un acompte de 50,00\u00a0€. Reste à régler lors de la séance : 200,00\u00a0€.",
    );
    expect(toOwner!.text).toContain("Paid online: €50 deposit. Still to pay at the session: €200.");
    expect(inLocale("fr", () => paymentWords(priced, 25_000))).toBe(
      "Payé en ligne : 250,00\u00a0€, soit le prix total. Plus rien à payer.",
    );
    expect(inLocale("fr", () => depositWords(priced, 5_000))).toBe(
      "Un acompte de 50,00\u00a0€ se règle en ligne pour réserver cette séance. Les 200,00\u00a0€ restants se règlent lors de la séance.",
    );
  });
});

describe("a booking made in English", () => {
  it("stores en and keeps its e-mails and links as they were", async () => {
    const { booking } = await bookIn("en", "ada@example.com", -20);
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.locale).toBe("en");
    await database.db.delete(emailOutbox);
    // Confirmed from within a French request: the booking's language wins.
    await inLocale("fr", () => confirmBooking(database.db, booking.id, now));
    const [confirmation] = await outbox();
    expect(confirmation!.subject).toMatch(
      /^Booked: Free consultation on \w+day \d+ \w+ 2026 at \d\d:\d\d \(Europe\/Paris\)$/,
    );
    expect(confirmation!.text).toContain("Hello Camille Martin,");
    expect(confirmation!.text).toMatch(/Need to move it\? http:\/\/localhost:3000\/book\/reschedule\//);
    const ics = unfold(icsOf(confirmation!));
    expect(ics).toContain("PRODID:-//Holistic Omega//Booking//EN");
    expect(ics).toMatch(/DESCRIPTION:.*Your booking: http:\/\/localhost:3000\/book\/booked\//);
  });

  it("refuses a language the product does not speak, in the database itself", async () => {
    const { booking } = await bookIn("en", "check@example.com", -25);
    await expect(
      database.db
        .update(bookings)
        .set({ locale: "de" as "en" })
        .where(eq(bookings.id, booking.id)),
    ).rejects.toThrow();
  });
});
