DROP INDEX "qr_codes_team_name_idx";--> statement-breakpoint
CREATE INDEX "qr_codes_team_name_idx" ON "qr_codes" USING btree ("team_id",coalesce(lower("name"), '~'),"id");