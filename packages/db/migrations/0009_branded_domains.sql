CREATE TYPE "public"."domain_certificate_status" AS ENUM('not_requested', 'not_configured', 'pending', 'active', 'failed');--> statement-breakpoint
CREATE TYPE "public"."domain_status" AS ENUM('pending', 'verified', 'archived', 'expired', 'removed');--> statement-breakpoint
CREATE TABLE "domains" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"hostname" text NOT NULL,
	"status" "domain_status" DEFAULT 'pending' NOT NULL,
	"verification_token" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"root_url" text,
	"not_found_url" text,
	"checks" jsonb,
	"next_check_at" timestamp with time zone,
	"claim_expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"certificate_status" "domain_certificate_status" DEFAULT 'not_requested' NOT NULL,
	"certificate_detail" text,
	"cloudflare_id" text,
	"version" bigint DEFAULT 1 NOT NULL,
	"kv_synced_version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "qr_codes_slug_key";--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_owner_key" ON "domains" USING btree ("hostname") WHERE "domains"."status" in ('verified', 'archived');--> statement-breakpoint
CREATE UNIQUE INDEX "domains_team_hostname_key" ON "domains" USING btree ("team_id","hostname") WHERE "domains"."status" <> 'removed';--> statement-breakpoint
CREATE UNIQUE INDEX "domains_team_default_key" ON "domains" USING btree ("team_id") WHERE "domains"."is_default";--> statement-breakpoint
CREATE INDEX "domains_next_check_idx" ON "domains" USING btree ("next_check_at") WHERE "domains"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "domains_kv_outbox_idx" ON "domains" USING btree ("updated_at") WHERE "domains"."kv_synced_version" < "domains"."version";--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_slug_key" UNIQUE NULLS NOT DISTINCT("domain","slug");--> statement-breakpoint
-- The domain a new code prints, chosen inside the statement that inserts it (so creating a code stays one round
-- trip): the team's verified domain it names, else (p_use_default) the team's default domain, else null (the
-- service's own scan host). A named domain that is not a verified domain of the team raises QRD01. The domain's
-- row is locked (KEY SHARE) until the code is committed, so deleting the domain waits for it and then sees it.
CREATE FUNCTION "code_domain"(p_team_id text, p_named text, p_use_default boolean) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	v_hostname text;
BEGIN
	IF p_named IS NOT NULL THEN
		SELECT "hostname" INTO v_hostname FROM "domains"
			WHERE "team_id" = p_team_id AND "hostname" = p_named AND "status" = 'verified' FOR KEY SHARE;
		IF v_hostname IS NULL THEN
			RAISE EXCEPTION 'domain % is not a verified domain of the team', p_named USING ERRCODE = 'QRD01';
		END IF;
		RETURN v_hostname;
	END IF;
	IF p_use_default THEN
		SELECT "hostname" INTO v_hostname FROM "domains"
			WHERE "team_id" = p_team_id AND "is_default" AND "status" = 'verified' FOR KEY SHARE;
	END IF;
	RETURN v_hostname;
END $$;
