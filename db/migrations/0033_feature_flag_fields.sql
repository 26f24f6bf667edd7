ALTER TABLE "feature_flags" ADD COLUMN "category" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD COLUMN "requires_auth" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD COLUMN "dependencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_category_known" CHECK ("feature_flags"."category" in ('b2b', 'vendor', 'customer', 'admin', 'localization', 'payment', 'analytics', 'marketing'));--> statement-breakpoint
-- Databases seeded before these columns keep their flags: give them their category, sign-in need and dependencies.
UPDATE "feature_flags" SET "category" = 'b2b', "requires_auth" = true WHERE "key" = 'rfq-system';--> statement-breakpoint
UPDATE "feature_flags" SET "category" = 'marketing' WHERE "key" = 'market-days';--> statement-breakpoint
UPDATE "feature_flags" SET "category" = 'vendor', "requires_auth" = true WHERE "key" = 'vendor-onboarding';--> statement-breakpoint
UPDATE "feature_flags" SET "category" = 'b2b' WHERE "key" = 'bulk-pricing';--> statement-breakpoint
UPDATE "feature_flags" SET "category" = 'b2b', "requires_auth" = true, "dependencies" = '{bulk-pricing}' WHERE "key" = 'corporate-accounts';--> statement-breakpoint
UPDATE "feature_flags" SET "category" = 'analytics', "requires_auth" = true WHERE "key" = 'analytics-dashboard';--> statement-breakpoint
UPDATE "feature_flags" SET "category" = 'localization' WHERE "key" = 'multi-currency';
