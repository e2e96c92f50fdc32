-- Raw scan events partitioned by month of "ts", so retention drops whole months instead of deleting rows.
-- Drizzle does not model partitions: this migration is written by hand; the snapshot holds the columns and key.
-- The key (qr_id, ts, id) is the only index: it serves the raw-scan listing (a code's scans, newest first) and
-- makes redelivery a no-op (a partitioned table's unique key must contain the partition column).
ALTER TABLE "scan_events" RENAME TO "scan_events_unpartitioned";--> statement-breakpoint
DROP INDEX "scan_events_qr_page_idx";--> statement-breakpoint
CREATE TABLE "scan_events" (
	"id" uuid NOT NULL,
	"qr_id" text NOT NULL,
	"team_id" text NOT NULL,
	"slug" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country" text NOT NULL,
	"colo" text,
	"device" text NOT NULL,
	"os" text NOT NULL,
	"browser" text NOT NULL,
	"ua" text NOT NULL,
	"referer_host" text,
	"lang" text,
	"visitor" text NOT NULL,
	"bot" boolean NOT NULL,
	"answered_by" text,
	"version" bigint,
	CONSTRAINT "scan_events_qr_id_ts_id_pk" PRIMARY KEY("qr_id","ts","id")
) PARTITION BY RANGE ("ts");--> statement-breakpoint
-- An event dated in a month without a partition (far past or future) still lands, here.
CREATE TABLE "scan_events_default" PARTITION OF "scan_events" DEFAULT;--> statement-breakpoint
-- The partition of one UTC month, scan_events_yYYYYmMM; events of that month already in the default partition
-- move into it. Returns whether it was created. The maintenance cron calls it for the months ahead.
CREATE FUNCTION "create_scan_events_partition"(month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	starts timestamptz := date_trunc('month', month::timestamp) AT TIME ZONE 'UTC';
	ends timestamptz := (date_trunc('month', month::timestamp) + interval '1 month') AT TIME ZONE 'UTC';
	partition_name text := 'scan_events_' || to_char(month, '"y"YYYY"m"MM');
BEGIN
	IF to_regclass(partition_name) IS NOT NULL THEN
		RETURN false;
	END IF;
	EXECUTE format('CREATE TABLE %I (LIKE scan_events INCLUDING DEFAULTS)', partition_name);
	EXECUTE format(
		'WITH moved AS (DELETE FROM scan_events_default WHERE ts >= %L AND ts < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
		starts, ends, partition_name);
	EXECUTE format('ALTER TABLE scan_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', partition_name, starts, ends);
	RETURN true;
END
$$;--> statement-breakpoint
SELECT "create_scan_events_partition"(month::date) FROM (
	SELECT DISTINCT date_trunc('month', "ts" AT TIME ZONE 'UTC') AS month FROM "scan_events_unpartitioned"
	UNION SELECT date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => ahead) FROM generate_series(0, 2) ahead
) months;--> statement-breakpoint
INSERT INTO "scan_events" ("id", "qr_id", "team_id", "slug", "ts", "received_at", "country", "colo", "device", "os", "browser", "ua", "referer_host", "lang", "visitor", "bot", "answered_by", "version")
	SELECT "id", "qr_id", "team_id", "slug", "ts", "received_at", "country", "colo", "device", "os", "browser", "ua", "referer_host", "lang", "visitor", "bot", "answered_by", "version"
	FROM "scan_events_unpartitioned";--> statement-breakpoint
DROP TABLE "scan_events_unpartitioned";
