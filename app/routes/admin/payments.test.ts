/**
 * The owner's payments by month and its CSV for the accountant, the receipt download (owner: any;
 * client: their own; anyone else: 404), and the billing settings form.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../tests/support/accounts.ts";
import { args, get, isRedirect, postForm, run } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { payments, refunds } from "../../lib/db/schema.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { getSetting, setSetting } from "../../lib/settings.server.ts";
import { ledgerCsv, monthLedger } from "../../payments/accounting.server.ts";
import { issueReceipt, receiptKey } from "../../payments/receipts.server.ts";
import { loader as receiptLoader } from "../receipts/receipt-pdf.ts";
import { loader as receiptsLoader } from "../receipts/receipts.tsx";
import { loader as paymentsLoader } from "./payments.tsx";
import { loader as exportLoader } from "./payments-export.ts";
import { action as settingsAction, loader as settingsLoader } from "./settings.tsx";

let database: TestDatabase;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let client: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;
const receiptIds: Record<string, number> = {};

async function payment(values: { name: string; amountCents: number; paidAt: Date; userId?: string | null }) {
  const [row] = await database.db
    .insert(payments)
    .values({
      userId: values.userId ?? null,
      name: values.name,
      email: `${values.name.split(" ")[0]!.toLowerCase()}@example.com`,
      description: `Deposit: Signature Portrait, ${values.name}`,
      amountCents: values.amountCents,
      status: "paid",
      paymentIntentId: `pi_${values.name.length}${values.amountCents}`,
      paidAt: values.paidAt,
    })
    .returning();
  const receipt = await issueReceipt(database.db, {
    kind: "payment",
    paymentId: row!.id,
    amountCents: values.amountCents,
  });
  return { payment: row!, receipt };
}

beforeAll(async () => {
  database = await useFreshAppDatabase();
  admin = await signedInUser("admin");
  client = await signedInUser("client");
  other = await signedInUser("client");
  // Europe/Paris (the default business zone): 1 March 00:30 there is still February in UTC.
  const early = await payment({ name: "Ada Lovelace", amountCents: 5000, paidAt: new Date("2026-02-28T23:30:00Z") });
  const mid = await payment({
    name: "Grace Hopper",
    amountCents: 2550,
    paidAt: new Date("2026-03-14T10:00:00Z"),
    userId: client.id,
  });
  await payment({ name: "=cmd Formula", amountCents: 1000, paidAt: new Date("2026-02-27T10:00:00Z") });
  // Ada's deposit, refunded in April: counted in April, not March.
  const [refund] = await database.db
    .insert(refunds)
    .values({
      paymentId: early.payment.id,
      amountCents: 5000,
      reason: "owner_cancelled",
      status: "succeeded",
      idempotencyKey: "test-refund-1",
      stripeRefundId: "re_test_1",
      succeededAt: new Date("2026-04-02T08:00:00Z"),
    })
    .returning();
  const refundReceipt = await issueReceipt(database.db, {
    kind: "refund",
    paymentId: early.payment.id,
    refundId: refund!.id,
    amountCents: 5000,
  });
  receiptIds.ada = early.receipt.id;
  receiptIds.grace = mid.receipt.id;
  receiptIds.adaRefund = refundReceipt.id;
});
afterAll(() => database.destroy());

describe("payments by month", () => {
  it("lists a month of the business's zone with its totals", async () => {
    const march = await paymentsLoader(args(get("/admin/payments?month=2026-03", admin.cookie)));
    expect(march.monthName).toBe("March 2026");
    expect(march.entries.map((e) => [e.kind, e.name, e.amount, e.receipt])).toEqual([
      ["Payment", "Ada Lovelace", "€50", "000001"],
      ["Payment", "Grace Hopper", "€25.50", "000002"],
    ]);
    expect(march.totals).toEqual({ received: "€75.50", refunded: "€0", net: "€75.50" });
    expect([march.previous, march.next]).toEqual(["2026-02", "2026-04"]);
    const april = await paymentsLoader(args(get("/admin/payments?month=2026-04", admin.cookie)));
    expect(april.entries.map((e) => [e.kind, e.amount, e.receipt])).toEqual([["Refund", "−€50", "000004"]]);
    expect(april.totals).toEqual({ received: "€0", refunded: "€50", net: "−€50" });
  });

  it("exports a month as CSV, money in and out in their own columns, formulas neutralised", async () => {
    const response = (await exportLoader(args(get("/admin/payments/export?month=2026-02", admin.cookie)))) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="payments-2026-02.csv"');
    // Kept by the body (Response.text() would strip it): Excel needs it to read accents.
    expect(Buffer.from(await response.clone().arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(await response.text()).toBe(
      "Date,Type,Receipt,Client,E-mail,Description,Received (EUR),Refunded (EUR),Stripe reference\r\n" +
        "2026-02-27,Payment,000003,'=cmd Formula,'=cmd@example.com,\"Deposit: Signature Portrait, =cmd Formula\",10.00,,pi_121000\r\n",
    );
    const april = ledgerCsv(await monthLedger(database.db, "2026-04", "Europe/Paris"), "Europe/Paris");
    expect(april.split("\r\n")[1]).toBe(
      '2026-04-02,Refund,000004,Ada Lovelace,ada@example.com,"Deposit: Signature Portrait, Ada Lovelace",,50.00,re_test_1',
    );
  });

  it("exports in French for a French owner: French headings, semicolons, decimal commas", async () => {
    const response = (await inLocale("fr", () =>
      exportLoader(args(get("/admin/payments/export?month=2026-02", admin.cookie))),
    )) as Response;
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="paiements-2026-02.csv"');
    expect(await response.text()).toBe(
      "Date;Type;Reçu;Client;E-mail;Objet;Encaissé (EUR);Remboursé (EUR);Référence Stripe\r\n" +
        "2026-02-27;Paiement;000003;'=cmd Formula;'=cmd@example.com;Deposit: Signature Portrait, =cmd Formula;10,00;;pi_121000\r\n",
    );
    const [refund] = await monthLedger(database.db, "2026-04", "Europe/Paris");
    const april = inLocale("fr", () => ledgerCsv([{ ...refund!, name: "Hélène; Durand" }], "Europe/Paris"));
    expect(april.split("\r\n")[1]).toBe(
      '2026-04-02;Remboursement;000004;"Hélène; Durand";ada@example.com;Deposit: Signature Portrait, Ada Lovelace;;50,00;re_test_1',
    );
  });

  it("refuses a malformed month and anyone but the owner", async () => {
    const bad = await run(() => exportLoader(args(get("/admin/payments/export?month=2026-13", admin.cookie))));
    expect((bad as { init: { status: number } }).init.status).toBe(400);
    const notFound = await run(() => paymentsLoader(args(get("/admin/payments?month=March", admin.cookie))));
    expect((notFound as { init: { status: number } }).init.status).toBe(404);
    // The page sends a client back to their dashboard; the CSV answers 403 (decisions §2), 401 signed out.
    const page = await run(() => paymentsLoader(args(get("/admin/payments", client.cookie))));
    expect(isRedirect(page, "/dashboard")).toBe(true);
    const csv = "/admin/payments/export?month=2026-03";
    const refused = await run(() => exportLoader(args(get(csv, client.cookie))));
    expect((refused as { init: { status: number } }).init.status).toBe(403);
    const anonymous = await run(() => exportLoader(args(get(csv))));
    expect((anonymous as { init: { status: number } }).init.status).toBe(401);
  });
});

describe("receipt downloads", () => {
  const download = (id: number, cookie: string) =>
    run(() => receiptLoader(args(get(`/receipts/${id}/pdf`, cookie), { id: String(id) })));

  it("gives the owner every receipt and a client their own only", async () => {
    const owned = (await download(receiptIds.grace!, client.cookie)) as Response;
    expect(owned.status).toBe(200);
    expect(owned.headers.get("content-type")).toBe("application/pdf");
    expect(owned.headers.get("content-disposition")).toBe('attachment; filename="receipt-000002.pdf"');
    expect(
      Buffer.from(await owned.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const refund = (await download(receiptIds.adaRefund!, admin.cookie)) as Response;
    expect(refund.headers.get("content-disposition")).toBe('attachment; filename="refund-receipt-000004.pdf"');
    for (const [id, cookie] of [
      [receiptIds.grace!, other.cookie],
      [receiptIds.ada!, client.cookie],
      [999_999, admin.cookie],
    ] as const) {
      const refused = await download(id, cookie);
      expect((refused as { init: { status: number } }).init.status).toBe(404);
    }
    const anonymous = await download(receiptIds.grace!, "");
    expect(isRedirect(anonymous)).toBe(true);
  });

  it("gives anyone holding a receipt's key that receipt (a guest's link), and nothing else with it", async () => {
    const keyed = (id: number, key: string, cookie = "") =>
      run(() => receiptLoader(args(get(`/receipts/${id}/pdf?key=${key}`, cookie), { id: String(id) })));
    const guest = (await keyed(receiptIds.ada!, receiptKey(receiptIds.ada!))) as Response;
    expect(guest.status).toBe(200);
    expect(guest.headers.get("content-disposition")).toBe('attachment; filename="receipt-000001.pdf"');
    expect(guest.headers.get("cache-control")).toBe("private, no-store");
    // Someone else signed in with the link opens it too: the key is the permission.
    expect(((await keyed(receiptIds.ada!, receiptKey(receiptIds.ada!), other.cookie)) as Response).status).toBe(200);
    const wrong = receiptKey(receiptIds.ada!);
    for (const [id, key] of [
      [receiptIds.grace!, receiptKey(receiptIds.ada!)],
      [receiptIds.adaRefund!, receiptKey(receiptIds.ada!)],
      [receiptIds.ada!, `${wrong.slice(0, -1)}${wrong.endsWith("A") ? "B" : "A"}`],
      [receiptIds.ada!, "not-a-key"],
      [receiptIds.ada!, "x".repeat(65)],
      [999_999, receiptKey(999_999)],
    ] as const) {
      const refused = await keyed(id, key);
      expect((refused as { init: { status: number } }).init.status).toBe(404);
    }
    // Other people's receipts stay refused without a key, signed in or not.
    expect(((await download(receiptIds.ada!, other.cookie)) as { init: { status: number } }).init.status).toBe(404);
    expect(isRedirect(await download(receiptIds.ada!, ""))).toBe(true);
  });

  it("lists a client's own receipts", async () => {
    const mine = await receiptsLoader(args(get("/receipts", client.cookie)));
    expect(mine.receipts.map((r) => [r.number, r.amount])).toEqual([["000002", "€25.50"]]);
    expect((await receiptsLoader(args(get("/receipts", other.cookie)))).receipts).toEqual([]);
  });
});

describe("billing settings", () => {
  it("saves the legal details and the VAT choice, and refuses bad input without changing anything", async () => {
    const page = await settingsLoader(args(get("/admin/settings", admin.cookie)));
    expect(page.stripe.connected).toBe(false);
    expect(page.stripe.webhookUrl).toBe("http://localhost:3000/api/payments/stripe");
    const saved = await settingsAction(
      args(
        postForm(
          "/admin/settings",
          {
            intent: "billing",
            legalName: "Omega Studio EI",
            address: "12 rue des Arts\n75011 Paris",
            siret: "12345678900012",
            vat: "included",
          },
          admin.cookie,
        ),
      ),
    );
    expect(saved).toMatchObject({ data: { ok: true, form: "billing" } });
    const before = await getSetting(database.db, "billing");
    expect(before).toEqual({
      legalName: "Omega Studio EI",
      address: "12 rue des Arts\n75011 Paris",
      siret: "12345678900012",
      vat: "included",
    });
    const refused = await settingsAction(
      args(
        postForm(
          "/admin/settings",
          { intent: "billing", legalName: "x".repeat(201), address: "", siret: "", vat: "maybe" },
          admin.cookie,
        ),
      ),
    );
    expect(refused).toMatchObject({ data: { ok: false, form: "billing" }, init: { status: 400 } });
    expect(await getSetting(database.db, "billing")).toEqual(before);
    await setSetting(database.db, "billing", { ...before, vat: "not_applicable" });
  });

  it("answers each refused field on its own, in the request's language, as Conform's result (issue 25)", async () => {
    const before = await getSetting(database.db, "billing");
    const post = (fields: Record<string, string>) =>
      settingsAction(args(postForm("/admin/settings", { intent: "billing", ...fields }, admin.cookie)));
    const refused = (await post({ legalName: "x".repeat(201), address: "", siret: "1".repeat(41), vat: "maybe" })) as {
      data: { result: { status: string; error: Record<string, string[]> } };
    };
    expect(refused.data.result).toMatchObject({
      status: "error",
      error: {
        legalName: ["Legal name must be at most 200 characters."],
        siret: ["SIRET must be at most 40 characters."],
        vat: ["Choose whether your prices include VAT."],
      },
    });
    const french = (await inLocale("fr", () => post({ legalName: "Omega", address: "x".repeat(501) }))) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(french.data.result.error).toEqual({
      address: ["L’adresse doit faire 500 caractères au plus."],
      vat: ["Indiquez si vos prix incluent la TVA."],
    });
    expect(await getSetting(database.db, "billing")).toEqual(before);

    // Saved as trimmed (the settings page shows the stored values on its next visit).
    const saved = (await post({ legalName: "  Omega Studio EI ", address: "", siret: "", vat: before.vat })) as {
      data: { ok: boolean };
    };
    expect(saved.data).toMatchObject({ ok: true });
    expect((await getSetting(database.db, "billing")).legalName).toBe("Omega Studio EI");
    await setSetting(database.db, "billing", before);
  });
});
