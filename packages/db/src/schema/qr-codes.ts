// Dynamic QR codes. Deleted codes keep their row (status `deleted`) so a slug is never reused.
// `version` grows with every change; `kvSyncedVersion` is the version last confirmed in KV, so rows where
// the two differ are the edge-sync outbox the cron trigger drains.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns.ts";
import { designs } from "./designs.ts";
import { qrStatusEnum } from "./enums.ts";
import { teams } from "./teams.ts";

export const qrCodes = pgTable(
  "qr_codes",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    url: text("url").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    style: jsonb("style").$type<Record<string, unknown>>().notNull().default({}),
    /** The saved design the code's image starts from; its own `style` overrides the design's fields. */
    designId: text("design_id").references(() => designs.id, { onDelete: "set null" }),
    status: qrStatusEnum("status").notNull().default("active"),
    forwardQuery: boolean("forward_query").notNull().default(false),
    /** The bulk request that created the code, if one did: an export can select its codes. */
    bulkId: text("bulk_id"),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    kvSyncedVersion: bigint("kv_synced_version", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamptz("deleted_at"),
  },
  (t) => [
    uniqueIndex("qr_codes_slug_key").on(t.slug),
    // Lists page by keyset on the time-sortable id within a team.
    index("qr_codes_team_id_idx").on(t.teamId, t.id.desc()),
    // Deleting a design clears it from its codes.
    index("qr_codes_design_idx").on(t.designId),
    index("qr_codes_bulk_idx").on(t.teamId, t.bulkId).where(sql`${t.bulkId} is not null`),
    index("qr_codes_kv_outbox_idx").on(t.updatedAt).where(sql`${t.kvSyncedVersion} < ${t.version}`),
  ],
);

export type QrCodeRow = typeof qrCodes.$inferSelect;
