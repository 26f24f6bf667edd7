CREATE TABLE "staff_sections" (
	"section" text PRIMARY KEY NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
