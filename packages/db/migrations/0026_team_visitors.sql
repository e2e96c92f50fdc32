-- One row per team, day and scanner, with the codes it scanned, instead of a row per code and one per team:
-- the consumer writes one row for a scanner's first scan of the day instead of two (decision 20).
CREATE TABLE "scan_team_visitors" (
	"team_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"codes" text[] NOT NULL,
	"new_codes" text[] NOT NULL,
	CONSTRAINT "scan_team_visitors_team_id_day_visitor_pk" PRIMARY KEY("team_id","day","visitor")
);
--> statement-breakpoint
-- The hashes still in use (kept a few days): a code's rows become its team's row; the team's own rows are implied.
INSERT INTO "scan_team_visitors" ("team_id", "day", "visitor", "codes", "new_codes")
SELECT q."team_id", v."day", v."visitor", (array_agg(v."qr_id" ORDER BY v."qr_id"))[1:100], '{}'
FROM "scan_visitors" v JOIN "qr_codes" q ON q."id" = v."qr_id"
GROUP BY q."team_id", v."day", v."visitor";
--> statement-breakpoint
DROP TABLE "scan_visitors";
