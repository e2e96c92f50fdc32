ALTER TABLE "team_activity" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "team_activity" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "team_activity" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "team_activity" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "audit_retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
CREATE INDEX "team_activity_team_target_idx" ON "team_activity" USING btree ("team_id","target_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_activity_team_actor_idx" ON "team_activity" USING btree ("team_id","actor_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_audit_retention_days_check" CHECK ("audit_retention_days" BETWEEN 365 AND 2555);--> statement-breakpoint
-- The audit log is append-only: no statement changes or deletes an entry, but the retention job's (prune_audit_log
-- below, which says so for its own transaction). A team's row is never deleted (a deleted team keeps its row), so
-- no cascade reaches the log either.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('qr.audit_retention', true) = 'on' AND TG_OP = 'DELETE' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'the audit log is append-only: its entries are neither changed nor deleted' USING ERRCODE = 'QRC02';
END $$;--> statement-breakpoint
CREATE TRIGGER "team_activity_append_only" BEFORE UPDATE OR DELETE ON "team_activity"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "team_activity_not_truncated" BEFORE TRUNCATE ON "team_activity"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
-- The retention job: deletes up to p_limit entries older than their team keeps them; how many it deleted.
CREATE FUNCTION "prune_audit_log"(p_limit integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	deleted integer;
BEGIN
	PERFORM set_config('qr.audit_retention', 'on', true);
	DELETE FROM "team_activity" WHERE "id" IN (
		SELECT a."id" FROM "team_activity" a JOIN "teams" t ON t."id" = a."team_id"
		WHERE a."created_at" < now() - make_interval(days => t."audit_retention_days")
		LIMIT p_limit);
	GET DIAGNOSTICS deleted = ROW_COUNT;
	PERFORM set_config('qr.audit_retention', 'off', true);
	RETURN deleted;
END $$;--> statement-breakpoint
-- Every entry is also an event (`audit.entry`), in the same statement, so webhooks take the log as it is written
-- (a SIEM) and the events API lists it.
CREATE FUNCTION "audit_entry_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "events" ("id", "team_id", "type", "data", "created_at")
	VALUES (new_id('evt'), NEW."team_id", 'audit.entry', to_jsonb(NEW), now());
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_activity_event" AFTER INSERT ON "team_activity"
	FOR EACH ROW EXECUTE FUNCTION "audit_entry_event"();
