-- GS1 Digital Link codes (docs/gs1.md): a type of their own, always on a branded domain, their slug the
-- identifier's path (`01/09506000134352/10/LOT42`).
ALTER TABLE "qr_codes" DROP CONSTRAINT "qr_codes_type_check";--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_type_check" CHECK ("type" IN ('url', 'vcard', 'links', 'file', 'event', 'sms', 'email', 'phone', 'app', 'wifi', 'gs1'));--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_gs1_on_domain" CHECK ("type" <> 'gs1' OR ("domain" IS NOT NULL AND "access" IS NULL));
--> statement-breakpoint
-- A GS1 code's url is its default link (what a scan with nothing more specific gets), beside its content.
ALTER TABLE "qr_codes" DROP CONSTRAINT "qr_codes_target_by_type";--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_target_by_type" CHECK (CASE "type"
	WHEN 'url' THEN "content" IS NULL
	WHEN 'app' THEN "url" = "content" ->> 'fallback_url'
	WHEN 'gs1' THEN "url" <> '' AND "content" IS NOT NULL
	ELSE "url" = '' AND "content" IS NOT NULL END);
