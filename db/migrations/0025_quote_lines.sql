ALTER TABLE "cart_items" ADD COLUMN "quote_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quote_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quote_id_rfq_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."rfq_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quote_id_rfq_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."rfq_quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_quote_idx" ON "order_items" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quote_key" CHECK ("cart_items"."quote_id" is null or "cart_items"."customization_key" = 'quote:' || "cart_items"."quote_id");