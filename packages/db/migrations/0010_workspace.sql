CREATE TABLE "tags" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tags_team_name_key" ON "tags" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tags_team_idx" ON "tags" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "qr_codes_tags_idx" ON "qr_codes" USING gin ("tags" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "qr_codes_team_name_idx" ON "qr_codes" USING btree ("team_id",lower("name"),"id");--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_name_length" CHECK ("name" IS NULL OR char_length("name") BETWEEN 1 AND 120);--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_tags_count" CHECK (jsonb_array_length("tags") <= 10);--> statement-breakpoint
-- The tags a code is given, resolved inside the statement that writes the code (so a write stays one round
-- trip): each entry is a tag id of the team or one of its tag names (any case). An entry that is neither raises
-- QRT01 naming its position. The tags' rows are locked (SHARE) until the code is committed, so a rename or delete
-- of one of them waits and then rewrites this code's copy too. Returns the tags by name, each once.
CREATE FUNCTION "code_tags"(p_team_id text, p_wanted text[]) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
	v_position int;
	v_found jsonb;
BEGIN
	IF p_wanted IS NULL OR cardinality(p_wanted) = 0 THEN
		RETURN '[]'::jsonb;
	END IF;
	SELECT w.ord INTO v_position FROM unnest(p_wanted) WITH ORDINALITY AS w(entry, ord)
		WHERE NOT EXISTS (SELECT 1 FROM "tags" t WHERE t."team_id" = p_team_id
			AND (t."id" = w.entry OR lower(t."name") = lower(w.entry)))
		ORDER BY w.ord LIMIT 1;
	IF v_position IS NOT NULL THEN
		RAISE EXCEPTION 'tags[%] is not a tag of the team', v_position - 1 USING ERRCODE = 'QRT01', DETAIL = (v_position - 1)::text;
	END IF;
	PERFORM 1 FROM "tags" t WHERE t."team_id" = p_team_id
		AND (t."id" = ANY(p_wanted) OR lower(t."name") = ANY(SELECT lower(e) FROM unnest(p_wanted) e))
		ORDER BY t."id" FOR SHARE;
	SELECT coalesce(jsonb_agg(jsonb_build_object('id', t."id", 'name', t."name", 'color', t."color")
			ORDER BY lower(t."name"), t."id"), '[]'::jsonb) INTO v_found
		FROM "tags" t WHERE t."team_id" = p_team_id
			AND (t."id" = ANY(p_wanted) OR lower(t."name") = ANY(SELECT lower(e) FROM unnest(p_wanted) e));
	RETURN v_found;
END $$;--> statement-breakpoint
-- Team-wide analytics read the same rollups as a code's, under the team's id (the consumer writes both from now
-- on), with a `code` dimension for the team's top codes. Scans stored before this migration are added up here:
-- a visitor seen on two codes of one day is counted once in the total's uniques, as the consumer counts it.
INSERT INTO "scan_daily_rollups" ("qr_id", "day", "dimension", "value", "scans", "unique_scans")
	SELECT c."team_id", r."day", r."dimension", r."value", sum(r."scans"), sum(r."unique_scans")
		FROM "scan_daily_rollups" r JOIN "qr_codes" c ON c."id" = r."qr_id"
		WHERE r."dimension" <> 'total' GROUP BY 1, 2, 3, 4
	UNION ALL
	SELECT c."team_id", r."day", 'total', '', sum(r."scans"), coalesce((SELECT count(DISTINCT v."visitor")
			FROM "scan_visitors" v JOIN "qr_codes" vc ON vc."id" = v."qr_id"
			WHERE vc."team_id" = c."team_id" AND v."day" = r."day"), 0)
		FROM "scan_daily_rollups" r JOIN "qr_codes" c ON c."id" = r."qr_id"
		WHERE r."dimension" = 'total' GROUP BY c."team_id", r."day"
	UNION ALL
	SELECT c."team_id", r."day", 'code', r."qr_id", r."scans", r."unique_scans"
		FROM "scan_daily_rollups" r JOIN "qr_codes" c ON c."id" = r."qr_id" WHERE r."dimension" = 'total'
	ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "scan_hourly_rollups" ("qr_id", "hour", "scans", "unique_scans")
	SELECT c."team_id", h."hour", sum(h."scans"), sum(h."unique_scans")
		FROM "scan_hourly_rollups" h JOIN "qr_codes" c ON c."id" = h."qr_id" GROUP BY 1, 2
	ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "scan_visitors" ("qr_id", "day", "visitor")
	SELECT DISTINCT c."team_id", v."day", v."visitor"
		FROM "scan_visitors" v JOIN "qr_codes" c ON c."id" = v."qr_id"
	ON CONFLICT DO NOTHING;
