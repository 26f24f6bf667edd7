ALTER TABLE "products" DROP CONSTRAINT "products_sku_unique";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "original_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_vendor_updated_idx" ON "products" USING btree ("vendor_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_sku_key" UNIQUE("vendor_id","sku");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_original_price_above_price" CHECK ("products"."original_price" IS NULL OR "products"."original_price" > "products"."price");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_draft_not_listed" CHECK (NOT ("products"."draft" AND "products"."is_active"));