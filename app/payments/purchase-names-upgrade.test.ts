/**
 * The upgrade that keeps a purchase's package name in each language (drizzle/*_purchase_names.sql): purchases
 * made before it get both names where the package still has the name that was bought, and none where the
 * owner has renamed it since (they keep reading as bought). On PGlite, and on a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore, type UpgradeTarget } from "../../tests/support/upgrade-target.ts";
import { purchaseName } from "./package-language.ts";

let target: UpgradeTarget;
beforeAll(async () => {
  target = await databaseBefore("_purchase_names");
}, 120_000);
afterAll(() => target?.close());

it("names each earlier purchase in both languages where the package kept the name bought", async () => {
  await target.exec(`
    insert into package_purchases (package_id, user_id, name, price_cents, session_count)
    select id, v.buyer, v.name, 48000, 4 from packages, (values
      ('bought-in-english', 'The Blueprint programme'),
      ('bought-in-french', 'Programme Blueprint'),
      ('bought-before-a-rename', 'Blueprint (old name)')
    ) as v(buyer, name)
    where packages.name = 'The Blueprint programme'`);

  await target.upgrade();

  const rows = await target.query<{ user_id: string; name: string; names: Record<string, string> }>(
    "select user_id, name, names from package_purchases order by id",
  );
  const both = { en: "The Blueprint programme", fr: "Programme Blueprint" };
  expect(rows.rows).toEqual([
    { user_id: "bought-in-english", name: "The Blueprint programme", names: both },
    { user_id: "bought-in-french", name: "Programme Blueprint", names: both },
    { user_id: "bought-before-a-rename", name: "Blueprint (old name)", names: {} },
  ]);
  expect(rows.rows.map((row) => purchaseName(row, "fr"))).toEqual([
    "Programme Blueprint",
    "Programme Blueprint",
    "Blueprint (old name)",
  ]);
}, 60_000);
