CREATE TABLE "search_term_days" (
	"day" date NOT NULL,
	"normalized_term" text NOT NULL,
	"term" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_term_days_day_normalized_term_pk" PRIMARY KEY("day","normalized_term")
);
--> statement-breakpoint
-- Popular searches (spec 2 §7) read these daily counts; every successful search adds one.
CREATE FUNCTION "search_term_days_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_term_days" ("day", "normalized_term", "term", "searches")
  VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."normalized_term", NEW."term", 1)
  ON CONFLICT ("day", "normalized_term") DO UPDATE SET "searches" = "search_term_days"."searches" + 1, "term" = EXCLUDED."term";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "search_analytics_count_terms" AFTER INSERT ON "search_analytics"
  FOR EACH ROW WHEN (NEW."successful") EXECUTE FUNCTION "search_term_days_count"();--> statement-breakpoint
INSERT INTO "search_term_days" ("day", "normalized_term", "term", "searches")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "normalized_term", max("term"), count(*)
  FROM "search_analytics" WHERE "successful"
  GROUP BY 1, 2;
