/**
 * Issue 30: what clients read about their money, in the language being spoken: the payment panel's lines
 * (the booking's pages), receipt links, the owner's "paid with" lines, amounts "250,00 €" and dates
 * "26 novembre 2026"; English output stays as it was. And the refusals of the public forms (Zod), read in
 * the request's language.
 */
import { describe, expect, it } from "vitest";
import { EmailSchema, PasswordSchema } from "../accounts/auth-forms.server.ts";
import { BookingFormSchema, placeFields } from "../booking/booking.server.ts";
import { inLocale } from "../lib/i18n/request-locale.server.ts";
import { InquirySchema } from "../owner/contact-inquiries.server.ts";
import { formatEuros, formatPaymentDate } from "./money.ts";
import { presentMoney, presentPaidWith, presentReceipts } from "./present.server.ts";

const paidAt = new Date("2026-11-26T13:05:00Z");
const money = {
  paidCents: 25000,
  refundableCents: 0,
  payments: [
    {
      id: 1,
      name: "Camille Martin",
      // Paid in English; kept in both languages.
      description: "Deposit: Signature Portrait",
      descriptions: { en: "Deposit: Signature Portrait", fr: "Acompte\u00a0: Signature Portrait" },
      amountCents: 25000,
      paidAt,
    },
  ],
  refunds: [
    {
      id: 7,
      amountCents: 25000,
      status: "succeeded" as const,
      reason: "client_cancelled" as const,
      succeededAt: paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
      lastError: null,
    },
  ],
} as unknown as Parameters<typeof presentMoney>[0];
const receipts = [
  { id: 3, number: 42, kind: "payment" as const, amountCents: 25000, paymentId: 1, refundId: null },
  { id: 4, number: 43, kind: "refund" as const, amountCents: 25000, paymentId: 1, refundId: 7 },
] as unknown as Parameters<typeof presentReceipts>[0];

describe("amounts and dates", () => {
  it("are French in French and unchanged in English", () => {
    expect(formatEuros(25000, "fr")).toBe("250,00\u00a0€");
    expect(formatEuros(-5050, "fr")).toBe("−50,50\u00a0€");
    expect(formatEuros(25000, "en")).toBe("€250");
    expect(formatEuros(-2550, "en")).toBe("−€25.50");
    expect(formatPaymentDate(paidAt, "Europe/Paris", "date", "fr")).toBe("26 novembre 2026");
    expect(formatPaymentDate(paidAt, "Europe/Paris", "datetime", "fr")).toBe("26 novembre 2026 à 14:05");
    expect(formatPaymentDate(paidAt, "Europe/Paris", "date", "en")).toBe("26 Nov 2026");
    expect(formatPaymentDate(paidAt, "Europe/Paris", "datetime", "en")).toBe("26 Nov 2026, 14:05");
    // Without a locale: the language being spoken.
    expect(inLocale("fr", () => formatEuros(15000))).toBe("150,00\u00a0€");
  });
});

describe("the payment presenter", () => {
  it("writes the panel, the receipt links and the owner's lines in French", () => {
    const view = inLocale("fr", () => presentMoney(money, "Europe/Paris"));
    expect(view.paid).toBe("250,00\u00a0€");
    expect(view.payments[0]).toMatchObject({
      amount: "250,00\u00a0€",
      when: "26 novembre 2026 à 14:05",
      description: "Acompte\u00a0: Signature Portrait",
    });
    expect(view.refunds[0]).toMatchObject({
      statusText: "Remboursé",
      reason: "annulée par le client",
      when: "26 novembre 2026 à 14:05",
    });
    const links = inLocale("fr", () => presentReceipts(receipts, { signed: false }));
    expect(links.map((l) => l.label)).toEqual([
      "le reçu 000042 de 250,00\u00a0€",
      "le reçu de remboursement 000043 de 250,00\u00a0€",
    ]);
    const lines = inLocale("fr", () =>
      presentPaidWith({ credit: null, money, receipts }, "Europe/Paris").map((l) => l.text),
    );
    expect(lines).toEqual([
      "Acompte payé\u00a0: 250,00\u00a0€ le 26 novembre 2026",
      "Remboursé\u00a0: 250,00\u00a0€ le 26 novembre 2026",
    ]);
  });

  it("keeps English exactly as before", () => {
    const view = inLocale("en", () => presentMoney(money, "Europe/Paris"));
    expect(view.payments[0]).toMatchObject({
      amount: "€250",
      when: "26 Nov 2026, 14:05",
      description: "Deposit: Signature Portrait",
    });
    expect(view.refunds[0]).toMatchObject({ statusText: "Refunded", reason: "cancelled by the client" });
    expect(inLocale("en", () => presentReceipts(receipts, { signed: false })).map((l) => l.label)).toEqual([
      "receipt 000042 for €250",
      "refund receipt 000043 for €250",
    ]);
    expect(
      inLocale("en", () => presentPaidWith({ credit: null, money, receipts }, "Europe/Paris")).map((l) => l.text),
    ).toEqual(["Deposit paid: €250 on 26 Nov 2026", "Refunded: €250 on 26 Nov 2026"]);
  });
});

describe("the public forms' refusals", () => {
  const booking = { start: "soon", timeZone: "Europe/Paris", name: " ", email: "nope" };
  const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it("are French on a French page", () => {
    expect(inLocale("fr", () => messagesOf(BookingFormSchema.safeParse(booking)))).toEqual([
      "Choisissez un horaire dans la liste.",
      "Le nom est obligatoire.",
      "Saisissez une adresse e-mail valide.",
    ]);
    expect(
      inLocale("fr", () => placeFields({ locationKind: "on_location" }, { clientAddress: "ici", phone: null })),
    ).toEqual({ fields: { clientAddress: "Écrivez l’adresse complète\u00a0: rue, numéro et ville." } });
    expect(
      inLocale("fr", () => messagesOf(InquirySchema.safeParse({ name: "A", email: "a@b.co", message: "" }))),
    ).toEqual(["Le message est obligatoire."]);
    expect(inLocale("fr", () => messagesOf(EmailSchema.safeParse("nope")))).toEqual([
      "Saisissez une adresse e-mail valide.",
    ]);
    expect(inLocale("fr", () => messagesOf(PasswordSchema.safeParse("short")))).toEqual([
      "Utilisez au moins 8 caractères.",
    ]);
  });

  it("are unchanged in English", () => {
    expect(inLocale("en", () => messagesOf(BookingFormSchema.safeParse(booking)))).toEqual([
      "Choose a time from the list.",
      "Name is required.",
      "Email must be a valid e-mail address.",
    ]);
    expect(inLocale("en", () => messagesOf(PasswordSchema.safeParse("short")))).toEqual(["Use at least 8 characters."]);
    expect(
      inLocale("en", () => messagesOf(InquirySchema.safeParse({ name: "", email: "a@b.co", message: "x" }))),
    ).toEqual(["Name is required."]);
  });
});
