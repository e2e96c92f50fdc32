ALTER TABLE "qr_codes" ADD COLUMN "flagged_reason" text;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "flagged_host" text;--> statement-breakpoint
-- As 0012's, and a flagged code whose URLs no longer lead to a blocked host (its owner sent it elsewhere) is
-- cleared in the same write, so its next redirect record sends scans on again.
CREATE OR REPLACE FUNCTION "refuse_blocked_destinations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_url text;
	v_found text;
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "blocked_hosts") THEN
		NEW."flagged_reason" := NULL;
		NEW."flagged_host" := NULL;
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
	IF NEW."flagged_reason" IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM destination_urls(NEW) u WHERE u IS NOT NULL AND blocked_destination(u) IS NOT NULL
	) THEN
		NEW."flagged_reason" := NULL;
		NEW."flagged_host" := NULL;
	END IF;
	RETURN NEW;
END $$;
