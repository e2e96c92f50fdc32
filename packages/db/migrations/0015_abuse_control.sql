CREATE TABLE "abuse_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"qr_id" text,
	"reported_url" text NOT NULL,
	"category" text NOT NULL,
	"details" text,
	"reporter_email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unsafe_urls" (
	"url" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_note" text
);
--> statement-breakpoint
ALTER TABLE "blocked_hosts" ADD COLUMN "source" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "reputation_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "taken_down_reason" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "code_limit" integer;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "code_limit_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_qr_id_qr_codes_id_fk" FOREIGN KEY ("qr_id") REFERENCES "public"."qr_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abuse_reports_open_idx" ON "abuse_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "abuse_reports_qr_idx" ON "abuse_reports" USING btree ("qr_id");--> statement-breakpoint
CREATE INDEX "qr_codes_reputation_idx" ON "qr_codes" USING btree ("reputation_checked_at" nulls first) WHERE "qr_codes"."status" <> 'deleted';--> statement-breakpoint
-- What flagged a code: a blocked host ("host evil.example") or an unsafe URL ("url https://…").
ALTER TABLE "qr_codes" RENAME COLUMN "flagged_host" TO "flagged_by";--> statement-breakpoint
-- What blocks a URL, if anything: the URL itself reported unsafe (and not cleared by an operator), else its host
-- or a parent host blocked. `entry` names it ("url …", "host …"); `phrase` says it to people.
CREATE FUNCTION "blocked_by"(p_url text, OUT entry text, OUT phrase text) LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_host text := destination_host(p_url);
	v_parts text[];
BEGIN
	SELECT 'url ' || u."url", u."url" || ' (' || u."reason" || ')' INTO entry, phrase FROM "unsafe_urls" u
		WHERE u."url" = p_url AND u."cleared_at" IS NULL;
	IF entry IS NOT NULL OR v_host IS NULL THEN
		RETURN;
	END IF;
	v_parts := string_to_array(v_host, '.');
	SELECT 'host ' || b."host", 'host ' || b."host" || ' (' || b."reason" || ')' INTO entry, phrase
		FROM "blocked_hosts" b
		WHERE b."host" = ANY (ARRAY(SELECT array_to_string(v_parts[i:], '.') FROM generate_subscripts(v_parts, 1) AS i))
		ORDER BY length(b."host") DESC LIMIT 1;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "blocked_destination"(p_url text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT (blocked_by(p_url)).phrase
$$;--> statement-breakpoint
-- As 0013's, with unsafe URLs beside blocked hosts, and no URL on a short-link domain of this service (a team's
-- verified branded domain): a code cannot lead to another code, so no chain of our own links can hide where a scan
-- ends. A change of a code's URLs also makes it due for the daily reputation re-check at once.
CREATE OR REPLACE FUNCTION "refuse_blocked_destinations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_url text;
	v_found text;
	v_lists boolean := EXISTS (SELECT 1 FROM "blocked_hosts") OR EXISTS (SELECT 1 FROM "unsafe_urls" WHERE "cleared_at" IS NULL);
BEGIN
	IF TG_OP = 'UPDATE' THEN
		NEW."reputation_checked_at" := NULL;
	END IF;
	FOR v_url IN
		SELECT u FROM destination_urls(NEW) u WHERE u IS NOT NULL
		EXCEPT SELECT u FROM destination_urls(OLD) u WHERE TG_OP = 'UPDATE'
	LOOP
		IF EXISTS (SELECT 1 FROM "domains" d WHERE d."hostname" = destination_host(v_url) AND d."status" IN ('verified', 'archived')) THEN
			RAISE EXCEPTION 'the destination host % is a short-link domain of this service: a code cannot lead to another code',
				destination_host(v_url) USING ERRCODE = 'QRB01';
		END IF;
		v_found := CASE WHEN v_lists THEN blocked_destination(v_url) END;
		IF v_found IS NOT NULL THEN
			RAISE EXCEPTION 'the destination % is blocked', v_found USING ERRCODE = 'QRB01';
		END IF;
	END LOOP;
	IF NOT v_lists OR (NEW."flagged_reason" IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM destination_urls(NEW) u WHERE u IS NOT NULL AND blocked_destination(u) IS NOT NULL
	)) THEN
		NEW."flagged_reason" := NULL;
		NEW."flagged_by" := NULL;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
