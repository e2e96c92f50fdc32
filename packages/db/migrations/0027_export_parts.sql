CREATE TABLE "export_parts" (
	"export_id" text NOT NULL,
	"part" integer NOT NULL,
	"first" integer NOT NULL,
	"names" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"index_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"fragment" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "export_parts_export_id_part_pk" PRIMARY KEY("export_id","part")
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "parts_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_parts" ADD CONSTRAINT "export_parts_export_id_export_jobs_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;