// The QR code as the API shows it, and the context every QR action runs in.
import type { Database, schema } from "@qr/db";

export type QrCodeRow = typeof schema.qrCodes.$inferSelect;

export interface QrContext {
  db: Database;
  kv: KVNamespace;
  teamId: string;
  /** Base of short URLs, e.g. https://qr.example.net */
  scanBaseUrl: string;
}

export function toQrCode(row: QrCodeRow, scanBaseUrl: string) {
  return {
    id: row.id,
    team_id: row.teamId,
    url: row.url,
    slug: row.slug,
    short_url: `${scanBaseUrl.replace(/\/+$/, "")}/${row.slug}`,
    metadata: row.metadata as Record<string, string | number | boolean>,
    style: row.style,
    status: row.status === "disabled" ? ("disabled" as const) : ("active" as const),
    forward_query: row.forwardQuery,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type QrCode = ReturnType<typeof toQrCode>;

/** Adds the style warnings of a create or update, when there are any. */
export function withWarnings(code: QrCode, warnings: string[]): QrCode & { warnings?: string[] } {
  return warnings.length > 0 ? { ...code, warnings } : code;
}
