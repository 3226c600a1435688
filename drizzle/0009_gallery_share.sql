ALTER TABLE "galleries" ADD COLUMN "share_token_hash" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "share_token_sealed" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "share_password_hash" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_shareTokenHash_unique" UNIQUE("share_token_hash");