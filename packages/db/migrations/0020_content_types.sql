ALTER TABLE "qr_code_versions" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "type" text DEFAULT 'url' NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_type_check" CHECK ("type" IN ('url', 'vcard', 'links', 'event', 'sms', 'email', 'phone', 'app', 'wifi'));
--> statement-breakpoint
-- The history keeps each version's content beside its URL, so a restore brings a page back as it was.
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
	INSERT INTO "qr_code_versions" ("qr_id", "version", "team_id", "url", "content", "rules", "starts_at",
		"expires_at", "fallback_url", "max_scans", "forward_query", "status", "capped", "change")
	VALUES (NEW.id, NEW.version, NEW.team_id, NEW.url, NEW.content, NEW.rules, NEW.starts_at, NEW.expires_at,
		NEW.fallback_url, NEW.max_scans, NEW.forward_query, NEW.status, NEW.capped_at IS NOT NULL,
		COALESCE(NEW.last_change, '{"kind":"created","by":{"kind":"system"}}'::jsonb));
	IF TG_OP = 'UPDATE' THEN
		NEW.last_change := NULL;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
-- Every URL a code can send a scan to now includes those in its content (a card's website, a page's links, an
-- event's URL, an app's stores and fallback); a page code's own `url` is empty (its page answers), so left out.
CREATE OR REPLACE FUNCTION "destination_urls"(p "qr_codes") RETURNS SETOF text LANGUAGE sql STABLE AS $$
	SELECT nullif(p."url", '') UNION SELECT p."fallback_url"
	UNION SELECT r ->> 'url' FROM jsonb_array_elements(p."rules") r
	UNION SELECT s ->> 'url' FROM jsonb_array_elements(p."schedule") s
	UNION SELECT r ->> 'url' FROM jsonb_array_elements(p."schedule") s, jsonb_array_elements(coalesce(s -> 'rules', '[]'::jsonb)) r
	UNION SELECT p."content" ->> k FROM unnest(ARRAY['website', 'url', 'app_store_url', 'google_play_url', 'fallback_url']) k
	UNION SELECT l ->> 'url' FROM jsonb_array_elements(coalesce(p."content" -> 'links', '[]'::jsonb)) l
$$;
--> statement-breakpoint
-- A code's url and content as its type has them: a url code a destination and no content; an app code its
-- fallback as its url; a page or static code its content and no url of its own. One rule for every writer.
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_target_by_type" CHECK (CASE "type"
	WHEN 'url' THEN "content" IS NULL
	WHEN 'app' THEN "url" = "content" ->> 'fallback_url'
	ELSE "url" = '' AND "content" IS NOT NULL END);
