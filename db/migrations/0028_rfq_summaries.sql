CREATE TABLE "rfq_monthly_counts" (
	"month" date NOT NULL,
	"status" text NOT NULL,
	"rfqs" bigint NOT NULL,
	CONSTRAINT "rfq_monthly_counts_month_status_pk" PRIMARY KEY("month","status")
);
--> statement-breakpoint
CREATE TABLE "rfq_product_counts" (
	"product_id" text PRIMARY KEY NOT NULL,
	"rfqs" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_vendor_counts" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"rfqs" bigint DEFAULT 0 NOT NULL,
	"quotes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rfq_product_counts_rank_idx" ON "rfq_product_counts" USING btree ("rfqs" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "rfq_vendor_counts_rank_idx" ON "rfq_vendor_counts" USING btree ("rfqs" DESC NULLS LAST,"vendor_id");--> statement-breakpoint
CREATE INDEX "rfqs_open_expiry_idx" ON "rfqs" USING btree ("status","expires_at") WHERE "rfqs"."status" not in ('accepted', 'rejected', 'expired');--> statement-breakpoint
-- hand-written
-- The platform's RFQ counts follow every write to rfqs, rfq_recipients and rfq_quotes in the writing
-- transaction, whoever makes it: the commands, the expiry sweep, seeds and cascades from a deleted
-- buyer or product. Statement-level triggers: a statement changing many rows (the sweep, a seed)
-- moves each summary row once, and the rows are written in key order, so concurrent writers lock
-- them in the same order. A change is the row's old values counted -1 and its new values +1.
CREATE TYPE "rfq_count_change" AS ("created_at" timestamptz, "status" text, "product_id" text, "n" integer);--> statement-breakpoint
-- hand-written
CREATE FUNCTION "rfq_counts_move"("changes" "rfq_count_change"[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "rfq_monthly_counts" ("month", "status", "rfqs")
  SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, "status", sum("n")
  FROM unnest("changes") GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
  ON CONFLICT ("month", "status") DO UPDATE SET "rfqs" = "rfq_monthly_counts"."rfqs" + excluded."rfqs";
  DELETE FROM "rfq_monthly_counts" WHERE "rfqs" = 0;
  INSERT INTO "rfq_product_counts" ("product_id", "rfqs")
  SELECT "product_id", sum("n") FROM unnest("changes") WHERE "product_id" IS NOT NULL
  GROUP BY 1 HAVING sum("n") <> 0 ORDER BY 1
  ON CONFLICT ("product_id") DO UPDATE SET "rfqs" = "rfq_product_counts"."rfqs" + excluded."rfqs";
  DELETE FROM "rfq_product_counts" WHERE "rfqs" = 0;
$$;--> statement-breakpoint
-- hand-written
CREATE FUNCTION "rfqs_follow_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rfq_counts_move"(ARRAY(
      SELECT ROW("created_at", "status", "product_id", 1)::"rfq_count_change" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rfq_counts_move"(ARRAY(
      SELECT ROW("created_at", "status", "product_id", -1)::"rfq_count_change" FROM "old_rows"));
  ELSE
    PERFORM "rfq_counts_move"(ARRAY(
      SELECT ROW("created_at", "status", "product_id", -1)::"rfq_count_change" FROM "old_rows"
      UNION ALL
      SELECT ROW("created_at", "status", "product_id", 1)::"rfq_count_change" FROM "new_rows"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfqs_inserted_follow_counts" AFTER INSERT ON "rfqs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfqs_follow_counts"();--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfqs_updated_follow_counts" AFTER UPDATE ON "rfqs"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfqs_follow_counts"();--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfqs_deleted_follow_counts" AFTER DELETE ON "rfqs"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfqs_follow_counts"();--> statement-breakpoint
-- hand-written
CREATE FUNCTION "rfq_vendor_counts_move"(
  "recipients_removed" text[], "recipients_added" text[], "quotes_removed" text[], "quotes_added" text[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "rfq_vendor_counts" ("vendor_id", "rfqs", "quotes")
  SELECT "vendor_id", sum("rfqs"), sum("quotes") FROM (
    SELECT unnest("recipients_removed") AS "vendor_id", -1 AS "rfqs", 0 AS "quotes"
    UNION ALL SELECT unnest("recipients_added"), 1, 0
    UNION ALL SELECT unnest("quotes_removed"), 0, -1
    UNION ALL SELECT unnest("quotes_added"), 0, 1
  ) AS "changes"
  GROUP BY 1 HAVING sum("rfqs") <> 0 OR sum("quotes") <> 0 ORDER BY 1
  ON CONFLICT ("vendor_id") DO UPDATE SET
    "rfqs" = "rfq_vendor_counts"."rfqs" + excluded."rfqs",
    "quotes" = "rfq_vendor_counts"."quotes" + excluded."quotes";
  -- Both at zero: a cascade may remove a store's recipients before its quotes, or after.
  DELETE FROM "rfq_vendor_counts" WHERE "rfqs" = 0 AND "quotes" = 0;
$$;--> statement-breakpoint
-- hand-written
CREATE FUNCTION "rfq_recipients_follow_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rfq_vendor_counts_move"('{}', ARRAY(SELECT "vendor_id" FROM "new_rows"), '{}', '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rfq_vendor_counts_move"(ARRAY(SELECT "vendor_id" FROM "old_rows"), '{}', '{}', '{}');
  ELSE
    PERFORM "rfq_vendor_counts_move"(
      ARRAY(SELECT "vendor_id" FROM "old_rows"), ARRAY(SELECT "vendor_id" FROM "new_rows"), '{}', '{}');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfq_recipients_inserted_follow_counts" AFTER INSERT ON "rfq_recipients"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_recipients_follow_counts"();--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfq_recipients_updated_follow_counts" AFTER UPDATE ON "rfq_recipients"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_recipients_follow_counts"();--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfq_recipients_deleted_follow_counts" AFTER DELETE ON "rfq_recipients"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_recipients_follow_counts"();--> statement-breakpoint
-- hand-written
CREATE FUNCTION "rfq_quotes_follow_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rfq_vendor_counts_move"('{}', '{}', '{}', ARRAY(SELECT "vendor_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rfq_vendor_counts_move"('{}', '{}', ARRAY(SELECT "vendor_id" FROM "old_rows"), '{}');
  ELSE
    PERFORM "rfq_vendor_counts_move"(
      '{}', '{}', ARRAY(SELECT "vendor_id" FROM "old_rows"), ARRAY(SELECT "vendor_id" FROM "new_rows"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfq_quotes_inserted_follow_counts" AFTER INSERT ON "rfq_quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_quotes_follow_counts"();--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfq_quotes_updated_follow_counts" AFTER UPDATE ON "rfq_quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_quotes_follow_counts"();--> statement-breakpoint
-- hand-written
CREATE TRIGGER "rfq_quotes_deleted_follow_counts" AFTER DELETE ON "rfq_quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_quotes_follow_counts"();--> statement-breakpoint
-- hand-written
-- The counts of the RFQs already sent.
INSERT INTO "rfq_monthly_counts" ("month", "status", "rfqs")
SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, "status", count(*) FROM "rfqs" GROUP BY 1, 2;--> statement-breakpoint
-- hand-written
INSERT INTO "rfq_product_counts" ("product_id", "rfqs")
SELECT "product_id", count(*) FROM "rfqs" WHERE "product_id" IS NOT NULL GROUP BY 1;--> statement-breakpoint
-- hand-written
INSERT INTO "rfq_vendor_counts" ("vendor_id", "rfqs", "quotes")
SELECT "vendor_id", count(*), count(*) FILTER (WHERE "quoted") FROM (
  SELECT "vendor_id", false AS "quoted" FROM "rfq_recipients" UNION ALL SELECT "vendor_id", true FROM "rfq_quotes"
) AS "rows" GROUP BY 1;
