CREATE TYPE "public"."sandbox_object_kind" AS ENUM('payment_intent', 'authorization', 'payment_method', 'refund');--> statement-breakpoint
CREATE TABLE "sandbox_gateway_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "sandbox_object_kind" NOT NULL,
	"idempotency_key" text,
	"status" text NOT NULL,
	"amount_minor" integer,
	"currency" text,
	"captured_minor" integer DEFAULT 0 NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "prepayment_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "balance_due_days_before_arrival" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "site_origin" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_action_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_objects_idempotency_key_index" ON "sandbox_gateway_objects" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_prepayment_percent" CHECK ("rate_plans"."prepayment_percent" between 1 and 100);