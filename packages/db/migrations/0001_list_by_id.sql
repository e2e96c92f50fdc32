DROP INDEX "qr_codes_team_page_idx";--> statement-breakpoint
DROP INDEX "qr_codes_metadata_idx";--> statement-breakpoint
CREATE INDEX "qr_codes_team_id_idx" ON "qr_codes" USING btree ("team_id","id" DESC NULLS LAST);