// Branded domains: a team claims a hostname (go.brand.com), proves it controls it with a TXT record, points it
// at the scan host, and gets a certificate; its codes then print that hostname. A hostname has at most one
// verified owner; claims still pending do not block each other, and lapse after 7 days. `version` moves with
// every change the redirect worker must see (the domain's KV record); `kvSyncedVersion` is what KV holds, so
// rows where the two differ are the edge-sync outbox of domains, as for codes.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns.ts";
import { teams } from "./teams.ts";

/**
 * `removed`: deleted by its team (or with it); the row stays until the cron has taken its record off the edge
 * and its hostname off Cloudflare, then goes. The API never shows it.
 */
export const DOMAIN_STATUSES = ["pending", "verified", "archived", "expired", "removed"] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
export const domainStatusEnum = pgEnum("domain_status", DOMAIN_STATUSES);

export const CERTIFICATE_STATUSES = [
  "not_requested",
  "not_configured",
  "pending",
  "active",
  "failed",
] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const certificateStatusEnum = pgEnum("domain_certificate_status", CERTIFICATE_STATUSES);

/** What the last look at one DNS record found. */
export interface RecordCheck {
  ok: boolean;
  /** The values the record had (at most a few, each cut short). */
  found: string[];
  /** What is wrong, in plain words; null when ok. */
  problem: string | null;
}

/** The last DNS check of a domain: the ownership (TXT) and routing (CNAME, or A/AAAA) records. */
export interface DomainChecks {
  checked_at: string;
  ownership: RecordCheck;
  routing: RecordCheck;
}

export const domains = pgTable(
  "domains",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Lower-case punycode, no trailing dot (@qr/core/hostname). */
    hostname: text("hostname").notNull(),
    status: domainStatusEnum("status").notNull().default("pending"),
    /** The value of the TXT record that proves this claim: unique to it. */
    verificationToken: text("verification_token").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    rootUrl: text("root_url"),
    notFoundUrl: text("not_found_url"),
    /** The files that let the team's apps open its codes (migration 0023): served at their well-known paths. */
    appLinks: jsonb("app_links").$type<AppLinks>(),
    checks: jsonb("checks").$type<DomainChecks>(),
    /** When the cron looks at the domain next (DNS while pending, daily after; the certificate until active). */
    nextCheckAt: timestamptz("next_check_at"),
    claimExpiresAt: timestamptz("claim_expires_at").notNull(),
    verifiedAt: timestamptz("verified_at"),
    archivedAt: timestamptz("archived_at"),
    certificateStatus: certificateStatusEnum("certificate_status").notNull().default("not_requested"),
    /** What the certificate waits on or why it failed, in plain words. */
    certificateDetail: text("certificate_detail"),
    /** The custom hostname's id at Cloudflare for SaaS. */
    cloudflareId: text("cloudflare_id"),
    version: bigint("version", { mode: "number" }).notNull().default(1),
    kvSyncedVersion: bigint("kv_synced_version", { mode: "number" }).notNull().default(0),
    /** When KV's record was confirmed, until the cron read it back (edge-sync/read-back.ts): then null. */
    kvSyncedAt: timestamptz("kv_synced_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("domains_owner_key").on(t.hostname).where(sql`${t.status} in ('verified', 'archived')`),
    uniqueIndex("domains_team_hostname_key").on(t.teamId, t.hostname).where(sql`${t.status} <> 'removed'`),
    uniqueIndex("domains_team_default_key").on(t.teamId).where(sql`${t.isDefault}`),
    index("domains_next_check_idx").on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    index("domains_kv_outbox_idx").on(t.updatedAt).where(sql`${t.kvSyncedVersion} < ${t.version}`),
    index("domains_kv_synced_at_idx").on(t.kvSyncedAt).where(sql`${t.kvSyncedAt} is not null`),
  ],
);

export type DomainRow = typeof domains.$inferSelect;

/** A domain's app links, as validated JSON: Apple's `apple-app-site-association` and Android's `assetlinks.json`. */
export interface AppLinks {
  ios?: Record<string, unknown> | undefined;
  android?: Record<string, unknown>[] | undefined;
}
