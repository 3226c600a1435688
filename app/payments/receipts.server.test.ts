/**
 * Receipt numbers: many payments confirmed at once, some of whose transactions roll back, still leave
 * numbers 1..n with no gap and no repeat (run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL).
 * And who may read a receipt.
 */
import { asc, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../tests/support/payments.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../tests/support/test-database.ts";
import { bookings, emailOutbox, payments, receipts, sessionTypes, users } from "../lib/db/schema.ts";
import type { Db } from "../lib/db.server.ts";
import { setSetting } from "../lib/settings.server.ts";
import { receiptFileName } from "./receipt-pdf.server.tsx";
import {
  findReceipt,
  issueReceipt,
  mailDueReceipts,
  mayReadReceipt,
  receiptKey,
  receiptPdf,
} from "./receipts.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase({ SITE_NAME: "Holistic Omega" });
});
afterAll(() => database.destroy());

async function paidPayment(userId: string | null, amountCents = 5000, bookingId: number | null = null) {
  const [payment] = await database.db
    .insert(payments)
    .values({
      userId,
      bookingId,
      name: "Ada Lovelace",
      email: "ada@example.com",
      description: "Deposit: Signature Portrait",
      amountCents,
      status: "paid",
      paymentIntentId: "pi_test",
      paidAt: new Date(),
    })
    .returning();
  return payment!;
}

class Rollback extends Error {}

