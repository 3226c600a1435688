/**
 * The photography service page and the booking pages show the owner's prices in the reader's language:
 * the session type's French price note, and the VAT note beside a price ("TVA incluse" in French).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { args, get } from "../../../tests/support/routes.ts";
import { type TestDatabase, useFreshAppDatabase } from "../../../tests/support/test-database.ts";
import { inLocale } from "../../lib/i18n/request-locale.server.ts";
import { setSetting } from "../../lib/settings.server.ts";
import { loader as bookLoader } from "./book.tsx";
import { loader as serviceLoader } from "./service.tsx";

let database: TestDatabase;
beforeAll(async () => {
  database = await useFreshAppDatabase();
  await database.db.execute(sql`update session_types set price_cents = null, price_label = 'On request',
    price_label_fr = 'Sur devis' where slug = 'signature-portrait'`);
  await database.db.execute(sql`update session_types set price_cents = 15000 where slug = 'express'`);
  await setSetting(database.db, "billing", { legalName: "Omega Studio EI", address: "", siret: "", vat: "included" });
});
afterAll(() => database.destroy());

const servicePrices = (locale: "en" | "fr") =>
  inLocale(locale, async () => {
    const path = `${locale === "fr" ? "/fr" : ""}/services/corporate-photography`;
    const loaded = (await serviceLoader(args(get(path), { slug: "corporate-photography" }))) as {
      prices: Record<string, string>;
    };
    return loaded.prices;
  });

describe("prices in the reader's language", () => {
  it("gives the photography page the French price note and 'TVA incluse'; English is unchanged", async () => {
    expect(await servicePrices("fr")).toMatchObject({
      "signature-portrait": "Sur devis",
      express: expect.stringMatching(/^150,00\s€ · TVA incluse$/),
    });
    expect(await servicePrices("en")).toMatchObject({
      "signature-portrait": "On request",
      express: "€150 · VAT included",
    });
  });

  it("says 'TVA incluse' beside the prices on /fr/book", async () => {
    const french = await inLocale("fr", () => bookLoader());
    expect(french.types.find((t) => t.slug === "express")?.priceLabel).toMatch(/ · TVA incluse$/);
    const english = await bookLoader();
    expect(english.types.find((t) => t.slug === "express")?.priceLabel).toMatch(/ · VAT included$/);
  });
});
