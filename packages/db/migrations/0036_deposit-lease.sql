-- A deposit's gateway steps on its hold (the host's release or claim, the API's claim, the job's
-- release, refund, renewal or fallback charge) take a lease on the row first: two of them at once
-- used to both read "authorized", and the loser's gateway call failed on a hold the winner had
-- already spent (a 503). The loser now finds the lease and answers 409 before calling the gateway.
ALTER TABLE "deposits" ADD COLUMN "lease_key" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "lease_until" timestamp with time zone;