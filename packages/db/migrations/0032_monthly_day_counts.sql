ALTER TABLE "scan_monthly_rollups" ADD COLUMN "day_scans" integer[];--> statement-breakpoint
ALTER TABLE "scan_monthly_rollups" ADD COLUMN "day_unique_scans" integer[];--> statement-breakpoint
-- A month's counts by day (index 1 is the 1st; 31 entries whatever the month) from a batch's or the days' rows:
-- the consumer's statement and the resum below write the `total` rows' day_scans and day_unique_scans with it.
CREATE FUNCTION "scan_day_counts"(p_days date[], p_counts bigint[]) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
	v_counts integer[] := array_fill(0, ARRAY[31]);
	v_day integer;
BEGIN
	FOR i IN 1..cardinality(p_days) LOOP
		v_day := extract(day FROM p_days[i])::integer;
		v_counts[v_day] := v_counts[v_day] + p_counts[i];
	END LOOP;
	RETURN v_counts;
END $$;
--> statement-breakpoint
-- Two months' counts by day added day by day (the consumer's upsert); a missing side counts as no scans.
CREATE FUNCTION "add_day_counts"(p_counts integer[], p_added integer[]) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	v_sum integer[] := coalesce(p_counts, array_fill(0, ARRAY[31]));
BEGIN
	IF p_added IS NULL THEN
		RETURN p_counts;
	END IF;
	FOR i IN 1..31 LOOP
		v_sum[i] := v_sum[i] + p_added[i];
	END LOOP;
	RETURN v_sum;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "resum_scan_monthly_rollups"(of_month date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE "scan_monthly_rollups" IN SHARE ROW EXCLUSIVE MODE;
	DELETE FROM "scan_monthly_rollups" WHERE "month" = date_trunc('month', of_month)::date;
	INSERT INTO "scan_monthly_rollups" ("qr_id", "month", "dimension", "value", "scans", "unique_scans", "day_scans", "day_unique_scans")
		SELECT "qr_id", date_trunc('month', "day")::date, "dimension", "value", sum("scans"), sum("unique_scans"),
			scan_day_counts(array_agg("day") FILTER (WHERE "dimension" = 'total'),
				array_agg("scans"::bigint) FILTER (WHERE "dimension" = 'total')),
			scan_day_counts(array_agg("day") FILTER (WHERE "dimension" = 'total'),
				array_agg("unique_scans"::bigint) FILTER (WHERE "dimension" = 'total'))
		FROM "scan_daily_rollups"
		WHERE "day" >= date_trunc('month', of_month)::date
			AND "day" < (date_trunc('month', of_month) + interval '1 month')::date
		GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
-- Every month so far, from the days.
UPDATE "scan_monthly_rollups" AS m SET "day_scans" = d."day_scans", "day_unique_scans" = d."day_unique_scans"
	FROM (
		SELECT "qr_id", date_trunc('month', "day")::date AS "month",
			scan_day_counts(array_agg("day"), array_agg("scans"::bigint)) AS "day_scans",
			scan_day_counts(array_agg("day"), array_agg("unique_scans"::bigint)) AS "day_unique_scans"
		FROM "scan_daily_rollups" WHERE "dimension" = 'total' GROUP BY 1, 2
	) AS d
	WHERE m."qr_id" = d."qr_id" AND m."month" = d."month" AND m."dimension" = 'total';