-- Flags the live, unflagged codes (all of them, or those of p_ids) that lead to a blocked host or an unsafe URL,
-- and puts their redirect records in the outbox (the cron rewrites them: scans get the warning page). Returns
-- what it flagged, for the caller to tell the teams.
CREATE FUNCTION "flag_blocked_codes"(p_ids text[] DEFAULT NULL)
RETURNS TABLE (id text, team_id text, reason text) LANGUAGE sql AS $$
	WITH found AS (
		SELECT c."id", b."entry", b."phrase"
		FROM "qr_codes" c
		CROSS JOIN LATERAL (
			SELECT x."entry", x."phrase" FROM destination_urls(c) u, LATERAL blocked_by(u) x
			WHERE u IS NOT NULL AND x."entry" IS NOT NULL LIMIT 1
		) b
		WHERE c."status" <> 'deleted' AND c."flagged_reason" IS NULL AND (p_ids IS NULL OR c."id" = ANY (p_ids))
	)
	UPDATE "qr_codes" q SET
		"flagged_reason" = 'The destination ' || f."phrase" || ' is blocked',
		"flagged_by" = f."entry",
		"kv_synced_version" = least(q."kv_synced_version", q."version" - 1)
	FROM found f WHERE q."id" = f."id"
	RETURNING q."id", q."team_id", q."flagged_reason"
$$;--> statement-breakpoint
-- Clears the flags an entry ("host …" or "url …") set, once it no longer blocks (lifted or cleared).
CREATE FUNCTION "clear_flags_by"(p_entry text)
RETURNS TABLE (id text, team_id text) LANGUAGE sql AS $$
	UPDATE "qr_codes" q SET "flagged_reason" = NULL, "flagged_by" = NULL,
		"kv_synced_version" = least(q."kv_synced_version", q."version" - 1)
	WHERE q."flagged_by" = p_entry
	RETURNING q."id", q."team_id"
$$;--> statement-breakpoint
-- A code an operator disabled for abuse stays off: its team cannot make it active again (only the operator's
-- own statement, which clears taken_down_at, can).
CREATE FUNCTION "keep_taken_down"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."taken_down_at" IS NOT NULL AND NEW."taken_down_at" IS NOT NULL AND NEW."status" = 'active' THEN
		RAISE EXCEPTION 'the code was disabled for abuse' USING ERRCODE = 'QRB02';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "qr_codes_keep_taken_down" BEFORE UPDATE ON "qr_codes" FOR EACH ROW
	WHEN (OLD."taken_down_at" IS NOT NULL) EXECUTE FUNCTION "keep_taken_down"();--> statement-breakpoint
-- A team in its first day after sign-up creates at most code_limit codes (deleted ones count: deleting does not
-- make room). The team's row is locked while a code is added, so parallel creations cannot pass the limit.
CREATE FUNCTION "limit_new_team_codes"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_limit integer;
	v_until timestamptz;
BEGIN
	SELECT t."code_limit", t."code_limit_until" INTO v_limit, v_until FROM "teams" t
		WHERE t."id" = NEW."team_id" AND t."code_limit" IS NOT NULL AND t."code_limit_until" > now()
		FOR UPDATE;
	IF v_limit IS NOT NULL AND (SELECT count(*) FROM "qr_codes" c WHERE c."team_id" = NEW."team_id") >= v_limit THEN
		RAISE EXCEPTION 'A new team may create % codes in its first day (retry in % s)', v_limit,
			greatest(1, ceil(extract(epoch FROM v_until - now())))::integer USING ERRCODE = 'QRL01';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "qr_codes_limit_new_team" BEFORE INSERT ON "qr_codes"
	FOR EACH ROW EXECUTE FUNCTION "limit_new_team_codes"();
