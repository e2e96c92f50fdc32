CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"previous" jsonb,
	"code_id" text,
	"domain" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"delivery_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" integer,
	"latency_ms" integer NOT NULL,
	"response" text NOT NULL,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "webhook_attempts_delivery_id_attempt_pk" PRIMARY KEY("delivery_id","attempt")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"schedule_from" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"events" text[] NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"secret_sealed" text NOT NULL,
	"previous_secret_sealed" text,
	"previous_secret_expires_at" timestamp with time zone,
	"max_in_flight" integer DEFAULT 5 NOT NULL,
	"failing_since" timestamp with time zone,
	"next_drain_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_events" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_team_idx" ON "events" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "events_pending_idx" ON "events" USING btree ("id") WHERE "events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_expired_idx" ON "events" USING btree ("code_id","created_at") WHERE "events"."type" = 'code.expired';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("endpoint_id","next_attempt_at") WHERE "webhook_deliveries"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_key" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_team_idx" ON "webhook_endpoints" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "qr_codes_expires_idx" ON "qr_codes" USING btree ("expires_at") WHERE "qr_codes"."expires_at" is not null;--> statement-breakpoint
-- Ids made inside a statement (events written by the statement that makes the change), in the format of
-- @qr/core/ids: the prefix, then 48 bits of milliseconds and 80 random bits in Crockford's base32, lower case, so
-- they sort by time like the ids made in TypeScript. Not secrets: random() is enough.
CREATE FUNCTION "new_id"(p_prefix text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_alphabet constant text := '0123456789abcdefghjkmnpqrstvwxyz';
	v_ms bigint := floor(extract(epoch FROM clock_timestamp()) * 1000);
	v_time text := '';
	v_random text := '';
BEGIN
	FOR i IN 1..10 LOOP
		v_time := substr(v_alphabet, (v_ms % 32)::int + 1, 1) || v_time;
		v_ms := v_ms / 32;
	END LOOP;
	FOR i IN 1..16 LOOP
		v_random := v_random || substr(v_alphabet, floor(random() * 32)::int + 1, 1);
	END LOOP;
	RETURN p_prefix || '_' || v_time || v_random;
END $$;
--> statement-breakpoint
-- A team's raw scans, newest first, for the team-wide scans API (drizzle does not model the partitioned table).
CREATE INDEX "scan_events_team_idx" ON "scan_events" USING btree ("team_id", "ts" DESC, "id" DESC);
--> statement-breakpoint
-- Events are written by the database, in the statement that makes the change (the outbox): a rolled-back change
-- leaves none, a committed one always has its own, whichever path wrote it (docs/decisions/0014). An event a
-- team's enabled endpoints do not take is born dispatched, so the dispatcher only ever reads what it must send.
-- A team being deleted gets none (its rows go with it).
CREATE FUNCTION "emit_event"(p_team_id text, p_type text, p_data jsonb, p_previous jsonb, p_code_id text,
	p_domain text, p_tags text[], p_at timestamptz DEFAULT now()) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "teams" WHERE "id" = p_team_id) THEN
		RETURN;
	END IF;
	INSERT INTO "events" ("id", "team_id", "type", "data", "previous", "code_id", "domain", "tags", "created_at",
		"dispatched_at")
	VALUES (new_id('evt'), p_team_id, p_type, p_data, p_previous, p_code_id, p_domain, COALESCE(p_tags, '{}'), p_at,
		CASE WHEN EXISTS (SELECT 1 FROM "webhook_endpoints" w
			WHERE w."team_id" = p_team_id AND w."enabled" AND p_type = ANY (w."events")) THEN NULL ELSE p_at END);
END $$;
--> statement-breakpoint
-- What endpoints filter a code's events by: its tags, each by id and by name.
CREATE FUNCTION "event_tags"(p_tags jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT COALESCE(array_agg(v), '{}') FROM jsonb_array_elements(p_tags) t,
		LATERAL (VALUES (t ->> 'id'), (t ->> 'name')) AS x(v) WHERE v IS NOT NULL
$$;
--> statement-breakpoint
-- A code's events. `code.updated` carries the fields an API reader sees change, as they were (`previous`); the
-- status has events of its own (paused, resumed, deleted), as do the cap, a flag and a takedown.
CREATE FUNCTION "code_events"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		'expires_at', 'fallback_url', 'max_scans', 'schedule', 'domain', 'slug')
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
CREATE TRIGGER "qr_codes_events_insert" AFTER INSERT ON "qr_codes"
	FOR EACH ROW EXECUTE FUNCTION "code_events"();
--> statement-breakpoint
-- Only changes an API reader sees: the edge-sync bookkeeping and the reputation checks write codes without events.
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
		OR OLD."taken_down_at" IS DISTINCT FROM NEW."taken_down_at")
	EXECUTE FUNCTION "code_events"();
