CREATE TABLE "passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text,
	"public_key" text NOT NULL,
	"credential_id" text NOT NULL,
	"counter" integer NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"transports" text,
	"aaguid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_key" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factors_user_key" ON "two_factors" USING btree ("user_id");
--> statement-breakpoint

-- A team that requires a second factor (teams.require_two_factor) lets a member without one act in it with no
-- permission at all (the worker's rule, apps/api/src/auth/session-caller.ts). A session remembered by the worker
-- states whether it found the person short of a factor in the team (p_two_factor_missing); when that no longer
-- holds (the owner turned the policy on, the person turned two-factor off), the verification fails and the worker
-- reads the session afresh, as for a changed role. Callers sending the earlier eight arguments mean "not missing".
DROP FUNCTION "verify_session"(text, text, text, integer, text, member_role, interval, interval);--> statement-breakpoint
CREATE FUNCTION "verify_session"(
	p_session_id text,
	p_user_id text,
	p_active_team_id text,
	p_teams integer,
	p_team_id text,
	p_role member_role,
	p_expires_in interval,
	p_update_age interval,
	p_two_factor_missing boolean DEFAULT false
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "sessions" s
	WHERE s.id = p_session_id AND s.user_id = p_user_id AND s.expires_at > now()
		AND s.active_team_id IS NOT DISTINCT FROM p_active_team_id
		AND (SELECT count(*) FROM "memberships" m JOIN "teams" t ON t.id = m.team_id AND t.deleted_at IS NULL
			WHERE m.user_id = p_user_id) = p_teams;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'the session changed since it was read' USING ERRCODE = 'QRC01';
	END IF;
	IF p_team_id IS NOT NULL THEN
		PERFORM 1 FROM "memberships" m
			JOIN "teams" t ON t.id = m.team_id AND t.deleted_at IS NULL
			JOIN "users" u ON u.id = m.user_id
		WHERE m.team_id = p_team_id AND m.user_id = p_user_id AND m.role = p_role
			AND (t.require_two_factor AND NOT u.two_factor_enabled) = p_two_factor_missing;
		IF NOT FOUND THEN
			RAISE EXCEPTION 'the membership changed since it was read' USING ERRCODE = 'QRC01';
		END IF;
	END IF;
	IF p_expires_in IS NOT NULL THEN
		UPDATE "sessions" SET expires_at = now() + p_expires_in, updated_at = now()
		WHERE id = p_session_id AND expires_at <= now() + p_expires_in - p_update_age;
	END IF;
END $$;
