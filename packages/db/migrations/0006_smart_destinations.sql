CREATE TABLE "qr_code_versions" (
	"qr_id" text NOT NULL,
	"version" bigint NOT NULL,
	"team_id" text NOT NULL,
	"url" text NOT NULL,
	"rules" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"fallback_url" text,
	"max_scans" bigint,
	"forward_query" boolean NOT NULL,
	"status" "qr_status" NOT NULL,
	"capped" boolean NOT NULL,
	"change" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_code_versions_qr_id_version_pk" PRIMARY KEY("qr_id","version")
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "fallback_url" text;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "max_scans" bigint;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "capped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "schedule" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "next_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "last_change" jsonb;--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "version" bigint;--> statement-breakpoint
ALTER TABLE "qr_code_versions" ADD CONSTRAINT "qr_code_versions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_codes_next_change_idx" ON "qr_codes" USING btree ("next_change_at") WHERE "qr_codes"."next_change_at" is not null;--> statement-breakpoint
-- The history of what scans get, kept by the database itself: whenever qr_codes.version moves, and for every
-- code inserted, the new state goes into qr_code_versions with the statement's last_change (who, and how). An
-- update clears last_change, and one that moves the version without a new last_change is refused, so no writer
-- can skip the history. Inserts are recorded after the row exists, so an insert skipped by ON CONFLICT leaves
-- nothing behind.
CREATE FUNCTION "record_qr_code_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.version = OLD.version THEN
			NEW.last_change := NULL;
			RETURN NEW;
		END IF;
		IF NEW.last_change IS NULL OR NEW.last_change = OLD.last_change THEN
			RAISE EXCEPTION 'qr_codes.version of % moved without last_change', NEW.id;
		END IF;
	END IF;
	INSERT INTO "qr_code_versions" ("qr_id", "version", "team_id", "url", "rules", "starts_at", "expires_at",
		"fallback_url", "max_scans", "forward_query", "status", "capped", "change")
	VALUES (NEW.id, NEW.version, NEW.team_id, NEW.url, NEW.rules, NEW.starts_at, NEW.expires_at,
		NEW.fallback_url, NEW.max_scans, NEW.forward_query, NEW.status, NEW.capped_at IS NOT NULL,
		COALESCE(NEW.last_change, '{"kind":"created","by":{"kind":"system"}}'::jsonb));
	IF TG_OP = 'UPDATE' THEN
		NEW.last_change := NULL;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "qr_codes_record_update" BEFORE UPDATE ON "qr_codes"
	FOR EACH ROW EXECUTE FUNCTION "record_qr_code_version"();
--> statement-breakpoint
CREATE TRIGGER "qr_codes_record_insert" AFTER INSERT ON "qr_codes"
	FOR EACH ROW EXECUTE FUNCTION "record_qr_code_version"();
--> statement-breakpoint
-- History starts with each existing code's current state.
INSERT INTO "qr_code_versions" ("qr_id", "version", "team_id", "url", "rules", "starts_at", "expires_at",
	"fallback_url", "max_scans", "forward_query", "status", "capped", "change")
SELECT id, version, team_id, url, rules, starts_at, expires_at, fallback_url, max_scans, forward_query, status,
	capped_at IS NOT NULL, '{"kind":"created","by":{"kind":"system"}}'::jsonb
FROM "qr_codes";
