// Raw scan events, one row per scan. The key ends with the uuid made at the edge, so redelivery is a no-op, and
// starts with what the raw-scan listing reads (a code's scans, newest first): the key is the only index.
// The table is partitioned by month of `ts` (migration 0007: drizzle does not model partitions), so retention
// drops whole months (apps/api/src/scan-path/scans/scan-retention.ts). No IP is ever stored: `visitor` is a daily-salted HMAC
// made at the edge.
import { bigint, boolean, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

export const scanEvents = pgTable(
  "scan_events",
  {
    id: uuid("id").notNull(),
    qrId: text("qr_id").notNull(),
    teamId: text("team_id").notNull(),
    slug: text("slug").notNull(),
    ts: timestamptz("ts").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    country: text("country").notNull(),
    /** The region within the country (ISO 3166-2 subdivision code, e.g. "CA" in US), when the edge knew it. */
    region: text("region"),
    colo: text("colo"),
    device: text("device").notNull(),
    os: text("os").notNull(),
    browser: text("browser").notNull(),
    ua: text("ua").notNull(),
    refererHost: text("referer_host"),
    lang: text("lang"),
    visitor: text("visitor").notNull(),
    bot: boolean("bot").notNull(),
    /** The rule that answered (its id), `default` (the code's url) or `fallback`; null before rules existed. */
    answeredBy: text("answered_by"),
    /** The version of the code's routing that answered. */
    version: bigint("version", { mode: "number" }),
    /** The variant of an A/B split that answered (its index in the code's or the rule's variants). */
    variant: smallint("variant"),
  },
  (t) => [primaryKey({ columns: [t.qrId, t.ts, t.id] })],
);
