ALTER TABLE "booking_add_ons" ADD COLUMN "instalment_id" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "second_last_name" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "document_support_number" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "birth_country" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "document_issue_place" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "kinship" text;--> statement-breakpoint
ALTER TABLE "booking_add_ons" ADD CONSTRAINT "booking_add_ons_instalment_id_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."instalments"("id") ON DELETE set null ON UPDATE no action;