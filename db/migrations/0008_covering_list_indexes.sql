-- Newest-first product lists count and filter from the index alone: every column a /products filter
-- reads rides along (INCLUDE), so a filtered count no longer reads thousands of table rows.
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("is_active", "vendor_id", "price", "moq", "stock_quantity", "country_of_origin", "rating_average");--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("is_active", "vendor_id", "category_id", "price", "moq", "stock_quantity", "country_of_origin", "rating_average");
