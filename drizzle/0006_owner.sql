CREATE TABLE "answer_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "answer_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"result_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"previous_answer" jsonb,
	"new_answer" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"author_id" text,
	"author_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nudge_opt_outs" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nudges" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"profile_id" text NOT NULL,
	"kind" text NOT NULL,
	"sequence" integer NOT NULL,
	"idle_since" timestamp with time zone NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phase_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recommendations" text DEFAULT '' NOT NULL,
	"answer_version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"sent_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_result_id_questionnaire_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."questionnaire_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_history" ADD CONSTRAINT "answer_history_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_id_contact_messages_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudge_opt_outs" ADD CONSTRAINT "nudge_opt_outs_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_result_id_questionnaire_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."questionnaire_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nudges" ADD CONSTRAINT "nudges_profile_id_users_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_reports" ADD CONSTRAINT "phase_reports_result_id_questionnaire_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."questionnaire_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_reports" ADD CONSTRAINT "phase_reports_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_history_result_id_id_index" ON "answer_history" USING btree ("result_id","id");--> statement-breakpoint
CREATE INDEX "inquiry_replies_inquiry_id_created_at_index" ON "inquiry_replies" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "nudges_auto_once" ON "nudges" USING btree ("result_id","sequence") WHERE "nudges"."kind" = 'auto';--> statement-breakpoint
CREATE INDEX "nudges_profile_id_index" ON "nudges" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "phase_reports_result_id_index" ON "phase_reports" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "phase_reports_status_index" ON "phase_reports" USING btree ("status");--> statement-breakpoint
-- custom:begin
CREATE OR REPLACE FUNCTION record_answer_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO answer_history (result_id, question_id, previous_answer, new_answer)
    VALUES (NEW.result_id, NEW.question_id, NULL, NEW.answer);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO answer_history (result_id, question_id, previous_answer, new_answer)
    VALUES (NEW.result_id, NEW.question_id, OLD.answer, NEW.answer);
  ELSIF EXISTS (SELECT 1 FROM questionnaire_results WHERE id = OLD.result_id) THEN
    -- A removed answer; not when the whole result is being deleted (cascade from the client).
    INSERT INTO answer_history (result_id, question_id, previous_answer, new_answer)
    VALUES (OLD.result_id, OLD.question_id, OLD.answer, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questionnaire_answers_history_insert AFTER INSERT ON questionnaire_answers
  FOR EACH ROW EXECUTE FUNCTION record_answer_history();
--> statement-breakpoint
CREATE TRIGGER questionnaire_answers_history_update AFTER UPDATE OF answer ON questionnaire_answers
  FOR EACH ROW WHEN (OLD.answer IS DISTINCT FROM NEW.answer) EXECUTE FUNCTION record_answer_history();
--> statement-breakpoint
CREATE TRIGGER questionnaire_answers_history_delete AFTER DELETE ON questionnaire_answers
  FOR EACH ROW EXECUTE FUNCTION record_answer_history();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION create_draft_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO phase_reports (result_id) VALUES (NEW.id) ON CONFLICT (result_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER questionnaire_results_draft_report_on_completion AFTER UPDATE OF completed_at ON questionnaire_results
  FOR EACH ROW WHEN (OLD.completed_at IS NULL AND NEW.completed_at IS NOT NULL) EXECUTE FUNCTION create_draft_report();
--> statement-breakpoint
CREATE TRIGGER questionnaire_results_draft_report_on_insert AFTER INSERT ON questionnaire_results
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION create_draft_report();
-- custom:end
