ALTER TABLE "galleries" ADD COLUMN "finals_keep_metadata" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "served_key" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "served_size" bigint;--> statement-breakpoint
-- custom:begin
-- Deleting a media asset, by any path (a cascade included), queues every file it owns: the original,
-- the served original and each derivative of its current rendering. The sweep removes them.
CREATE OR REPLACE FUNCTION ho_queue_media_asset_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO storage_garbage (storage_key) VALUES (OLD.original_key) ON CONFLICT DO NOTHING;
  IF OLD.served_key IS NOT NULL THEN
    INSERT INTO storage_garbage (storage_key) VALUES (OLD.served_key) ON CONFLICT DO NOTHING;
  END IF;
  IF OLD.content_hash IS NOT NULL THEN
    INSERT INTO storage_garbage (storage_key)
      SELECT 'media/' || OLD.id || '/' || OLD.content_hash || '/' || (d->>'width') || '.'
        || CASE d->>'format' WHEN 'jpeg' THEN 'jpg' ELSE d->>'format' END
      FROM jsonb_array_elements(OLD.derivatives) AS d
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER media_assets_queue_files AFTER DELETE ON media_assets
  FOR EACH ROW EXECUTE FUNCTION ho_queue_media_asset_files();
--> statement-breakpoint
-- A mood-board image's upload owns its media asset: deleting the upload (replaced, orphaned, the
-- account deleted) deletes the asset, and with it every file.
CREATE OR REPLACE FUNCTION ho_delete_upload_media_asset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.media_asset_id IS NOT NULL THEN
    DELETE FROM media_assets WHERE id = OLD.media_asset_id;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER uploads_delete_media_asset AFTER DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION ho_delete_upload_media_asset();
--> statement-breakpoint
-- Mood-board assets whose upload is already gone (replaced before this migration) go now.
DELETE FROM media_assets a
  WHERE a.use = 'moodboard' AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.media_asset_id = a.id);
--> statement-breakpoint
-- Finals processed before served originals existed get one (their downloads wait for it).
INSERT INTO media_jobs (asset_id) SELECT id FROM media_assets WHERE use = 'final' AND status = 'ready';
-- custom:end
