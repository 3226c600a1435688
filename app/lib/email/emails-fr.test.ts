/**
 * The e-mails through their real paths, in the reader's language (issue 30): an inquiry sent from
 * /fr/book is acknowledged in French, a French account gets its sign-in link and code in French
 * (whichever page asked), an unknown address in the language of the page, a French client's reminder
 * is French, and the owner's notices follow the owner's account.
 */
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { mailsTo } from "../../../tests/support/outbox.ts";
import { postForm } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { createVerifiedUser } from "../../accounts/users.server.ts";
import { saveAnswers } from "../../blueprint/blueprint.server.ts";
import { PHASES } from "../../blueprint/questionnaires/engine.ts";
import {
  bookSession,
  freeTimes,
  getSessionTypeBySlug,
  mailContext,
  type SessionType,
} from "../../booking/booking.server.ts";
import { bookingChangedEmails, bookingConfirmedEmails } from "../../booking/emails.server.ts";
import { runNudges } from "../../owner/nudges.server.ts";
import { deleteAccount } from "../../privacy/deletion.server.ts";
import { action as authAction } from "../../routes/auth/auth.tsx";
import { action as bookAction } from "../../routes/site/book.tsx";
import { contactMessages, emailOutbox, rateLimits, users } from "../db/schema.ts";
import { inLocale, localeMiddleware } from "../i18n/request-locale.server.ts";
import { sessionMiddleware } from "../session.server.ts";
import { setSetting } from "../settings.server.ts";

const OWNER = "owner@example.com";
const NBSP = "\u00a0";
let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase({ OWNER_EMAIL: OWNER });
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(emailOutbox);
  await database.db.delete(contactMessages);
  await database.db.delete(rateLimits);
});

/** Runs an action as React Router does: through the root middleware (session, then language). */
async function throughMiddleware(request: Request, action: (args: unknown) => Promise<unknown>) {
  const context = new RouterContextProvider();
  const args = { request, context, params: {} };
  let outcome: unknown;
  await sessionMiddleware(args, () =>
    localeMiddleware(args, async () => {
      try {
        outcome = await action(args);
      } catch (thrown) {
        outcome = thrown;
      }
      return new Response(null);
    }),
  );
  return outcome;
}
// biome-ignore lint/suspicious/noExplicitAny: route args are built by hand
const run = (request: Request, action: (args: any) => Promise<unknown>) => throughMiddleware(request, action);

let ip = 0;
function form(path: string, fields: Record<string, string>) {
  const request = postForm(path, fields);
  request.headers.set("x-client-ip", `192.0.2.${++ip}`);
  return request;
}

async function setOwnerLocale(locale: "en" | "fr") {
  const [owner] = await database.db.select().from(users).where(eq(users.email, OWNER));
  if (!owner) await createVerifiedUser(database.db, { email: OWNER, password: "owner passphrase", role: "admin" });
  await database.db.update(users).set({ locale }).where(eq(users.email, OWNER));
}

const inquiry = { name: "Camille Martin", email: "camille@example.com", phone: "", message: "Bonjour, une séance ?" };

