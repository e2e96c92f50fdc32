// Where a team's scans are forwarded as Google Analytics 4 events (Measurement Protocol): one stream for the
// team (`qr_id` null) and any number for single codes, which take their scans instead. The API secret is kept
// sealed under AUTH_SECRET (apps/api/src/lib/sealed.ts): a reader of the database sees ciphertext only.
import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { teams } from "./teams.ts";

export const ga4Streams = pgTable(
  "ga4_streams",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** The code whose scans this stream takes; null: the team's stream, for its other codes. */
    qrId: text("qr_id"),
    measurementId: text("measurement_id").notNull(),
    apiSecretSealed: text("api_secret_sealed").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("ga4_streams_key").on(t.teamId, sql`coalesce(${t.qrId}, '')`)],
);

export type Ga4StreamRow = typeof ga4Streams.$inferSelect;
