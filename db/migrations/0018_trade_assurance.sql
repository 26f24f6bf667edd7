CREATE TABLE "trade_assurance_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"business_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"business_type" text NOT NULL,
	"operational_since" date NOT NULL,
	"annual_revenue_usd" bigint NOT NULL,
	"product_categories" text[] NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_assurance_applications_revenue" CHECK ("trade_assurance_applications"."annual_revenue_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_assurance_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_assurance_documents_size" CHECK ("trade_assurance_documents"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "trade_assured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_assurance_applications" ADD CONSTRAINT "trade_assurance_applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_assurance_applications" ADD CONSTRAINT "trade_assurance_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_assurance_applications" ADD CONSTRAINT "trade_assurance_applications_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_assurance_applications" ADD CONSTRAINT "trade_assurance_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_assurance_documents" ADD CONSTRAINT "trade_assurance_documents_application_id_trade_assurance_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."trade_assurance_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_assurance_applications_open_idx" ON "trade_assurance_applications" USING btree ("vendor_id") WHERE "trade_assurance_applications"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "trade_assurance_applications_status_idx" ON "trade_assurance_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trade_assurance_documents_application_idx" ON "trade_assurance_documents" USING btree ("application_id");