describe("an inquiry", () => {
  it("sent from /fr/book is stored as French and acknowledged in French; the owner's notice is in the owner's language", async () => {
    await setOwnerLocale("en");
    const answer = (await run(form("/fr/book", inquiry), bookAction)) as { data: { ok: boolean } };
    expect(answer.data.ok).toBe(true);
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored!.locale).toBe("fr");
    const [ack] = await mailsTo(database.db, inquiry.email);
    expect(ack!.subject).toBe("Nous avons bien reçu votre message — Holistic Omega");
    expect(ack!.text).toMatch(/^Bonjour,\n\nMerci de nous avoir écrit\./);
    const [notice] = await mailsTo(database.db, OWNER);
    expect(notice!.subject).toBe("New inquiry from Camille Martin");

    // The same from /book: English, with an owner who reads French.
    await database.db.delete(emailOutbox);
    await setOwnerLocale("fr");
    const english = { ...inquiry, email: "sam@example.com", name: "Sam" };
    await run(form("/book", english), bookAction);
    const [storedEn] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, english.email));
    expect(storedEn!.locale).toBe("en");
    expect((await mailsTo(database.db, english.email))[0]!.subject).toBe("We received your message — Holistic Omega");
    const [frenchNotice] = await mailsTo(database.db, OWNER);
    expect(frenchNotice!.subject).toBe("Nouvelle demande de Sam");
    expect(frenchNotice!.text).toContain(`a envoyé un message depuis le site${NBSP}:`);
    await setOwnerLocale("en");
  });

  it("refuses a language that is not ours through the JSON API, storing nothing", async () => {
    const { submitInquiry, inquiryContextFor } = await import("../../owner/contact-inquiries.server.ts");
    const request = form("/api/contact", {});
    const outcome = await submitInquiry({ ...inquiry, locale: "de" }, await inquiryContextFor(request));
    expect(outcome).toMatchObject({ status: "invalid", fields: { locale: "Locale must be en or fr." } });
    expect(await database.db.select().from(contactMessages)).toHaveLength(0);
    const french = await submitInquiry({ ...inquiry, locale: "fr" }, await inquiryContextFor(request));
    expect(french.status).toBe("stored");
    expect((await mailsTo(database.db, inquiry.email))[0]!.subject).toMatch(/^Nous avons bien reçu/);
  });
});

describe("sign-in e-mails", () => {
  it("follow a French account, even when asked from the English page", async () => {
    const client = await signedInUser("client");
    await database.db.update(users).set({ locale: "fr" }).where(eq(users.id, client.id));
    await run(form("/auth", { view: "magic_link", email: client.email }), authAction);
    const [link] = await mailsTo(database.db, client.email);
    expect(link!.subject).toBe("Votre lien de connexion à Holistic Omega");
    expect(link!.text).toMatch(/Se connecter\u00a0: http:\/\/localhost:3000\/fr\/auth\/magic-link\?token=/);

    await run(form("/auth", { view: "verify_otp", email: client.email }), authAction);
    const [code] = await mailsTo(database.db, client.email);
    expect(code!.subject).toMatch(/^Votre code de connexion\u00a0: \d{6}$/);
    expect(code!.text).toContain("Il expire dans 5 minutes.");
  });

  it("to an address without an account follow the page the request came from", async () => {
    await run(form("/fr/auth", { view: "magic_link", email: "inconnue@example.com" }), authAction);
    const [french] = await mailsTo(database.db, "inconnue@example.com");
    expect(french!.subject).toBe("Demande de connexion à Holistic Omega");
    expect(french!.text).toContain("Créer un compte\u00a0: http://localhost:3000/fr/auth?view=sign_up\n");

    await run(form("/auth", { view: "magic_link", email: "unknown@example.com" }), authAction);
    const [english] = await mailsTo(database.db, "unknown@example.com");
    expect(english!.subject).toBe("Sign-in request for Holistic Omega");
    expect(english!.text).toContain("Create an account: http://localhost:3000/auth?view=sign_up\n");
  });

  it("to an English account stay English from the French page", async () => {
    const client = await signedInUser("client");
    await run(form("/fr/auth", { view: "magic_link", email: client.email }), authAction);
    expect((await mailsTo(database.db, client.email))[0]!.subject).toBe("Your sign-in link for Holistic Omega");
  });
});

