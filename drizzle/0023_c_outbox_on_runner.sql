-- E-mails are sent by the one job runner (kind `email.send`, one job per outbox row): every message
-- still waiting gets its job, due when the message was, so nothing queued before the upgrade is lost.
INSERT INTO "jobs" ("kind", "payload", "dedupe_key", "max_attempts", "run_at")
SELECT 'email.send', jsonb_build_object('outboxId', "id"), "id"::text, 12, "next_attempt_at"
FROM "email_outbox" WHERE "status" = 'pending'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "email_outbox_status_next_attempt_at_index";--> statement-breakpoint
CREATE INDEX "email_outbox_status_index" ON "email_outbox" USING btree ("status");--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "locked_until";
