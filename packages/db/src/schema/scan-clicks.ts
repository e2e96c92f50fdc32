// What scanners did on a code's page: a link followed, a contact or calendar file taken, a document opened or
// downloaded. Each click is tied to the scan that showed the page (the same scanner's latest scan of the code
// within SCAN_OF_CLICK_WINDOW before it), when there is one.
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

export const scanClicks = pgTable(
  "scan_clicks",
  {
    id: uuid("id").notNull(),
    qrId: text("qr_id").notNull(),
    teamId: text("team_id").notNull(),
    ts: timestamptz("ts").notNull(),
    /** contact, calendar, open, download or link. */
    action: text("action").notNull(),
    /** A link's position on the page (1-based), and where it led. */
    link: integer("link"),
    target: text("target"),
    visitor: text("visitor").notNull(),
    bot: boolean("bot").notNull(),
    scanId: uuid("scan_id"),
  },
  (t) => [primaryKey({ columns: [t.qrId, t.ts, t.id] }), index("scan_clicks_team_idx").on(t.teamId, t.ts)],
);
