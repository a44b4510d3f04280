CREATE TABLE "access_attempts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "access_attempts_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "access_attempts_last_failure_at_index" ON "access_attempts" USING btree ("last_failure_at");