-- Photo processing moves onto the one job runner (issue 25): every photo still waiting (or taken by a
-- process that is gone) becomes a `media.process` job keyed by its photo, so no acknowledged upload is
-- lost on upgrade; a photo that failed for good stays listed, with the System page's Retry.
INSERT INTO "jobs" ("kind", "payload", "dedupe_key", "status", "attempts", "max_attempts", "run_at", "last_error", "created_at")
SELECT 'media.process', jsonb_build_object('assetId', "asset_id"), 'asset:' || "asset_id", 'pending',
  least("attempts", 2), 3, least("next_attempt_at", now()), "last_error", "created_at"
FROM "media_jobs" WHERE "status" = 'pending'
ORDER BY "id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload", "dedupe_key", "status", "attempts", "max_attempts", "run_at", "last_error", "created_at", "finished_at")
SELECT DISTINCT ON ("asset_id") 'media.process', jsonb_build_object('assetId', "asset_id"), 'asset:' || "asset_id", 'failed',
  greatest("attempts", 1), 3, now(), "last_error", "media_jobs"."created_at", coalesce("finished_at", now())
FROM "media_jobs" JOIN "media_assets" ON "media_assets"."id" = "media_jobs"."asset_id" AND "media_assets"."status" = 'failed'
WHERE "media_jobs"."status" = 'failed'
ORDER BY "asset_id", "media_jobs"."id" DESC
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "media_jobs" CASCADE;
