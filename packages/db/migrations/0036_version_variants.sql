ALTER TABLE "qr_code_versions" ADD COLUMN "variants" jsonb;
--> statement-breakpoint
-- The history keeps each version's A/B split beside its url and rules, so a scan answered by a variant names the
-- URL it was sent to (a rule's variants are in its rules already), and a restore brings the split back.
CREATE OR REPLACE FUNCTION "record_qr_code_version"() RETURNS trigger LANGUAGE plpgsql AS $$
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
	INSERT INTO "qr_code_versions" ("qr_id", "version", "team_id", "url", "content", "rules", "variants",
		"starts_at", "expires_at", "fallback_url", "max_scans", "forward_query", "status", "capped", "change")
	VALUES (NEW.id, NEW.version, NEW.team_id, NEW.url, NEW.content, NEW.rules, NEW.variants, NEW.starts_at,
		NEW.expires_at, NEW.fallback_url, NEW.max_scans, NEW.forward_query, NEW.status, NEW.capped_at IS NOT NULL,
		COALESCE(NEW.last_change, '{"kind":"created","by":{"kind":"system"}}'::jsonb));
	IF TG_OP = 'UPDATE' THEN
		NEW.last_change := NULL;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
-- Versions written before this migration: from `variants_version` on, a code's split is the one it has now; what
-- earlier versions had is not known (their variant scans name no destination rather than a wrong one).
UPDATE "qr_code_versions" v SET "variants" = c."variants"
	FROM "qr_codes" c
	WHERE c."id" = v."qr_id" AND c."variants" IS NOT NULL AND v."version" >= c."variants_version";