describe("a nudge", () => {
  it("to a French client is French, with the French phase's name; an English client's is unchanged", async () => {
    await setSetting(database.db, "nudges", { enabled: true, firstDelayDays: 7, secondDelayDays: 14 });
    const start = new Date("2026-03-02T10:00:00Z");
    const clients = [];
    for (const locale of ["fr", "en"] as const) {
      const client = await signedInUser("client");
      await database.db.update(users).set({ locale }).where(eq(users.id, client.id));
      const { resultId } = await saveAnswers(database.db, client.id, PHASES[0]!, [{ key: "values-q1", value: "x" }]);
      await database.db.execute(
        sql`update questionnaire_results set updated_at = ${start.toISOString()} where id = ${resultId}`,
      );
      clients.push(client);
    }
    const config = { baseUrl: "http://localhost:3000", siteName: "Holistic Omega", secret: "s".repeat(40) };
    const round = await runNudges(database.db, config, new Date(start.getTime() + 7 * 86_400_000));
    expect(round.queued).toBe(2);
    const [french] = await mailsTo(database.db, clients[0]!.email);
    expect(french!.subject).toBe(`Reprenez «${NBSP}Phase 1${NBSP}: Clarté${NBSP}» là où vous l’aviez laissée`);
    expect(french!.text).toContain(
      "Pour ne plus en recevoir, utilisez ce lien\u00a0: http://localhost:3000/nudges/opt-out?token=",
    );
    const [english] = await mailsTo(database.db, clients[1]!.email);
    expect(english!.subject).toBe("Pick up Phase 1: Clarity where you left off");
  });
});

describe("the owner's notice of a deleted account", () => {
  it("follows the owner's account language", async () => {
    await setOwnerLocale("fr");
    const client = await signedInUser("client");
    await deleteAccount(database.db, client, { reason: "self" });
    const [notice] = await mailsTo(database.db, OWNER);
    expect(notice!.subject).toBe("Un client a supprimé son compte");
    expect(notice!.text).toMatch(/^Un client a supprimé son compte le \d+ \S+ \d{4}\. /);
    await setOwnerLocale("en");
    const other = await signedInUser("client");
    await database.db.delete(emailOutbox);
    await deleteAccount(database.db, other, { reason: "self" });
    expect((await mailsTo(database.db, OWNER))[0]!.subject).toBe("A client deleted their account");
  });
});

describe("the owner's booking notices", () => {
  it("follow the owner's account language, whatever the booking's", async () => {
    const now = new Date("2026-03-02T07:00:00Z");
    const consultation = (await getSessionTypeBySlug(database.db, "free-consultation")) as SessionType;
    const start = (await freeTimes(database.db, consultation, now)).at(-3)!;
    const input = { start: start.toISOString(), timeZone: "Europe/Paris", name: "Sam Lee", email: "sam@example.com" };
    const outcome = await inLocale("en", () =>
      bookSession(
        consultation,
        { ...input, message: "" },
        { db: database.db, clientIp: "192.0.2.250", user: null, now },
      ),
    );
    if (outcome.status !== "booked") throw new Error(JSON.stringify(outcome));
    const booking = { ...outcome.booking, status: "confirmed" as const };

    await setOwnerLocale("fr");
    const french = await mailContext(database.db, now);
    expect(french.ownerLocale).toBe("fr");
    const [toBooker, toOwner] = bookingConfirmedEmails(booking, consultation, french);
    expect(toBooker!.subject).toMatch(/^Booked: /);
    expect(toOwner!.subject).toMatch(
      /^Nouvelle réservation\u00a0: Consultation gratuite, \S+ \d+ \S+ 2026 à \d\d:\d\d/,
    );
    expect(toOwner!.text).toMatch(/^Sam Lee a réservé une séance Consultation gratuite pour le /);
    expect(toOwner!.text).toContain("Aucun message.");
    expect(toOwner!.text).toContain(`Détails${NBSP}: http://localhost:3000/admin/booking/${booking.id}`);
    const [, moved] = bookingChangedEmails("moved", booking, consultation, "client", french, now);
    expect(moved!.subject).toMatch(/^Réservation déplacée\u00a0: Consultation gratuite, désormais le /);
    expect(moved!.text).toMatch(/^Sam Lee a déplacé sa séance Consultation gratuite du .+ au /);

    await setOwnerLocale("en");
    const english = await mailContext(database.db, now);
    const [, ownerEn] = bookingConfirmedEmails(booking, consultation, english);
    expect(ownerEn!.subject).toMatch(/^New booking: Free consultation, \w+day \d+ \w+ 2026 at /);
    expect(ownerEn!.text).toContain(
      "Sam Lee <sam@example.com>\n\nNo message.\n\nDetails: http://localhost:3000/admin/booking/",
    );
  });
});
