ALTER TABLE "packages" DROP CONSTRAINT "packages_price";--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "price_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_on_sale_priced" CHECK (not "packages"."active" or ("packages"."price_cents" is not null and "packages"."price_cents" > 0));--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_price" CHECK ("packages"."price_cents" is null or "packages"."price_cents" between 0 and 100000000);--> statement-breakpoint
-- custom:begin
-- The Blueprint programme (issue 29): four phase reviews, one per phase. No price is invented: it is
-- offered once the owner sets one on /admin/packages (as issue 27 did for session types).
INSERT INTO "packages" ("name", "description", "price_cents", "session_count", "validity_days", "active", "position")
SELECT 'The Blueprint programme',
  'Four phase reviews, one after each phase of the Holistic Omega Blueprint: a 45-minute video call to go through your answers and your report together and agree your next steps.',
  NULL, 4, 365, false, 1
WHERE NOT EXISTS (SELECT 1 FROM "packages");
--> statement-breakpoint
INSERT INTO "package_session_types" ("package_id", "session_type_id")
SELECT p.id, t.id FROM "packages" p, "session_types" t
WHERE p.name = 'The Blueprint programme' AND t.slug = 'phase-review'
ON CONFLICT DO NOTHING;
-- custom:end
