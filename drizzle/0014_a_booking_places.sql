ALTER TABLE "session_types" ALTER COLUMN "min_notice_minutes" SET DEFAULT 4320;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_address" CHECK (char_length("bookings"."client_address") <= 300);--> statement-breakpoint
-- custom:begin
-- The seeded places promised an address or a link "in your confirmation" that never existed: the place now
-- comes from the settings (studio address, meeting link), so these texts go.
UPDATE "session_types" SET "location" = ''
WHERE "location" IN ('The studio (the address is in your confirmation)', 'Video call (the link is in your confirmation)');
--> statement-breakpoint
-- Seeded types still on the old defaults (24 h notice, 48 h change window) let a session be booked already too
-- late to move online: the notice becomes 72 h, so every booking keeps a day to change it.
UPDATE "session_types" SET "min_notice_minutes" = 4320
WHERE "slug" IN ('signature-portrait', 'express', 'free-consultation', 'phase-review')
  AND "min_notice_minutes" = 1440 AND "client_change_notice_hours" = 48;
-- custom:end
