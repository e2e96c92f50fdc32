// Analytics rollups, updated by the consumer in the same transaction as the events they count, so the
// analytics endpoint reads a number of rows that does not grow with the number of scans.
// Each is kept per code and, under the team's id in `qr_id`, for the whole team (team-wide analytics read the
// same rows the same way; ids are prefixed, so a team's never meets a code's).
//   scan_daily_rollups:   per code, day and dimension value (ROLLUP_DIMENSION)
//   scan_monthly_rollups: the same per UTC month (the sum of its days), so a range of years reads its whole
//                         months here and only its partial first and last months by day (decision 23); its
//                         `total` rows also hold the month's counts by day, so a series of years by day reads
//                         a row a month (decision 24)
//   scan_total_rollups:   the same over all time (the sum of the months), so a range of most of a code's life is read
//                         as all time less the days outside it (decision 25)
//   scan_hourly_rollups:  per code and hour, for hourly time series
//   scan_team_visitors:   which visitor hashes were seen per team and day, with the codes each scanned (the hash
//                         rotates daily), for unique scans of a code and of its team
// The four rollup tables fill their pages to 70% (migration 0034: drizzle does not model storage parameters), so the
// consumer's repeated upserts update rows in place (decision 27).
import { bigint, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** The dimensions of scan_daily_rollups, by the names the consumer writes and the analytics read. */
export const ROLLUP_DIMENSION = {
  total: "total",
  country: "country",
  device: "device",
  os: "os",
  browser: "browser",
  bot: "bot",
  /** What answered (a rule's id, default or fallback) and the routing version, for smart destinations. */
  answeredBy: "answered_by",
  version: "version",
  /** Only in a team's rollups: scans by code (its id), for the team's top codes. */
  code: "code",
} as const;
export type RollupDimension = (typeof ROLLUP_DIMENSION)[keyof typeof ROLLUP_DIMENSION];

export const scanDailyRollups = pgTable(
  "scan_daily_rollups",
  {
    qrId: text("qr_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").$type<RollupDimension>().notNull(),
    value: text("value").notNull(),
    scans: integer("scans").notNull().default(0),
    uniqueScans: integer("unique_scans").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.qrId, t.day, t.dimension, t.value] }),
    // A team's rollups hold a `code` row per code scanned each day: reads of one dimension skip the others.
    index("scan_daily_rollups_dimension_idx").on(t.qrId, t.dimension, t.day),
  ],
);

/** Days in a month's `day_scans` and `day_unique_scans`: the longest month's; a shorter month's last stay 0. */
export const DAYS_OF_MONTH = 31;

/** scan_daily_rollups summed by UTC month (`month` is its first day); unique scans are the days' summed. */
export const scanMonthlyRollups = pgTable(
  "scan_monthly_rollups",
  {
    qrId: text("qr_id").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    dimension: text("dimension").$type<RollupDimension>().notNull(),
    value: text("value").notNull(),
    scans: integer("scans").notNull().default(0),
    uniqueScans: integer("unique_scans").notNull().default(0),
    /** Only on `total` rows (null on the others): the scans of each day of the month, the 1st first. */
    dayScans: integer("day_scans").array(),
    /** Only on `total` rows: the unique scans of each day of the month. */
    dayUniqueScans: integer("day_unique_scans").array(),
  },
  (t) => [
    primaryKey({ columns: [t.qrId, t.month, t.dimension, t.value] }),
    index("scan_monthly_rollups_dimension_idx").on(t.qrId, t.dimension, t.month),
  ],
);

/** scan_monthly_rollups summed over all time: 64-bit, as a team's scans may pass 2^31 over the years. */
export const scanTotalRollups = pgTable(
  "scan_total_rollups",
  {
    qrId: text("qr_id").notNull(),
    dimension: text("dimension").$type<RollupDimension>().notNull(),
    value: text("value").notNull(),
    scans: bigint("scans", { mode: "number" }).notNull().default(0),
    uniqueScans: bigint("unique_scans", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.qrId, t.dimension, t.value] })],
);

export const scanHourlyRollups = pgTable(
  "scan_hourly_rollups",
  {
    qrId: text("qr_id").notNull(),
    hour: timestamptz("hour").notNull(),
    scans: integer("scans").notNull().default(0),
    uniqueScans: integer("unique_scans").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.qrId, t.hour] })],
);

/** A scanner's codes of one team per day: first scans of the team and of each code, in one row (decision 20). */
export const scanTeamVisitors = pgTable(
  "scan_team_visitors",
  {
    teamId: text("team_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
    /** The team's codes this visitor scanned that day, at most MAX_CODES_PER_VISITOR (store-scan-events.ts). */
    codes: text("codes").array().notNull(),
    /** The codes the row's last write added: how the statement that wrote it tells a code's first scans. */
    newCodes: text("new_codes").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.day, t.visitor] })],
);
