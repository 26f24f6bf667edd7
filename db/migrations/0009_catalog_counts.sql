CREATE TABLE "catalog_counts" (
	"vendor_id" text NOT NULL,
	"category_id" text,
	"country_of_origin" char(2),
	"product_count" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"rating_sum" numeric NOT NULL,
	CONSTRAINT "catalog_counts_key" UNIQUE NULLS NOT DISTINCT("vendor_id","category_id","country_of_origin")
);
--> statement-breakpoint
ALTER TABLE "catalog_counts" ADD CONSTRAINT "catalog_counts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_counts" ADD CONSTRAINT "catalog_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- catalog_counts follows the active products: added products count in, removed ones count out, and
-- an update that moves a product (active flag, vendor, category, country, rating) moves its share.
-- Only additions insert rows; removals only update, so they never recreate a row that a vendor's or
-- category's deletion has just cascaded away.
CREATE FUNCTION "catalog_counts_add_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_counts" AS counted ("vendor_id", "category_id", "country_of_origin", "product_count", "rating_count", "rating_sum")
  SELECT "vendor_id", "category_id", "country_of_origin", count(*), sum("rating_count"), sum("rating_average" * "rating_count")
  FROM "added_products" WHERE "is_active"
  GROUP BY "vendor_id", "category_id", "country_of_origin"
  ON CONFLICT ("vendor_id", "category_id", "country_of_origin") DO UPDATE SET
    "product_count" = counted."product_count" + EXCLUDED."product_count",
    "rating_count" = counted."rating_count" + EXCLUDED."rating_count",
    "rating_sum" = counted."rating_sum" + EXCLUDED."rating_sum";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "catalog_counts_remove_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_counts" AS counted SET
    "product_count" = counted."product_count" - removed."product_count",
    "rating_count" = counted."rating_count" - removed."rating_count",
    "rating_sum" = counted."rating_sum" - removed."rating_sum"
  FROM (
    SELECT "vendor_id", "category_id", "country_of_origin", count(*) AS "product_count", sum("rating_count") AS "rating_count", sum("rating_average" * "rating_count") AS "rating_sum"
    FROM "removed_products" WHERE "is_active"
    GROUP BY "vendor_id", "category_id", "country_of_origin"
  ) AS removed
  WHERE counted."vendor_id" = removed."vendor_id"
    AND counted."category_id" IS NOT DISTINCT FROM removed."category_id"
    AND counted."country_of_origin" IS NOT DISTINCT FROM removed."country_of_origin";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "catalog_counts_move_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."is_active" THEN
    UPDATE "catalog_counts" SET
      "product_count" = "product_count" - 1,
      "rating_count" = "rating_count" - OLD."rating_count",
      "rating_sum" = "rating_sum" - OLD."rating_average" * OLD."rating_count"
    WHERE "vendor_id" = OLD."vendor_id"
      AND "category_id" IS NOT DISTINCT FROM OLD."category_id"
      AND "country_of_origin" IS NOT DISTINCT FROM OLD."country_of_origin";
  END IF;
  IF NEW."is_active" THEN
    INSERT INTO "catalog_counts" AS counted ("vendor_id", "category_id", "country_of_origin", "product_count", "rating_count", "rating_sum")
    VALUES (NEW."vendor_id", NEW."category_id", NEW."country_of_origin", 1, NEW."rating_count", NEW."rating_average" * NEW."rating_count")
    ON CONFLICT ("vendor_id", "category_id", "country_of_origin") DO UPDATE SET
      "product_count" = counted."product_count" + 1,
      "rating_count" = counted."rating_count" + EXCLUDED."rating_count",
      "rating_sum" = counted."rating_sum" + EXCLUDED."rating_sum";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_counted_on_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "added_products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_counts_add_products"();--> statement-breakpoint
CREATE TRIGGER "products_counted_on_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "removed_products" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_counts_remove_products"();--> statement-breakpoint
-- Stock, price and view updates (every order, every page view) leave the counts alone without calling anything.
CREATE TRIGGER "products_counted_on_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN (OLD."is_active" IS DISTINCT FROM NEW."is_active"
    OR OLD."vendor_id" IS DISTINCT FROM NEW."vendor_id"
    OR OLD."category_id" IS DISTINCT FROM NEW."category_id"
    OR OLD."country_of_origin" IS DISTINCT FROM NEW."country_of_origin"
    OR OLD."rating_count" IS DISTINCT FROM NEW."rating_count"
    OR OLD."rating_average" IS DISTINCT FROM NEW."rating_average")
  EXECUTE FUNCTION "catalog_counts_move_product"();--> statement-breakpoint
INSERT INTO "catalog_counts" ("vendor_id", "category_id", "country_of_origin", "product_count", "rating_count", "rating_sum")
  SELECT "vendor_id", "category_id", "country_of_origin", count(*), sum("rating_count"), sum("rating_average" * "rating_count")
  FROM "products" WHERE "is_active"
  GROUP BY "vendor_id", "category_id", "country_of_origin";
