CREATE TABLE "storage_garbage" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- custom:begin
CREATE OR REPLACE FUNCTION ho_queue_storage_garbage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO storage_garbage (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER uploads_queue_storage_garbage AFTER DELETE ON uploads
  FOR EACH ROW EXECUTE FUNCTION ho_queue_storage_garbage();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ho_keep_last_admin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.role = 'admin' AND coalesce(OLD.banned, false) = false AND (
    TG_OP = 'DELETE' OR NEW.role <> 'admin' OR coalesce(NEW.banned, false)
  ) THEN
    -- Serialises these checks, so two transactions cannot each remove "the other" last admin.
    PERFORM pg_advisory_xact_lock(715004223);
    IF NOT EXISTS (
      SELECT 1 FROM users WHERE role = 'admin' AND coalesce(banned, false) = false AND id <> OLD.id
    ) THEN
      RAISE EXCEPTION 'At least one administrator must remain.' USING ERRCODE = 'P0001', HINT = 'last-admin';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_keep_last_admin BEFORE UPDATE OF role, banned OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION ho_keep_last_admin();
-- custom:end