--> statement-breakpoint
-- A domain's: proven by DNS (from a pending claim), and a certificate that could not be issued.
CREATE FUNCTION "domain_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_data jsonb := to_jsonb(NEW) || jsonb_build_object('codes', (SELECT count(*) FROM "qr_codes" c
		WHERE c."team_id" = NEW."team_id" AND c."domain" = NEW."hostname" AND c."status" <> 'deleted'));
BEGIN
	IF NEW."status" = 'verified' AND OLD."status" = 'pending' THEN
		PERFORM emit_event(NEW."team_id", 'domain.verified', v_data, NULL, NULL, NEW."hostname", NULL);
	END IF;
	IF NEW."certificate_status" = 'failed' AND OLD."certificate_status" <> 'failed' THEN
		PERFORM emit_event(NEW."team_id", 'domain.certificate_failed', v_data, NULL, NULL, NEW."hostname", NULL);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "domains_events" AFTER UPDATE ON "domains" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."certificate_status" IS DISTINCT FROM NEW."certificate_status")
	EXECUTE FUNCTION "domain_events"();
--> statement-breakpoint
-- An export's end. Its code ids stay out: an export of 10,000 codes would make a 300 KB event.
CREATE FUNCTION "export_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."status" IN ('succeeded', 'failed') THEN
		PERFORM emit_event(NEW."team_id", 'export.' || NEW."status", to_jsonb(NEW) - 'code_ids', NULL, NULL, NULL, NULL);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "export_jobs_events" AFTER UPDATE ON "export_jobs" FOR EACH ROW
	WHEN (OLD."status" IS DISTINCT FROM NEW."status")
	EXECUTE FUNCTION "export_events"();
--> statement-breakpoint
-- A member's arrival and departure, with the address as it is when it happens (none once the account is gone).
CREATE FUNCTION "member_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_row "memberships" := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	v_data jsonb := to_jsonb(v_row) || jsonb_build_object('email',
		(SELECT u."email" FROM "users" u WHERE u."id" = v_row."user_id"));
BEGIN
	PERFORM emit_event(v_row."team_id", CASE WHEN TG_OP = 'DELETE' THEN 'member.removed' ELSE 'member.joined' END,
		v_data, NULL, NULL, NULL, NULL);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "memberships_events" AFTER INSERT OR DELETE ON "memberships"
	FOR EACH ROW EXECUTE FUNCTION "member_events"();
--> statement-breakpoint
-- An API key's making and end (revoked, or deleted with its owner's account). Its hash never leaves its table.
CREATE FUNCTION "key_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM emit_event(NEW."team_id", 'key.created', to_jsonb(NEW) - 'secret_hash', NULL, NULL, NULL, NULL);
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM emit_event(NEW."team_id", 'key.revoked', to_jsonb(NEW) - 'secret_hash', NULL, NULL, NULL, NULL);
	ELSIF OLD."revoked_at" IS NULL THEN
		PERFORM emit_event(OLD."team_id", 'key.revoked',
			jsonb_set(to_jsonb(OLD) - 'secret_hash', '{revoked_at}', to_jsonb(now())), NULL, NULL, NULL, NULL);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "api_keys_events_insert" AFTER INSERT OR DELETE ON "api_keys"
	FOR EACH ROW EXECUTE FUNCTION "key_events"();
--> statement-breakpoint
CREATE TRIGGER "api_keys_events_revoke" AFTER UPDATE ON "api_keys" FOR EACH ROW
	WHEN (OLD."revoked_at" IS NULL AND NEW."revoked_at" IS NOT NULL)
	EXECUTE FUNCTION "key_events"();
--> statement-breakpoint
-- Whether an endpoint's filter takes what an event is about, the one rule the dispatcher and the scan batches use:
-- a code (its id, host and tags, each part of the filter given must match), a domain (its host, by `domains`), or
-- anything else (always). The host of a code without a branded domain is the service's own scan host.
CREATE FUNCTION "endpoint_takes"(p_filter jsonb, p_kind text, p_code_id text, p_host text, p_tags text[])
	RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE p_kind
		WHEN 'code' THEN (NOT (p_filter ? 'code_ids') OR (p_filter -> 'code_ids') ? p_code_id)
			AND (NOT (p_filter ? 'tags') OR (p_filter -> 'tags') ?| p_tags)
			AND (NOT (p_filter ? 'domains') OR (p_filter -> 'domains') ? p_host)
		WHEN 'domain' THEN NOT (p_filter ? 'domains') OR (p_filter -> 'domains') ? p_host
		ELSE true END
$$;
