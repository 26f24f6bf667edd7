-- Notifications get a priority (a high one stands out, later pops up), a partial index of the unread ones, which
-- the header's count reads on every signed-in page, and an index that finds one category's types (docs/decisions/053).
ALTER TABLE "notifications" ADD COLUMN "priority" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
CREATE INDEX "notifications_user_type_idx" ON "notifications" USING btree ("user_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "notifications"."read" = false;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_priority_known" CHECK ("notifications"."priority" in ('low', 'normal', 'high'));