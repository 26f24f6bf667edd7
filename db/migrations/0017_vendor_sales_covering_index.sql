-- Custom SQL migration file, put your code below! --
-- hand-written
-- A vendor's sales over a period (dashboard, analytics, customers) read its sub-orders by
-- (vendor_id, created_at) and need only status, subtotal and order_id: carried in the index
-- (INCLUDE), a year of 20,000 sub-orders is read from the index alone. The orders they join to are
-- read by id for their payment status, currency and buyer, carried likewise.
DROP INDEX "sub_orders_vendor_idx";--> statement-breakpoint
CREATE INDEX "sub_orders_vendor_idx" ON "sub_orders" USING btree ("vendor_id","created_at" DESC NULLS LAST)
  INCLUDE ("status", "subtotal", "order_id");--> statement-breakpoint
CREATE INDEX "orders_sale_idx" ON "orders" USING btree ("id")
  INCLUDE ("payment_status", "currency", "user_id");
