CREATE TABLE "product_sales_totals" (
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"vendor_id" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "product_sales_totals_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "sale_order_days" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "sale_order_days_currency_day_shard_pk" PRIMARY KEY("currency","day","shard")
);
--> statement-breakpoint
CREATE INDEX "product_sales_totals_revenue_idx" ON "product_sales_totals" USING btree ("currency","revenue" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "vendor_product_sales_days_product_idx" ON "vendor_product_sales_days" USING btree ("currency","product_id","day");--> statement-breakpoint
-- hand-written
-- Fill the products' all-time totals from their day rows, and the platform's orders with a sale per
-- day (over 16 rows by a hash of the order's id, as `saleOrderShard` spreads them) from the orders,
-- with the statements of server/modules/analytics/rebuild-sales.ts (an order counts when at least one
-- of its parts is a sale: not cancelled, of an order paid or on account).
INSERT INTO "product_sales_totals" ("product_id", "currency", "vendor_id", "units", "revenue")
SELECT "product_id", "currency", min("vendor_id"), sum("units"), sum("revenue")
FROM "vendor_product_sales_days"
GROUP BY 1, 2;--> statement-breakpoint
-- hand-written
INSERT INTO "sale_order_days" ("day", "currency", "shard", "orders")
SELECT (o."created_at" AT TIME ZONE 'utc')::date, o."currency", (hashtext(o."id") & 15), count(*)
FROM "orders" o
WHERE EXISTS (
  SELECT 1 FROM "sub_orders" so
  WHERE so."order_id" = o."id" AND so."status" <> 'cancelled' AND o."payment_status" IN ('paid', 'on_account')
)
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- hand-written
-- PGlite has no autovacuum: without statistics the planner sorts every product's total to find the
-- leaders instead of reading the revenue index in order.
ANALYZE "product_sales_totals";--> statement-breakpoint
ANALYZE "sale_order_days";
