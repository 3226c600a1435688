CREATE TABLE "package_credit_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_credit_uses_bookingId_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "package_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"session_count" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_purchases_status" CHECK ("package_purchases"."status" in ('pending_payment', 'paid', 'refunded', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "package_session_types" (
	"package_id" integer NOT NULL,
	"session_type_id" integer NOT NULL,
	CONSTRAINT "package_session_types_package_id_session_type_id_pk" PRIMARY KEY("package_id","session_type_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"session_count" integer NOT NULL,
	"validity_days" integer DEFAULT 365 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_price" CHECK ("packages"."price_cents" between 0 and 100000000),
	CONSTRAINT "packages_sessions" CHECK ("packages"."session_count" between 1 and 100),
	CONSTRAINT "packages_validity" CHECK ("packages"."validity_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"package_purchase_id" integer,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checkout_session_id" text,
	"checkout_url" text,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_checkoutSessionId_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('open', 'paid', 'expired')),
	CONSTRAINT "payments_for" CHECK ("payments"."booking_id" is not null or "payments"."package_purchase_id" is not null or "payments"."status" <> 'open')
);
--> statement-breakpoint
CREATE TABLE "receipt_sequence" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_sequence_one_row" CHECK ("receipt_sequence"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_id" integer,
	"amount_cents" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_refundId_unique" UNIQUE("refund_id"),
	CONSTRAINT "receipts_kind" CHECK ("receipts"."kind" in ('payment', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"stripe_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"succeeded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "package_credit_uses" ADD CONSTRAINT "package_credit_uses_purchase_id_package_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credit_uses" ADD CONSTRAINT "package_credit_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_session_types" ADD CONSTRAINT "package_session_types_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_session_types" ADD CONSTRAINT "package_session_types_session_type_id_session_types_id_fk" FOREIGN KEY ("session_type_id") REFERENCES "public"."session_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_purchase_id_package_purchases_id_fk" FOREIGN KEY ("package_purchase_id") REFERENCES "public"."package_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_credit_uses_purchase_id_index" ON "package_credit_uses" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "package_purchases_user_id_index" ON "package_purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_booking_id_index" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_package_purchase_id_index" ON "payments" USING btree ("package_purchase_id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_index" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "receipts_issued_at_index" ON "receipts" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_once" ON "receipts" USING btree ("payment_id") WHERE "receipts"."kind" = 'payment';--> statement-breakpoint
CREATE INDEX "refunds_payment_id_index" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_status_next_attempt_at_index" ON "refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_deposit" CHECK ("session_types"."deposit_cents" >= 0 and ("session_types"."price_cents" is null or "session_types"."deposit_cents" <= "session_types"."price_cents"));--> statement-breakpoint
INSERT INTO "receipt_sequence" ("id", "last") VALUES (1, 0) ON CONFLICT DO NOTHING;
