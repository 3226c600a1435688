ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "price_from" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_price" CHECK ("session_types"."price_cents" is null or "session_types"."price_cents" between 0 and 100000000);--> statement-breakpoint
-- The seed's "On request" said nothing: no price is shown until the owner sets one (issue 27).
UPDATE "session_types" SET "price_label" = '' WHERE "price_label" = 'On request';--> statement-breakpoint
-- A reply template saved with the first default promised "about two hours": it now lists the real session types.
UPDATE "app_settings" SET "value" = replace("value"::text, 'A session lasts about two hours, and you receive your selection of edited photographs in an online gallery. I will gladly send you the current rates and available dates.', 'These are the sessions you can book:\n\n{sessions}\n\nAfter the session you choose your favourites in a private online gallery and receive them retouched. I will gladly suggest a few dates.')::jsonb WHERE "key" = 'inquiryReplyTemplates';
