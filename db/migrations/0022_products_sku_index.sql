-- A quick order names products by SKU alone (any case); a vendor's products are found through
-- products_vendor_sku_key, whose first column is the vendor, so products_vendor_idx only cost writes.
DROP INDEX "products_vendor_idx";--> statement-breakpoint
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));