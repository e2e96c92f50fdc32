ALTER TABLE "domains" ADD COLUMN "kv_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "kv_synced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "domains_kv_synced_at_idx" ON "domains" USING btree ("kv_synced_at") WHERE "domains"."kv_synced_at" is not null;--> statement-breakpoint
CREATE INDEX "qr_codes_kv_synced_at_idx" ON "qr_codes" USING btree ("kv_synced_at") WHERE "qr_codes"."kv_synced_at" is not null;