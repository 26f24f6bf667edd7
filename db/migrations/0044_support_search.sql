-- The support inbox searches the words of tickets and replies (docs/decisions/046): generated documents in the
-- 'simple' configuration, punctuation read as spaces, with GIN indexes; an address typed whole is found by its index.
ALTER TABLE "support_ticket_replies" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(body, '[[:punct:]‘’“”«»–—…]+', ' ', 'g')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', regexp_replace(subject, '[[:punct:]‘’“”«»–—…]+', ' ', 'g')), 'A') ||
  setweight(to_tsvector('simple', regexp_replace(name || ' ' || email || ' ' || coalesce(order_number, ''), '[[:punct:]‘’“”«»–—…]+', ' ', 'g')), 'B') ||
  setweight(to_tsvector('simple', regexp_replace(message, '[[:punct:]‘’“”«»–—…]+', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "support_ticket_replies_search_idx" ON "support_ticket_replies" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "support_tickets_search_idx" ON "support_tickets" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "support_tickets_email_idx" ON "support_tickets" USING btree (lower("email"));