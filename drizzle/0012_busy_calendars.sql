CREATE TABLE "busy_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"synced_at" timestamp with time zone,
	"expanded_at" timestamp with time zone,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "busy_calendars_name" CHECK (char_length("busy_calendars"."name") between 1 and 100),
	CONSTRAINT "busy_calendars_url" CHECK (char_length("busy_calendars"."url") <= 2000 and "busy_calendars"."url" ~ '^(https?|webcal)://')
);
--> statement-breakpoint
CREATE TABLE "busy_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "busy_times_range" CHECK ("busy_times"."starts_at" < "busy_times"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "travel_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "busy_times" ADD CONSTRAINT "busy_times_calendar_id_busy_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."busy_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busy_calendars_next_sync_at_index" ON "busy_calendars" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "busy_times_calendar_id_index" ON "busy_times" USING btree ("calendar_id");--> statement-breakpoint
CREATE INDEX "busy_times_starts_at_ends_at_index" ON "busy_times" USING btree ("starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_travel" CHECK ("session_types"."travel_minutes" between 0 and 480);--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_location_kind" CHECK ("session_types"."location_kind" in ('studio', 'on_location', 'video', 'phone'));