// The QR code as the API shows it.
import type { MetadataValue } from "@qr/core/metadata";
import { shortUrlOf } from "@qr/core/short-url";
import type { QrCodeRow } from "@qr/db";

export function toQrCode(row: QrCodeRow, scanBaseUrl: string) {
  return {
    id: row.id,
    team_id: row.teamId,
    url: row.url,
    domain: row.domain ?? new URL(scanBaseUrl).hostname,
    slug: row.slug,
    name: row.name,
    tags: row.tags,
    short_url: shortUrlOf(scanBaseUrl, row.domain, row.slug),
    metadata: row.metadata as Record<string, MetadataValue>,
    style: row.style,
    design_id: row.designId,
    status: row.status === "disabled" ? ("disabled" as const) : ("active" as const),
    forward_query: row.forwardQuery,
    rules: row.rules,
    starts_at: row.startsAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    fallback_url: row.fallbackUrl,
    max_scans: row.maxScans,
    scans_capped: row.cappedAt !== null,
    flagged_reason: row.flaggedReason,
    taken_down_reason: row.takenDownAt ? (row.takenDownReason ?? "reported for abuse") : null,
    version: row.version,
    schedule: row.schedule,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type QrCode = ReturnType<typeof toQrCode>;

/** Adds the style warnings of a create or update, when there are any. */
export function withWarnings(code: QrCode, warnings: string[]): QrCode & { warnings?: string[] } {
  return warnings.length > 0 ? { ...code, warnings } : code;
}
