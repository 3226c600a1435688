ALTER TABLE "package_purchases" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Purchases made before: their name in each language where the package still has the name that was bought.
UPDATE "package_purchases" AS "pp"
  SET "names" = jsonb_build_object('en', "p"."name", 'fr', coalesce(nullif(btrim("p"."name_fr"), ''), "p"."name"))
  FROM "packages" AS "p"
  WHERE "p"."id" = "pp"."package_id" AND "pp"."name" IN ("p"."name", nullif(btrim("p"."name_fr"), ''));
