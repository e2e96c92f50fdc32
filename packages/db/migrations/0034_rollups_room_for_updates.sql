-- The rollups are upserted again and again while their day, hour, month (and, for all time, forever) lasts: pages
-- filled to 70% leave room for the new version beside the old one, so an update stays on its page and writes no
-- index entry (a HOT update; decision 27). Pages written before this migration stay as full as they are; new ones
-- keep the room.
ALTER TABLE "scan_daily_rollups" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "scan_hourly_rollups" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "scan_monthly_rollups" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "scan_total_rollups" SET (fillfactor = 70);
