CREATE TABLE "market_day_products" (
	"market_day_id" text NOT NULL,
	"product_id" text NOT NULL,
	"registration_id" text NOT NULL,
	"event_price" bigint NOT NULL,
	"discount_percentage" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_day_products_market_day_id_product_id_pk" PRIMARY KEY("market_day_id","product_id"),
	CONSTRAINT "market_day_products_price" CHECK ("market_day_products"."event_price" > 0),
	CONSTRAINT "market_day_products_discount" CHECK ("market_day_products"."discount_percentage" is null or ("market_day_products"."discount_percentage" between 1 and 99))
);
--> statement-breakpoint
CREATE TABLE "market_day_vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"market_day_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_day_vendors_day_vendor_key" UNIQUE("market_day_id","vendor_id"),
	CONSTRAINT "market_day_vendors_status" CHECK ("market_day_vendors"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "market_days" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"registration_deadline" timestamp with time zone NOT NULL,
	"vendor_limit" integer NOT NULL,
	"featured_category_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_days_window" CHECK ("market_days"."ends_at" > "market_days"."starts_at"),
	CONSTRAINT "market_days_deadline" CHECK ("market_days"."registration_deadline" <= "market_days"."starts_at"),
	CONSTRAINT "market_days_vendor_limit" CHECK ("market_days"."vendor_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "market_day_products" ADD CONSTRAINT "market_day_products_market_day_id_market_days_id_fk" FOREIGN KEY ("market_day_id") REFERENCES "public"."market_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_day_products" ADD CONSTRAINT "market_day_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_day_products" ADD CONSTRAINT "market_day_products_registration_id_market_day_vendors_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."market_day_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_day_vendors" ADD CONSTRAINT "market_day_vendors_market_day_id_market_days_id_fk" FOREIGN KEY ("market_day_id") REFERENCES "public"."market_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_day_vendors" ADD CONSTRAINT "market_day_vendors_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_days" ADD CONSTRAINT "market_days_featured_category_id_categories_id_fk" FOREIGN KEY ("featured_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_day_products_registration_idx" ON "market_day_products" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "market_day_products_product_idx" ON "market_day_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "market_day_products_price_idx" ON "market_day_products" USING btree ("market_day_id","event_price","product_id");--> statement-breakpoint
CREATE INDEX "market_day_products_newest_idx" ON "market_day_products" USING btree ("market_day_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "market_day_vendors_vendor_idx" ON "market_day_vendors" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "market_day_vendors_status_idx" ON "market_day_vendors" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "market_days_starts_idx" ON "market_days" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "market_days_ends_idx" ON "market_days" USING btree ("ends_at");