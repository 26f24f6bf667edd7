CREATE TABLE "support_ticket_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_id" text NOT NULL,
	"author_id" text,
	"from_team" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"order_number" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_replies" ADD CONSTRAINT "support_ticket_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_replies_ticket_idx" ON "support_ticket_replies" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_tickets_activity_idx" ON "support_tickets" USING btree ("last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_status_activity_idx" ON "support_tickets" USING btree ("status","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_tickets_user_activity_idx" ON "support_tickets" USING btree ("user_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
-- Every message the contact form stored so far becomes an open support ticket: the same id, sender,
-- account, order number, message and time; its category is its topic and its subject the message's
-- first line, cut to 120 characters (as subjectFromMessage does for new ones).
INSERT INTO "support_tickets" ("id", "user_id", "name", "email", "subject", "category", "order_number", "message", "status", "created_at", "last_activity_at")
SELECT "id", "user_id", "name", "email",
  CASE WHEN length(btrim(split_part(btrim("message"), E'\n', 1))) <= 120
    THEN btrim(split_part(btrim("message"), E'\n', 1))
    ELSE rtrim(left(btrim(split_part(btrim("message"), E'\n', 1)), 119)) || '…' END,
  "topic", "order_number", "message", 'open', "created_at", "created_at"
FROM "contact_messages"
ON CONFLICT DO NOTHING;
