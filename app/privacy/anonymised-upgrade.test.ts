/**
 * The upgrade that stopped storing "Deleted client" in English (drizzle/*_anonymised_names.sql): the kept
 * records of accounts deleted before it lose that name, and nothing else changes. On PGlite, and on a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ANONYMISED_EMAIL, ANONYMISED_NAME, keptName } from "~/lib/anonymised";
import { databaseBefore, type UpgradeTarget } from "../../tests/support/upgrade-target.ts";

let target: UpgradeTarget;
beforeAll(async () => {
  target = await databaseBefore("_anonymised_names");
}, 120_000);
afterAll(() => target?.close());

it("empties the English name of deleted clients' bookings, payments and receipts, and keeps everyone else's", async () => {
  const buyer = (name: string, email: string) =>
    JSON.stringify({ seller: { name: "S", address: "", siret: "", vatNote: "" }, buyer: { name, email }, lines: [] });
  await target.exec(`
    insert into bookings (session_type_id, name, email, time_zone, starts_at, ends_at, held_from, held_until, ics_uid)
    select id, v.name, v.email, 'Europe/Paris', v.at, v.at + interval '1 hour', v.at, v.at + interval '1 hour', v.uid
    from session_types, (values
      ('Deleted client', '${ANONYMISED_EMAIL}', timestamptz '2026-03-02 10:00Z', 'uid-gone'),
      ('Élodie Bérard', 'elodie@example.com', timestamptz '2026-03-03 10:00Z', 'uid-kept')
    ) as v(name, email, at, uid)
    where slug = 'express'`);
  await target.exec(`
    insert into payments (booking_id, name, email, description, amount_cents, status, paid_at)
    select id, name, email, 'Deposit: Express', 5000, 'paid', starts_at from bookings`);
  await target.query(
    `insert into receipts (number, kind, payment_id, amount_cents, details)
     select row_number() over (order by id), 'payment', id, 5000,
       case when email = $1 then $2::jsonb else $3::jsonb end from payments`,
    [ANONYMISED_EMAIL, buyer("Deleted client", ANONYMISED_EMAIL), buyer("Élodie Bérard", "elodie@example.com")],
  );

  await target.upgrade();

  const names = async (table: string) =>
    (await target.query<{ name: string; email: string }>(`select name, email from ${table} order by id`)).rows;
  for (const table of ["bookings", "payments"]) {
    expect(await names(table)).toEqual([
      { name: ANONYMISED_NAME, email: ANONYMISED_EMAIL },
      { name: "Élodie Bérard", email: "elodie@example.com" },
    ]);
  }
  const receipts = await target.query<{ buyer: { name: string; email: string }; seller: { name: string } }>(
    "select details->'buyer' as buyer, details->'seller' as seller from receipts order by number",
  );
  expect(receipts.rows).toEqual([
    {
      buyer: { name: ANONYMISED_NAME, email: ANONYMISED_EMAIL },
      seller: { name: "S", address: "", siret: "", vatNote: "" },
    },
    {
      buyer: { name: "Élodie Bérard", email: "elodie@example.com" },
      seller: { name: "S", address: "", siret: "", vatNote: "" },
    },
  ]);
  // Read as every page reads them.
  const [gone, kept] = await names("payments");
  expect([keptName(gone!, "en"), keptName(gone!, "fr"), keptName(kept!, "fr")]).toEqual([
    "Deleted client",
    "Client supprimé",
    "Élodie Bérard",
  ]);
}, 60_000);
