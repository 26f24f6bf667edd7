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
  INCLUDE ("payment_status", "currency", "user_id");--> statement-breakpoint
-- A period's views and add-to-carts are summed over a fifth of a vendor's products a day (400,000
-- rows a year for a vendor of 5,000 products): carried in the index, the sum reads no table rows.
DROP INDEX "product_daily_stats_vendor_day_idx";--> statement-breakpoint
CREATE INDEX "product_daily_stats_vendor_day_idx" ON "product_daily_stats" USING btree ("vendor_id","day")
  INCLUDE ("views", "add_to_carts");
