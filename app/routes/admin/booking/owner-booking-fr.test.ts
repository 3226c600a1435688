/**
 * Issue 30: the owner's calendar, booking set-up, session types, packages and payments speak the owner's
 * account language. Loaders and actions run here in French as the locale middleware runs them
 * (`inLocale`), and the same calls outside it stay in English word for word.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../tests/support/accounts.ts";
import { args, BASE, get, run } from "../../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../../tests/support/test-database.ts";
import { getSessionTypeBySlug } from "../../../booking/booking.server.ts";
import { bookings, payments, users } from "../../../lib/db/schema.ts";
import { inLocale } from "../../../lib/i18n/request-locale.server.ts";
import { m } from "../../../paraglide/messages.js";
import { formatEuros } from "../../../payments/money.ts";
import { loader as bookLoader } from "../../site/book.tsx";
import { action as packagesAction, loader as packagesLoader } from "../packages/packages.tsx";
import { loader as paymentsLoader } from "../payments.tsx";
import { loader as bookingLoader } from "./booking.tsx";
import { loader as calendarLoader } from "./calendar.tsx";
import { action as sessionTypeAction, loader as sessionTypeLoader } from "./session-type.tsx";
import { action as setupAction, loader as setupLoader } from "./setup.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const french = <T>(work: () => T) => inLocale("fr", work);

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
});
afterAll(() => database.destroy());

function post(path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return new Request(`${BASE}${path}`, { method: "POST", headers: { origin: BASE, cookie: admin.cookie }, body });
}

type Outcome = { ok: boolean; message: string; fields?: Record<string, string>; hours?: { errors: object } };
/** A success as returned, a refusal (data()) with its status. */
async function outcome(work: () => unknown) {
  const result = (await run(work)) as Outcome | { data: Outcome; init: ResponseInit | null };
  if ("data" in result) return { status: result.init?.status ?? 200, ...result.data };
  return { status: 200, ...result };
}

describe("the owner's calendar in French", () => {
  it("names the week, its days and the reasons a day is not bookable in French; English is unchanged", async () => {
    const type = (await getSessionTypeBySlug(database.db, "signature-portrait"))!;
    // Far beyond any booking horizon: the day always has a reason.
    const path = `/admin/booking?week=2026-03-04&date=2031-03-03&type=${type.slug}`;
    const fr = await french(() => calendarLoader(args(get(path, admin.cookie))));
    expect(fr.weekLabel).toBe("2 mars 2026");
    expect(fr.days.map((d) => d.label)).toEqual([
      "lun. 2 mars",
      "mar. 3 mars",
      "mer. 4 mars",
      "jeu. 5 mars",
      "ven. 6 mars",
      "sam. 7 mars",
      "dim. 8 mars",
    ]);
    expect(fr.explain.result?.reasons.length).toBeGreaterThan(0);
    for (const reason of fr.explain.result!.reasons) {
      const key = `calendar_reason_${reason.reason}` as "calendar_reason_horizon";
      expect(reason.text).toBe(m[key]({}, { locale: "fr" }));
    }

    const en = await calendarLoader(args(get(path, admin.cookie)));
    expect(en.weekLabel).toBe("2 March 2026");
    expect(en.days[0]!.label).toBe("Mon 2 Mar");
    expect(en.explain.result!.reasons.map((r) => r.text)).toContain(
      "Too far ahead: beyond the session type's booking horizon.",
    );
  });

  it("refuses bad weekly hours and blocked time with French messages, and changes nothing", async () => {
    const before = (await setupLoader(args(get("/admin/booking/setup", admin.cookie)))).weekly;
    const hours = await french(() =>
      outcome(() =>
        setupAction(
          args(
            post("/admin/booking/setup", {
              intent: "hours",
              hoursForm: "rows",
              "day1-start": ["09:00", "11:00"],
              "day1-end": ["12:00", "13:00"],
              "day2-start": "9h",
              "day2-end": "10:00",
            }),
          ),
        ),
      ),
    );
    expect(hours.status).toBe(400);
    expect(hours.message).toBe("Les horaires de la semaine n’ont pas été enregistrés\u00a0: 2 plages sont à corriger.");
    expect(hours.hours?.errors).toEqual({
      "day1-1": "Chevauche 09:00–12:00.",
      "day2-0": "Saisissez des heures comme 09:00.",
    });
    expect((await setupLoader(args(get("/admin/booking/setup", admin.cookie)))).weekly).toEqual(before);

    const blocked = await french(() =>
      outcome(() =>
        setupAction(
          args(post("/admin/booking/setup", { intent: "block", from: "2030-05-02T12:00", until: "2030-05-02T10:00" })),
        ),
      ),
    );
    expect(blocked).toMatchObject({ status: 400, ok: false, message: "La fin doit venir après le début." });
    expect((await setupLoader(args(get("/admin/booking/setup", admin.cookie)))).blocked).toEqual([]);

    const saved = await french(() =>
      outcome(() => setupAction(args(post("/admin/booking/setup", { intent: "timezone", timeZone: "Europe/Paris" })))),
    );
    expect(saved).toMatchObject({ status: 200, ok: true, message: "Fuseau horaire enregistré." });
  });
});