describe("receipt numbers", () => {
  it("stay sequential without gaps when payments are confirmed concurrently and some roll back", async () => {
    const made = await Promise.all(Array.from({ length: 24 }, () => paidPayment(null)));
    const outcomes = await Promise.allSettled(
      made.map((payment, i) =>
        database.db.transaction(async (tx) => {
          const receipt = await issueReceipt(tx as unknown as Db, {
            kind: "payment",
            paymentId: payment.id,
            amountCents: payment.amountCents,
          });
          // Every third confirmation fails after taking its number: the number must come back.
          if (i % 3 === 2) throw new Rollback();
          return receipt.number;
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "rejected").every((o) => o.reason instanceof Rollback)).toBe(true);
    const rows = await database.db.select().from(receipts).orderBy(asc(receipts.number));
    expect(rows).toHaveLength(16);
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    // A payment gets one payment receipt, ever.
    await expect(
      issueReceipt(database.db, { kind: "payment", paymentId: rows[0]!.paymentId, amountCents: 5000 }),
    ).rejects.toThrow();
    const next = await database.db.transaction((tx) =>
      issueReceipt(tx as unknown as Db, { kind: "payment", paymentId: made[2]!.id, amountCents: 5000 }),
    );
    expect(next.number).toBe(17);
  });

  it("carry the business's legal details and VAT note at the time of issue, in the PDF too", async () => {
    await setSetting(database.db, "billing", {
      legalName: "Omega Studio EI",
      address: "12 rue des Arts, 75011 Paris",
      siret: "123 456 789 00012",
      vat: "not_applicable",
    });
    const payment = await paidPayment("client-1", 2550);
    const receipt = await issueReceipt(database.db, { kind: "payment", paymentId: payment.id, amountCents: 2550 });
    expect(receipt.details.seller).toEqual({
      name: "Omega Studio EI",
      address: "12 rue des Arts, 75011 Paris",
      siret: "123 456 789 00012",
      vatNote: "TVA non applicable, art. 293 B du CGI",
    });
    const found = (await findReceipt(database.db, receipt.id))!;
    const pdf = await receiptPdf(found);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(5000);
  });
});

describe("who may read a receipt", () => {
  const theirs = { receipt: { id: 1 }, userId: "client-1" };
  const guests = { receipt: { id: 2 }, userId: null };

  it("is the owner for every receipt and a client for their own only", () => {
    expect(mayReadReceipt({ id: "owner", role: "admin" }, theirs)).toBe(true);
    expect(mayReadReceipt({ id: "owner", role: "admin" }, guests)).toBe(true);
    expect(mayReadReceipt({ id: "client-1", role: "client" }, theirs)).toBe(true);
    expect(mayReadReceipt({ id: "client-2", role: "client" }, theirs)).toBe(false);
    expect(mayReadReceipt({ id: "client-2", role: "client" }, guests)).toBe(false);
    expect(mayReadReceipt(null, theirs)).toBe(false);
  });

  it("is also anyone holding that receipt's key, and no other receipt's", () => {
    expect(mayReadReceipt(null, guests, receiptKey(2))).toBe(true);
    expect(mayReadReceipt({ id: "client-2", role: "client" }, guests, receiptKey(2))).toBe(true);
    expect(mayReadReceipt(null, guests, receiptKey(1))).toBe(false);
    expect(mayReadReceipt(null, theirs, receiptKey(2))).toBe(false);
    const key = receiptKey(2);
    expect(mayReadReceipt(null, guests, `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`)).toBe(false);
    expect(mayReadReceipt(null, guests, "short")).toBe(false);
    expect(mayReadReceipt(null, guests, "")).toBe(false);
    expect(receiptKey(2)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe("a receipt's language", () => {
  const pdfText = async (receiptId: number) => {
    const found = (await findReceipt(database.db, receiptId))!;
    const { text } = await extractText(new Uint8Array(await receiptPdf(found)), { mergePages: true });
    return { found, text };
  };
  const frenchDay =
    /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/;

  it("is the buyer's account's: a French client's receipt and refund receipt are French, amounts and dates too", async () => {
    await setSetting(database.db, "billing", { legalName: "Omega Studio EI", address: "", siret: "", vat: "included" });
    await database.db
      .insert(users)
      .values({ id: "client-fr", name: "Camille Martin", email: "camille@example.com", locale: "fr" });
    const payment = await paidPayment("client-fr", 25000);
    const receipt = await issueReceipt(database.db, { kind: "payment", paymentId: payment.id, amountCents: 25000 });
    const { found, text } = await pdfText(receipt.id);
    expect(found.locale).toBe("fr");
    const number = String(receipt.number).padStart(6, "0");
    expect(text).toContain(`Reçu ${number}`);
    expect(text).toMatch(new RegExp(`Émis le ${frenchDay.source}`));
    // The column headings are spaced capitals ("PAY É PA R" once extracted).
    const headings = text.replace(/\s/g, "").toLowerCase();
    expect(headings).toContain("payépar");
    expect(headings).toContain("paiement");
    expect(text).toContain("Par carte bancaire, via Stripe");
    expect(text).toMatch(/Total payé\s*250,00\s€/);
    expect(text).toContain("Prix TTC (TVA incluse).");
    expect(headings).not.toContain("paidby");
    for (const english of ["Receipt", "Issued on", "Total paid", "€250", "Prices include VAT"]) {
      expect(text).not.toContain(english);
    }
    expect(receiptFileName(found.receipt, found.locale)).toBe(`recu-${number}.pdf`);

    const refund = await issueReceipt(database.db, { kind: "refund", paymentId: payment.id, amountCents: 25000 });
    expect(refund.details.lines[0]!.label).toBe("Remboursement\u00a0: Deposit: Signature Portrait");
    const refunded = await pdfText(refund.id);
    expect(refunded.text).toContain("Reçu de remboursement");
    expect(refunded.text.replace(/\s/g, "").toLowerCase()).toContain("rembourséà");
    expect(refunded.text).toMatch(/−250,00\s€/);
    // The bold face's "e" comes out of the extraction as a control character.
    expect(refunded.text).toMatch(/Total r.mboursé\s*250,00\s€/);
  });

  it("is the booking's for a guest without an account, and English for an English guest", async () => {
    const [portrait] = await database.db.select().from(sessionTypes).where(eq(sessionTypes.slug, "signature-portrait"));
    const booking = await insertBooking(database.db, {
      sessionTypeId: portrait!.id,
      startsAt: new Date("2026-12-03T13:00:00Z"),
    });
    await database.db.update(bookings).set({ locale: "fr" }).where(eq(bookings.id, booking.id));
    const guest = await paidPayment(null, 5000, booking.id);
    const french = await issueReceipt(database.db, { kind: "payment", paymentId: guest.id, amountCents: 5000 });
    const { found, text } = await pdfText(french.id);
    expect(found.locale).toBe("fr");
    expect(text).toMatch(/Total payé\s*50,00\s€/);

    const english = await issueReceipt(database.db, {
      kind: "payment",
      paymentId: (await paidPayment(null, 5000)).id,
      amountCents: 5000,
    });
    const en = await pdfText(english.id);
    expect(en.found.locale).toBe("en");
    expect(en.text).toContain(`Receipt ${String(english.number).padStart(6, "0")}`);
    expect(en.text).toMatch(/Issued on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(en.text).toMatch(/Total paid\s*€50/);
    expect(receiptFileName(en.found.receipt, en.found.locale)).toMatch(/^receipt-\d{6}\.pdf$/);
  });

  it("describes what was paid in the buyer's language when the payment kept both", async () => {
    const [portrait] = await database.db.select().from(sessionTypes).where(eq(sessionTypes.slug, "signature-portrait"));
    const booking = await insertBooking(database.db, {
      sessionTypeId: portrait!.id,
      startsAt: new Date("2026-12-04T13:00:00Z"),
    });
    await database.db.update(bookings).set({ locale: "fr" }).where(eq(bookings.id, booking.id));
    const payment = await paidPayment(null, 5000, booking.id);
    await database.db
      .update(payments)
      .set({ descriptions: { en: "Deposit: Signature Portrait", fr: "Acompte\u00a0: Signature Portrait" } })
      .where(eq(payments.id, payment.id));
    const paid = await issueReceipt(database.db, { kind: "payment", paymentId: payment.id, amountCents: 5000 });
    expect(paid.details.lines[0]!.label).toBe("Acompte\u00a0: Signature Portrait");
    const refund = await issueReceipt(database.db, { kind: "refund", paymentId: payment.id, amountCents: 5000 });
    expect(refund.details.lines[0]!.label).toBe("Remboursement\u00a0: Acompte\u00a0: Signature Portrait");
  });

  it("is the e-mail's too: a French buyer's receipt and refund e-mails are French, an English one's unchanged", async () => {
    await setSetting(database.db, "billing", { legalName: "Omega Studio EI", address: "", siret: "", vat: "included" });
    await database.db
      .insert(users)
      .values({ id: "client-fr-mail", name: "Lucie Bernard", email: "lucie@example.com", locale: "fr" });
    const french = await paidPayment("client-fr-mail", 25000);
    const english = await paidPayment(null, 5000);
    const paid = await issueReceipt(database.db, { kind: "payment", paymentId: french.id, amountCents: 25000 });
    const refund = await issueReceipt(database.db, { kind: "refund", paymentId: french.id, amountCents: 25000 });
    const plain = await issueReceipt(database.db, { kind: "payment", paymentId: english.id, amountCents: 5000 });
    while ((await mailDueReceipts(database.db)) > 0) {}
    const mails = await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    const mailOf = (receipt: { id: number }) => mails.find((mail) => mail.dedupeKey === `receipt:${receipt.id}`)!;
    const number = (receipt: { number: number }) => String(receipt.number).padStart(6, "0");

    const paidMail = mailOf(paid);
    expect(paidMail.subject).toBe(`Reçu ${number(paid)}\u00a0: paiement de 250,00\u00a0€ bien reçu`);
    expect(paidMail.text).toContain("Bonjour Ada Lovelace,");
    expect(paidMail.text).toContain(
      "nous avons bien reçu votre paiement de 250,00\u00a0€ pour Deposit: Signature Portrait.",
    );
    expect(paidMail.text).toContain(
      `Votre reçu, numéro ${number(paid)}, est joint à ce message. Prix TTC (TVA incluse).`,
    );
    expect(paidMail.text).toMatch(/sans vous connecter\u00a0: http\S+\/receipts\/\d+\/pdf\?key=/);
    expect(paidMail.attachments![0]!.filename).toBe(`recu-${number(paid)}.pdf`);

    const refundMail = mailOf(refund);
    expect(refundMail.subject).toBe(`Remboursement effectué\u00a0: 250,00\u00a0€ (reçu ${number(refund)})`);
    // What was paid, without the line's "Remboursement :" prefix.
    expect(refundMail.text).toContain(
      "Nous vous avons remboursé 250,00\u00a0€ sur votre carte pour Deposit: Signature Portrait.",
    );
    for (const english of ["Hello", "Thank you", "attached", "Refund sent", "€250"]) {
      expect(`${paidMail.subject}${paidMail.text}${refundMail.subject}${refundMail.text}`).not.toContain(english);
    }

    const plainMail = mailOf(plain);
    expect(plainMail.subject).toBe(`Receipt ${number(plain)}: €50 paid`);
    expect(plainMail.text).toContain(
      "Hello Ada Lovelace,\n\nThank you: we have received your payment of €50 for Deposit: Signature Portrait.",
    );
    expect(plainMail.text).toContain(`Your receipt, number ${number(plain)}, is attached. Prices include VAT.`);
    expect(plainMail.attachments![0]!.filename).toBe(`receipt-${number(plain)}.pdf`);
  });
});
