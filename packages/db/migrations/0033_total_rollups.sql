CREATE TABLE "scan_total_rollups" (
	"qr_id" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"scans" bigint DEFAULT 0 NOT NULL,
	"unique_scans" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_total_rollups_qr_id_dimension_value_pk" PRIMARY KEY("qr_id","dimension","value")
);
--> statement-breakpoint
-- The totals of the subjects (codes and teams) scanned in a month made again from all their months: with the table
-- locked against the consumer's writes (which take ROW EXCLUSIVE), so no increment lands between the read of the
-- months and the write of their sum. Run once after deploying the api worker that writes totals, for the month
-- this migration ran in, after resum_scan_monthly_rollups (docs/deploying.md, "Upgrading").
CREATE FUNCTION "resum_scan_total_rollups"(of_month date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE "scan_total_rollups" IN SHARE ROW EXCLUSIVE MODE;
	DELETE FROM "scan_total_rollups" WHERE "qr_id" IN (
		SELECT "qr_id" FROM "scan_monthly_rollups" WHERE "month" = date_trunc('month', of_month)::date);
	INSERT INTO "scan_total_rollups" ("qr_id", "dimension", "value", "scans", "unique_scans")
		SELECT "qr_id", "dimension", "value", sum("scans"), sum("unique_scans") FROM "scan_monthly_rollups"
		WHERE "qr_id" IN (SELECT "qr_id" FROM "scan_monthly_rollups" WHERE "month" = date_trunc('month', of_month)::date)
		GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- Every subject so far, from its months.
INSERT INTO "scan_total_rollups" ("qr_id", "dimension", "value", "scans", "unique_scans")
	SELECT "qr_id", "dimension", "value", sum("scans"), sum("unique_scans") FROM "scan_monthly_rollups" GROUP BY 1, 2, 3;
