ALTER TABLE "trade_assurance_applications" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_assurance_applications" ADD COLUMN "revoked_by" text;--> statement-breakpoint
ALTER TABLE "trade_assurance_applications" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "corporate_accounts" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "trade_assurance_applications" ADD CONSTRAINT "trade_assurance_applications_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;