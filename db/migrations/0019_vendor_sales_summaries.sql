CREATE TABLE "vendor_country_sales_days" (
	"vendor_id" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"country" text NOT NULL,
	"sales" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "vendor_country_sales_days_vendor_id_currency_day_country_pk" PRIMARY KEY("vendor_id","currency","day","country")
);
--> statement-breakpoint
CREATE TABLE "vendor_customer_totals" (
	"vendor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"order_count" integer NOT NULL,
	"total_spent" bigint NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"last_country" text,
	CONSTRAINT "vendor_customer_totals_vendor_id_user_id_currency_pk" PRIMARY KEY("vendor_id","user_id","currency")
);
--> statement-breakpoint
CREATE TABLE "vendor_product_sales_days" (
	"vendor_id" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "vendor_product_sales_days_vendor_id_currency_day_product_id_product_name_pk" PRIMARY KEY("vendor_id","currency","day","product_id","product_name")
);
--> statement-breakpoint
CREATE TABLE "vendor_sales_days" (
	"vendor_id" text NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"processing" integer DEFAULT 0 NOT NULL,
	"shipped" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_sales_days_vendor_id_day_currency_pk" PRIMARY KEY("vendor_id","day","currency")
);
--> statement-breakpoint
ALTER TABLE "vendor_country_sales_days" ADD CONSTRAINT "vendor_country_sales_days_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_customer_totals" ADD CONSTRAINT "vendor_customer_totals_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_customer_totals" ADD CONSTRAINT "vendor_customer_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_product_sales_days" ADD CONSTRAINT "vendor_product_sales_days_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sales_days" ADD CONSTRAINT "vendor_sales_days_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_customer_totals_spent_idx" ON "vendor_customer_totals" USING btree ("vendor_id","currency","total_spent" DESC NULLS LAST,"last_order_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "vendor_customer_totals_recent_idx" ON "vendor_customer_totals" USING btree ("vendor_id","currency","last_order_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- hand-written
-- Fill the vendors' sales summaries from the orders placed so far, with the statements of
-- server/modules/analytics/rebuild-sales.ts (a sale: a sub-order not cancelled of an order paid or
-- on account; its day the UTC day of the sub-order's placement).
INSERT INTO "vendor_sales_days" ("vendor_id", "day", "currency", "pending", "processing", "shipped", "delivered", "cancelled", "sales", "revenue")
SELECT so."vendor_id", (so."created_at" AT TIME ZONE 'utc')::date, o."currency",
  count(*) FILTER (WHERE so."status" = 'pending'), count(*) FILTER (WHERE so."status" = 'processing'),
  count(*) FILTER (WHERE so."status" = 'shipped'), count(*) FILTER (WHERE so."status" = 'delivered'),
  count(*) FILTER (WHERE so."status" = 'cancelled'),
  count(*) FILTER (WHERE so."status" <> 'cancelled' AND o."payment_status" IN ('paid', 'on_account')),
  coalesce(sum(so."subtotal") FILTER (WHERE so."status" <> 'cancelled' AND o."payment_status" IN ('paid', 'on_account')), 0)
FROM "sub_orders" so INNER JOIN "orders" o ON o."id" = so."order_id"
GROUP BY 1, 2, 3;--> statement-breakpoint
-- hand-written
INSERT INTO "vendor_country_sales_days" ("vendor_id", "currency", "day", "country", "sales", "revenue")
SELECT so."vendor_id", o."currency", (so."created_at" AT TIME ZONE 'utc')::date,
  coalesce(o."shipping_address" ->> 'country', ''), count(*), sum(so."subtotal")
FROM "sub_orders" so INNER JOIN "orders" o ON o."id" = so."order_id"
WHERE so."status" <> 'cancelled' AND o."payment_status" IN ('paid', 'on_account')
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- hand-written
INSERT INTO "vendor_product_sales_days" ("vendor_id", "currency", "day", "product_id", "product_name", "units", "revenue")
SELECT so."vendor_id", o."currency", (so."created_at" AT TIME ZONE 'utc')::date, i."product_id", i."product_name",
  sum(i."quantity"), sum(i."total")
FROM "sub_orders" so INNER JOIN "orders" o ON o."id" = so."order_id"
  INNER JOIN "order_items" i ON i."sub_order_id" = so."id"
WHERE so."status" <> 'cancelled' AND o."payment_status" IN ('paid', 'on_account')
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
-- hand-written
INSERT INTO "vendor_customer_totals" ("vendor_id", "user_id", "currency", "order_count", "total_spent", "last_order_at", "last_country")
SELECT so."vendor_id", o."user_id", o."currency", count(*), sum(so."subtotal"), max(so."created_at"),
  (array_agg(o."shipping_address" ->> 'country' ORDER BY so."created_at" DESC))[1]
FROM "sub_orders" so INNER JOIN "orders" o ON o."id" = so."order_id"
WHERE o."user_id" IS NOT NULL AND so."status" <> 'cancelled' AND o."payment_status" IN ('paid', 'on_account')
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- hand-written
-- The vendor's product list counts and pages its products by status, stock and a name or SKU
-- search, and its figures take their currency from its products: with those columns carried in the
-- index (INCLUDE), a vendor of 5,000 products is counted from the index alone instead of reading
-- 5,000 table pages (a product row fills most of a page). Every write changing these columns
-- (the vendor's edits, listing, stock) also sets updated_at, a key of this index, so the entry was
-- rewritten then anyway: the wider entries add no index writes.
DROP INDEX "products_vendor_updated_idx";--> statement-breakpoint
CREATE INDEX "products_vendor_updated_idx" ON "products" USING btree ("vendor_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("is_active", "draft", "stock_quantity", "currency", "name", "sku");
