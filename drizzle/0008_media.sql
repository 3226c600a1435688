CREATE TABLE "galleries" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"title" text NOT NULL,
	"booking_id" text,
	"session_date" date,
	"selection_limit" integer DEFAULT 15 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"allow_downloads" boolean DEFAULT true NOT NULL,
	"watermark_text" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"selection_submitted_at" timestamp with time zone,
	"finals_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"photo_id" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"gallery_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_photos_assetId_unique" UNIQUE("asset_id")
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"original_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"width" integer,
	"height" integer,
	"thumbhash" text,
	"content_hash" text,
	"derivatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watermark" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portfolio_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" text NOT NULL,
	"category" text DEFAULT 'portraits' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_photos_assetId_unique" UNIQUE("asset_id")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "media_asset_id" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_comments" ADD CONSTRAINT "gallery_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_photos" ADD CONSTRAINT "portfolio_photos_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "galleries_client_id_index" ON "galleries" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "gallery_comments_photo_id_index" ON "gallery_comments" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "gallery_photos_gallery_id_kind_position_index" ON "gallery_photos" USING btree ("gallery_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_photos_gallery_id_kind_file_name_index" ON "gallery_photos" USING btree ("gallery_id","kind","file_name");--> statement-breakpoint
CREATE INDEX "media_assets_status_index" ON "media_assets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "media_jobs_status_next_attempt_at_index" ON "media_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "media_jobs_asset_id_index" ON "media_jobs" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "portfolio_photos_published_position_index" ON "portfolio_photos" USING btree ("published","position");