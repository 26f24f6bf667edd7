CREATE TABLE "content_page_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_page_old_slugs_slug_format" CHECK ("content_page_old_slugs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "content_page_old_slugs" ADD CONSTRAINT "content_page_old_slugs_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_page_old_slugs_page_idx" ON "content_page_old_slugs" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "content_pages_admin_list_idx" ON "content_pages" USING btree ((case "kind" when 'page' then 0 when 'created_page' then 1 when 'blog_post' then 2 when 'press_release' then 3 else 4 end),"title","id");