// Conversions the customers' sites report for tracked scans (`POST /conversions` with the scan's `qr_sid`). The
// scan is named by its key in scan_events (code, instant, id), so A/B results join it for its variant; a
// conversion may arrive before its scan is stored. `dedupe_key` makes a report idempotent: the site's
// `external_id`, or the scan and the conversion's name when it sends none.
import { index, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { teams } from "./teams.ts";

export const conversions = pgTable(
  "conversions",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    qrId: text("qr_id").notNull(),
    scanId: uuid("scan_id").notNull(),
    scannedAt: timestamptz("scanned_at").notNull(),
    name: text("name").notNull(),
    value: numeric("value", { precision: 18, scale: 4 }),
    currency: text("currency"),
    externalId: text("external_id"),
    dedupeKey: text("dedupe_key").notNull(),
    /** The API key that reported it. */
    keyId: text("key_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversions_dedupe_key").on(t.teamId, t.dedupeKey),
    index("conversions_code_idx").on(t.qrId, t.scannedAt),
    index("conversions_team_idx").on(t.teamId, t.createdAt),
  ],
);

export type ConversionRow = typeof conversions.$inferSelect;
