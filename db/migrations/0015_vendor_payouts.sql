CREATE TABLE "payout_transfer_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_balances" (
	"vendor_id" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_balances_vendor_id_currency_pk" PRIMARY KEY("vendor_id","currency"),
	CONSTRAINT "vendor_balances_not_negative" CHECK ("vendor_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"sub_order_id" text,
	"payout_id" text,
	"memo" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_ledger_entries_amount_not_zero" CHECK ("vendor_ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"method" jsonb NOT NULL,
	"reference" text,
	"provider" text,
	"transfer_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"requested_by" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vendor_payouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "vendor_payouts_amount_positive" CHECK ("vendor_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_balances" ADD CONSTRAINT "vendor_balances_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_payout_id_vendor_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."vendor_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfer_events_provider_event_idx" ON "payout_transfer_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "vendor_ledger_entries_vendor_idx" ON "vendor_ledger_entries" USING btree ("vendor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_entries_sub_order_kind_idx" ON "vendor_ledger_entries" USING btree ("sub_order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_entries_payout_kind_idx" ON "vendor_ledger_entries" USING btree ("payout_id","kind");--> statement-breakpoint
CREATE INDEX "vendor_payouts_vendor_idx" ON "vendor_payouts" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vendor_payouts_status_idx" ON "vendor_payouts" USING btree ("status","created_at" DESC NULLS LAST);