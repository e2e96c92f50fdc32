// An event as the API and the webhooks show it: `{ id, type, created_at, team_id, data }`, `data` the resource as
// its own routes show it, made from the snapshot the database kept when the event happened (events/feed/catalog.ts).
// `code.updated` adds `previous`: each field that changed, as it was.
import type { z } from "@hono/zod-openapi";
import { type EventRow, rowOfSnapshot, schema } from "@qr/db";
import { toAuditEntry } from "../../access/audit/read-audit.ts";
import { toApiKey } from "../../access/keys/api-key.ts";
import { toConversion } from "../../campaigns/conversions/report-conversion.ts";
import type { DomainSettings } from "../../codes/domains/domain-settings.ts";
import { toDomain } from "../../codes/domains/domain-view.ts";
import { type QrCode, toQrCode } from "../../codes/qr/qr-code.ts";
import { toExport } from "../../drawing/exports/export-store.ts";
import { type ScanRow, toScan } from "../../scan-path/scans/scan-view.ts";
import type { WebhookPayloadSchema } from "./schemas.ts";

export interface EventRendering {
  scanBaseUrl: string;
  domains: DomainSettings;
}

/** The shapes events/feed/schemas.ts declares: each type's `data` is built here from that type's snapshot. */
export type ApiEvent = z.infer<typeof WebhookPayloadSchema>;

/** Fields of a code that change with every write: not a change of their own. */
const BOOKKEEPING = new Set<keyof QrCode>(["updated_at", "version"]);

/** The event; a `scan.batch` shows `scans` (scan-batches.ts), those of its endpoint's codes when filtered. */
export function renderEvent(
  row: EventRow,
  rendering: EventRendering,
  scans: readonly ScanRow[] = [],
): ApiEvent {
  return shown(row, rendering, scans) as ApiEvent;
}

function shown(row: EventRow, rendering: EventRendering, scans: readonly ScanRow[]) {
  const envelope = {
    id: row.id,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    team_id: row.teamId,
  };
  const data = row.data;
  if (row.type.startsWith("code.")) {
    const code = toQrCode(rowOfSnapshot(schema.qrCodes, data), rendering.scanBaseUrl);
    if (row.type !== "code.updated" || !row.previous) return { ...envelope, data: code };
    const before = toQrCode(
      rowOfSnapshot(schema.qrCodes, { ...data, ...row.previous }),
      rendering.scanBaseUrl,
    );
    const previous = Object.fromEntries(
      (Object.keys(code) as (keyof QrCode)[])
        .filter(
          (field) => !BOOKKEEPING.has(field) && JSON.stringify(before[field]) !== JSON.stringify(code[field]),
        )
        .map((field) => [field, before[field]]),
    );
    return { ...envelope, data: code, previous };
  }
  if (row.type.startsWith("domain.")) {
    const domain = rowOfSnapshot(schema.domains, data);
    return { ...envelope, data: toDomain({ ...domain, codes: Number(data.codes ?? 0) }, rendering.domains) };
  }
  if (row.type.startsWith("export.")) {
    return { ...envelope, data: toExport(rowOfSnapshot(schema.exportJobs, { ...data, code_ids: [] })) };
  }
  if (row.type.startsWith("key.")) {
    return { ...envelope, data: toApiKey(rowOfSnapshot(schema.apiKeys, { ...data, secret_hash: "" })) };
  }
  if (row.type.startsWith("member.")) {
    return {
      ...envelope,
      data: {
        team_id: row.teamId,
        user_id: String(data.user_id),
        email: typeof data.email === "string" ? data.email : null,
        role: String(data.role),
        joined_at: new Date(String(data.created_at)).toISOString(),
      },
    };
  }
  if (row.type === "conversion.created") {
    return {
      ...envelope,
      data: toConversion(rowOfSnapshot(schema.conversions, { ...data, dedupe_key: "" })),
    };
  }
  if (row.type === "audit.entry") {
    return { ...envelope, data: toAuditEntry(rowOfSnapshot(schema.teamActivity, data)) };
  }
  if (row.type === "scan.batch") {
    const scanHost = new URL(rendering.scanBaseUrl).hostname;
    return { ...envelope, data: { scans: scans.map((scan) => toScan(scan, scanHost)) } };
  }
  return { ...envelope, data };
}
