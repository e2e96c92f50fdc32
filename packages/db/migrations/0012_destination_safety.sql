CREATE TABLE "blocked_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The host of a destination URL as blocked_hosts keeps hosts: lower case, without userinfo, port or trailing dot.
CREATE FUNCTION "destination_host"(p_url text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT rtrim(lower(substring(p_url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?(\[[^]]*\]|[^/?#:]+)')), '.')
$$;--> statement-breakpoint
-- The blocked host (with its reason) a URL leads to, itself or as a subdomain; null when none.
CREATE FUNCTION "blocked_destination"(p_url text) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_host text := destination_host(p_url);
	v_parts text[];
	v_found text;
BEGIN
	IF v_host IS NULL THEN
		RETURN NULL;
	END IF;
	v_parts := string_to_array(v_host, '.');
	SELECT b."host" || ' (' || b."reason" || ')' INTO v_found FROM "blocked_hosts" b
		WHERE b."host" = ANY (ARRAY(SELECT array_to_string(v_parts[i:], '.') FROM generate_subscripts(v_parts, 1) AS i))
		ORDER BY length(b."host") DESC LIMIT 1;
	RETURN v_found;
END $$;--> statement-breakpoint
-- Every URL a code can send a scan to: its destination, fallback, rules, and scheduled changes (and their rules).
CREATE FUNCTION "destination_urls"(p "qr_codes") RETURNS SETOF text LANGUAGE sql STABLE AS $$
	SELECT p."url" UNION SELECT p."fallback_url"
	UNION SELECT r ->> 'url' FROM jsonb_array_elements(p."rules") r
	UNION SELECT s ->> 'url' FROM jsonb_array_elements(p."schedule") s
	UNION SELECT r ->> 'url' FROM jsonb_array_elements(p."schedule") s, jsonb_array_elements(coalesce(s -> 'rules', '[]'::jsonb)) r
$$;--> statement-breakpoint
-- One rule for every path that writes a code (create, update, bulk, rules, fallback, schedules, restore): a URL it
-- newly leads to must not be on a blocked host, else QRB01 and nothing is written. URLs it already led to
-- are not checked again, so a code whose host was blocked later can still be changed (away from it, or otherwise).
CREATE FUNCTION "refuse_blocked_destinations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_url text;
	v_found text;
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "blocked_hosts") THEN
		RETURN NEW;
	END IF;
	FOR v_url IN
		SELECT u FROM destination_urls(NEW) u WHERE u IS NOT NULL
		EXCEPT SELECT u FROM destination_urls(OLD) u WHERE TG_OP = 'UPDATE'
	LOOP
		v_found := blocked_destination(v_url);
		IF v_found IS NOT NULL THEN
			RAISE EXCEPTION 'the destination host % is blocked', v_found USING ERRCODE = 'QRB01';
		END IF;
	END LOOP;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "qr_codes_refuse_blocked_insert" BEFORE INSERT ON "qr_codes"
	FOR EACH ROW EXECUTE FUNCTION "refuse_blocked_destinations"();--> statement-breakpoint
CREATE TRIGGER "qr_codes_refuse_blocked_update" BEFORE UPDATE ON "qr_codes" FOR EACH ROW
	WHEN (OLD."url" IS DISTINCT FROM NEW."url" OR OLD."fallback_url" IS DISTINCT FROM NEW."fallback_url"
		OR OLD."rules" IS DISTINCT FROM NEW."rules" OR OLD."schedule" IS DISTINCT FROM NEW."schedule")
	EXECUTE FUNCTION "refuse_blocked_destinations"();
