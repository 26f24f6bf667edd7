CREATE TABLE "corporate_account_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_account_id" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_account_documents_size" CHECK ("corporate_account_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "corporate_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"registration_number" text NOT NULL,
	"tax_id" text NOT NULL,
	"industry" text NOT NULL,
	"company_size" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"payment_terms" text DEFAULT 'standard' NOT NULL,
	"discount_tier" text DEFAULT 'standard' NOT NULL,
	"account_manager_id" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_accounts_credit_limit" CHECK ("corporate_accounts"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "corporate_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"corporate_account_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_account_documents" ADD CONSTRAINT "corporate_account_documents_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_accounts" ADD CONSTRAINT "corporate_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_accounts" ADD CONSTRAINT "corporate_accounts_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_accounts" ADD CONSTRAINT "corporate_accounts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_contacts" ADD CONSTRAINT "corporate_contacts_corporate_account_id_corporate_accounts_id_fk" FOREIGN KEY ("corporate_account_id") REFERENCES "public"."corporate_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_account_documents_account_idx" ON "corporate_account_documents" USING btree ("corporate_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_accounts_user_idx" ON "corporate_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "corporate_accounts_status_idx" ON "corporate_accounts" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "corporate_contacts_account_idx" ON "corporate_contacts" USING btree ("corporate_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_contacts_one_primary_idx" ON "corporate_contacts" USING btree ("corporate_account_id") WHERE "corporate_contacts"."is_primary";