CREATE INDEX "search_analytics_no_results_idx" ON "search_analytics" USING btree ("created_at","normalized_term") WHERE not "search_analytics"."successful";--> statement-breakpoint
CREATE INDEX "vendor_country_sales_days_day_idx" ON "vendor_country_sales_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "vendor_product_sales_days_day_idx" ON "vendor_product_sales_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "vendor_sales_days_day_idx" ON "vendor_sales_days" USING btree ("day");