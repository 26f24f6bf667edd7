CREATE TABLE "rfq_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"rfq_id" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_attachments_size" CHECK ("rfq_attachments"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"rfq_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"rfq_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"product_id" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"quantity" integer NOT NULL,
	"delivery_time" text NOT NULL,
	"shipping_method" text NOT NULL,
	"payment_terms" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"is_negotiable" boolean DEFAULT false NOT NULL,
	"validity_days" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_quotes_unit_price_positive" CHECK ("rfq_quotes"."unit_price" > 0),
	CONSTRAINT "rfq_quotes_quantity_positive" CHECK ("rfq_quotes"."quantity" > 0),
	CONSTRAINT "rfq_quotes_validity_range" CHECK ("rfq_quotes"."validity_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "rfq_recipients" (
	"rfq_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_recipients_rfq_id_vendor_id_pk" PRIMARY KEY("rfq_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"corporate_account_id" text NOT NULL,
	"product_id" text,
	"category_id" text,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text DEFAULT 'pieces' NOT NULL,
	"currency" char(3) NOT NULL,
	"target_price" bigint,
	"delivery_date" date,
	"customization_details" text DEFAULT '' NOT NULL,
	"shipping_address" text NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"preferred_payment_terms" text,
	"negotiable" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfqs_quantity_positive" CHECK ("rfqs"."quantity" > 0),
	CONSTRAINT "rfqs_target_price_not_negative" CHECK ("rfqs"."target_price" is null or "rfqs"."target_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_messages" ADD CONSTRAINT "rfq_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_messages" ADD CONSTRAINT "rfq_messages_recipient_fk" FOREIGN KEY ("rfq_id","vendor_id") REFERENCES "public"."rfq_recipients"("rfq_id","vendor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_recipient_fk" FOREIGN KEY ("rfq_id","vendor_id") REFERENCES "public"."rfq_recipients"("rfq_id","vendor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_recipients" ADD CONSTRAINT "rfq_recipients_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_attachments_rfq_idx" ON "rfq_attachments" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "rfq_messages_thread_idx" ON "rfq_messages" USING btree ("rfq_id","vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_rfq_vendor_idx" ON "rfq_quotes" USING btree ("rfq_id","vendor_id");--> statement-breakpoint
CREATE INDEX "rfq_quotes_vendor_idx" ON "rfq_quotes" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfq_recipients_vendor_idx" ON "rfq_recipients" USING btree ("vendor_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_buyer_idx" ON "rfqs" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_status_idx" ON "rfqs" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rfqs_product_idx" ON "rfqs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "rfqs_created_idx" ON "rfqs" USING btree ("created_at" DESC NULLS LAST);