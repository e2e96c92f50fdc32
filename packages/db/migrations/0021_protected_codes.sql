ALTER TABLE "qr_codes" ADD COLUMN "access" jsonb;--> statement-breakpoint
-- A static code (printed content, never scanned through us) cannot be protected.
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_access_not_static" CHECK ("type" <> 'wifi' OR "access" IS NULL);
