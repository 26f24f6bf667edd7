CREATE TABLE "storefront_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"image_key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"link_path" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_banners_window" CHECK ("storefront_banners"."ends_at" > "storefront_banners"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "storefront_banners" ADD CONSTRAINT "storefront_banners_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_banners_vendor_idx" ON "storefront_banners" USING btree ("vendor_id","position");