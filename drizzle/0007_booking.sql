CREATE TABLE "availability_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" text NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "availability_overrides_range" CHECK (("availability_overrides"."start_minute" is null and "availability_overrides"."end_minute" is null) or ("availability_overrides"."start_minute" >= 0 and "availability_overrides"."end_minute" <= 1440 and "availability_overrides"."start_minute" < "availability_overrides"."end_minute"))
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "availability_rules_weekday" CHECK ("availability_rules"."weekday" between 1 and 7),
	CONSTRAINT "availability_rules_range" CHECK ("availability_rules"."start_minute" >= 0 and "availability_rules"."end_minute" <= 1440 and "availability_rules"."start_minute" < "availability_rules"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "blocked_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_times_range" CHECK ("blocked_times"."starts_at" < "blocked_times"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar" text DEFAULT 'owner' NOT NULL,
	"session_type_id" integer NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text DEFAULT '' NOT NULL,
	"phase" integer,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_from" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"ics_uid" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_icsUid_unique" UNIQUE("ics_uid"),
	CONSTRAINT "bookings_range" CHECK ("bookings"."held_from" <= "bookings"."starts_at" and "bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."held_until")
);
--> statement-breakpoint
CREATE TABLE "session_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location_kind" text DEFAULT 'studio' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"price_label" text DEFAULT '' NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 1440 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"daily_cap" integer,
	"client_change_notice_hours" integer DEFAULT 48 NOT NULL,
	"phase_review" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_overrides_date_index" ON "availability_overrides" USING btree ("date");--> statement-breakpoint
CREATE INDEX "blocked_times_starts_at_index" ON "blocked_times" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_starts_at_index" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_email_index" ON "bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bookings_user_id_index" ON "bookings" USING btree ("user_id");--> statement-breakpoint
-- custom:begin
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("calendar" WITH =, tstzrange("held_from", "held_until", '[)') WITH &&) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
INSERT INTO "session_types" ("slug", "name", "description", "duration_minutes", "location_kind", "location", "price_label", "buffer_before_minutes", "buffer_after_minutes", "min_notice_minutes", "horizon_days", "daily_cap", "client_change_notice_hours", "phase_review", "position") VALUES
  ('signature-portrait', 'Signature Portrait', 'A 60-minute portrait session with several looks, backgrounds and poses.', 60, 'studio', 'The studio (the address is in your confirmation)', 'On request', 15, 15, 1440, 60, 3, 48, false, 1),
  ('express', 'Express', 'A 30-minute session, ideal for a single updated headshot.', 30, 'studio', 'The studio (the address is in your confirmation)', 'On request', 0, 15, 1440, 60, 4, 48, false, 2),
  ('free-consultation', 'Free consultation', 'A free 30-minute conversation about your goals: AI training, brand and visual identity, coaching or photography.', 30, 'video', 'Video call (the link is in your confirmation)', 'Free', 0, 0, 1440, 60, null, 48, false, 3),
  ('phase-review', 'Blueprint phase review', 'A 45-minute review of a completed Blueprint phase, for clients.', 45, 'video', 'Video call (the link is in your confirmation)', 'Included in the programme', 0, 15, 1440, 60, null, 48, true, 4)
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "availability_rules" ("weekday", "start_minute", "end_minute")
SELECT d, r.s, r.e FROM generate_series(1, 5) AS d, (VALUES (540, 720), (780, 1020)) AS r(s, e)
WHERE NOT EXISTS (SELECT 1 FROM "availability_rules");
-- custom:end
