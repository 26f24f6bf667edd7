ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Orders that already hold several pending attempts keep the newest; the others are voided, so the
-- one-pending-attempt index below can be built. A voided attempt that still settles pays an order that
-- awaits payment, and is refunded otherwise.
UPDATE "payments" SET "status" = 'voided', "completed_at" = now()
WHERE "status" = 'pending' AND "id" NOT IN (
  SELECT DISTINCT ON ("order_id") "id" FROM "payments" WHERE "status" = 'pending' ORDER BY "order_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';