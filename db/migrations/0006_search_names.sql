-- Search matches product names (stemmed) and the words of SKU and model numbers, no longer descriptions (docs/decisions/008).
-- PostgreSQL before 17 cannot change a generated column's expression: drop it (with its GIN index) and add it again.
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('simple', regexp_replace(coalesce(sku, '') || ' ' || coalesce(model_number, ''), '[^[:alnum:]]+', ' ', 'g')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");
