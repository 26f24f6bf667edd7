CREATE TABLE "footer_links" (
	"id" text PRIMARY KEY NOT NULL,
	"column" text NOT NULL,
	"label_key" text,
	"label" text,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footer_links_column" CHECK ("footer_links"."column" in ('quick', 'legal')),
	CONSTRAINT "footer_links_label" CHECK ("footer_links"."label_key" is not null or "footer_links"."label" is not null)
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" text PRIMARY KEY NOT NULL,
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
	CONSTRAINT "home_banners_window" CHECK ("home_banners"."ends_at" > "home_banners"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "home_sections" (
	"key" text PRIMARY KEY NOT NULL,
	"visible" boolean NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "footer_links_column_idx" ON "footer_links" USING btree ("column","position");--> statement-breakpoint
CREATE INDEX "home_banners_position_idx" ON "home_banners" USING btree ("position");--> statement-breakpoint
INSERT INTO "footer_links" ("id", "column", "label_key", "path", "position") VALUES
	('ftl_quick_about', 'quick', 'about', '/about-us', 0),
	('ftl_quick_contact', 'quick', 'contact', '/contact', 1),
	('ftl_quick_faq', 'quick', 'faq', '/faq', 2),
	('ftl_quick_shipping', 'quick', 'shipping', '/shipping', 3),
	('ftl_quick_become_vendor', 'quick', 'becomeVendor', '/vendors/become-vendor', 4),
	('ftl_quick_market_days', 'quick', 'marketDays', '/market-days', 5),
	('ftl_legal_terms', 'legal', 'terms', '/terms', 0),
	('ftl_legal_privacy', 'legal', 'privacy', '/privacy', 1),
	('ftl_legal_refund_policy', 'legal', 'refundPolicy', '/refund-policy', 2);
