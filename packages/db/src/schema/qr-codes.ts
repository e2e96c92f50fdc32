// Dynamic QR codes. Deleted codes keep their row (status `deleted`) so a slug is never reused on its domain.
// `version` grows with every change; `kvSyncedVersion` is the version last confirmed in KV, so rows where
// the two differ are the edge-sync outbox the cron trigger drains.
import type { UtmParameters, Variant } from "@qr/core/campaigns";
import type { AccessRecord } from "@qr/core/content/access";
import type { ContentType } from "@qr/core/content/types";
import type { RoutingRule } from "@qr/core/routing-rules";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns.ts";
import { designs } from "./designs.ts";
import { qrStatusEnum } from "./enums.ts";
import { folders } from "./folders.ts";
import type { CodeTag } from "./tags.ts";
import { teams } from "./teams.ts";

export const qrCodes = pgTable(
  "qr_codes",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** The branded domain (its hostname) the code prints; null: the service's own scan host. Never changes. */
    domain: text("domain"),
    slug: text("slug").notNull(),
    /** What people call the code ("Spring menu — Table 7"); shown instead of the slug when set. */
    name: text("name"),
    /** The team's tags on the code, by name order (at most 10): a copy of their rows, kept by apps/api/src/codes/tags/. */
    tags: jsonb("tags").$type<CodeTag[]>().notNull().default([]),
    /**
     * What the code is for (@qr/core/content/types): `url` redirects to `url`; a page type's scans get a page the
     * redirect worker renders from `content` (its `url` is the code's own short URL); `app` sends phones to their
     * store; `wifi` is written in the QR itself. Set when the code is made, never changed (migration 0020).
     */
    type: text("type").$type<ContentType>().notNull().default("url"),
    /** The type's fields (null for `url`). */
    content: jsonb("content").$type<Record<string, unknown>>(),
    /** A protected code: its password's hash and a notice shown before it answers (null: open; migration 0021). */
    access: jsonb("access").$type<AccessRecord>(),
    url: text("url").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    style: jsonb("style").$type<Record<string, unknown>>().notNull().default({}),
    /** The saved design the code's image starts from; its own `style` overrides the design's fields. */
    designId: text("design_id").references(() => designs.id, { onDelete: "set null" }),
    /** The folder the code lives in (null: none); its access decides who sees and changes the code. */
    folderId: text("folder_id"),
    status: qrStatusEnum("status").notNull().default("active"),
    forwardQuery: boolean("forward_query").notNull().default(false),
    // Smart destinations: ordered rules (first match wins, else `url`), a validity window and a scan cap, with
    // what a scan gets outside them (`fallback_url`, or the 410 page).
    rules: jsonb("rules").$type<RoutingRule[]>().notNull().default([]),
    startsAt: timestamptz("starts_at"),
    expiresAt: timestamptz("expires_at"),
    fallbackUrl: text("fallback_url"),
    maxScans: bigint("max_scans", { mode: "number" }),
    /** When the consumer found the cap reached; null while scans are below it. */
    cappedAt: timestamptz("capped_at"),
    // Campaigns (migration 0023): an A/B split of the code's own scans (2–5 variants, weights summing to 100) and
    // the version from which the code's splits (its own and its rules') are as they are now (their results count
    // the scans answered from then), the UTM parameters every destination gets, conversion tracking (`qr_sid` on
    // redirects), and the most answers one scanner gets a day.
    variants: jsonb("variants").$type<Variant[]>(),
    variantsVersion: bigint("variants_version", { mode: "number" }),
    utm: jsonb("utm").$type<Utm>(),
    trackConversions: boolean("track_conversions").notNull().default(false),
    maxScansPerScanner: integer("max_scans_per_scanner"),
    /** Pending scheduled changes, soonest first; the redirect record carries them so every edge switches on time. */
    schedule: jsonb("schedule").$type<ScheduledChange[]>().notNull().default([]),
    /** When the soonest pending change is due: what the cron looks for. */
    nextChangeAt: timestamptz("next_change_at"),
    /**
     * Who made the change a version bump records, and how: set by the statement that moves `version` (or
     * inserts the code). The trigger of migration 0006 copies the new state with it into qr_code_versions; an
     * update clears it, and a version bump without a new one fails, so no change can skip the history.
     */
    lastChange: jsonb("last_change").$type<VersionChange>(),
    /**
     * Why scans get a warning page instead of the destination: one of its URLs became blocked after the code was
     * made, its host by an operator or a public list, or the URL itself as reported by the URL-reputation service
     * (`flaggedBy`: "host …" or "url …"); null for a code in good standing (migrations 0013, 0015).
     */
    flaggedReason: text("flagged_reason"),
    flaggedBy: text("flagged_by"),
    /** When the URL-reputation service last found every URL of the code clean; null: due (a URL changed). */
    reputationCheckedAt: timestamptz("reputation_checked_at"),
    /** An operator disabled the code for abuse (`abuse-reports --take-down`): it answers 410, and stays off. */
    takenDownAt: timestamptz("taken_down_at"),
    takenDownReason: text("taken_down_reason"),
    /** The bulk request that created the code, if one did: an export can select its codes. */
    bulkId: text("bulk_id"),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    kvSyncedVersion: bigint("kv_synced_version", { mode: "number" }).notNull().default(0),
    /** When KV's record was confirmed, until the cron read it back (edge-sync/read-back.ts): then null. */
    kvSyncedAt: timestamptz("kv_synced_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamptz("deleted_at"),
  },
  (t) => [
    // A slug is unique per domain, forever: deleted codes keep theirs, so no printed code ever reaches another.
    unique("qr_codes_slug_key").on(t.domain, t.slug).nullsNotDistinct(),
    // Lists page by keyset on the time-sortable id within a team.
    index("qr_codes_team_id_idx").on(t.teamId, t.id.desc()),
    // Deleting a design clears it from its codes.
    index("qr_codes_design_idx").on(t.designId),
    // A folder of the code's own team only (the pair, not the folder alone, is the reference).
    foreignKey({ columns: [t.teamId, t.folderId], foreignColumns: [folders.teamId, folders.id] }),
    index("qr_codes_folder_idx").on(t.folderId).where(sql`${t.folderId} is not null`),
    // Lists filter by tag (`tags @> '[{"id": …}]'`) and sort by name.
    index("qr_codes_tags_idx").using("gin", sql`${t.tags} jsonb_path_ops`),
    // Lists sorted by name (named codes A–Z, then the rest) read this index in order, as the list's ORDER BY.
    index("qr_codes_team_name_idx").on(t.teamId, sql`coalesce(lower(${t.name}), '~')`, t.id),
    index("qr_codes_bulk_idx").on(t.teamId, t.bulkId).where(sql`${t.bulkId} is not null`),
    index("qr_codes_next_change_idx").on(t.nextChangeAt).where(sql`${t.nextChangeAt} is not null`),
    // The cron announces codes whose validity ended (a `code.expired` event): it reads them by their end.
    index("qr_codes_expires_idx").on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    index("qr_codes_kv_outbox_idx").on(t.updatedAt).where(sql`${t.kvSyncedVersion} < ${t.version}`),
    index("qr_codes_kv_synced_at_idx").on(t.kvSyncedAt).where(sql`${t.kvSyncedAt} is not null`),
    // The cron re-checks live codes' URLs, those never checked (null) first, then the longest ago.
    index("qr_codes_reputation_idx")
      .on(sql`${t.reputationCheckedAt} nulls first`)
      .where(sql`${t.status} <> 'deleted'`),
  ],
);

export type QrCodeRow = typeof qrCodes.$inferSelect;

/** A code's UTM parameters (each optional), and the template they were copied from. */
export type Utm = UtmParameters & { template_id?: string | undefined };

/** A change of destination or rules set to take effect at `at` (ISO instant); absent fields stay as they are. */
export interface ScheduledChange {
  id: string;
  at: string;
  url?: string | undefined;
  rules?: RoutingRule[] | undefined;
  created_by: VersionActor;
  created_at: string;
}

/** Who changed what scans get: a user or an API key, or the service itself (a scheduled change, the cap). */
export type VersionActor = { kind: "user" | "key"; id: string } | { kind: "system" };
export type VersionChange = {
  kind:
    | "created"
    | "updated"
    | "restored"
    | "schedule_added"
    | "schedule_cancelled"
    | "scheduled"
    | "capped"
    | "uncapped"
    | "deleted"
    | "taken_down"
    | "takedown_lifted";
  by: VersionActor;
  /** With `restored`: the version brought back. */
  restored_from?: number;
  /** With `scheduled`, `schedule_added` and `schedule_cancelled`: the scheduled change. */
  schedule_id?: string;
};
