// The history of what a code's scans get: one row per version of its redirect fields, written by the trigger
// of migration 0006 whenever qr_codes.version moves (creation included), never by application code. Rows are
// never changed; restoring a version writes a new one. Codes are never deleted (a deleted one stays as a
// tombstone), so the history hangs on the team: deleting a team removes its codes' history with it.
import type { Variant } from "@qr/core/campaigns";
import type { RoutingRule } from "@qr/core/routing-rules";
import { bigint, boolean, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { qrStatusEnum } from "./enums.ts";
import type { VersionChange } from "./qr-codes.ts";
import { teams } from "./teams.ts";

export const qrCodeVersions = pgTable(
  "qr_code_versions",
  {
    qrId: text("qr_id").notNull(),
    version: bigint("version", { mode: "number" }).notNull(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** The content of a code of a page or app type, as that version had it (migration 0020). */
    content: jsonb("content").$type<Record<string, unknown>>(),
    rules: jsonb("rules").$type<RoutingRule[]>().notNull(),
    /** The code's own A/B split as that version had it (migration 0036): a scan's variant names one of them. */
    variants: jsonb("variants").$type<Variant[]>(),
    startsAt: timestamptz("starts_at"),
    expiresAt: timestamptz("expires_at"),
    fallbackUrl: text("fallback_url"),
    maxScans: bigint("max_scans", { mode: "number" }),
    forwardQuery: boolean("forward_query").notNull(),
    status: qrStatusEnum("status").notNull(),
    capped: boolean("capped").notNull(),
    change: jsonb("change").$type<VersionChange>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.qrId, t.version] })],
);

export type QrCodeVersionRow = typeof qrCodeVersions.$inferSelect;