describe("a session type and packages in French", () => {
  it("answers the session type form's errors in French, in English outside", async () => {
    const type = (await getSessionTypeBySlug(database.db, "express"))!;
    const fields = {
      name: "",
      slug: "Express!",
      description: "",
      durationMinutes: "abc",
      locationKind: "studio",
      location: "",
      priceLabel: "",
      price: "12,345",
      deposit: "0",
      bufferBeforeMinutes: "0",
      bufferAfterMinutes: "500",
      travelMinutes: "0",
      minNoticeHours: "24",
      horizonDays: "60",
      dailyCap: "",
      clientChangeNoticeHours: "24",
    };
    const request = () =>
      sessionTypeAction(args(post(`/admin/booking/types/${type.id}`, fields), { id: `${type.id}` }));
    const fr = await french(() => outcome(request));
    expect(fr.status).toBe(400);
    expect(fr.fields).toEqual({
      name: "Le nom est obligatoire.",
      slug: "L’adresse ne peut contenir que des lettres minuscules, des chiffres et des tirets.",
      durationMinutes: "Durée\u00a0: indiquez un nombre.",
      price: "Le prix doit être vide ou un montant en euros, comme 150 ou 149,50.",
      bufferAfterMinutes: "Marge après\u00a0: 240 au maximum.",
    });
    const en = await outcome(request);
    expect(en.fields).toEqual({
      name: "Name is required.",
      slug: "The address may only use lowercase letters, digits and dashes.",
      durationMinutes: "Duration must be a number.",
      price: "Price must be empty or an amount in euros, such as 150 or 149.50.",
      bufferAfterMinutes: "Buffer after must be at most 240.",
    });
    expect((await getSessionTypeBySlug(database.db, "express"))!.name).toBe(type.name);
  });

  it("keeps a session type's French texts, shown on /fr/book (empty ones fall back to English), /book unchanged", async () => {
    const type = (await getSessionTypeBySlug(database.db, "signature-portrait"))!;
    // The seed's French texts (migration 0027): a name that stays the same, a French description.
    expect(type).toMatchObject({
      nameFr: "Signature Portrait",
      descriptionFr: expect.stringMatching(/^Une séance portrait/),
    });
    const consultation = (await getSessionTypeBySlug(database.db, "free-consultation"))!;
    expect(consultation).toMatchObject({ nameFr: "Consultation gratuite", priceLabelFr: "Gratuit" });

    const fields = {
      name: type.name,
      slug: type.slug,
      description: type.description,
      durationMinutes: String(type.durationMinutes),
      locationKind: type.locationKind,
      location: type.location,
      priceLabel: "On request",
      price: "",
      deposit: "0",
      bufferBeforeMinutes: String(type.bufferBeforeMinutes),
      bufferAfterMinutes: String(type.bufferAfterMinutes),
      travelMinutes: String(type.travelMinutes),
      minNoticeHours: String(type.minNoticeMinutes / 60),
      horizonDays: String(type.horizonDays),
      dailyCap: type.dailyCap === null ? "" : String(type.dailyCap),
      clientChangeNoticeHours: String(type.clientChangeNoticeHours),
      active: "on",
      nameFr: "Portrait signature",
      descriptionFr: "",
      priceLabelFr: "Sur devis",
    };
    const saved = await french(() =>
      outcome(() => sessionTypeAction(args(post(`/admin/booking/types/${type.id}`, fields), { id: `${type.id}` }))),
    );
    expect(saved).toMatchObject({ status: 200, ok: true });
    const stored = (await getSessionTypeBySlug(database.db, "signature-portrait"))!;
    expect(stored).toMatchObject({ nameFr: "Portrait signature", descriptionFr: "", priceLabelFr: "Sur devis" });

    const fr = await french(() => bookLoader());
    const portrait = fr.types.find((t) => t.slug === "signature-portrait")!;
    expect(portrait).toMatchObject({ name: "Portrait signature", priceLabel: "Sur devis" });
    // No French description given: the English one.
    expect(portrait.description).toBe(type.description);
    expect(fr.types.find((t) => t.slug === "free-consultation")).toMatchObject({
      name: "Consultation gratuite",
      description: expect.stringMatching(/^Un échange gratuit de 30 minutes/),
    });
    const en = await bookLoader();
    expect(en.types.find((t) => t.slug === "signature-portrait")).toMatchObject({
      name: "Signature Portrait",
      priceLabel: "On request",
    });
    expect(en.types.find((t) => t.slug === "free-consultation")!.name).toBe("Free consultation");

    const tooLong = await outcome(() =>
      sessionTypeAction(
        args(post(`/admin/booking/types/${type.id}`, { ...fields, nameFr: "x".repeat(101) }), { id: `${type.id}` }),
      ),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.fields?.nameFr).toBeTruthy();
    expect((await getSessionTypeBySlug(database.db, "signature-portrait"))!.nameFr).toBe("Portrait signature");
  });

  it("refuses a package to put on sale without a price, in French", async () => {
    const refused = await french(() =>
      outcome(() =>
        packagesAction(
          args(
            post("/admin/packages", {
              name: "Trois portraits",
              price: "",
              sessionCount: "0",
              validityDays: "365",
              active: "on",
            }),
          ),
        ),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields).toMatchObject({
      sessionCount: "Séances\u00a0: 1 au minimum.",
      price: "Fixez un prix supérieur à 0\u00a0€ pour proposer le forfait.",
      sessionTypeIds: "Choisissez au moins un type de séance pour proposer le forfait.",
    });
  });
});

describe("payments in French", () => {
  it("writes the month, the kinds and the amounts the French way; English stays as it was", async () => {
    await database.db.insert(payments).values({
      userId: null,
      name: "Camille Martin",
      email: "camille@example.com",
      description: "Acompte",
      amountCents: 2550,
      status: "paid",
      paymentIntentId: "pi_fr_month",
      paidAt: new Date("2026-06-10T10:00:00Z"),
    });
    const fr = await french(() => paymentsLoader(args(get("/admin/payments?month=2026-06", admin.cookie))));
    expect(fr.monthName).toBe("juin 2026");
    expect(fr.entries.map((e) => [e.kind, e.amount, e.when])).toEqual([
      ["Paiement", "25,50\u00a0€", "10 juin 2026, 12:00"],
    ]);
    expect(fr.totals).toEqual({ received: "25,50\u00a0€", refunded: "0,00\u00a0€", net: "25,50\u00a0€" });

    const en = await paymentsLoader(args(get("/admin/payments?month=2026-06", admin.cookie)));
    expect(en.monthName).toBe("June 2026");
    expect(en.entries.map((e) => [e.kind, e.amount])).toEqual([["Payment", "€25.50"]]);
    expect(en.totals).toEqual({ received: "€25.50", refunded: "€0", net: "€25.50" });
  });

  it("formats euros with a locale, English by default", () => {
    expect([formatEuros(5000), formatEuros(-2550)]).toEqual(["€50", "−€25.50"]);
    expect([formatEuros(5000, "fr"), formatEuros(-2550, "fr")]).toEqual(["50,00\u00a0€", "−25,50\u00a0€"]);
  });
});

describe("a session in the owner's calendar, in French", () => {
  it("is named by its type's French name, with its phase, on the week, the agenda and its own page", async () => {
    await database.db.execute(
      sql`update session_types set name_fr = 'Portrait signature' where slug = 'signature-portrait'`,
    );
    const starts = new Date(Date.now() + 2 * 86_400_000);
    starts.setUTCHours(9, 0, 0, 0);
    const ends = new Date(starts.getTime() + 3_600_000);
    const type = (await getSessionTypeBySlug(database.db, "signature-portrait"))!;
    const [{ id }] = (await database.db
      .insert(bookings)
      .values({
        sessionTypeId: type.id,
        name: "Camille Martin",
        email: "camille@example.com",
        phase: 2,
        timeZone: "Europe/Paris",
        startsAt: starts,
        endsAt: ends,
        heldFrom: starts,
        heldUntil: ends,
        icsUid: "uid-owner-fr-title",
      })
      .returning({ id: bookings.id })) as [{ id: number }];
    const title = (locale: "en" | "fr", name: string) => m.booking_title_phase({ name, phase: 2 }, { locale });
    const week = `/admin/booking?week=${starts.toISOString().slice(0, 10)}`;

    const fr = await french(() => calendarLoader(args(get(week, admin.cookie))));
    const frTexts = fr.days.flatMap((day) => day.bookings.map((b) => b.text));
    expect(frTexts.some((text) => text.includes(title("fr", "Portrait signature")))).toBe(true);
    expect(fr.agenda.find((b) => b.id === id)?.text).toContain(title("fr", "Portrait signature"));
    expect(fr.types.find((t) => t.slug === "signature-portrait")?.name).toBe("Portrait signature");
    const frPage = await french(() => bookingLoader(args(get(`/admin/booking/${id}`, admin.cookie), { id: `${id}` })));
    expect(frPage.booking.title).toBe(title("fr", "Portrait signature"));

    const en = await calendarLoader(args(get(week, admin.cookie)));
    expect(en.agenda.find((b) => b.id === id)?.text).toContain(title("en", "Signature Portrait"));
    expect(en.types.find((t) => t.slug === "signature-portrait")?.name).toBe("Signature Portrait");
    const enPage = await bookingLoader(args(get(`/admin/booking/${id}`, admin.cookie), { id: `${id}` }));
    expect(enPage.booking.title).toBe(title("en", "Signature Portrait"));
  });
});

describe("packages in the owner's list, in French", () => {
  it("name the session types they cover, and the types to choose from, in French", async () => {
    const fr = await french(() => packagesLoader(args(get("/admin/packages", admin.cookie))));
    // The programme's own French name (migration 0030), as the session types show theirs.
    const programme = fr.packages.find((p) => p.name === "Programme Blueprint");
    expect(programme?.covers).toBe("Bilan de phase du Blueprint");
    expect(fr.sessionTypes.map((t) => t.name)).toContain("Consultation gratuite");
    const en = await packagesLoader(args(get("/admin/packages", admin.cookie)));
    expect(en.packages.find((p) => p.name === "The Blueprint programme")?.covers).toBe("Blueprint phase review");
    expect(en.sessionTypes.map((t) => t.name)).toContain("Free consultation");
  });
});

describe("the session types in the owner's booking set-up, in French", () => {
  it("are named by their French names in the list and on their own page; English is unchanged", async () => {
    const type = (await getSessionTypeBySlug(database.db, "free-consultation"))!;
    const listed = async (locale: "en" | "fr") => {
      const setup = await inLocale(locale, () => setupLoader(args(get("/admin/booking/setup", admin.cookie))));
      return setup.types.find((t) => t.slug === "free-consultation")!.name;
    };
    expect(await listed("fr")).toBe("Consultation gratuite");
    expect(await listed("en")).toBe("Free consultation");

    const page = (locale: "en" | "fr") =>
      inLocale(locale, () =>
        sessionTypeLoader(args(get(`/admin/booking/types/${type.id}`, admin.cookie), { id: `${type.id}` })),
      );
    const fr = await page("fr");
    expect(fr.title).toBe("Consultation gratuite");
    // The form still edits both names as stored.
    expect(fr.type).toMatchObject({ name: "Free consultation", nameFr: "Consultation gratuite" });
    expect((await page("en")).title).toBe("Free consultation");
  });
});

describe("a booking's account in the owner's calendar, in French", () => {
  it("names the account's role in French; English is unchanged", async () => {
    const client = await signedInUser("client");
    const type = (await getSessionTypeBySlug(database.db, "express"))!;
    const starts = new Date(Date.now() + 3 * 86_400_000);
    starts.setUTCHours(9, 0, 0, 0);
    const ends = new Date(starts.getTime() + 1_800_000);
    const [{ id }] = (await database.db
      .insert(bookings)
      .values({
        sessionTypeId: type.id,
        userId: client.id,
        name: "Camille Client",
        email: client.email,
        timeZone: "Europe/Paris",
        startsAt: starts,
        endsAt: ends,
        heldFrom: starts,
        heldUntil: ends,
        icsUid: "uid-owner-fr-role",
      })
      .returning({ id: bookings.id })) as [{ id: number }];
    const page = (locale: "en" | "fr") =>
      inLocale(locale, () => bookingLoader(args(get(`/admin/booking/${id}`, admin.cookie), { id: `${id}` })));
    expect((await page("fr")).account).toMatchObject({ role: "client", roleLabel: "client" });
    expect((await page("en")).account).toMatchObject({ role: "client", roleLabel: "client" });

    await database.db.update(users).set({ role: "admin" }).where(eq(users.id, client.id));
    expect((await page("fr")).account?.roleLabel).toBe("administrateur");
    expect((await page("en")).account?.roleLabel).toBe("admin");
  });
});
