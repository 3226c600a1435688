CREATE TABLE "session_changes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
