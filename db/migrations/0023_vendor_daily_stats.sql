CREATE TABLE "vendor_daily_stats" (
	"vendor_id" text NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"add_to_carts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_daily_stats_vendor_id_day_pk" PRIMARY KEY("vendor_id","day")
);
--> statement-breakpoint
-- hand-written
-- Every change to a product's day row moves its vendor's day row by the same amounts, in the same
-- transaction: the view counter's batches, an add to cart, seeds, and rows removed with a product.
CREATE FUNCTION "vendor_daily_stats_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "vendor_daily_stats" ("vendor_id", "day", "views", "add_to_carts")
    VALUES (OLD."vendor_id", OLD."day", -OLD."views", -OLD."add_to_carts")
    ON CONFLICT ("vendor_id", "day") DO UPDATE SET
      "views" = "vendor_daily_stats"."views" + excluded."views",
      "add_to_carts" = "vendor_daily_stats"."add_to_carts" + excluded."add_to_carts";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "vendor_daily_stats" ("vendor_id", "day", "views", "add_to_carts")
    VALUES (NEW."vendor_id", NEW."day", NEW."views", NEW."add_to_carts")
    ON CONFLICT ("vendor_id", "day") DO UPDATE SET
      "views" = "vendor_daily_stats"."views" + excluded."views",
      "add_to_carts" = "vendor_daily_stats"."add_to_carts" + excluded."add_to_carts";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written
CREATE TRIGGER "product_daily_stats_follow_vendor" AFTER INSERT OR UPDATE OR DELETE ON "product_daily_stats"
  FOR EACH ROW EXECUTE FUNCTION "vendor_daily_stats_follow"();--> statement-breakpoint
-- hand-written
INSERT INTO "vendor_daily_stats" ("vendor_id", "day", "views", "add_to_carts")
SELECT "vendor_id", "day", sum("views"), sum("add_to_carts") FROM "product_daily_stats" GROUP BY 1, 2;
