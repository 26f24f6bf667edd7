CREATE TABLE "search_term_day_clients" (
	"day" date NOT NULL,
	"normalized_term" text NOT NULL,
	"client_key" text NOT NULL,
	CONSTRAINT "search_term_day_clients_day_normalized_term_client_key_pk" PRIMARY KEY("day","normalized_term","client_key")
);
--> statement-breakpoint
-- Searches recorded before clients were told apart: a signed-in one by its user, all anonymous ones as one client.
ALTER TABLE "search_analytics" ADD COLUMN "client_key" text;--> statement-breakpoint
UPDATE "search_analytics" SET "client_key" = coalesce('user:' || "user_id", 'anonymous:before-client-keys');--> statement-breakpoint
ALTER TABLE "search_analytics" ALTER COLUMN "client_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "search_term_days" RENAME COLUMN "searches" TO "clients";--> statement-breakpoint
-- Popular searches count clients, not requests: one client repeating a search adds nothing more that day.
CREATE OR REPLACE FUNCTION "search_term_days_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_term_day_clients" ("day", "normalized_term", "client_key")
  VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."normalized_term", NEW."client_key")
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    INSERT INTO "search_term_days" ("day", "normalized_term", "term", "clients")
    VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."normalized_term", NEW."term", 1)
    ON CONFLICT ("day", "normalized_term") DO UPDATE SET "clients" = "search_term_days"."clients" + 1, "term" = EXCLUDED."term";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "search_term_days";--> statement-breakpoint
INSERT INTO "search_term_day_clients" ("day", "normalized_term", "client_key")
  SELECT DISTINCT ("created_at" AT TIME ZONE 'UTC')::date, "normalized_term", "client_key"
  FROM "search_analytics" WHERE "successful";--> statement-breakpoint
INSERT INTO "search_term_days" ("day", "normalized_term", "term", "clients")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "normalized_term", max("term"), count(DISTINCT "client_key")
  FROM "search_analytics" WHERE "successful"
  GROUP BY 1, 2;
