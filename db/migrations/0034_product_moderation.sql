ALTER TABLE "products" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moderated_not_listed" CHECK ("products"."moderation_reason" IS NULL OR NOT "products"."is_active");