// The QR code as the API shows it.

import type { z } from "@hono/zod-openapi";
import type { MetadataValue } from "@qr/core/metadata";
import { shortUrlOf } from "@qr/core/short-url";
import type { QrCodeRow } from "@qr/db";
import { accessShown } from "../content/access.ts";
import type { ContentSchema } from "../content/schemas.ts";
import { qrContentOf } from "./qr-content.ts";

type ContentShown = z.output<typeof ContentSchema>;

export function toQrCode(row: QrCodeRow, scanBaseUrl: string) {
  const shortUrl = shortUrlOf(scanBaseUrl, row.domain, row.slug);
  return {
    id: row.id,
    team_id: row.teamId,
    type: row.type,
    // A page or static code has no URL of its own: its scans land on its short URL.
    url: row.url || shortUrl,
    content: row.content as ContentShown,
    access: accessShown(row.access),
    qr_content: qrContentOf(row, shortUrl),
    domain: row.domain ?? new URL(scanBaseUrl).hostname,
    slug: row.slug,
    name: row.name,
    tags: row.tags,
    short_url: shortUrl,
    metadata: row.metadata as Record<string, MetadataValue>,
    style: row.style,
    design_id: row.designId,
    folder_id: row.folderId,
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
    variants: row.variants,
    utm: row.utm,
    track_conversions: row.trackConversions,
    max_scans_per_scanner: row.maxScansPerScanner,
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
