CREATE TABLE "scan_monthly_rollups" (
	"qr_id" text NOT NULL,
	"month" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"unique_scans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scan_monthly_rollups_qr_id_month_dimension_value_pk" PRIMARY KEY("qr_id","month","dimension","value")
);
--> statement-breakpoint
CREATE INDEX "scan_monthly_rollups_dimension_idx" ON "scan_monthly_rollups" USING btree ("qr_id","dimension","month");--> statement-breakpoint
-- One month's rows made again from its days: with the table locked against the consumer's writes (which take ROW
-- EXCLUSIVE), so no increment lands between the read of the days and the write of their sum. Run once after
-- deploying the api worker that writes monthly rows, for the month this migration ran in: a consumer still running
-- the worker before it may have counted scans in the days only (docs/deploying.md, "Upgrading").
CREATE FUNCTION "resum_scan_monthly_rollups"(of_month date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE "scan_monthly_rollups" IN SHARE ROW EXCLUSIVE MODE;
	DELETE FROM "scan_monthly_rollups" WHERE "month" = date_trunc('month', of_month)::date;
	INSERT INTO "scan_monthly_rollups" ("qr_id", "month", "dimension", "value", "scans", "unique_scans")
		SELECT "qr_id", date_trunc('month', "day")::date, "dimension", "value", sum("scans"), sum("unique_scans")
		FROM "scan_daily_rollups"
		WHERE "day" >= date_trunc('month', of_month)::date
			AND "day" < (date_trunc('month', of_month) + interval '1 month')::date
		GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
-- Every month so far, from the days.
INSERT INTO "scan_monthly_rollups" ("qr_id", "month", "dimension", "value", "scans", "unique_scans")
	SELECT "qr_id", date_trunc('month', "day")::date, "dimension", "value", sum("scans"), sum("unique_scans")
	FROM "scan_daily_rollups" GROUP BY 1, 2, 3, 4;
