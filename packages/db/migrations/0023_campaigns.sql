CREATE TABLE "conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"qr_id" text NOT NULL,
	"scan_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"value" numeric(18, 4),
	"currency" text,
	"external_id" text,
	"dedupe_key" text NOT NULL,
	"key_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"source" text,
	"medium" text,
	"campaign" text,
	"term" text,
	"content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "app_links" jsonb;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "variants" jsonb;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "variants_version" bigint;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "utm" jsonb;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "track_conversions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "max_scans_per_scanner" integer;--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "variant" smallint;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_templates" ADD CONSTRAINT "utm_templates_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_dedupe_key" ON "conversions" USING btree ("team_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "conversions_code_idx" ON "conversions" USING btree ("qr_id","scanned_at");--> statement-breakpoint
CREATE INDEX "conversions_team_idx" ON "conversions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "utm_templates_team_name_key" ON "utm_templates" USING btree ("team_id",lower("name"));;--> statement-breakpoint
-- Campaign fields are changes an API reader sees: code.updated names them as it names the others.
CREATE OR REPLACE FUNCTION "code_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_data jsonb := to_jsonb(NEW);
	v_tags text[] := event_tags(NEW."tags");
	v_previous jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM emit_event(NEW."team_id", 'code.created', v_data, NULL, NEW."id", NEW."domain", v_tags);
		RETURN NULL;
	END IF;
	IF NEW."status" = 'deleted' THEN
		IF OLD."status" <> 'deleted' THEN
			PERFORM emit_event(NEW."team_id", 'code.deleted', v_data, NULL, NEW."id", NEW."domain", v_tags);
		END IF;
		RETURN NULL;
	END IF;
	SELECT jsonb_object_agg(o.key, o.value) INTO v_previous
	FROM jsonb_each(to_jsonb(OLD)) AS o
	WHERE o.key IN ('url', 'name', 'tags', 'metadata', 'style', 'design_id', 'forward_query', 'rules', 'starts_at',
		'expires_at', 'fallback_url', 'max_scans', 'schedule', 'domain', 'slug', 'variants', 'utm',
		'track_conversions', 'max_scans_per_scanner')
		AND o.value IS DISTINCT FROM v_data -> o.key;
	IF v_previous IS NOT NULL THEN
		PERFORM emit_event(NEW."team_id", 'code.updated', v_data, v_previous, NEW."id", NEW."domain", v_tags);
	END IF;
	-- A takedown disables the code: its own event says so, not a pause.
	IF OLD."status" = 'active' AND NEW."status" = 'disabled' AND NOT (OLD."taken_down_at" IS NULL AND NEW."taken_down_at" IS NOT NULL) THEN
		PERFORM emit_event(NEW."team_id", 'code.paused', v_data, NULL, NEW."id", NEW."domain", v_tags);
	ELSIF OLD."status" = 'disabled' AND NEW."status" = 'active' THEN
		PERFORM emit_event(NEW."team_id", 'code.resumed', v_data, NULL, NEW."id", NEW."domain", v_tags);
	END IF;
	IF OLD."capped_at" IS NULL AND NEW."capped_at" IS NOT NULL THEN
		PERFORM emit_event(NEW."team_id", 'code.cap_reached', v_data, NULL, NEW."id", NEW."domain", v_tags);
	END IF;
	IF OLD."flagged_reason" IS NULL AND NEW."flagged_reason" IS NOT NULL THEN
		PERFORM emit_event(NEW."team_id", 'code.flagged', v_data, NULL, NEW."id", NEW."domain", v_tags);
	END IF;
	IF OLD."taken_down_at" IS NULL AND NEW."taken_down_at" IS NOT NULL THEN
		PERFORM emit_event(NEW."team_id", 'code.taken_down', v_data, NULL, NEW."id", NEW."domain", v_tags);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "qr_codes_events_update" ON "qr_codes";
--> statement-breakpoint
CREATE TRIGGER "qr_codes_events_update" AFTER UPDATE ON "qr_codes" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."url" IS DISTINCT FROM NEW."url"
		OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."tags" IS DISTINCT FROM NEW."tags"
		OR OLD."metadata" IS DISTINCT FROM NEW."metadata" OR OLD."style" IS DISTINCT FROM NEW."style"
		OR OLD."design_id" IS DISTINCT FROM NEW."design_id" OR OLD."forward_query" IS DISTINCT FROM NEW."forward_query"
		OR OLD."rules" IS DISTINCT FROM NEW."rules" OR OLD."starts_at" IS DISTINCT FROM NEW."starts_at"
		OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at" OR OLD."fallback_url" IS DISTINCT FROM NEW."fallback_url"
		OR OLD."max_scans" IS DISTINCT FROM NEW."max_scans" OR OLD."schedule" IS DISTINCT FROM NEW."schedule"
		OR OLD."domain" IS DISTINCT FROM NEW."domain" OR OLD."slug" IS DISTINCT FROM NEW."slug"
		OR OLD."capped_at" IS DISTINCT FROM NEW."capped_at" OR OLD."flagged_reason" IS DISTINCT FROM NEW."flagged_reason"
		OR OLD."taken_down_at" IS DISTINCT FROM NEW."taken_down_at" OR OLD."variants" IS DISTINCT FROM NEW."variants"
		OR OLD."utm" IS DISTINCT FROM NEW."utm" OR OLD."track_conversions" IS DISTINCT FROM NEW."track_conversions"
		OR OLD."max_scans_per_scanner" IS DISTINCT FROM NEW."max_scans_per_scanner")
	EXECUTE FUNCTION "code_events"();
--> statement-breakpoint
-- A reported conversion is an event of its code: endpoints filtered by code, domain or tag receive it too.
CREATE FUNCTION "conversion_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_code record;
BEGIN
	SELECT "domain", "tags" INTO v_code FROM "qr_codes" WHERE "id" = NEW."qr_id";
	PERFORM emit_event(NEW."team_id", 'conversion.created', to_jsonb(NEW) - 'dedupe_key', NULL, NEW."qr_id",
		v_code."domain", event_tags(v_code."tags"));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversions_events_insert" AFTER INSERT ON "conversions"
	FOR EACH ROW EXECUTE FUNCTION "conversion_events"();
