-- A deleted person's kept records carried "Deleted client" written in English; they now keep no name at all
-- and pages name them in their reader's language (app/privacy/anonymised.ts). The address marks them.
UPDATE "bookings" SET "name" = '' WHERE "email" = 'deleted-client@invalid';--> statement-breakpoint
UPDATE "payments" SET "name" = '' WHERE "email" = 'deleted-client@invalid';--> statement-breakpoint
UPDATE "receipts" SET "details" = jsonb_set("details", '{buyer,name}', '""'::jsonb)
  WHERE "details" -> 'buyer' ->> 'email' = 'deleted-client@invalid';
